//! The active role's channels (every channel until the user chooses).

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The active role's channels (every channel until the user chooses).
#[utoipa::path(get, path = "/notification-preferences", tag = "account", responses((status = 200, body = Preferences)))]
pub async fn get_preferences(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Preferences>> {
    let role = user.active_role().as_str();
    let channels = store::notifications::preferences(&state.db, user.account.id, role)
        .await
        .map_err(|err| ApiError::failed(ErrorCode::NotificationPreferencesLoadFailed, err))?;
    Ok(Json(preferences_of(role, channels.unwrap_or_default())))
}
