//! `POST /newsletter/unsubscribe`: the link at the end of every newsletter mail. No login: the
//! token (random, 256 bits, one per address) is the proof. Opening it again answers the same.

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::{NewsletterStatus, NewsletterToken};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::state::AppState;

/// Unsubscribes an address from the newsletter.
#[utoipa::path(post, path = "/newsletter/unsubscribe", tag = "site", request_body = NewsletterToken,
    responses((status = 200, body = NewsletterStatus), (status = 422, body = crate::error::ErrorBody)))]
pub async fn newsletter_unsubscribe(
    State(state): State<AppState>,
    ValidJson(body): ValidJson<NewsletterToken>,
) -> ApiResult<Json<NewsletterStatus>> {
    let invalid = || ApiError::new(ErrorCode::InvalidOrExpiredLink);
    let token = body.token.trim();
    if token.is_empty() || token.len() > 128 {
        return Err(invalid());
    }
    let found = store::newsletter::unsubscribe(&state.db, token, Utc::now()).await?.ok_or_else(invalid)?;
    Ok(Json(NewsletterStatus { status: found.status, email: found.email }))
}
