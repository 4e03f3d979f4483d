//! The admin's reviews table (issue #17) opens on every review with a count per status tab and a
//! total: two counts over all of them (219,537 reviews on the large dataset: 30 ms a page on
//! SQLite, 50 on PostgreSQL, measured). `review_status_totals` keeps how many reviews each status
//! holds, written by triggers in the statement that adds, moves or removes a review, whichever path
//! wrote it; the unfiltered tabs and total read its few rows (`store::review_moderation`).
//!
//! Every review write updates one row of it, so two reviews written at the same moment on
//! PostgreSQL wait for each other's commit there: reviews come one visit at a time, far below
//! where that shows.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000044_review_totals"
    }
}

pub const TABLE: &str = "review_status_totals";

/// Counts the totals again from the reviews: the migration's own fill, and a bulk load that wrote
/// reviews with the triggers off (`seed --synthetic` on PostgreSQL).
pub fn recount() -> String {
    format!("DELETE FROM {TABLE}; INSERT INTO {TABLE} (status, n) SELECT status, COUNT(*) FROM reviews GROUP BY status")
}

/// Adds `delta` reviews to status `status` (an SQL expression: `NEW.status` or `OLD.status`).
fn add(status: &str, delta: i64) -> String {
    format!(
        "INSERT INTO {TABLE} (status, n) VALUES ({status}, {delta}) \
         ON CONFLICT (status) DO UPDATE SET n = {TABLE}.n + excluded.n;"
    )
}

fn postgres_up() -> Vec<String> {
    vec![
        format!("CREATE TABLE {TABLE} (status VARCHAR(32) PRIMARY KEY, n BIGINT NOT NULL)"),
        format!(
            "CREATE FUNCTION review_status_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {} END IF; \
             IF TG_OP IN ('UPDATE', 'INSERT') THEN {} END IF; \
             RETURN NULL; END $$",
            add("OLD.status", -1),
            add("NEW.status", 1)
        ),
        "CREATE TRIGGER tr_review_status_totals AFTER INSERT OR DELETE ON reviews FOR EACH ROW \
         EXECUTE FUNCTION review_status_totals_keep()"
            .into(),
        "CREATE TRIGGER tr_review_status_totals_move AFTER UPDATE OF status ON reviews FOR EACH ROW \
         WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION review_status_totals_keep()"
            .into(),
    ]
}

fn sqlite_up() -> Vec<String> {
    vec![
        format!("CREATE TABLE {TABLE} (status TEXT PRIMARY KEY NOT NULL, n INTEGER NOT NULL)"),
        format!("CREATE TRIGGER tr_review_status_totals_insert AFTER INSERT ON reviews BEGIN {} END", add("NEW.status", 1)),
        format!("CREATE TRIGGER tr_review_status_totals_delete AFTER DELETE ON reviews BEGIN {} END", add("OLD.status", -1)),
        format!(
            "CREATE TRIGGER tr_review_status_totals_move AFTER UPDATE OF status ON reviews WHEN OLD.status IS NOT NEW.status \
             BEGIN {} {} END",
            add("OLD.status", -1),
            add("NEW.status", 1)
        ),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let statements = if manager.get_database_backend() == DatabaseBackend::Postgres { postgres_up() } else { sqlite_up() };
        super::run_statements(db, &statements).await?;
        db.execute_unprepared(&recount()).await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let statements: Vec<&str> = if manager.get_database_backend() == DatabaseBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS tr_review_status_totals ON reviews",
                "DROP TRIGGER IF EXISTS tr_review_status_totals_move ON reviews",
                "DROP FUNCTION IF EXISTS review_status_totals_keep()",
            ]
        } else {
            vec![
                "DROP TRIGGER IF EXISTS tr_review_status_totals_insert",
                "DROP TRIGGER IF EXISTS tr_review_status_totals_delete",
                "DROP TRIGGER IF EXISTS tr_review_status_totals_move",
            ]
        };
        for sql in statements {
            db.execute_unprepared(sql).await?;
        }
        manager.drop_table(Table::drop().table(TABLE).to_owned()).await
    }
}
