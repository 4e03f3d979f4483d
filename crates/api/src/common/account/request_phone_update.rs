//! Step 1 of a phone change: e-mails a link to the account's address.

use crate::auth::{CurrentUser, new_token};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::site::login::parse_phone;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct RequestPhoneUpdate {
    pub phone: String,
}

/// Step 1 of a phone change: e-mails a link to the account's address.
#[utoipa::path(post, path = "/request-phone-update", tag = "account", request_body = RequestPhoneUpdate, responses((status = 200, body = Sent), (status = 422, body = crate::error::ErrorBody)))]
pub async fn request_phone_update(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    user: CurrentUser,
    ValidJson(body): ValidJson<RequestPhoneUpdate>,
) -> ApiResult<Json<Sent>> {
    let phone = parse_phone(&body.phone)?;
    let email = user.account.email.clone().filter(|e| !e.is_empty()).ok_or_else(|| ApiError::new(ErrorCode::EmailRequired))?;
    if store::accounts::by_phone(&state.db, phone.as_str()).await?.is_some() {
        return Err(ApiError::field("phone", FieldError::new("wrong_format")));
    }
    let (token, hash) = new_token();
    store::accounts::create_phone_change(&state.db, user.account.id, phone.as_str(), &hash).await?;
    let link = format!("{}{}/update-phone?token={token}", state.config.public_url.trim_end_matches('/'), locale.path_prefix());
    let site = state.config.site.name.clone();
    let subject = crate::i18n::message(locale, "email_phone_update_subject", &[("site", site.clone())]);
    let text = crate::i18n::message(locale, "email_phone_update_body", &[("phone", phone.display()), ("link", link)]);
    state.mailer.send(&email, &subject, &text).await.map_err(|err| {
        tracing::warn!(error = %err, "e-mail send failed");
        ApiError::new(ErrorCode::EmailSendFailed)
    })?;
    Ok(Json(Sent { sent: true }))
}
