//! The salaries' distinct clients per master (issue #19's speed target). A salary row counts the
//! different clients (by phone) a master completed visits for in the period; over a year of a
//! busy salon that was every completed visit of the year read from an index and de-duplicated per
//! master (32,803 visits, 19,982 master × client pairs: 20 ms of SQLite's 33 for the whole
//! salaries call, measured on the history seed). Distinct counts do not add up across days, so
//! the day rows of 000040 cannot answer them; instead `master_client_totals` keeps, per salon,
//! master and client phone, the first and last day of their completed visits and how many.
//!
//! A pair counts for a period when its visits overlap it: the last day on or after the period's
//! start and the first day on or before its end. When the first or the last day is inside the
//! period that settles it; only a pair whose visits straddle the whole period (first before it,
//! last after it) needs a probe for a visit inside, and for the usual periods, which end today,
//! there is none. So the count reads one narrow row per pair (`store::salaries::data`).
//!
//! Kept by triggers like `salon_client_totals` (000040): every write that moves a completed visit
//! (completed, cancelled, moved to another day or master, its phone corrected, deleted) counts the
//! pair again from that client's visits at the salon (`ix_appointments_salon_client_numbers`
//! holds every column read). Visits that are not completed (every new booking) fire nothing. The
//! recount is an upsert, so two writers of one pair at once on PostgreSQL do not collide on the
//! key; a pair with no completed visit left is removed.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000050_master_clients"
    }
}

pub const TABLE: &str = "master_client_totals";
const BY_LAST_DAY: &str = "ix_master_client_totals_last_day";
/// The appointment columns a pair's row is counted from.
const SOURCE_COLUMNS: &str = "salon_id, master_id, client_phone, status, provision_date";

/// The completed visits of pair `{row}` (`NEW` or `OLD`) over appointments `a`.
fn pair_visits(row: &str) -> String {
    format!(
        "a.salon_id = {row}.salon_id AND a.status = 'completed' AND a.client_phone = {row}.client_phone AND a.master_id = {row}.master_id"
    )
}

/// The rows of the appointments `a` that `condition` keeps, grouped per pair.
fn grouped(condition: &str) -> String {
    format!(
        "SELECT a.salon_id, a.master_id, a.client_phone, MIN(a.provision_date), MAX(a.provision_date), COUNT(*) FROM appointments a \
         WHERE a.status = 'completed' AND {condition} GROUP BY a.salon_id, a.master_id, a.client_phone"
    )
}

/// Counts the pair of appointment `row` (`NEW` or `OLD`) again from its completed visits.
pub(super) fn pair_row(row: &str) -> String {
    let visits = pair_visits(row);
    format!(
        "DELETE FROM {TABLE} WHERE salon_id = {row}.salon_id AND master_id = {row}.master_id AND client_phone = {row}.client_phone \
         AND NOT EXISTS (SELECT 1 FROM appointments a WHERE {visits}); \
         INSERT INTO {TABLE} (salon_id, master_id, client_phone, first_day, last_day, visits) {} \
         ON CONFLICT (salon_id, master_id, client_phone) DO UPDATE SET first_day = excluded.first_day, \
         last_day = excluded.last_day, visits = excluded.visits;",
        grouped(&visits)
    )
}

/// The rows of what is stored, for the appointments `a` that `condition` keeps (the migration's
/// fill, and the history seed's after it loaded with the triggers off).
fn fill(condition: &str) -> String {
    format!("INSERT INTO {TABLE} (salon_id, master_id, client_phone, first_day, last_day, visits) {}", grouped(condition))
}

/// Counts one salon's rows again (see `m20261127_000040_numbers_days::rebuild_salon`).
pub fn rebuild_salon(salon_id: i64) -> Vec<String> {
    vec![format!("DELETE FROM {TABLE} WHERE salon_id = {salon_id}"), fill(&format!("a.salon_id = {salon_id}"))]
}

fn table(integer: &str, date: &str) -> String {
    format!(
        "CREATE TABLE {TABLE} (salon_id {integer} NOT NULL, master_id {integer} NOT NULL, client_phone TEXT NOT NULL, \
         first_day {date} NOT NULL, last_day {date} NOT NULL, visits {integer} NOT NULL, PRIMARY KEY (salon_id, master_id, client_phone))"
    )
}

fn sqlite_up() -> Vec<String> {
    vec![
        format!("{} WITHOUT ROWID", table("INTEGER", "TEXT")),
        fill("TRUE"),
        // A WITHOUT ROWID table's index holds its key (master, phone) too.
        format!("CREATE INDEX {BY_LAST_DAY} ON {TABLE} (salon_id, last_day, first_day)"),
        format!(
            "CREATE TRIGGER tr_master_clients_insert AFTER INSERT ON appointments WHEN NEW.status = 'completed' BEGIN {} END",
            pair_row("NEW")
        ),
        format!(
            "CREATE TRIGGER tr_master_clients_delete AFTER DELETE ON appointments WHEN OLD.status = 'completed' BEGIN {} END",
            pair_row("OLD")
        ),
        format!(
            "CREATE TRIGGER tr_master_clients_update AFTER UPDATE OF {SOURCE_COLUMNS} ON appointments \
             WHEN OLD.status = 'completed' OR NEW.status = 'completed' BEGIN {} {} END",
            pair_row("OLD"),
            pair_row("NEW")
        ),
    ]
}

fn postgres_up() -> Vec<String> {
    vec![
        table("BIGINT", "DATE"),
        fill("TRUE"),
        format!("CREATE INDEX {BY_LAST_DAY} ON {TABLE} (salon_id, last_day, first_day) INCLUDE (master_id, client_phone)"),
        format!(
            "CREATE FUNCTION numbers_master_clients() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN {} END IF; \
             IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'completed' THEN {} END IF; RETURN NULL; END $$",
            pair_row("OLD"),
            pair_row("NEW")
        ),
        "CREATE TRIGGER tr_master_clients AFTER INSERT OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION numbers_master_clients()"
            .to_owned(),
        format!(
            "CREATE TRIGGER tr_master_clients_update AFTER UPDATE OF {SOURCE_COLUMNS} ON appointments FOR EACH ROW \
             EXECUTE FUNCTION numbers_master_clients()"
        ),
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
        let statements: Vec<String> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_master_clients ON appointments".into(),
                "DROP TRIGGER IF EXISTS tr_master_clients_update ON appointments".into(),
                "DROP FUNCTION IF EXISTS numbers_master_clients()".into(),
            ]
        } else {
            ["tr_master_clients_insert", "tr_master_clients_delete", "tr_master_clients_update"]
                .iter()
                .map(|t| format!("DROP TRIGGER IF EXISTS {t}"))
                .collect()
        };
        let db = manager.get_connection();
        super::run_statements(db, &statements).await?;
        db.execute_unprepared(&format!("DROP TABLE IF EXISTS {TABLE}")).await?;
        Ok(())
    }
}
