//! ONE migration set for SQLite and PostgreSQL. Schema is written with SeaQuery builders so the
//! same code yields each backend's DDL; backend-specific SQL appears only where a feature
//! exists on one side (later: the PostgreSQL exclusion constraint, FTS5 vs pg_trgm).

use sea_orm_migration::prelude::*;

mod m20261121_000001_core;
mod m20261121_000002_access;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![Box::new(m20261121_000001_core::Migration), Box::new(m20261121_000002_access::Migration)]
    }
}
