//! A subservice or add-on of a salon service.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "salon_service_options")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_service_id: i64,
    pub kind: String,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    pub price: i64,
    pub duration_min: i32,
    pub sort_order: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
