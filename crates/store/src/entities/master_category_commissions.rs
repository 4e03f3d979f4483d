//! A master's commission for one category, overriding `masters.commission_bp` (basis points).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "master_category_commissions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub master_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub category_id: i64,
    pub commission_bp: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
