//! A client's points at one salon: the sum of their ledger there, kept with each entry.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loyalty_balances")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub salon_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub account_id: i64,
    pub points: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
