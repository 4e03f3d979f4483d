//! Appointments: the calendars the availability engine reads, booking without double booking,
//! status changes with their event log, and the client's lists of visits.
//!
//! Double booking is impossible at the database level: PostgreSQL refuses an overlapping live
//! appointment of one master through the exclusion constraint `ex_appointments_master_time`;
//! SQLite serialises writers with `BEGIN IMMEDIATE`, inside which the overlap check runs.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::{DateTime, NaiveDate, Utc};
use domain::availability::{BreakRow, DayType, MasterCalendar, SalonCalendar, ScheduleRow};
use domain::booking::Status;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr, EntityTrait, FromQueryResult,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, SqliteTransactionMode, TransactionOptions, TransactionTrait, Value,
};

use crate::entities::{
    appointment_events, appointment_items, appointments, master_breaks, master_schedule_days, master_services, masters, salon_days_off,
    salon_working_hours, salons,
};
use crate::jobs::{self, NewJob};
use crate::sql::statement;

fn live_statuses() -> Vec<&'static str> {
    Status::LIVE.iter().map(|s| s.as_str()).collect()
}

/// A write transaction that holds SQLite's write lock from its first statement, so a check made
/// inside it cannot be invalidated by another writer before the commit.
pub async fn begin_write(db: &DatabaseConnection) -> Result<DatabaseTransaction, DbErr> {
    db.begin_with_options(TransactionOptions { sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate), ..Default::default() })
        .await
}

/// The salon's hours, days off between `from` and `to`, and its time slicing. The two reads are
/// independent and run concurrently (one after the other inside a transaction).
pub async fn salon_calendar(
    db: &impl ConnectionTrait,
    salon: &salons::Model,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<SalonCalendar, DbErr> {
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
) -> Result<Vec<MasterCalendar>, DbErr> {
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
pub async fn bookable_masters(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<masters::Model>, DbErr> {
    masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::ContractActive.eq(true))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await
}

/// For each master of `master_ids`, the salon services (ids) it provides.
pub async fn services_of_masters(db: &impl ConnectionTrait, master_ids: &[i64]) -> Result<HashMap<i64, BTreeSet<i64>>, DbErr> {
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
    /// Another live appointment of the master overlaps.
    MasterBusy,
}

/// True when a live appointment of `master_id` other than `except` overlaps [starts, ends).
pub(crate) async fn overlaps(
    txn: &DatabaseTransaction,
    master_id: i64,
    starts: DateTime<Utc>,
    ends: DateTime<Utc>,
    except: Option<i64>,
) -> Result<bool, DbErr> {
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

/// PostgreSQL's answer when the exclusion constraint refuses a row.
pub(crate) fn is_overlap_violation(err: &DbErr) -> bool {
    let text = err.to_string();
    text.contains("ex_appointments_master_time") || text.contains("23P01")
}

pub(crate) async fn record_event(
    conn: &impl ConnectionTrait,
    appointment_id: i64,
    salon_id: i64,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
) -> Result<(), DbErr> {
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

/// Opens the write transaction for a live appointment of `master_id` over [starts, ends); `None`
/// (already rolled back) when a live appointment other than `except` overlaps.
pub(crate) async fn lock_master_time(
    db: &DatabaseConnection,
    master_id: i64,
    starts: DateTime<Utc>,
    ends: DateTime<Utc>,
    except: Option<i64>,
) -> Result<Option<DatabaseTransaction>, DbErr> {
    let txn = begin_write(db).await?;
    if overlaps(&txn, master_id, starts, ends, except).await? {
        txn.rollback().await?;
        return Ok(None);
    }
    Ok(Some(txn))
}

/// Inserts (no id yet) or updates the live appointment `row`; `None` (rolled back) when
/// PostgreSQL's exclusion constraint refuses it.
pub(crate) async fn save_live(
    txn: DatabaseTransaction,
    row: appointments::ActiveModel,
) -> Result<Option<(DatabaseTransaction, appointments::Model)>, DbErr> {
    let saved = if row.id.is_not_set() { row.insert(&txn).await } else { row.update(&txn).await };
    match saved {
        Ok(model) => Ok(Some((txn, model))),
        Err(err) if is_overlap_violation(&err) => {
            txn.rollback().await?;
            Ok(None)
        }
        Err(err) => Err(err),
    }
}

/// Completes a live write: the appointment's `items`, the event `kind` by `account_id` and the
/// jobs `jobs_for` schedules, then the commit (where PostgreSQL may still refuse an overlap).
pub(crate) async fn finish_live(
    txn: DatabaseTransaction,
    appointment: appointments::Model,
    items: Vec<NewItem>,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, DbErr> {
    for item in items {
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
    record_event(&txn, appointment.id, appointment.salon_id, account_id, kind, now).await?;
    for job in jobs_for(&appointment) {
        jobs::enqueue(&txn, job, now).await?;
    }
    match txn.commit().await {
        Ok(()) => Ok(Booked::Done(appointment)),
        Err(err) if is_overlap_violation(&err) => Ok(Booked::MasterBusy),
        Err(err) => Err(err),
    }
}

/// Books `new` unless the master's time is taken, together with its items, its `created` event
/// and the jobs `jobs_for` schedules for it (same transaction: no booking without its jobs).
pub async fn book(
    db: &DatabaseConnection,
    new: NewAppointment,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, DbErr> {
    let Some(txn) = lock_master_time(db, new.master_id, new.starts_at, new.ends_at, None).await? else {
        return Ok(Booked::MasterBusy);
    };
    // The salon's client card of this phone (found or created): the salon sees every online client.
    let card = crate::salon_clients::ensure_for_booking(
        &txn,
        new.salon_id,
        Some(new.client_account_id),
        &new.client_phone,
        &new.client_name,
        new.client_email.as_deref(),
        now,
    )
    .await?;
    let row = appointments::ActiveModel {
        salon_client_id: Set(Some(card)),
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
    let Some((txn, appointment)) = save_live(txn, row).await? else {
        return Ok(Booked::MasterBusy);
    };
    finish_live(txn, appointment, new.items, Some(new.client_account_id), "created", now, jobs_for).await
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
pub(crate) fn set_new_time(row: &mut appointments::ActiveModel, time: &NewTime, status: Status, moved_by: &str, now: DateTime<Utc>) {
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

/// Moves an appointment to `time` with `status`, unless the master is busy then; records the
/// event `kind` by `account_id` and schedules `jobs`. The offered range, if any, is used up.
#[allow(clippy::too_many_arguments)]
pub async fn move_to(
    db: &DatabaseConnection,
    appointment: &appointments::Model,
    time: NewTime,
    status: Status,
    moved_by: &str,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, DbErr> {
    let Some(txn) = lock_master_time(db, appointment.master_id, time.starts_at, time.ends_at, Some(appointment.id)).await? else {
        return Ok(Booked::MasterBusy);
    };
    let mut active: appointments::ActiveModel = appointment.clone().into();
    set_new_time(&mut active, &time, status, moved_by, now);
    let Some((txn, updated)) = save_live(txn, active).await? else {
        return Ok(Booked::MasterBusy);
    };
    finish_live(txn, updated, Vec::new(), account_id, kind, now, jobs_for).await
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
) -> Result<Option<appointments::Model>, DbErr> {
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
) -> Result<u64, DbErr> {
    let mut query = appointment_events::Entity::find()
        .filter(appointment_events::Column::AccountId.eq(account_id))
        .filter(appointment_events::Column::Kind.eq(kind))
        .filter(appointment_events::Column::CreatedAt.gte(since));
    if let Some(salon_id) = salon_id {
        query = query.filter(appointment_events::Column::SalonId.eq(salon_id));
    }
    query.count(db).await
}

/// The client's live visit on `date` at another salon than `salon_id`, if any.
pub async fn live_visit_elsewhere(
    db: &impl ConnectionTrait,
    account_id: i64,
    date: NaiveDate,
    salon_id: i64,
) -> Result<Option<appointments::Model>, DbErr> {
    appointments::Entity::find()
        .filter(appointments::Column::ClientAccountId.eq(account_id))
        .filter(appointments::Column::ProvisionDate.eq(date))
        .filter(appointments::Column::SalonId.ne(salon_id))
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .one(db)
        .await
}

pub async fn appointment(db: &impl ConnectionTrait, id: i64) -> Result<Option<appointments::Model>, DbErr> {
    appointments::Entity::find_by_id(id).one(db).await
}

/// The client's appointment `id`; another client's is `None` (ownership is in the query).
pub async fn client_appointment(db: &impl ConnectionTrait, account_id: i64, id: i64) -> Result<Option<appointments::Model>, DbErr> {
    appointments::Entity::find_by_id(id).filter(appointments::Column::ClientAccountId.eq(account_id)).one(db).await
}

/// The salon's appointment `id`.
pub async fn salon_appointment(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<appointments::Model>, DbErr> {
    appointments::Entity::find_by_id(id).filter(appointments::Column::SalonId.eq(salon_id)).one(db).await
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
) -> Result<(Vec<appointments::Model>, u64), DbErr> {
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

pub async fn count_client_acts(db: &impl ConnectionTrait, account_id: i64, filter: ActsFilter, now: DateTime<Utc>) -> Result<u64, DbErr> {
    filtered(account_id, filter, now).count(db).await
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
pub async fn items_of(db: &impl ConnectionTrait, ids: &[i64]) -> Result<HashMap<i64, Vec<ItemLine>>, DbErr> {
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
pub async fn due_for_completion(db: &impl ConnectionTrait, now: DateTime<Utc>, limit: u64) -> Result<Vec<i64>, DbErr> {
    appointments::Entity::find()
        .select_only()
        .column(appointments::Column::Id)
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .filter(appointments::Column::EndsAt.lte(now))
        .limit(limit)
        .into_tuple::<i64>()
        .all(db)
        .await
}
