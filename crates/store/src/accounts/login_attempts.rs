//! Failed password logins per phone and per IP address, in the database so that every server
//! node counts the same attempts (as the SMS code limits count `login_codes`).

use crate::Error;
use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};

use crate::entities::login_attempts;

/// How many password logins failed for `phone`, and from `ip`, since `since`.
pub async fn failed_logins_since<C: ConnectionTrait>(db: &C, phone: &str, ip: &str, since: DateTime<Utc>) -> Result<(u64, u64), Error> {
    let recent = || login_attempts::Entity::find().filter(login_attempts::Column::CreatedAt.gt(since));
    let by_phone = recent().filter(login_attempts::Column::Phone.eq(phone)).count(db).await?;
    let by_ip = recent().filter(login_attempts::Column::Ip.eq(ip)).count(db).await?;
    Ok((by_phone, by_ip))
}

/// Records one failed password login, and forgets those older than `forget_before` (they no
/// longer count toward any limit), so the table stays small.
pub async fn record_failed_login<C: ConnectionTrait>(
    db: &C,
    phone: &str,
    ip: &str,
    now: DateTime<Utc>,
    forget_before: DateTime<Utc>,
) -> Result<(), Error> {
    login_attempts::Entity::delete_many().filter(login_attempts::Column::CreatedAt.lt(forget_before)).exec(db).await?;
    login_attempts::ActiveModel { phone: Set(phone.into()), ip: Set(ip.into()), created_at: Set(now), ..Default::default() }
        .insert(db)
        .await?;
    Ok(())
}
