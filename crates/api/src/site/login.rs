//! Login by phone and SMS code, and by phone and password (spec §3 login payload, §4).

use axum::Json;
use axum::extract::State;
use axum::response::Response;
use domain::access::Role;
use domain::{Phone, Problems};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::account_data::{LoginResponse, login_response, start_session};
use crate::booking::SessionId;
use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

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

async fn check_captcha(state: &AppState, token: Option<&str>, ip: &str) -> ApiResult<()> {
    let token = token.unwrap_or_default();
    let ok = !token.is_empty()
        && state.captcha.verify(token, ip).await.map_err(|err| {
            tracing::warn!(error = %err, "captcha verification failed");
            ApiError::new(ErrorCode::CaptchaValidation)
        })?;
    if ok { Ok(()) } else { Err(ApiError::new(ErrorCode::CaptchaValidation)) }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginByPhone {
    pub phone: String,
    #[serde(alias = "captchaToken")]
    pub recaptcha_token: Option<String>,
    #[serde(default)]
    pub is_agreement_accepted: bool,
    #[serde(default)]
    pub is_for_order: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CodeSent {
    pub sent: bool,
    /// Seconds the code stays valid (300).
    pub expires_in: i64,
    /// Seconds before another code may be requested.
    pub resend_in: i64,
}

fn code_sent() -> Json<CodeSent> {
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

/// Step 1: the phone, the accepted membership terms and a captcha; sends a 4-digit code.
#[utoipa::path(post, path = "/login/phone", tag = "auth", request_body = LoginByPhone, responses((status = 200, body = CodeSent), (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn login_phone(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    ValidJson(body): ValidJson<LoginByPhone>,
) -> ApiResult<Json<CodeSent>> {
    let phone = parse_phone(&body.phone)?;
    if !body.is_agreement_accepted {
        return Err(ApiError::new(ErrorCode::AgreementNotAccepted));
    }
    check_captcha(&state, body.recaptcha_token.as_deref(), &ip).await?;
    check_order_phone(&state, &phone, body.is_for_order).await?;
    codes::send(&state, phone.as_str(), Purpose::Login, &ip, locale).await?;
    Ok(code_sent())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResendCode {
    pub phone: String,
}

/// Sends a new code to a phone that asked for one before (the countdown's resend button).
#[utoipa::path(post, path = "/login/resend-code", tag = "auth", request_body = ResendCode, responses((status = 200, body = CodeSent), (status = 429, body = crate::error::ErrorBody)))]
pub async fn resend_code(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    ValidJson(body): ValidJson<ResendCode>,
) -> ApiResult<Json<CodeSent>> {
    let phone = parse_phone(&body.phone)?;
    if !codes::was_sent(&state, phone.as_str(), Purpose::Login).await? {
        return Err(ApiError::new(ErrorCode::VerificationError));
    }
    codes::send(&state, phone.as_str(), Purpose::Login, &ip, locale).await?;
    Ok(code_sent())
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginByCode {
    pub phone: String,
    pub code: String,
    #[serde(default)]
    pub is_for_order: bool,
}

/// Step 2: the code; a first login creates a client account.
#[utoipa::path(post, path = "/login/code", tag = "auth", request_body = LoginByCode, responses((status = 200, body = LoginResponse), (status = 422, body = crate::error::ErrorBody)))]
pub async fn login_code(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SessionId(session): SessionId,
    ValidJson(body): ValidJson<LoginByCode>,
) -> ApiResult<Response> {
    let phone = parse_phone(&body.phone)?;
    check_order_phone(&state, &phone, body.is_for_order).await?;
    codes::verify(&state, phone.as_str(), Purpose::Login, &body.code).await?;
    let account = match store::accounts::by_phone(&state.db, phone.as_str()).await? {
        Some(account) => account,
        None => store::accounts::register(&state.db, phone.as_str(), locale.code()).await?,
    };
    adopt_basket(&state, session.as_deref(), account.id).await?;
    let (token, data) = start_session(&state, account.id, None, None).await?;
    Ok(login_response(&state, token, data))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginByPassword {
    pub phone: String,
    pub password: String,
    #[serde(alias = "recaptchaToken")]
    pub captcha_token: Option<String>,
    #[serde(default)]
    pub is_agreement_accepted: bool,
}

/// Phone and password.
#[utoipa::path(post, path = "/login/password", tag = "auth", request_body = LoginByPassword, responses((status = 200, body = LoginResponse), (status = 401, body = crate::error::ErrorBody)))]
pub async fn login_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    SessionId(session): SessionId,
    ValidJson(body): ValidJson<LoginByPassword>,
) -> ApiResult<Response> {
    let phone = parse_phone(&body.phone)?;
    if body.password.is_empty() {
        return Err(ApiError::field("password", FieldError::new("required")));
    }
    if !body.is_agreement_accepted {
        return Err(ApiError::new(ErrorCode::AgreementNotAccepted));
    }
    check_captcha(&state, body.captcha_token.as_deref(), &ip).await?;
    let invalid = || ApiError::new(ErrorCode::InvalidPhonePassword);
    let account = store::accounts::by_phone(&state.db, phone.as_str()).await?.ok_or_else(invalid)?;
    let hash = account.password_hash.clone().ok_or_else(invalid)?;
    if !crate::passwords::verify(body.password, hash).await {
        return Err(invalid());
    }
    adopt_basket(&state, session.as_deref(), account.id).await?;
    let (token, data) = start_session(&state, account.id, None, None).await?;
    Ok(login_response(&state, token, data))
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
