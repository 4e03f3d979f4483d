//! Step 1: the phone, the accepted membership terms and a captcha; sends a 4-digit code.

use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

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
