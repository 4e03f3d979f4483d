//! The newsletter (issue #20 item 6): `POST /subscribe-to-newsletter` (double opt-in: a pending
//! subscriber and a confirmation mail), `POST /newsletter/confirm` (the mail's link) and
//! `POST /newsletter/unsubscribe` (the link every mail carries; no login, the token is the proof).
//! The links open the `newsletter` page, which posts the token here.

mod confirm;
mod subscribe;
mod unsubscribe;

pub use confirm::*;
pub use subscribe::*;
pub use unsubscribe::*;

use domain::Locale;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::state::AppState;

/// A link's token.
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewsletterToken {
    pub token: String,
}

/// Where the subscriber stands after a link was opened.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewsletterStatus {
    /// `approved` or `rejected` (unsubscribed).
    pub status: String,
    pub email: String,
}

/// The `newsletter` page's URL with one query parameter (`confirm` or `unsubscribe`).
fn page_link(state: &AppState, locale: Locale, parameter: &str, token: &str) -> String {
    let route = crate::routes::by_name("newsletter").expect("the newsletter route");
    format!("{}{}?{parameter}={token}", state.config.public_url.trim_end_matches('/'), crate::routes::path_for(route, locale, &[]))
}

/// The unsubscribe link of a subscriber, for the end of every mail to them.
pub fn unsubscribe_link(state: &AppState, locale: Locale, token: &str) -> String {
    page_link(state, locale, "unsubscribe", token)
}

/// The closing lines every newsletter mail ends with: why it came and how to stop it.
pub fn mail_footer(state: &AppState, locale: Locale, unsubscribe_token: &str) -> String {
    crate::i18n::message(
        locale,
        "email_newsletter_footer",
        &[("site", state.config.site.name.clone()), ("link", unsubscribe_link(state, locale, unsubscribe_token))],
    )
}
