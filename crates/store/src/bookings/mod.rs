//! Appointments: the calendars the availability engine reads, booking without double booking,
//! status changes with their event log, and the client's lists of visits.
//!
//! Double booking is impossible at the database level: PostgreSQL refuses an overlapping live
//! appointment of one master through the exclusion constraint `ex_appointments_master_time`,
//! SQLite through the triggers `tr_appointments_master_time_insert`/`_update`; both refusals
//! come back as `Booked::MasterBusy`. Every write that takes a master's time goes through
//! [`put_live`] (docs/booking.md).

mod book;
mod calendars;
mod guard;
mod reads;
mod status;

pub use book::*;
pub use calendars::*;
pub use guard::*;
pub use reads::*;
pub use status::*;

use crate::Error;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, LazyLock};

use domain::booking::Status;
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend, DbErr, ExecResult, QueryResult, SqliteTransactionMode, Statement,
    TransactionOptions, TransactionTrait,
};

fn live_statuses() -> Vec<&'static str> {
    Status::LIVE.iter().map(|s| s.as_str()).collect()
}

/// A write transaction that holds SQLite's write lock from its first statement, so a check made
/// inside it cannot be invalidated by another writer before the commit.
///
/// On SQLite the writers of one database file also queue in the process first (one async mutex
/// per file, held until commit or rollback): SQLite admits one writer anyway, and a writer that
/// finds the lock taken sleeps in the busy handler (1, 2, 5, 10 … 100 ms steps) and wakes up late
/// even when the lock was freed a moment after, which made 16 concurrent bookings wait ~100 ms
/// each (docs/performance.md "Booking writes"). Queued, the next writer starts the moment the one
/// before commits. Other processes (`randevu seed`, migrations) still meet the busy handler.
pub async fn begin_write(db: &DatabaseConnection) -> Result<WriteTxn, Error> {
    let queue = match db.get_database_backend() {
        DbBackend::Sqlite => Some(sqlite_writers(db).lock_owned().await),
        _ => None,
    };
    let txn = db
        .begin_with_options(TransactionOptions { sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate), ..Default::default() })
        .await?;
    Ok(WriteTxn { txn, _queue: queue })
}

/// The in-process queue of SQLite writers of `db`'s file.
fn sqlite_writers(db: &DatabaseConnection) -> Arc<tokio::sync::Mutex<()>> {
    static QUEUES: LazyLock<std::sync::Mutex<HashMap<PathBuf, Arc<tokio::sync::Mutex<()>>>>> = LazyLock::new(Default::default);
    let file = db.get_sqlite_connection_pool().connect_options().get_filename().to_path_buf();
    let file = file.canonicalize().unwrap_or(file);
    QUEUES.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).entry(file).or_default().clone()
}

/// A transaction of [`begin_write`]: used like a `DatabaseTransaction` (it derefs to one and is a
/// connection), and on SQLite it keeps its place in the writers' queue until it ends.
pub struct WriteTxn {
    txn: DatabaseTransaction,
    _queue: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl WriteTxn {
    pub async fn commit(self) -> Result<(), DbErr> {
        self.txn.commit().await
    }

    pub async fn rollback(self) -> Result<(), DbErr> {
        self.txn.rollback().await
    }
}

impl std::ops::Deref for WriteTxn {
    type Target = DatabaseTransaction;

    fn deref(&self) -> &DatabaseTransaction {
        &self.txn
    }
}

#[async_trait::async_trait]
impl ConnectionTrait for WriteTxn {
    fn get_database_backend(&self) -> DbBackend {
        self.txn.get_database_backend()
    }

    async fn execute_raw(&self, stmt: Statement) -> Result<ExecResult, DbErr> {
        self.txn.execute_raw(stmt).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        self.txn.execute_unprepared(sql).await
    }

    async fn query_one_raw(&self, stmt: Statement) -> Result<Option<QueryResult>, DbErr> {
        self.txn.query_one_raw(stmt).await
    }

    async fn query_all_raw(&self, stmt: Statement) -> Result<Vec<QueryResult>, DbErr> {
        self.txn.query_all_raw(stmt).await
    }
}
