//! The user's personal data.

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The user's personal data.
#[utoipa::path(get, path = "/personal-data", tag = "account", responses((status = 200, body = PersonalData)))]
pub async fn personal_data(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<PersonalData>> {
    Ok(Json(personal(&state, &user, &user.account).await?))
}
