//! `GET /api/salon/schedule`: the salon's calendar (spec §2 schedule) for a day (one column per
//! master) or a week (one column per day): each master's working window, breaks and visits,
//! the salon's days off, on the salon's time slicing. Windows and breaks come from the
//! availability engine (`domain::availability`), so the calendar and the bookable times agree.
//! `GET /api/salon/schedule/options`: the masters and services the desk's forms offer.

mod options;
mod show;

pub use options::*;
pub use show::*;

use crate::booking::hhmm;
use chrono::{Datelike, Duration, NaiveDate};
use serde::Serialize;
use utoipa::ToSchema;

/// A time window, HH:mm to HH:mm.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq, Eq)]
pub struct DeskWindow {
    pub start: String,
    pub end: String,
}

fn window((start, end): (u16, u16)) -> DeskWindow {
    DeskWindow { start: hhmm(start), end: hhmm(end) }
}

/// Whole hours covering every interval; 09:00–18:00 when there is none.
pub fn grid_of(intervals: impl IntoIterator<Item = (u16, u16)>) -> (u16, u16) {
    let (lo, hi) = intervals.into_iter().filter(|(s, e)| s < e).fold((u16::MAX, 0u16), |(lo, hi), (s, e)| (lo.min(s), hi.max(e)));
    if lo >= hi {
        return (9 * 60, 18 * 60);
    }
    (lo / 60 * 60, hi.div_ceil(60).saturating_mul(60).min(1440))
}

/// The days a view shows around `date`.
pub fn range_of(view: &str, date: NaiveDate) -> (NaiveDate, NaiveDate) {
    if view == "week" {
        let monday = date - Duration::days(i64::from(date.weekday().num_days_from_monday()));
        (monday, monday + Duration::days(6))
    } else {
        (date, date)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_covers_whole_hours() {
        assert_eq!(grid_of([(570, 1110), (600, 1140)]), (540, 1140));
        assert_eq!(grid_of([(545, 600), (1200, 1215)]), (540, 1260));
        assert_eq!(grid_of([]), (540, 1080));
        assert_eq!(grid_of([(1380, 1440)]), (1380, 1440));
    }

    #[test]
    fn a_week_runs_monday_to_sunday() {
        let thursday = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
        assert_eq!(
            range_of("week", thursday),
            (NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(), NaiveDate::from_ymd_opt(2026, 11, 29).unwrap())
        );
        assert_eq!(range_of("day", thursday), (thursday, thursday));
    }
}
