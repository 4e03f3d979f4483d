//! What an admin changed (issue #17 item 9): who, which record, what it was before and after.
//! Beside `audit_log`, which keeps the raw requests made while impersonating.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000014_audit_changes"
    }
}

const TABLE: &str = "audit_changes";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TABLE)
                    .col(big_pk_auto("id"))
                    .col(big_integer("actor_id"))
                    .col(big_integer_null("impersonator_id"))
                    .col(string("action"))
                    .col(string("entity"))
                    .col(big_integer("entity_id"))
                    // JSON snapshots as text: the same column type on both databases.
                    .col(text_null("before_json"))
                    .col(text_null("after_json"))
                    .col(text_null("reason"))
                    .col(timestamp_with_time_zone("created_at"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(TABLE, "ix_audit_changes_entity", &["entity", "entity_id", "created_at"], false)).await?;
        manager.create_index(index(TABLE, "ix_audit_changes_actor", &["actor_id", "created_at"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(TABLE).to_owned()).await
    }
}
