//! Sends a password-change code to the user's own phone.

use crate::auth::CurrentUser;
use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Sends a password-change code to the user's own phone.
#[utoipa::path(post, path = "/password/send-code", tag = "account", responses((status = 200, body = Sent), (status = 429, body = crate::error::ErrorBody)))]
pub async fn password_send_code(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    user: CurrentUser,
) -> ApiResult<Json<Sent>> {
    let phone = user.account.phone.clone().ok_or_else(|| ApiError::new(ErrorCode::PhoneValidationFailed))?;
    codes::send(&state, &phone, Purpose::Password, &ip, locale).await?;
    Ok(Json(Sent { sent: true }))
}
