//! Login sessions, kept by the hash of their token.

use crate::Error;
use chrono::{Duration, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::entities::sessions;

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

/// A live session by its token hash.
pub async fn session<C: ConnectionTrait>(db: &C, token_hash: &str) -> Result<Option<sessions::Model>, Error> {
    sessions::Entity::find()
        .filter(sessions::Column::TokenHash.eq(token_hash))
        .filter(sessions::Column::ExpiresAt.gt(Utc::now()))
        .one(db)
        .await
        .map_err(Error::from)
}

pub async fn delete_session<C: ConnectionTrait>(db: &C, id: i64) -> Result<(), Error> {
    sessions::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}

pub async fn delete_sessions_of<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<(), Error> {
    sessions::Entity::delete_many().filter(sessions::Column::AccountId.eq(account_id)).exec(db).await?;
    Ok(())
}
