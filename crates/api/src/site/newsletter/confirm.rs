//! `POST /newsletter/confirm`: the confirmation link's token approves the subscriber (İYS ONAY,
//! consent date now). A used, unknown or older-than-72-hours link is `invalid_or_expired_link`.

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::{NewsletterStatus, NewsletterToken};
use crate::auth::hash_secret;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::state::AppState;

/// Confirms a newsletter sign-up.
#[utoipa::path(post, path = "/newsletter/confirm", tag = "site", request_body = NewsletterToken,
    responses((status = 200, body = NewsletterStatus), (status = 422, body = crate::error::ErrorBody)))]
pub async fn newsletter_confirm(
    State(state): State<AppState>,
    ValidJson(body): ValidJson<NewsletterToken>,
) -> ApiResult<Json<NewsletterStatus>> {
    let invalid = || ApiError::new(ErrorCode::InvalidOrExpiredLink);
    let token = body.token.trim();
    if token.is_empty() || token.len() > 128 {
        return Err(invalid());
    }
    let now = Utc::now();
    let found = store::newsletter::by_confirm_hash(&state.db, &hash_secret(token)).await?.ok_or_else(invalid)?;
    if !domain::newsletter::link_alive(found.confirm_sent_at, now) {
        return Err(invalid());
    }
    store::newsletter::approve(&state.db, found.id, now).await?;
    Ok(Json(NewsletterStatus { status: domain::newsletter::Status::Approved.as_str().into(), email: found.email }))
}
