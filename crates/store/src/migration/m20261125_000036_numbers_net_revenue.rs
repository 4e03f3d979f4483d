//! Revenue is what the salon collects, `total_price - points_discount` (`sql::COLLECTED`), so the
//! numbers' covering index (migration 000030) must hold `points_discount` too, or every chart and
//! report would visit the table's rows again. The index is replaced by one under a new name: on
//! SQLite's pooled connections, dropping and re-creating one name in a migration was refused
//! ("already exists": the create ran on a connection that had not seen the drop).

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261125_000036_numbers_net_revenue"
    }
}

const OLD: &str = "ix_appointments_salon_numbers";
const NEW: &str = "ix_appointments_salon_net_numbers";
const OLD_COLUMNS: [&str; 7] = ["salon_id", "provision_date", "status", "master_id", "total_price", "cancelled_by", "payment_method"];

async fn replace(manager: &SchemaManager<'_>, drop: &'static str, create: &'static str, columns: &[&'static str]) -> Result<(), DbErr> {
    manager.create_index(index("appointments", create, columns, false)).await?;
    manager.drop_index(Index::drop().name(drop).table("appointments").if_exists().to_owned()).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let mut columns = OLD_COLUMNS.to_vec();
        columns.push("points_discount");
        replace(manager, OLD, NEW, &columns).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        replace(manager, NEW, OLD, &OLD_COLUMNS).await
    }
}

#[cfg(test)]
mod tests {
    use sea_orm::{FromQueryResult, Statement};

    /// On a file database (a pool of connections, as the server runs): the new index replaces the old.
    #[tokio::test]
    async fn the_covering_index_holds_the_points_discount() {
        #[derive(FromQueryResult)]
        struct Index {
            name: String,
            sql: String,
        }
        let dir = tempfile::tempdir().unwrap();
        let db = crate::connect(&format!("sqlite://{}/t.db", dir.path().display())).await.unwrap();
        crate::migrate(&db).await.unwrap();
        let rows = Index::find_by_statement(Statement::from_string(
            db.get_database_backend(),
            format!("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name IN ('{}', '{}')", super::OLD, super::NEW),
        ))
        .all(&db)
        .await
        .unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].name, super::NEW);
        assert!(rows[0].sql.contains("points_discount"), "{}", rows[0].sql);
    }
}
