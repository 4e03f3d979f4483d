//! `GET /employees/payments/{id}?from&to`: the payments to a master in a period, newest first.

use axum::Json;
use axum::extract::State;

use super::{SalaryPaymentView, view};
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidQuery};
use crate::plan_gate::{Salaries, SalonFeature};
use crate::salon::period::PeriodParams;
use crate::state::AppState;

/// The master's payments in the period (this month by default); another salon's master is a 404.
#[utoipa::path(get, path = "/employees/payments/{id}", operation_id = "salon_salary_payments", tag = "salon", params(("id" = i64, Path), PeriodParams), responses((status = 200, body = Vec<SalaryPaymentView>), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    Path(master_id): Path<i64>,
    ValidQuery(params): ValidQuery<PeriodParams>,
) -> ApiResult<Json<Vec<SalaryPaymentView>>> {
    store::salaries::master(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
    let period = params.period()?;
    let rows = store::salaries::payments(&state.db, staff.salon_id, master_id, period.from, period.to).await?;
    Ok(Json(rows.into_iter().map(view).collect()))
}
