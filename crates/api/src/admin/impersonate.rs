use crate::json::Path;
use axum::extract::State;
use axum::response::Response;

use crate::account_data::{login_response, start_session};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;

/// Starts acting as a salon's admin. The new session remembers the admin; every write made in
/// it is recorded with the admin's id; leaving returns to the admin's own session.
#[utoipa::path(post, path = "/salons/{id}/impersonate", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = crate::account_data::LoginResponse), (status = 404, body = crate::error::ErrorBody)))]
pub async fn impersonate(State(state): State<AppState>, AdminUser(admin): AdminUser, Path(salon_id): Path<i64>) -> ApiResult<Response> {
    if admin.impersonated() {
        return Err(ApiError::forbidden());
    }
    let owner = store::accounts::salon_admin_of(&state.db, salon_id).await?.ok_or_else(|| ApiError::new(ErrorCode::UserNotFound))?;
    let (token, data) = start_session(&state, owner, Some(admin.account.id), Some(salon_id)).await?;
    Ok(login_response(&state, token, data))
}
