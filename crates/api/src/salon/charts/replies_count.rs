//! `GET /charts/replies-count`: the salon's answers to reviews in the period and the one before.

use axum::Json;
use axum::extract::State;

use super::{Comparison, PeriodQuery, instants};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// Reviews the salon answered in the period, and in the period before it.
#[utoipa::path(get, path = "/charts/replies-count", operation_id = "salon_chart_replies_count", tag = "salon", params(PeriodQuery), responses((status = 200, body = Comparison), (status = 422, body = crate::error::ErrorBody)))]
pub async fn replies_count(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<Comparison>> {
    let period = query.period()?;
    let (from, until) = instants(period);
    let (previous_from, previous_until) = instants(period.previous());
    Ok(Json(Comparison {
        current: store::numbers::replies_count(&state.db, staff.salon_id, from, until).await?,
        previous: store::numbers::replies_count(&state.db, staff.salon_id, previous_from, previous_until).await?,
    }))
}
