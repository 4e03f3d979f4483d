//! Queries of the salon cabinet's desk (spec §2 salon panel: overview, schedule, appointments).
//! Every query takes the staff member's `salon_id` and filters by it, so another salon's
//! appointment is simply not found (ownership is in the query, DESIGN §3).
//!
//! - this file: what the overview and the schedule read;
//! - [`table`]: the appointments data table (filters of spec §4, search, sort, counts per status);
//! - [`writes`]: the desk flags (viewed, important, reply), moves that may change the master, and
//!   manual entries with their salon client card.

pub mod table;
pub mod writes;

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::{accounts, appointments, masters, salon_clients, salon_days_off};

fn names(statuses: &[Status]) -> Vec<&'static str> {
    statuses.iter().map(|s| s.as_str()).collect()
}

fn of_salon(salon_id: i64) -> sea_orm::Select<appointments::Entity> {
    appointments::Entity::find().filter(appointments::Column::SalonId.eq(salon_id))
}

/// Visits on `date` that still count (everything but cancelled), by start time.
pub async fn on_day(db: &impl ConnectionTrait, salon_id: i64, date: NaiveDate) -> Result<Vec<appointments::Model>, Error> {
    of_salon(salon_id)
        .filter(appointments::Column::ProvisionDate.eq(date))
        .filter(appointments::Column::Status.ne(Status::Cancelled.as_str()))
        .order_by_asc(appointments::Column::StartsAt)
        .order_by_asc(appointments::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// Live visits on the dates after `after` up to `until` (the overview's "upcoming"): the first
/// `limit` by start time, and how many there are.
pub async fn upcoming(
    db: &impl ConnectionTrait,
    salon_id: i64,
    after: NaiveDate,
    until: NaiveDate,
    limit: u64,
) -> Result<(Vec<appointments::Model>, u64), Error> {
    let query = || {
        of_salon(salon_id)
            .filter(appointments::Column::ProvisionDate.gt(after))
            .filter(appointments::Column::ProvisionDate.lte(until))
            .filter(appointments::Column::Status.is_in(names(&Status::LIVE)))
    };
    let count = query().count(db).await?;
    let rows = query().order_by_asc(appointments::Column::StartsAt).order_by_asc(appointments::Column::Id).limit(limit).all(db).await?;
    Ok((rows, count))
}

/// Visits waiting for the salon: new ones, and ones the client moved (a visit the salon moved
/// waits for the client instead), that have not ended yet. Soonest first.
pub async fn waiting_for_salon(
    db: &impl ConnectionTrait,
    salon_id: i64,
    now: DateTime<Utc>,
    limit: u64,
) -> Result<(Vec<appointments::Model>, u64), Error> {
    let query = || {
        let moved_by_client = Condition::all()
            .add(appointments::Column::Status.eq(Status::Moved.as_str()))
            .add(Condition::any().add(appointments::Column::MovedBy.is_null()).add(appointments::Column::MovedBy.ne("salon")))
            // A pending offer of a time range waits for the client too.
            .add(appointments::Column::OfferDate.is_null());
        of_salon(salon_id)
            .filter(Condition::any().add(appointments::Column::Status.eq(Status::New.as_str())).add(moved_by_client))
            .filter(appointments::Column::EndsAt.gt(now))
    };
    let count = query().count(db).await?;
    let rows = query().order_by_asc(appointments::Column::StartsAt).order_by_asc(appointments::Column::Id).limit(limit).all(db).await?;
    Ok((rows, count))
}

/// Completed visits dated `from..=to`: how many, and their total in kuruş.
pub async fn completed_between(db: &impl ConnectionTrait, salon_id: i64, from: NaiveDate, to: NaiveDate) -> Result<(u64, i64), Error> {
    let rows: Vec<i64> = of_salon(salon_id)
        .select_only()
        .column(appointments::Column::TotalPrice)
        .filter(appointments::Column::Status.eq(Status::Completed.as_str()))
        .filter(appointments::Column::ProvisionDate.between(from, to))
        .into_tuple()
        .all(db)
        .await?;
    Ok((rows.len() as u64, rows.iter().sum()))
}

/// The salon's masters that take bookings (the schedule's columns), in the salon's order.
/// `only` keeps one of them; a master of another salon is not among them.
pub async fn schedule_masters(db: &impl ConnectionTrait, salon_id: i64, only: Option<i64>) -> Result<Vec<masters::Model>, Error> {
    let mut masters = crate::bookings::bookable_masters(db, salon_id).await?;
    if let Some(id) = only {
        masters.retain(|m| m.id == id);
    }
    Ok(masters)
}

/// Appointments of `master_ids` dated `from..=to` that hold or held time (cancelled ones free
/// their time and are left out of the calendar), by start.
pub async fn schedule_appointments(
    db: &impl ConnectionTrait,
    salon_id: i64,
    master_ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<appointments::Model>, Error> {
    of_salon(salon_id)
        .filter(appointments::Column::MasterId.is_in(master_ids.to_vec()))
        .filter(appointments::Column::ProvisionDate.between(from, to))
        .filter(appointments::Column::Status.ne(Status::Cancelled.as_str()))
        .order_by_asc(appointments::Column::StartsAt)
        .order_by_asc(appointments::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// The salon's days off and holidays dated `from..=to`, with their kind and note.
pub async fn days_off(
    db: &impl ConnectionTrait,
    salon_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<salon_days_off::Model>, Error> {
    salon_days_off::Entity::find()
        .filter(salon_days_off::Column::SalonId.eq(salon_id))
        .filter(salon_days_off::Column::Day.between(from, to))
        .order_by_asc(salon_days_off::Column::Day)
        .all(db)
        .await
        .map_err(Error::from)
}

/// A master of this salon (also one who left: old visits still name them); another salon's is `None`.
pub async fn salon_master(db: &impl ConnectionTrait, salon_id: i64, master_id: i64) -> Result<Option<masters::Model>, Error> {
    masters::Entity::find_by_id(master_id).filter(masters::Column::SalonId.eq(salon_id)).one(db).await.map_err(Error::from)
}

/// Names of the masters `ids` (any salon: the caller already scoped the rows that name them).
pub async fn master_names(db: &impl ConnectionTrait, ids: &[i64]) -> Result<std::collections::HashMap<i64, masters::Model>, Error> {
    Ok(masters::Entity::find().filter(masters::Column::Id.is_in(ids.to_vec())).all(db).await?.into_iter().map(|m| (m.id, m)).collect())
}

/// The salon's client card with this phone (E.164), if any.
pub async fn salon_client_by_phone(db: &impl ConnectionTrait, salon_id: i64, phone: &str) -> Result<Option<salon_clients::Model>, Error> {
    salon_clients::Entity::find()
        .filter(salon_clients::Column::SalonId.eq(salon_id))
        .filter(salon_clients::Column::Phone.eq(phone))
        .one(db)
        .await
        .map_err(Error::from)
}

/// The account with `phone` if it ever booked at this salon, else `None`: the desk's lookup must
/// not tell one salon the name and e-mail of a stranger who only has an account (issue #15).
pub async fn account_of_salon_by_phone(db: &impl ConnectionTrait, salon_id: i64, phone: &str) -> Result<Option<accounts::Model>, Error> {
    let Some(account) = crate::accounts::by_phone(db, phone).await? else { return Ok(None) };
    let booked_here = of_salon(salon_id).filter(appointments::Column::ClientAccountId.eq(account.id)).count(db).await? > 0;
    Ok(booked_here.then_some(account))
}

/// Ids of every master the salon has had (the table's master filter accepts old ones too).
pub async fn master_ids_of_salon(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<i64>, Error> {
    masters::Entity::find()
        .select_only()
        .column(masters::Column::Id)
        .filter(masters::Column::SalonId.eq(salon_id))
        .into_tuple()
        .all(db)
        .await
        .map_err(Error::from)
}
