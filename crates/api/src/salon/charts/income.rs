//! `GET /charts/income`: revenue of completed visits in the period and the one before.

use axum::Json;
use axum::extract::State;

use super::{Comparison, MasterPeriodQuery, both_periods};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Revenue (kuruş) of the visits completed in the period, and in the period before it.
#[utoipa::path(get, path = "/charts/income", operation_id = "salon_chart_income", tag = "salon", params(MasterPeriodQuery), responses((status = 404, body = crate::error::ErrorBody), (status = 200, body = Comparison), (status = 422, body = crate::error::ErrorBody)))]
pub async fn income(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<MasterPeriodQuery>,
) -> ApiResult<Json<Comparison>> {
    let (period, master_id) = query.parse(&state, staff.salon_id).await?;
    let (current, previous) = both_periods(&state, staff.salon_id, period, master_id).await?;
    Ok(Json(Comparison { current: current.iter().map(|d| d.revenue).sum(), previous: previous.iter().map(|d| d.revenue).sum() }))
}
