//! Opening hours of one weekday (0 = Monday), in minutes from midnight.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "salon_working_hours")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub weekday: i16,
    pub open_min: i16,
    pub close_min: i16,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
