//! The tariff table (issue #18): every plan with its price, limits and features, read from
//! `domain::plan` — the one place the partners landing, the salon's payment screen, the upgrade
//! screens and the server's checks all take them from.

use axum::Json;
use domain::plan::{Feature, Plan};
use domain::subscription::TRIAL_DAYS;
use serde::Serialize;
use utoipa::ToSchema;

/// One plan of the tariff table.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlanInfo {
    /// `free` or `premium`.
    pub key: String,
    /// Monthly price in kuruş, VAT included (0 for the free plan).
    pub monthly_price_kurus: i64,
    /// Employees a salon may have, the owner included.
    pub employee_limit: u32,
    /// SMS a month; absent when unlimited.
    pub sms_per_month: Option<u32>,
    /// Days of free trial before the first charge (0 when the plan has none).
    pub trial_days: i64,
    /// The features the plan includes (`Feature::key`: `reports`, `crm`, `email_reminders`, …).
    pub features: Vec<String>,
}

/// The plans and every feature name a plan may include.
#[derive(Debug, Serialize, ToSchema)]
pub struct Plans {
    pub plans: Vec<PlanInfo>,
    /// Every feature in the tariff table's order, for rows the free plan lacks.
    pub features: Vec<String>,
}

pub fn table() -> Plans {
    Plans {
        plans: Plan::ALL
            .into_iter()
            .map(|plan| PlanInfo {
                key: plan.as_str().to_owned(),
                monthly_price_kurus: plan.monthly_price_kurus(),
                employee_limit: plan.employee_limit(),
                sms_per_month: plan.sms_per_month(),
                trial_days: if plan.is_paid() { TRIAL_DAYS } else { 0 },
                features: plan.features().into_iter().map(|f| f.key().to_owned()).collect(),
            })
            .collect(),
        features: Feature::ALL.into_iter().map(|f| f.key().to_owned()).collect(),
    }
}

/// The tariff table: plans, prices, limits and features.
#[utoipa::path(get, path = "/plans", tag = "site", responses((status = 200, body = Plans)))]
pub async fn plans() -> Json<Plans> {
    Json(table())
}
