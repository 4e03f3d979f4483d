//! Dates, times of day and durations as forms and pages write them (spec §5): `yyyy-MM-dd`,
//! `HH:mm` (minutes after the salon's local midnight), and visit lengths in whole minutes. The
//! one parser and formatter of each; the API, the seeds and the rules all use these.
//!
//! Salon-local time: every salon is in Turkey, so wall times on the salon's calendar are
//! Europe/Istanbul, and instants are stored in UTC.

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};

use crate::problems::Problems;

/// The longest visit, service or option in minutes: a 12-hour working day.
pub const DURATION_MAX: u16 = 720;

/// The years a date may have: birthdays from 1900, appointments and schedules up to 2100.
/// Beyond them a date is a typo or a probe (`+262142-12-31` parses, and adding a week to it
/// overflows).
pub const YEARS: std::ops::RangeInclusive<i32> = 1900..=2100;

/// `yyyy-MM-dd` (surrounding spaces ignored) with a four-digit year in [`YEARS`].
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    if text.len() != 10 {
        return None;
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().filter(|d| YEARS.contains(&chrono::Datelike::year(d)))
}

/// `yyyy-MM-dd` of a date.
pub fn format_date(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// `HH:mm` (two digits each, surrounding spaces ignored) → minutes after midnight. `24:00` is
/// allowed only as a closing time (`closing`), where it means midnight at the end of the day.
pub fn parse_hhmm(text: &str, closing: bool) -> Option<u16> {
    let (h, m) = text.trim().split_once(':')?;
    if h.len() != 2 || m.len() != 2 || !(h.bytes().chain(m.bytes())).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    match (h, m) {
        (24, 0) if closing => Some(1440),
        (0..=23, 0..=59) => Some(h * 60 + m),
        _ => None,
    }
}

/// `HH:mm` for minutes after midnight (`24:00` for the end of the day).
pub fn hhmm(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// How long a visit takes: 1 to [`DURATION_MAX`] minutes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Minutes(u16);

impl Minutes {
    /// The minutes, or `between` 1 and 720 on `field`.
    pub fn parse(field: &str, minutes: i64) -> Result<Minutes, Problems> {
        let mut out = Problems::default();
        let value = out.between(field, minutes, 1, i64::from(DURATION_MAX));
        out.finish(value.map(|m| Minutes(m as u16)))
    }

    /// `minutes` held to the range (for data that is trusted but may be off, like old seeds).
    pub fn clamped(minutes: i64) -> Minutes {
        Minutes(minutes.clamp(1, i64::from(DURATION_MAX)) as u16)
    }

    pub fn get(self) -> u16 {
        self.0
    }
}

/// The time zone of every salon's wall clock.
pub const SALON_TIME_ZONE: chrono_tz::Tz = chrono_tz::Europe::Istanbul;

/// The salon-local wall time of an instant.
pub fn local(at: DateTime<Utc>) -> NaiveDateTime {
    at.with_timezone(&SALON_TIME_ZONE).naive_local()
}

/// The instant of a salon-local date and minute. Turkey has no daylight saving time, so every
/// local time exists exactly once; `earliest` keeps this total should that ever change.
pub fn instant(date: NaiveDate, minutes: u16) -> DateTime<Utc> {
    let naive = crate::booking::at(date, minutes);
    SALON_TIME_ZONE.from_local_datetime(&naive).earliest().map_or_else(|| Utc.from_utc_datetime(&naive), |t| t.with_timezone(&Utc))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_outside_the_sane_years_are_refused() {
        assert_eq!(parse_date("+262142-12-31"), None);
        assert_eq!(parse_date("2101-01-01"), None);
        assert_eq!(parse_date("1899-12-31"), None);
        assert_eq!(parse_date("1950-02-28"), NaiveDate::from_ymd_opt(1950, 2, 28));
        assert_eq!(parse_date("2100-12-31"), NaiveDate::from_ymd_opt(2100, 12, 31));
    }

    #[test]
    fn dates_are_iso() {
        assert_eq!(parse_date(" 2026-12-01"), NaiveDate::from_ymd_opt(2026, 12, 1));
        assert_eq!(parse_date("2026-02-30"), None);
        assert_eq!(parse_date("01.12.2026"), None);
        assert_eq!(format_date(NaiveDate::from_ymd_opt(2026, 1, 5).unwrap()), "2026-01-05");
    }

    #[test]
    fn times_are_two_digit_hours_and_minutes() {
        assert_eq!(parse_hhmm("09:30", false), Some(570));
        assert_eq!(parse_hhmm(" 00:00 ", false), Some(0));
        assert_eq!(parse_hhmm("23:59", false), Some(1439));
        assert_eq!(parse_hhmm("24:00", true), Some(1440));
        for bad in ["24:00", "9:30", "09:5", "09:60", "25:00", "9", "", "+9:30", "0930", "09:3a", "009:30"] {
            assert_eq!(parse_hhmm(bad, false), None, "{bad}");
        }
        assert_eq!(parse_hhmm("24:30", true), None);
        assert_eq!(parse_hhmm("+1:30", true), None);
    }

    #[test]
    fn formats_minutes() {
        assert_eq!(hhmm(570), "09:30");
        assert_eq!(hhmm(0), "00:00");
        assert_eq!(hhmm(1440), "24:00");
        for minutes in 0..1440 {
            assert_eq!(parse_hhmm(&hhmm(minutes), false), Some(minutes));
        }
    }

    #[test]
    fn a_duration_is_1_to_720_minutes() {
        assert_eq!(Minutes::parse("duration", 1).map(Minutes::get), Ok(1));
        assert_eq!(Minutes::parse("duration", 720).map(Minutes::get), Ok(720));
        for bad in [0, -5, 721] {
            let problems = Minutes::parse("duration", bad).unwrap_err();
            assert_eq!(problems.codes(), vec![("duration", "between")]);
            assert_eq!(problems.0[0].params, vec![("min", "1".to_owned()), ("max", "720".to_owned())]);
        }
        assert_eq!(Minutes::clamped(0).get(), 1);
        assert_eq!(Minutes::clamped(900).get(), 720);
        assert_eq!(Minutes::clamped(45).get(), 45);
    }
}

#[cfg(test)]
mod zone_tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn istanbul_is_three_hours_ahead_all_year() {
        // No daylight saving time since 2016: the same offset in winter and summer.
        for day in [date(2026, 1, 15), date(2026, 7, 15)] {
            let at = instant(day, 10 * 60 + 30);
            assert_eq!(at, Utc.from_utc_datetime(&day.and_hms_opt(7, 30, 0).unwrap()));
            assert_eq!(local(at), day.and_hms_opt(10, 30, 0).unwrap());
        }
    }

    #[test]
    fn midnight_local_is_the_evening_before_in_utc() {
        let at = instant(date(2026, 3, 1), 0);
        assert_eq!(at, Utc.from_utc_datetime(&date(2026, 2, 28).and_hms_opt(21, 0, 0).unwrap()));
        assert_eq!(local(at).date(), date(2026, 3, 1));
        // Minutes past the day's end roll into the next day, as `booking::at` does.
        assert_eq!(local(instant(date(2026, 3, 1), 24 * 60 + 5)), date(2026, 3, 2).and_hms_opt(0, 5, 0).unwrap());
    }
}
