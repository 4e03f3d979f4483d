//! The master's own schedule (spec §2 master area "schedule: working days; add, edit and remove
//! breaks"): the week and dated days with breaks, the own visits of a date range, and the break
//! changes, which the salon page's free times follow at once.

mod add_break;
mod edit_break;
mod remove_break;
mod show;

pub use add_break::*;
pub use edit_break::*;
pub use remove_break::*;
pub use show::*;

use super::calendar::{self};
use crate::booking::parse_date;
use crate::error::{ApiError, ApiResult, FieldError};
use chrono::{Duration, NaiveDate};
use serde::Deserialize;
use utoipa::IntoParams;

/// The longest range of visits one call returns.
const MAX_RANGE_DAYS: i64 = 62;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScheduleQuery {
    /// One of the account's master rows; needed only when it works at several salons.
    pub master_id: Option<i64>,
    /// yyyy-MM-dd, today by default.
    pub from: Option<String>,
    /// yyyy-MM-dd, 6 days after `from` by default, at most 62 days after it.
    pub to: Option<String>,
}

fn range(query: &ScheduleQuery) -> ApiResult<(NaiveDate, NaiveDate)> {
    let from = match query.from.as_deref().filter(|d| !d.trim().is_empty()) {
        Some(text) => parse_date("from", text)?,
        None => calendar::today(),
    };
    let to = match query.to.as_deref().filter(|d| !d.trim().is_empty()) {
        Some(text) => parse_date("to", text)?,
        None => from + Duration::days(6),
    };
    if to < from {
        return Err(ApiError::field("to", FieldError::new("time_range_alert")));
    }
    if to - from > Duration::days(MAX_RANGE_DAYS) {
        return Err(ApiError::field(
            "to",
            FieldError::new("max_value").with("max", (from + Duration::days(MAX_RANGE_DAYS)).format("%Y-%m-%d")),
        ));
    }
    Ok((from, to))
}
