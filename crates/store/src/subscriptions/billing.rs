//! The subscription's life as the salon and the payment provider move it: activation after a
//! paid first period, unpaid attempts, cancel at the period's end, resume, a new card, renewals
//! and their failures (dunning), and the fall back to the free plan. Every change is committed
//! before the caller answers, and each one that changes the plan goes through [`super::set_plan`]
//! in the same transaction.

use chrono::{DateTime, Utc};
use domain::plan::Plan;
use domain::subscription::{Status, next_attempt, period_end};
use sea_orm::{ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TryIntoModel};

use super::invoices::next_invoice_number;
use super::{current, set_plan};
use crate::Error;
use crate::bookings::begin_write;
use crate::entities::{subscription_payments as payments, subscriptions};

/// A card the provider keeps for renewals; only its brand and last 4 digits are ever shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    pub card_ref: String,
    pub brand: String,
    pub last4: String,
}

/// A first period paid at checkout.
#[derive(Debug, Clone)]
pub struct Paid {
    pub provider: String,
    pub plan: Plan,
    pub amount_kurus: i64,
    pub payment_ref: Option<String>,
    pub card: Option<Card>,
    pub customer_ref: Option<String>,
    pub subscription_ref: Option<String>,
}

/// A checkout the provider declined: the salon stays where it was, the attempt is in its history.
#[derive(Debug, Clone)]
pub struct Declined {
    pub provider: String,
    pub plan: Plan,
    pub amount_kurus: i64,
    pub reason: String,
}

/// What a failed renewal led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dunning {
    /// Past due; the next attempt is at this time.
    Retry(DateTime<Utc>),
    /// The retries are used up: the salon is on the free plan.
    FellBack,
}

fn payment_row(
    salon_id: i64,
    plan: Plan,
    start: DateTime<Utc>,
    end: DateTime<Utc>,
    amount: i64,
    provider: &str,
    now: DateTime<Utc>,
) -> payments::ActiveModel {
    payments::ActiveModel {
        salon_id: Set(salon_id),
        plan: Set(plan.as_str().to_owned()),
        period_start: Set(start),
        period_end: Set(end),
        amount_kurus: Set(amount),
        status: Set("unpaid".to_owned()),
        provider: Set(provider.to_owned()),
        created_at: Set(now),
        ..Default::default()
    }
}

/// Puts the paid plan in force for a month from `now` after the first payment: the subscription
/// row (new or reused), a paid history row with the next invoice number, and `salons.plan` (its
/// masters beyond the free limit bookable again).
pub async fn activate(
    db: &crate::Db,
    salon_id: i64,
    paid: Paid,
    now: DateTime<Utc>,
) -> Result<(subscriptions::Model, payments::Model), Error> {
    let txn = begin_write(db).await?;
    let end = period_end(now);
    let existing = current(&*txn, salon_id).await?;
    let mut row = match existing.clone() {
        Some(model) => model.into(),
        None => subscriptions::ActiveModel { salon_id: Set(salon_id), created_at: Set(now), ..Default::default() },
    };
    row.plan = Set(paid.plan.as_str().to_owned());
    row.status = Set(Status::Active.as_str().to_owned());
    row.period_start = Set(now);
    row.period_end = Set(end);
    row.cancel_at_period_end = Set(false);
    row.provider = Set(paid.provider.clone());
    row.failed_attempts = Set(0);
    row.next_attempt_at = Set(None);
    row.updated_at = Set(now);
    if paid.customer_ref.is_some() {
        row.customer_ref = Set(paid.customer_ref.clone());
    }
    row.subscription_ref = Set(paid.subscription_ref.clone());
    if let Some(card) = &paid.card {
        row.card_ref = Set(Some(card.card_ref.clone()));
        row.card_brand = Set(Some(card.brand.clone()));
        row.card_last4 = Set(Some(card.last4.clone()));
    }
    let subscription = if existing.is_some() { row.update(&*txn).await? } else { row.insert(&*txn).await? };
    let mut payment = payment_row(salon_id, paid.plan, now, end, paid.amount_kurus, &paid.provider, now);
    payment.status = Set("paid".to_owned());
    payment.provider_ref = Set(paid.payment_ref);
    payment.paid_at = Set(Some(now));
    payment.invoice_number = Set(Some(next_invoice_number(&*txn, now).await?));
    let payment = payment.insert(&*txn).await?;
    set_plan(&*txn, salon_id, paid.plan).await?;
    txn.commit().await?;
    Ok((subscription, payment))
}

/// Starts the paid plan's free trial (`domain::subscription::TRIAL_DAYS`) without a charge; at its
/// end the renewal sweep charges the card on file, or ends it without one. `None` when the salon
/// already had a subscription (a trial is for the first time only).
pub async fn start_trial(
    db: &crate::Db,
    salon_id: i64,
    plan: Plan,
    provider: &str,
    now: DateTime<Utc>,
) -> Result<Option<subscriptions::Model>, Error> {
    let txn = begin_write(db).await?;
    if current(&*txn, salon_id).await?.is_some() {
        return Ok(None);
    }
    let row = subscriptions::ActiveModel {
        salon_id: Set(salon_id),
        plan: Set(plan.as_str().to_owned()),
        status: Set(Status::Trial.as_str().to_owned()),
        period_start: Set(now),
        period_end: Set(now + chrono::Duration::days(domain::subscription::TRIAL_DAYS)),
        cancel_at_period_end: Set(false),
        provider: Set(provider.to_owned()),
        failed_attempts: Set(0),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    set_plan(&*txn, salon_id, plan).await?;
    txn.commit().await?;
    Ok(Some(row))
}

/// Records a declined checkout as an unpaid row of the period it would have paid.
pub async fn record_declined(db: &crate::Db, salon_id: i64, declined: Declined, now: DateTime<Utc>) -> Result<payments::Model, Error> {
    let mut row = payment_row(salon_id, declined.plan, now, period_end(now), declined.amount_kurus, &declined.provider, now);
    row.failure_reason = Set(Some(declined.reason));
    Ok(row.insert(db).await?)
}

/// Sets or lifts the cancellation at the period's end; `None` when the salon has no live
/// subscription to change.
pub async fn set_cancel_at_period_end(
    db: &crate::Db,
    salon_id: i64,
    cancel: bool,
    now: DateTime<Utc>,
) -> Result<Option<subscriptions::Model>, Error> {
    let Some(sub) = current(db, salon_id).await?.filter(|s| Status::parse(&s.status).is_some_and(Status::grants_plan)) else {
        return Ok(None);
    };
    let mut row: subscriptions::ActiveModel = sub.into();
    row.cancel_at_period_end = Set(cancel);
    row.updated_at = Set(now);
    Ok(Some(row.update(db).await?))
}

/// Keeps a new card for the renewals; `None` without a subscription.
pub async fn change_card(db: &crate::Db, salon_id: i64, card: Card, now: DateTime<Utc>) -> Result<Option<subscriptions::Model>, Error> {
    let Some(sub) = current(db, salon_id).await? else { return Ok(None) };
    let mut row: subscriptions::ActiveModel = sub.into();
    row.card_ref = Set(Some(card.card_ref));
    row.card_brand = Set(Some(card.brand));
    row.card_last4 = Set(Some(card.last4));
    row.updated_at = Set(now);
    Ok(Some(row.update(db).await?))
}

/// The salon's payments, newest first.
pub async fn history(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<payments::Model>, Error> {
    Ok(payments::Entity::find()
        .filter(payments::Column::SalonId.eq(salon_id))
        .order_by_desc(payments::Column::CreatedAt)
        .order_by_desc(payments::Column::Id)
        .all(db)
        .await?)
}

/// One payment of the salon.
pub async fn payment(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<payments::Model>, Error> {
    Ok(payments::Entity::find_by_id(id).one(db).await?.filter(|p| p.salon_id == salon_id))
}

/// The subscription a provider knows by `subscription_ref`.
pub async fn by_provider_ref(
    db: &impl ConnectionTrait,
    provider: &str,
    subscription_ref: &str,
) -> Result<Option<subscriptions::Model>, Error> {
    Ok(subscriptions::Entity::find()
        .filter(subscriptions::Column::Provider.eq(provider))
        .filter(subscriptions::Column::SubscriptionRef.eq(subscription_ref))
        .one(db)
        .await?)
}

/// Which subscriptions are due at `now`: not cancelled, and the period has ended (no retry
/// planned) or the planned retry's time has come.
fn due_at(now: DateTime<Utc>) -> Condition {
    Condition::all().add(subscriptions::Column::Status.ne(Status::Cancelled.as_str())).add(
        Condition::any()
            .add(Condition::all().add(subscriptions::Column::NextAttemptAt.is_null()).add(subscriptions::Column::PeriodEnd.lte(now)))
            .add(subscriptions::Column::NextAttemptAt.lte(now)),
    )
}

/// Subscriptions whose period has ended or whose next renewal attempt is due at `now`.
pub async fn due(db: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<Vec<subscriptions::Model>, Error> {
    Ok(subscriptions::Entity::find().filter(due_at(now)).order_by_asc(subscriptions::Column::Id).all(db).await?)
}

/// How long a sweep holds a due subscription it claimed before another may take it over.
pub const CLAIM_MINUTES: i64 = 10;

/// Takes a due subscription for one sweep before its card is charged: one conditional UPDATE
/// moves its next attempt `CLAIM_MINUTES` ahead, so a second node's sweep (PostgreSQL re-checks
/// the condition after the first writer's row lock; SQLite has one writer) finds it no longer due
/// and charges nothing. The outcome recorded afterwards sets the real next attempt. `None` when
/// another sweep took it first or it is no longer due; a sweep that dies after claiming leaves it
/// due again after the lease.
pub async fn claim(db: &impl ConnectionTrait, id: i64, now: DateTime<Utc>) -> Result<Option<subscriptions::Model>, Error> {
    let taken = subscriptions::Entity::update_many()
        .col_expr(
            subscriptions::Column::NextAttemptAt,
            sea_orm::sea_query::Expr::value(Some(now + chrono::Duration::minutes(CLAIM_MINUTES))),
        )
        .col_expr(subscriptions::Column::UpdatedAt, sea_orm::sea_query::Expr::value(now))
        .filter(subscriptions::Column::Id.eq(id))
        .filter(due_at(now))
        .exec(db)
        .await?;
    if taken.rows_affected != 1 {
        return Ok(None);
    }
    Ok(subscriptions::Entity::find_by_id(id).one(db).await?)
}

/// The period after the subscription's current one was paid: the next period starts where the
/// last ended (the days of dunning are not given away), and the period's unpaid row, if a retry
/// left one, becomes paid with the next invoice number. Inside the caller's transaction.
pub async fn renewed(
    txn: &impl ConnectionTrait,
    sub: &subscriptions::Model,
    amount_kurus: i64,
    payment_ref: Option<String>,
    now: DateTime<Utc>,
) -> Result<payments::Model, Error> {
    let plan = Plan::parse(&sub.plan);
    let (start, end) = (sub.period_end, period_end(sub.period_end));
    let unpaid = payments::Entity::find()
        .filter(payments::Column::SalonId.eq(sub.salon_id))
        .filter(payments::Column::PeriodStart.eq(start))
        .filter(payments::Column::Status.eq("unpaid"))
        .one(txn)
        .await?;
    let mut payment = match unpaid {
        Some(row) => row.into(),
        None => payment_row(sub.salon_id, plan, start, end, amount_kurus, &sub.provider, now),
    };
    payment.status = Set("paid".to_owned());
    payment.provider_ref = Set(payment_ref);
    payment.failure_reason = Set(None);
    payment.paid_at = Set(Some(now));
    payment.invoice_number = Set(Some(next_invoice_number(txn, now).await?));
    let payment = payment.save(txn).await?.try_into_model()?;
    let mut row: subscriptions::ActiveModel = sub.clone().into();
    row.status = Set(Status::Active.as_str().to_owned());
    row.period_start = Set(start);
    row.period_end = Set(end);
    row.failed_attempts = Set(0);
    row.next_attempt_at = Set(None);
    row.updated_at = Set(now);
    row.update(txn).await?;
    set_plan(txn, sub.salon_id, plan).await?;
    Ok(payment)
}

/// A renewal attempt failed: the period's unpaid row says why, and either the next retry is set
/// (`domain::subscription::next_attempt`: 1, 3, 7 days after the period's end) or the salon falls
/// back to the free plan. Inside the caller's transaction.
pub async fn renewal_failed(
    txn: &impl ConnectionTrait,
    sub: &subscriptions::Model,
    amount_kurus: i64,
    reason: &str,
    now: DateTime<Utc>,
) -> Result<Dunning, Error> {
    let plan = Plan::parse(&sub.plan);
    let start = sub.period_end;
    let unpaid = payments::Entity::find()
        .filter(payments::Column::SalonId.eq(sub.salon_id))
        .filter(payments::Column::PeriodStart.eq(start))
        .filter(payments::Column::Status.eq("unpaid"))
        .one(txn)
        .await?;
    let mut row = match unpaid {
        Some(row) => row.into(),
        None => payment_row(sub.salon_id, plan, start, period_end(start), amount_kurus, &sub.provider, now),
    };
    row.failure_reason = Set(Some(reason.to_owned()));
    row.save(txn).await?;
    let failed = sub.failed_attempts.max(0) as usize + 1;
    match next_attempt(sub.period_end, failed) {
        Some(at) => {
            let mut row: subscriptions::ActiveModel = sub.clone().into();
            row.status = Set(Status::PastDue.as_str().to_owned());
            row.failed_attempts = Set(failed as i32);
            row.next_attempt_at = Set(Some(at));
            row.updated_at = Set(now);
            row.update(txn).await?;
            Ok(Dunning::Retry(at))
        }
        None => {
            end(txn, sub, now).await?;
            Ok(Dunning::FellBack)
        }
    }
}

/// Ends the subscription (cancelled at the period's end, a trial or a granted plan run out, the
/// last retry failed): the salon is on the free plan, its data kept, masters beyond the free limit
/// not bookable. Inside the caller's transaction.
pub async fn end(txn: &impl ConnectionTrait, sub: &subscriptions::Model, now: DateTime<Utc>) -> Result<(), Error> {
    let mut row: subscriptions::ActiveModel = sub.clone().into();
    row.status = Set(Status::Cancelled.as_str().to_owned());
    row.cancel_at_period_end = Set(false);
    row.next_attempt_at = Set(None);
    row.updated_at = Set(now);
    row.update(txn).await?;
    set_plan(txn, sub.salon_id, Plan::Free).await
}

/// Starts a write transaction for the renewal sweep and the webhooks (one writer on SQLite).
pub async fn begin(db: &crate::Db) -> Result<crate::bookings::WriteTxn, Error> {
    begin_write(db).await
}
