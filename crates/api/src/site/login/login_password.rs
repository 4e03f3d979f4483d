//! Phone and password, with failed tries limited per phone and per client address.

use crate::account_data::{LoginResponse, login_response, start_session};
use crate::booking::SessionId;
use crate::codes::ClientIp;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::extract::State;
use axum::response::Response;
use chrono::{Duration, Utc};
use domain::access;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

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

/// Phone and password. After 10 failed tries in 15 minutes for a phone, or from an address, the
/// next ones are refused with 429 until older tries leave the window.
#[utoipa::path(post, path = "/login/password", tag = "auth", request_body = LoginByPassword, responses((status = 200, body = LoginResponse), (status = 401, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
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
    // Guessing is limited per phone and per address; the counts are in the database, so every
    // node of the site counts together.
    let now = Utc::now();
    let window_start = now - Duration::minutes(access::PASSWORD_TRIES_WINDOW_MINUTES);
    let (by_phone, by_ip) = store::accounts::failed_logins_since(&state.db, phone.as_str(), &ip, window_start).await?;
    if !access::may_try_password(by_phone, by_ip) {
        return Err(ApiError::new(ErrorCode::TooManyRequests));
    }
    check_captcha(&state, body.captcha_token.as_deref(), &ip).await?;
    let account = store::accounts::by_phone(&state.db, phone.as_str()).await?;
    let verified = match account.as_ref().and_then(|a| a.password_hash.clone()) {
        Some(hash) => crate::passwords::verify(body.password, hash).await,
        None => false,
    };
    let Some(account) = account.filter(|_| verified) else {
        store::accounts::record_failed_login(&state.db, phone.as_str(), &ip, now, window_start).await?;
        return Err(ApiError::new(ErrorCode::InvalidPhonePassword));
    };
    adopt_basket(&state, session.as_deref(), account.id).await?;
    let (token, data) = start_session(&state, account.id, None, None).await?;
    Ok(login_response(&state, token, data))
}
