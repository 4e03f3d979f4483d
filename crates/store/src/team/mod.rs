//! Queries of the salon's team (spec §3 master, §7 salon employees and master cabinet): the
//! masters of a salon with their services and account links, the employee count the plan limits,
//! removal with the cancellation of planned visits, schedules and breaks ([`schedule`]) and
//! portfolio cases ([`cases`]). Every lookup by id is scoped to a salon or an account in the
//! query itself.

pub mod cases;
pub mod schedule;

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::access::Role;
use domain::booking::Status;
use domain::schedule::DayInput;
use domain::text::fold;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr, EntityTrait,
    FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, Set, Value,
};

use crate::bookings::begin_write;
use crate::entities::{account_roles, accounts, appointment_events, appointments, master_services, masters, salon_services, salons};
use crate::jobs::{self, NewJob};
use crate::sql::statement;
use crate::table::{Order, Sorting, TableSql};

fn live_statuses() -> Vec<&'static str> {
    Status::LIVE.iter().map(|s| s.as_str()).collect()
}

/// A master of `salon_id` that has not been removed; another salon's master is `None`.
pub async fn master_of_salon(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<masters::Model>, DbErr> {
    masters::Entity::find_by_id(id).filter(masters::Column::SalonId.eq(salon_id)).filter(masters::Column::DeletedAt.is_null()).one(db).await
}

/// The master rows of an account (one per salon it works at), not removed, oldest first.
pub async fn masters_of_account(db: &impl ConnectionTrait, account_id: i64) -> Result<Vec<masters::Model>, DbErr> {
    masters::Entity::find()
        .filter(masters::Column::AccountId.eq(account_id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await
}

/// The salon's masters that are not removed, in the salon's order.
pub async fn active_masters(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<masters::Model>, DbErr> {
    masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await
}

/// How many employees the plan counts for a salon: its masters that are not removed, plus the
/// owner when the owner is not one of them (spec §1: "3 employees, one owner and two
/// specialists" — the owner takes a place whether or not they also serve clients).
pub async fn employee_count(db: &impl ConnectionTrait, salon: &salons::Model) -> Result<u32, DbErr> {
    let masters = active_masters(db, salon.id).await?;
    let owner_is_master = salon.owner_account_id.is_some_and(|owner| masters.iter().any(|m| m.account_id == Some(owner)));
    let owner_extra = u32::from(salon.owner_account_id.is_some() && !owner_is_master);
    Ok(masters.len() as u32 + owner_extra)
}

/// Ids of the salon's masters whose name or phone holds every word of `term`, compared folded
/// (Turkish case and diacritics ignored; phones by digits). A salon has a handful of masters, so
/// folding them here is exact where SQL `LOWER` is not (it leaves `Ş` alone on SQLite).
pub async fn matching_ids(db: &impl ConnectionTrait, salon_id: i64, term: &str) -> Result<Vec<i64>, DbErr> {
    let words: Vec<String> = fold(term).split_whitespace().map(str::to_owned).collect();
    Ok(active_masters(db, salon_id)
        .await?
        .into_iter()
        .filter(|m| {
            let digits: String = m.phone.as_deref().unwrap_or("").chars().filter(char::is_ascii_digit).collect();
            let key = format!("{} {}", fold(&m.full_name), digits);
            words.iter().all(|w| key.contains(w.as_str()))
        })
        .map(|m| m.id)
        .collect())
}

/// The filters of the employees table.
#[derive(Debug, Clone, Default)]
pub struct EmployeeFilter {
    /// Only these ids (the search's matches), when set.
    pub ids: Option<Vec<i64>>,
    pub working_types: Option<Vec<String>>,
    pub salary_type: Option<String>,
}

/// One row of the employees table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct EmployeeRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub position: Option<String>,
    pub photo_file_id: Option<i64>,
    pub working_type: String,
    pub salary_type: String,
    pub hourly_rate: Option<i64>,
    pub account_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub services_count: i64,
}

/// Sortable columns of the employees table; the salon's own order by default.
pub const EMPLOYEE_SORTING: Sorting = Sorting {
    columns: &[("name", "m.full_name"), ("position", "m.position"), ("created", "m.created_at")],
    default: "m.sort_order",
    tie_breaker: "m.id",
};

/// Sortable columns of a master's visits table; newest first by default.
pub const VISIT_SORTING: Sorting = Sorting {
    columns: &[("date", "a.starts_at"), ("status", "a.status"), ("created", "a.created_at")],
    default: "a.starts_at DESC",
    tie_breaker: "a.id DESC",
};

/// One page of the salon's masters, in an order of [`EMPLOYEE_SORTING`].
pub async fn employees_page(
    db: &DatabaseConnection,
    salon_id: i64,
    filter: &EmployeeFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<EmployeeRow>, u64), DbErr> {
    let mut table = TableSql::new(db.get_database_backend(), "masters m");
    table.filter("m.salon_id = ?", [Value::from(salon_id)]).filter("m.deleted_at IS NULL", []);
    if let Some(ids) = &filter.ids {
        if ids.is_empty() {
            table.filter("1 = 0", []);
        } else {
            let marks = vec!["?"; ids.len()].join(", ");
            table.filter(&format!("m.id IN ({marks})"), ids.iter().map(|id| Value::from(*id)));
        }
    }
    if let Some(types) = &filter.working_types {
        table.any_of("m.working_type", types);
    }
    if let Some(salary) = &filter.salary_type {
        table.filter("m.salary_type = ?", [Value::from(salary.clone())]);
    }
    let select = "m.id, m.full_name, m.phone, m.position, m.photo_file_id, m.working_type, m.salary_type, m.hourly_rate, m.account_id, m.created_at, \
                  (SELECT COUNT(*) FROM master_services ms WHERE ms.master_id = m.id) AS services_count";
    table.page(db, select, order, offset, limit).await
}

/// The salon services (ids) a master does.
pub async fn services_of(db: &impl ConnectionTrait, master_id: i64) -> Result<Vec<i64>, DbErr> {
    let mut ids: Vec<i64> = master_services::Entity::find()
        .filter(master_services::Column::MasterId.eq(master_id))
        .all(db)
        .await?
        .into_iter()
        .map(|l| l.salon_service_id)
        .collect();
    ids.sort_unstable();
    Ok(ids)
}

/// Which of `ids` are services of `salon_id` (active or not: a paused service may stay assigned).
pub async fn salon_service_ids(db: &impl ConnectionTrait, salon_id: i64, ids: &[i64]) -> Result<Vec<i64>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::Id.is_in(ids.to_vec()))
        .all(db)
        .await?
        .into_iter()
        .map(|s| s.id)
        .collect())
}

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
}

/// Locks the salon's team against a concurrent write for the rest of `txn`: SQLite's
/// `BEGIN IMMEDIATE` already holds the only write lock; PostgreSQL locks the salon row, so two
/// creations cannot both see room under the limit.
async fn lock_salon(txn: &DatabaseTransaction, salon_id: i64) -> Result<(), DbErr> {
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
) -> Result<bool, DbErr> {
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

/// Links the master rows salons made for `account`'s phone before the person had an account, and
/// grants `salon_master` for each salon; the account then starts in the master area (it was
/// invited as a master). Returns the account as it is now.
pub async fn link_invited(txn: &DatabaseTransaction, account: accounts::Model) -> Result<accounts::Model, DbErr> {
    let Some(phone) = account.phone.clone() else { return Ok(account) };
    let invited = masters::Entity::find()
        .filter(masters::Column::Phone.eq(phone))
        .filter(masters::Column::AccountId.is_null())
        .filter(masters::Column::DeletedAt.is_null())
        .all(txn)
        .await?;
    if invited.is_empty() {
        return Ok(account);
    }
    for master in invited {
        let salon_id = master.salon_id;
        let mut active: masters::ActiveModel = master.into();
        active.account_id = Set(Some(account.id));
        active.update(txn).await?;
        grant_master(txn, account.id, salon_id).await?;
    }
    let mut active: accounts::ActiveModel = account.into();
    active.active_role = Set(Role::SalonMaster.as_str().into());
    active.update(txn).await
}

async fn grant_master(txn: &DatabaseTransaction, account_id: i64, salon_id: i64) -> Result<(), DbErr> {
    crate::accounts::grant(txn, account_id, Role::SalonMaster, Some(salon_id)).await
}

/// Takes `salon_master` for the salon away from an account that no longer has a master row
/// there (removed or unlinked), so its master cabinet closes.
async fn revoke_master_if_unused(txn: &DatabaseTransaction, account_id: i64, salon_id: i64) -> Result<(), DbErr> {
    let still = masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::AccountId.eq(account_id))
        .filter(masters::Column::DeletedAt.is_null())
        .count(txn)
        .await?;
    if still == 0 {
        account_roles::Entity::delete_many()
            .filter(account_roles::Column::AccountId.eq(account_id))
            .filter(account_roles::Column::Role.eq(Role::SalonMaster.as_str()))
            .filter(account_roles::Column::SalonId.eq(salon_id))
            .exec(txn)
            .await?;
    }
    Ok(())
}

async fn set_services(txn: &DatabaseTransaction, master_id: i64, services: &[i64]) -> Result<(), DbErr> {
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
) -> Result<Result<masters::Model, TeamRefusal>, DbErr> {
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
) -> Result<Result<masters::Model, TeamRefusal>, DbErr> {
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

/// The master's live visits that have not started yet (spec: "planned visits"), soonest first.
pub async fn planned_visits(db: &impl ConnectionTrait, master_id: i64, now: DateTime<Utc>) -> Result<Vec<appointments::Model>, DbErr> {
    appointments::Entity::find()
        .filter(appointments::Column::MasterId.eq(master_id))
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .filter(appointments::Column::StartsAt.gt(now))
        .order_by_asc(appointments::Column::StartsAt)
        .all(db)
        .await
}

/// Removes a master (soft: `deleted_at`, contract ended) and cancels its planned visits by the
/// salon, each with its `declined` event by `by_account` and the jobs `jobs_for` gives it (the
/// client's messages), all in one transaction. Without `force`, a master with planned visits is
/// left alone and `None` comes back (checked inside the transaction, so a visit booked a moment
/// earlier is never cancelled unasked). Returns the cancelled visits' ids.
pub async fn remove(
    db: &DatabaseConnection,
    master: &masters::Model,
    force: bool,
    by_account: i64,
    now: DateTime<Utc>,
    jobs_for: impl Fn(i64) -> Vec<NewJob>,
) -> Result<Option<Vec<i64>>, DbErr> {
    let txn = begin_write(db).await?;
    let visits = planned_visits(&txn, master.id, now).await?;
    if !force && !visits.is_empty() {
        txn.rollback().await?;
        return Ok(None);
    }
    let mut cancelled = Vec::with_capacity(visits.len());
    for visit in visits {
        let mut active: appointments::ActiveModel = visit.clone().into();
        active.status = Set(Status::Cancelled.as_str().into());
        active.cancelled_at = Set(Some(now));
        active.cancelled_by = Set(Some("salon".into()));
        active.updated_at = Set(now);
        active.update(&txn).await?;
        appointment_events::ActiveModel {
            appointment_id: Set(visit.id),
            salon_id: Set(visit.salon_id),
            account_id: Set(Some(by_account)),
            kind: Set("declined".into()),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        for job in jobs_for(visit.id) {
            jobs::enqueue(&txn, job, now).await?;
        }
        cancelled.push(visit.id);
    }
    let mut active: masters::ActiveModel = master.clone().into();
    active.deleted_at = Set(Some(now));
    active.contract_active = Set(false);
    active.update(&txn).await?;
    if let Some(account) = master.account_id {
        revoke_master_if_unused(&txn, account, master.salon_id).await?;
    }
    txn.commit().await?;
    Ok(Some(cancelled))
}

/// Names of salons by id (for a master working at several).
pub async fn salon_names(db: &impl ConnectionTrait, ids: &[i64]) -> Result<HashMap<i64, String>, DbErr> {
    Ok(salons::Entity::find().filter(salons::Column::Id.is_in(ids.to_vec())).all(db).await?.into_iter().map(|s| (s.id, s.name)).collect())
}

/// The filters of a master's appointments table.
#[derive(Debug, Clone, Default)]
pub struct VisitFilter {
    pub statuses: Option<Vec<String>>,
    pub date: Option<(crate::table::DateMode, NaiveDate)>,
}

/// One page of the visits of `master_ids` (a master's own rows only), in an order of [`VISIT_SORTING`]; from the API's
/// whitelist over the alias `a`.
pub async fn visits_page(
    db: &DatabaseConnection,
    master_ids: &[i64],
    filter: &VisitFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<appointments::Model>, u64), DbErr> {
    let mut table = TableSql::new(db.get_database_backend(), "appointments a");
    if master_ids.is_empty() {
        table.filter("1 = 0", []);
    } else {
        let marks = vec!["?"; master_ids.len()].join(", ");
        table.filter(&format!("a.master_id IN ({marks})"), master_ids.iter().map(|id| Value::from(*id)));
    }
    if let Some(statuses) = &filter.statuses {
        table.any_of("a.status", statuses);
    }
    if let Some((mode, day)) = filter.date {
        table.date("a.provision_date", mode, day);
    }
    table.page(db, "a.*", order, offset, limit).await
}

/// The visits of `master_ids` dated `from..=to` that are not cancelled, in time order.
pub async fn visits_between(
    db: &impl ConnectionTrait,
    master_ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<appointments::Model>, DbErr> {
    appointments::Entity::find()
        .filter(appointments::Column::MasterId.is_in(master_ids.to_vec()))
        .filter(appointments::Column::ProvisionDate.between(from, to))
        .filter(appointments::Column::Status.ne(Status::Cancelled.as_str()))
        .order_by_asc(appointments::Column::StartsAt)
        .order_by_asc(appointments::Column::Id)
        .all(db)
        .await
}

/// A visit of one of `master_ids`; anyone else's is `None`.
pub async fn visit_of_masters(db: &impl ConnectionTrait, master_ids: &[i64], id: i64) -> Result<Option<appointments::Model>, DbErr> {
    if master_ids.is_empty() {
        return Ok(None);
    }
    appointments::Entity::find_by_id(id).filter(appointments::Column::MasterId.is_in(master_ids.to_vec())).one(db).await
}
