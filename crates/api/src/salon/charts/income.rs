//! `GET /charts/income`: revenue of completed visits in the period and the one before.

use axum::Json;
use axum::extract::State;

use super::{Comparison, PeriodQuery, both_periods};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Revenue (kuruş) of the visits completed in the period, and in the period before it.
#[utoipa::path(get, path = "/charts/income", operation_id = "salon_chart_income", tag = "salon", params(PeriodQuery), responses((status = 200, body = Comparison), (status = 422, body = crate::error::ErrorBody)))]
pub async fn income(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<Comparison>> {
    let period = query.period()?;
    let (current, previous) = both_periods(&state, staff.salon_id, period).await?;
    Ok(Json(Comparison { current: current.iter().map(|d| d.revenue).sum(), previous: previous.iter().map(|d| d.revenue).sum() }))
}
