//! The admin's salons table (issue #17) shows each salon's last activity and has the tabs
//! "without appointments" and "no activity in 7 days", counted over every salon for each page.
//! They read each salon's latest appointment change and latest admin change; probing both per
//! salon (`MAX(updated_at)` of its appointments, `MAX(created_at)` of its audit rows) for every
//! salon of the table made a page 33 ms at p95 (3,669 salons, 4.2 M appointments; 20 is the
//! target), growing with the history. Now the salon
//! row keeps both moments: `salons.last_appointment_at` and `salons.last_admin_change_at`, written
//! by triggers in the statement that moves them, whichever path wrote it.
//!
//! The moments only move forward. On PostgreSQL the appointment's moment moves in steps of at
//! least a minute: writing the salon's row takes its row lock until commit, so stamping every
//! booking would make the bookings of one salon's different masters wait on each other (issue
//! #15); an `UPDATE` whose `WHERE` does not match locks nothing, so a booking within a minute of
//! the last stamp costs one index probe. SQLite has one writer anyway and stamps exactly.
//!
//! `ix_appointments_salon_updated` (000018), which only served the probe, goes: one index less to
//! write on every booking and every change of one.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000043_salon_activity"
    }
}

const APPOINTMENT: &str = "last_appointment_at";
const ADMIN_CHANGE: &str = "last_admin_change_at";
const PROBED: &str = "ix_appointments_salon_updated";

/// Moves salon `salon`'s column `column` forward to `moment` (`NEW.…` of the trigger's row);
/// `step` is how far ahead it must be to be written.
fn stamp(column: &str, salon: &str, moment: &str, step: &str) -> String {
    format!("UPDATE salons SET {column} = {moment} WHERE id = {salon} AND ({column} IS NULL OR {column} < {moment}{step});")
}

fn appointment_stamp(postgres: bool) -> String {
    let step = if postgres { " - INTERVAL '1 minute'" } else { "" };
    stamp(APPOINTMENT, "NEW.salon_id", "NEW.updated_at", step)
}

fn admin_stamp() -> String {
    stamp(ADMIN_CHANGE, "NEW.entity_id", "NEW.created_at", "")
}

/// Both moments of the salons that `condition` keeps (over `salons`), from what is stored: the
/// migration's fill, and the history seed's after it loaded with the triggers off.
pub fn fill(condition: &str) -> String {
    format!(
        "UPDATE salons SET \
         {APPOINTMENT} = (SELECT MAX(a.updated_at) FROM appointments a WHERE a.salon_id = salons.id), \
         {ADMIN_CHANGE} = (SELECT MAX(c.created_at) FROM audit_changes c WHERE c.entity = 'salon' AND c.entity_id = salons.id) \
         WHERE {condition}"
    )
}

fn postgres_up() -> Vec<String> {
    vec![
        format!(
            "CREATE FUNCTION salon_activity_appointment() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN {} RETURN NULL; END $$",
            appointment_stamp(true)
        ),
        "CREATE TRIGGER tr_salon_activity_appointment AFTER INSERT OR UPDATE ON appointments FOR EACH ROW \
         EXECUTE FUNCTION salon_activity_appointment()"
            .into(),
        format!(
            "CREATE FUNCTION salon_activity_admin() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN {} RETURN NULL; END $$",
            admin_stamp()
        ),
        "CREATE TRIGGER tr_salon_activity_admin AFTER INSERT ON audit_changes FOR EACH ROW WHEN (NEW.entity = 'salon') \
         EXECUTE FUNCTION salon_activity_admin()"
            .into(),
    ]
}

fn sqlite_up() -> Vec<String> {
    vec![
        format!("CREATE TRIGGER tr_salon_activity_appointment AFTER INSERT ON appointments BEGIN {} END", appointment_stamp(false)),
        format!("CREATE TRIGGER tr_salon_activity_appointment_update AFTER UPDATE ON appointments BEGIN {} END", appointment_stamp(false)),
        format!(
            "CREATE TRIGGER tr_salon_activity_admin AFTER INSERT ON audit_changes WHEN NEW.entity = 'salon' BEGIN {} END",
            admin_stamp()
        ),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [APPOINTMENT, ADMIN_CHANGE] {
            manager
                .alter_table(Table::alter().table("salons").add_column(ColumnDef::new(column).timestamp_with_time_zone().null()).to_owned())
                .await?;
        }
        let db = manager.get_connection();
        let statements = if manager.get_database_backend() == DatabaseBackend::Postgres { postgres_up() } else { sqlite_up() };
        super::run_statements(db, &statements).await?;
        db.execute_unprepared(&fill("1 = 1")).await?;
        manager.drop_index(Index::drop().name(PROBED).table("appointments").to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("appointments", PROBED, &["salon_id", "updated_at"], false)).await?;
        let db = manager.get_connection();
        let statements: Vec<&str> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_salon_activity_appointment ON appointments",
                "DROP TRIGGER IF EXISTS tr_salon_activity_admin ON audit_changes",
                "DROP FUNCTION IF EXISTS salon_activity_appointment()",
                "DROP FUNCTION IF EXISTS salon_activity_admin()",
            ]
        } else {
            vec![
                "DROP TRIGGER IF EXISTS tr_salon_activity_appointment",
                "DROP TRIGGER IF EXISTS tr_salon_activity_appointment_update",
                "DROP TRIGGER IF EXISTS tr_salon_activity_admin",
            ]
        };
        for sql in statements {
            db.execute_unprepared(sql).await?;
        }
        for column in [APPOINTMENT, ADMIN_CHANGE] {
            manager.alter_table(Table::alter().table("salons").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
