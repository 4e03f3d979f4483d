//! `GET /salaries/{master_id}/appointments?from&to`: the drill-down of one salary row — the
//! completed visits it counts, its days with their worked minutes, and the payments in the period.

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use super::payments::{SalaryPaymentView, view};
use super::rows::{SalaryRow, WorkedDay, days, rows};
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidQuery};
use crate::plan_gate::{Salaries, SalonFeature};
use crate::salon::period::PeriodParams;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct SalaryVisit {
    pub id: i64,
    /// yyyy-MM-dd
    pub date: NaiveDate,
    /// HH:mm
    pub time: String,
    pub client_name: String,
    /// kuruş
    pub total: i64,
    /// card or cash
    pub payment_method: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalaryDetail {
    /// yyyy-MM-dd
    pub from: NaiveDate,
    /// yyyy-MM-dd
    pub to: NaiveDate,
    pub row: SalaryRow,
    /// Exactly the visits the row counts: their totals add up to its revenue.
    pub visits: Vec<SalaryVisit>,
    pub days: Vec<WorkedDay>,
    pub payments: Vec<SalaryPaymentView>,
}

/// One master's salary row with what it is counted from; another salon's master is a 404.
#[utoipa::path(get, path = "/salaries/{master_id}/appointments", operation_id = "salon_salary_detail", tag = "salon", params(("master_id" = i64, Path), PeriodParams), responses((status = 200, body = SalaryDetail), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn appointments(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
    Path(master_id): Path<i64>,
    ValidQuery(params): ValidQuery<PeriodParams>,
) -> ApiResult<Json<SalaryDetail>> {
    store::salaries::master(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
    let period = params.period()?;
    let data = store::salaries::data(&state.db, staff.salon_id, period.from, period.to, Some(master_id)).await?;
    let row = rows(&data, period).into_iter().next().ok_or_else(ApiError::not_found)?;
    let visits = store::salaries::completed_visits(&state.db, staff.salon_id, master_id, period.from, period.to)
        .await?
        .into_iter()
        .map(|v| SalaryVisit {
            id: v.id,
            date: v.provision_date,
            time: domain::time::hhmm(v.start_min.max(0) as u16),
            client_name: v.client_name,
            total: v.total_price,
            payment_method: v.payment_method,
        })
        .collect();
    let payments =
        store::salaries::payments(&state.db, staff.salon_id, master_id, period.from, period.to).await?.into_iter().map(view).collect();
    Ok(Json(SalaryDetail { from: period.from, to: period.to, days: days(&data, master_id, period), row, visits, payments }))
}
