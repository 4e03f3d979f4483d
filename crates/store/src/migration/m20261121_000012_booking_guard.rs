//! SQLite's database guard against double booking, beside PostgreSQL's exclusion constraint
//! `ex_appointments_master_time` (migration 000005): triggers that refuse, before the row is
//! written, a live appointment of a master overlapping another live appointment of that master
//! in time (`[starts_at, ends_at)`, so back-to-back visits are fine). Their message,
//! `master_is_busy`, is what `store::bookings::is_overlap_violation` recognises, as it does
//! PostgreSQL's constraint: both databases refuse the second of two overlapping live
//! appointments whatever path wrote them. PostgreSQL needs nothing here.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000012_booking_guard"
    }
}

/// Statuses that hold a master's time (`domain::booking::Status::is_live`).
const LIVE: &str = "('new', 'moved', 'confirmed')";

/// The refusal of a row `NEW` that overlaps another live appointment of its master. Timestamps
/// are compared as stored, as the store's own queries compare them; the lookup uses
/// `ix_appointments_master_time (master_id, starts_at)`.
fn refusal() -> String {
    format!(
        "SELECT RAISE(ABORT, 'master_is_busy') WHERE EXISTS (SELECT 1 FROM appointments a \
         WHERE a.master_id = NEW.master_id AND a.id IS NOT NEW.id AND a.status IN {LIVE} \
         AND a.starts_at < NEW.ends_at AND a.ends_at > NEW.starts_at);"
    )
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DatabaseBackend::Sqlite {
            return Ok(());
        }
        let db = manager.get_connection();
        db.execute_unprepared(&format!(
            "CREATE TRIGGER tr_appointments_master_time_insert BEFORE INSERT ON appointments \
             WHEN NEW.status IN {LIVE} BEGIN {} END",
            refusal()
        ))
        .await?;
        db.execute_unprepared(&format!(
            "CREATE TRIGGER tr_appointments_master_time_update \
             BEFORE UPDATE OF master_id, starts_at, ends_at, status ON appointments \
             WHEN NEW.status IN {LIVE} BEGIN {} END",
            refusal()
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() != DatabaseBackend::Sqlite {
            return Ok(());
        }
        let db = manager.get_connection();
        for name in ["tr_appointments_master_time_insert", "tr_appointments_master_time_update"] {
            db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS {name}")).await?;
        }
        Ok(())
    }
}
