//! Phone and password.

use crate::account_data::{LoginResponse, login_response, start_session};
use crate::booking::SessionId;
use crate::codes::ClientIp;
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::extract::State;
use axum::response::Response;
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
