//! An expense of the salon (kuruş). A recurring one counts each month on the day of `spent_on`,
//! from `spent_on` until `ends_on`.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "expenses")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub category: String,
    pub amount: i64,
    pub spent_on: Date,
    pub recurring_monthly: bool,
    pub ends_on: Option<Date>,
    pub note: Option<String>,
    pub created_by: Option<i64>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
