//! The payment provider's events seen (table `payment_events`): a webhook delivered twice is
//! recorded once, so the second delivery changes nothing.

use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;

use crate::Error;
use crate::sql::statement;

/// Records the event inside the caller's transaction; `false` when it was seen before.
pub async fn first_seen(
    txn: &impl ConnectionTrait,
    provider: &str,
    event_id: &str,
    payload: &str,
    now: DateTime<Utc>,
) -> Result<bool, Error> {
    let result = txn
        .execute_raw(statement(
            txn.get_database_backend(),
            "INSERT INTO payment_events (provider, event_id, payload, received_at) VALUES (?, ?, ?, ?) \
             ON CONFLICT (provider, event_id) DO NOTHING",
            vec![provider.into(), event_id.into(), payload.into(), now.into()],
        ))
        .await?;
    Ok(result.rows_affected() == 1)
}
