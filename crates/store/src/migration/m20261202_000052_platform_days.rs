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

fn tables(integer: &str, date: &str, key: &str) -> [String; 2] {
    [
        format!(
            "CREATE TABLE {DAYS} (day {date} NOT NULL, status TEXT NOT NULL, appointments {integer} NOT NULL, \
             collected {integer} NOT NULL, PRIMARY KEY (day, status))"
        ),
        format!(
            "CREATE TABLE {CHANGES} (id {key}, day {date} NOT NULL, status TEXT NOT NULL, appointments {integer} NOT NULL, \
             collected {integer} NOT NULL)"
        ),
    ]
}

fn sqlite_up() -> Vec<String> {
    let [days, changes] = tables("INTEGER", "TEXT", "INTEGER PRIMARY KEY AUTOINCREMENT");
    vec![
        format!("{days} WITHOUT ROWID"),
        changes,
        FILL.to_owned(),
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
    let [days, changes] = tables("BIGINT", "DATE", "BIGSERIAL PRIMARY KEY");
    vec![
        days,
        changes,
        FILL.to_owned(),
        format!(
            "CREATE FUNCTION platform_days_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {} END IF; \
             IF TG_OP IN ('UPDATE', 'INSERT') THEN {} END IF; RETURN NULL; END $$",
            change("OLD", "-"),
            change("NEW", "")
        ),
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
pub fn rebuild() -> Vec<String> {
    vec![format!("DELETE FROM {CHANGES}"), format!("DELETE FROM {DAYS}"), FILL.to_owned()]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements = if manager.get_database_backend() == DatabaseBackend::Postgres { postgres_up() } else { sqlite_up() };
        super::run_statements(manager.get_connection(), &statements).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements: Vec<String> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_platform_days ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_platform_days_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS platform_days_change()".into(),
            ]
        } else {
            ["insert", "delete", "update"].iter().map(|t| format!("DROP TRIGGER IF EXISTS tr_platform_days_{t}")).collect()
        };
        let tables = [format!("DROP TABLE IF EXISTS {CHANGES}"), format!("DROP TABLE IF EXISTS {DAYS}")];
        super::run_statements(manager.get_connection(), &[statements, tables.to_vec()].concat()).await
    }
}
