//! Failed password logins, counted per phone and per IP address (issue #15 item 8). In the
//! database, not in a process's memory, so every server node counts the same attempts.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000013_login_attempts"
    }
}

const TABLE: &str = "login_attempts";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TABLE)
                    .col(big_pk_auto("id"))
                    .col(string("phone"))
                    .col(string("ip"))
                    .col(timestamp_with_time_zone("created_at"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(TABLE, "ix_login_attempts_phone", &["phone", "created_at"], false)).await?;
        manager.create_index(index(TABLE, "ix_login_attempts_ip", &["ip", "created_at"], false)).await?;
        // The clean-up deletes by age alone.
        manager.create_index(index(TABLE, "ix_login_attempts_created", &["created_at"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(TABLE).to_owned()).await
    }
}
