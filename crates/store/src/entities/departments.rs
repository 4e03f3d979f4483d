//! A top-level section of the catalogue (hair, barber, nails, ...).

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "departments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub slug: String,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    #[sea_orm(column_type = "Text")]
    pub icon_svg: String,
    pub sort_order: i32,
    pub show_in_menu: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
