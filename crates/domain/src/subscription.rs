//! A salon's subscription to a paid plan (spec §3 "subscription and payment", issue #18): its
//! states, the monthly period, the renewal retries, and the month an SMS counts in.

use chrono::{DateTime, Datelike, Months, Utc};
use chrono_tz::Europe::Istanbul;

/// Where a subscription stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Paid for the current period.
    Active,
    /// In the free trial of the paid plan.
    Trial,
    /// The renewal failed; retries are under way and the plan still holds.
    PastDue,
    /// Ended (cancelled at the period's end, or the last retry failed): the salon is on the free plan.
    Cancelled,
}

impl Status {
    pub const ALL: [Status; 4] = [Status::Active, Status::Trial, Status::PastDue, Status::Cancelled];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Trial => "trial",
            Status::PastDue => "past_due",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn parse(name: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == name)
    }

    /// Whether the salon has the paid plan's rights in this state.
    pub fn grants_plan(self) -> bool {
        !matches!(self, Status::Cancelled)
    }
}

/// The longest a typed card's fields may be (the checkout's schema states the same bounds):
/// number (with spaces), holder, expiry `MM/YY`, CVC.
pub const CARD_FIELD_MAX_CHARS: [(&str, usize); 4] = [("number", 32), ("holder", 100), ("expiry", 7), ("cvc", 4)];

/// Refuses a typed card whose fields are longer than the checkout takes (each field's problem
/// under `card.<field>`); whether the bank accepts the card is the provider's answer.
pub fn check_card_lengths(fields: [&str; 4]) -> Result<(), crate::Problems> {
    let mut problems = crate::Problems::default();
    for ((name, max), value) in CARD_FIELD_MAX_CHARS.into_iter().zip(fields) {
        if value.chars().count() > max {
            problems.push_with(format!("card.{name}"), "max_length", vec![("max", max.to_string())]);
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(problems) }
}

/// Days of the paid plan's free trial.
pub const TRIAL_DAYS: i64 = 14;

/// Days after a failed renewal at which it is tried again; after the last one fails the salon
/// falls back to the free plan.
pub const RETRY_AFTER_DAYS: [i64; 3] = [1, 3, 7];

/// When the next renewal attempt is due after `failed` failed attempts of a period that ended at
/// `period_end`; `None` once the retries are used up.
pub fn next_attempt(period_end: DateTime<Utc>, failed: usize) -> Option<DateTime<Utc>> {
    RETRY_AFTER_DAYS.get(failed.checked_sub(1)?).map(|days| period_end + chrono::Duration::days(*days))
}

/// The end of a monthly period that starts at `start` (the same day next month, or the month's
/// last day when it is shorter: 31 January → 28/29 February).
pub fn period_end(start: DateTime<Utc>) -> DateTime<Utc> {
    start.checked_add_months(Months::new(1)).unwrap_or(start)
}

/// VAT on the subscription in Türkiye, percent; prices are VAT-inclusive.
pub const VAT_PERCENT: i64 = 20;

/// The VAT inside a VAT-inclusive amount in kuruş, rounded half up: 1,599.00 TRY holds 266.50.
pub fn vat_included(gross_kurus: i64) -> i64 {
    (gross_kurus * VAT_PERCENT * 2 + (100 + VAT_PERCENT)) / (2 * (100 + VAT_PERCENT))
}

/// The calendar month in Europe/Istanbul that an SMS sent at `at` counts in, as `YYYY-MM`.
pub fn sms_month(at: DateTime<Utc>) -> String {
    let local = at.with_timezone(&Istanbul);
    format!("{:04}-{:02}", local.year(), local.month())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn retries_follow_one_three_seven_days_then_stop() {
        let end = Utc.with_ymd_and_hms(2026, 1, 10, 9, 0, 0).unwrap();
        assert_eq!(next_attempt(end, 0), None, "no failure yet: nothing to retry");
        assert_eq!(next_attempt(end, 1), Some(end + chrono::Duration::days(1)));
        assert_eq!(next_attempt(end, 2), Some(end + chrono::Duration::days(3)));
        assert_eq!(next_attempt(end, 3), Some(end + chrono::Duration::days(7)));
        assert_eq!(next_attempt(end, 4), None);
    }

    #[test]
    fn a_month_from_the_31st_ends_on_the_last_day_of_a_short_month() {
        let start = Utc.with_ymd_and_hms(2026, 1, 31, 12, 0, 0).unwrap();
        assert_eq!(period_end(start), Utc.with_ymd_and_hms(2026, 2, 28, 12, 0, 0).unwrap());
    }

    #[test]
    fn an_sms_just_before_midnight_utc_on_the_last_day_counts_in_istanbul_s_next_month() {
        // 31 March 22:30 UTC is 1 April 01:30 in İstanbul (UTC+3).
        assert_eq!(sms_month(Utc.with_ymd_and_hms(2026, 3, 31, 22, 30, 0).unwrap()), "2026-04");
        assert_eq!(sms_month(Utc.with_ymd_and_hms(2026, 3, 31, 20, 59, 0).unwrap()), "2026-03");
    }

    #[test]
    fn vat_is_a_sixth_of_a_vat_inclusive_price() {
        assert_eq!(vat_included(159_900), 26_650);
        assert_eq!(vat_included(120), 20);
        assert_eq!(vat_included(1), 0);
        assert_eq!(vat_included(3), 1, "0.5 kuruş rounds up");
    }

    #[test]
    fn a_card_field_beyond_its_length_is_refused_by_name() {
        assert!(check_card_lengths(["4242 4242 4242 4242", "Ayşe Yılmaz", "12/30", "123"]).is_ok());
        let refused = check_card_lengths([&"0".repeat(33), "", "", "12345"]).unwrap_err();
        assert_eq!(refused.codes(), vec![("card.number", "max_length"), ("card.cvc", "max_length")]);
    }

    #[test]
    fn statuses_read_back() {
        for s in Status::ALL {
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        assert!(!Status::Cancelled.grants_plan());
        assert!(Status::PastDue.grants_plan());
    }
}
