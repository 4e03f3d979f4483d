//! Service moderation (issue #17 item 3): a salon's request keeps the price and duration the salon
//! asked for (the approved service is bound to it with them, while the admin may change the
//! catalogue's default duration), the decline reason the salon reads, the catalogue service a
//! duplicate was merged into, and when a moderator decided.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000016_service_moderation"
    }
}

const TABLE: &str = "services";

/// The new columns, added one statement each: SQLite alters one column at a time.
fn columns() -> Vec<ColumnDef> {
    vec![
        big_integer_null("requested_price"),
        integer_null("requested_duration_min"),
        text_null("decline_reason"),
        big_integer_null("merged_into_service_id"),
        timestamp_with_time_zone_null("moderated_at"),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for mut column in columns() {
            manager.alter_table(Table::alter().table(TABLE).add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in ["moderated_at", "merged_into_service_id", "decline_reason", "requested_duration_min", "requested_price"] {
            manager.alter_table(Table::alter().table(TABLE).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
