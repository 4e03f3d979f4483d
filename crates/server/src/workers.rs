//! Background work of the server process.

use std::time::Duration;

use sea_orm::DatabaseConnection;

/// Every hour (and at start), carries out account deletions whose date has come (7 business
/// days after the request). Idempotent, so several nodes may run it.
pub fn spawn_account_deletions(db: DatabaseConnection) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(3600));
        loop {
            tick.tick().await;
            match store::accounts::process_due_deletions(&db, chrono::Utc::now().date_naive()).await {
                Ok(0) => {}
                Ok(count) => tracing::info!(count, "accounts deleted as scheduled"),
                Err(err) => tracing::error!(error = %err, "account deletion run failed"),
            }
        }
    });
}
