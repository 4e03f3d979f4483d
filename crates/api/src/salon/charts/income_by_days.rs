//! `GET /charts/income-by-days`: revenue per day of the period and of the one before.

use axum::Json;
use axum::extract::State;

use super::{DaySeries, MasterPeriodQuery, both_periods, series};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Revenue (kuruş) of completed visits per day, every day of the period and of the one before.
#[utoipa::path(get, path = "/charts/income-by-days", operation_id = "salon_chart_income_by_days", tag = "salon", params(MasterPeriodQuery), responses((status = 404, body = crate::error::ErrorBody), (status = 200, body = DaySeries), (status = 422, body = crate::error::ErrorBody)))]
pub async fn income_by_days(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<MasterPeriodQuery>,
) -> ApiResult<Json<DaySeries>> {
    let (period, master_id) = query.parse(&state, staff.salon_id).await?;
    let (current, previous) = both_periods(&state, staff.salon_id, period, master_id).await?;
    Ok(Json(DaySeries { current: series(period, &current, |d| d.revenue), previous: series(period.previous(), &previous, |d| d.revenue) }))
}
