//! A dated free-text record on a salon's client card ("add record").

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "salon_client_records")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_client_id: i64,
    pub text: String,
    pub created_by: Option<i64>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
