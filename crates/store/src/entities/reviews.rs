//! A review with three ratings; status placed or rejected.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "reviews")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub appointment_id: Option<i64>,
    pub account_id: Option<i64>,
    pub master_id: Option<i64>,
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    pub text: Option<String>,
    pub lang: String,
    pub status: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
