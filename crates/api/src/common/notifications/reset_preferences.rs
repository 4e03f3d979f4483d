//! Forgets the active role's choice; 404 when there was none (the web app treats that as done).

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::notifications::Channels;

use super::*;

/// Forgets the active role's choice; 404 when there was none (the web app treats that as done).
#[utoipa::path(post, path = "/notification-preferences/reset", tag = "account", responses((status = 200, body = Preferences), (status = 404, body = crate::error::ErrorBody)))]
pub async fn reset_preferences(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Preferences>> {
    let role = user.active_role().as_str();
    let existed = store::notifications::reset_preferences(&state.db, user.account.id, role)
        .await
        .map_err(|err| ApiError::failed(ErrorCode::NotificationPreferencesResetFailed, err))?;
    if !existed {
        return Err(ApiError::not_found());
    }
    Ok(Json(preferences_of(role, Channels::default())))
}
