//! Web Push delivery (issue #21 item 2): the `push` job of a notification sends it to every
//! browser its recipient subscribed, encrypted for each (`ports::PushSender`). The payload carries
//! the unread counter (the service worker sets the app badge from it), the notification's title
//! and text in the recipient's language (`accounts.locale`) and the page a click opens.
//!
//! A subscription the push service calls gone (404/410) is forgotten; 429/5xx make the job fail
//! so the worker retries it with backoff (`store::jobs::failed`). A retry posts to every device
//! again; the service worker shows each notification under its own tag, so a device that had it
//! already replaces it instead of showing it twice.

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::access::Role;
use serde::Serialize;

use crate::common::notifications::render;
use crate::ports::{PushOutcome, PushTarget};
use crate::state::AppState;

/// How long a push service keeps a push for a device that is offline (a day: a notification
/// older than that is in the list anyway).
pub const TTL_SECS: u32 = 24 * 60 * 60;

/// What the service worker receives (the JSON the browser decrypts).
#[derive(Debug, Serialize)]
pub struct PushPayload {
    pub id: i64,
    pub title: String,
    pub text: String,
    pub unread_notifications_count: u64,
    pub act_id: Option<i64>,
    /// The page a click on the notification opens (same origin).
    pub url: String,
}

/// Why a push job did not finish; the worker retries it.
#[derive(Debug, thiserror::Error)]
pub enum PushError {
    #[error("database: {0}")]
    Db(#[from] store::Error),
    #[error("push service: {0}")]
    Retry(String),
}

/// Sends notification `notification_id` to its recipient's browsers.
pub async fn deliver(state: &AppState, notification_id: i64, _now: DateTime<Utc>) -> Result<(), PushError> {
    let Some(row) = store::notifications::by_id(&state.db, notification_id).await? else { return Ok(()) };
    let account_id = row.account_id;
    let devices = store::push_subscriptions::of_account(&state.db, account_id).await?;
    if devices.is_empty() {
        return Ok(());
    }
    let Some(account) = store::accounts::by_id(&state.db, account_id).await? else { return Ok(()) };
    let locale = Locale::parse(&account.locale).unwrap_or_default();
    let role = Role::parse(&account.active_role);
    let unread_notifications_count = store::notifications::unread_count(&state.db, account_id).await?;
    let notice = render(locale, row);
    let payload = PushPayload {
        id: notice.id,
        title: notice.title,
        text: notice.text,
        unread_notifications_count,
        act_id: notice.act_id,
        url: domain::push::notifications_path(role, locale),
    };
    let body = serde_json::to_vec(&payload).map_err(|e| PushError::Retry(e.to_string()))?;
    let mut retry = Vec::new();
    for device in devices {
        let target = PushTarget { endpoint: &device.endpoint, p256dh: &device.p256dh, auth: &device.auth };
        match state.push.send(target, &body, TTL_SECS).await {
            PushOutcome::Delivered => {}
            PushOutcome::Gone => {
                tracing::info!(account = account_id, subscription = device.id, "push subscription gone; forgotten");
                store::push_subscriptions::remove(&state.db, device.id).await?;
            }
            PushOutcome::Refused(reason) => {
                tracing::warn!(account = account_id, subscription = device.id, %reason, "push refused; not retried");
            }
            PushOutcome::Retry(reason) => retry.push(format!("subscription {}: {reason}", device.id)),
        }
    }
    if retry.is_empty() { Ok(()) } else { Err(PushError::Retry(retry.join("; "))) }
}
