//! A master's schedule rows and breaks (`master_schedule_days`, `master_breaks`): exactly the rows
//! `bookings::master_calendars` gives the availability engine, so a saved break is at once a time
//! no client is offered.

use crate::Error;
use chrono::NaiveDate;
use domain::availability::{BreakRow, ScheduleRow};
use domain::schedule::{DayInput, Visit};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::bookings::{begin_write, master_calendars};
use crate::entities::{appointments, master_breaks, master_schedule_days, salon_working_hours};

/// The stored rows and breaks of a master.
#[derive(Debug, Clone, Default)]
pub struct Stored {
    pub rows: Vec<master_schedule_days::Model>,
    pub breaks: Vec<master_breaks::Model>,
}

impl Stored {
    /// The rows as availability reads them.
    pub fn schedule_rows(&self) -> Vec<ScheduleRow> {
        // The same mapping as `bookings::master_calendars`, so both sides read one thing.
        self.rows
            .iter()
            .map(|r| ScheduleRow {
                weekday: r.weekday.map(|w| w as u8),
                date: r.day,
                day_type: if r.day_type == "off" { domain::availability::DayType::Off } else { domain::availability::DayType::Work },
                start_min: r.start_min.map(|m| m as u16),
                end_min: r.end_min.map(|m| m as u16),
            })
            .collect()
    }

    pub fn break_rows(&self) -> Vec<BreakRow> {
        self.breaks
            .iter()
            .map(|b| BreakRow {
                weekday: b.weekday.map(|w| w as u8),
                date: b.day,
                start_min: b.start_min as u16,
                end_min: b.end_min as u16,
            })
            .collect()
    }
}

/// The weekday rows and breaks of a master, and its dated ones from `from` on.
pub async fn load(db: &impl ConnectionTrait, master_id: i64, from: NaiveDate) -> Result<Stored, Error> {
    let rows = master_schedule_days::Entity::find()
        .filter(master_schedule_days::Column::MasterId.eq(master_id))
        .filter(Condition::any().add(master_schedule_days::Column::Day.is_null()).add(master_schedule_days::Column::Day.gte(from)))
        .order_by_asc(master_schedule_days::Column::Day)
        .order_by_asc(master_schedule_days::Column::Weekday)
        .order_by_asc(master_schedule_days::Column::Id)
        .all(db)
        .await?;
    let breaks = master_breaks::Entity::find()
        .filter(master_breaks::Column::MasterId.eq(master_id))
        .filter(Condition::any().add(master_breaks::Column::Day.is_null()).add(master_breaks::Column::Day.gte(from)))
        .order_by_asc(master_breaks::Column::StartMin)
        .order_by_asc(master_breaks::Column::Id)
        .all(db)
        .await?;
    Ok(Stored { rows, breaks })
}

/// The salon's opening hours per weekday, Monday first (`None` = closed).
pub async fn salon_hours(db: &impl ConnectionTrait, salon_id: i64) -> Result<[Option<(u16, u16)>; 7], Error> {
    let mut weekly = [None; 7];
    for row in salon_working_hours::Entity::find().filter(salon_working_hours::Column::SalonId.eq(salon_id)).all(db).await? {
        if let Some(slot) = weekly.get_mut(row.weekday as usize) {
            *slot = Some((row.open_min as u16, (row.close_min as u16).min(domain::schedule::DAY_MINUTES)));
        }
    }
    Ok(weekly)
}

/// Replaces the weekday rows and breaks and the dated ones from `today` on with `days` (past
/// dated rows are history and stay).
pub(crate) async fn replace_in(conn: &impl ConnectionTrait, master_id: i64, days: &[DayInput], today: NaiveDate) -> Result<(), Error> {
    master_schedule_days::Entity::delete_many()
        .filter(master_schedule_days::Column::MasterId.eq(master_id))
        .filter(Condition::any().add(master_schedule_days::Column::Day.is_null()).add(master_schedule_days::Column::Day.gte(today)))
        .exec(conn)
        .await?;
    master_breaks::Entity::delete_many()
        .filter(master_breaks::Column::MasterId.eq(master_id))
        .filter(Condition::any().add(master_breaks::Column::Day.is_null()).add(master_breaks::Column::Day.gte(today)))
        .exec(conn)
        .await?;
    for day in days {
        for b in day.stored_breaks() {
            insert_break(conn, master_id, &b).await?;
        }
        let Some(row) = day.row() else { continue };
        master_schedule_days::ActiveModel {
            master_id: Set(master_id),
            weekday: Set(row.weekday.map(i16::from)),
            day: Set(row.date),
            day_type: Set(if row.day_type == domain::availability::DayType::Off { "off".into() } else { "work".into() }),
            start_min: Set(row.start_min.map(|m| m as i16)),
            end_min: Set(row.end_min.map(|m| m as i16)),
            ..Default::default()
        }
        .insert(conn)
        .await?;
    }
    Ok(())
}

/// A write of a master's breaks, made by [`write_breaks`].
pub enum BreakWrite<'a> {
    Add(&'a BreakRow),
    /// Moves break `id` to `start..end` on its day.
    Move {
        id: i64,
        start: u16,
        end: u16,
    },
    /// The whole schedule (rows and breaks) from `today` on, as [`replace_in`].
    Replace(&'a [DayInput]),
}

/// Writes `write` under the master's calendar lock (the one bookings take, so neither can slip
/// between the other's check and write): the master's live visits from `today` are read inside
/// the transaction and given to `clash`; when it refuses, nothing is written and its refusal is
/// returned.
pub async fn write_breaks<E>(
    db: &DatabaseConnection,
    master_id: i64,
    today: NaiveDate,
    write: BreakWrite<'_>,
    clash: impl FnOnce(&[Visit]) -> Result<(), E>,
) -> Result<Result<(), E>, Error> {
    let txn = begin_write(db).await?;
    crate::bookings::lock_master(&txn, master_id).await?;
    let visits = live_visits_from(&*txn, master_id, today).await?;
    if let Err(refusal) = clash(&visits) {
        txn.rollback().await?;
        return Ok(Err(refusal));
    }
    match write {
        BreakWrite::Add(row) => {
            insert_break(&*txn, master_id, row).await?;
        }
        BreakWrite::Move { id, start, end } => update_break(&*txn, master_id, id, start, end).await?,
        BreakWrite::Replace(days) => replace_in(&*txn, master_id, days, today).await?,
    }
    txn.commit().await?;
    Ok(Ok(()))
}

async fn insert_break(conn: &impl ConnectionTrait, master_id: i64, b: &BreakRow) -> Result<master_breaks::Model, Error> {
    master_breaks::ActiveModel {
        master_id: Set(master_id),
        weekday: Set(if b.date.is_some() { None } else { b.weekday.map(i16::from) }),
        day: Set(b.date),
        start_min: Set(b.start_min as i16),
        end_min: Set(b.end_min as i16),
        ..Default::default()
    }
    .insert(conn)
    .await
    .map_err(Error::from)
}

/// The break `id` of `master_id`; another master's is `None`.
pub async fn break_of(db: &impl ConnectionTrait, master_id: i64, id: i64) -> Result<Option<master_breaks::Model>, Error> {
    master_breaks::Entity::find_by_id(id).filter(master_breaks::Column::MasterId.eq(master_id)).one(db).await.map_err(Error::from)
}

/// Moves a break to `start..end` on its day.
pub async fn update_break(db: &impl ConnectionTrait, master_id: i64, id: i64, start: u16, end: u16) -> Result<(), Error> {
    master_breaks::Entity::update_many()
        .col_expr(master_breaks::Column::StartMin, Expr::value(start as i16))
        .col_expr(master_breaks::Column::EndMin, Expr::value(end as i16))
        .filter(master_breaks::Column::Id.eq(id))
        .filter(master_breaks::Column::MasterId.eq(master_id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn remove_break(db: &impl ConnectionTrait, master_id: i64, id: i64) -> Result<bool, Error> {
    let done = master_breaks::Entity::delete_many()
        .filter(master_breaks::Column::Id.eq(id))
        .filter(master_breaks::Column::MasterId.eq(master_id))
        .exec(db)
        .await?;
    Ok(done.rows_affected > 0)
}

/// The master's live visits dated `from` on, as the schedule rules read them.
pub async fn live_visits_from(db: &impl ConnectionTrait, master_id: i64, from: NaiveDate) -> Result<Vec<Visit>, Error> {
    let live: Vec<&str> = domain::booking::Status::LIVE.iter().map(|s| s.as_str()).collect();
    Ok(appointments::Entity::find()
        .filter(appointments::Column::MasterId.eq(master_id))
        .filter(appointments::Column::ProvisionDate.gte(from))
        .filter(appointments::Column::Status.is_in(live))
        .all(db)
        .await?
        .into_iter()
        .map(|a| Visit {
            id: a.id,
            date: a.provision_date,
            start_min: a.start_min as u16,
            duration_min: a.duration_min.clamp(0, 1440) as u16,
        })
        .collect())
}

/// Kept beside the writes so a test can assert that what is stored is what availability reads.
pub async fn calendar(
    db: &impl ConnectionTrait,
    master_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<domain::availability::MasterCalendar, Error> {
    Ok(master_calendars(db, &[master_id], from, to, None).await?.remove(0))
}
