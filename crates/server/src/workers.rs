//! Background work of the server process.

use std::time::Duration;

use store::Db;

/// Every hour (and at start), carries out account deletions whose date has come (7 business
/// days after the request). Idempotent, so several nodes may run it.
pub fn spawn_account_deletions(db: Db) {
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

/// Polls the jobs table every `poll` and runs what is due (booking confirmations, completions,
/// reminders and messages), finishes after-orders salon deactivations whose time has come, and
/// folds the platform's appended day-row changes.
/// Jobs live in the database, so a restart loses none; the handle lets
/// tests stop the worker as a shutdown would.
pub fn spawn_jobs(state: api::AppState, poll: Duration) -> tokio::task::JoinHandle<()> {
    spawn_jobs_until(state, poll, tokio::sync::watch::channel(false).1)
}

/// Like [`spawn_jobs`], stopping once `stop` turns true: a batch under way is finished (its jobs
/// done and their leases settled), no new one is started, and the task ends, so a graceful
/// shutdown awaits it instead of cutting a job in half.
pub fn spawn_jobs_until(state: api::AppState, poll: Duration, mut stop: tokio::sync::watch::Receiver<bool>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(poll);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                // `Err` (no sender, as in `spawn_jobs`) never stops the worker: the branch is
                // disabled and the tick decides.
                Ok(_) = stop.wait_for(|stopped| *stopped) => return,
            }
            // Salons deactivated "after orders finish" whose last planned visit is over become
            // deactivated (one indexed query when none is waiting).
            match store::admin_salons::finish_deactivations(&state.db, chrono::Utc::now()).await {
                Ok(0) => {}
                Ok(count) => tracing::info!(count, "salon deactivations finished"),
                Err(err) => tracing::error!(error = %err, "salon deactivation sweep failed"),
            }
            // Subscriptions at their period's end or due for a retry: renewed, dunned or ended.
            match api::renewals::sweep(&state, chrono::Utc::now()).await {
                Ok(0) => {}
                Ok(count) => tracing::info!(count, "subscriptions settled"),
                Err(err) => tracing::error!(error = %err, "subscription sweep failed"),
            }
            // Planned blog posts whose time has come are published (one indexed update).
            match store::blog::publish_due(&state.db, chrono::Utc::now()).await {
                Ok(0) => {}
                Ok(count) => tracing::info!(count, "planned blog posts published"),
                Err(err) => tracing::error!(error = %err, "blog publication sweep failed"),
            }
            // Loyalty points past their expiry leave the balances, each with its ledger entry.
            match store::loyalty::expire_due(&state.db, chrono::Utc::now()).await {
                Ok(0) => {}
                Ok(points) => tracing::info!(points, "loyalty points expired"),
                Err(err) => tracing::error!(error = %err, "loyalty expiry sweep failed"),
            }
            // The appointments' changes appended for the platform's day rows are folded into them
            // (one read of the changes' last id when there are none).
            if let Err(err) = store::platform_numbers::days::fold(&state.db).await {
                tracing::error!(error = %err, "platform day rows fold failed");
            }
            // Drain: keep going while full batches come back.
            while !*stop.borrow() {
                match api::booking::jobs::run_due(&state, chrono::Utc::now()).await {
                    Ok(count) if count >= 20 => continue,
                    Ok(_) => break,
                    Err(err) => {
                        tracing::error!(error = %err, "jobs run failed");
                        break;
                    }
                }
            }
        }
    })
}
