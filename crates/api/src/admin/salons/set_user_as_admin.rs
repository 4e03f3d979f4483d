//! `POST /salons/{id}/set-user-as-admin`: `{phone}` — the existing account with that phone gets
//! `salon_admin` for the salon; no such account: 404 "User not found".

use axum::Json;
use axum::extract::State;
use store::admin_salons::AdminGrant;

use super::{AdminSalonCard, PhoneInput, parse_phone};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

/// Makes an existing account an admin of the salon.
#[utoipa::path(post, path = "/salons/{id}/set-user-as-admin", operation_id = "admin_salon_set_user_as_admin", tag = "admin", params(("id" = i64, Path)), request_body = PhoneInput, responses((status = 200, body = AdminSalonCard), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn set_user_as_admin(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<PhoneInput>,
) -> ApiResult<Json<AdminSalonCard>> {
    let phone = parse_phone(&body)?;
    match store::admin_salons::set_user_as_admin(&state.db, id, &phone, admin.actor()).await? {
        AdminGrant::NotFound => Err(ApiError::not_found()),
        AdminGrant::UserNotFound => Err(ApiError::new(ErrorCode::UserNotFound)),
        AdminGrant::Granted { .. } | AdminGrant::AlreadyAdmin { .. } => Ok(Json(super::card_after(&state, id).await?)),
    }
}
