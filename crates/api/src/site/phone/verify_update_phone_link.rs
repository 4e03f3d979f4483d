//! Step 2 of a phone change: the link from the e-mail is valid; an SMS code goes to the new phone.

use crate::auth::hash_secret;
use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct VerifyLink {
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LinkVerified {
    /// The new phone, masked as users type it.
    pub phone: String,
}

/// Step 2 of a phone change: the link from the e-mail is valid; an SMS code goes to the new phone.
#[utoipa::path(post, path = "/verify-update-phone-link", tag = "auth", request_body = VerifyLink, responses((status = 200, body = LinkVerified), (status = 422, body = crate::error::ErrorBody)))]
pub async fn verify_update_phone_link(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    ValidJson(body): ValidJson<VerifyLink>,
) -> ApiResult<Json<LinkVerified>> {
    let change = store::accounts::phone_change(&state.db, &hash_secret(&body.token))
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::InvalidOrExpiredLink))?;
    store::accounts::mark_phone_change(&state.db, change.id, false).await?;
    codes::send(&state, &change.new_phone, Purpose::PhoneUpdate, &ip, locale).await?;
    let phone = domain::Phone::parse(&change.new_phone).map(|p| p.display()).unwrap_or(change.new_phone);
    Ok(Json(LinkVerified { phone }))
}
