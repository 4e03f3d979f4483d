//! Status changes with their event log, and the counts the daily limits read.

use crate::Error;

use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::sea_query::{Alias, Expr, Query, SelectStatement};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, QueryTrait, Select, Set,
};

use crate::entities::{appointment_events, appointments};
use crate::jobs::{self, NewJob};

use super::*;

/// What else changes with a status.
#[derive(Debug, Clone, Default)]
pub struct StatusChange {
    pub cancelled_by: Option<String>,
    pub payment_method: Option<String>,
    pub offer: Option<(NaiveDate, i16, i16)>,
}

/// Sets the status of an appointment that is still in one of `from` (so two racing changes cannot
/// both win), records the event and schedules `jobs`. `None` when it was no longer in `from`.
#[allow(clippy::too_many_arguments)]
pub async fn change_status(
    db: &DatabaseConnection,
    id: i64,
    from: &[Status],
    to: Status,
    change: StatusChange,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
    jobs: Vec<NewJob>,
) -> Result<Option<appointments::Model>, Error> {
    let txn = begin_write(db).await?;
    let Some(mut current) = appointments::Entity::find_by_id(id).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(None);
    };
    // A change into a live status (a confirmation, also by the confirm job) queues behind the
    // master's other writers on PostgreSQL like every write of the calendar (`lock_master`); the
    // row is read again under the lock, as the writer before may have moved or cancelled it.
    if to.is_live() && db.get_database_backend() == sea_orm::DbBackend::Postgres {
        lock_master(&txn, current.master_id).await?;
        let Some(again) = appointments::Entity::find_by_id(id).one(&txn).await? else {
            txn.rollback().await?;
            return Ok(None);
        };
        current = again;
    }
    let Some(status) = Status::parse(&current.status) else {
        txn.rollback().await?;
        return Ok(None);
    };
    if !from.contains(&status) {
        txn.rollback().await?;
        return Ok(None);
    }
    let updated = write_status(&txn, current, to, change, account_id, kind, now, jobs).await?;
    txn.commit().await?;
    Ok(Some(updated))
}

/// The write of a status change inside the caller's transaction: the status and what goes with
/// it, the event and the jobs. The caller has checked that the change is allowed.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn write_status(
    txn: &impl ConnectionTrait,
    current: appointments::Model,
    to: Status,
    change: StatusChange,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
    jobs: Vec<NewJob>,
) -> Result<appointments::Model, Error> {
    let id = current.id;
    let was = Status::parse(&current.status);
    let mut active: appointments::ActiveModel = current.into();
    active.status = Set(to.as_str().into());
    active.updated_at = Set(now);
    match to {
        Status::Confirmed => active.confirmed_at = Set(Some(now)),
        Status::Cancelled => {
            active.cancelled_at = Set(Some(now));
            active.cancelled_by = Set(change.cancelled_by);
        }
        Status::Completed => active.completed_at = Set(Some(now)),
        _ => {}
    }
    if let Some(method) = change.payment_method {
        active.payment_method = Set(Some(method));
    }
    if let Some((date, start, end)) = change.offer {
        active.offer_date = Set(Some(date));
        active.offer_start_min = Set(Some(start));
        active.offer_end_min = Set(Some(end));
    }
    let updated = active.update(txn).await?;
    // The loyalty ledger follows the visit's life in the same transaction: a visit earns once,
    // when it becomes completed; a cancelled one gives back the points it redeemed.
    match to {
        Status::Completed if was != Some(Status::Completed) => crate::loyalty::earn_on_completion(txn, &updated, now).await?,
        Status::Cancelled if was != Some(Status::Cancelled) => crate::loyalty::return_on_cancel(txn, &updated, now).await?,
        _ => {}
    }
    record_event(txn, id, updated.salon_id, account_id, kind, now).await?;
    for job in jobs {
        jobs::enqueue(txn, job, now).await?;
    }
    Ok(updated)
}

/// How many events of `kind` the account caused since `since` (at one salon when given).
pub async fn count_events(
    db: &impl ConnectionTrait,
    account_id: i64,
    kind: &str,
    since: DateTime<Utc>,
    salon_id: Option<i64>,
) -> Result<u64, Error> {
    let mut query = appointment_events::Entity::find()
        .filter(appointment_events::Column::AccountId.eq(account_id))
        .filter(appointment_events::Column::Kind.eq(kind))
        .filter(appointment_events::Column::CreatedAt.gte(since));
    if let Some(salon_id) = salon_id {
        query = query.filter(appointment_events::Column::SalonId.eq(salon_id));
    }
    query.count(db).await.map_err(Error::from)
}

/// What the client's own limits at booking (spec §9) are decided on: see [`client_standing`].
#[derive(Debug, Clone)]
pub struct StandingQuery<'a> {
    pub account_id: i64,
    /// The phone the booking is made for: the salon's card knows a client by it.
    pub phone: Option<&'a str>,
    pub salon_id: i64,
    pub date: NaiveDate,
    pub cancelled_since: DateTime<Utc>,
    pub no_shows_since: DateTime<Utc>,
}

/// The client's cancellations (anywhere), no-shows (at the salon, of their account or phone) and
/// live visit on the date at another salon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientStanding {
    pub cancellations: u64,
    pub no_shows: u64,
    /// The date and start minute of the live visit elsewhere, if any.
    pub live_elsewhere: Option<(NaiveDate, i16)>,
}

/// The client's standing in one statement of four subqueries (it was three statements on every
/// booking and move; issue #15). Settled history no concurrent booking changes, so it is read
/// before the master's lock.
pub async fn client_standing(db: &impl ConnectionTrait, q: &StandingQuery<'_>) -> Result<ClientStanding, Error> {
    let count = || Expr::cust("COUNT(*)");
    let cancellations = appointment_events::Entity::find()
        .select_only()
        .expr(count())
        .filter(appointment_events::Column::AccountId.eq(q.account_id))
        .filter(appointment_events::Column::Kind.eq("cancelled"))
        .filter(appointment_events::Column::CreatedAt.gte(q.cancelled_since))
        .into_query();
    let no_shows = no_shows_of(q.salon_id, Some(q.account_id), q.phone, q.no_shows_since).select_only().expr(count()).into_query();
    // Both columns of the same (first) live visit elsewhere.
    let elsewhere = |column: appointments::Column| {
        appointments::Entity::find()
            .select_only()
            .column(column)
            .filter(appointments::Column::ClientAccountId.eq(q.account_id))
            .filter(appointments::Column::ProvisionDate.eq(q.date))
            .filter(appointments::Column::SalonId.ne(q.salon_id))
            .filter(appointments::Column::Status.is_in(live_statuses()))
            .order_by_asc(appointments::Column::Id)
            .limit(1)
            .into_query()
    };
    let sub = |query: SelectStatement| Expr::SubQuery(None, Box::new(query.into()));
    let query = Query::select()
        .expr_as(sub(cancellations), Alias::new("cancellations"))
        .expr_as(sub(no_shows), Alias::new("no_shows"))
        .expr_as(sub(elsewhere(appointments::Column::ProvisionDate)), Alias::new("elsewhere_date"))
        .expr_as(sub(elsewhere(appointments::Column::StartMin)), Alias::new("elsewhere_start"))
        .to_owned();
    let row = db.query_one(&query).await?.ok_or_else(|| DbErr::RecordNotFound("client standing".into()))?;
    let count_of = |column: &str| row.try_get::<i64>("", column).map(|n| u64::try_from(n).unwrap_or(0));
    let date = row.try_get::<Option<NaiveDate>>("", "elsewhere_date")?;
    let start = row.try_get::<Option<i16>>("", "elsewhere_start")?;
    Ok(ClientStanding { cancellations: count_of("cancellations")?, no_shows: count_of("no_shows")?, live_elsewhere: date.zip(start) })
}

/// The client's no-shows at `salon_id` since `since`: visits of their account or of their phone
/// (the salon's card identifies a client by phone, manual entries have no account).
pub async fn no_shows_since(
    db: &impl ConnectionTrait,
    salon_id: i64,
    account_id: Option<i64>,
    phone: &str,
    since: DateTime<Utc>,
) -> Result<u64, Error> {
    no_shows_of(salon_id, account_id, Some(phone), since).count(db).await.map_err(Error::from)
}

/// The no-show visits [`no_shows_since`] counts and [`client_standing`] counts in its statement.
fn no_shows_of(salon_id: i64, account_id: Option<i64>, phone: Option<&str>, since: DateTime<Utc>) -> Select<appointments::Entity> {
    let mut who = Condition::any();
    if let Some(account_id) = account_id {
        who = who.add(appointments::Column::ClientAccountId.eq(account_id));
    }
    if let Some(phone) = phone {
        who = who.add(appointments::Column::ClientPhone.eq(phone));
    }
    appointments::Entity::find()
        .filter(appointments::Column::SalonId.eq(salon_id))
        .filter(appointments::Column::Status.eq(Status::NoShow.as_str()))
        .filter(appointments::Column::StartsAt.gte(since))
        .filter(who)
}
