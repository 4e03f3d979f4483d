//! The e-mailed phone-change link and agreements, open to visitors.

use axum::Json;
use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::hash_secret;
use crate::codes::{self, ClientIp, Purpose};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

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

#[derive(Debug, Deserialize, IntoParams)]
pub struct AgreementQuery {
    /// `client`, `salon` or `privacy`.
    #[serde(rename = "type")]
    pub kind: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Agreement {
    pub slug: String,
    pub name: String,
    /// Sanitised HTML in the request's language.
    pub content: String,
    pub version: i32,
    pub updated_at: String,
}

/// An agreement's text in the request's language.
#[utoipa::path(get, path = "/agreements", tag = "site", params(AgreementQuery), responses((status = 200, body = Agreement), (status = 404, body = crate::error::ErrorBody)))]
pub async fn agreements(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Query(query): Query<AgreementQuery>,
) -> ApiResult<Json<Agreement>> {
    let agreement = store::accounts::agreement(&state.db, &query.kind).await?.ok_or_else(ApiError::not_found)?;
    let content = match locale {
        domain::Locale::Tr => agreement.text_tr,
        domain::Locale::En => agreement.text_en,
        domain::Locale::Ru => agreement.text_ru,
    };
    Ok(Json(Agreement {
        slug: agreement.slug,
        name: agreement.name,
        content,
        version: agreement.version,
        updated_at: agreement.updated_at.date_naive().to_string(),
    }))
}
