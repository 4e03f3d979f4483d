//! One charge (or failed attempt) for a period of a salon's subscription; a paid one carries the
//! invoice's sequential number.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "subscription_payments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub plan: String,
    pub period_start: DateTimeUtc,
    pub period_end: DateTimeUtc,
    pub amount_kurus: i64,
    pub status: String,
    pub provider: String,
    pub provider_ref: Option<String>,
    pub failure_reason: Option<String>,
    pub invoice_number: Option<i64>,
    pub paid_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
