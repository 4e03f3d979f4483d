//! A salon's conversation with the platform's feedback moderators.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "chat_conversations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub salon_id: i64,
    pub status: String,
    pub assigned_account_id: Option<i64>,
    pub salon_read_id: i64,
    pub moderator_read_id: i64,
    pub last_message_id: i64,
    pub last_message_at: DateTimeUtc,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
