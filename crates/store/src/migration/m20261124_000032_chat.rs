//! Chat with the feedback moderator (issue #21 item 1): one conversation per salon with the
//! platform's moderators (admins with `contact_salon`). Messages are stored before they are
//! delivered, so a socket that reconnects catches up from the last id it saw. Read state is kept
//! per side (the salon's people, the moderators as one shared inbox) as the last read message id.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000032_chat"
    }
}

const CONVERSATIONS: &str = "chat_conversations";
const MESSAGES: &str = "chat_messages";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CONVERSATIONS)
                    .col(big_integer("salon_id").primary_key())
                    // open, resolved
                    .col(string("status").default("open"))
                    .col(big_integer_null("assigned_account_id"))
                    // The last message id each side has read (0: none).
                    .col(big_integer("salon_read_id").default(0))
                    .col(big_integer("moderator_read_id").default(0))
                    .col(big_integer("last_message_id").default(0))
                    .col(timestamp_with_time_zone("last_message_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut fk(CONVERSATIONS, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(CONVERSATIONS, "assigned_account_id", "accounts", ForeignKeyAction::SetNull))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(CONVERSATIONS, "ix_chat_conversations_last", &["last_message_at"], false)).await?;
        manager
            .create_table(
                Table::create()
                    .table(MESSAGES)
                    .col(big_pk_auto("id"))
                    .col(big_integer("salon_id"))
                    .col(big_integer_null("author_account_id"))
                    // True when a moderator wrote it, false when the salon did.
                    .col(boolean("from_moderator"))
                    .col(text("text"))
                    // An uploaded image's URL (the `chat` folder of the upload call), if any.
                    .col(string_null("image_url"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(
                        ForeignKey::create().from(MESSAGES, "salon_id").to(CONVERSATIONS, "salon_id").on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(&mut fk(MESSAGES, "author_account_id", "accounts", ForeignKeyAction::SetNull))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(MESSAGES, "ix_chat_messages_salon_id", &["salon_id", "id"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(MESSAGES).to_owned()).await?;
        manager.drop_table(Table::drop().table(CONVERSATIONS).to_owned()).await
    }
}
