//! Ends an impersonation and returns the admin to their own session.

use crate::account_data::{login_response, start_session};
use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use axum::extract::State;
use axum::response::Response;

/// Ends an impersonation and returns the admin to their own session.
#[utoipa::path(post, path = "/leave-impersonate", tag = "account", responses((status = 200, body = crate::account_data::LoginResponse), (status = 403, body = crate::error::ErrorBody)))]
pub async fn leave_impersonate(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Response> {
    let admin = user.session.impersonator_id.ok_or_else(ApiError::forbidden)?;
    store::accounts::delete_session(&state.db, user.session.id).await?;
    let (token, data) = start_session(&state, admin, None, None).await?;
    Ok(login_response(&state, token, data))
}
