//! The admin's reviews search (issue #17) matched `LIKE '%word%'` over every review's author and
//! text joined to its salon's name: 384 ms on SQLite, 89 ms on PostgreSQL over the 219,537 reviews
//! of the large dataset (docs/performance.md). `reviews.search_key` gets the substring index the
//! accounts and the salons already have (an FTS5 trigram table on SQLite, pg_trgm GIN on
//! PostgreSQL), so a word finds its reviews, and its salons' reviews through `salons_fts`, from the
//! indexes (`store::review_moderation`).

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

use super::m20261121_000003_discovery::{postgres_search_index, sqlite_search_index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000045_review_search"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let statements = match manager.get_database_backend() {
            DatabaseBackend::Sqlite => sqlite_search_index("reviews"),
            _ => postgres_search_index("reviews"),
        };
        super::run_statements(db, &statements).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let sql = match manager.get_database_backend() {
            DatabaseBackend::Sqlite => {
                "DROP TRIGGER IF EXISTS reviews_fts_ai; DROP TRIGGER IF EXISTS reviews_fts_ad; \
                 DROP TRIGGER IF EXISTS reviews_fts_au; DROP TABLE IF EXISTS reviews_fts"
            }
            _ => "DROP INDEX IF EXISTS ix_reviews_search_trgm",
        };
        manager.get_connection().execute_unprepared(sql).await?;
        Ok(())
    }
}
