//! Booking: baskets, the appointment's lifecycle columns and event log, the jobs queue,
//! in-app notifications with their preferences, and consent records. On PostgreSQL an exclusion
//! constraint makes two live appointments of one master overlapping in time impossible, whatever
//! the application does; SQLite has no such constraint: its guard is the triggers of migration
//! 000012.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000005_booking"
    }
}

/// Statuses that hold a master's time (`domain::booking::Status::is_live`).
const LIVE: &str = "('new', 'moved', 'confirmed')";

fn appointment_columns() -> Vec<ColumnDef> {
    vec![
        // A new time range the salon offers; the client accepts a start inside it.
        date_null("offer_date"),
        small_integer_null("offer_start_min"),
        small_integer_null("offer_end_min"),
        // Who moved the time last (`client` or `salon`): the other side confirms.
        string_null("moved_by"),
        string_null("cancelled_by"),
        timestamp_with_time_zone_null("completed_at"),
        // The client's language when booking: messages about the booking use it.
        string_len("locale", 2).default("tr").to_owned(),
    ]
}

fn tables() -> Vec<TableCreateStatement> {
    use ForeignKeyAction::{Cascade, SetNull};
    vec![
        Table::create()
            .table("appointment_events")
            .col(big_pk_auto("id"))
            .col(big_integer("appointment_id"))
            .col(big_integer("salon_id"))
            .col(big_integer_null("account_id"))
            .col(string("kind"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("appointment_events", "appointment_id", "appointments", Cascade))
            .foreign_key(&mut fk("appointment_events", "account_id", "accounts", SetNull))
            .to_owned(),
        Table::create()
            .table("baskets")
            .col(big_pk_auto("id"))
            .col(string_null("session_id"))
            .col(big_integer_null("account_id"))
            .col(big_integer("salon_id"))
            .col(big_integer_null("master_id"))
            .col(date_null("provision_date"))
            .col(small_integer_null("start_min"))
            .col(timestamp_with_time_zone("updated_at"))
            .foreign_key(&mut fk("baskets", "account_id", "accounts", Cascade))
            .foreign_key(&mut fk("baskets", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("baskets", "master_id", "masters", SetNull))
            .to_owned(),
        Table::create()
            .table("basket_items")
            .col(big_pk_auto("id"))
            .col(big_integer("basket_id"))
            .col(big_integer("salon_service_id"))
            .col(integer("quantity").default(1))
            // Chosen subservices and add-ons: a JSON array of salon_service_options ids.
            .col(text("option_ids").default("[]"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("basket_items", "basket_id", "baskets", Cascade))
            .foreign_key(&mut fk("basket_items", "salon_service_id", "salon_services", Cascade))
            .to_owned(),
        Table::create()
            .table("jobs")
            .col(big_pk_auto("id"))
            .col(string("kind"))
            .col(text("payload"))
            .col(timestamp_with_time_zone("run_at"))
            .col(string("status").default("pending"))
            .col(integer("attempts").default(0))
            .col(timestamp_with_time_zone_null("locked_until"))
            .col(text_null("last_error"))
            .col(timestamp_with_time_zone("created_at"))
            .to_owned(),
        Table::create()
            .table("notifications")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(string("kind"))
            .col(big_integer_null("appointment_id"))
            // Parameters of the message; the text is rendered in the reader's language.
            .col(text("params").default("{}"))
            .col(timestamp_with_time_zone_null("read_at"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("notifications", "account_id", "accounts", Cascade))
            .foreign_key(&mut fk("notifications", "appointment_id", "appointments", SetNull))
            .to_owned(),
        Table::create()
            .table("notification_preferences")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(string("role"))
            .col(boolean("email").default(true))
            .col(boolean("sms").default(true))
            .col(boolean("push").default(true))
            .foreign_key(&mut fk("notification_preferences", "account_id", "accounts", Cascade))
            .to_owned(),
        Table::create()
            .table("consents")
            .col(big_pk_auto("id"))
            .col(big_integer_null("account_id"))
            .col(string("phone"))
            .col(string("kind"))
            .col(string("text_version"))
            .col(boolean("granted"))
            .col(big_integer_null("appointment_id"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("consents", "account_id", "accounts", SetNull))
            .foreign_key(&mut fk("consents", "appointment_id", "appointments", SetNull))
            .to_owned(),
    ]
}

fn indexes() -> Vec<IndexCreateStatement> {
    vec![
        index("appointment_events", "ix_appointment_events_account", &["account_id", "kind", "created_at"], false),
        index("appointment_events", "ix_appointment_events_appointment", &["appointment_id"], false),
        index("baskets", "ux_baskets_session", &["session_id"], true),
        index("baskets", "ix_baskets_account", &["account_id"], false),
        index("basket_items", "ix_basket_items_basket", &["basket_id"], false),
        index("jobs", "ix_jobs_due", &["status", "run_at"], false),
        index("notifications", "ix_notifications_account", &["account_id", "created_at"], false),
        index("notification_preferences", "ux_notification_preferences", &["account_id", "role"], true),
        index("consents", "ix_consents_account", &["account_id", "kind"], false),
        index("appointments", "ix_appointments_status_ends", &["status", "ends_at"], false),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite alters one column per statement.
        for column in appointment_columns() {
            manager.alter_table(Table::alter().table("appointments").add_column(column).to_owned()).await?;
        }
        for table in tables() {
            manager.create_table(table).await?;
        }
        for statement in indexes() {
            manager.create_index(statement).await?;
        }
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            let db = manager.get_connection();
            db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS btree_gist").await?;
            db.execute_unprepared(&format!(
                "ALTER TABLE appointments ADD CONSTRAINT ex_appointments_master_time \
                 EXCLUDE USING gist (master_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (status IN {LIVE})"
            ))
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            manager
                .get_connection()
                .execute_unprepared("ALTER TABLE appointments DROP CONSTRAINT IF EXISTS ex_appointments_master_time")
                .await?;
        }
        for name in ["consents", "notification_preferences", "notifications", "jobs", "basket_items", "baskets", "appointment_events"] {
            manager.drop_table(Table::drop().table(name).to_owned()).await?;
        }
        manager.drop_index(Index::drop().name("ix_appointments_status_ends").table("appointments").to_owned()).await?;
        for column in ["offer_date", "offer_start_min", "offer_end_min", "moved_by", "cancelled_by", "completed_at", "locale"] {
            manager.alter_table(Table::alter().table("appointments").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
