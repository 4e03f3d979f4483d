//! The admin's salons table (issue #17) opens on the newest salons (`created_at DESC, id DESC`):
//! without an index on that order both databases sorted every salon for each first page (3 ms of
//! SQLite's ~6.5 for 3,669 salons, docs/performance.md); with it the page is the index's first
//! eight entries. Salons are written rarely, so the index costs no booking anything. SQLite takes
//! it once `PRAGMA optimize` (run after every migration) has statistics of a filled table; on an
//! empty one it still sorts, which costs nothing there.

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261201_000048_salons_created"
    }
}

pub const NAME: &str = "ix_salons_created";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("salons", NAME, &["created_at", "id"], false).if_not_exists().to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(NAME).table("salons").if_exists().to_owned()).await
    }
}
