//! Step 2: the code; a first login creates a client account.

use crate::account_data::{LoginResponse, login_response, start_session};
use crate::booking::SessionId;
use crate::codes::{self, Purpose};
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::extract::State;
use axum::response::Response;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

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
