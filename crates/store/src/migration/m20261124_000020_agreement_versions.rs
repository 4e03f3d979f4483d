//! Agreements are versioned (issue #17 item 8): every admin save keeps the texts it replaced as a
//! numbered version with its date and author. `search_key` is the folded name and slug for the
//! admin's table search (null until `store::agreements` writes it: rows inserted elsewhere get it from
//! `backfill`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000020_agreement_versions"
    }
}

const TABLE: &str = "agreement_versions";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(TABLE)
                    .col(big_pk_auto("id"))
                    .col(big_integer("agreement_id"))
                    .col(integer("version"))
                    .col(string("name"))
                    .col(text("text_tr"))
                    .col(text("text_en"))
                    .col(text("text_ru"))
                    .col(boolean("force_accept"))
                    .col(timestamp_with_time_zone("created_at"))
                    // None for the versions the seed and this migration wrote.
                    .col(big_integer_null("created_by"))
                    .foreign_key(&mut fk(TABLE, "agreement_id", "agreements", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(TABLE, "created_by", "accounts", ForeignKeyAction::SetNull))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(TABLE, "ux_agreement_versions", &["agreement_id", "version"], true)).await?;
        manager.alter_table(Table::alter().table("agreements").add_column(string_null("search_key")).to_owned()).await?;
        crate::agreements::backfill(manager.get_connection()).await.map_err(|e| DbErr::Custom(e.to_string()))
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("agreements").drop_column("search_key").to_owned()).await?;
        manager.drop_table(Table::drop().table(TABLE).to_owned()).await
    }
}
