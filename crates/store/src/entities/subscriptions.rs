//! A salon's subscription to a paid plan: its status, the current period, the card on file and
//! the dunning state. A salon without a row is on the free plan.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "subscriptions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub salon_id: i64,
    pub plan: String,
    pub status: String,
    pub period_start: DateTimeUtc,
    pub period_end: DateTimeUtc,
    pub cancel_at_period_end: bool,
    pub provider: String,
    pub customer_ref: Option<String>,
    pub subscription_ref: Option<String>,
    pub card_ref: Option<String>,
    pub card_brand: Option<String>,
    pub card_last4: Option<String>,
    pub failed_attempts: i32,
    pub next_attempt_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
