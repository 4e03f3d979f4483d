//! The salon's card in the admin's list: its row, profile, admins and masters.

use chrono::{DateTime, Utc};
use domain::access::Role;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Value};

use super::live_list;
use super::table::{ROW_SELECT, SALON_SORTING, SalonRow};
use crate::Error;
use crate::entities::{account_roles, accounts, masters, salons};
use crate::sql::statement;
use crate::table::TableSql;

/// An account holding `salon_admin` for the salon.
#[derive(Debug, Clone)]
pub struct SalonAdmin {
    pub account_id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// The salon's owner (`salons.owner_account_id`): the account `update-admin-phone` changes.
    pub owner: bool,
}

#[derive(Debug, Clone)]
pub struct SalonMaster {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
}

#[derive(Debug, Clone)]
pub struct SalonDetails {
    pub row: SalonRow,
    pub email: Option<String>,
    pub address: String,
    pub district: Option<String>,
    pub admins: Vec<SalonAdmin>,
    pub masters: Vec<SalonMaster>,
    /// Live visits that have not ended (what an after-orders deactivation waits for).
    pub planned_visits: i64,
}

/// The salon's card; `None` when there is no such salon.
pub async fn card(db: &impl ConnectionTrait, salon_id: i64, now: DateTime<Utc>) -> Result<Option<SalonDetails>, Error> {
    let backend = db.get_database_backend();
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(db).await? else { return Ok(None) };
    let mut table = TableSql::new(backend, super::table::SALONS_SQL);
    table.filter("s.id = ?", [Value::from(salon_id)]);
    let mut rows = table.rows::<SalonRow>(db, ROW_SELECT, &SALON_SORTING.default_order(), 0, 1).await?;
    let Some(row) = rows.pop() else { return Ok(None) };
    let owner = owner_of(db, &salon).await?;
    let admin_ids: Vec<i64> = account_roles::Entity::find()
        .filter(account_roles::Column::SalonId.eq(salon_id))
        .filter(account_roles::Column::Role.eq(Role::SalonAdmin.as_str()))
        .order_by_asc(account_roles::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|r| r.account_id)
        .collect();
    let mut admins: Vec<SalonAdmin> = accounts::Entity::find()
        .filter(accounts::Column::Id.is_in(admin_ids.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|a| SalonAdmin { owner: Some(a.id) == owner, account_id: a.id, full_name: a.full_name, phone: a.phone, email: a.email })
        .collect();
    admins.sort_by_key(|a| (!a.owner, admin_ids.iter().position(|id| *id == a.account_id)));
    let masters = masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|m| SalonMaster { id: m.id, full_name: m.full_name, position: m.position })
        .collect();
    #[derive(FromQueryResult)]
    struct Named {
        name: Option<String>,
    }
    let district = Named::find_by_statement(statement(backend, "SELECT name FROM districts WHERE id = ?", vec![salon.district_id.into()]))
        .one(db)
        .await?
        .and_then(|d| d.name);
    Ok(Some(SalonDetails {
        row,
        email: salon.email,
        address: salon.address,
        district,
        admins,
        masters,
        planned_visits: planned_visits(db, salon_id, now).await?,
    }))
}

/// The salon's owner account: `owner_account_id`, else its first salon admin.
pub(super) async fn owner_of(db: &impl ConnectionTrait, salon: &salons::Model) -> Result<Option<i64>, Error> {
    match salon.owner_account_id {
        Some(id) => Ok(Some(id)),
        None => crate::accounts::salon_admin_of(db, salon.id).await,
    }
}

/// Live visits of the salon that have not ended at `now`.
pub async fn planned_visits(db: &impl ConnectionTrait, salon_id: i64, now: DateTime<Utc>) -> Result<i64, Error> {
    #[derive(FromQueryResult)]
    struct Count {
        n: i64,
    }
    let sql = format!("SELECT COUNT(*) AS n FROM appointments WHERE salon_id = ? AND status IN ({}) AND ends_at > ?", live_list());
    let row = Count::find_by_statement(statement(db.get_database_backend(), &sql, vec![salon_id.into(), now.into()])).one(db).await?;
    Ok(row.map(|r| r.n).unwrap_or(0))
}
