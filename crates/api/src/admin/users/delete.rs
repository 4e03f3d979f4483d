//! `DELETE /users/{id}?phone_last4=&force=`: deletes one account (spec §5 "Deleting a user needs
//! the last 4 digits of the phone", §6, §8 "Admin user cannot be deleted").

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::{Path, ValidQuery};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserDeleteParams {
    /// The last 4 digits of the account's phone, typed by the admin to confirm.
    #[serde(default)]
    #[param(max_length = 4)]
    pub phone_last4: String,
    /// Cancel the account's planned visits (the client and the salon are told) and delete anyway.
    #[serde(default)]
    pub force: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UserDeleted {
    pub deleted: bool,
    /// Planned visits cancelled on the way (with `force`).
    pub cancelled: u32,
}

/// Deletes the account at once: its personal data is wiped, its appointments stay for the salons
/// with the name anonymised. Wrong digits: 422 on `phone_last4`; an admin: 403
/// `admin_cannot_be_deleted`; planned visits without `force`: 409 `planned_visits_exist_client`.
#[utoipa::path(delete, path = "/users/{id}", operation_id = "admin_user_delete", tag = "admin", params(("id" = i64, Path), UserDeleteParams), responses((status = 200, body = UserDeleted), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidQuery(params): ValidQuery<UserDeleteParams>,
) -> ApiResult<Json<UserDeleted>> {
    let user = store::admin_users::user(&state.db, id).await?.ok_or_else(|| ApiError::new(ErrorCode::UserNotFound))?;
    let digits: String = user.phone.as_deref().unwrap_or("").chars().filter(char::is_ascii_digit).collect();
    let typed = params.phone_last4.trim();
    if typed.len() != 4 || !digits.ends_with(typed) {
        return Err(ApiError::field("phone_last4", FieldError::new("phone_digits_mismatch")));
    }
    let cancelled = super::delete_account(&state, id, params.force, admin.actor()).await?;
    Ok(Json(UserDeleted { deleted: true, cancelled }))
}
