//! `GET /analytics/bookings`: appointments per visit day and status over every salon, each day
//! of the period present (zero without bookings) so the chart has no gaps.

use std::collections::HashMap;

use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use super::PeriodQuery;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

/// Appointments of one visit day (or of the whole period) by status.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct StatusCounts {
    pub new: i64,
    pub moved: i64,
    pub confirmed: i64,
    pub cancelled: i64,
    pub completed: i64,
    pub no_show: i64,
    pub total: i64,
}

impl StatusCounts {
    fn add(&mut self, status: &str, n: i64) {
        match domain::booking::Status::parse(status) {
            Some(domain::booking::Status::New) => self.new += n,
            Some(domain::booking::Status::Moved) => self.moved += n,
            Some(domain::booking::Status::Confirmed) => self.confirmed += n,
            Some(domain::booking::Status::Cancelled) => self.cancelled += n,
            Some(domain::booking::Status::Completed) => self.completed += n,
            Some(domain::booking::Status::NoShow) => self.no_show += n,
            None => {}
        }
        self.total += n;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DayBookings {
    pub day: NaiveDate,
    pub counts: StatusCounts,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BookingsByDay {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// Every day of the period in order.
    pub days: Vec<DayBookings>,
    pub totals: StatusCounts,
}

/// Bookings by visit day and status.
#[utoipa::path(get, path = "/analytics/bookings", operation_id = "admin_analytics_bookings", tag = "admin", params(PeriodQuery),
    responses((status = 200, body = BookingsByDay), (status = 422, body = crate::error::ErrorBody)))]
pub async fn bookings(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<PeriodQuery>,
) -> ApiResult<Json<BookingsByDay>> {
    let period = query.period()?;
    let rows = store::platform_numbers::bookings_by_day(&state.db, &period).await?;
    let mut by_day: HashMap<NaiveDate, StatusCounts> = HashMap::new();
    let mut totals = StatusCounts::default();
    for row in rows {
        by_day.entry(row.day).or_default().add(&row.status, row.n);
        totals.add(&row.status, row.n);
    }
    let days = period.dates().map(|day| DayBookings { day, counts: by_day.remove(&day).unwrap_or_default() }).collect();
    Ok(Json(BookingsByDay { from: period.from, to: period.to, days, totals }))
}
