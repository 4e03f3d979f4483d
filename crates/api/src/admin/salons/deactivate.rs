//! `POST /salons/{id}/deactivate`: `{type, reason}` — `immediate` (deactivated now) or
//! `after_orders` (no new bookings; deactivated by the sweep once its last planned visit is
//! over). Dated now; the reason shows on the salon's page.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::Deserialize;
use store::admin_salons::StatusChange;
use utoipa::ToSchema;

use super::AdminSalonCard;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeactivateInput {
    /// `immediate` or `after_orders` (see `GET /salons/deactivation-types`).
    #[serde(rename = "type")]
    pub kind: String,
    /// Required, at most 500 characters.
    #[schema(max_length = 500)]
    pub reason: String,
}

/// Deactivates the salon (again, to change the type or the reason).
#[utoipa::path(post, path = "/salons/{id}/deactivate", operation_id = "admin_salon_deactivate", tag = "admin", params(("id" = i64, Path)), request_body = DeactivateInput, responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn deactivate(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<DeactivateInput>,
) -> ApiResult<Json<AdminSalonCard>> {
    let (kind, reason) = domain::salon_admin::parse_deactivation(&body.kind, &body.reason)?;
    match store::admin_salons::deactivate(&state.db, id, kind, &reason, admin.actor(), Utc::now()).await? {
        StatusChange::NotFound => Err(ApiError::not_found()),
        StatusChange::Changed | StatusChange::Unchanged => Ok(Json(super::card_after(&state, id).await?)),
    }
}
