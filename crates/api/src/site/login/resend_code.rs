//! Sends a new code to a phone that asked for one before (the countdown's resend button).

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
