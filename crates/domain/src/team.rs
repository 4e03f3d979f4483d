//! The salon's employee form (spec §3 master fields, §5 validation): who the master is, how they
//! are paid and how much they work. The photo and the schedule are checked by the API (one needs
//! the files, the other the salon's hours); everything else is here.

use chrono::NaiveDate;

use crate::Phone;
use crate::person::{self, Email};
use crate::problems::Problems;

/// Longest position and description a master may have.
pub const POSITION_MAX_CHARS: usize = 120;
pub const DESCRIPTION_MAX_CHARS: usize = 2000;
/// Highest hourly rate taken, in kuruş (100 000 TRY): a typo guard, not a business rule.
pub const MAX_HOURLY_RATE: i64 = 10_000_000;

/// How a master is paid. Stored and sent as `fixed` / `hourly`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SalaryType {
    Fixed,
    Hourly,
}

/// How much a master works. Stored and sent as `full_time` / `part_time`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WorkingType {
    FullTime,
    PartTime,
}

/// A choice of a few snake_case names: required (`required`), one of them (`wrong_format`).
fn choice<T: Copy>(field: &str, text: Option<&str>, all: &[T], name: fn(T) -> &'static str, out: &mut Problems) -> Option<T> {
    let Some(text) = crate::problems::present(text) else {
        out.push(field, "required");
        return None;
    };
    let found = all.iter().copied().find(|c| name(*c) == text);
    if found.is_none() {
        out.push(field, "wrong_format");
    }
    found
}

impl SalaryType {
    pub const ALL: [SalaryType; 2] = [SalaryType::Fixed, SalaryType::Hourly];

    pub fn as_str(self) -> &'static str {
        match self {
            SalaryType::Fixed => "fixed",
            SalaryType::Hourly => "hourly",
        }
    }

    /// Required, `fixed` or `hourly`.
    pub fn parse(field: &str, text: Option<&str>, out: &mut Problems) -> Option<SalaryType> {
        choice(field, text, &SalaryType::ALL, SalaryType::as_str, out)
    }
}

impl WorkingType {
    pub const ALL: [WorkingType; 2] = [WorkingType::FullTime, WorkingType::PartTime];

    pub fn as_str(self) -> &'static str {
        match self {
            WorkingType::FullTime => "full_time",
            WorkingType::PartTime => "part_time",
        }
    }

    /// Required, `full_time` or `part_time`.
    pub fn parse(field: &str, text: Option<&str>, out: &mut Problems) -> Option<WorkingType> {
        choice(field, text, &WorkingType::ALL, WorkingType::as_str, out)
    }
}

/// The hourly rate of an `hourly` master: required, above 0, at most [`MAX_HOURLY_RATE`].
pub fn hourly_rate(field: &str, kurus: Option<i64>, out: &mut Problems) -> Option<i64> {
    match kurus {
        None => out.push(field, "required"),
        Some(rate) if rate <= 0 => out.push_with(field, "min_value", vec![("min", "0,01".into())]),
        Some(rate) if rate > MAX_HOURLY_RATE => out.push_with(field, "max_value", vec![("max", (MAX_HOURLY_RATE / 100).to_string())]),
        Some(rate) => return Some(rate),
    }
    None
}

/// The employee form's own fields as sent; empty strings count as not given.
#[derive(Debug, Clone, Copy, Default)]
pub struct MasterInput<'a> {
    pub full_name: &'a str,
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
    /// yyyy-MM-dd, before today.
    pub birthday: Option<&'a str>,
    pub position: Option<&'a str>,
    pub description: Option<&'a str>,
    pub salary_type: Option<&'a str>,
    pub hourly_rate: Option<i64>,
    pub working_type: Option<&'a str>,
}

/// The employee form's own fields, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MasterFields {
    pub full_name: String,
    pub email: Option<Email>,
    /// When an account has this phone, the master is linked to it.
    pub phone: Option<Phone>,
    pub birthday: Option<NaiveDate>,
    pub position: Option<String>,
    pub description: Option<String>,
    pub salary_type: SalaryType,
    /// With `hourly` only; `None` with `fixed` whatever was sent.
    pub hourly_rate: Option<i64>,
    pub working_type: WorkingType,
}

impl MasterFields {
    /// Every field's problem is pushed; `None` when there was one.
    pub fn parse(input: MasterInput<'_>, today: NaiveDate, out: &mut Problems) -> Option<MasterFields> {
        let full_name = person::full_name("full_name", input.full_name, out);
        let email = person::optional_email("email", input.email, out);
        let phone = person::optional_phone("phone", input.phone, out);
        // A birthday is in the past; a date that is not is as wrong as one that is no date.
        let birthday = match crate::problems::present(input.birthday) {
            None => Some(None),
            Some(text) => match crate::time::parse_date(text).filter(|d| *d < today) {
                Some(date) => Some(Some(date)),
                None => {
                    out.push("birthday", "wrong_format");
                    None
                }
            },
        };
        let position = out.optional_text("position", input.position, POSITION_MAX_CHARS);
        let description = out.optional_text("description", input.description, DESCRIPTION_MAX_CHARS);
        let salary_type = SalaryType::parse("salary_type", input.salary_type, out);
        let hourly_rate = match salary_type {
            Some(SalaryType::Hourly) => hourly_rate("hourly_rate", input.hourly_rate, out).map(Some),
            _ => Some(None),
        };
        let working_type = WorkingType::parse("working_type", input.working_type, out);
        Some(MasterFields {
            full_name: full_name?,
            email: email?,
            phone: phone?,
            birthday: birthday?,
            position: position?,
            description: description?,
            salary_type: salary_type?,
            hourly_rate: hourly_rate?,
            working_type: working_type?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    fn valid() -> MasterInput<'static> {
        MasterInput { full_name: " Elif Aslan ", salary_type: Some("fixed"), working_type: Some("full_time"), ..Default::default() }
    }

    #[test]
    fn a_fixed_full_time_master_with_a_name_is_enough() {
        let mut out = Problems::default();
        let fields =
            MasterFields::parse(MasterInput { hourly_rate: Some(5000), position: Some("  "), ..valid() }, today(), &mut out).unwrap();
        assert!(out.is_empty());
        assert_eq!(fields.full_name, "Elif Aslan");
        assert_eq!((fields.salary_type, fields.working_type), (SalaryType::Fixed, WorkingType::FullTime));
        assert_eq!(fields.hourly_rate, None, "a fixed salary keeps no rate");
        assert_eq!(fields.position, None);
    }

    #[test]
    fn every_field_is_parsed() {
        let mut out = Problems::default();
        let input = MasterInput {
            email: Some("elif@example.com"),
            phone: Some("0532 123 45 67"),
            birthday: Some("1990-05-17"),
            position: Some("Kuaför"),
            description: Some("Saç boyama"),
            salary_type: Some("hourly"),
            hourly_rate: Some(25_000),
            working_type: Some("part_time"),
            ..valid()
        };
        let fields = MasterFields::parse(input, today(), &mut out).unwrap();
        assert!(out.is_empty());
        assert_eq!(fields.email.map(Email::into_string), Some("elif@example.com".into()));
        assert_eq!(fields.phone.map(String::from), Some("+905321234567".into()));
        assert_eq!(fields.birthday, NaiveDate::from_ymd_opt(1990, 5, 17));
        assert_eq!(
            (fields.salary_type, fields.hourly_rate, fields.working_type),
            (SalaryType::Hourly, Some(25_000), WorkingType::PartTime)
        );
    }

    #[test]
    fn every_problem_at_once_with_its_code() {
        let mut out = Problems::default();
        let long = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
        let input = MasterInput {
            full_name: "  ",
            email: Some("elif@"),
            phone: Some("+90 212 123 45 67"),
            birthday: Some("2026-11-21"),
            position: Some(&long),
            description: Some(&long),
            salary_type: None,
            hourly_rate: None,
            working_type: Some("weekends"),
        };
        assert_eq!(MasterFields::parse(input, today(), &mut out), None);
        assert_eq!(
            out.codes(),
            vec![
                ("full_name", "required"),
                ("email", "email"),
                ("phone", "wrong_format"),
                ("birthday", "wrong_format"),
                ("position", "max_length"),
                ("description", "max_length"),
                ("salary_type", "required"),
                ("working_type", "wrong_format"),
            ]
        );
    }

    #[test]
    fn an_hourly_master_needs_a_sane_rate() {
        for (rate, code, param) in [
            (None, "required", None),
            (Some(0), "min_value", Some(("min", "0,01"))),
            (Some(MAX_HOURLY_RATE + 1), "max_value", Some(("max", "100000"))),
        ] {
            let mut out = Problems::default();
            assert_eq!(
                MasterFields::parse(MasterInput { salary_type: Some("hourly"), hourly_rate: rate, ..valid() }, today(), &mut out),
                None
            );
            assert_eq!(out.codes(), vec![("hourly_rate", code)]);
            assert_eq!(out.0[0].params, param.map(|(k, v)| vec![(k, v.to_owned())]).unwrap_or_default());
        }
        let mut out = Problems::default();
        assert_eq!(SalaryType::parse("salary_type", Some("monthly"), &mut out), None);
        assert_eq!(out.codes(), vec![("salary_type", "wrong_format")]);
        assert_eq!(SalaryType::Hourly.as_str(), "hourly");
        assert_eq!(WorkingType::PartTime.as_str(), "part_time");
    }
}
