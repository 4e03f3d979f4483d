//! A catalogue service as a salon offers it: price in kuruş, duration, discount.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "salon_services")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub service_id: i64,
    pub price: i64,
    pub discount_percent: i16,
    pub duration_min: i32,
    pub is_multiple: bool,
    pub description: Option<String>,
    pub active: bool,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
