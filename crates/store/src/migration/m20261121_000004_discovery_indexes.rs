//! Indexes found missing by the discovery load bench (`scripts/bench-discovery.sh`,
//! docs/performance.md).
//!
//! The postal-code lookup (`search-districts?term=347`) asks `postal_code LIKE '347%'`. Neither
//! database can answer a prefix LIKE from the plain index `ix_neighbourhoods_postal_code`:
//! SQLite's LIKE is case-insensitive, so it needs a `COLLATE NOCASE` index, and PostgreSQL needs
//! `text_pattern_ops` unless the database collation is "C" (C.UTF-8 is not). Without them SQLite
//! walks the whole postal-code index and PostgreSQL scans all 73,000 neighbourhoods (~40 ms).

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000004_discovery_indexes"
    }
}

const POSTAL_CODE_PREFIX: &str = "ix_neighbourhoods_postal_code_prefix";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let sql = match manager.get_database_backend() {
            DatabaseBackend::Sqlite => format!("CREATE INDEX {POSTAL_CODE_PREFIX} ON neighbourhoods (postal_code COLLATE NOCASE)"),
            _ => format!("CREATE INDEX {POSTAL_CODE_PREFIX} ON neighbourhoods (postal_code text_pattern_ops)"),
        };
        manager.get_connection().execute_unprepared(&sql).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared(&format!("DROP INDEX IF EXISTS {POSTAL_CODE_PREFIX}")).await?;
        Ok(())
    }
}
