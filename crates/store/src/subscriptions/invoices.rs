//! Invoice numbers: sequential across the platform, without gaps. The counter is a row of
//! `platform_settings` read and advanced inside the transaction that marks the payment paid, so a
//! rolled-back payment gives its number back and two payments at once cannot take the same one:
//! PostgreSQL locks the row (`FOR UPDATE`) until commit, SQLite's immediate transaction
//! (`bookings::begin_write`) admits one writer. The unique index on `invoice_number` is the last
//! guard.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend};

use crate::Error;
use crate::sql::statement;

const COUNTER: &str = "invoice_counter";

/// The next invoice number (1, 2, 3, …), taken inside the caller's write transaction.
pub async fn next_invoice_number(txn: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<i64, Error> {
    let backend = txn.get_database_backend();
    txn.execute_raw(statement(
        backend,
        "INSERT INTO platform_settings (key, value, updated_at) VALUES (?, '0', ?) ON CONFLICT (key) DO NOTHING",
        vec![COUNTER.into(), now.into()],
    ))
    .await?;
    let lock = if backend == DbBackend::Postgres { " FOR UPDATE" } else { "" };
    let row = txn
        .query_one_raw(statement(backend, &format!("SELECT value FROM platform_settings WHERE key = ?{lock}"), vec![COUNTER.into()]))
        .await?
        .ok_or_else(|| Error::from(sea_orm::DbErr::RecordNotFound(COUNTER.into())))?;
    let value: String = row.try_get("", "value")?;
    let next = value.trim().parse::<i64>().unwrap_or(0) + 1;
    txn.execute_raw(statement(
        backend,
        "UPDATE platform_settings SET value = ?, updated_at = ? WHERE key = ?",
        vec![next.to_string().into(), now.into(), COUNTER.into()],
    ))
    .await?;
    Ok(next)
}
