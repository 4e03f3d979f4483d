//! `salons.catalogue_version`: a number every write of what a salon sells and who sells it bumps
//! (issue #15). A booking read the same rarely-changing rows in ~28 of its 64 statements — the
//! salon's services with their names, options and categories, its bookable masters with their
//! services and portraits, its cover photo — in each of its three requests. The process keeps
//! them per salon (`store::catalogue_snapshot`) and uses them while the salon row it reads anyway
//! still carries the version they were read at; any write below makes the next request read
//! them again, on whichever node it lands.
//!
//! Since the availability engine reads the same salon's hours, days off and its masters' schedules
//! and breaks on every free-times request and order, those are kept too; only the live visits
//! are read every time.
//!
//! The triggers bump the salons a row belongs to: directly (`salon_id`), through its salon service
//! (options) or master (master–service links, schedule days, breaks), through the photos and
//! portraits that show a file,
//! and every salon that sells a catalogue service, category or department whose names change.

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261203_000056_catalogue_version"
    }
}

/// A table whose rows a salon's catalogue is read from, with the salons a row (`OLD` or `NEW`)
/// belongs to, as a subquery of salon ids, and the operations that matter.
struct Source {
    table: &'static str,
    salons: fn(&str) -> String,
    /// Insertions matter (a new catalogue service, category or department belongs to no salon).
    on_insert: bool,
}

const SOURCES: [Source; 13] = [
    Source { table: "salon_services", salons: |row| format!("SELECT {row}.salon_id"), on_insert: true },
    Source { table: "masters", salons: |row| format!("SELECT {row}.salon_id"), on_insert: true },
    Source { table: "salon_photos", salons: |row| format!("SELECT {row}.salon_id"), on_insert: true },
    Source { table: "salon_working_hours", salons: |row| format!("SELECT {row}.salon_id"), on_insert: true },
    Source { table: "salon_days_off", salons: |row| format!("SELECT {row}.salon_id"), on_insert: true },
    Source {
        table: "master_schedule_days",
        salons: |row| format!("SELECT salon_id FROM masters WHERE id = {row}.master_id"),
        on_insert: true,
    },
    Source { table: "master_breaks", salons: |row| format!("SELECT salon_id FROM masters WHERE id = {row}.master_id"), on_insert: true },
    Source {
        table: "salon_service_options",
        salons: |row| format!("SELECT salon_id FROM salon_services WHERE id = {row}.salon_service_id"),
        on_insert: true,
    },
    Source { table: "master_services", salons: |row| format!("SELECT salon_id FROM masters WHERE id = {row}.master_id"), on_insert: true },
    Source {
        table: "files",
        salons: |row| {
            format!(
                "SELECT salon_id FROM salon_photos WHERE file_id = {row}.id UNION SELECT salon_id FROM masters WHERE photo_file_id = {row}.id"
            )
        },
        on_insert: false,
    },
    Source {
        table: "services",
        salons: |row| format!("SELECT salon_id FROM salon_services WHERE service_id = {row}.id"),
        on_insert: false,
    },
    Source {
        table: "categories",
        salons: |row| {
            format!("SELECT ss.salon_id FROM salon_services ss JOIN services sv ON sv.id = ss.service_id WHERE sv.category_id = {row}.id")
        },
        on_insert: false,
    },
    Source {
        table: "departments",
        salons: |row| {
            format!(
                "SELECT ss.salon_id FROM salon_services ss JOIN services sv ON sv.id = ss.service_id \
                 JOIN categories cat ON cat.id = sv.category_id WHERE cat.department_id = {row}.id"
            )
        },
        on_insert: false,
    },
];

fn bump(source: &Source, row: &str) -> String {
    format!("UPDATE salons SET catalogue_version = catalogue_version + 1 WHERE id IN ({});", (source.salons)(row))
}

const ADD_COLUMN: &str = "ALTER TABLE salons ADD COLUMN catalogue_version BIGINT NOT NULL DEFAULT 0";

fn sqlite_up() -> Vec<String> {
    let mut statements = vec![ADD_COLUMN.to_owned()];
    for source in &SOURCES {
        let table = source.table;
        if source.on_insert {
            statements
                .push(format!("CREATE TRIGGER tr_catalogue_{table}_insert AFTER INSERT ON {table} BEGIN {} END", bump(source, "NEW")));
        }
        statements.push(format!("CREATE TRIGGER tr_catalogue_{table}_delete AFTER DELETE ON {table} BEGIN {} END", bump(source, "OLD")));
        statements.push(format!(
            "CREATE TRIGGER tr_catalogue_{table}_update AFTER UPDATE ON {table} BEGIN {} {} END",
            bump(source, "OLD"),
            bump(source, "NEW")
        ));
    }
    statements
}

fn postgres_up() -> Vec<String> {
    let mut statements = vec![ADD_COLUMN.to_owned()];
    for source in &SOURCES {
        let table = source.table;
        let operations = if source.on_insert { "INSERT OR UPDATE OR DELETE" } else { "UPDATE OR DELETE" };
        statements.push(super::row_change_function(&format!("catalogue_{table}_change"), &bump(source, "OLD"), &bump(source, "NEW")));
        statements.push(format!(
            "CREATE TRIGGER tr_catalogue_{table} AFTER {operations} ON {table} FOR EACH ROW EXECUTE FUNCTION catalogue_{table}_change()"
        ));
    }
    statements
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::run_for_backend(manager, postgres_up, sqlite_up).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        let mut statements: Vec<String> = Vec::new();
        for source in &SOURCES {
            let table = source.table;
            if postgres {
                statements.push(format!("DROP TRIGGER IF EXISTS tr_catalogue_{table} ON {table}"));
                statements.push(format!("DROP FUNCTION IF EXISTS catalogue_{table}_change()"));
            } else {
                statements.extend(["insert", "delete", "update"].map(|op| format!("DROP TRIGGER IF EXISTS tr_catalogue_{table}_{op}")));
            }
        }
        statements.push("ALTER TABLE salons DROP COLUMN catalogue_version".into());
        super::run_statements(manager.get_connection(), &statements).await
    }
}
