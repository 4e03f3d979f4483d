//! Login sessions, kept by the hash of their token.

use crate::Error;
use chrono::{Duration, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, JoinType, QueryFilter, QueryOrder, QuerySelect,
    QueryTrait, Set,
};

use super::{RoleGrant, grants};
use crate::entities::{account_roles, accounts, sessions};

pub async fn create_session<C: ConnectionTrait>(
    db: &C,
    account_id: i64,
    token_hash: &str,
    impersonator_id: Option<i64>,
    impersonated_salon_id: Option<i64>,
) -> Result<sessions::Model, Error> {
    let now = Utc::now();
    sessions::ActiveModel {
        account_id: Set(account_id),
        token_hash: Set(token_hash.into()),
        impersonator_id: Set(impersonator_id),
        impersonated_salon_id: Set(impersonated_salon_id),
        created_at: Set(now),
        expires_at: Set(now + Duration::days(domain::access::SESSION_DAYS)),
        last_seen_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .map_err(Error::from)
}

/// A live session by its token hash with its account (not deleted) and the account's roles, in
/// one statement (a row per role): every logged-in request reads them (`api::auth::load`).
pub async fn session_with_roles<C: ConnectionTrait>(
    db: &C,
    token_hash: &str,
) -> Result<Option<(sessions::Model, accounts::Model, Vec<RoleGrant>)>, Error> {
    let account = sessions::Entity::belongs_to(accounts::Entity).from(sessions::Column::AccountId).to(accounts::Column::Id).into();
    let roles = accounts::Entity::belongs_to(account_roles::Entity).from(accounts::Column::Id).to(account_roles::Column::AccountId).into();
    // `select_also` names the session's columns `A_…` and the account's `B_…`.
    let query = sessions::Entity::find()
        .join(JoinType::InnerJoin, account)
        .join(JoinType::LeftJoin, roles)
        .select_also(accounts::Entity)
        .column_as(account_roles::Column::Role, ROLE)
        .column_as(account_roles::Column::SalonId, ROLE_SALON)
        .filter(sessions::Column::TokenHash.eq(token_hash))
        .filter(sessions::Column::ExpiresAt.gt(Utc::now()))
        .filter(accounts::Column::DeletedAt.is_null())
        .order_by_asc(account_roles::Column::Id)
        .into_query();
    let rows = db.query_all(&query).await?;
    let Some(first) = rows.first() else { return Ok(None) };
    let session = sessions::Model::from_query_result(first, "A_")?;
    let account = accounts::Model::from_query_result(first, "B_")?;
    let mut held = Vec::with_capacity(rows.len());
    for row in &rows {
        if let Some(role) = row.try_get::<Option<String>>("", ROLE)? {
            held.push((role, row.try_get::<Option<i64>>("", ROLE_SALON)?));
        }
    }
    Ok(Some((session, account, grants(held))))
}

const ROLE: &str = "held_role";
const ROLE_SALON: &str = "held_role_salon_id";

pub async fn delete_session<C: ConnectionTrait>(db: &C, id: i64) -> Result<(), Error> {
    sessions::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

pub async fn delete_sessions_of<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<(), Error> {
    sessions::Entity::delete_many().filter(sessions::Column::AccountId.eq(account_id)).exec(db).await?;
    Ok(())
}
