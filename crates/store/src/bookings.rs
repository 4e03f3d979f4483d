//! Appointments: the calendars the availability engine reads, booking without double booking,
//! status changes with their event log, and the client's lists of visits.
//!
//! Double booking is impossible at the database level: PostgreSQL refuses an overlapping live
//! appointment of one master through the exclusion constraint `ex_appointments_master_time`,
//! SQLite through the triggers `tr_appointments_master_time_insert`/`_update`; both refusals
//! come back as `Booked::MasterBusy`. Every write that takes a master's time goes through
//! [`put_live`] (docs/booking.md).

use crate::Error;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::{DateTime, NaiveDate, Utc};
use domain::availability::{BreakRow, DayType, MasterCalendar, SalonCalendar, ScheduleRow};
use domain::booking::Status;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr, EntityTrait,
    FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, SqliteTransactionMode, TransactionOptions,
    TransactionTrait, Value,
};

use crate::baskets;
use crate::entities::{
    appointment_events, appointment_items, appointments, master_breaks, master_schedule_days, master_services, masters, salon_clients,
    salon_days_off, salon_working_hours, salons,
};
use crate::jobs::{self, NewJob};
use crate::notifications::{self, BookingConsent, Consent};
use crate::sql::statement;

fn live_statuses() -> Vec<&'static str> {
    Status::LIVE.iter().map(|s| s.as_str()).collect()
}

/// A write transaction that holds SQLite's write lock from its first statement, so a check made
/// inside it cannot be invalidated by another writer before the commit.
pub async fn begin_write(db: &DatabaseConnection) -> Result<DatabaseTransaction, Error> {
    db.begin_with_options(TransactionOptions { sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate), ..Default::default() })
        .await
        .map_err(Error::from)
}

/// The salon's hours, days off between `from` and `to`, and its time slicing. The two reads are
/// independent and run concurrently (one after the other inside a transaction).
pub async fn salon_calendar(
    db: &impl ConnectionTrait,
    salon: &salons::Model,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<SalonCalendar, Error> {
    let (hours, days_off) = tokio::try_join!(
        salon_working_hours::Entity::find().filter(salon_working_hours::Column::SalonId.eq(salon.id)).all(db),
        salon_days_off::Entity::find()
            .filter(salon_days_off::Column::SalonId.eq(salon.id))
            .filter(salon_days_off::Column::Day.between(from, to))
            .all(db),
    )?;
    let mut weekly = [None; 7];
    for row in hours {
        if let Some(slot) = weekly.get_mut(row.weekday as usize) {
            *slot = Some((row.open_min as u16, row.close_min as u16));
        }
    }
    Ok(SalonCalendar { weekly, days_off: days_off.into_iter().map(|d| d.day).collect(), step: salon.time_slicing as u16 })
}

/// The schedules, breaks and live appointments (from `from` to `to`) of `master_ids`, in that
/// order. `except` leaves one appointment out: the one being moved.
pub async fn master_calendars(
    db: &impl ConnectionTrait,
    master_ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
    except: Option<i64>,
) -> Result<Vec<MasterCalendar>, Error> {
    let ids = master_ids.to_vec();
    let mut busy_query = appointments::Entity::find()
        .filter(appointments::Column::MasterId.is_in(ids.clone()))
        .filter(appointments::Column::ProvisionDate.between(from, to))
        .filter(appointments::Column::Status.is_in(live_statuses()));
    if let Some(id) = except {
        busy_query = busy_query.filter(appointments::Column::Id.ne(id));
    }
    // Independent reads: concurrent on a pool, one after the other inside a transaction.
    let (schedule, breaks, busy) = tokio::try_join!(
        master_schedule_days::Entity::find().filter(master_schedule_days::Column::MasterId.is_in(ids.clone())).all(db),
        master_breaks::Entity::find().filter(master_breaks::Column::MasterId.is_in(ids)).all(db),
        busy_query.all(db),
    )?;
    Ok(master_ids
        .iter()
        .map(|&master_id| MasterCalendar {
            master_id,
            schedule: schedule
                .iter()
                .filter(|r| r.master_id == master_id)
                .map(|r| ScheduleRow {
                    weekday: r.weekday.map(|w| w as u8),
                    date: r.day,
                    day_type: if r.day_type == "off" { DayType::Off } else { DayType::Work },
                    start_min: r.start_min.map(|m| m as u16),
                    end_min: r.end_min.map(|m| m as u16),
                })
                .collect(),
            breaks: breaks
                .iter()
                .filter(|b| b.master_id == master_id)
                .map(|b| BreakRow {
                    weekday: b.weekday.map(|w| w as u8),
                    date: b.day,
                    start_min: b.start_min as u16,
                    end_min: b.end_min as u16,
                })
                .collect(),
            busy: busy.iter().filter(|a| a.master_id == master_id).fold(
                BTreeMap::new(),
                |mut map: BTreeMap<NaiveDate, Vec<(u16, u16)>>, a| {
                    map.entry(a.provision_date).or_default().push((a.start_min as u16, a.duration_min.clamp(0, 1440) as u16));
                    map
                },
            ),
        })
        .collect())
}

/// The salon's masters that can take bookings, in the salon's order.
pub async fn bookable_masters(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<masters::Model>, Error> {
    masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::ContractActive.eq(true))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// For each master of `master_ids`, the salon services (ids) it provides.
pub async fn services_of_masters(db: &impl ConnectionTrait, master_ids: &[i64]) -> Result<HashMap<i64, BTreeSet<i64>>, Error> {
    let rows = master_services::Entity::find().filter(master_services::Column::MasterId.is_in(master_ids.to_vec())).all(db).await?;
    Ok(rows.into_iter().fold(HashMap::new(), |mut map: HashMap<i64, BTreeSet<i64>>, row| {
        map.entry(row.master_id).or_default().insert(row.salon_service_id);
        map
    }))
}

/// Everything a new appointment is made of.
#[derive(Debug, Clone)]
pub struct NewAppointment {
    pub salon_id: i64,
    pub master_id: i64,
    pub client_account_id: i64,
    pub client_name: String,
    pub client_phone: String,
    pub client_email: Option<String>,
    pub client_birthday: Option<NaiveDate>,
    pub comment: Option<String>,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub total_price: i64,
    pub locale: String,
    pub items: Vec<NewItem>,
}

#[derive(Debug, Clone)]
pub struct NewItem {
    pub salon_service_id: i64,
    pub option_id: Option<i64>,
    pub quantity: i32,
    pub price: i64,
    pub duration_min: i32,
}

/// The result of a write that needs the master's time.
#[derive(Debug)]
pub enum Booked<T> {
    Done(T),
    /// Another live appointment of the master overlaps (the store's check, SQLite's trigger or
    /// PostgreSQL's exclusion constraint said so).
    MasterBusy,
    /// The appointment to move is no longer live (cancelled or completed meanwhile).
    NotLive,
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

/// The database's own refusal of an overlapping live appointment: PostgreSQL's exclusion
/// constraint `ex_appointments_master_time` (SQLSTATE 23P01), or SQLite's triggers
/// `tr_appointments_master_time_*` (`RAISE(ABORT, 'master_is_busy')`).
pub fn is_overlap_violation(err: &DbErr) -> bool {
    let text = err.to_string();
    text.contains("ex_appointments_master_time") || text.contains("23P01") || text.contains(MASTER_IS_BUSY)
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
    /// The jobs the saved appointment needs.
    pub jobs_for: F,
}

/// The value of a column set on a new row.
fn value<T: Clone + Into<Value>>(column: &ActiveValue<T>) -> Result<T, Error> {
    column.try_as_ref().cloned().ok_or_else(|| DbErr::Custom("a new appointment without master, time or salon".into())).map_err(Error::from)
}

/// THE write of a live appointment under the overlap guard; `book`, `move_to` and the desk's
/// `book_manual`/`reassign` all go through it. One transaction (SQLite: `BEGIN IMMEDIATE`, so
/// the check below cannot be overtaken by another writer) holds:
/// 1. the overlap check (a fast, clean refusal; not the guard itself);
/// 2. for a new appointment the salon's client card, for a move a re-read of the appointment
///    (`NotLive` when it was cancelled or completed meanwhile);
/// 3. the row through [`save_live`], where the database's guard has the last word (PostgreSQL's
///    exclusion constraint, SQLite's triggers), and where PostgreSQL may still refuse at commit;
/// 4. its items, its event, its consents, the basket it empties and its jobs.
///
/// Any error rolls everything back: nothing is stored without the rest.
pub(crate) async fn put_live<F>(
    db: &DatabaseConnection,
    write: LiveWrite<'_, F>,
    now: DateTime<Utc>,
) -> Result<Booked<appointments::Model>, Error>
where
    F: FnOnce(&appointments::Model) -> Vec<NewJob>,
{
    let (master_id, starts, ends, except) = match &write.live {
        Live::New { row, .. } => (value(&row.master_id)?, value(&row.starts_at)?, value(&row.ends_at)?, None),
        Live::Move(to) => (to.master_id, to.time.starts_at, to.time.ends_at, Some(to.id)),
    };
    let txn = begin_write(db).await?;
    // The place for a per-master lock of PostgreSQL writers (an advisory lock on `master_id`).
    if overlaps(&txn, master_id, starts, ends, except).await? {
        txn.rollback().await?;
        return Ok(Booked::MasterBusy);
    }
    let row = match write.live {
        Live::New { mut row, card } => {
            let salon_id = value(&row.salon_id)?;
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
    for item in write.items {
        appointment_items::ActiveModel {
            appointment_id: Set(appointment.id),
            salon_service_id: Set(item.salon_service_id),
            option_id: Set(item.option_id),
            quantity: Set(item.quantity),
            price: Set(item.price),
            duration_min: Set(item.duration_min),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    record_event(&txn, appointment.id, appointment.salon_id, write.account_id, write.event, now).await?;
    for consent in write.consents {
        let record = Consent {
            account_id: appointment.client_account_id,
            phone: &appointment.client_phone,
            kind: consent.kind,
            text_version: consent.text_version,
            granted: consent.granted,
            appointment_id: Some(appointment.id),
        };
        notifications::record_consent(&txn, record, now).await?;
    }
    if let Some(owner) = &write.basket {
        baskets::clear(&txn, owner).await?;
    }
    for job in (write.jobs_for)(&appointment) {
        jobs::enqueue(&txn, job, now).await?;
    }
    match txn.commit().await {
        Ok(()) => Ok(Booked::Done(appointment)),
        Err(err) if is_overlap_violation(&err) => Ok(Booked::MasterBusy),
        Err(err) => Err(err.into()),
    }
}

/// An online booking: the appointment, the client's consent answers and the basket it empties.
#[derive(Debug, Clone)]
pub struct NewBooking {
    pub appointment: NewAppointment,
    pub consents: Vec<BookingConsent>,
    pub basket: Option<baskets::Owner>,
}

impl From<NewAppointment> for NewBooking {
    fn from(appointment: NewAppointment) -> Self {
        NewBooking { appointment, consents: Vec::new(), basket: None }
    }
}

/// Books `new` unless the master's time is taken, in ONE transaction with its items, the salon's
/// client card, its `created` event, the consents, the basket clear and the jobs `jobs_for`
/// schedules for it: no booking without the rest, and nothing of the rest without the booking.
pub async fn book(
    db: &DatabaseConnection,
    new: impl Into<NewBooking>,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, Error> {
    let NewBooking { appointment: new, consents, basket } = new.into();
    // The salon sees every online client: the card of this phone is found or created.
    let card = CardClient {
        phone: new.client_phone.clone(),
        full_name: new.client_name.clone(),
        email: new.client_email.clone(),
        // The birthday typed at checkout stays with the booking; the card is the salon's.
        birthday: None,
        account_id: Some(new.client_account_id),
    };
    let row = appointments::ActiveModel {
        salon_id: Set(new.salon_id),
        master_id: Set(new.master_id),
        client_account_id: Set(Some(new.client_account_id)),
        client_name: Set(new.client_name),
        client_phone: Set(new.client_phone),
        client_email: Set(new.client_email),
        client_birthday: Set(new.client_birthday),
        comment: Set(new.comment),
        status: Set(Status::New.as_str().into()),
        provision_date: Set(new.provision_date),
        start_min: Set(new.start_min),
        duration_min: Set(new.duration_min),
        starts_at: Set(new.starts_at),
        ends_at: Set(new.ends_at),
        total_price: Set(new.total_price),
        source: Set("online".into()),
        created_by: Set(Some(new.client_account_id)),
        created_at: Set(now),
        updated_at: Set(now),
        locale: Set(new.locale),
        ..Default::default()
    };
    let write = LiveWrite {
        live: Live::New { row: Box::new(row), card },
        items: new.items,
        account_id: Some(new.client_account_id),
        event: "created",
        consents,
        basket,
        jobs_for,
    };
    put_live(db, write, now).await
}

/// A new time for an existing appointment.
#[derive(Debug, Clone)]
pub struct NewTime {
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
}

/// Puts `row` at `time` with `status`, moved by `moved_by`; an offered range is used up.
fn set_new_time(row: &mut appointments::ActiveModel, time: &NewTime, status: Status, moved_by: &str, now: DateTime<Utc>) {
    row.provision_date = Set(time.provision_date);
    row.start_min = Set(time.start_min);
    row.starts_at = Set(time.starts_at);
    row.ends_at = Set(time.ends_at);
    row.status = Set(status.as_str().into());
    row.moved_by = Set(Some(moved_by.into()));
    row.offer_date = Set(None);
    row.offer_start_min = Set(None);
    row.offer_end_min = Set(None);
    row.updated_at = Set(now);
}

/// Moves a live appointment as `to` says unless its master is busy then (`NotLive` when it is no
/// longer live); records the event `kind` by `account_id` and schedules `jobs_for`'s jobs, in one
/// transaction. The offered range, if any, is used up.
pub async fn move_to(
    db: &DatabaseConnection,
    to: Move,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, Error> {
    let write =
        LiveWrite { live: Live::Move(to), items: Vec::new(), account_id, event: kind, consents: Vec::new(), basket: None, jobs_for };
    put_live(db, write, now).await
}

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
    let Some(current) = appointments::Entity::find_by_id(id).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(None);
    };
    let Some(status) = Status::parse(&current.status) else {
        txn.rollback().await?;
        return Ok(None);
    };
    if !from.contains(&status) {
        txn.rollback().await?;
        return Ok(None);
    }
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
    let updated = active.update(&txn).await?;
    record_event(&txn, id, updated.salon_id, account_id, kind, now).await?;
    for job in jobs {
        jobs::enqueue(&txn, job, now).await?;
    }
    txn.commit().await?;
    Ok(Some(updated))
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

/// The client's live visit on `date` at another salon than `salon_id`, if any.
pub async fn live_visit_elsewhere(
    db: &impl ConnectionTrait,
    account_id: i64,
    date: NaiveDate,
    salon_id: i64,
) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find()
        .filter(appointments::Column::ClientAccountId.eq(account_id))
        .filter(appointments::Column::ProvisionDate.eq(date))
        .filter(appointments::Column::SalonId.ne(salon_id))
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .one(db)
        .await
        .map_err(Error::from)
}

pub async fn appointment(db: &impl ConnectionTrait, id: i64) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find_by_id(id).one(db).await.map_err(Error::from)
}

/// The client's appointment `id`; another client's is `None` (ownership is in the query).
pub async fn client_appointment(db: &impl ConnectionTrait, account_id: i64, id: i64) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find_by_id(id).filter(appointments::Column::ClientAccountId.eq(account_id)).one(db).await.map_err(Error::from)
}

/// The salon's appointment `id`.
pub async fn salon_appointment(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find_by_id(id).filter(appointments::Column::SalonId.eq(salon_id)).one(db).await.map_err(Error::from)
}

/// The filters of the client's history (spec §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActsFilter {
    /// Live visits that have not ended.
    Upcoming,
    All,
    Status(Status),
}

fn filtered(account_id: i64, filter: ActsFilter, now: DateTime<Utc>) -> sea_orm::Select<appointments::Entity> {
    let query = appointments::Entity::find().filter(appointments::Column::ClientAccountId.eq(account_id));
    match filter {
        ActsFilter::Upcoming => {
            query.filter(appointments::Column::Status.is_in(live_statuses())).filter(appointments::Column::EndsAt.gt(now))
        }
        ActsFilter::All => query,
        ActsFilter::Status(status) => query.filter(appointments::Column::Status.eq(status.as_str())),
    }
}

/// One page of the client's visits: upcoming ones soonest first, the others newest first.
pub async fn client_acts(
    db: &impl ConnectionTrait,
    account_id: i64,
    filter: ActsFilter,
    now: DateTime<Utc>,
    offset: u64,
    limit: u64,
) -> Result<(Vec<appointments::Model>, u64), Error> {
    let count = filtered(account_id, filter, now).count(db).await?;
    let query = filtered(account_id, filter, now);
    let query = if filter == ActsFilter::Upcoming {
        query.order_by_asc(appointments::Column::StartsAt)
    } else {
        query.order_by_desc(appointments::Column::StartsAt)
    };
    let rows = query.order_by_desc(appointments::Column::Id).offset(offset).limit(limit).all(db).await?;
    Ok((rows, count))
}

pub async fn count_client_acts(db: &impl ConnectionTrait, account_id: i64, filter: ActsFilter, now: DateTime<Utc>) -> Result<u64, Error> {
    filtered(account_id, filter, now).count(db).await.map_err(Error::from)
}

/// One line of an appointment with its names in every language (the caller picks one).
#[derive(Debug, Clone, FromQueryResult)]
pub struct ItemLine {
    pub appointment_id: i64,
    pub salon_service_id: i64,
    pub option_id: Option<i64>,
    pub quantity: i32,
    pub price: i64,
    pub duration_min: i32,
    pub service_tr: String,
    pub service_en: String,
    pub service_ru: String,
    pub option_kind: Option<String>,
    pub option_tr: Option<String>,
    pub option_en: Option<String>,
    pub option_ru: Option<String>,
}

/// The lines of `ids`, grouped per appointment in insertion order.
pub async fn items_of(db: &impl ConnectionTrait, ids: &[i64]) -> Result<HashMap<i64, Vec<ItemLine>>, Error> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let backend = db.get_database_backend();
    let marks = vec!["?"; ids.len()].join(", ");
    let sql = format!(
        "SELECT ai.appointment_id, ai.salon_service_id, ai.option_id, ai.quantity, ai.price, ai.duration_min, \
         s.name_tr AS service_tr, s.name_en AS service_en, s.name_ru AS service_ru, \
         o.kind AS option_kind, o.name_tr AS option_tr, o.name_en AS option_en, o.name_ru AS option_ru \
         FROM appointment_items ai JOIN salon_services ss ON ss.id = ai.salon_service_id JOIN services s ON s.id = ss.service_id \
         LEFT JOIN salon_service_options o ON o.id = ai.option_id WHERE ai.appointment_id IN ({marks}) ORDER BY ai.id"
    );
    let values: Vec<Value> = ids.iter().map(|&id| id.into()).collect();
    let rows = ItemLine::find_by_statement(statement(backend, &sql, values)).all(db).await?;
    Ok(rows.into_iter().fold(HashMap::new(), |mut map: HashMap<i64, Vec<ItemLine>>, row| {
        map.entry(row.appointment_id).or_default().push(row);
        map
    }))
}

/// Live appointments whose end has passed: the safety net for visits that have no `complete` job
/// (entered by hand, or loaded as demo data); bookings made online carry their own job.
pub async fn due_for_completion(db: &impl ConnectionTrait, now: DateTime<Utc>, limit: u64) -> Result<Vec<i64>, Error> {
    appointments::Entity::find()
        .select_only()
        .column(appointments::Column::Id)
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .filter(appointments::Column::EndsAt.lte(now))
        .limit(limit)
        .into_tuple::<i64>()
        .all(db)
        .await
        .map_err(Error::from)
}
