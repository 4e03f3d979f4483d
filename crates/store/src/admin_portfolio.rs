//! The platform admin's portfolio management (spec §2 `portfolio`, `portfolio/{id}`, §7 "masters
//! transfer-cases"): every master's cases across salons, hiding a case from the public pages,
//! and moving a master's cases to the master record of the same person in another salon.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::Locale;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Value};
use serde_json::json;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::catalogue::localized;
use crate::entities::{files, master_case_photos, master_cases, masters, salons, services};
use crate::table::{Order, Sorting, TableSql};

/// Sortable columns of the cases table; the newest work first.
pub const CASE_SORTING: Sorting = Sorting {
    columns: &[("date", "c.done_on"), ("master", "LOWER(m.full_name)"), ("salon", "LOWER(s.name)"), ("created", "c.created_at")],
    default: "c.done_on DESC",
    tie_breaker: "c.id DESC",
};

#[derive(Debug, Clone, Default)]
pub struct CaseFilter {
    /// Master or salon name.
    pub search: Option<String>,
    pub salons: Option<Vec<i64>>,
    pub masters: Option<Vec<i64>>,
    pub services: Option<Vec<i64>>,
    pub hidden: Option<bool>,
}

#[derive(Debug, Clone, FromQueryResult)]
pub struct CaseRow {
    pub id: i64,
    pub master_id: i64,
    pub master_name: String,
    pub salon_id: i64,
    pub salon_name: String,
    pub service_id: Option<i64>,
    pub done_on: NaiveDate,
    pub hidden: bool,
    pub created_at: DateTime<Utc>,
}

fn ids_filter(table: &mut TableSql, column: &str, ids: &Option<Vec<i64>>) {
    if let Some(ids) = ids {
        if ids.is_empty() {
            table.filter("1 = 0", []);
        } else {
            let marks = vec!["?"; ids.len()].join(", ");
            table.filter(&format!("{column} IN ({marks})"), ids.iter().map(|id| Value::from(*id)));
        }
    }
}

/// One page of the cases of every master (removed masters' too: their work may still show).
pub async fn list(
    db: &impl ConnectionTrait,
    filter: &CaseFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<CaseRow>, u64), Error> {
    let mut table =
        TableSql::new(db.get_database_backend(), "master_cases c JOIN masters m ON m.id = c.master_id JOIN salons s ON s.id = m.salon_id");
    if let Some(term) = filter.search.as_deref() {
        table.search("LOWER(m.full_name || ' ' || s.name)", term);
    }
    ids_filter(&mut table, "m.salon_id", &filter.salons);
    ids_filter(&mut table, "c.master_id", &filter.masters);
    ids_filter(&mut table, "c.service_id", &filter.services);
    if let Some(hidden) = filter.hidden {
        table.filter("c.hidden = ?", [Value::from(hidden)]);
    }
    let select =
        "c.id, c.master_id, m.full_name AS master_name, m.salon_id, s.name AS salon_name, c.service_id, c.done_on, c.hidden, c.created_at";
    table.page(db, select, order, offset, limit).await
}

/// The photos of `case_ids` in display order, and the catalogue names of `service_ids` in `locale`.
pub async fn photos_and_services(
    db: &impl ConnectionTrait,
    locale: Locale,
    case_ids: &[i64],
    service_ids: &[i64],
) -> Result<(HashMap<i64, Vec<files::Model>>, HashMap<i64, String>), Error> {
    let links = master_case_photos::Entity::find()
        .filter(master_case_photos::Column::CaseId.is_in(case_ids.iter().copied()))
        .order_by_asc(master_case_photos::Column::SortOrder)
        .all(db)
        .await?;
    let mut files: HashMap<i64, files::Model> = files::Entity::find()
        .filter(files::Column::Id.is_in(links.iter().map(|l| l.file_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|f| (f.id, f))
        .collect();
    let mut photos: HashMap<i64, Vec<files::Model>> = HashMap::new();
    for link in links {
        if let Some(file) = files.remove(&link.file_id) {
            photos.entry(link.case_id).or_default().push(file);
        }
    }
    let names = services::Entity::find()
        .filter(services::Column::Id.is_in(service_ids.iter().copied()))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.id, localized(locale, &s.name_tr, &s.name_en, &s.name_ru).to_owned()))
        .collect();
    Ok((photos, names))
}

/// The salons and masters that have cases, for the table's filters (by name).
pub async fn filter_choices(db: &impl ConnectionTrait) -> Result<(Vec<(i64, String)>, Vec<(i64, String)>), Error> {
    #[derive(FromQueryResult)]
    struct Choice {
        id: i64,
        name: String,
    }
    let backend = db.get_database_backend();
    let salons = Choice::find_by_statement(crate::sql::statement(
        backend,
        "SELECT DISTINCT s.id, s.name FROM salons s JOIN masters m ON m.salon_id = s.id JOIN master_cases c ON c.master_id = m.id ORDER BY s.name LIMIT 200",
        vec![],
    ))
    .all(db)
    .await?;
    let masters = Choice::find_by_statement(crate::sql::statement(
        backend,
        "SELECT DISTINCT m.id, m.full_name AS name FROM masters m JOIN master_cases c ON c.master_id = m.id ORDER BY m.full_name LIMIT 200",
        vec![],
    ))
    .all(db)
    .await?;
    let pairs = |rows: Vec<Choice>| rows.into_iter().map(|c| (c.id, c.name)).collect();
    Ok((pairs(salons), pairs(masters)))
}

/// A master record with its salon's name.
#[derive(Debug, Clone)]
pub struct MasterOfSalon {
    pub master: masters::Model,
    pub salon_name: String,
}

pub async fn master(db: &impl ConnectionTrait, id: i64) -> Result<Option<MasterOfSalon>, Error> {
    let Some(master) = masters::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
    let salon_name = salons::Entity::find_by_id(master.salon_id).one(db).await?.map(|s| s.name).unwrap_or_default();
    Ok(Some(MasterOfSalon { master, salon_name }))
}

/// The other master records of the same person (same account), in salons they work at now: where
/// their cases may move.
pub async fn same_person_masters(db: &impl ConnectionTrait, master: &masters::Model) -> Result<Vec<MasterOfSalon>, Error> {
    let Some(account) = master.account_id else { return Ok(Vec::new()) };
    let others = masters::Entity::find()
        .filter(masters::Column::AccountId.eq(account))
        .filter(masters::Column::Id.ne(master.id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await?;
    let names: HashMap<i64, String> = salons::Entity::find()
        .filter(salons::Column::Id.is_in(others.iter().map(|m| m.salon_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|s| (s.id, s.name))
        .collect();
    Ok(others.into_iter().map(|m| MasterOfSalon { salon_name: names.get(&m.salon_id).cloned().unwrap_or_default(), master: m }).collect())
}

/// Every case of a master, hidden ones too, newest first.
pub async fn cases_of(db: &impl ConnectionTrait, master_id: i64) -> Result<Vec<master_cases::Model>, Error> {
    Ok(master_cases::Entity::find()
        .filter(master_cases::Column::MasterId.eq(master_id))
        .order_by_desc(master_cases::Column::DoneOn)
        .order_by_desc(master_cases::Column::Id)
        .all(db)
        .await?)
}

/// Hides a case from the public pages or shows it again; `None` when there is no such case.
pub async fn set_hidden(db: &DatabaseConnection, id: i64, hidden: bool, actor: Actor) -> Result<Option<master_cases::Model>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(case) = master_cases::Entity::find_by_id(id).one(&txn).await? else {
        txn.rollback().await?;
        return Ok(None);
    };
    master_cases::Entity::update_many()
        .col_expr(master_cases::Column::Hidden, Expr::value(hidden))
        .filter(master_cases::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    let action = if hidden { "master_case.hide" } else { "master_case.unhide" };
    audit::record(
        &txn,
        Change::new(actor, action, Entity::MasterCase, id).between(&json!({"hidden": case.hidden}), &json!({"hidden": hidden})),
    )
    .await?;
    txn.commit().await?;
    Ok(Some(master_cases::Model { hidden, ..case }))
}

/// What became of a transfer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transfer {
    /// The ids of the cases moved.
    Moved(Vec<i64>),
    NotFound,
    /// The target is another person's master record (or either record has no account).
    OtherPerson,
}

/// Moves every case of master `from` to master `to`, the same person (same account) in another
/// salon (spec §2 "portfolio move between salons"). Recorded on both master records.
pub async fn transfer_cases(db: &DatabaseConnection, from: i64, to: i64, actor: Actor) -> Result<Transfer, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let source = masters::Entity::find_by_id(from).one(&txn).await?;
    let target = masters::Entity::find_by_id(to).filter(masters::Column::DeletedAt.is_null()).one(&txn).await?;
    let (Some(source), Some(target)) = (source, target) else {
        txn.rollback().await?;
        return Ok(Transfer::NotFound);
    };
    if source.id == target.id || source.account_id.is_none() || source.account_id != target.account_id {
        txn.rollback().await?;
        return Ok(Transfer::OtherPerson);
    }
    let moved: Vec<i64> = cases_of(&txn, source.id).await?.into_iter().map(|c| c.id).collect();
    master_cases::Entity::update_many()
        .col_expr(master_cases::Column::MasterId, Expr::value(target.id))
        .filter(master_cases::Column::MasterId.eq(source.id))
        .exec(&txn)
        .await?;
    let snapshot = json!({"from_master_id": source.id, "from_salon_id": source.salon_id, "to_master_id": target.id, "to_salon_id": target.salon_id, "cases": moved});
    for (master, action) in [(source.id, "master.transfer_cases_out"), (target.id, "master.transfer_cases_in")] {
        audit::record(&txn, Change::new(actor, action, Entity::Master, master).after(&snapshot)).await?;
    }
    txn.commit().await?;
    Ok(Transfer::Moved(moved))
}
