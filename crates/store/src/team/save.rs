//! Adding a master to a salon and saving a master's data, services, schedule and account link,
//! under the plan's employee limit and without duplicates.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::schedule::DayInput;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend, EntityTrait, PaginatorTrait,
    QueryFilter, Set,
};

use super::links::{grant_master, revoke_master_if_unused};
use super::masters::{active_masters, employee_count};
use super::schedule;
use crate::bookings::begin_write;
use crate::entities::{master_services, masters, salons};
use crate::sql::statement;

/// A master's own data (spec §3), already validated.
#[derive(Debug, Clone)]
pub struct MasterData {
    pub full_name: String,
    pub email: Option<String>,
    /// E.164
    pub phone: Option<String>,
    pub birthday: Option<NaiveDate>,
    pub position: Option<String>,
    pub photo_file_id: Option<i64>,
    pub description: Option<String>,
    /// fixed or hourly
    pub salary_type: String,
    /// kuruş an hour; only with `hourly`
    pub hourly_rate: Option<i64>,
    /// full_time or part_time
    pub working_type: String,
    /// Salon services of this salon (checked by the caller).
    pub services: Vec<i64>,
    /// The whole schedule to store, when given (already validated).
    pub schedule: Option<Vec<DayInput>>,
}

/// Who the master row is linked to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// Keep the current link (or none for a new master).
    Keep,
    /// Link to this account and grant it `salon_master` for the salon.
    To(i64),
    /// Unlink (the phone changed to one no account has).
    Clear,
}

/// Why a master could not be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamRefusal {
    /// The plan's employee limit would be passed.
    LimitReached,
    /// The account or the phone is already a master of this salon.
    AlreadyMaster,
    /// A new break of the schedule would cover this live visit (date, start minute).
    BreakOverlapsVisit { date: NaiveDate, start_min: u16 },
}

/// Locks the salon's team against a concurrent write for the rest of `txn`: SQLite's
/// `BEGIN IMMEDIATE` already holds the only write lock; PostgreSQL locks the salon row, so two
/// creations cannot both see room under the limit.
async fn lock_salon(txn: &DatabaseTransaction, salon_id: i64) -> Result<(), Error> {
    if txn.get_database_backend() == DbBackend::Postgres {
        txn.execute_raw(statement(DbBackend::Postgres, "SELECT id FROM salons WHERE id = ? FOR UPDATE", vec![salon_id.into()])).await?;
    }
    Ok(())
}

/// Another active master of the salon with this account or phone (other than `except`).
async fn duplicate(
    txn: &DatabaseTransaction,
    salon_id: i64,
    account_id: Option<i64>,
    phone: Option<&str>,
    except: Option<i64>,
) -> Result<bool, Error> {
    let mut query = masters::Entity::find().filter(masters::Column::SalonId.eq(salon_id)).filter(masters::Column::DeletedAt.is_null());
    if let Some(id) = except {
        query = query.filter(masters::Column::Id.ne(id));
    }
    let mut same = sea_orm::Condition::any();
    if let Some(account) = account_id {
        same = same.add(masters::Column::AccountId.eq(account));
    }
    if let Some(phone) = phone {
        same = same.add(masters::Column::Phone.eq(phone));
    }
    if same.is_empty() {
        return Ok(false);
    }
    Ok(query.filter(same).count(txn).await? > 0)
}

async fn set_services(txn: &DatabaseTransaction, master_id: i64, services: &[i64]) -> Result<(), Error> {
    master_services::Entity::delete_many().filter(master_services::Column::MasterId.eq(master_id)).exec(txn).await?;
    let mut seen = std::collections::BTreeSet::new();
    for id in services.iter().filter(|id| seen.insert(**id)) {
        master_services::ActiveModel { master_id: Set(master_id), salon_service_id: Set(*id), ..Default::default() }.insert(txn).await?;
    }
    Ok(())
}

fn fill(active: &mut masters::ActiveModel, data: &MasterData) {
    active.full_name = Set(data.full_name.clone());
    active.email = Set(data.email.clone());
    active.phone = Set(data.phone.clone());
    active.birthday = Set(data.birthday);
    active.position = Set(data.position.clone());
    active.photo_file_id = Set(data.photo_file_id);
    active.description = Set(data.description.clone());
    active.salary_type = Set(data.salary_type.clone());
    active.hourly_rate = Set(data.hourly_rate);
    active.working_type = Set(data.working_type.clone());
}

/// Adds a master to `salon` unless the employee count would pass `limit` or the account/phone is
/// already a master there. Services, schedule and the account's role go in the same transaction.
pub async fn create(
    db: &DatabaseConnection,
    salon: &salons::Model,
    data: &MasterData,
    link: Option<i64>,
    limit: u32,
    today: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Result<masters::Model, TeamRefusal>, Error> {
    let txn = begin_write(db).await?;
    lock_salon(&txn, salon.id).await?;
    if duplicate(&txn, salon.id, link, data.phone.as_deref(), None).await? {
        txn.rollback().await?;
        return Ok(Err(TeamRefusal::AlreadyMaster));
    }
    let next_order = active_masters(&txn, salon.id).await?.iter().map(|m| m.sort_order).max().map_or(0, |o| o + 1);
    let mut active = masters::ActiveModel {
        salon_id: Set(salon.id),
        account_id: Set(link),
        contract_active: Set(true),
        sort_order: Set(next_order),
        created_at: Set(now),
        deleted_at: Set(None),
        ..Default::default()
    };
    fill(&mut active, data);
    let master = active.insert(&txn).await?;
    // Counted after the insert: whether the owner takes an extra place depends on who was added.
    if employee_count(&txn, salon).await? > limit {
        txn.rollback().await?;
        return Ok(Err(TeamRefusal::LimitReached));
    }
    set_services(&txn, master.id, &data.services).await?;
    if let Some(days) = &data.schedule {
        schedule::replace_in(&txn, master.id, days, today).await?;
    }
    if let Some(account) = link {
        grant_master(&txn, account, salon.id).await?;
    }
    txn.commit().await?;
    Ok(Ok(master))
}

/// Saves a master's data, services, schedule (when given) and account link.
pub async fn update(
    db: &DatabaseConnection,
    master: &masters::Model,
    data: &MasterData,
    link: Link,
    today: NaiveDate,
) -> Result<Result<masters::Model, TeamRefusal>, Error> {
    let txn = begin_write(db).await?;
    lock_salon(&txn, master.salon_id).await?;
    let account = match link {
        Link::Keep => master.account_id,
        Link::To(id) => Some(id),
        Link::Clear => None,
    };
    let new_account = account.filter(|a| Some(*a) != master.account_id);
    if duplicate(&txn, master.salon_id, new_account, data.phone.as_deref(), Some(master.id)).await? {
        txn.rollback().await?;
        return Ok(Err(TeamRefusal::AlreadyMaster));
    }
    if let Some(days) = &data.schedule {
        // New breaks may not cover a visit: checked under the master's calendar lock, the one
        // bookings take, so a booking cannot slip in between this check and the write.
        crate::bookings::lock_master(&txn, master.id).await?;
        let known = domain::schedule::keyed(&schedule::load(&*txn, master.id, today).await?.break_rows());
        let visits = schedule::live_visits_from(&*txn, master.id, today).await?;
        if let Some(visit) = domain::schedule::first_new_clash(&visits, &domain::schedule::keyed_breaks(days), &known, today) {
            txn.rollback().await?;
            return Ok(Err(TeamRefusal::BreakOverlapsVisit { date: visit.date, start_min: visit.start_min }));
        }
    }
    let mut active: masters::ActiveModel = master.clone().into();
    fill(&mut active, data);
    active.account_id = Set(account);
    let updated = active.update(&txn).await?;
    set_services(&txn, master.id, &data.services).await?;
    if let Some(days) = &data.schedule {
        schedule::replace_in(&txn, master.id, days, today).await?;
    }
    if let Some(new) = new_account {
        grant_master(&txn, new, master.salon_id).await?;
    }
    if let Some(old) = master.account_id.filter(|old| Some(*old) != account) {
        revoke_master_if_unused(&txn, old, master.salon_id).await?;
    }
    txn.commit().await?;
    Ok(Ok(updated))
}
