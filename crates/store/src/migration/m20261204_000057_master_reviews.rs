//! A master's page (`/isletme/{slug}/uzman/{id}`) and its reviews (`/api/site/salon/employee-replies/{id}`)
//! read a master's placed reviews — how many, the newest ten, their averages — and no index began
//! with the master: each of the three reads walked every review (on the 10x dataset, 33,000
//! reviews: ~30 ms per page, the whole of a cached master page's time; docs/performance.md,
//! "Rendered pages", session 41). This index gives them the master's own rows, newest first.
//! `ix_reviews_salon` goes: `ix_reviews_salon_created` (000003) is the same index.

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261204_000057_master_reviews"
    }
}

/// `WHERE master_id = ? AND status = 'placed' ORDER BY created_at DESC, id DESC`.
const MASTER_PLACED: &str = "ix_reviews_master_status_created";
const SALON_TWIN: &str = "ix_reviews_salon";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("reviews", MASTER_PLACED, &["master_id", "status", "created_at", "id"], false)).await?;
        manager.drop_index(Index::drop().name(SALON_TWIN).table("reviews").if_exists().to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("reviews", SALON_TWIN, &["salon_id", "created_at"], false)).await?;
        manager.drop_index(Index::drop().name(MASTER_PLACED).table("reviews").if_exists().to_owned()).await
    }
}
