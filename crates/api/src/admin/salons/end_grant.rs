//! `POST /salons/{id}/end-grant`: `{reason}` ends the salon's granted plan now: back to the free
//! plan (masters beyond its limit kept, not bookable). 409 `no_granted_plan` when its plan was
//! not granted (a paid subscription is the salon's to cancel).

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::Deserialize;
use store::admin_sales::EndGrantOutcome;
use utoipa::ToSchema;

use super::AdminSalonCard;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct EndGrantInput {
    /// Required, at most 500 characters; kept in the salon's history.
    #[schema(max_length = 500)]
    pub reason: String,
}

/// Ends the salon's granted plan now.
#[utoipa::path(post, path = "/salons/{id}/end-grant", operation_id = "admin_salon_end_grant", tag = "admin", params(("id" = i64, Path)), request_body = EndGrantInput, responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn end_grant(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<EndGrantInput>,
) -> ApiResult<Json<AdminSalonCard>> {
    let reason = domain::plan_grant::parse_end_reason(&body.reason)?;
    match store::admin_sales::end_grant(&state.db, id, &reason, admin.actor(), Utc::now()).await? {
        EndGrantOutcome::NotFound => Err(ApiError::not_found()),
        EndGrantOutcome::NoGrant => Err(ApiError::new(ErrorCode::NoGrantedPlan)),
        EndGrantOutcome::Ended => Ok(Json(super::card_after(&state, id).await?)),
    }
}
