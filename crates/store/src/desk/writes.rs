//! What the desk changes: the flags of an appointment (viewed, important, the salon's reply),
//! moving a visit to another time and/or master, and manual entries. The writes that take a
//! master's time go through the same guarded write as online bookings (`bookings::put_live`):
//! one transaction with the overlap check and the database's guard (PostgreSQL's exclusion
//! constraint, SQLite's triggers) — so no path of the desk can double-book a master either.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, Set};

use crate::bookings::{Booked, CardClient, Live, LiveWrite, Move, NewItem, NewTime, begin_write, move_to, put_live, record_event};
use crate::entities::appointments;
use crate::jobs::{self, NewJob};

/// Marks the appointment viewed by the salon the first time it is opened; later openings keep
/// the first moment. `false` when it is not this salon's.
pub async fn mark_viewed(db: &impl ConnectionTrait, salon_id: i64, id: i64, now: DateTime<Utc>) -> Result<bool, Error> {
    let result = appointments::Entity::update_many()
        .col_expr(appointments::Column::ViewedAt, Expr::value(now))
        .filter(appointments::Column::Id.eq(id))
        .filter(appointments::Column::SalonId.eq(salon_id))
        .filter(appointments::Column::ViewedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Flips the "important" mark of this salon's appointment; the new value, `None` when not found.
pub async fn toggle_important(db: &DatabaseConnection, salon_id: i64, id: i64) -> Result<Option<bool>, Error> {
    let txn = begin_write(db).await?;
    let Some(current) = appointments::Entity::find_by_id(id).filter(appointments::Column::SalonId.eq(salon_id)).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(None);
    };
    let important = !current.important;
    let mut active: appointments::ActiveModel = current.into();
    active.important = Set(important);
    active.update(&txn).await?;
    txn.commit().await?;
    Ok(Some(important))
}

/// Stores the salon's reply about this salon's appointment with its event and `jobs` (the
/// client's notice); `None` when not found.
pub async fn set_reply(
    db: &DatabaseConnection,
    salon_id: i64,
    id: i64,
    text: &str,
    account_id: i64,
    now: DateTime<Utc>,
    jobs: Vec<NewJob>,
) -> Result<Option<appointments::Model>, Error> {
    let txn = begin_write(db).await?;
    let Some(current) = appointments::Entity::find_by_id(id).filter(appointments::Column::SalonId.eq(salon_id)).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(None);
    };
    let mut active: appointments::ActiveModel = current.into();
    active.salon_reply = Set(Some(text.to_owned()));
    let updated = active.update(&txn).await?;
    record_event(&txn, id, salon_id, Some(account_id), "replied", now).await?;
    for job in jobs {
        jobs::enqueue(&txn, job, now).await?;
    }
    txn.commit().await?;
    Ok(Some(updated))
}

/// Moves a live appointment to `time` with `master_id` (the same or another master of the
/// salon) unless that master is busy then. The visit then waits for the client: status moved,
/// moved by the salon; any offered range is used up. Records `moved_by_salon` and schedules
/// `jobs_for` (without a confirmation job: the client confirms a salon's move). `NotLive` when
/// the visit is no longer live (cancelled or completed meanwhile).
pub async fn reassign(
    db: &DatabaseConnection,
    appointment: &appointments::Model,
    master_id: i64,
    time: NewTime,
    account_id: i64,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, Error> {
    let to = Move { id: appointment.id, master_id, time, status: Status::Moved, moved_by: "salon" };
    move_to(db, to, Some(account_id), "moved_by_salon", now, jobs_for).await
}

/// The client of a manual entry as staff typed them (the birthday also fills the salon's card
/// when it has none).
pub type ManualClient = CardClient;

/// A visit entered by salon staff for a walk-in or phone client.
#[derive(Debug, Clone)]
pub struct ManualEntry {
    pub salon_id: i64,
    pub master_id: i64,
    pub client: ManualClient,
    pub comment: Option<String>,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub total_price: i64,
    pub locale: String,
    pub items: Vec<NewItem>,
    /// The staff member who entered it.
    pub created_by: i64,
    pub impersonator_id: Option<i64>,
}

/// Books a manual entry unless the master's time is taken: confirmed at once (staff made it
/// with the client), source `manual`, linked to the salon's client card (created if needed),
/// with its items, its `created` event and `jobs_for`'s jobs, all in one transaction
/// (`bookings::put_live`).
pub async fn book_manual(
    db: &DatabaseConnection,
    entry: ManualEntry,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, Error> {
    let row = appointments::ActiveModel {
        salon_id: Set(entry.salon_id),
        master_id: Set(entry.master_id),
        client_account_id: Set(entry.client.account_id),
        client_name: Set(entry.client.full_name.clone()),
        client_phone: Set(entry.client.phone.clone()),
        client_email: Set(entry.client.email.clone()),
        client_birthday: Set(entry.client.birthday),
        comment: Set(entry.comment),
        status: Set(Status::Confirmed.as_str().into()),
        provision_date: Set(entry.provision_date),
        start_min: Set(entry.start_min),
        duration_min: Set(entry.duration_min),
        starts_at: Set(entry.starts_at),
        ends_at: Set(entry.ends_at),
        total_price: Set(entry.total_price),
        source: Set("manual".into()),
        created_by: Set(Some(entry.created_by)),
        impersonator_id: Set(entry.impersonator_id),
        created_at: Set(now),
        updated_at: Set(now),
        confirmed_at: Set(Some(now)),
        locale: Set(entry.locale),
        // Entered by the salon itself: nothing to look at.
        viewed_at: Set(Some(now)),
        ..Default::default()
    };
    let write = LiveWrite {
        live: Live::New { row: Box::new(row), card: entry.client },
        items: entry.items,
        account_id: Some(entry.created_by),
        event: "created",
        consents: Vec::new(),
        basket: None,
        redeem: None,
        jobs_for,
    };
    put_live(db, write, now).await
}
