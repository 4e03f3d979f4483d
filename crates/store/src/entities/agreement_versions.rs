//! One saved version of an agreement: its name and texts as they were, when and by whom.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "agreement_versions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub agreement_id: i64,
    pub version: i32,
    pub name: String,
    #[sea_orm(column_type = "Text")]
    pub text_tr: String,
    #[sea_orm(column_type = "Text")]
    pub text_en: String,
    #[sea_orm(column_type = "Text")]
    pub text_ru: String,
    pub force_accept: bool,
    pub created_at: DateTimeUtc,
    pub created_by: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
