//! Salon cabinet analytics (spec §7 `charts/*`, issue #19): the nine charts of a period compared
//! with the period before it. Premium only: every handler takes
//! `plan_gate::SalonFeature<Analytics>` (a free salon gets 403 `plan_feature_unavailable`), and
//! reads only its own salon's rows. Amounts are kuruş; the screen formats them.

mod acts_completed;
mod acts_completed_by_days;
mod clients_count;
pub(crate) mod finances;
mod income;
mod income_by_days;
mod rating;
mod replies_count;
mod services_distribution;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::period::{Period, PeriodRules};
use serde::{Deserialize, Serialize};
use store::numbers::{DayTotals, Scope};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::{ApiError, ApiResult, FieldError};
use crate::state::AppState;
pub(crate) use finances::FinanceDays;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(clients_count::clients_count))
        .routes(routes!(income::income))
        .routes(routes!(replies_count::replies_count))
        .routes(routes!(rating::rating))
        .routes(routes!(acts_completed::acts_completed))
        .routes(routes!(services_distribution::services_distribution))
        .routes(routes!(income_by_days::income_by_days))
        .routes(routes!(acts_completed_by_days::acts_completed_by_days))
        .routes(routes!(finances::finances))
}

/// The period a chart covers; it is compared with the period of the same length just before.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PeriodQuery {
    /// First day, yyyy-MM-dd (salon-local). Required.
    pub from: Option<String>,
    /// Last day, yyyy-MM-dd, not before `from`, at most 731 days after it counted inclusively. Required.
    pub to: Option<String>,
}

impl PeriodQuery {
    pub fn period(&self) -> ApiResult<Period> {
        salon_period(self.from.as_deref(), self.to.as_deref())
    }
}

/// `?from&to` of a chart or report: `PeriodRules::SALON_NUMBERS` (both required, at most 731
/// days). Nothing defaults, so "today" plays no part.
pub(crate) fn salon_period(from: Option<&str>, to: Option<&str>) -> ApiResult<Period> {
    let today = crate::booking::local(Utc::now()).date();
    Ok(Period::parse(from, to, today, PeriodRules::SALON_NUMBERS)?)
}

/// The period of a chart that can show one master: income, completed visits, services, and the
/// two by-day charts (the others are the salon's: its clients, reviews and finances).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MasterPeriodQuery {
    /// First day, yyyy-MM-dd (salon-local). Required.
    pub from: Option<String>,
    /// Last day, yyyy-MM-dd, not before `from`, at most 731 days after it counted inclusively. Required.
    pub to: Option<String>,
    /// Only this master's visits; absent: the whole salon. Another salon's master is a 404.
    #[param(minimum = 1)]
    pub master_id: Option<i64>,
}

impl MasterPeriodQuery {
    /// The period and the scope's master, checked to be the salon's.
    pub async fn parse(&self, state: &AppState, salon_id: i64) -> ApiResult<(Period, Option<i64>)> {
        let period = salon_period(self.from.as_deref(), self.to.as_deref())?;
        if let Some(master_id) = self.master_id {
            if master_id < 1 {
                return Err(ApiError::field("master_id", FieldError::new("wrong_format")));
            }
            store::team::master_of_salon(&state.db, salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
        }
        Ok((period, self.master_id))
    }
}

/// A number of the period and of the one before.
#[derive(Debug, Serialize, ToSchema)]
pub struct Comparison {
    pub current: i64,
    pub previous: i64,
}

/// One day's value (kuruş or a count).
#[derive(Debug, Serialize, ToSchema)]
pub struct DayValue {
    /// yyyy-MM-dd
    pub date: NaiveDate,
    pub value: i64,
}

/// A value for every day of the period and of the one before (days without any: 0), so the
/// screen can draw the two lines over each other day by day.
#[derive(Debug, Serialize, ToSchema)]
pub struct DaySeries {
    pub current: Vec<DayValue>,
    pub previous: Vec<DayValue>,
}

/// The day totals of the period and of the one before, read in one query.
pub(super) async fn both_periods(
    state: &AppState,
    salon_id: i64,
    period: Period,
    master_id: Option<i64>,
) -> ApiResult<(Vec<DayTotals>, Vec<DayTotals>)> {
    let previous = period.previous();
    let days = store::numbers::day_totals(&state.db, Scope { salon_id, from: previous.from, to: period.to, master_id }).await?;
    Ok(days.into_iter().partition(|d| period.contains(d.day)))
}

/// Every date of `period` with `value` of its totals (0 when the day has none).
pub(super) fn series(period: Period, days: &[DayTotals], value: impl Fn(&DayTotals) -> i64) -> Vec<DayValue> {
    let mut days = days.iter().peekable();
    period
        .dates()
        .map(|date| {
            while days.peek().is_some_and(|d| d.day < date) {
                days.next();
            }
            let value = days.peek().filter(|d| d.day == date).map_or(0, |d| value(d));
            DayValue { date, value }
        })
        .collect()
}

/// The UTC instants bounding a period's salon-local days: `[from 00:00, to + 1 day 00:00)`.
pub(super) fn instants(period: Period) -> (DateTime<Utc>, DateTime<Utc>) {
    (domain::time::instant(period.from, 0), domain::time::instant(period.to + Duration::days(1), 0))
}
