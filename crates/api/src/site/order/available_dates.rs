//! Dates with a free start for the visit, for the checkout's calendar (3 months at most).

use crate::booking::calendar::{self};
use crate::booking::{local, parse_date};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{NaiveDate, Utc};
use domain::availability;
use domain::booking;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailableDatesQuery {
    pub salon_id: i64,
    /// Minutes the visit takes.
    #[param(minimum = 1, maximum = 720)]
    pub duration: i32,
    /// Only this master; any bookable master otherwise.
    pub master_id: Option<i64>,
    /// yyyy-MM-dd, today by default.
    pub from: Option<String>,
    /// yyyy-MM-dd, at most 3 months ahead (the default).
    pub to: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AvailableDates {
    /// yyyy-MM-dd dates with at least one free start.
    pub dates: Vec<String>,
}

/// Dates with a free start for the visit, for the checkout's calendar (3 months at most).
#[utoipa::path(get, path = "/order/available-dates", tag = "booking", params(AvailableDatesQuery), responses((status = 200, body = AvailableDates), (status = 404, body = crate::error::ErrorBody)))]
pub async fn available_dates(
    State(state): State<AppState>,
    ValidQuery(query): ValidQuery<AvailableDatesQuery>,
) -> ApiResult<Json<AvailableDates>> {
    let (salon, masters) = salon_and_masters(&state, query.salon_id).await?;
    let duration = duration_of(Some(query.duration), 0)?;
    let now = local(Utc::now());
    let today = now.date();
    let last = booking::last_bookable_date(today);
    let from = query.from.as_deref().map(|d| parse_date("from", d)).transpose()?.unwrap_or(today).max(today);
    let to = query.to.as_deref().map(|d| parse_date("to", d)).transpose()?.unwrap_or(last).min(last);
    if to < from {
        return Ok(Json(AvailableDates { dates: Vec::new() }));
    }
    let ids: Vec<i64> = masters.into_iter().map(|m| m.id).filter(|id| query.master_id.is_none_or(|m| m == *id)).collect();
    let (salon_calendar, calendars) = calendar::load(&state, &salon, &ids, from, to, None).await?;
    let days = u16::try_from((to - from).num_days() + 1).unwrap_or(u16::MAX);
    let free = availability::free_starts_range(&salon_calendar, &calendars, from, days, duration, (today, calendar::local_minute(now)))
        .map_err(|_| ApiError::field("duration", FieldError::new("wrong_format")))?;
    let mut dates: Vec<NaiveDate> = free.into_iter().map(|(_, date, _)| date).collect();
    dates.sort_unstable();
    dates.dedup();
    Ok(Json(AvailableDates { dates: dates.into_iter().map(|d| d.format("%Y-%m-%d").to_string()).collect() }))
}
