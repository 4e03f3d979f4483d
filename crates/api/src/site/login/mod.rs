//! Login by phone and SMS code, and by phone and password (spec §3 login payload, §4).

mod login_code;
mod login_password;
mod login_phone;
mod resend_code;

pub use login_code::*;
pub use login_password::*;
pub use login_phone::*;
pub use resend_code::*;

use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use axum::Json;
use domain::access::Role;
use domain::{Phone, Problems};
use serde::Serialize;
use utoipa::ToSchema;

/// Parses the phone or answers "Failed to validate phone".
pub fn parse_phone(input: &str) -> ApiResult<Phone> {
    Phone::parse(input).map_err(|_| phone_refused(Problems::one("phone", "wrong_format")))
}

/// A form's problems as a 422; when the phone is not a Turkish mobile the answer is "Failed to
/// validate phone" (`phone_validation_failed`, spec §8) as at login, with every field's message.
pub fn phone_refused(problems: Problems) -> ApiError {
    let phone_wrong = problems.0.iter().any(|p| p.field == "phone" && p.code == "wrong_format");
    let mut err = ApiError::from(problems);
    if phone_wrong {
        err.code = ErrorCode::PhoneValidationFailed;
    }
    err
}

pub(crate) async fn check_captcha(state: &AppState, token: Option<&str>, ip: &str) -> ApiResult<()> {
    let token = token.unwrap_or_default();
    let ok = !token.is_empty()
        && state.captcha.verify(token, ip).await.map_err(|err| {
            tracing::warn!(error = %err, "captcha verification failed");
            ApiError::new(ErrorCode::CaptchaValidation)
        })?;
    if ok { Ok(()) } else { Err(ApiError::new(ErrorCode::CaptchaValidation)) }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CodeSent {
    pub sent: bool,
    /// Seconds the code stays valid (300).
    pub expires_in: i64,
    /// Seconds before another code may be requested.
    pub resend_in: i64,
}

pub(crate) fn code_sent() -> Json<CodeSent> {
    Json(CodeSent { sent: true, expires_in: domain::access::CODE_TTL_SECONDS, resend_in: domain::access::SENDS_PER_PHONE_MIN_GAP_SECONDS })
}

/// In the order flow the phone must belong to a client (or to nobody yet).
async fn check_order_phone(state: &AppState, phone: &Phone, is_for_order: bool) -> ApiResult<()> {
    if !is_for_order {
        return Ok(());
    }
    if let Some(account) = store::accounts::by_phone(&state.db, phone.as_str()).await? {
        let roles = store::accounts::roles(&state.db, account.id).await?;
        if !roles.iter().any(|g| g.role == Role::Client) {
            return Err(ApiError::new(ErrorCode::PhoneExistsNotClient));
        }
    }
    Ok(())
}

/// A guest's basket becomes the client's at login, so nothing picked before is lost (spec §2
/// checkout: log in inside checkout and complete).
async fn adopt_basket(state: &AppState, session: Option<&str>, account_id: i64) -> ApiResult<()> {
    let Some(session) = session else { return Ok(()) };
    let roles = store::accounts::roles(&state.db, account_id).await?;
    if roles.iter().any(|g| g.role == Role::Client) {
        store::baskets::adopt(&state.db, session, account_id).await?;
    }
    Ok(())
}
