//! What the desk changes: the flags of an appointment (viewed, important, the salon's reply),
//! moving a visit to another time and/or master, and manual entries. The writes that take a
//! master's time run like `bookings::book`/`move_to`: in a write transaction that holds SQLite's
//! lock from its first statement, with the overlap check inside, and PostgreSQL's exclusion
//! constraint as the last word — so no path of the desk can double-book a master either.

use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set};

use crate::bookings::{Booked, NewItem, NewTime, begin_write, finish_live, lock_master_time, record_event, save_live, set_new_time};
use crate::entities::{appointments, salon_clients};
use crate::jobs::{self, NewJob};

/// Marks the appointment viewed by the salon the first time it is opened; later openings keep
/// the first moment. `false` when it is not this salon's.
pub async fn mark_viewed(db: &impl ConnectionTrait, salon_id: i64, id: i64, now: DateTime<Utc>) -> Result<bool, DbErr> {
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
pub async fn toggle_important(db: &DatabaseConnection, salon_id: i64, id: i64) -> Result<Option<bool>, DbErr> {
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
) -> Result<Option<appointments::Model>, DbErr> {
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
/// `jobs_for` (without a confirmation job: the client confirms a salon's move). `None` when the
/// visit is no longer live (cancelled or completed meanwhile).
pub async fn reassign(
    db: &DatabaseConnection,
    appointment: &appointments::Model,
    master_id: i64,
    time: NewTime,
    account_id: i64,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Option<Booked<appointments::Model>>, DbErr> {
    let Some(txn) = lock_master_time(db, master_id, time.starts_at, time.ends_at, Some(appointment.id)).await? else {
        return Ok(Some(Booked::MasterBusy));
    };
    // Re-read inside the lock: a visit cancelled or completed meanwhile is not moved.
    let current =
        appointments::Entity::find_by_id(appointment.id).one(&txn).await?.filter(|a| Status::parse(&a.status).is_some_and(Status::is_live));
    let Some(current) = current else {
        txn.rollback().await?;
        return Ok(None);
    };
    let mut active: appointments::ActiveModel = current.into();
    active.master_id = Set(master_id);
    set_new_time(&mut active, &time, Status::Moved, "salon", now);
    let Some((txn, updated)) = save_live(txn, active).await? else {
        return Ok(Some(Booked::MasterBusy));
    };
    finish_live(txn, updated, Vec::new(), Some(account_id), "moved_by_salon", now, jobs_for).await.map(Some)
}

/// The client of a manual entry as staff typed them.
#[derive(Debug, Clone)]
pub struct ManualClient {
    /// E.164.
    pub phone: String,
    pub full_name: String,
    pub email: Option<String>,
    pub birthday: Option<NaiveDate>,
    /// The account with this phone, when the person has one (the visit then shows in their history).
    pub account_id: Option<i64>,
}

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

/// The salon's client card for this phone (`salon_clients::ensure_for_booking`: created from
/// `client` when there is none, an existing card keeps what the salon typed), with the birthday
/// typed at the desk filled in when the card has none.
pub async fn ensure_salon_client(
    conn: &impl ConnectionTrait,
    salon_id: i64,
    client: &ManualClient,
    now: DateTime<Utc>,
) -> Result<i64, DbErr> {
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

/// Books a manual entry unless the master's time is taken: confirmed at once (staff made it
/// with the client), source `manual`, linked to the salon's client card (created if needed),
/// with its items, its `created` event and `jobs_for`'s jobs, all in one transaction.
pub async fn book_manual(
    db: &DatabaseConnection,
    entry: ManualEntry,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, DbErr> {
    let Some(txn) = lock_master_time(db, entry.master_id, entry.starts_at, entry.ends_at, None).await? else {
        return Ok(Booked::MasterBusy);
    };
    let card = ensure_salon_client(&txn, entry.salon_id, &entry.client, now).await?;
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
        salon_client_id: Set(Some(card)),
        ..Default::default()
    };
    let Some((txn, appointment)) = save_live(txn, row).await? else {
        return Ok(Booked::MasterBusy);
    };
    finish_live(txn, appointment, entry.items, Some(entry.created_by), "created", now, jobs_for).await
}
