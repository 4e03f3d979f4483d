//! A salon (business) with its public profile and settings.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "salons")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub address: String,
    pub province_id: i64,
    pub district_id: i64,
    pub neighbourhood_id: Option<i64>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub transport: Option<String>,
    pub about_tr: Option<String>,
    pub about_en: Option<String>,
    pub about_ru: Option<String>,
    pub social: String,
    pub custom_link: Option<String>,
    pub time_slicing: i16,
    pub auto_confirm: bool,
    pub is_star: bool,
    pub plan: String,
    pub status: String,
    pub deactivation_type: Option<String>,
    pub deactivation_reason: Option<String>,
    pub deactivated_at: Option<DateTimeUtc>,
    pub rating_avg: Option<f64>,
    pub reviews_count: i32,
    pub search_key: String,
    pub owner_account_id: Option<i64>,
    pub created_at: DateTimeUtc,
    /// Legal details for invoices (issue #18): `individual`, `limited` or `joint_stock`.
    pub company_type: Option<String>,
    pub legal_name: Option<String>,
    /// TC identity number (individual) or VKN (company).
    pub tax_number: Option<String>,
    pub tax_office: Option<String>,
    pub billing_address: Option<String>,
    /// Bumped by triggers on every write of the salon's services, masters and photos
    /// (migration 000056): what `catalogue_snapshot` keeps is good while this is unchanged.
    pub catalogue_version: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
