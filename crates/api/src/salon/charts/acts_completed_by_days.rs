//! `GET /charts/acts/completed-by-days`: completed visits per day of the period and of the one before.

use axum::Json;
use axum::extract::State;

use super::{DaySeries, MasterPeriodQuery, both_periods, series};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Completed visits per day, every day of the period and of the one before.
#[utoipa::path(get, path = "/charts/acts/completed-by-days", operation_id = "salon_chart_acts_completed_by_days", tag = "salon", params(MasterPeriodQuery), responses((status = 404, body = crate::error::ErrorBody), (status = 200, body = DaySeries), (status = 422, body = crate::error::ErrorBody)))]
pub async fn acts_completed_by_days(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<MasterPeriodQuery>,
) -> ApiResult<Json<DaySeries>> {
    let (period, master_id) = query.parse(&state, staff.salon_id).await?;
    let (current, previous) = both_periods(&state, staff.salon_id, period, master_id).await?;
    Ok(Json(DaySeries {
        current: series(period, &current, |d| d.completed),
        previous: series(period.previous(), &previous, |d| d.completed),
    }))
}
