//! `GET /salaries?from&to` (spec §7 `get-all-salaries`): one salary row per master for a period.

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use super::rows::{SalaryRow, rows};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Salaries, SalonFeature};
use crate::salon::period::PeriodParams;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct SalaryList {
    /// yyyy-MM-dd
    pub from: NaiveDate,
    /// yyyy-MM-dd
    pub to: NaiveDate,
    pub rows: Vec<SalaryRow>,
}

/// The salary rows of the salon's masters for the period (this month by default).
#[utoipa::path(get, path = "/salaries", operation_id = "salon_salaries", tag = "salon", params(PeriodParams), responses((status = 200, body = SalaryList), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    ValidQuery(params): ValidQuery<PeriodParams>,
) -> ApiResult<Json<SalaryList>> {
    let period = params.period()?;
    let data = store::salaries::data(&state.db, staff.salon_id, period.from, period.to, None).await?;
    Ok(Json(SalaryList { from: period.from, to: period.to, rows: rows(&data, period) }))
}
