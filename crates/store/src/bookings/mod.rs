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

use domain::booking::Status;
use sea_orm::{DatabaseConnection, DatabaseTransaction, SqliteTransactionMode, TransactionOptions, TransactionTrait};

fn live_statuses() -> Vec<&'static str> {
    Status::LIVE.iter().map(|s| s.as_str()).collect()
}

/// A write transaction that holds SQLite's write lock from its first statement, so a check made
/// inside it cannot be invalidated by another writer before the commit.
pub async fn begin_write(db: &DatabaseConnection) -> Result<DatabaseTransaction, Error> {
    db.begin_with_options(TransactionOptions { sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate), ..Default::default() })
        .await
        .map_err(Error::from)
}
