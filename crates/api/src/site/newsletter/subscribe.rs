//! `POST /subscribe-to-newsletter`: stores the address as pending (İYS fields: e-mail, web,
//! individual) and mails a confirmation link in the request's language. Repeating it is
//! harmless: a confirmed address gets nothing, a pending one a new link (at most once a minute),
//! and the answer is the same either way, so the form tells no one who is subscribed.

use axum::Json;
use axum::extract::State;
use chrono::{Duration, Utc};
use domain::newsletter::{MAX_PER_IP_PER_HOUR, Repeat, on_repeat, parse_email};
use serde::{Deserialize, Serialize};
use store::newsletter::SignUp;
use utoipa::ToSchema;

use super::{mail_footer, page_link};
use crate::auth::new_token;
use crate::client_ip::ClientIp;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct SubscribeToNewsletter {
    /// The address to send the newsletter to (a confirmation link goes there first).
    pub email: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NewsletterAccepted {
    /// Always true: check the mailbox for the confirmation link.
    pub accepted: bool,
}

/// Signs an address up for the newsletter (double opt-in).
#[utoipa::path(post, path = "/subscribe-to-newsletter", tag = "site", request_body = SubscribeToNewsletter,
    responses((status = 200, body = NewsletterAccepted), (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody), (status = 502, body = crate::error::ErrorBody)))]
pub async fn subscribe_to_newsletter(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientIp(ip): ClientIp,
    ValidJson(body): ValidJson<SubscribeToNewsletter>,
) -> ApiResult<Json<NewsletterAccepted>> {
    let email = parse_email(&body.email)?;
    let now = Utc::now();
    // Counted in the database, so every node of the site counts together.
    if store::newsletter::requests_from_ip_since(&state.db, &ip, now - Duration::hours(1)).await? >= MAX_PER_IP_PER_HOUR {
        return Err(ApiError::new(ErrorCode::TooManyRequests));
    }
    let existing = store::newsletter::by_email(&state.db, email.as_str()).await?;
    if let Some(found) = &existing
        && on_repeat(found.status(), found.confirm_sent_at, now) != Repeat::Resend
    {
        return Ok(Json(NewsletterAccepted { accepted: true }));
    }
    let (token, hash) = new_token();
    let (unsubscribe_token, _) = new_token();
    let sign_up =
        SignUp { email: email.as_str(), locale: locale.code(), confirm_hash: &hash, unsubscribe_token: &unsubscribe_token, ip: &ip };
    let row = store::newsletter::sign_up(&state.db, sign_up, now).await?;
    let site = state.config.site.name.clone();
    let subject = crate::i18n::message(locale, "email_newsletter_confirm_subject", &[("site", site.clone())]);
    let text = format!(
        "{}\n\n{}",
        crate::i18n::message(
            locale,
            "email_newsletter_confirm_body",
            &[("site", site), ("link", page_link(&state, locale, "confirm", &token))]
        ),
        mail_footer(&state, locale, &row.unsubscribe_token)
    );
    state.mailer.send(email.as_str(), &subject, &text).await.map_err(|err| {
        tracing::warn!(error = %err, "newsletter confirmation mail failed");
        ApiError::new(ErrorCode::EmailSendFailed)
    })?;
    Ok(Json(NewsletterAccepted { accepted: true }))
}
