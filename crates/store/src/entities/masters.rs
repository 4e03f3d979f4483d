//! A specialist working at a salon, optionally linked to an account.

use sea_orm::entity::prelude::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, Serialize)]
#[sea_orm(table_name = "masters")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub salon_id: i64,
    pub account_id: Option<i64>,
    pub full_name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub birthday: Option<Date>,
    pub position: Option<String>,
    pub photo_file_id: Option<i64>,
    pub description: Option<String>,
    pub salary_type: String,
    pub hourly_rate: Option<i64>,
    /// A `fixed` master's amount per month, kuruş (issue #19).
    pub monthly_salary: Option<i64>,
    /// Commission on the revenue of the master's completed services, basis points (issue #19).
    pub commission_bp: Option<i32>,
    pub working_type: String,
    pub contract_active: bool,
    /// Beyond the free plan's employee limit after a downgrade: kept, not bookable (issue #18).
    pub plan_inactive: bool,
    pub sort_order: i32,
    pub created_at: DateTimeUtc,
    pub deleted_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
