//! A catalogue service, named in tr/en/ru; salon requests wait in moderation.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "services")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub category_id: i64,
    pub slug: String,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    pub description_tr: Option<String>,
    pub description_en: Option<String>,
    pub description_ru: Option<String>,
    pub default_duration_min: i32,
    pub moderation_state: String,
    pub requested_by_salon_id: Option<i64>,
    pub search_key: String,
    pub created_at: DateTimeUtc,
    /// What the requesting salon asked to sell it for (kuruş) and how long it takes there.
    pub requested_price: Option<i64>,
    pub requested_duration_min: Option<i32>,
    pub decline_reason: Option<String>,
    /// A request merged into this approved catalogue service (state `merged`).
    pub merged_into_service_id: Option<i64>,
    pub moderated_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
