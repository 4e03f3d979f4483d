//! A plan granted by the platform admin (issue #18 item 6): e.g. a trial extended, or Premium
//! for a partner for a while, always with a reason (it goes to the audit log). The grant lasts
//! until the end of the chosen day in Europe/Istanbul; the renewal sweep ends a grant without a
//! card at that moment (back to the free plan).

use chrono::{DateTime, Duration, Months, NaiveDate, Utc};

use crate::Problems;
use crate::plan::Plan;
use crate::time::instant;

/// `subscriptions.provider` of a subscription an admin granted (no card, nothing charged).
pub const GRANT_PROVIDER: &str = "grant";

/// The longest reason (the same bound as a salon's deactivation reason).
pub const REASON_MAX: usize = 500;

/// How far ahead a grant may reach: one year from today.
pub const MAX_MONTHS_AHEAD: u32 = 12;

/// A grant as the admin asked for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub plan: Plan,
    /// The last day of the grant (salon-local).
    pub until: NaiveDate,
    pub reason: String,
}

impl Grant {
    /// The moment the grant ends: the last second of `until` in Europe/Istanbul.
    pub fn period_end(&self) -> DateTime<Utc> {
        end_of_day(self.until)
    }
}

/// The last second of a salon-local day.
pub fn end_of_day(day: NaiveDate) -> DateTime<Utc> {
    instant(day.succ_opt().unwrap_or(day), 0) - Duration::seconds(1)
}

/// The latest day a grant may reach when asked on `today` (salon-local).
pub fn latest_until(today: NaiveDate) -> NaiveDate {
    today.checked_add_months(Months::new(MAX_MONTHS_AHEAD)).unwrap_or(today)
}

/// Checks a grant asked on `today` (salon-local): a paid plan (`wrong_format` otherwise), a day
/// after today (`date_in_past`) and at most a year ahead (`date_beyond_year`), and a reason
/// (required, at most [`REASON_MAX`] characters).
pub fn parse_grant(plan: &str, until: &str, reason: &str, today: NaiveDate) -> Result<Grant, Problems> {
    let mut out = Problems::default();
    let plan = match Plan::ALL.into_iter().find(|p| p.as_str() == plan.trim() && p.is_paid()) {
        Some(plan) => Some(plan),
        None => {
            out.push("plan", if plan.trim().is_empty() { "required" } else { "wrong_format" });
            None
        }
    };
    let until = if until.trim().is_empty() {
        out.push("until", "required");
        None
    } else {
        out.date("until", until.trim())
    };
    let until = match until {
        Some(day) if day <= today => {
            out.push("until", "date_in_past");
            None
        }
        Some(day) if day > latest_until(today) => {
            out.push("until", "date_beyond_year");
            None
        }
        other => other,
    };
    let reason = out.required_text("reason", reason, REASON_MAX);
    match (plan, until, reason) {
        (Some(plan), Some(until), Some(reason)) if out.is_empty() => Ok(Grant { plan, until, reason }),
        _ => Err(out),
    }
}

/// The reason for ending a grant early: required, at most [`REASON_MAX`] characters.
pub fn parse_end_reason(reason: &str) -> Result<String, Problems> {
    let mut out = Problems::default();
    let reason = out.required_text("reason", reason, REASON_MAX);
    out.finish(reason)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn a_grant_ends_at_the_last_second_of_its_day_in_istanbul() {
        // 31 December 23:59:59 in İstanbul (UTC+3) is 20:59:59 UTC.
        assert_eq!(end_of_day(day(2026, 12, 31)), Utc.with_ymd_and_hms(2026, 12, 31, 20, 59, 59).unwrap());
    }

    #[test]
    fn the_day_must_be_after_today_and_within_a_year() {
        let today = day(2026, 11, 24);
        let ok = parse_grant("premium", "2026-12-31", " trial extension ", today).unwrap();
        assert_eq!((ok.plan, ok.until, ok.reason.as_str()), (Plan::Premium, day(2026, 12, 31), "trial extension"));
        assert!(parse_grant("premium", "2027-11-24", "r", today).is_ok(), "exactly a year ahead");
        let codes =
            |until: &str| parse_grant("premium", until, "r", today).unwrap_err().codes().into_iter().map(|(_, c)| c).collect::<Vec<_>>();
        assert_eq!(codes("2026-11-24"), ["date_in_past"], "today is not in the future");
        assert_eq!(codes("2026-01-01"), ["date_in_past"]);
        assert_eq!(codes("2027-11-25"), ["date_beyond_year"]);
        assert_eq!(codes("24.12.2026"), ["wrong_format"]);
        assert_eq!(codes(""), ["required"]);
    }

    #[test]
    fn a_reason_and_a_paid_plan_are_required() {
        let today = day(2026, 11, 24);
        let err = parse_grant("free", "2026-12-01", "  ", today).unwrap_err();
        assert_eq!(err.codes(), [("plan", "wrong_format"), ("reason", "required")]);
        let long = "x".repeat(REASON_MAX + 1);
        assert_eq!(parse_grant("premium", "2026-12-01", &long, today).unwrap_err().codes(), [("reason", "max_length")]);
        assert_eq!(parse_end_reason("").unwrap_err().codes(), [("reason", "required")]);
        assert_eq!(parse_end_reason(" done ").unwrap(), "done");
    }
}
