//! Portfolio management (issue #17 item 7): the platform admin hides a master's case from the
//! public pages (`master_cases.hidden`). The users screen's "last login" needs no column: it is
//! `accounts.last_visit_at`, set whenever a session starts.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000019_portfolio_hidden"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("master_cases").add_column(boolean("hidden").default(false)).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("master_cases").drop_column("hidden").to_owned()).await
    }
}
