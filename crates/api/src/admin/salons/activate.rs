//! `POST /salons/{id}/activate`: the salon is active again (from new, deactivating or
//! deactivated); its deactivation type, reason and date are cleared.

use axum::Json;
use axum::extract::State;
use store::admin_salons::StatusChange;

use super::AdminSalonCard;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;

/// Activates the salon; an active salon stays as it is.
#[utoipa::path(post, path = "/salons/{id}/activate", operation_id = "admin_salon_activate", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody)))]
pub async fn activate(State(state): State<AppState>, AdminUser(admin): AdminUser, Path(id): Path<i64>) -> ApiResult<Json<AdminSalonCard>> {
    match store::admin_salons::activate(&state.db, id, admin.actor()).await? {
        StatusChange::NotFound => Err(ApiError::not_found()),
        StatusChange::Changed | StatusChange::Unchanged => Ok(Json(super::card_after(&state, id).await?)),
    }
}
