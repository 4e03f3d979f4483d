//! The admin's users search without a scan (issue #17): `accounts.search_key`, the folded name,
//! the phone's digits and the folded e-mail (`domain::person::account_search_key`), filled here
//! for the existing accounts and kept by the accounts entity's save hook, with the same substring
//! index as the discovery lookups: an FTS5 trigram table on SQLite, pg_trgm GIN on PostgreSQL.

use sea_orm::{ConnectionTrait, DatabaseBackend, FromQueryResult, Statement};
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::m20261121_000003_discovery::{postgres_search_index, sqlite_search_index};
use crate::sql::statement;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261125_000038_account_search"
    }
}

#[derive(FromQueryResult)]
struct Existing {
    id: i64,
    full_name: String,
    phone: Option<String>,
    email: Option<String>,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("accounts").add_column(string("search_key").default("")).to_owned()).await?;
        let db = manager.get_connection();
        let backend = db.get_database_backend();
        // Deleted accounts have nothing left to find them by: their key stays empty.
        let rows = Existing::find_by_statement(Statement::from_string(
            backend,
            "SELECT id, full_name, phone, email FROM accounts WHERE deleted_at IS NULL",
        ))
        .all(db)
        .await?;
        for row in rows {
            let key = domain::person::account_search_key(&row.full_name, row.phone.as_deref(), row.email.as_deref());
            db.execute_raw(statement(backend, "UPDATE accounts SET search_key = ? WHERE id = ?", vec![key.into(), row.id.into()])).await?;
        }
        // After the backfill, so SQLite's FTS table is built once from the filled keys.
        let statements = match backend {
            DatabaseBackend::Sqlite => sqlite_search_index("accounts"),
            _ => postgres_search_index("accounts"),
        };
        super::run_statements(db, &statements).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let sql = match manager.get_database_backend() {
            DatabaseBackend::Sqlite => {
                "DROP TRIGGER IF EXISTS accounts_fts_ai; DROP TRIGGER IF EXISTS accounts_fts_ad; \
                 DROP TRIGGER IF EXISTS accounts_fts_au; DROP TABLE IF EXISTS accounts_fts"
            }
            _ => "DROP INDEX IF EXISTS ix_accounts_search_trgm",
        };
        db.execute_unprepared(sql).await?;
        manager.alter_table(Table::alter().table("accounts").drop_column("search_key").to_owned()).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, FromQueryResult, Statement};
    use sea_orm_migration::MigratorTrait;

    use crate::migration::Migrator;

    #[derive(FromQueryResult)]
    struct Found {
        id: i64,
        search_key: String,
    }

    /// An account from before the migration gets its key, and the SQLite index answers it.
    #[tokio::test]
    async fn existing_accounts_get_their_key_and_the_index_finds_them() {
        let db = crate::connect("sqlite::memory:").await.unwrap();
        // Every migration before this one, however many come after it.
        let before = Migrator::migrations().iter().position(|m| m.name() == "m20261125_000038_account_search").unwrap() as u32;
        Migrator::up(&db, Some(before)).await.unwrap();
        db.execute_unprepared(
            "INSERT INTO accounts (full_name, phone, email, active_role, locale, created_at) \
             VALUES ('Ayşe Işık', '+905559990004', 'Ayse@Example.com', 'client', 'tr', '2026-11-01T10:00:00+00:00')",
        )
        .await
        .unwrap();
        Migrator::up(&db, None).await.unwrap();
        let found = Found::find_by_statement(Statement::from_string(
            db.get_database_backend(),
            "SELECT id, search_key FROM accounts WHERE id IN (SELECT rowid FROM accounts_fts WHERE accounts_fts MATCH '\"isik\"')",
        ))
        .all(&db)
        .await
        .unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].id, found[0].search_key.as_str()), (1, "ayse isik 905559990004 05559990004 ayse@example.com"));
    }
}
