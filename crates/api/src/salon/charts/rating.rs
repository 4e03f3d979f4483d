//! `GET /charts/rating`: the average review score of the period and of the one before.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::{PeriodQuery, instants};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::plan_gate::{Analytics, SalonFeature};
use crate::state::AppState;

/// The public reviews written in a period.
#[derive(Debug, Serialize, ToSchema)]
pub struct PeriodRating {
    /// 1..=5, each review's three scores averaged; absent without reviews.
    pub average: Option<f64>,
    pub reviews: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RatingComparison {
    pub current: PeriodRating,
    pub previous: PeriodRating,
}

/// The average score of the public reviews written in the period, and in the period before it.
#[utoipa::path(get, path = "/charts/rating", operation_id = "salon_chart_rating", tag = "salon", params(PeriodQuery), responses((status = 200, body = RatingComparison), (status = 422, body = crate::error::ErrorBody)))]
pub async fn rating(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Analytics>,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<RatingComparison>> {
    let period = query.period()?;
    let mut out = Vec::with_capacity(2);
    for period in [period, period.previous()] {
        let (from, until) = instants(period);
        let rating = store::numbers::rating(&state.db, staff.salon_id, None, from, until).await?;
        out.push(PeriodRating { average: rating.average, reviews: rating.reviews });
    }
    let previous = out.pop().expect("two periods");
    let current = out.pop().expect("two periods");
    Ok(Json(RatingComparison { current, previous }))
}
