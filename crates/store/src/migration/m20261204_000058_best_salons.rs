//! The home page's best salons (`store::salons::best`: starred first, then by rating and number of
//! reviews) sorted every active salon for its eight cards (on the 10x dataset, 3,700 salons: the
//! longest read of the home page; docs/performance.md "Rendered pages", session 41). This index
//! holds that order, so the page reads eight entries.

use sea_orm::ConnectionTrait;
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261204_000058_best_salons"
    }
}

/// `WHERE status = 'active' ORDER BY is_star DESC, COALESCE(rating_avg, -1) DESC, reviews_count DESC, id`.
const BEST: &str = "ix_salons_best";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let sql = format!("CREATE INDEX {BEST} ON salons (status, is_star DESC, (COALESCE(rating_avg, -1)) DESC, reviews_count DESC, id)");
        manager.get_connection().execute_unprepared(&sql).await.map(|_| ())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(BEST).table("salons").if_exists().to_owned()).await
    }
}
