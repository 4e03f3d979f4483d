//! Renewals and dunning (issue #18), run by the jobs worker: every subscription whose period has
//! ended, or whose next retry is due, is settled at `now`:
//!
//! - cancelled at the period's end, a trial without a card, a plan an admin granted (provider
//!   `grant`, no card): it ends — the salon falls back to the free plan;
//! - otherwise the card on file is charged: paid renews for a month; declined leaves the period
//!   unpaid and retries 1, 3 and 7 days after the period's end (`domain::subscription::
//!   next_attempt`), with an e-mail and an in-app notice each time; after the last failure the
//!   salon falls back to the free plan (masters beyond the third kept, not bookable).
//!
//! Each due subscription is claimed first (`billing::claim`: one conditional UPDATE), so sweeps
//! on several nodes never charge one card twice. The charge is made before the transaction that
//! records it (a provider call never holds the write lock); the sweep is idempotent once written,
//! so a restart repeats nothing that was recorded. Tests drive time by calling [`sweep`] with a chosen `now`.

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::plan::Plan;
use store::subscriptions::Subscription;
use store::subscriptions::billing::{self, Dunning};

use crate::i18n;
use crate::ports::Charge;
use crate::state::AppState;

/// Settles every due subscription; returns how many changed (a subscription its provider renews
/// by itself waits for the webhook and is not counted).
pub async fn sweep(state: &AppState, now: DateTime<Utc>) -> Result<usize, store::Error> {
    let mut changed = 0;
    for due in billing::due(&state.db, now).await? {
        // Claimed first, so two nodes' sweeps never both charge one card.
        let Some(sub) = billing::claim(&state.db, due.id, now).await? else { continue };
        match settle(state, &sub, now).await {
            Ok(true) => changed += 1,
            Ok(false) => {}
            Err(err) => tracing::error!(subscription = sub.id, error = %err, "renewal failed to settle"),
        }
    }
    Ok(changed)
}

async fn settle(state: &AppState, sub: &Subscription, now: DateTime<Utc>) -> Result<bool, store::Error> {
    // A trial (or any period) without a card on file cannot be charged: it ends.
    let without_card = sub.card_ref.is_none() && sub.subscription_ref.is_none();
    if sub.cancel_at_period_end || sub.provider == "grant" || without_card {
        if sub.cancel_at_period_end
            && let Some(reference) = &sub.subscription_ref
            && let Err(err) = state.payments.cancel(reference).await
        {
            tracing::warn!(subscription = sub.id, error = %err, "provider cancel failed");
        }
        let txn = billing::begin(&state.db).await?;
        billing::end(&*txn, sub, now).await?;
        txn.commit().await?;
        tell(state, sub.salon_id, "subscription_ended", &[], now).await;
        return Ok(true);
    }
    let amount = Plan::parse(&sub.plan).monthly_price_kurus();
    let charge = match &sub.card_ref {
        Some(card) => state.payments.charge(card, amount, sub.salon_id).await,
        None => Ok(Charge::ByProvider),
    };
    let charge = match charge {
        Ok(charge) => charge,
        // The provider could not be reached: nothing happened, the next sweep tries again.
        Err(err) => {
            tracing::warn!(subscription = sub.id, error = %err, "renewal charge unavailable");
            return Ok(false);
        }
    };
    match charge {
        Charge::ByProvider => Ok(false),
        Charge::Paid { payment_ref } => {
            let txn = billing::begin(&state.db).await?;
            if !unchanged(&txn, sub).await? {
                return Ok(false);
            }
            billing::renewed(&*txn, sub, amount, payment_ref, now).await?;
            txn.commit().await?;
            Ok(true)
        }
        Charge::Declined { reason } => {
            let txn = billing::begin(&state.db).await?;
            if !unchanged(&txn, sub).await? {
                return Ok(false);
            }
            let outcome = billing::renewal_failed(&*txn, sub, amount, &reason, now).await?;
            txn.commit().await?;
            crate::admin_notices::notify_admins(state, crate::admin_notices::PAYMENT_FAILED, sub.salon_id, &[], now).await;
            match outcome {
                Dunning::Retry(at) => {
                    let date = crate::booking::local(at).date().format("%d.%m.%Y").to_string();
                    tell(state, sub.salon_id, "subscription_renewal_failed", &[("date", date)], now).await
                }
                Dunning::FellBack => tell(state, sub.salon_id, "subscription_ended", &[], now).await,
            }
            Ok(true)
        }
    }
}

/// Whether the subscription is still as the sweep read it before the provider call: another node
/// (or a webhook) that settled it meanwhile wins, and this outcome is not recorded twice.
async fn unchanged(txn: &store::bookings::WriteTxn, sub: &Subscription) -> Result<bool, store::Error> {
    Ok(store::subscriptions::current(&**txn, sub.salon_id).await?.is_some_and(|fresh| fresh.updated_at == sub.updated_at))
}

/// The in-app notice to the salon's owner and the e-mail to the salon's address in the owner's
/// language (after the change is committed; a failed message does not undo it).
async fn tell(state: &AppState, salon_id: i64, kind: &str, params: &[(&str, String)], now: DateTime<Utc>) {
    let Ok(Some(salon)) = store::subscriptions::salon(&state.db, salon_id).await else { return };
    let stored: serde_json::Map<String, serde_json::Value> =
        params.iter().map(|(k, v)| ((*k).to_owned(), serde_json::Value::String(v.clone()))).collect();
    if let Some(owner) = salon.owner_account_id {
        match store::notifications::notify(&state.db, owner, kind, None, &serde_json::Value::Object(stored), now).await {
            Ok(id) => state.realtime.publish(crate::realtime::Signal { account_id: owner, notification_id: Some(id) }).await,
            Err(err) => tracing::warn!(salon = salon_id, error = %err, "subscription notice failed"),
        }
    }
    if let Some(to) = salon.email.as_deref().filter(|e| !e.is_empty()) {
        let mut params = params.to_vec();
        params.push(("site", state.config.site.name.clone()));
        // In the owner's language (the one they use the site in); Turkish without an owner.
        let owner = match salon.owner_account_id {
            Some(id) => store::accounts::by_id(&state.db, id).await.ok().flatten(),
            None => None,
        };
        let locale = owner.and_then(|o| Locale::parse(&o.locale)).unwrap_or_default();
        let (subject, body) =
            (i18n::message(locale, &format!("{kind}_subject"), &params), i18n::message(locale, &format!("{kind}_body"), &params));
        if let Err(err) = state.mailer.send(to, &subject, &body).await {
            tracing::warn!(salon = salon_id, error = %err, "subscription e-mail failed");
        }
    }
}
