//! One entry of the append-only points ledger: `earn`, `redeem`, `return` or `expire`, with
//! signed points.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loyalty_ledger")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub account_id: i64,
    pub appointment_id: Option<i64>,
    pub kind: String,
    pub points: i64,
    pub amount_kurus: i64,
    pub expires_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
