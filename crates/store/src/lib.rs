//! Persistence: the only crate that knows SQL. SeaORM entities, one migration set for SQLite
//! and PostgreSQL, and queries grouped per aggregate.

pub mod accounts;
pub mod admin_catalogue;
pub mod admin_portfolio;
pub mod admin_sales;
pub mod admin_salons;
pub mod admin_users;
pub mod agreements;
pub mod audit;
pub mod baskets;
pub mod blog;
pub mod bookings;
pub mod catalogue;
pub mod catalogue_snapshot;
pub mod chat;
pub mod desk;
pub mod entities;
pub mod favorites;
pub mod files;
pub mod finances;
pub mod info_pages;
pub mod jobs;
pub mod listing;
pub mod loyalty;
pub mod migration;
pub mod model;
pub mod newsletter;
pub mod notifications;
pub mod numbers;
pub mod ops;
pub mod partners;
pub mod platform_numbers;
pub mod push_subscriptions;
pub mod review_moderation;
pub mod salaries;
pub mod salon_clients;
pub mod salon_page;
pub mod salon_profile;
pub mod salons;
pub mod search;
pub mod seed;
pub mod service_moderation;
pub mod sms_usage;
mod sql;
pub mod subscriptions;
pub mod table;
pub mod team;

use std::time::Duration;

use sea_orm::DbErr;
use sea_orm::{ConnectOptions, ConnectionTrait, Database};
pub use sea_orm::{DatabaseConnection, DbBackend};
use sea_orm_migration::MigratorTrait;

/// Log directives (`tracing` filter syntax) that keep the database drivers to warnings.
pub const QUIET_LOGS: &str = "sqlx=warn,sea_orm=warn";

/// The pool every store function takes: callers hold it and pass it back, never query it.
pub type Db = DatabaseConnection;

/// What a store call fails with. Callers outside `store` see this type, never the driver's:
/// the cause is for the log, and the outcomes a caller acts on (a busy master, a duplicate)
/// come back as values, not errors.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct Error(#[from] DbErr);

impl Error {
    /// The write gave way to other writers of the same master's calendar (see
    /// `bookings::is_contention`): not a fault, the caller answers that the master is busy.
    pub fn is_contention(&self) -> bool {
        bookings::is_contention(&self.0)
    }
}

/// Which database a pool talks to, by name: `sqlite` or `postgres`.
pub fn backend_name(db: &Db) -> &'static str {
    match db.get_database_backend() {
        DbBackend::Postgres => "postgres",
        DbBackend::Sqlite => "sqlite",
        _ => "other",
    }
}

/// Answers when the database does: the health check's round trip.
pub async fn ping(db: &Db) -> Result<(), Error> {
    db.execute_unprepared("SELECT 1").await?;
    Ok(())
}

/// How much of a SQLite file the connections map into memory (address space, not RAM).
const SQLITE_MMAP_BYTES: u64 = 2 << 30;

/// Opens a pool for `url` (`sqlite://path` or `postgres://...`). For SQLite the file and its
/// folder are created, WAL is on, foreign keys are enforced and writers wait instead of failing.
pub async fn connect(url: &str) -> Result<DatabaseConnection, DbErr> {
    let folder = sqlite_path(url).and_then(|path| std::path::Path::new(path).parent()).filter(|parent| !parent.as_os_str().is_empty());
    if let Some(parent) = folder {
        std::fs::create_dir_all(parent).map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", parent.display())))?;
    }
    let sqlite = url.starts_with("sqlite");
    let mut options = ConnectOptions::new(url.to_owned());
    // sqlx pings every pooled connection it hands out by default: one more round trip per
    // statement outside a transaction (a PostgreSQL Sync, or on SQLite a hand-off to the
    // connection's thread and back, as dear as the statement itself; docs/performance.md,
    // "Pings"). A SQLite file cannot hang up; a PostgreSQL connection is checked only after it
    // sat idle long enough for a proxy or the server to have dropped it.
    if sqlite {
        options.test_before_acquire(false);
    } else {
        options.test_before_acquire_if_idle_for(Duration::from_secs(30));
    }
    options
        .max_connections(if sqlite { 8 } else { 20 })
        .min_connections(1)
        .connect_timeout(Duration::from_secs(10))
        .sqlx_logging(false)
        .map_sqlx_sqlite_opts(|o| {
            o.create_if_missing(true)
                .journal_mode(sea_orm::sqlx::sqlite::SqliteJournalMode::Wal)
                .synchronous(sea_orm::sqlx::sqlite::SqliteSynchronous::Normal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10))
                // Reads map the file instead of copying its pages into each connection's 2 MB
                // cache: the pool's eight connections share the kernel's page cache, so a large
                // database's hot pages are not read again by whichever connection a request gets
                // (docs/performance.md, "third pass"). SQLite caps it at its own maximum.
                .pragma("mmap_size", SQLITE_MMAP_BYTES.to_string())
        });
    Database::connect(options).await
}

/// The file path of a `sqlite:` URL, without query parameters.
fn sqlite_path(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.is_empty() && path != ":memory:").then_some(path)
}

/// Applies every pending migration. On SQLite it then lets `PRAGMA optimize` refresh the
/// planner's statistics where the data grew since they were taken: without them the places list
/// can walk a country-wide index for a district (issue #23). PostgreSQL's autovacuum does this.
pub async fn migrate(db: &DatabaseConnection) -> Result<(), DbErr> {
    migration::Migrator::up(db, None).await?;
    if db.get_database_backend() == sea_orm::DbBackend::Sqlite {
        db.execute_unprepared("PRAGMA optimize=0x10002").await?;
    }
    Ok(())
}

/// True when the catalogue holds nothing yet: the first start of a fresh database.
pub async fn is_empty(db: &DatabaseConnection) -> Result<bool, DbErr> {
    use sea_orm::{EntityTrait, PaginatorTrait};
    Ok(entities::provinces::Entity::find().count(db).await? == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_paths() {
        assert_eq!(sqlite_path("sqlite://data/randevu.db"), Some("data/randevu.db"));
        assert_eq!(sqlite_path("sqlite:///tmp/x.db?mode=rwc"), Some("/tmp/x.db"));
        assert_eq!(sqlite_path("sqlite::memory:"), None);
        assert_eq!(sqlite_path("postgres://localhost/test"), None);
    }
}
