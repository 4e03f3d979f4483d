//! The salon's profile, settings and services as the salon edits them (spec §2 salon settings,
//! §3 salon and service, §5 validation): what a valid value is, and which catalogue message a
//! bad one gets. Every check pushes [`Problem`]s instead of stopping at the first, so a form
//! shows all of its mistakes at once. No IO here; the API turns problems into a 422.

use chrono::NaiveDate;

use crate::hours::DayHours;
pub use crate::problems::{Problem, Problems};
use crate::text::fold;
use crate::time::{format_date, parse_hhmm};

/// Amenity keys the public salon page and the places filter know (web `places.json`).
pub const AMENITIES: [&str; 8] =
    ["air_conditioning", "card_payment", "kids_friendly", "parking", "tea_coffee", "wheelchair_access", "wifi", "women_only"];
/// Time slicing choices in minutes (spec §9).
pub const TIME_SLICINGS: [i64; 2] = [15, 30];
/// Main categories a salon picks (spec §5: at least 1, up to 3).
pub const MAIN_CATEGORIES_MIN: usize = 1;
pub const MAIN_CATEGORIES_MAX: usize = 3;
/// Service and option durations are whole multiples of this many minutes, at most a working day
/// ([`crate::time::DURATION_MAX`]).
pub const DURATION_STEP: i64 = 5;
/// Longest single-line text (names, addresses, links) and longest free text (about, descriptions).
pub const LINE_MAX_CHARS: usize = 255;
pub const TEXT_MAX_CHARS: usize = 5000;
/// A name (of a salon, a service, an option).
pub const NAME_MAX_CHARS: usize = 120;
/// Days off kept ahead: a year's worth is plenty and bounds the request.
pub const DAYS_OFF_MAX: usize = 366;
/// The highest price of a service or option: 1.000.000,00 ₺.
pub const PRICE_MAX_KURUS: i64 = 100_000_000;
/// Subservices plus add-ons of one service.
pub const OPTIONS_MAX: usize = 30;

/// One weekday as the settings form sends it; weekday 0 is Monday.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayInput {
    pub weekday: i64,
    pub enabled: bool,
    pub open: Option<String>,
    pub close: Option<String>,
}

/// The week is valid field by field, but no day is enabled: the salon would never be open
/// (spec §8 "salon working time and address required").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoWorkingDay;

/// Checks the working hours: each enabled day needs both times and closes after it opens
/// (`time_range_alert`); disabled days are ignored whatever times they carry. Returns the
/// enabled days, or `Err(NoWorkingDay)` when the fields are fine but none is enabled.
pub fn check_week(days: &[DayInput], out: &mut Problems) -> Result<Vec<DayHours>, NoWorkingDay> {
    let mut week: Vec<DayHours> = Vec::new();
    let mut seen = [false; 7];
    let before = out.0.len();
    for (index, day) in days.iter().enumerate() {
        let field = |name: &str| format!("working_hours.{index}.{name}");
        let weekday = match u8::try_from(day.weekday).ok().filter(|w| *w < 7) {
            Some(w) if !seen[w as usize] => w,
            _ => {
                out.push(field("weekday"), "wrong_format");
                continue;
            }
        };
        seen[weekday as usize] = true;
        if !day.enabled {
            continue;
        }
        let time = |name: &str, value: &Option<String>, closing: bool, out: &mut Problems| match value
            .as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty())
        {
            None => {
                out.push(field(name), "required");
                None
            }
            Some(text) => {
                let parsed = parse_hhmm(text, closing);
                if parsed.is_none() {
                    out.push(field(name), "wrong_format");
                }
                parsed
            }
        };
        let open = time("open", &day.open, false, out);
        let close = time("close", &day.close, true, out);
        if let (Some(open), Some(close)) = (open, close) {
            if close <= open {
                out.push(field("close"), "time_range_alert");
            } else {
                week.push(DayHours { weekday, open_min: open, close_min: close });
            }
        }
    }
    if out.0.len() == before && week.is_empty() {
        return Err(NoWorkingDay);
    }
    week.sort_by_key(|d| d.weekday);
    Ok(week)
}

/// Main categories: duplicates dropped, 1 to 3 of them (`main_categories`).
pub fn check_main_categories(ids: &[i64], out: &mut Problems) -> Vec<i64> {
    let mut unique: Vec<i64> = Vec::new();
    for id in ids {
        if !unique.contains(id) {
            unique.push(*id);
        }
    }
    if !(MAIN_CATEGORIES_MIN..=MAIN_CATEGORIES_MAX).contains(&unique.len()) {
        out.push("main_categories", "main_categories");
    }
    unique
}

/// 15 or 30 minutes (`time_slicing`).
pub fn check_time_slicing(minutes: i64, out: &mut Problems) -> i16 {
    if !TIME_SLICINGS.contains(&minutes) {
        out.push("time_slicing", "time_slicing");
        return 15;
    }
    minutes as i16
}

/// Known amenity keys only, each once, in the canonical order.
pub fn check_amenities(keys: &[String], out: &mut Problems) -> Vec<String> {
    if keys.iter().any(|k| !AMENITIES.contains(&k.as_str())) {
        out.push("amenities", "wrong_format");
    }
    AMENITIES.iter().filter(|a| keys.iter().any(|k| k == *a)).map(|a| (*a).to_owned()).collect()
}

/// Days off and holidays: `yyyy-MM-dd`, not before `today` (the list edits the future; the past
/// stays as it was), duplicates dropped, sorted.
pub fn check_days_off(texts: &[String], today: NaiveDate, out: &mut Problems) -> Vec<NaiveDate> {
    if texts.len() > DAYS_OFF_MAX {
        out.push_with("days_off", "max_value", vec![("max", DAYS_OFF_MAX.to_string())]);
        return Vec::new();
    }
    let mut days = Vec::new();
    for (index, text) in texts.iter().enumerate() {
        match out.date(&format!("days_off.{index}"), text) {
            None => {}
            Some(day) if day < today => out.push_with(format!("days_off.{index}"), "min_value", vec![("min", format_date(today))]),
            Some(day) => days.push(day),
        }
    }
    days.sort();
    days.dedup();
    days
}

/// Saving settings needs the confirm-changes box ticked (spec §5).
pub fn check_confirmed(confirmed: bool, out: &mut Problems) {
    if !confirmed {
        out.push("confirm_changes", "confirm_changes");
    }
}

/// A web address: `http://` or `https://`, a host with a dot, no spaces.
pub fn valid_url(text: &str) -> bool {
    let Some(rest) = text.strip_prefix("https://").or_else(|| text.strip_prefix("http://")) else { return false };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = host.rsplit_once('@').map_or(host, |(_, h)| h);
    let host = host.split(':').next().unwrap_or("");
    !text.contains(char::is_whitespace)
        && host.contains('.')
        && !host.starts_with('.')
        && !host.ends_with('.')
        && host.split('.').all(|p| !p.is_empty())
}

/// An optional link: trimmed, empty is `None`, otherwise a valid URL (`url`) of sane length.
pub fn check_url(field: &str, value: Option<&str>, out: &mut Problems) -> Option<String> {
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    if value.chars().count() > LINE_MAX_CHARS {
        out.push_with(field, "max_length", vec![("max", LINE_MAX_CHARS.to_string())]);
        return None;
    }
    if !valid_url(value) {
        out.push(field, "url");
        return None;
    }
    Some(value.to_owned())
}

/// A tax number on the salon's invoices: the 10 digits of a VKN (companies) or the 11 of a TC
/// identity number (individuals); spaces are ignored, empty is `None`.
pub fn check_tax_number(field: &str, value: Option<&str>, out: &mut Problems) -> Option<String> {
    let digits: String = value?.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.is_empty() {
        return None;
    }
    if !(digits.len() == 10 || digits.len() == 11) || !digits.chars().all(|c| c.is_ascii_digit()) {
        out.push(field, "wrong_format");
        return None;
    }
    Some(digits)
}

/// Map pin: both coordinates or neither, each in range.
pub fn check_coordinates(lat: Option<f64>, lng: Option<f64>, out: &mut Problems) -> Option<(f64, f64)> {
    match (lat, lng) {
        (None, None) => None,
        (Some(lat), Some(lng)) => {
            let mut ok = true;
            if !(-90.0..=90.0).contains(&lat) || lat.is_nan() {
                out.push_with("lat", "between", vec![("min", "-90".into()), ("max", "90".into())]);
                ok = false;
            }
            if !(-180.0..=180.0).contains(&lng) || lng.is_nan() {
                out.push_with("lng", "between", vec![("min", "-180".into()), ("max", "180".into())]);
                ok = false;
            }
            ok.then_some((lat, lng))
        }
        (None, Some(_)) => {
            out.push("lat", "required");
            None
        }
        (Some(_), None) => {
            out.push("lng", "required");
            None
        }
    }
}

/// A price in kuruş: more than zero for a service, zero allowed for an option; at most
/// [`PRICE_MAX_KURUS`] so that totals of a booking cannot overflow.
pub fn check_price(field: &str, kurus: i64, allow_zero: bool, out: &mut Problems) {
    if kurus < 0 || (kurus == 0 && !allow_zero) {
        out.push_with(field, "min_value", vec![("min", if allow_zero { "0" } else { "0,01" }.into())]);
    } else if kurus > PRICE_MAX_KURUS {
        out.push_with(field, "max_value", vec![("max", crate::Money(PRICE_MAX_KURUS).format_try())]);
    }
}

/// A discount in whole percent, 0 to 100.
pub fn check_discount(field: &str, percent: i64, out: &mut Problems) {
    if !(0..=100).contains(&percent) {
        out.push_with(field, "between", vec![("min", "0".into()), ("max", "100".into())]);
    }
}

/// A duration in minutes: a multiple of 5 (`duration_step`), more than zero for a service (zero
/// allowed for an option that takes no extra time), at most [`crate::time::DURATION_MAX`].
pub fn check_duration(field: &str, minutes: i64, allow_zero: bool, out: &mut Problems) {
    let min = if allow_zero { 0 } else { DURATION_STEP };
    if out.between(field, minutes, min, i64::from(crate::time::DURATION_MAX)).is_some() && minutes % DURATION_STEP != 0 {
        out.push_with(field, "duration_step", vec![("step", DURATION_STEP.to_string())]);
    }
}

/// The salon's phone: a new number must be a Turkish mobile (`+90 5xx ...`), stored E.164. The
/// number already stored is kept as it is even when it is a landline (salons imported before
/// the rule), so saving other fields never fails on it.
pub fn check_salon_phone(input: &str, current: &str, out: &mut Problems) -> Option<String> {
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
    let trimmed = input.trim();
    if trimmed.is_empty() {
        out.push("phone", "required");
        return None;
    }
    if !current.is_empty() && digits(trimmed) == digits(current) {
        return Some(current.to_owned());
    }
    match crate::Phone::parse(trimmed) {
        Ok(phone) => Some(phone.as_str().to_owned()),
        Err(_) => {
            out.push("phone", "wrong_format");
            None
        }
    }
}

/// Two names are the same for people: Turkish case and diacritics and runs of spaces ignored.
pub fn same_name(a: &str, b: &str) -> bool {
    let norm = |s: &str| fold(s).split_whitespace().collect::<Vec<_>>().join(" ");
    let a = norm(a);
    !a.is_empty() && a == norm(b)
}

/// Deleting needs the name typed as shown, in any of its languages (spec §5).
pub fn name_confirms(typed: &str, names: &[&str]) -> bool {
    names.iter().any(|n| same_name(typed, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tax_number_is_a_vkn_or_a_tc_identity_number() {
        let mut out = Problems::default();
        assert_eq!(check_tax_number("t", Some("123 456 7890"), &mut out), Some("1234567890".into()));
        assert_eq!(check_tax_number("t", Some("12345678901"), &mut out), Some("12345678901".into()));
        assert_eq!(check_tax_number("t", Some("  "), &mut out), None);
        assert_eq!(check_tax_number("t", None, &mut out), None);
        assert!(out.0.is_empty());
        assert_eq!(check_tax_number("t", Some("123456789"), &mut out), None);
        assert_eq!(check_tax_number("t", Some("12345678ab"), &mut out), None);
        assert_eq!(out.0.len(), 2);
    }

    fn day(weekday: i64, enabled: bool, open: Option<&str>, close: Option<&str>) -> DayInput {
        DayInput { weekday, enabled, open: open.map(Into::into), close: close.map(Into::into) }
    }

    fn codes(p: &Problems) -> Vec<(String, &'static str)> {
        p.0.iter().map(|p| (p.field.clone(), p.code)).collect()
    }

    #[test]
    fn enabled_days_need_both_times_and_a_later_close() {
        let mut out = Problems::default();
        let week = check_week(
            &[
                day(0, true, Some("09:00"), Some("18:00")),
                day(1, true, Some("18:00"), Some("09:00")),
                day(2, true, None, Some("10:00")),
                day(3, false, Some("22:00"), Some("01:00")),
                day(4, true, Some("9:00"), Some("24:00")),
            ],
            &mut out,
        )
        .unwrap();
        assert_eq!(week, vec![DayHours { weekday: 0, open_min: 540, close_min: 1080 }]);
        assert_eq!(
            codes(&out),
            vec![
                ("working_hours.1.close".into(), "time_range_alert"),
                ("working_hours.2.open".into(), "required"),
                ("working_hours.4.open".into(), "wrong_format")
            ]
        );
    }

    #[test]
    fn equal_times_are_not_a_range_and_midnight_closes() {
        let mut out = Problems::default();
        assert!(check_week(&[day(6, true, Some("10:00"), Some("10:00"))], &mut out).is_ok());
        assert!(out.has("working_hours.0.close"));
        let mut out = Problems::default();
        let week = check_week(&[day(6, true, Some("10:00"), Some("24:00"))], &mut out).unwrap();
        assert_eq!(week[0].close_min, 1440);
        assert!(parse_hhmm("24:00", false).is_none() && parse_hhmm("24:30", true).is_none());
    }

    #[test]
    fn a_week_without_working_days_is_its_own_error() {
        let mut out = Problems::default();
        assert_eq!(check_week(&[day(0, false, None, None)], &mut out), Err(NoWorkingDay));
        assert!(out.is_empty());
        // Field problems come first: the form shows them rather than the general message.
        let mut out = Problems::default();
        assert!(check_week(&[day(0, true, None, None)], &mut out).is_ok());
        assert!(!out.is_empty());
    }

    #[test]
    fn weekdays_are_0_to_6_once_each() {
        let mut out = Problems::default();
        let _ = check_week(
            &[
                day(7, true, Some("09:00"), Some("10:00")),
                day(1, true, Some("09:00"), Some("10:00")),
                day(1, true, Some("09:00"), Some("10:00")),
            ],
            &mut out,
        );
        assert_eq!(
            codes(&out),
            vec![("working_hours.0.weekday".into(), "wrong_format"), ("working_hours.2.weekday".into(), "wrong_format")]
        );
    }

    #[test]
    fn one_to_three_main_categories() {
        for (ids, ok) in [(vec![], false), (vec![1], true), (vec![1, 2, 3], true), (vec![1, 2, 3, 4], false), (vec![1, 1, 2, 2, 3], true)] {
            let mut out = Problems::default();
            check_main_categories(&ids, &mut out);
            assert_eq!(out.is_empty(), ok, "{ids:?}");
        }
    }

    #[test]
    fn slicing_amenities_days_off_and_confirmation() {
        let mut out = Problems::default();
        assert_eq!(check_time_slicing(30, &mut out), 30);
        check_time_slicing(20, &mut out);
        assert_eq!(codes(&out), vec![("time_slicing".into(), "time_slicing")]);

        let mut out = Problems::default();
        assert_eq!(check_amenities(&["wifi".into(), "parking".into(), "wifi".into()], &mut out), vec!["parking", "wifi"]);
        check_amenities(&["jacuzzi".into()], &mut out);
        assert!(out.has("amenities"));

        let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        let mut out = Problems::default();
        let days = check_days_off(
            &["2026-12-31".into(), "2026-11-21".into(), "2026-12-31".into(), "2026-11-20".into(), "31.12.2026".into()],
            today,
            &mut out,
        );
        assert_eq!(days, vec![today, NaiveDate::from_ymd_opt(2026, 12, 31).unwrap()]);
        assert_eq!(codes(&out), vec![("days_off.3".into(), "min_value"), ("days_off.4".into(), "wrong_format")]);

        let mut out = Problems::default();
        check_confirmed(false, &mut out);
        assert_eq!(codes(&out), vec![("confirm_changes".into(), "confirm_changes")]);
    }

    #[test]
    fn urls_and_coordinates() {
        for good in ["https://instagram.com/lale", "http://a.co", "https://www.example.com.tr/x?y=1#z", "https://user@site.org:8080/"] {
            assert!(valid_url(good), "{good}");
        }
        for bad in
            ["instagram.com/lale", "https://", "https://localhost", "ftp://a.co", "https://a .co", "https://.a.co", "javascript:alert(1)"]
        {
            assert!(!valid_url(bad), "{bad}");
        }
        let mut out = Problems::default();
        assert_eq!(check_url("social.instagram", Some("  "), &mut out), None);
        assert!(out.is_empty());
        check_url("social.website", Some("www.site"), &mut out);
        assert_eq!(codes(&out), vec![("social.website".into(), "url")]);

        let mut out = Problems::default();
        assert_eq!(check_coordinates(Some(41.0), Some(29.0), &mut out), Some((41.0, 29.0)));
        assert_eq!(check_coordinates(None, None, &mut out), None);
        check_coordinates(Some(91.0), Some(29.0), &mut out);
        check_coordinates(Some(41.0), None, &mut out);
        assert_eq!(codes(&out), vec![("lat".into(), "between"), ("lng".into(), "required")]);
    }

    #[test]
    fn prices_discounts_and_durations() {
        let mut out = Problems::default();
        check_price("price", 0, false, &mut out);
        check_price("addons.0.price", 0, true, &mut out);
        check_price("addons.1.price", PRICE_MAX_KURUS, true, &mut out);
        check_price("addons.2.price", PRICE_MAX_KURUS + 1, true, &mut out);
        check_discount("discount_percent", 101, &mut out);
        check_discount("discount_percent", 0, &mut out);
        check_duration("duration_min", 0, false, &mut out);
        check_duration("duration_min", 47, false, &mut out);
        check_duration("duration_min", 45, false, &mut out);
        check_duration("addons.0.duration_min", 0, true, &mut out);
        check_duration("duration_min", 725, false, &mut out);
        assert_eq!(
            codes(&out),
            vec![
                ("price".into(), "min_value"),
                ("addons.2.price".into(), "max_value"),
                ("discount_percent".into(), "between"),
                ("duration_min".into(), "between"),
                ("duration_min".into(), "duration_step"),
                ("duration_min".into(), "between")
            ]
        );
    }

    #[test]
    fn a_new_salon_phone_is_a_turkish_mobile_the_stored_one_stays() {
        let mut out = Problems::default();
        assert_eq!(check_salon_phone("+90 532 111 22 33", "+902168872829", &mut out), Some("+905321112233".into()));
        assert_eq!(check_salon_phone("+90 216 887 28 29", "+902168872829", &mut out), Some("+902168872829".into()));
        assert!(out.is_empty());
        assert_eq!(check_salon_phone("+90 216 887 28 30", "+902168872829", &mut out), None);
        assert_eq!(check_salon_phone(" ", "+902168872829", &mut out), None);
        assert_eq!(codes(&out), vec![("phone".into(), "wrong_format"), ("phone".into(), "required")]);
    }

    #[test]
    fn names_confirm_in_any_language_ignoring_turkish_case() {
        let names = ["Saç kesimi", "Haircut", "Стрижка"];
        assert!(name_confirms("SAÇ KESİMİ", &names));
        assert!(name_confirms("  saç   kesimi ", &names));
        assert!(name_confirms("haircut", &names));
        assert!(name_confirms("стрижка", &names));
        assert!(!name_confirms("Saç", &names));
        assert!(!name_confirms("", &["", "", ""]));
    }
}
