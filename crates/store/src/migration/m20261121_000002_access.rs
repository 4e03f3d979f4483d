//! Accounts and access: login codes, the message outbox, agreement acceptances, deletion
//! requests, phone changes and the audit trail of impersonated writes.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

fn cascade(table: &'static str, column: &'static str, target: &'static str) -> ForeignKeyCreateStatement {
    fk(table, column, target, ForeignKeyAction::Cascade)
}

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000002_access"
    }
}

fn tables() -> Vec<TableCreateStatement> {
    vec![
        Table::create()
            .table("login_codes")
            .col(big_pk_auto("id"))
            .col(string("phone"))
            .col(string("purpose"))
            .col(string("code_hash"))
            .col(string_null("ip"))
            .col(integer("wrong_tries").default(0))
            .col(timestamp_with_time_zone("created_at"))
            .col(timestamp_with_time_zone_null("used_at"))
            .to_owned(),
        Table::create()
            .table("outbox")
            .col(big_pk_auto("id"))
            .col(string("channel"))
            .col(string("recipient"))
            .col(string_null("subject"))
            .col(text("body"))
            .col(string("provider"))
            .col(string("status"))
            .col(text_null("error"))
            .col(big_integer_null("salon_id"))
            .col(timestamp_with_time_zone("created_at"))
            .to_owned(),
        Table::create()
            .table("agreement_acceptances")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(big_integer("agreement_id"))
            .col(integer("version"))
            .col(timestamp_with_time_zone("accepted_at"))
            .foreign_key(&mut cascade("agreement_acceptances", "account_id", "accounts"))
            .foreign_key(&mut cascade("agreement_acceptances", "agreement_id", "agreements"))
            .to_owned(),
        Table::create()
            .table("account_deletions")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(timestamp_with_time_zone("requested_at"))
            .col(date("scheduled_for"))
            .col(timestamp_with_time_zone_null("processed_at"))
            .foreign_key(&mut cascade("account_deletions", "account_id", "accounts"))
            .to_owned(),
        Table::create()
            .table("phone_changes")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(string("new_phone"))
            .col(string_uniq("token_hash"))
            .col(timestamp_with_time_zone("created_at"))
            .col(timestamp_with_time_zone_null("link_verified_at"))
            .col(timestamp_with_time_zone_null("completed_at"))
            .foreign_key(&mut cascade("phone_changes", "account_id", "accounts"))
            .to_owned(),
        Table::create()
            .table("audit_log")
            .col(big_pk_auto("id"))
            .col(big_integer("account_id"))
            .col(big_integer_null("impersonator_id"))
            .col(string("method"))
            .col(string("path"))
            .col(small_integer("status"))
            .col(timestamp_with_time_zone("created_at"))
            .to_owned(),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in tables() {
            manager.create_table(table).await?;
        }
        for statement in [
            index("login_codes", "ix_login_codes_phone", &["phone", "created_at"], false),
            index("login_codes", "ix_login_codes_ip", &["ip", "created_at"], false),
            index("outbox", "ix_outbox_recipient", &["recipient", "created_at"], false),
            index("agreement_acceptances", "ix_agreement_acceptances", &["account_id", "agreement_id"], false),
            index("audit_log", "ix_audit_log_impersonator", &["impersonator_id", "created_at"], false),
        ] {
            manager.create_index(statement).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in tables().into_iter().rev() {
            let name = table.get_table_name().cloned().expect("named");
            manager.drop_table(Table::drop().table(name).to_owned()).await?;
        }
        Ok(())
    }
}
