//! The admin's reviews table (issue #17) opens on every review, newest first: without an index
//! on `created_at` both databases sorted all of them for each page (219,537 reviews on the large
//! dataset). With `ix_reviews_created` the first page is the index's last 20 entries, read
//! backwards; `id` breaks ties as the table's order does. A salon's own table already has
//! `ix_reviews_salon_created`.

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000042_reviews_order"
    }
}

const TABLE: &str = "reviews";
const BY_CREATED: &str = "ix_reviews_created";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index(TABLE, BY_CREATED, &["created_at", "id"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(BY_CREATED).table(TABLE).to_owned()).await
    }
}
