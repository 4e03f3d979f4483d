//! A master's portfolio case as the salon's form sends it (spec §7 salon employees cases): a
//! catalogue service, the day (and maybe the time) it was done, a description and 1 to
//! [`CASE_PHOTOS_MAX`] photos. Whether the service is the salon's and the photos the user's
//! own uploads needs the database; the API checks that after these rules.

use chrono::NaiveDate;

use crate::limits::{CASE_DESCRIPTION_MAX_CHARS, CASE_PHOTOS_MAX};
use crate::problems::{Problems, present};
use crate::time::format_date;

/// A case form as sent.
#[derive(Debug, Clone, Copy, Default)]
pub struct CaseInput<'a> {
    pub service_id: Option<i64>,
    /// yyyy-MM-dd, today or earlier.
    pub date: &'a str,
    /// HH:mm
    pub time: Option<&'a str>,
    pub description: Option<&'a str>,
    /// Uploaded file ids in display order.
    pub photos: &'a [i64],
}

/// A case form, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseFields {
    pub service_id: i64,
    pub done_on: NaiveDate,
    /// Minutes after midnight.
    pub done_at_min: Option<u16>,
    pub description: Option<String>,
    /// Repeats in a row dropped.
    pub photos: Vec<i64>,
}

impl CaseFields {
    /// Every field's problem is pushed; `None` when there was one.
    pub fn parse(input: CaseInput<'_>, today: NaiveDate, out: &mut Problems) -> Option<CaseFields> {
        if input.service_id.is_none() {
            out.push("service_id", "required");
        }
        let done_on = match present(Some(input.date)) {
            None => {
                out.push("date", "required");
                None
            }
            Some(text) => match out.date("date", text) {
                Some(date) if date > today => {
                    out.push_with("date", "max_value", vec![("max", format_date(today))]);
                    None
                }
                other => other,
            },
        };
        let done_at_min = out.optional_time("time", input.time);
        let description = out.optional_text("description", input.description, CASE_DESCRIPTION_MAX_CHARS);
        let mut photos = input.photos.to_vec();
        photos.dedup();
        if photos.is_empty() {
            out.push("photos", "required");
        } else if photos.len() > CASE_PHOTOS_MAX {
            out.push_with("photos", "max_value", vec![("max", CASE_PHOTOS_MAX.to_string())]);
        }
        let photos_ok = (1..=CASE_PHOTOS_MAX).contains(&photos.len());
        Some(CaseFields {
            service_id: input.service_id?,
            done_on: done_on?,
            done_at_min: done_at_min?,
            description: description?,
            photos: photos_ok.then_some(photos)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    #[test]
    fn a_case_with_a_service_a_day_and_photos() {
        let mut out = Problems::default();
        let input =
            CaseInput { service_id: Some(4), date: "2026-11-21", time: Some("14:30"), description: Some(" Balayaj "), photos: &[7, 7, 8] };
        let case = CaseFields::parse(input, today(), &mut out).unwrap();
        assert!(out.is_empty());
        assert_eq!(
            case,
            CaseFields { service_id: 4, done_on: today(), done_at_min: Some(870), description: Some("Balayaj".into()), photos: vec![7, 8] }
        );
        let case = CaseFields::parse(CaseInput { time: Some(" "), description: None, ..input }, today(), &mut out).unwrap();
        assert_eq!((case.done_at_min, case.description), (None, None));
    }

    #[test]
    fn every_problem_at_once() {
        let mut out = Problems::default();
        let long = "x".repeat(CASE_DESCRIPTION_MAX_CHARS + 1);
        let input = CaseInput { service_id: None, date: " ", time: Some("25:00"), description: Some(&long), photos: &[] };
        assert_eq!(CaseFields::parse(input, today(), &mut out), None);
        assert_eq!(
            out.codes(),
            vec![
                ("service_id", "required"),
                ("date", "required"),
                ("time", "wrong_format"),
                ("description", "max_length"),
                ("photos", "required")
            ]
        );
    }

    #[test]
    fn no_future_day_and_at_most_ten_photos() {
        let mut out = Problems::default();
        let photos: Vec<i64> = (1..=11).collect();
        let input = CaseInput { service_id: Some(4), date: "2026-11-22", photos: &photos, ..Default::default() };
        assert_eq!(CaseFields::parse(input, today(), &mut out), None);
        assert_eq!(out.codes(), vec![("date", "max_value"), ("photos", "max_value")]);
        assert_eq!(out.0[0].params, vec![("max", "2026-11-21".to_owned())]);
        assert_eq!(out.0[1].params, vec![("max", "10".to_owned())]);

        let mut out = Problems::default();
        assert_eq!(CaseFields::parse(CaseInput { date: "21.11.2026", ..input }, today(), &mut out), None);
        assert!(out.has("date") && out.codes()[0] == ("date", "wrong_format"));
    }
}
