//! The calendars the availability engine reads: salon hours and days off, masters' schedule rows, breaks and live visits.

use crate::Error;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use chrono::NaiveDate;
use domain::availability::{BreakRow, DayType, MasterCalendar, SalonCalendar, ScheduleRow};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::{
    appointments, files, master_breaks, master_schedule_days, master_services, masters, salon_days_off, salon_working_hours, salons,
};

use super::*;

/// The salon's hours, days off between `from` and `to`, and its time slicing.
pub async fn salon_calendar(
    db: &impl ConnectionTrait,
    salon: &salons::Model,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<SalonCalendar, Error> {
    calendar_of(db, salon.id, Some((from, to)), salon.time_slicing as u16).await
}

/// The salon's weekly hours and every day off it has (for the kept catalogue, which serves any
/// range): a [`SalonCalendar`] with `step` 0, the salon row's time slicing to be set by the reader.
pub async fn salon_hours(db: &impl ConnectionTrait, salon_id: i64) -> Result<SalonCalendar, Error> {
    calendar_of(db, salon_id, None, 0).await
}

/// The two reads are independent and run concurrently (one after the other inside a transaction).
async fn calendar_of(
    db: &impl ConnectionTrait,
    salon_id: i64,
    days_off_within: Option<(NaiveDate, NaiveDate)>,
    step: u16,
) -> Result<SalonCalendar, Error> {
    let mut days_off = salon_days_off::Entity::find().filter(salon_days_off::Column::SalonId.eq(salon_id));
    if let Some((from, to)) = days_off_within {
        days_off = days_off.filter(salon_days_off::Column::Day.between(from, to));
    }
    let (hours, days_off) = tokio::try_join!(
        salon_working_hours::Entity::find().filter(salon_working_hours::Column::SalonId.eq(salon_id)).all(db),
        days_off.all(db),
    )?;
    Ok(SalonCalendar { weekly: weekly(hours), days_off: days_off.into_iter().map(|d| d.day).collect(), step })
}

fn weekly(hours: Vec<salon_working_hours::Model>) -> [Option<(u16, u16)>; 7] {
    let mut weekly = [None; 7];
    for row in hours {
        if let Some(slot) = weekly.get_mut(row.weekday as usize) {
            *slot = Some((row.open_min as u16, row.close_min as u16));
        }
    }
    weekly
}

fn busy_query(master_ids: &[i64], from: NaiveDate, to: NaiveDate, except: Option<i64>) -> sea_orm::Select<appointments::Entity> {
    let mut query = appointments::Entity::find()
        .filter(appointments::Column::MasterId.is_in(master_ids.to_vec()))
        .filter(appointments::Column::ProvisionDate.between(from, to))
        .filter(appointments::Column::Status.is_in(live_statuses()));
    if let Some(id) = except {
        query = query.filter(appointments::Column::Id.ne(id));
    }
    query
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
    // Independent reads: concurrent on a pool, one after the other inside a transaction.
    let (schedule, breaks, busy) = tokio::try_join!(
        master_schedule_days::Entity::find().filter(master_schedule_days::Column::MasterId.is_in(ids.clone())).all(db),
        master_breaks::Entity::find().filter(master_breaks::Column::MasterId.is_in(ids)).all(db),
        busy_query(master_ids, from, to, except).all(db),
    )?;
    Ok(calendars(master_ids, schedule, breaks, busy))
}

/// The live appointments of `master_ids` from `from` to `to` per master, as
/// [`MasterCalendar::busy`] holds them (`except` left out): one statement, for calendars whose
/// schedules are kept ([`salon_master_schedules`]).
pub async fn busy_times(
    db: &impl ConnectionTrait,
    master_ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
    except: Option<i64>,
) -> Result<HashMap<i64, BTreeMap<NaiveDate, Vec<(u16, u16)>>>, Error> {
    let rows = busy_query(master_ids, from, to, except).all(db).await?;
    Ok(rows.iter().fold(HashMap::new(), |mut map: HashMap<i64, BTreeMap<NaiveDate, Vec<(u16, u16)>>>, a| {
        map.entry(a.master_id).or_default().entry(a.provision_date).or_default().push(busy_time(a));
        map
    }))
}

fn busy_time(a: &appointments::Model) -> (u16, u16) {
    (a.start_min as u16, a.duration_min.clamp(0, 1440) as u16)
}

/// The schedules and breaks of every master of the salon (deleted ones too), by master id,
/// without their appointments: what the kept catalogue holds.
pub async fn salon_master_schedules(db: &impl ConnectionTrait, salon_id: i64) -> Result<HashMap<i64, MasterCalendar>, Error> {
    let masters_of_salon = || {
        sea_orm::sea_query::Query::select()
            .column(masters::Column::Id)
            .from(masters::Entity)
            .and_where(masters::Column::SalonId.eq(salon_id))
            .to_owned()
    };
    let (schedule, breaks) = tokio::try_join!(
        master_schedule_days::Entity::find().filter(master_schedule_days::Column::MasterId.in_subquery(masters_of_salon())).all(db),
        master_breaks::Entity::find().filter(master_breaks::Column::MasterId.in_subquery(masters_of_salon())).all(db),
    )?;
    let ids: BTreeSet<i64> = schedule.iter().map(|r| r.master_id).chain(breaks.iter().map(|b| b.master_id)).collect();
    let ids: Vec<i64> = ids.into_iter().collect();
    Ok(calendars(&ids, schedule, breaks, Vec::new()).into_iter().map(|c| (c.master_id, c)).collect())
}

/// The schedules and breaks of `master_ids`, in that order, without their appointments (`busy`
/// empty): what the hours worked are counted from (the salaries), where reading every live
/// visit of a year would be wasted.
pub async fn master_schedules(db: &impl ConnectionTrait, master_ids: &[i64]) -> Result<Vec<MasterCalendar>, Error> {
    let ids = master_ids.to_vec();
    let (schedule, breaks) = tokio::try_join!(
        master_schedule_days::Entity::find().filter(master_schedule_days::Column::MasterId.is_in(ids.clone())).all(db),
        master_breaks::Entity::find().filter(master_breaks::Column::MasterId.is_in(ids)).all(db),
    )?;
    Ok(calendars(master_ids, schedule, breaks, Vec::new()))
}

fn calendars(
    master_ids: &[i64],
    schedule: Vec<master_schedule_days::Model>,
    breaks: Vec<master_breaks::Model>,
    busy: Vec<appointments::Model>,
) -> Vec<MasterCalendar> {
    master_ids
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
                    map.entry(a.provision_date).or_default().push(busy_time(a));
                    map
                },
            ),
        })
        .collect()
}

/// The salon's masters that can take bookings, in the salon's order.
pub async fn bookable_masters(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<masters::Model>, Error> {
    bookable(salon_id).all(db).await.map_err(Error::from)
}

fn bookable(salon_id: i64) -> sea_orm::Select<masters::Entity> {
    masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::ContractActive.eq(true))
        // Beyond the plan's employee limit: kept, not bookable (store::subscriptions::set_plan).
        .filter(masters::Column::PlanInactive.eq(false))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
}

/// The salon's bookable masters who do every one of `salon_service_ids`, in order, each with
/// their portrait file: one statement where the basket read three (issue #15).
pub async fn bookable_masters_doing(
    db: &impl ConnectionTrait,
    salon_id: i64,
    salon_service_ids: &BTreeSet<i64>,
) -> Result<Vec<(masters::Model, Option<files::Model>)>, Error> {
    let portrait = masters::Entity::belongs_to(files::Entity).from(masters::Column::PhotoFileId).to(files::Column::Id).into();
    let mut query = bookable(salon_id).join(JoinType::LeftJoin, portrait).select_also(files::Entity);
    if !salon_service_ids.is_empty() {
        // Ids are numbers, written in; a master qualifies with a link to each of them.
        let ids = salon_service_ids.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        query = query.filter(Expr::cust(format!(
            r#""masters"."id" IN (SELECT master_id FROM master_services WHERE salon_service_id IN ({ids}) GROUP BY master_id HAVING COUNT(DISTINCT salon_service_id) = {})"#,
            salon_service_ids.len()
        )));
    }
    query.all(db).await.map_err(Error::from)
}

/// For each master of `master_ids`, the salon services (ids) it provides.
pub async fn services_of_masters(db: &impl ConnectionTrait, master_ids: &[i64]) -> Result<HashMap<i64, BTreeSet<i64>>, Error> {
    let rows = master_services::Entity::find().filter(master_services::Column::MasterId.is_in(master_ids.to_vec())).all(db).await?;
    Ok(rows.into_iter().fold(HashMap::new(), |mut map: HashMap<i64, BTreeSet<i64>>, row| {
        map.entry(row.master_id).or_default().insert(row.salon_service_id);
        map
    }))
}
