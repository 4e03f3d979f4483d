//! Salon-local time: every salon is in Turkey, so wall times on the salon's calendar are
//! Europe/Istanbul, and instants are stored in UTC.

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};

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
