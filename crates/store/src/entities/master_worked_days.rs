//! The salon's correction of a master's worked minutes on one day (a day without a row counts
//! what the schedule says).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "master_worked_days")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub master_id: i64,
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: Date,
    pub minutes: i32,
    pub updated_by: Option<i64>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
