//! A master's working day: a weekday template or a dated override.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "master_schedule_days")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub master_id: i64,
    pub weekday: Option<i16>,
    pub day: Option<Date>,
    pub day_type: String,
    pub start_min: Option<i16>,
    pub end_min: Option<i16>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
