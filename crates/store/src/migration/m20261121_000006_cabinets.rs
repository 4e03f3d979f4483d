//! Salon cabinet: the salon's own client list (CRM) with free-text records, and the desk flags
//! of an appointment (important, viewed, the salon's reply, the salon client it belongs to).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000006_cabinets"
    }
}

fn appointment_columns() -> Vec<ColumnDef> {
    vec![
        // Marked by the salon for attention (filter "important").
        boolean("important").default(false).to_owned(),
        // First opened by salon staff (filter "viewed"); new bookings stay unviewed until then.
        timestamp_with_time_zone_null("viewed_at"),
        // The salon's reply to the client about this visit.
        text_null("salon_reply"),
        // The salon's client card; set for manual entries and for online bookings by phone match.
        big_integer_null("salon_client_id"),
    ]
}

fn tables() -> Vec<TableCreateStatement> {
    use ForeignKeyAction::{Cascade, SetNull};
    vec![
        Table::create()
            .table("salon_clients")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_id"))
            .col(big_integer_null("account_id"))
            .col(string("full_name"))
            .col(string("phone"))
            .col(string_null("email"))
            .col(date_null("birthday"))
            .col(string_null("gender"))
            .col(big_integer_null("photo_file_id"))
            .col(string("search_key"))
            .col(timestamp_with_time_zone("created_at"))
            .col(timestamp_with_time_zone("updated_at"))
            .foreign_key(&mut fk("salon_clients", "salon_id", "salons", Cascade))
            .foreign_key(&mut fk("salon_clients", "account_id", "accounts", SetNull))
            .foreign_key(&mut fk("salon_clients", "photo_file_id", "files", SetNull))
            .to_owned(),
        Table::create()
            .table("salon_client_records")
            .col(big_pk_auto("id"))
            .col(big_integer("salon_client_id"))
            .col(text("text"))
            .col(big_integer_null("created_by"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("salon_client_records", "salon_client_id", "salon_clients", Cascade))
            .foreign_key(&mut fk("salon_client_records", "created_by", "accounts", SetNull))
            .to_owned(),
    ]
}

fn indexes() -> Vec<IndexCreateStatement> {
    vec![
        index("salon_clients", "ux_salon_clients_phone", &["salon_id", "phone"], true),
        index("salon_client_records", "ix_salon_client_records_client", &["salon_client_id"], false),
        index("appointments", "ix_appointments_salon_client", &["salon_client_id"], false),
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
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in ["salon_client_records", "salon_clients"] {
            manager.drop_table(Table::drop().table(name).to_owned()).await?;
        }
        manager.drop_index(Index::drop().name("ix_appointments_salon_client").table("appointments").to_owned()).await?;
        for column in ["important", "viewed_at", "salon_reply", "salon_client_id"] {
            manager.alter_table(Table::alter().table("appointments").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
