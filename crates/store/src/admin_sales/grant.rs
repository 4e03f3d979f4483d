//! Plans an admin grants (a trial extended, Premium for a while) and ends early. Each write
//! changes the salon's `subscriptions` row and, through `subscriptions::set_plan`, its plan in
//! force, and records the change with its reason, all in one transaction.

use chrono::{DateTime, Utc};
use domain::plan::Plan;
use domain::plan_grant::GRANT_PROVIDER;
use domain::subscription::Status;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde::Serialize;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{salons, subscriptions};
use crate::subscriptions::{current, set_plan};

/// What the audit trail keeps of a salon's plan around a grant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlanSnapshot {
    /// The plan in force (`salons.plan`).
    pub plan: String,
    pub subscription_status: Option<String>,
    pub provider: Option<String>,
    pub period_end: Option<DateTime<Utc>>,
}

fn snapshot(plan: &str, sub: Option<&subscriptions::Model>) -> PlanSnapshot {
    PlanSnapshot {
        plan: plan.to_owned(),
        subscription_status: sub.map(|s| s.status.clone()),
        provider: sub.map(|s| s.provider.clone()),
        period_end: sub.map(|s| s.period_end),
    }
}

/// The outcome of a grant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrantOutcome {
    Granted,
    NotFound,
    /// The salon pays for a period that already lasts until then: a grant only extends it.
    WithinPaidPeriod {
        period_end: DateTime<Utc>,
    },
}

/// Whether the subscription is one the salon pays for (by card) and still holds the plan.
fn paid_and_live(sub: &subscriptions::Model) -> bool {
    sub.provider != GRANT_PROVIDER && Status::parse(&sub.status).is_some_and(Status::grants_plan)
}

/// Gives the salon `plan` until `until` as of `now`:
/// - no subscription yet, a cancelled one or an earlier grant: the row becomes a grant (provider
///   `grant`, active, no card), so the renewal sweep ends it at `until` with nothing to charge;
/// - a subscription the salon pays for (active, trial or past due): its period is extended to
///   `until` (a trial stays a trial, a past-due one is active again with its retries cleared);
///   `until` must then be after the period's current end.
pub async fn grant_plan(
    db: &crate::Db,
    salon_id: i64,
    plan: Plan,
    until: DateTime<Utc>,
    reason: &str,
    actor: Actor,
    now: DateTime<Utc>,
) -> Result<GrantOutcome, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&txn).await? else { return Ok(GrantOutcome::NotFound) };
    let sub = current(&txn, salon_id).await?;
    let before = snapshot(&salon.plan, sub.as_ref());
    let after = match sub {
        None => {
            subscriptions::ActiveModel {
                salon_id: Set(salon_id),
                plan: Set(plan.as_str().into()),
                status: Set(Status::Active.as_str().into()),
                period_start: Set(now),
                period_end: Set(until),
                cancel_at_period_end: Set(false),
                provider: Set(GRANT_PROVIDER.into()),
                customer_ref: Set(None),
                subscription_ref: Set(None),
                card_ref: Set(None),
                card_brand: Set(None),
                card_last4: Set(None),
                failed_attempts: Set(0),
                next_attempt_at: Set(None),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&txn)
            .await?
        }
        Some(sub) if paid_and_live(&sub) => {
            if until <= sub.period_end {
                return Ok(GrantOutcome::WithinPaidPeriod { period_end: sub.period_end });
            }
            let past_due = sub.status == Status::PastDue.as_str();
            let mut row: subscriptions::ActiveModel = sub.into();
            row.plan = Set(plan.as_str().into());
            row.period_end = Set(until);
            if past_due {
                row.status = Set(Status::Active.as_str().into());
                row.failed_attempts = Set(0);
                row.next_attempt_at = Set(None);
            }
            row.updated_at = Set(now);
            row.update(&txn).await?
        }
        Some(sub) => {
            // A cancelled subscription's card is not charged again by a grant: it is forgotten
            // here, and the salon adds one when it subscribes itself.
            let restart = sub.status == Status::Cancelled.as_str();
            let mut row: subscriptions::ActiveModel = sub.into();
            row.plan = Set(plan.as_str().into());
            row.status = Set(Status::Active.as_str().into());
            row.provider = Set(GRANT_PROVIDER.into());
            if restart {
                row.period_start = Set(now);
                row.customer_ref = Set(None);
                row.subscription_ref = Set(None);
                row.card_ref = Set(None);
                row.card_brand = Set(None);
                row.card_last4 = Set(None);
            }
            row.period_end = Set(until);
            row.cancel_at_period_end = Set(false);
            row.failed_attempts = Set(0);
            row.next_attempt_at = Set(None);
            row.updated_at = Set(now);
            row.update(&txn).await?
        }
    };
    set_plan(&txn, salon_id, plan).await?;
    let after = snapshot(plan.as_str(), Some(&after));
    audit::record(&txn, Change::new(actor, "salon.grant_plan", Entity::Salon, salon_id).between(&before, &after).reason(Some(reason)))
        .await?;
    txn.commit().await?;
    Ok(GrantOutcome::Granted)
}

/// The outcome of ending a grant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndGrantOutcome {
    Ended,
    NotFound,
    /// The salon has no granted plan in force (a paid subscription is the salon's to cancel).
    NoGrant,
}

/// Ends the salon's granted plan now: the subscription is cancelled as of `now` and the salon is
/// on the free plan (masters beyond its limit kept, not bookable).
pub async fn end_grant(db: &crate::Db, salon_id: i64, reason: &str, actor: Actor, now: DateTime<Utc>) -> Result<EndGrantOutcome, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&txn).await? else { return Ok(EndGrantOutcome::NotFound) };
    let Some(sub) = current(&txn, salon_id).await? else { return Ok(EndGrantOutcome::NoGrant) };
    if sub.provider != GRANT_PROVIDER || sub.status == Status::Cancelled.as_str() {
        return Ok(EndGrantOutcome::NoGrant);
    }
    let before = snapshot(&salon.plan, Some(&sub));
    let mut row: subscriptions::ActiveModel = sub.into();
    row.status = Set(Status::Cancelled.as_str().into());
    row.period_end = Set(now);
    row.updated_at = Set(now);
    let after = row.update(&txn).await?;
    set_plan(&txn, salon_id, Plan::Free).await?;
    let after = snapshot(Plan::Free.as_str(), Some(&after));
    audit::record(&txn, Change::new(actor, "salon.end_grant", Entity::Salon, salon_id).between(&before, &after).reason(Some(reason)))
        .await?;
    txn.commit().await?;
    Ok(EndGrantOutcome::Ended)
}
