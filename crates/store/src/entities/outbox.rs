//! Every SMS and e-mail sent (or, in development, only recorded).

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "outbox")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub channel: String,
    pub recipient: String,
    pub subject: Option<String>,
    #[sea_orm(column_type = "Text")]
    pub body: String,
    pub provider: String,
    pub status: String,
    pub error: Option<String>,
    pub salon_id: Option<i64>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
