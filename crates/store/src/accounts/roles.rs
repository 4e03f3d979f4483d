//! The roles an account holds (client, salon admin, salon master, …), granting one, the active
//! role, and the salon owner's account.

use crate::Error;
use domain::access::Role;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};

use crate::entities::{account_roles, accounts};

/// One role an account holds; salon roles name their salon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleGrant {
    pub role: Role,
    pub salon_id: Option<i64>,
}

pub async fn roles<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<Vec<RoleGrant>, Error> {
    let rows = account_roles::Entity::find()
        .filter(account_roles::Column::AccountId.eq(account_id))
        .order_by_asc(account_roles::Column::Id)
        .all(db)
        .await?;
    Ok(grants(rows.into_iter().map(|r| (r.role, r.salon_id))))
}

/// The grants of stored (role, salon) rows, sorted by role and salon: unknown roles are skipped,
/// repeats folded.
pub(super) fn grants(rows: impl IntoIterator<Item = (String, Option<i64>)>) -> Vec<RoleGrant> {
    let mut grants: Vec<RoleGrant> =
        rows.into_iter().filter_map(|(role, salon_id)| Role::parse(&role).map(|role| RoleGrant { role, salon_id })).collect();
    grants.sort_by_key(|g| (g.role, g.salon_id));
    grants.dedup();
    grants
}

pub async fn grant<C: ConnectionTrait>(db: &C, account_id: i64, role: Role, salon_id: Option<i64>) -> Result<(), Error> {
    let exists = account_roles::Entity::find()
        .filter(account_roles::Column::AccountId.eq(account_id))
        .filter(account_roles::Column::Role.eq(role.as_str()))
        .filter(match salon_id {
            Some(id) => account_roles::Column::SalonId.eq(id),
            None => account_roles::Column::SalonId.is_null(),
        })
        .count(db)
        .await?
        > 0;
    if !exists {
        account_roles::ActiveModel {
            account_id: Set(account_id),
            role: Set(role.as_str().into()),
            salon_id: Set(salon_id),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

pub async fn set_active_role<C: ConnectionTrait>(db: &C, account_id: i64, role: Role) -> Result<(), Error> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::ActiveRole, Expr::value(role.as_str()))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The salon owner's account, for impersonation.
pub async fn salon_admin_of<C: ConnectionTrait>(db: &C, salon_id: i64) -> Result<Option<i64>, Error> {
    Ok(account_roles::Entity::find()
        .filter(account_roles::Column::SalonId.eq(salon_id))
        .filter(account_roles::Column::Role.eq(Role::SalonAdmin.as_str()))
        .order_by_asc(account_roles::Column::Id)
        .one(db)
        .await?
        .map(|r| r.account_id))
}
