//! The per-client rows of migrations 000040 (`salon_client_totals`) and 000050
//! (`master_client_totals`) under concurrent writers on PostgreSQL. Their triggers count a
//! client's row again from the client's completed visits. Two transactions completing visits of one
//! client at one salon at the same moment each counted without the other's uncommitted visit:
//! `salon_client_totals`' delete-then-insert then failed with a duplicate key (`23505`, a 500 to the
//! second writer — found by `admin_numbers::the_platform_day_rows_equal_the_appointments_through_every_change`,
//! which writes twelve completed visits of one client at once), and `master_client_totals`'
//! upsert kept the count of whichever wrote last, one visit short.
//!
//! The functions now first take a transaction-scoped advisory lock on (salon, client phone): a
//! second writer of the same client waits for the first to commit, and since each statement of a
//! PL/pgSQL function takes a new snapshot under READ COMMITTED, its count then includes the first
//! one's visit. Writers of different clients never wait on each other. SQLite has one writer at a
//! time and is unchanged.

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

use super::m20261127_000040_numbers_days::client_row;
use super::m20261202_000050_master_clients::pair_row;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000053_client_rows_serialised"
    }
}

/// Waits for any other transaction writing the rows of client `{row}` (`NEW` or `OLD`) at its salon.
fn lock_client(row: &str) -> String {
    format!("PERFORM pg_advisory_xact_lock(hashtextextended('salon client ' || {row}.salon_id || ' ' || {row}.client_phone, 0));")
}

/// The trigger function `name` counting rows with `count` (a row's statements for `NEW` or `OLD`),
/// each count after `lock` when `lock` is on.
fn function(name: &str, count: fn(&str) -> String, lock: bool) -> String {
    let guarded = |row: &str| if lock { format!("{} {}", lock_client(row), count(row)) } else { count(row) };
    format!(
        "CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
         IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'completed' THEN {} END IF; \
         IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'completed' THEN {} END IF; RETURN NULL; END $$",
        guarded("OLD"),
        guarded("NEW")
    )
}

fn functions(lock: bool) -> Vec<String> {
    vec![function("numbers_clients", client_row, lock), function("numbers_master_clients", pair_row, lock)]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DatabaseBackend::Postgres {
            return Ok(());
        }
        super::run_statements(manager.get_connection(), &functions(true)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DatabaseBackend::Postgres {
            return Ok(());
        }
        super::run_statements(manager.get_connection(), &functions(false)).await
    }
}
