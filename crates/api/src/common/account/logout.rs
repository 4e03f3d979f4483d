//! Ends the session on the server and clears the cookie.

use crate::auth::{CurrentUser, clear_session_cookie};
use crate::error::ApiResult;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// Ends the session on the server and clears the cookie.
#[utoipa::path(post, path = "/logout", tag = "account", responses((status = 204)))]
pub async fn logout(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Response> {
    store::accounts::delete_session(&state.db, user.session.id).await?;
    Ok((StatusCode::NO_CONTENT, [(header::SET_COOKIE, clear_session_cookie())]).into_response())
}
