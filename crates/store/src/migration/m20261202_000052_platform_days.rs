//! The platform's appointments per visit day and status (issue #19 item 6 at scale: the platform
//! admin's bookings by day and the masters' money read every appointment of the period — ~170,000
//! index entries for 30 days of the large dataset, 40–110 ms p95 at four clients).
//!
//! `platform_days` holds, per visit day and status, how many appointments there are and what they
//! collect (`total_price - points_discount`; the masters' revenue is the completed rows' sum). A
//! row per day shared by every salon of the platform would make every booking of a day wait for
//! the others' commits on PostgreSQL (issue #15's throughput), so the triggers do not touch it:
//! each appointment written, changed or deleted *appends* its change to `platform_day_changes`
//! (minus the old day and status, plus the new), which takes no lock another booking waits for,
//! and `store::platform_numbers::days::fold` moves the changes into `platform_days` in one
//! statement (the server's worker does it every poll). A read sums both tables, so it is exact
//! whenever it runs; the changes not yet folded are a few seconds' worth.
//!
//! `salon_online_days` holds, per salon and day of booking (Europe/Istanbul), how many online
//! bookings were made (`source = 'online'`): the conversion's bookings per salon and in total read
//! at most a row per salon and day instead of every online booking of the period (~100,000 index
//! entries for 30 days of the large dataset). A row is one salon's, so only that salon's bookings
//! of the same day wait for each other, as with 000040's `appointment_days`.

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000052_platform_days"
    }
}

pub const DAYS: &str = "platform_days";
pub const CHANGES: &str = "platform_day_changes";

/// The appointment columns the rows read: a change of any other column appends nothing.
const SOURCE_COLUMNS: &str = "provision_date, status, total_price, points_discount";

pub const ONLINE_DAYS: &str = "salon_online_days";
/// The appointment columns the online rows read.
const ONLINE_COLUMNS: &str = "salon_id, source, created_at";

/// The day in Europe/Istanbul of `{row}.created_at` (the analytics' days). SQLite has no time
/// zones: Turkey has kept UTC+3 all year since 2016, and the text is cut to whole seconds first
/// (SQLite rounds a fraction like `.9999999` up to the next second, and so past midnight).
fn booking_day(backend: DatabaseBackend, row: &str) -> String {
    match backend {
        DatabaseBackend::Postgres => format!("CAST({row}.created_at AT TIME ZONE 'Europe/Istanbul' AS DATE)"),
        _ => format!("date(substr({row}.created_at, 1, 19), '+3 hours')"),
    }
}

/// Adds (`sign` "") or takes off ("-") online booking `row` (`NEW` or `OLD`) to its salon's day.
fn online_row(backend: DatabaseBackend, row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {ONLINE_DAYS} (day, salon_id, bookings) SELECT {}, {row}.salon_id, {sign}1 WHERE {row}.source = 'online' \
         ON CONFLICT (day, salon_id) DO UPDATE SET bookings = {ONLINE_DAYS}.bookings + excluded.bookings;",
        booking_day(backend, row)
    )
}

fn fill_online(backend: DatabaseBackend) -> String {
    let day = booking_day(backend, "a");
    format!(
        "INSERT INTO {ONLINE_DAYS} (day, salon_id, bookings) SELECT {day}, a.salon_id, COUNT(*) FROM appointments a \
         WHERE a.source = 'online' GROUP BY {day}, a.salon_id"
    )
}

/// Appends appointment `row` (`NEW` or `OLD`) with `sign` ("" adds, "-" takes off).
fn change(row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {CHANGES} (day, status, appointments, collected) \
         SELECT {row}.provision_date, {row}.status, {sign}1, {sign}({row}.total_price - {row}.points_discount) \
         WHERE {row}.provision_date IS NOT NULL;"
    )
}

/// The rows of what is stored now.
const FILL: &str = "INSERT INTO platform_days (day, status, appointments, collected) \
     SELECT provision_date, status, COUNT(*), CAST(SUM(total_price - points_discount) AS BIGINT) FROM appointments \
     WHERE provision_date IS NOT NULL GROUP BY provision_date, status";

/// The tables; `include` follows the online rows' key (PostgreSQL's `INCLUDE`: the count is read
/// from the index alone; a SQLite `WITHOUT ROWID` table is its key's index).
fn tables(integer: &str, date: &str, key: &str, include: &str) -> [String; 3] {
    [
        format!(
            "CREATE TABLE {DAYS} (day {date} NOT NULL, status TEXT NOT NULL, appointments {integer} NOT NULL, \
             collected {integer} NOT NULL, PRIMARY KEY (day, status))"
        ),
        format!(
            "CREATE TABLE {CHANGES} (id {key}, day {date} NOT NULL, status TEXT NOT NULL, appointments {integer} NOT NULL, \
             collected {integer} NOT NULL)"
        ),
        format!(
            "CREATE TABLE {ONLINE_DAYS} (day {date} NOT NULL, salon_id {integer} NOT NULL, bookings {integer} NOT NULL, \
             PRIMARY KEY (day, salon_id){include})"
        ),
    ]
}

fn sqlite_up() -> Vec<String> {
    let backend = DatabaseBackend::Sqlite;
    let [days, changes, online] = tables("INTEGER", "TEXT", "INTEGER PRIMARY KEY AUTOINCREMENT", "");
    vec![
        format!("{days} WITHOUT ROWID"),
        changes,
        FILL.to_owned(),
        format!("{online} WITHOUT ROWID"),
        fill_online(backend),
        format!("CREATE TRIGGER tr_online_days_insert AFTER INSERT ON appointments BEGIN {} END", online_row(backend, "NEW", "")),
        format!("CREATE TRIGGER tr_online_days_delete AFTER DELETE ON appointments BEGIN {} END", online_row(backend, "OLD", "-")),
        format!(
            "CREATE TRIGGER tr_online_days_update AFTER UPDATE OF {ONLINE_COLUMNS} ON appointments BEGIN {} {} END",
            online_row(backend, "OLD", "-"),
            online_row(backend, "NEW", "")
        ),
        format!("CREATE TRIGGER tr_platform_days_insert AFTER INSERT ON appointments BEGIN {} END", change("NEW", "")),
        format!("CREATE TRIGGER tr_platform_days_delete AFTER DELETE ON appointments BEGIN {} END", change("OLD", "-")),
        format!(
            "CREATE TRIGGER tr_platform_days_update AFTER UPDATE OF {SOURCE_COLUMNS} ON appointments \
             WHEN OLD.provision_date IS NOT NEW.provision_date OR OLD.status IS NOT NEW.status \
             OR OLD.total_price IS NOT NEW.total_price OR OLD.points_discount IS NOT NEW.points_discount BEGIN {} {} END",
            change("OLD", "-"),
            change("NEW", "")
        ),
    ]
}

fn postgres_up() -> Vec<String> {
    let backend = DatabaseBackend::Postgres;
    let [days, changes, online] = tables("BIGINT", "DATE", "BIGSERIAL PRIMARY KEY", " INCLUDE (bookings)");
    vec![
        days,
        changes,
        FILL.to_owned(),
        online,
        fill_online(backend),
        super::row_change_function("online_days_change", &online_row(backend, "OLD", "-"), &online_row(backend, "NEW", "")),
        "CREATE TRIGGER tr_online_days AFTER INSERT OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION online_days_change()"
            .to_owned(),
        format!(
            "CREATE TRIGGER tr_online_days_update AFTER UPDATE OF {ONLINE_COLUMNS} ON appointments FOR EACH ROW \
             WHEN (OLD.salon_id IS DISTINCT FROM NEW.salon_id OR OLD.source IS DISTINCT FROM NEW.source \
             OR OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION online_days_change()"
        ),
        format!("ANALYZE {ONLINE_DAYS}"),
        super::row_change_function("platform_days_change", &change("OLD", "-"), &change("NEW", "")),
        "CREATE TRIGGER tr_platform_days AFTER INSERT OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION platform_days_change()"
            .to_owned(),
        format!(
            "CREATE TRIGGER tr_platform_days_update AFTER UPDATE OF {SOURCE_COLUMNS} ON appointments FOR EACH ROW \
             WHEN (OLD.provision_date IS DISTINCT FROM NEW.provision_date OR OLD.status IS DISTINCT FROM NEW.status \
             OR OLD.total_price IS DISTINCT FROM NEW.total_price OR OLD.points_discount IS DISTINCT FROM NEW.points_discount) \
             EXECUTE FUNCTION platform_days_change()"
        ),
        format!("ANALYZE {DAYS}"),
    ]
}

/// Counts the rows again from every appointment: a bulk load that wrote with the triggers off
/// (the history seed on PostgreSQL) calls this once at its end.
pub fn rebuild(backend: DatabaseBackend) -> Vec<String> {
    vec![
        format!("DELETE FROM {CHANGES}"),
        format!("DELETE FROM {DAYS}"),
        FILL.to_owned(),
        format!("DELETE FROM {ONLINE_DAYS}"),
        fill_online(backend),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::run_for_backend(manager, postgres_up, sqlite_up).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements: Vec<String> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_platform_days ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_platform_days_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS platform_days_change()".into(),
                "DROP TRIGGER IF EXISTS tr_online_days ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_online_days_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS online_days_change()".into(),
            ]
        } else {
            ["platform", "online"]
                .iter()
                .flat_map(|table| ["insert", "delete", "update"].map(|op| format!("DROP TRIGGER IF EXISTS tr_{table}_days_{op}")))
                .collect()
        };
        let tables = [CHANGES, DAYS, ONLINE_DAYS].map(|t| format!("DROP TABLE IF EXISTS {t}"));
        super::run_statements(manager.get_connection(), &[statements, tables.to_vec()].concat()).await
    }
}

#[cfg(test)]
mod tests {
    use sea_orm::Statement;

    use crate::platform_numbers::days::KEPT_ROWS;
    use crate::platform_numbers::figures::{ONLINE_BOOKINGS, ONLINE_BOOKINGS_TOTAL};

    /// On a migrated SQLite file, the analytics' day-row statements search their tables' keys by
    /// the period's days; none reads the appointments.
    #[tokio::test]
    async fn the_analytics_search_the_day_rows_by_day() {
        let dir = tempfile::tempdir().unwrap();
        let db = crate::connect(&format!("sqlite://{}/t.db", dir.path().display())).await.unwrap();
        crate::migrate(&db).await.unwrap();
        let days = || vec!["2026-01-01".into(), "2026-01-31".into()];
        for (sql, values, tables) in [
            (KEPT_ROWS, [days(), days()].concat(), &[super::DAYS, super::CHANGES][..]),
            (ONLINE_BOOKINGS, days(), &[super::ONLINE_DAYS][..]),
            (ONLINE_BOOKINGS_TOTAL, days(), &[super::ONLINE_DAYS][..]),
        ] {
            let steps = crate::sql::sqlite_plan(&db, Statement::from_sql_and_values(db.get_database_backend(), sql, values)).await;
            assert!(!steps.iter().any(|step| step.contains("appointments")), "{sql}: {steps:?}");
            assert!(
                steps.iter().any(|step| step.contains(&format!("SEARCH {} USING PRIMARY KEY (day>? AND day<?)", tables[0]))),
                "{sql}: {steps:?}"
            );
        }
    }
}
