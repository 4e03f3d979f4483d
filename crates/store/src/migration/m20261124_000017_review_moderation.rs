//! Review moderation on both sides (issue #17 item 4): the reason of a salon's dispute or an
//! admin's rejection, the salon's public answer, who decided last, and a folded search key over
//! the author and the text so the admin's search finds "Ayşe" by "ayse".

use sea_orm::{ConnectionTrait, FromQueryResult, Statement};
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;
use crate::sql::statement;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000017_review_moderation"
    }
}

const TABLE: &str = "reviews";

fn columns() -> Vec<ColumnDef> {
    vec![
        text_null("reason"),
        text_null("answer"),
        timestamp_with_time_zone_null("answered_at"),
        big_integer_null("moderated_by"),
        timestamp_with_time_zone_null("moderated_at"),
        // Set when an admin confirmed or rejected: the salon may then no longer dispute it.
        timestamp_with_time_zone_null("admin_decided_at"),
        string("search_key").default("").to_owned(),
    ]
}

const NAMES: [&str; 7] = ["reason", "answer", "answered_at", "moderated_by", "moderated_at", "admin_decided_at", "search_key"];

#[derive(FromQueryResult)]
struct Existing {
    id: i64,
    author_name: String,
    text: Option<String>,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite adds one at a time.
        for column in columns() {
            manager.alter_table(Table::alter().table(TABLE).add_column(column).to_owned()).await?;
        }
        manager.create_index(index(TABLE, "ix_reviews_status_created", &["status", "created_at"], false)).await?;
        // Existing reviews get their key here; new ones from `store::notifications::add_review`.
        let db = manager.get_connection();
        let backend = db.get_database_backend();
        let rows =
            Existing::find_by_statement(Statement::from_string(backend, "SELECT id, author_name, text FROM reviews")).all(db).await?;
        for row in rows {
            let key = crate::review_moderation::search_key(&row.author_name, row.text.as_deref());
            db.execute_raw(statement(backend, "UPDATE reviews SET search_key = ? WHERE id = ?", vec![key.into(), row.id.into()])).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("ix_reviews_status_created").table(TABLE).to_owned()).await?;
        for name in NAMES {
            manager.alter_table(Table::alter().table(TABLE).drop_column(name).to_owned()).await?;
        }
        Ok(())
    }
}
