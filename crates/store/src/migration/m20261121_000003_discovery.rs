//! Discovery: bookmarks, masters' portfolio cases, and the search indexes over the pre-folded
//! `search_key` columns. Matching is "the folded term is a substring of the folded key" on both
//! databases; each one gets the index that makes that fast: an FTS5 trigram table per searched
//! table on SQLite (kept in sync by triggers), a pg_trgm GIN index on PostgreSQL.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

/// Tables whose `search_key` the lookups search.
pub const SEARCHED_TABLES: [&str; 5] = ["provinces", "districts", "neighbourhoods", "services", "salons"];

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000003_discovery"
    }
}

fn tables() -> Vec<TableCreateStatement> {
    use ForeignKeyAction::{Cascade, SetNull};
    vec![
        Table::create()
            .table("salon_favorites")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(big_integer("salon_id"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("salon_favorites", "account_id", "accounts", Cascade))
            .foreign_key(&mut fk("salon_favorites", "salon_id", "salons", Cascade))
            .to_owned(),
        Table::create()
            .table("master_cases")
            .col(big_pk_auto("id"))
            .col(big_integer("master_id"))
            .col(big_integer_null("service_id"))
            .col(date("done_on"))
            .col(small_integer_null("done_at_min"))
            .col(text_null("description"))
            .col(timestamp_with_time_zone("created_at"))
            .foreign_key(&mut fk("master_cases", "master_id", "masters", Cascade))
            .foreign_key(&mut fk("master_cases", "service_id", "services", SetNull))
            .to_owned(),
        Table::create()
            .table("master_case_photos")
            .col(big_pk_auto("id"))
            .col(big_integer("case_id"))
            .col(big_integer("file_id"))
            .col(integer("sort_order"))
            .foreign_key(&mut fk("master_case_photos", "case_id", "master_cases", Cascade))
            .foreign_key(&mut fk("master_case_photos", "file_id", "files", Cascade))
            .to_owned(),
    ]
}

fn indexes() -> Vec<IndexCreateStatement> {
    vec![
        index("salon_favorites", "ux_salon_favorites", &["account_id", "salon_id"], true),
        index("salon_favorites", "ix_salon_favorites_salon", &["salon_id"], false),
        index("master_cases", "ix_master_cases_master", &["master_id", "done_on"], false),
        index("master_case_photos", "ix_master_case_photos_case", &["case_id", "sort_order"], false),
        index("neighbourhoods", "ix_neighbourhoods_postal_code", &["postal_code"], false),
        index("salons", "ix_salons_district", &["district_id"], false),
        index("salons", "ix_salons_neighbourhood", &["neighbourhood_id"], false),
        index("master_services", "ix_master_services_master", &["master_id"], false),
        index("master_services", "ix_master_services_salon_service", &["salon_service_id"], false),
        index("reviews", "ix_reviews_salon_created", &["salon_id", "created_at"], false),
    ]
}

/// SQLite: an external-content FTS5 table with the trigram tokenizer (substring search, at least
/// three characters, which is also the lookups' minimum), and triggers that keep it current.
pub(super) fn sqlite_search_index(table: &str) -> Vec<String> {
    let fts = format!("{table}_fts");
    vec![
        format!("CREATE VIRTUAL TABLE {fts} USING fts5(search_key, content='{table}', content_rowid='id', tokenize='trigram')"),
        format!(
            "CREATE TRIGGER {fts}_ai AFTER INSERT ON {table} BEGIN INSERT INTO {fts}(rowid, search_key) VALUES (new.id, new.search_key); END"
        ),
        format!(
            "CREATE TRIGGER {fts}_ad AFTER DELETE ON {table} BEGIN INSERT INTO {fts}({fts}, rowid, search_key) VALUES ('delete', old.id, old.search_key); END"
        ),
        format!(
            "CREATE TRIGGER {fts}_au AFTER UPDATE OF search_key ON {table} BEGIN \
             INSERT INTO {fts}({fts}, rowid, search_key) VALUES ('delete', old.id, old.search_key); \
             INSERT INTO {fts}(rowid, search_key) VALUES (new.id, new.search_key); END"
        ),
        format!("INSERT INTO {fts}({fts}) VALUES ('rebuild')"),
    ]
}

pub(super) fn postgres_search_index(table: &str) -> Vec<String> {
    vec![format!("CREATE INDEX ix_{table}_search_trgm ON {table} USING gin (search_key gin_trgm_ops)")]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in tables() {
            manager.create_table(table).await?;
        }
        for index in indexes() {
            manager.create_index(index).await?;
        }
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        if backend == DatabaseBackend::Postgres {
            db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm").await?;
        }
        for table in SEARCHED_TABLES {
            let statements = match backend {
                DatabaseBackend::Sqlite => sqlite_search_index(table),
                _ => postgres_search_index(table),
            };
            super::run_statements(db, &statements).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for table in SEARCHED_TABLES {
            let sql = match manager.get_database_backend() {
                DatabaseBackend::Sqlite => format!(
                    "DROP TRIGGER IF EXISTS {table}_fts_ai; DROP TRIGGER IF EXISTS {table}_fts_ad; \
                     DROP TRIGGER IF EXISTS {table}_fts_au; DROP TABLE IF EXISTS {table}_fts"
                ),
                _ => format!("DROP INDEX IF EXISTS ix_{table}_search_trgm"),
            };
            db.execute_unprepared(&sql).await?;
        }
        for table in ["master_case_photos", "master_cases", "salon_favorites"] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
