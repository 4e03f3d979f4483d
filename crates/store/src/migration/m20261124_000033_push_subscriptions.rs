//! Web Push (issue #21 item 2): the browsers (devices) of an account that take pushes while
//! closed. One row per `PushManager` subscription; its `endpoint` is unique, so subscribing again
//! from the same browser updates the row instead of adding one.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000033_push_subscriptions"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("push_subscriptions")
                    .col(big_pk_auto("id"))
                    .col(big_integer("account_id"))
                    // The push service's URL for this browser (at most domain::push::MAX_ENDPOINT_LEN).
                    .col(text("endpoint"))
                    // The browser's P-256 public key and auth secret (base64url), RFC 8291.
                    .col(string("p256dh"))
                    .col(string("auth"))
                    // What the user sees to tell devices apart (the browser's user agent, shortened).
                    .col(string("device"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .foreign_key(&mut fk("push_subscriptions", "account_id", "accounts", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("push_subscriptions", "ux_push_subscriptions_endpoint", &["endpoint"], true)).await?;
        manager.create_index(index("push_subscriptions", "ix_push_subscriptions_account", &["account_id"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("push_subscriptions").to_owned()).await
    }
}
