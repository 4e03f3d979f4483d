//! The platform's numbers (issue #19 item 6): page views counted per (day, route kind, salon,
//! locale, referrer host) — one counter row per key, never a row per view, so no personal data is
//! kept and a flood of views only raises numbers — and the indexes the platform-wide charts read
//! appointments by (visit day; booking moment for conversion).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

const TABLE: &str = "page_view_counts";

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000031_page_views"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TABLE)
                    .col(date("day"))
                    .col(string_len("kind", 32))
                    // 0 for pages that name no salon: a NULL would not take part in the key.
                    // No foreign key: a deleted salon's past views stay counted.
                    .col(big_integer("salon_id"))
                    .col(string_len("locale", 2))
                    // "" for direct visits and internal navigation.
                    .col(string_len("referrer_host", 253))
                    .col(big_integer("views"))
                    .primary_key(Index::create().col("day").col("kind").col("salon_id").col("locale").col("referrer_host"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(TABLE, "ix_page_view_counts_salon_day", &["salon_id", "day"], false)).await?;
        manager.create_index(index(TABLE, "ix_page_view_counts_day_referrer", &["day", "referrer_host"], false)).await?;
        manager.create_index(index("appointments", "ix_appointments_provision_date", &["provision_date"], false)).await?;
        manager.create_index(index("appointments", "ix_appointments_created", &["created_at"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("ix_appointments_created").table("appointments").to_owned()).await?;
        manager.drop_index(Index::drop().name("ix_appointments_provision_date").table("appointments").to_owned()).await?;
        manager.drop_table(Table::drop().table(TABLE).to_owned()).await
    }
}
