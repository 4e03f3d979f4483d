//! A covering index for the places list's service scope (docs/performance.md, issue #4).
//!
//! The list filters and price-sorts by the salon services of a department, category or service:
//! `salon_services ss WHERE ss.active AND ss.service_id IN (...)`, reading `ss.salon_id`,
//! `ss.price` and `ss.discount_percent`. With `(service_id, active, salon_id, price,
//! discount_percent)` both databases answer that from the index alone (PostgreSQL once VACUUM
//! has set the visibility map) instead of visiting a table row per service; on SQLite that takes
//! the department-and-price-sort page query from 1.8 to 1.1 ms. It starts with `service_id`, so it
//! replaces the plain `ix_salon_services_service` (the foreign key's lookups use it as well).

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000011_listing_indexes"
    }
}

const TABLE: &str = "salon_services";
const PLAIN: &str = "ix_salon_services_service";
const COVERING: &str = "ix_salon_services_service_scope";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index(TABLE, COVERING, &["service_id", "active", "salon_id", "price", "discount_percent"], false)).await?;
        manager.drop_index(Index::drop().name(PLAIN).table(TABLE).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index(TABLE, PLAIN, &["service_id"], false)).await?;
        manager.drop_index(Index::drop().name(COVERING).table(TABLE).to_owned()).await
    }
}
