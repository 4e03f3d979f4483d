//! `PUT /salaries/{master_id}/settings`: what a master is paid besides the salary type and hourly
//! rate of the employee form — a monthly salary (for `fixed`), a commission on service revenue,
//! and commissions per category that override it. The per-category list replaces the old one.

use std::collections::BTreeSet;

use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::salary::{CATEGORY_COMMISSIONS_MAX, COMMISSION_MAX_BP, MONTHLY_SALARY_MAX, parse_commission};
use serde::{Deserialize, Serialize};
use store::salaries::Settings;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::plan_gate::{Salaries, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CategoryCommissionInput {
    pub category_id: i64,
    /// basis points (1 % = 100)
    #[schema(minimum = 0, maximum = 10000)]
    pub commission_bp: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SalarySettingsInput {
    /// kuruş a month; counts for a `fixed` master. Empty: none.
    #[schema(minimum = 0, maximum = 1000000000)]
    pub monthly_salary: Option<i64>,
    /// basis points on service revenue (1 % = 100). Empty: none.
    #[schema(minimum = 0, maximum = 10000)]
    pub commission_bp: Option<i64>,
    /// Each category at most once.
    #[serde(default)]
    #[schema(max_items = 200)]
    pub categories: Vec<CategoryCommissionInput>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalarySettingsSaved {
    pub saved: bool,
}

/// Saves the master's pay settings; another salon's master is a 404.
#[utoipa::path(put, path = "/salaries/{master_id}/settings", operation_id = "salon_salary_settings", tag = "salon", params(("master_id" = i64, Path)), request_body = SalarySettingsInput, responses((status = 200, body = SalarySettingsSaved), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn settings(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    Path(master_id): Path<i64>,
    ValidJson(body): ValidJson<SalarySettingsInput>,
) -> ApiResult<Json<SalarySettingsSaved>> {
    let master = store::salaries::master(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
    let mut out = Problems::default();
    let monthly = match body.monthly_salary {
        None => Some(None),
        Some(amount) => out.between("monthly_salary", amount, 0, MONTHLY_SALARY_MAX).map(Some),
    };
    let commission = body.commission_bp.map_or(Some(None), |bp| parse_commission("commission_bp", Some(bp), &mut out).map(Some));
    if body.categories.len() > CATEGORY_COMMISSIONS_MAX {
        out.push_with("categories", "max_value", vec![("max", CATEGORY_COMMISSIONS_MAX.to_string())]);
    }
    let mut seen = BTreeSet::new();
    for (i, c) in body.categories.iter().enumerate() {
        out.between(&format!("categories.{i}.commission_bp"), c.commission_bp, 0, COMMISSION_MAX_BP);
        if !seen.insert(c.category_id) {
            out.push(format!("categories.{i}.category_id"), "wrong_format");
        }
    }
    let ids: Vec<i64> = seen.into_iter().collect();
    let existing = store::salaries::existing_categories(&state.db, &ids).await?;
    for (i, c) in body.categories.iter().enumerate() {
        if !existing.contains(&c.category_id) {
            out.push(format!("categories.{i}.category_id"), "wrong_format");
        }
    }
    let (Some(monthly_salary), Some(commission_bp)) = (monthly, commission) else { return Err(out.into()) };
    out.into_result()?;
    let settings = Settings {
        salary_type: master.salary_type.clone(),
        monthly_salary,
        hourly_rate: master.hourly_rate,
        commission_bp: commission_bp.map(|bp| bp as i32),
        categories: body.categories.iter().map(|c| (c.category_id, c.commission_bp as i32)).collect(),
    };
    if !store::salaries::save_settings(&state.db, staff.salon_id, master_id, &settings).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(SalarySettingsSaved { saved: true }))
}
