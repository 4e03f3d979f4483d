//! The SMS a salon caused, per calendar month in Europe/Istanbul (`salon_sms_usage`, issue #18):
//! its plan's quota. The count is taken BEFORE an SMS goes, by one statement that either adds the
//! message or refuses it, so salons sending at once can never pass the limit between a read and
//! a write (a pre-check is not a guard). Unlimited plans count too: the salon's screen shows it.

use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::Error;
use crate::sql::statement;

#[derive(FromQueryResult)]
struct Sent {
    sent: i32,
}

/// Takes one SMS of `month` (`domain::subscription::sms_month`) for the salon when its `limit`
/// (`None`: unlimited) allows it, and returns the month's count with it; `None` when the quota
/// is used up (nothing changes). One `INSERT .. ON CONFLICT DO UPDATE .. WHERE .. RETURNING`: the
/// row is locked by the update (PostgreSQL) or the database by the write (SQLite), and the WHERE
/// is evaluated on the latest count, so concurrent reservations at 95 of 100 give exactly five.
pub async fn reserve(db: &impl ConnectionTrait, salon_id: i64, month: &str, limit: Option<u32>) -> Result<Option<u32>, Error> {
    if limit == Some(0) {
        return Ok(None);
    }
    let guard = if limit.is_some() { " WHERE salon_sms_usage.sent < ?" } else { "" };
    let sql = format!(
        "INSERT INTO salon_sms_usage (salon_id, month, sent) VALUES (?, ?, 1) \
         ON CONFLICT (salon_id, month) DO UPDATE SET sent = salon_sms_usage.sent + 1{guard} RETURNING sent"
    );
    let mut values: Vec<Value> = vec![salon_id.into(), month.into()];
    values.extend(limit.map(|l| Value::from(l as i32)));
    let row = Sent::find_by_statement(statement(db.get_database_backend(), &sql, values)).one(db).await?;
    Ok(row.map(|r| r.sent.max(0) as u32))
}

/// Gives back a reservation whose SMS the provider refused: it did not go, so it does not count.
pub async fn release(db: &impl ConnectionTrait, salon_id: i64, month: &str) -> Result<(), Error> {
    let sql = "UPDATE salon_sms_usage SET sent = sent - 1 WHERE salon_id = ? AND month = ? AND sent > 0";
    db.execute_raw(statement(db.get_database_backend(), sql, vec![salon_id.into(), month.into()])).await?;
    Ok(())
}

/// SMS the salon caused in `month`.
pub async fn used(db: &impl ConnectionTrait, salon_id: i64, month: &str) -> Result<u32, Error> {
    let sql = "SELECT sent FROM salon_sms_usage WHERE salon_id = ? AND month = ?";
    let row = Sent::find_by_statement(statement(db.get_database_backend(), sql, vec![salon_id.into(), month.into()])).one(db).await?;
    Ok(row.map_or(0, |r| r.sent.max(0) as u32))
}
