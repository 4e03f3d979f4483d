//! One-time login codes sent by SMS: the send limits, the newest code, wrong tries and use.

use crate::Error;
use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::entities::login_codes;

/// When codes were sent to `phone`, and from `ip`, during the last day.
pub async fn recent_code_sends<C: ConnectionTrait>(
    db: &C,
    phone: &str,
    ip: &str,
) -> Result<(Vec<DateTime<Utc>>, Vec<DateTime<Utc>>), Error> {
    let since = Utc::now() - Duration::hours(24);
    let by_phone = login_codes::Entity::find()
        .filter(login_codes::Column::Phone.eq(phone))
        .filter(login_codes::Column::CreatedAt.gt(since))
        .all(db)
        .await?
        .into_iter()
        .map(|c| c.created_at)
        .collect();
    let by_ip = login_codes::Entity::find()
        .filter(login_codes::Column::Ip.eq(ip))
        .filter(login_codes::Column::CreatedAt.gt(Utc::now() - Duration::hours(1)))
        .all(db)
        .await?
        .into_iter()
        .map(|c| c.created_at)
        .collect();
    Ok((by_phone, by_ip))
}

pub async fn insert_code<C: ConnectionTrait>(db: &C, phone: &str, purpose: &str, code_hash: &str, ip: &str) -> Result<(), Error> {
    login_codes::ActiveModel {
        phone: Set(phone.into()),
        purpose: Set(purpose.into()),
        code_hash: Set(code_hash.into()),
        ip: Set(Some(ip.into())),
        wrong_tries: Set(0),
        created_at: Set(Utc::now()),
        used_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The newest code sent to `phone` for `purpose`; older ones are dead once a new one is sent.
pub async fn latest_code<C: ConnectionTrait>(db: &C, phone: &str, purpose: &str) -> Result<Option<login_codes::Model>, Error> {
    login_codes::Entity::find()
        .filter(login_codes::Column::Phone.eq(phone))
        .filter(login_codes::Column::Purpose.eq(purpose))
        .order_by_desc(login_codes::Column::CreatedAt)
        .order_by_desc(login_codes::Column::Id)
        .one(db)
        .await
        .map_err(Error::from)
}

pub async fn count_wrong_try<C: ConnectionTrait>(db: &C, code_id: i64) -> Result<(), Error> {
    login_codes::Entity::update_many()
        .col_expr(login_codes::Column::WrongTries, Expr::col(login_codes::Column::WrongTries).add(1))
        .filter(login_codes::Column::Id.eq(code_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Marks a code used; false when another request used it first.
pub async fn use_code<C: ConnectionTrait>(db: &C, code_id: i64) -> Result<bool, Error> {
    let result = login_codes::Entity::update_many()
        .col_expr(login_codes::Column::UsedAt, Expr::value(Utc::now()))
        .filter(login_codes::Column::Id.eq(code_id))
        .filter(login_codes::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}
