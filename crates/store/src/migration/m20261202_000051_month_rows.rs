//! Coarser kept rows for the salaries and the services' figures over long periods (issue #19's
//! speed target: a year of salaries in ≤ 50 ms p95 at four clients).
//!
//! - `appointment_service_months`: the services' day rows of 000040 summed per calendar month
//!   (`month_start` is the month's first day). A period's whole months are read here and only its
//!   edge days from the day rows, through `ix_appointment_service_days_day` (salon, day — the day
//!   rows' key starts with master and service, so without it every day row of the salon was read
//!   for any period: 43,790 rows of the benchmark salon for a year's salaries, ~6.7 ms of
//!   SQLite; now ~2,500 month rows and a month of edge days, ~2.7 ms).
//! - `master_client_last_days`: how many master × client pairs of 000050 have their last completed
//!   visit on each day. A pair whose last visit is inside a period counts for it whatever its
//!   first, so the salaries' distinct clients add these counts up for the period's days and read
//!   pair rows only for pairs seen again after the period (none for a period ending today): a
//!   year of the benchmark salon was 19,990 pair rows (3 ms), now ≤ 3,650 day counts (1 ms).
//!
//! Both are kept by triggers on the rows they sum, whoever writes those (000040's and 000050's
//! triggers, a rebuild): each insert adds its row, each delete takes it off, each update takes off
//! the old and adds the new. Rows that fall back to zero stay (read with `> 0`).

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

use super::m20261127_000040_numbers_days::TABLE as SERVICE_DAYS;
use super::m20261202_000050_master_clients::TABLE as PAIRS;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000051_month_rows"
    }
}

pub const SERVICE_MONTHS: &str = "appointment_service_months";
pub const LAST_DAYS: &str = "master_client_last_days";
/// The services' day rows by salon and day: the edge days of a period.
const SERVICE_DAYS_BY_DAY: &str = "ix_appointment_service_days_day";
/// The salon's clients by their first visit: the salaries' and the charts' new clients of a
/// period (all 3,009 client rows of the benchmark salon were read and filtered for five).
const CLIENTS_BY_FIRST_DAY: &str = "ix_salon_client_totals_first_day";
const CLIENTS: &str = super::m20261127_000040_numbers_days::CLIENTS;

/// The first day of `{row}.day`'s month (on PostgreSQL date arithmetic, not `date_trunc`, which
/// goes through a timestamp in the session's time zone).
fn month_of(backend: DatabaseBackend, row: &str) -> String {
    match backend {
        DatabaseBackend::Postgres => format!("({row}.day - CAST(EXTRACT(DAY FROM {row}.day) AS INTEGER) + 1)"),
        _ => format!("date({row}.day, 'start of month')"),
    }
}

/// Adds (`sign` "") or takes off ("-") day row `row` (`NEW` or `OLD`) to its month row.
fn month_row(backend: DatabaseBackend, row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {SERVICE_MONTHS} (salon_id, month_start, master_id, salon_service_id, quantity, visits, revenue) \
         VALUES ({row}.salon_id, {}, {row}.master_id, {row}.salon_service_id, {sign}{row}.quantity, {sign}{row}.visits, {sign}{row}.revenue) \
         ON CONFLICT (salon_id, month_start, master_id, salon_service_id) DO UPDATE SET \
         quantity = {SERVICE_MONTHS}.quantity + excluded.quantity, visits = {SERVICE_MONTHS}.visits + excluded.visits, \
         revenue = {SERVICE_MONTHS}.revenue + excluded.revenue;",
        month_of(backend, row)
    )
}

/// Adds (`sign` "") or takes off ("-") pair row `row` to the count of its last day.
fn last_day_row(row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {LAST_DAYS} (salon_id, last_day, master_id, pairs) VALUES ({row}.salon_id, {row}.last_day, {row}.master_id, {sign}1) \
         ON CONFLICT (salon_id, last_day, master_id) DO UPDATE SET pairs = {LAST_DAYS}.pairs + excluded.pairs;"
    )
}

/// The rows of what is stored now, for the salons `condition` keeps (on the summed table, no alias).
fn fill_months(backend: DatabaseBackend, condition: &str) -> String {
    let month = month_of(backend, SERVICE_DAYS);
    format!(
        "INSERT INTO {SERVICE_MONTHS} (salon_id, month_start, master_id, salon_service_id, quantity, visits, revenue) \
         SELECT salon_id, {month}, master_id, salon_service_id, SUM(quantity), SUM(visits), SUM(revenue) FROM {SERVICE_DAYS} \
         WHERE {condition} GROUP BY salon_id, {month}, master_id, salon_service_id"
    )
}

fn fill_last_days(condition: &str) -> String {
    format!(
        "INSERT INTO {LAST_DAYS} (salon_id, last_day, master_id, pairs) SELECT salon_id, last_day, master_id, COUNT(*) FROM {PAIRS} \
         WHERE {condition} GROUP BY salon_id, last_day, master_id"
    )
}

/// Counts one salon's rows again from the rows they sum (the history seed on PostgreSQL, which
/// loads with the triggers off; see `m20261127_000040_numbers_days::rebuild_salon`). Run after
/// those rows were rebuilt.
pub fn rebuild_salon(backend: DatabaseBackend, salon_id: i64) -> Vec<String> {
    let condition = format!("salon_id = {salon_id}");
    vec![
        format!("DELETE FROM {SERVICE_MONTHS} WHERE {condition}"),
        format!("DELETE FROM {LAST_DAYS} WHERE {condition}"),
        fill_months(backend, &condition),
        fill_last_days(&condition),
    ]
}

/// The tables whose triggers keep these rows (the history seed turns them off while it loads).
pub const SUMMED_TABLES: [&str; 2] = [SERVICE_DAYS, PAIRS];

/// The two tables; `postgres` adds the summed columns to the keys' indexes (`INCLUDE`), so a
/// period is read from the index alone (the rows were scattered over the heap: a year of the
/// benchmark salon's pairs per last day read 336 heap pages, 2.3 → 0.8 ms; its month rows
/// 3.4 → 1.8 ms with the edge days). SQLite's `WITHOUT ROWID` tables are their keys' trees already.
fn tables(postgres: bool) -> [String; 2] {
    let (integer, date) = if postgres { ("BIGINT", "DATE") } else { ("INTEGER", "TEXT") };
    let (sums, pairs, without_rowid) =
        if postgres { (" INCLUDE (quantity, visits, revenue)", " INCLUDE (pairs)", "") } else { ("", "", " WITHOUT ROWID") };
    [
        format!(
            "CREATE TABLE {SERVICE_MONTHS} (salon_id {integer} NOT NULL, month_start {date} NOT NULL, master_id {integer} NOT NULL, \
             salon_service_id {integer} NOT NULL, quantity {integer} NOT NULL, visits {integer} NOT NULL, revenue {integer} NOT NULL, \
             PRIMARY KEY (salon_id, month_start, master_id, salon_service_id){sums}){without_rowid}"
        ),
        format!(
            "CREATE TABLE {LAST_DAYS} (salon_id {integer} NOT NULL, last_day {date} NOT NULL, master_id {integer} NOT NULL, \
             pairs {integer} NOT NULL, PRIMARY KEY (salon_id, last_day, master_id){pairs}){without_rowid}"
        ),
    ]
}

fn sqlite_up() -> Vec<String> {
    let b = DatabaseBackend::Sqlite;
    let [months, last_days] = tables(false);
    vec![
        months,
        last_days,
        fill_months(b, "TRUE"),
        fill_last_days("TRUE"),
        // A WITHOUT ROWID table's index holds its key (master, service) too: the edge days are
        // read from the index alone.
        format!("CREATE INDEX {SERVICE_DAYS_BY_DAY} ON {SERVICE_DAYS} (salon_id, day, quantity, visits, revenue)"),
        format!("CREATE INDEX {CLIENTS_BY_FIRST_DAY} ON {CLIENTS} (salon_id, first_day)"),
        format!("CREATE TRIGGER tr_service_months_insert AFTER INSERT ON {SERVICE_DAYS} BEGIN {} END", month_row(b, "NEW", "")),
        format!("CREATE TRIGGER tr_service_months_delete AFTER DELETE ON {SERVICE_DAYS} BEGIN {} END", month_row(b, "OLD", "-")),
        format!(
            "CREATE TRIGGER tr_service_months_update AFTER UPDATE ON {SERVICE_DAYS} BEGIN {} {} END",
            month_row(b, "OLD", "-"),
            month_row(b, "NEW", "")
        ),
        format!("CREATE TRIGGER tr_last_days_insert AFTER INSERT ON {PAIRS} BEGIN {} END", last_day_row("NEW", "")),
        format!("CREATE TRIGGER tr_last_days_delete AFTER DELETE ON {PAIRS} BEGIN {} END", last_day_row("OLD", "-")),
        format!(
            "CREATE TRIGGER tr_last_days_update AFTER UPDATE ON {PAIRS} WHEN OLD.last_day <> NEW.last_day BEGIN {} {} END",
            last_day_row("OLD", "-"),
            last_day_row("NEW", "")
        ),
    ]
}

fn postgres_up() -> Vec<String> {
    let b = DatabaseBackend::Postgres;
    let [months, last_days] = tables(true);
    vec![
        months,
        last_days,
        fill_months(b, "TRUE"),
        fill_last_days("TRUE"),
        format!(
            "CREATE INDEX {SERVICE_DAYS_BY_DAY} ON {SERVICE_DAYS} (salon_id, day) INCLUDE (master_id, salon_service_id, quantity, visits, revenue)"
        ),
        format!("CREATE INDEX {CLIENTS_BY_FIRST_DAY} ON {CLIENTS} (salon_id, first_day) INCLUDE (client_phone)"),
        super::row_change_function("numbers_service_months", &month_row(b, "OLD", "-"), &month_row(b, "NEW", "")),
        format!(
            "CREATE TRIGGER tr_service_months AFTER INSERT OR UPDATE OR DELETE ON {SERVICE_DAYS} FOR EACH ROW \
             EXECUTE FUNCTION numbers_service_months()"
        ),
        super::row_change_function("numbers_last_days", &last_day_row("OLD", "-"), &last_day_row("NEW", "")),
        format!("CREATE TRIGGER tr_last_days AFTER INSERT OR DELETE ON {PAIRS} FOR EACH ROW EXECUTE FUNCTION numbers_last_days()"),
        format!(
            "CREATE TRIGGER tr_last_days_update AFTER UPDATE ON {PAIRS} FOR EACH ROW \
             WHEN (OLD.last_day <> NEW.last_day) EXECUTE FUNCTION numbers_last_days()"
        ),
        // Fresh tables: plan the first reads with their real sizes.
        format!("ANALYZE {SERVICE_MONTHS}"),
        format!("ANALYZE {LAST_DAYS}"),
        format!("ANALYZE {SERVICE_DAYS}"),
        format!("ANALYZE {CLIENTS}"),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let statements = if manager.get_database_backend() == DatabaseBackend::Postgres { postgres_up() } else { sqlite_up() };
        super::run_statements(db, &statements).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let mut statements: Vec<String> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                format!("DROP TRIGGER IF EXISTS tr_service_months ON {SERVICE_DAYS}"),
                format!("DROP TRIGGER IF EXISTS tr_last_days ON {PAIRS}"),
                format!("DROP TRIGGER IF EXISTS tr_last_days_update ON {PAIRS}"),
                "DROP FUNCTION IF EXISTS numbers_service_months()".into(),
                "DROP FUNCTION IF EXISTS numbers_last_days()".into(),
            ]
        } else {
            [
                "tr_service_months_insert",
                "tr_service_months_delete",
                "tr_service_months_update",
                "tr_last_days_insert",
                "tr_last_days_delete",
                "tr_last_days_update",
            ]
            .iter()
            .map(|t| format!("DROP TRIGGER IF EXISTS {t}"))
            .collect()
        };
        statements.push(format!("DROP INDEX IF EXISTS {SERVICE_DAYS_BY_DAY}"));
        statements.push(format!("DROP INDEX IF EXISTS {CLIENTS_BY_FIRST_DAY}"));
        statements.push(format!("DROP TABLE IF EXISTS {SERVICE_MONTHS}"));
        statements.push(format!("DROP TABLE IF EXISTS {LAST_DAYS}"));
        let db = manager.get_connection();
        super::run_statements(db, &statements).await
    }
}
