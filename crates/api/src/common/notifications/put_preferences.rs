//! Saves the active role's channels.

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::notifications::Channels;

use super::*;

/// Saves the active role's channels.
#[utoipa::path(put, path = "/notification-preferences", tag = "account", request_body = Preferences, responses((status = 200, body = Preferences)))]
pub async fn put_preferences(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<Preferences>,
) -> ApiResult<Json<Preferences>> {
    let role = user.active_role().as_str();
    let channels = Channels { email: body.email, sms: body.sms, push: body.push };
    store::notifications::save_preferences(&state.db, user.account.id, role, channels)
        .await
        .map_err(|err| ApiError::failed(ErrorCode::NotificationPreferencesUpdateFailed, err))?;
    Ok(Json(preferences_of(role, channels)))
}
