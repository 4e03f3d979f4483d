//! Which salon services a master provides.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "master_services")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub master_id: i64,
    pub salon_service_id: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
