//! `GET /api/salon/overview`: the salon panel's first screen (spec §2): counters, today's
//! visits, the next 7 days, and the bookings waiting for the salon's confirmation.

use axum::Json;
use axum::extract::State;
use chrono::{Datelike, Duration, NaiveDate, Utc};
use domain::plan::{Feature, Plan};
use serde::Serialize;
use utoipa::ToSchema;

use super::rows::{self, DeskActRow};
use crate::auth::SalonStaff;
use crate::booking::local;
use crate::error::{ApiError, ApiResult};
use crate::locale::RequestLocale;
use crate::state::AppState;

/// Days after today the "upcoming" list covers.
pub const UPCOMING_DAYS: i64 = 7;
/// Rows per list; the counters tell the full numbers.
const LIST_LIMIT: u64 = 50;

/// The salon the desk works for, with what its plan allows.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeskSalon {
    pub id: i64,
    pub name: String,
    pub slug: String,
    /// free or premium
    pub plan: String,
    /// Manual calendar entries are a paid-plan feature.
    pub manual_entries: bool,
    pub auto_confirm: bool,
    /// 15 or 30 minutes
    pub time_slicing: i16,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskOverviewCounts {
    /// Visits today (all but cancelled).
    pub today: u64,
    /// Live visits on the next 7 days.
    pub upcoming: u64,
    /// Bookings waiting for the salon's confirmation.
    pub unconfirmed: u64,
    /// Visits completed this month.
    pub completed_month: u64,
    /// Their total, kuruş.
    pub revenue_month: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskOverview {
    pub salon: DeskSalon,
    /// yyyy-MM-dd, the salon's today
    pub date: String,
    pub counts: DeskOverviewCounts,
    pub today: Vec<DeskActRow>,
    pub upcoming: Vec<DeskActRow>,
    /// Soonest first, each with its confirm deadline.
    pub unconfirmed: Vec<DeskActRow>,
}

/// The salon of the staff member, as the desk shows it.
pub async fn desk_salon(state: &AppState, salon_id: i64) -> ApiResult<(store::model::Salon, DeskSalon)> {
    let salon = store::salon_page::salon(&state.db, salon_id).await?.ok_or_else(ApiError::not_found)?;
    let plan = Plan::parse(&salon.plan);
    let view = DeskSalon {
        id: salon.id,
        name: salon.name.clone(),
        slug: salon.slug.clone(),
        plan: plan.as_str().to_owned(),
        manual_entries: plan.allows(Feature::ManualEntries),
        auto_confirm: salon.auto_confirm,
        time_slicing: salon.time_slicing,
    };
    Ok((salon, view))
}

fn month_of(day: NaiveDate) -> (NaiveDate, NaiveDate) {
    let first = day.with_day(1).unwrap_or(day);
    let next = first.checked_add_months(chrono::Months::new(1)).unwrap_or(first);
    (first, next.pred_opt().unwrap_or(first))
}

/// Counters and lists of the salon's first screen.
#[utoipa::path(get, path = "/overview", operation_id = "salon_overview", tag = "salon", responses((status = 200, body = DeskOverview), (status = 404, body = crate::error::ErrorBody)))]
pub async fn overview(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
) -> ApiResult<Json<DeskOverview>> {
    let (salon, view) = desk_salon(&state, staff.salon_id).await?;
    let now = Utc::now();
    let today = local(now).date();
    let db = &state.db;
    let today_rows = store::desk::on_day(db, salon.id, today).await?;
    let (upcoming_rows, upcoming_count) =
        store::desk::upcoming(db, salon.id, today, today + Duration::days(UPCOMING_DAYS), LIST_LIMIT).await?;
    let (waiting_rows, waiting_count) = store::desk::waiting_for_salon(db, salon.id, now, LIST_LIMIT).await?;
    let (month_from, month_to) = month_of(today);
    let (completed, revenue) = store::desk::completed_between(db, salon.id, month_from, month_to).await?;
    Ok(Json(DeskOverview {
        counts: DeskOverviewCounts {
            today: today_rows.len() as u64,
            upcoming: upcoming_count,
            unconfirmed: waiting_count,
            completed_month: completed,
            revenue_month: revenue,
        },
        today: rows::of_models(&state, locale, &today_rows, salon.auto_confirm).await?,
        upcoming: rows::of_models(&state, locale, &upcoming_rows, salon.auto_confirm).await?,
        unconfirmed: rows::of_models(&state, locale, &waiting_rows, salon.auto_confirm).await?,
        date: today.format("%Y-%m-%d").to_string(),
        salon: view,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_run_from_the_first_to_the_last_day() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        assert_eq!(month_of(d(2026, 2, 14)), (d(2026, 2, 1), d(2026, 2, 28)));
        assert_eq!(month_of(d(2026, 12, 31)), (d(2026, 12, 1), d(2026, 12, 31)));
    }
}
