//! `POST /salons/{id}/set-as-star`: `{star}` stars or unstars the salon; starring beyond the
//! maximum (`star-count`) is a 409 "Maximum starred salons reached", decided inside the write.

use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use store::admin_salons::StarChange;
use utoipa::ToSchema;

use super::AdminSalonCard;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct StarInput {
    /// true: star the salon; false: unstar it.
    pub star: bool,
}

/// Stars or unstars the salon.
#[utoipa::path(post, path = "/salons/{id}/set-as-star", operation_id = "admin_salon_set_as_star", tag = "admin", params(("id" = i64, Path)), request_body = StarInput, responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn set_as_star(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<StarInput>,
) -> ApiResult<Json<AdminSalonCard>> {
    match store::admin_salons::set_star(&state.db, id, body.star, admin.actor()).await? {
        StarChange::NotFound => Err(ApiError::not_found()),
        StarChange::MaximumReached(maximum) => Err(ApiError::new(ErrorCode::MaxStarredSalons).with("max", maximum)),
        StarChange::Done => Ok(Json(super::card_after(&state, id).await?)),
    }
}
