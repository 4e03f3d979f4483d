//! A salon's loyalty points programme (`domain::loyalty::Programme`).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "loyalty_programmes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub salon_id: i64,
    pub enabled: bool,
    pub points_per_100_try: i32,
    pub point_value_kurus: i32,
    pub max_redeem_percent: i32,
    pub expiry_months: Option<i32>,
    pub updated_by: Option<i64>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
