//! A legal text in three languages with a version for re-acceptance.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "agreements")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub kind: String,
    #[sea_orm(column_type = "Text")]
    pub text_tr: String,
    #[sea_orm(column_type = "Text")]
    pub text_en: String,
    #[sea_orm(column_type = "Text")]
    pub text_ru: String,
    pub version: i32,
    /// Everyone must have accepted the current version (set or cleared by each save).
    pub force_accept: bool,
    /// The folded name and slug (table search).
    pub search_key: Option<String>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
