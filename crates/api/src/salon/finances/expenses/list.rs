//! `GET /expenses?from&to`: the expenses that fall within the period, with how often.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::{ExpenseView, view};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Reports, SalonFeature};
use crate::salon::period::PeriodParams;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ExpenseInPeriod {
    #[serde(flatten)]
    pub expense: ExpenseView,
    /// How many times it falls in the period (a recurring one once a month).
    pub times: i64,
    /// kuruş: amount × times
    pub total: i64,
}

/// The salon's expenses falling in the period (this month by default), by first day.
#[utoipa::path(get, path = "/expenses", operation_id = "salon_expenses", tag = "salon", params(PeriodParams), responses((status = 200, body = Vec<ExpenseInPeriod>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Reports>,
    ValidQuery(params): ValidQuery<PeriodParams>,
) -> ApiResult<Json<Vec<ExpenseInPeriod>>> {
    let period = params.period()?;
    let rows = store::finances::expenses_in(&state.db, staff.salon_id, period).await?;
    Ok(Json(
        rows.into_iter()
            .map(|o| {
                let (times, total) = (o.days.len() as i64, o.total());
                ExpenseInPeriod { expense: view(o.expense), times, total }
            })
            .collect(),
    ))
}
