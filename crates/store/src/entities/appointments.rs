//! A booking (spec: act). `starts_at`/`ends_at` are UTC; date and minute are salon-local.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "appointments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub master_id: i64,
    pub client_account_id: Option<i64>,
    pub client_name: String,
    pub client_phone: String,
    pub client_email: Option<String>,
    pub client_birthday: Option<Date>,
    pub comment: Option<String>,
    pub status: String,
    pub provision_date: Date,
    pub start_min: i16,
    pub duration_min: i32,
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    pub total_price: i64,
    pub payment_method: Option<String>,
    pub source: String,
    pub created_by: Option<i64>,
    pub impersonator_id: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub confirmed_at: Option<DateTimeUtc>,
    pub cancelled_at: Option<DateTimeUtc>,
    pub offer_date: Option<Date>,
    pub offer_start_min: Option<i16>,
    pub offer_end_min: Option<i16>,
    pub moved_by: Option<String>,
    pub cancelled_by: Option<String>,
    pub completed_at: Option<DateTimeUtc>,
    pub locale: String,
    pub important: bool,
    pub viewed_at: Option<DateTimeUtc>,
    pub salon_reply: Option<String>,
    pub salon_client_id: Option<i64>,
    /// Loyalty points this booking redeemed (returned when it is cancelled).
    pub points_redeemed: i32,
    /// The discount those points gave, in kuruş: the salon collects `total_price - points_discount`.
    pub points_discount: i64,
    /// The client's no-shows at the salon in the last 90 days when they booked online, set only
    /// when it reached `domain::booking::NO_SHOW_FLAG_THRESHOLD`: the salon confirms by hand.
    pub no_shows_flag: Option<i16>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
