//! The salon's numbers (issue #19: analytics and reports): how the days of a period
//! (`crate::period`) fold into weeks and months, and shares. Dates are salon-local; amounts are kuruş.

use chrono::{Datelike, Duration, NaiveDate};

use crate::period::Period;

/// How a report's rows are grouped by date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateGroup {
    Day,
    /// ISO weeks, starting on Monday.
    Week,
    Month,
}

impl DateGroup {
    pub fn parse(text: &str) -> Option<DateGroup> {
        match text {
            "day" => Some(DateGroup::Day),
            "week" => Some(DateGroup::Week),
            "month" => Some(DateGroup::Month),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            DateGroup::Day => "day",
            DateGroup::Week => "week",
            DateGroup::Month => "month",
        }
    }

    /// The first date of the group `date` falls in (the Monday of its week, the 1st of its month).
    pub fn start_of(self, date: NaiveDate) -> NaiveDate {
        match self {
            DateGroup::Day => date,
            DateGroup::Week => date - Duration::days(i64::from(date.weekday().num_days_from_monday())),
            DateGroup::Month => date.with_day(1).unwrap_or(date),
        }
    }
}

impl DateGroup {
    /// The grouping a chart of `days` days reads best in: days up to a month, weeks up to a
    /// quarter, months beyond.
    pub fn for_chart(days: i64) -> DateGroup {
        match days {
            ..=31 => DateGroup::Day,
            32..=92 => DateGroup::Week,
            _ => DateGroup::Month,
        }
    }

    /// The first dates of the groups that cover `period`, in order (the first may lie before it).
    pub fn starts(self, period: Period) -> Vec<NaiveDate> {
        let mut out: Vec<NaiveDate> = Vec::new();
        for date in period.dates() {
            let start = self.start_of(date);
            if out.last() != Some(&start) {
                out.push(start);
            }
        }
        out
    }
}

/// Sums of dated amounts per group of `starts` (as [`DateGroup::starts`] gives them); amounts
/// dated outside every group are left out.
pub fn sum_by_group(group: DateGroup, starts: &[NaiveDate], dated: impl IntoIterator<Item = (NaiveDate, i64)>) -> Vec<i64> {
    let mut sums = vec![0; starts.len()];
    for (date, amount) in dated {
        if let Ok(index) = starts.binary_search(&group.start_of(date)) {
            sums[index] += amount;
        }
    }
    sums
}

/// `part` of `whole` in basis points (12.5 % = 1250), 0 of nothing.
pub fn share_bp(part: i64, whole: i64) -> i64 {
    if whole == 0 { 0 } else { part * 10_000 / whole }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn groups_start_on_monday_and_the_first() {
        assert_eq!(DateGroup::Week.start_of(date("2026-03-15")), date("2026-03-09"));
        assert_eq!(DateGroup::Month.start_of(date("2026-03-15")), date("2026-03-01"));
        assert_eq!(DateGroup::Day.start_of(date("2026-03-15")), date("2026-03-15"));
    }

    #[test]
    fn sums_fall_into_their_groups() {
        let period = Period { from: date("2026-01-30"), to: date("2026-03-02") };
        let starts = DateGroup::Month.starts(period);
        assert_eq!(starts, vec![date("2026-01-01"), date("2026-02-01"), date("2026-03-01")]);
        let sums = sum_by_group(
            DateGroup::Month,
            &starts,
            [(date("2026-01-31"), 5), (date("2026-02-10"), 7), (date("2026-02-11"), 1), (date("2027-01-01"), 9)],
        );
        assert_eq!(sums, vec![5, 8, 0]);
        assert_eq!(DateGroup::for_chart(31), DateGroup::Day);
        assert_eq!(DateGroup::for_chart(90), DateGroup::Week);
        assert_eq!(DateGroup::for_chart(365), DateGroup::Month);
    }

    #[test]
    fn shares() {
        assert_eq!(share_bp(1, 8), 1250);
        assert_eq!(share_bp(5, 0), 0);
    }
}
