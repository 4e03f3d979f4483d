//! The one guarded write of a live appointment: the overlap check, the database guard's refusal as `Booked::MasterBusy`, the salon client card, and `put_live`, which every booking, move and manual entry goes through.

use crate::Error;

use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr,
    EntityTrait, PaginatorTrait, QueryFilter, RuntimeErr, Set, Value,
};

use crate::baskets;
use crate::entities::{appointment_events, appointment_items, appointments, master_breaks, salon_clients};
use crate::jobs::{self, NewJob};
use crate::notifications::{self, BookingConsent, Consent};

use super::*;

/// The result of a write that needs the master's time.
#[derive(Debug)]
pub enum Booked<T> {
    Done(T),
    /// Another live appointment of the master overlaps (the store's check, SQLite's trigger or
    /// PostgreSQL's exclusion constraint said so).
    MasterBusy,
    /// The appointment to move is no longer live (cancelled or completed meanwhile).
    NotLive,
    /// The client's loyalty points at the salon no longer cover what the booking redeems
    /// (checked under the balance's lock in the booking's transaction).
    PointsShort,
}

/// True when a live appointment of `master_id` other than `except` overlaps [starts, ends).
pub(crate) async fn overlaps(
    txn: &DatabaseTransaction,
    master_id: i64,
    starts: DateTime<Utc>,
    ends: DateTime<Utc>,
    except: Option<i64>,
) -> Result<bool, Error> {
    let mut query = appointments::Entity::find()
        .filter(appointments::Column::MasterId.eq(master_id))
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .filter(appointments::Column::StartsAt.lt(ends))
        .filter(appointments::Column::EndsAt.gt(starts));
    if let Some(id) = except {
        query = query.filter(appointments::Column::Id.ne(id));
    }
    Ok(query.count(txn).await? > 0)
}

/// True when one of `master_id`'s breaks on `date` (recurring for its weekday or dated) overlaps
/// `[start, end)` minutes. Read inside the writer's transaction after [`lock_master`], so a break
/// saved a moment ago counts (break writes take the same lock, `team::schedule::write_breaks`).
pub(crate) async fn on_break(txn: &DatabaseTransaction, master_id: i64, date: NaiveDate, span: (u16, u16)) -> Result<bool, Error> {
    let rows: Vec<domain::availability::BreakRow> = master_breaks::Entity::find()
        .filter(master_breaks::Column::MasterId.eq(master_id))
        .filter(Condition::any().add(master_breaks::Column::Day.is_null()).add(master_breaks::Column::Day.eq(date)))
        .all(txn)
        .await?
        .into_iter()
        .map(|b| domain::availability::BreakRow {
            weekday: b.weekday.map(|w| w as u8),
            date: b.day,
            start_min: b.start_min as u16,
            end_min: b.end_min as u16,
        })
        .collect();
    Ok(domain::availability::breaks_in(&rows, date).into_iter().any(|b| domain::schedule::overlaps(b, span)))
}

/// The database's own refusal of an overlapping live appointment: PostgreSQL's exclusion
/// constraint `ex_appointments_master_time` (SQLSTATE 23P01), or SQLite's triggers
/// `tr_appointments_master_time_*` (`RAISE(ABORT, 'master_is_busy')`).
pub fn is_overlap_violation(err: &DbErr) -> bool {
    let text = err.to_string();
    text.contains("ex_appointments_master_time") || text.contains("23P01") || text.contains(MASTER_IS_BUSY)
}

/// The SQLSTATE of a database error, when the database sent one.
fn sqlstate(err: &DbErr) -> Option<String> {
    match err {
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) | DbErr::Conn(RuntimeErr::SqlxError(e)) => {
            e.as_database_error().and_then(|d| d.code()).map(|c| c.into_owned())
        }
        _ => None,
    }
}

/// PostgreSQL gave up on the write because of other writers of the same master, not because the
/// time is taken: a deadlock (40P01), a serialization failure (40001), or the master's lock not
/// granted within [`MASTER_LOCK_TIMEOUT`] (55P03). The master's calendar is being written right
/// now, so the answer is the same as for a taken time: `MasterBusy` (docs/booking.md).
pub fn is_contention(err: &DbErr) -> bool {
    sqlstate(err).is_some_and(|code| matches!(code.as_str(), "40P01" | "40001" | "55P03"))
}

/// How long a PostgreSQL write waits for a master's lock (and any row lock after it) before it
/// answers `MasterBusy`: a request never hangs on another master's writer, whatever the load.
pub const MASTER_LOCK_TIMEOUT: &str = "3s";

/// The first key of the two-key advisory locks that guard masters' calendars (the second is the
/// master's id), so no other advisory lock of the application can collide with them.
const MASTER_LOCK_SPACE: i32 = 0x5244_4d41; // "RDMA"

/// Serialises the writers of `master_id`'s calendar on PostgreSQL: a transaction-scoped advisory
/// lock, released at commit or rollback, taken before the overlap check. Writers of other masters
/// never wait on it. Waits at most [`MASTER_LOCK_TIMEOUT`] (the `lock_timeout` set here holds for
/// the rest of the transaction), then fails with 55P03, which [`is_contention`] recognises.
/// SQLite needs nothing: `BEGIN IMMEDIATE` ([`begin_write`]) already admits one writer at a time.
pub async fn lock_master(txn: &DatabaseTransaction, master_id: i64) -> Result<(), DbErr> {
    if txn.get_database_backend() != DbBackend::Postgres {
        return Ok(());
    }
    // Ids beyond i32 share a key with another master: harmless, they only wait for each other.
    let key = master_id as i32;
    // Both in one round trip (numbers only, nothing to quote): the timeout is set before the wait.
    txn.execute_unprepared(&format!(
        "SET LOCAL lock_timeout = '{MASTER_LOCK_TIMEOUT}'; SELECT pg_advisory_xact_lock({MASTER_LOCK_SPACE}, {key})"
    ))
    .await?;
    Ok(())
}

/// The message of SQLite's overlap triggers (migration `m20261121_000012_booking_guard`).
pub const MASTER_IS_BUSY: &str = "master_is_busy";

pub(crate) async fn record_event(
    conn: &impl ConnectionTrait,
    appointment_id: i64,
    salon_id: i64,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    appointment_events::ActiveModel {
        appointment_id: Set(appointment_id),
        salon_id: Set(salon_id),
        account_id: Set(account_id),
        kind: Set(kind.into()),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    Ok(())
}

/// The lowest write of a live appointment: inserts `row` (no id yet) or updates it, and answers
/// `MasterBusy` when the database's guard refuses it. It checks nothing itself: on a
/// transaction, the caller rolls back after a refusal (PostgreSQL has aborted it).
pub async fn save_live(conn: &impl ConnectionTrait, row: appointments::ActiveModel) -> Result<Booked<appointments::Model>, Error> {
    let saved = if row.id.is_not_set() { row.insert(conn).await } else { row.update(conn).await };
    match saved {
        Ok(model) => Ok(Booked::Done(model)),
        Err(err) if is_overlap_violation(&err) => Ok(Booked::MasterBusy),
        Err(err) => Err(err.into()),
    }
}

/// The client of a new appointment as the salon's client card learns them.
#[derive(Debug, Clone)]
pub struct CardClient {
    /// E.164.
    pub phone: String,
    pub full_name: String,
    pub email: Option<String>,
    /// Filled in on a card that has none.
    pub birthday: Option<NaiveDate>,
    /// The account with this phone, when the person has one.
    pub account_id: Option<i64>,
}

/// The salon's client card for this phone (`salon_clients::ensure_for_booking`: created from
/// `client` when there is none, an existing card keeps what the salon typed), with `birthday`
/// filled in when the card has none.
pub async fn ensure_card(conn: &impl ConnectionTrait, salon_id: i64, client: &CardClient, now: DateTime<Utc>) -> Result<i64, Error> {
    let id = crate::salon_clients::ensure_for_booking(
        conn,
        salon_id,
        client.account_id,
        &client.phone,
        &client.full_name,
        client.email.as_deref(),
        now,
    )
    .await?;
    if let Some(birthday) = client.birthday {
        salon_clients::Entity::update_many()
            .col_expr(salon_clients::Column::Birthday, Expr::value(birthday))
            .filter(salon_clients::Column::Id.eq(id))
            .filter(salon_clients::Column::Birthday.is_null())
            .exec(conn)
            .await?;
    }
    Ok(id)
}

/// A live appointment's new place: an existing appointment (still live when the write runs) at
/// `time` with `master_id` (the same or another master) and `status`, moved by `moved_by`.
#[derive(Debug, Clone)]
pub struct Move {
    pub id: i64,
    pub master_id: i64,
    pub time: NewTime,
    pub status: Status,
    /// `client` or `salon`: the other side confirms.
    pub moved_by: &'static str,
}

/// The appointment row a guarded write puts in place.
#[derive(Debug, Clone)]
pub(crate) enum Live {
    /// A new appointment (no id yet), linked to the salon's client card of `card`.
    New {
        row: Box<appointments::ActiveModel>,
        card: CardClient,
    },
    Move(Move),
}

/// Everything written with a live appointment, in its one transaction.
pub(crate) struct LiveWrite<'a, F> {
    pub live: Live,
    pub items: Vec<NewItem>,
    /// The event's author.
    pub account_id: Option<i64>,
    /// The event `kind` (`created`, `rescheduled`, `moved_by_salon`, ...).
    pub event: &'a str,
    /// Consent records of the appointment's client (account and phone of the appointment).
    pub consents: Vec<BookingConsent>,
    /// A basket emptied by the booking.
    pub basket: Option<baskets::Owner>,
    /// Loyalty points the new appointment spends (its client's, at its salon).
    pub redeem: Option<Redeem>,
    /// The jobs the saved appointment needs.
    pub jobs_for: F,
}

/// The value of a column set on a new row.
fn value<T: Clone + Into<Value>>(column: &ActiveValue<T>) -> Result<T, Error> {
    column.try_as_ref().cloned().ok_or_else(|| DbErr::Custom("a new appointment without master, time or salon".into())).map_err(Error::from)
}

/// THE write of a live appointment under the overlap guard; `book`, `move_to` and the desk's
/// `book_manual`/`reassign` all go through it. One transaction (SQLite: `BEGIN IMMEDIATE`, so
/// the check below cannot be overtaken by another writer; PostgreSQL: the master's advisory lock
/// first, [`lock_master`], for the same reason) holds:
/// 1. the overlap check with live appointments and the master's breaks (a fast, clean refusal;
///    for appointments not the guard itself, for breaks the only one);
/// 2. for a new appointment the salon's client card, for a move a re-read of the appointment
///    (`NotLive` when it was cancelled or completed meanwhile);
/// 3. the row through [`save_live`], where the database's guard has the last word (PostgreSQL's
///    exclusion constraint, SQLite's triggers), and where PostgreSQL may still refuse at commit;
/// 4. its items, its event, its consents, the basket it empties and its jobs.
///
/// Any error rolls everything back: nothing is stored without the rest. PostgreSQL giving up
/// because of other writers of the master (a lock wait beyond [`MASTER_LOCK_TIMEOUT`], a
/// deadlock, a serialization failure) is `MasterBusy` too, never an error.
pub(crate) async fn put_live<F>(
    db: &DatabaseConnection,
    write: LiveWrite<'_, F>,
    now: DateTime<Utc>,
) -> Result<Booked<appointments::Model>, Error>
where
    F: FnOnce(&appointments::Model) -> Vec<NewJob>,
{
    match put_live_once(db, write, now).await {
        // Other writers of this master held it up (see `is_contention`): the transaction is gone
        // (dropped, so rolled back) and the time is being taken right now.
        Err(Error(err)) if is_contention(&err) => Ok(Booked::MasterBusy),
        other => other,
    }
}

async fn put_live_once<F>(
    db: &DatabaseConnection,
    write: LiveWrite<'_, F>,
    now: DateTime<Utc>,
) -> Result<Booked<appointments::Model>, Error>
where
    F: FnOnce(&appointments::Model) -> Vec<NewJob>,
{
    let (master_id, starts, ends, except, date, start_min) = match &write.live {
        Live::New { row, .. } => (
            value(&row.master_id)?,
            value(&row.starts_at)?,
            value(&row.ends_at)?,
            None,
            value(&row.provision_date)?,
            value(&row.start_min)?,
        ),
        Live::Move(to) => (to.master_id, to.time.starts_at, to.time.ends_at, Some(to.id), to.time.provision_date, to.time.start_min),
    };
    // The salon-local minutes of the visit, as breaks are kept (a visit past midnight is cut there).
    let start_min = start_min.clamp(0, 1440) as u16;
    let span = (start_min, start_min.saturating_add((ends - starts).num_minutes().clamp(0, 1440) as u16).min(1440));
    let txn = begin_write(db).await?;
    // PostgreSQL: one writer per master from here to the commit, so competing requests queue on
    // the lock and each sees the one before it in the check below (instead of all reaching the
    // INSERT and deadlocking in the exclusion constraint). A move locks the master it moves to.
    lock_master(&txn, master_id).await?;
    if overlaps(&txn, master_id, starts, ends, except).await? || on_break(&txn, master_id, date, span).await? {
        txn.rollback().await?;
        return Ok(Booked::MasterBusy);
    }
    let row = match write.live {
        Live::New { mut row, card } => {
            let salon_id = value(&row.salon_id)?;
            if let (Some(redeem), Some(account_id)) = (write.redeem, card.account_id) {
                // After the master's lock: the balance row's lock is always the last one taken.
                if !crate::loyalty::redeem_in(&txn, salon_id, account_id, i64::from(redeem.points), now).await? {
                    txn.rollback().await?;
                    return Ok(Booked::PointsShort);
                }
            }
            row.salon_client_id = Set(Some(ensure_card(&txn, salon_id, &card, now).await?));
            *row
        }
        Live::Move(to) => {
            let current =
                appointments::Entity::find_by_id(to.id).one(&txn).await?.filter(|a| Status::parse(&a.status).is_some_and(Status::is_live));
            let Some(current) = current else {
                txn.rollback().await?;
                return Ok(Booked::NotLive);
            };
            let mut active: appointments::ActiveModel = current.into();
            active.master_id = Set(to.master_id);
            set_new_time(&mut active, &to.time, to.status, to.moved_by, now);
            active
        }
    };
    let appointment = match save_live(&txn, row).await? {
        Booked::Done(appointment) => appointment,
        refused => {
            txn.rollback().await?;
            return Ok(refused);
        }
    };
    // Items, consents and jobs: one statement each, however many rows (the write lock is held).
    if !write.items.is_empty() {
        appointment_items::Entity::insert_many(write.items.into_iter().map(|item| appointment_items::ActiveModel {
            appointment_id: Set(appointment.id),
            salon_service_id: Set(item.salon_service_id),
            option_id: Set(item.option_id),
            quantity: Set(item.quantity),
            price: Set(item.price),
            duration_min: Set(item.duration_min),
            ..Default::default()
        }))
        .exec_without_returning(&*txn)
        .await?;
    }
    if appointment.points_redeemed > 0 {
        crate::loyalty::record_redeem(&txn, &appointment, now).await?;
    }
    record_event(&txn, appointment.id, appointment.salon_id, write.account_id, write.event, now).await?;
    let consents = write.consents.iter().map(|consent| Consent {
        account_id: appointment.client_account_id,
        phone: &appointment.client_phone,
        kind: consent.kind,
        text_version: consent.text_version,
        granted: consent.granted,
        appointment_id: Some(appointment.id),
    });
    notifications::record_consents(&*txn, consents, now).await?;
    if let Some(owner) = &write.basket {
        baskets::clear(&txn, owner).await?;
    }
    jobs::enqueue_all(&*txn, (write.jobs_for)(&appointment), now).await?;
    match txn.commit().await {
        Ok(()) => Ok(Booked::Done(appointment)),
        Err(err) if is_overlap_violation(&err) => Ok(Booked::MasterBusy),
        Err(err) => Err(err.into()),
    }
}
