//! What the platform's admins hear (issue #21 item 3): a new salon, a new service request, a
//! disputed review, a new feedback message, a failed payment. Each is an in-app notification to
//! every admin through the one `store::notifications::notify`, then a realtime signal per admin
//! (the same path every other notification takes, so a push hook there serves these too).

use chrono::{DateTime, Utc};

use crate::realtime::Signal;
use crate::state::AppState;

/// A new salon asked to join (raised by `site::partner_send` itself).
pub const NEW_SALON: &str = "partner_request";
pub const SERVICE_REQUEST: &str = "admin_service_request";
pub const REVIEW_DISPUTED: &str = "admin_review_disputed";
pub const FEEDBACK_MESSAGE: &str = "admin_feedback_message";
pub const PAYMENT_FAILED: &str = "admin_payment_failed";

/// Tells every admin about salon `salon_id` (its name fills `{{salon}}` of the text). Never fails
/// the caller: the event itself is already committed.
pub async fn notify_admins(state: &AppState, kind: &str, salon_id: i64, params: &[(&str, String)], now: DateTime<Utc>) {
    let admins = match store::chat::moderator_accounts(&state.db).await {
        Ok(admins) => admins,
        Err(err) => {
            tracing::warn!(kind, error = %err, "admin notice: admins could not be read");
            return;
        }
    };
    let salon = store::salon_page::salon(&state.db, salon_id).await.ok().flatten().map(|s| s.name).unwrap_or_default();
    let mut stored = serde_json::Map::new();
    stored.insert("salon".into(), salon.into());
    stored.insert("salon_id".into(), salon_id.to_string().into());
    for (key, value) in params {
        stored.insert((*key).to_owned(), value.clone().into());
    }
    let stored = serde_json::Value::Object(stored);
    for admin in admins {
        match store::notifications::notify(&state.db, admin, kind, None, &stored, now).await {
            Ok(id) => state.realtime.publish(Signal { account_id: admin, notification_id: Some(id) }).await,
            Err(err) => tracing::warn!(kind, admin, error = %err, "admin notice failed"),
        }
    }
}
