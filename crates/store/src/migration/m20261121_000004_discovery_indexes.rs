//! Indexes found missing by the discovery load bench (`scripts/bench-discovery.sh`,
//! docs/performance.md).
//!
//! The postal-code lookup (`search-districts?term=347`) asks
//! `postal_code LIKE '347%' ORDER BY postal_code, name LIMIT 15`. Neither database answers a prefix
//! LIKE from the plain `ix_neighbourhoods_postal_code`: SQLite's LIKE ignores case, so only a
//! `COLLATE NOCASE` index serves it, and PostgreSQL needs `text_pattern_ops` unless the database
//! collation is "C" (C.UTF-8 is not). Worse, with the plain index present and statistics
//! gathered, PostgreSQL walks it in `ORDER BY` order hoping to meet 15 matches early, and reads
//! most of the 73,000 neighbourhoods before it reaches "347..." (~12 ms instead of ~1 ms).
//! The plain index serves nothing else (no query compares postal codes for equality or order
//! alone), so it is replaced by one that serves the prefix.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000004_discovery_indexes"
    }
}

const PLAIN: &str = "ix_neighbourhoods_postal_code";
const PREFIX: &str = "ix_neighbourhoods_postal_code_prefix";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let create = match manager.get_database_backend() {
            DatabaseBackend::Sqlite => format!("CREATE INDEX {PREFIX} ON neighbourhoods (postal_code COLLATE NOCASE)"),
            _ => format!("CREATE INDEX {PREFIX} ON neighbourhoods (postal_code text_pattern_ops)"),
        };
        db.execute_unprepared(&create).await?;
        db.execute_unprepared(&format!("DROP INDEX IF EXISTS {PLAIN}")).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(&format!("CREATE INDEX IF NOT EXISTS {PLAIN} ON neighbourhoods (postal_code)")).await?;
        db.execute_unprepared(&format!("DROP INDEX IF EXISTS {PREFIX}")).await?;
        Ok(())
    }
}
