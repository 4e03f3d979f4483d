//! The admin's salons table (issue #17) without counting on every page: its first page with the
//! tab counts was 21.6 ms p95 on SQLite and 26.6 on PostgreSQL at four clients on the large
//! dataset (3,669 salons, 4.2 M appointments; 20 is the target). Two counts made most of it:
//!
//! - each row's appointments, `COUNT(*)` of the salon's index entries (1,186 on average, 74,000
//!   for the benchmark salon; ~0.29 ms a row on PostgreSQL), now `salon_appointment_totals`, one
//!   row per salon kept by triggers on `appointments`. A booking writes its salon's row, which
//!   the salon's other bookings then wait for until commit — as online bookings already did for
//!   `salon_online_days` (000052), keyed by salon and day of booking; bookings of different
//!   salons never meet there, and the salon's own row is still stamped at most once a minute
//!   (000043);
//! - the tabs, eight `SUM(CASE …)` over every salon (3.5 ms on PostgreSQL), now summed from
//!   `salon_tab_states`: how many salons share each combination of the columns the tabs test
//!   (status, deactivation type, star, has appointments) and the plan filter — a few dozen rows,
//!   kept by triggers on `salons` that fire only when one of those columns changes (a booking
//!   moves one only with the salon's first appointment). The "no activity in 7 days" tab is a
//!   moving boundary, so it stays a range count of `ix_salons_last_activity` (000049).
//!
//! Rows that fall back to zero stay (the readers sum them).

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261203_000055_salon_counts"
    }
}

pub const TOTALS: &str = "salon_appointment_totals";
pub const STATES: &str = "salon_tab_states";
/// The key of [`STATES`], each a column of `salons` or computed from one (see [`state_values`]).
const STATE_KEY: &str = "status, deactivation_type, is_star, has_appointments, plan";
/// The salon columns the states read: a change of any other column writes nothing.
const STATE_COLUMNS: &str = "status, deactivation_type, is_star, last_appointment_at, plan";

/// The state of salon `row` (`NEW`, `OLD`, or a table's alias) in [`STATE_KEY`]'s order. The
/// deactivation type is '' rather than NULL: a key column cannot be NULL on PostgreSQL, and the
/// tabs compare it to 'immediate' and 'after_orders' only.
fn state_values(row: &str) -> String {
    format!("{row}.status, COALESCE({row}.deactivation_type, ''), {row}.is_star, {row}.last_appointment_at IS NOT NULL, {row}.plan")
}

/// Adds (`sign` "") or takes off ("-") salon `row` (`NEW` or `OLD`) to its state's count.
fn state_row(row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {STATES} ({STATE_KEY}, salons) VALUES ({}, {sign}1) \
         ON CONFLICT ({STATE_KEY}) DO UPDATE SET salons = {STATES}.salons + excluded.salons;",
        state_values(row)
    )
}

/// Adds (`sign` "") or takes off ("-") appointment `row` (`NEW` or `OLD`) to its salon's total.
fn total_row(row: &str, sign: &str) -> String {
    format!(
        "INSERT INTO {TOTALS} (salon_id, appointments) VALUES ({row}.salon_id, {sign}1) \
         ON CONFLICT (salon_id) DO UPDATE SET appointments = {TOTALS}.appointments + excluded.appointments;"
    )
}

/// The totals of the salons `condition` keeps (over `appointments`, no alias), from what is stored.
fn fill_totals(condition: &str) -> String {
    format!("INSERT INTO {TOTALS} (salon_id, appointments) SELECT salon_id, COUNT(*) FROM appointments WHERE {condition} GROUP BY salon_id")
}

/// The states of every salon, from what is stored.
fn fill_states() -> String {
    format!(
        "INSERT INTO {STATES} ({STATE_KEY}, salons) SELECT {}, COUNT(*) FROM salons s GROUP BY {}",
        state_values("s"),
        state_values("s")
    )
}

/// The tables, filled from what is stored: `boolean`, `integer` and `suffix` are the backend's words.
fn filled_tables(boolean: &str, integer: &str, suffix: &str) -> Vec<String> {
    vec![
        format!("CREATE TABLE {TOTALS} (salon_id {integer} NOT NULL PRIMARY KEY, appointments {integer} NOT NULL)"),
        fill_totals("1 = 1"),
        format!(
            "CREATE TABLE {STATES} (status TEXT NOT NULL, deactivation_type TEXT NOT NULL, is_star {boolean} NOT NULL, \
             has_appointments {boolean} NOT NULL, plan TEXT NOT NULL, salons {integer} NOT NULL, PRIMARY KEY ({STATE_KEY})){suffix}"
        ),
        fill_states(),
    ]
}

/// Whether an update moves salon `OLD` to another state (`NEW`); `distinct` is the backend's
/// "differs, NULL included".
fn state_changed(distinct: &str) -> String {
    let columns = ["status", "deactivation_type", "is_star", "plan"].map(|c| format!("OLD.{c} {distinct} NEW.{c}"));
    format!("{} OR (OLD.last_appointment_at IS NULL) <> (NEW.last_appointment_at IS NULL)", columns.join(" OR "))
}

fn sqlite_up() -> Vec<String> {
    let mut statements = filled_tables("BOOLEAN", "INTEGER", " WITHOUT ROWID");
    statements.extend([
        format!("CREATE TRIGGER tr_salon_totals_insert AFTER INSERT ON appointments BEGIN {} END", total_row("NEW", "")),
        format!("CREATE TRIGGER tr_salon_totals_delete AFTER DELETE ON appointments BEGIN {} END", total_row("OLD", "-")),
        format!(
            "CREATE TRIGGER tr_salon_totals_update AFTER UPDATE OF salon_id ON appointments WHEN OLD.salon_id IS NOT NEW.salon_id \
             BEGIN {} {} END",
            total_row("OLD", "-"),
            total_row("NEW", "")
        ),
        format!("CREATE TRIGGER tr_salon_states_insert AFTER INSERT ON salons BEGIN {} END", state_row("NEW", "")),
        format!("CREATE TRIGGER tr_salon_states_delete AFTER DELETE ON salons BEGIN {} END", state_row("OLD", "-")),
        format!(
            "CREATE TRIGGER tr_salon_states_update AFTER UPDATE OF {STATE_COLUMNS} ON salons WHEN {} BEGIN {} {} END",
            state_changed("IS NOT"),
            state_row("OLD", "-"),
            state_row("NEW", "")
        ),
    ]);
    statements
}

fn postgres_up() -> Vec<String> {
    let mut statements = filled_tables("BOOLEAN", "BIGINT", "");
    statements.extend([
        super::row_change_function("salon_totals_change", &total_row("OLD", "-"), &total_row("NEW", "")),
        // PostgreSQL fires a row's triggers in the order of their names: this one's comes before
        // every other trigger that writes a row shared by the salon's bookings (the online day
        // rows, the salon's stamp), so two bookings of one salon meet first here and the later
        // waits whole, instead of each holding one shared row the other needs (a deadlock).
        "CREATE TRIGGER tr_a_salon_totals AFTER INSERT OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION salon_totals_change()"
            .to_owned(),
        "CREATE TRIGGER tr_salon_totals_update AFTER UPDATE OF salon_id ON appointments FOR EACH ROW \
         WHEN (OLD.salon_id IS DISTINCT FROM NEW.salon_id) EXECUTE FUNCTION salon_totals_change()"
            .to_owned(),
        super::row_change_function("salon_states_change", &state_row("OLD", "-"), &state_row("NEW", "")),
        "CREATE TRIGGER tr_salon_states AFTER INSERT OR DELETE ON salons FOR EACH ROW EXECUTE FUNCTION salon_states_change()".to_owned(),
        format!(
            "CREATE TRIGGER tr_salon_states_update AFTER UPDATE OF {STATE_COLUMNS} ON salons FOR EACH ROW \
             WHEN ({}) EXECUTE FUNCTION salon_states_change()",
            state_changed("IS DISTINCT FROM")
        ),
        format!("ANALYZE {TOTALS}"),
        format!("ANALYZE {STATES}"),
    ]);
    statements
}

/// Counts salon `salon_id`'s total again from its appointments: the history seed writes them with
/// the appointments' triggers off on PostgreSQL and calls this at the salon's end.
pub fn rebuild_salon(salon_id: i64) -> Vec<String> {
    vec![format!("DELETE FROM {TOTALS} WHERE salon_id = {salon_id}"), fill_totals(&format!("salon_id = {salon_id}"))]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::run_for_backend(manager, postgres_up, sqlite_up).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements: Vec<String> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_a_salon_totals ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_salon_totals_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS salon_totals_change()".into(),
                "DROP TRIGGER IF EXISTS tr_salon_states ON salons".into(),
                "DROP TRIGGER IF EXISTS tr_salon_states_update ON salons".into(),
                "DROP FUNCTION IF EXISTS salon_states_change()".into(),
            ]
        } else {
            ["totals", "states"]
                .iter()
                .flat_map(|table| ["insert", "delete", "update"].map(|op| format!("DROP TRIGGER IF EXISTS tr_salon_{table}_{op}")))
                .collect()
        };
        let tables = [TOTALS, STATES].map(|t| format!("DROP TABLE IF EXISTS {t}"));
        super::run_statements(manager.get_connection(), &[statements, tables.to_vec()].concat()).await
    }
}
