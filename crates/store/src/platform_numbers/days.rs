//! The platform's appointments per visit day and status, kept by migration 000052: the folded rows
//! (`platform_days`) plus the changes the appointments' triggers appended since the last fold
//! (`platform_day_changes`). Reads sum both, so they are exact at any moment; [`fold`] only keeps
//! the changes few.

use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, TransactionTrait};

use crate::sql::statement;
use crate::{Db, Error};

/// Every kept row of the days `?..=?` (twice: the folded rows', then the changes'), as
/// `day, status, appointments, collected`; sum them by day and status.
pub(crate) const KEPT_ROWS: &str = "SELECT day, status, appointments, collected FROM platform_days WHERE day >= ? AND day <= ? \
     UNION ALL SELECT day, status, appointments, collected FROM platform_day_changes WHERE day >= ? AND day <= ?";

/// Moves the appended changes into the day rows; `false`, and no write, when there were none.
/// Safe to run from several nodes at once: a change is deleted and added by one statement
/// (PostgreSQL) or one write transaction (SQLite), so it counts once.
pub async fn fold(db: &Db) -> Result<bool, Error> {
    #[derive(FromQueryResult)]
    struct Last {
        id: Option<i64>,
    }
    let backend = db.get_database_backend();
    // The primary key's last entry: no write, and no write lock on SQLite, while nothing changed.
    let last = Last::find_by_statement(statement(backend, "SELECT MAX(id) AS id FROM platform_day_changes", vec![])).one(db).await?;
    let Some(last) = last.and_then(|l| l.id) else { return Ok(false) };
    const ADD: &str = "ON CONFLICT (day, status) DO UPDATE SET appointments = platform_days.appointments + excluded.appointments, \
         collected = platform_days.collected + excluded.collected";
    if backend == DbBackend::Postgres {
        // One statement: a change committed late with a lower id than `last` is either both
        // deleted and added here or left for the next fold, never deleted unadded.
        let sql = format!(
            "WITH moved AS (DELETE FROM platform_day_changes WHERE id <= ? RETURNING day, status, appointments, collected) \
             INSERT INTO platform_days (day, status, appointments, collected) \
             SELECT day, status, CAST(SUM(appointments) AS BIGINT), CAST(SUM(collected) AS BIGINT) FROM moved GROUP BY day, status {ADD}"
        );
        db.execute_raw(statement(backend, &sql, vec![last.into()])).await?;
    } else {
        let txn = db.begin().await?;
        // SQLite needs the `WHERE` for an upsert from a `SELECT`.
        let sql = format!(
            "INSERT INTO platform_days (day, status, appointments, collected) \
             SELECT day, status, SUM(appointments), SUM(collected) FROM platform_day_changes WHERE id <= ? GROUP BY day, status {ADD}"
        );
        txn.execute_raw(statement(backend, &sql, vec![last.into()])).await?;
        txn.execute_raw(statement(backend, "DELETE FROM platform_day_changes WHERE id <= ?", vec![last.into()])).await?;
        txn.commit().await?;
    }
    Ok(true)
}
