//! A break in a master's day: recurring per weekday or on a date.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "master_breaks")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub master_id: i64,
    pub weekday: Option<i16>,
    pub day: Option<Date>,
    pub start_min: i16,
    pub end_min: i16,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
