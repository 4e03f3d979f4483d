//! Changing an account's phone: the open change with its link token, and its steps.

use crate::Error;
use chrono::{Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::entities::phone_changes;

pub async fn create_phone_change<C: ConnectionTrait>(db: &C, account_id: i64, new_phone: &str, token_hash: &str) -> Result<(), Error> {
    phone_changes::ActiveModel {
        account_id: Set(account_id),
        new_phone: Set(new_phone.into()),
        token_hash: Set(token_hash.into()),
        created_at: Set(Utc::now()),
        link_verified_at: Set(None),
        completed_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// An open phone change by its link token, no older than a day.
pub async fn phone_change<C: ConnectionTrait>(db: &C, token_hash: &str) -> Result<Option<phone_changes::Model>, Error> {
    phone_changes::Entity::find()
        .filter(phone_changes::Column::TokenHash.eq(token_hash))
        .filter(phone_changes::Column::CompletedAt.is_null())
        .filter(phone_changes::Column::CreatedAt.gt(Utc::now() - Duration::hours(24)))
        .one(db)
        .await
        .map_err(Error::from)
}

pub async fn mark_phone_change<C: ConnectionTrait>(db: &C, id: i64, completed: bool) -> Result<(), Error> {
    let column = if completed { phone_changes::Column::CompletedAt } else { phone_changes::Column::LinkVerifiedAt };
    phone_changes::Entity::update_many()
        .col_expr(column, Expr::value(Utc::now()))
        .filter(phone_changes::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}
