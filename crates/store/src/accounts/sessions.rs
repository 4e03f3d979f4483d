//! Login sessions, kept by the hash of their token.

use crate::Error;
use chrono::{Duration, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect, Set};

use crate::entities::{accounts, sessions};

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

/// A live session by its token hash with its account (not deleted), in one statement: every
/// logged-in request reads them (`api::auth::load`).
pub async fn session_and_account<C: ConnectionTrait>(
    db: &C,
    token_hash: &str,
) -> Result<Option<(sessions::Model, accounts::Model)>, Error> {
    let account = sessions::Entity::belongs_to(accounts::Entity).from(sessions::Column::AccountId).to(accounts::Column::Id).into();
    let found = sessions::Entity::find()
        .join(JoinType::InnerJoin, account)
        .select_also(accounts::Entity)
        .filter(sessions::Column::TokenHash.eq(token_hash))
        .filter(sessions::Column::ExpiresAt.gt(Utc::now()))
        .filter(accounts::Column::DeletedAt.is_null())
        .one(db)
        .await?;
    Ok(found.and_then(|(session, account)| account.map(|account| (session, account))))
}

pub async fn delete_session<C: ConnectionTrait>(db: &C, id: i64) -> Result<(), Error> {
    sessions::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

pub async fn delete_sessions_of<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<(), Error> {
    sessions::Entity::delete_many().filter(sessions::Column::AccountId.eq(account_id)).exec(db).await?;
    Ok(())
}
