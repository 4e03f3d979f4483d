//! A service in a basket with its chosen options (a JSON array of option ids).

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "basket_items")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub basket_id: i64,
    pub salon_service_id: i64,
    pub quantity: i32,
    pub option_ids: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
