//! `GET /api/salon/plan-usage`: what the salon's plan allows and how much of it is used this month
//! (issue #18): the salon's overview shows "SMS quota used: 100 / 100" with an upgrade link, and
//! the gated screens decide from `features` whether to show the upgrade screen.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::plan::Plan;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A quota and its use.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlanQuota {
    pub used: u32,
    /// `null`: unlimited.
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PlanUsage {
    /// free or premium
    pub plan: String,
    /// The keys of the features the plan includes (`domain::plan::Feature::key`, as in `GET /api/site/plans`).
    pub features: Vec<String>,
    /// Employees counted now (masters plus the owner when the owner is not a master).
    pub employees: PlanQuota,
    /// SMS the salon caused to its clients this month (login codes never count).
    pub sms: PlanQuota,
    /// The month the SMS count is for, `YYYY-MM` in Europe/Istanbul.
    pub month: String,
}

/// The salon's plan, its features and the use of its quotas this month.
#[utoipa::path(get, path = "/plan-usage", operation_id = "salon_plan_usage", tag = "salon", responses((status = 200, body = PlanUsage)))]
pub async fn plan_usage(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<PlanUsage>> {
    let salon = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let plan = Plan::parse(&salon.plan);
    let month = domain::subscription::sms_month(Utc::now());
    Ok(Json(PlanUsage {
        plan: plan.as_str().to_owned(),
        features: plan.features().into_iter().map(|f| f.key().to_owned()).collect(),
        employees: PlanQuota { used: store::team::employee_count(&state.db, &salon).await?, limit: Some(plan.employee_limit()) },
        sms: PlanQuota { used: store::sms_usage::used(&state.db, salon.id, &month).await?, limit: plan.sms_per_month() },
        month,
    }))
}
