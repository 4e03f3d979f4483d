//! The places list's cards (issue #23): each card's cover is the salon's first photo by
//! `(sort_order, id)`. With the index on `(salon_id, sort_order)` PostgreSQL fetched every photo
//! of the salon and sorted them for each card (an incremental sort per card, a tenth of the card
//! statement); with `id` in the index the first entry is the cover. SQLite's index already ends
//! with the rowid, so there the plan does not change.

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000047_salon_photos_order"
    }
}

const OLD: &str = "ix_salon_photos_salon";
const NEW: &str = "ix_salon_photos_order";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("salon_photos", NEW, &["salon_id", "sort_order", "id"], false)).await?;
        manager.drop_index(Index::drop().name(OLD).table("salon_photos").if_exists().to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("salon_photos", OLD, &["salon_id", "sort_order"], false)).await?;
        manager.drop_index(Index::drop().name(NEW).table("salon_photos").if_exists().to_owned()).await
    }
}
