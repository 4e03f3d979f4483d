//! What is wrong with a form, field by field (spec §5 validation). Parsing a request body pushes
//! [`Problem`]s instead of stopping at the first, so a form shows all of its mistakes at once;
//! the API turns the collected [`Problems`] into one 422 whose messages come from the catalogue
//! (`required`, `max_length`, ...) in the request's language.

use chrono::NaiveDate;

/// One thing wrong with the input: the field (dotted path, e.g. `working_hours.2.close`), the
/// message code of the catalogue (`required`, `time_range_alert`, ...) and its parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub field: String,
    pub code: &'static str,
    pub params: Vec<(&'static str, String)>,
}

/// Problems collected over a whole form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Problems(pub Vec<Problem>);

/// A trimmed text, `None` when it is absent or blank.
pub fn present(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|t| !t.is_empty())
}

impl Problems {
    /// Exactly one problem, for a rule that stands alone.
    pub fn one(field: impl Into<String>, code: &'static str) -> Problems {
        let mut out = Problems::default();
        out.push(field, code);
        out
    }

    pub fn push(&mut self, field: impl Into<String>, code: &'static str) {
        self.0.push(Problem { field: field.into(), code, params: Vec::new() });
    }

    pub fn push_with(&mut self, field: impl Into<String>, code: &'static str, params: Vec<(&'static str, String)>) {
        self.0.push(Problem { field: field.into(), code, params });
    }

    /// Every problem of `other`, e.g. of a part of the form parsed on its own.
    pub fn extend(&mut self, other: Problems) {
        self.0.extend(other.0);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `field` has a problem (for tests and for skipping follow-up checks).
    pub fn has(&self, field: &str) -> bool {
        self.0.iter().any(|p| p.field == field)
    }

    /// The codes by field, in order (what tests compare).
    pub fn codes(&self) -> Vec<(&str, &'static str)> {
        self.0.iter().map(|p| (p.field.as_str(), p.code)).collect()
    }

    /// `Ok` when nothing is wrong, the problems otherwise.
    pub fn into_result(self) -> Result<(), Problems> {
        if self.is_empty() { Ok(()) } else { Err(self) }
    }

    /// `value` when nothing is wrong and it was parsed, the problems otherwise. A `None` with no
    /// problem is a parser's mistake, never the user's: it is refused rather than trusted.
    pub fn finish<T>(self, value: Option<T>) -> Result<T, Problems> {
        match value {
            Some(value) if self.is_empty() => Ok(value),
            _ if self.is_empty() => Err(Problems::one("body", "wrong_format")),
            _ => Err(self),
        }
    }

    /// A trimmed text that is required and at most `max` characters; `None` when it is not.
    pub fn required_text(&mut self, field: &str, value: &str, max: usize) -> Option<String> {
        let value = value.trim();
        if value.is_empty() {
            self.push(field, "required");
            return None;
        }
        self.optional_text(field, Some(value), max).flatten()
    }

    /// A trimmed optional text: empty becomes `None`; longer than `max` is a problem.
    /// The outer `None` means "invalid".
    pub fn optional_text(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<Option<String>> {
        match present(value) {
            Some(v) if v.chars().count() > max => {
                self.push_with(field, "max_length", vec![("max", max.to_string())]);
                None
            }
            other => Some(other.map(str::to_owned)),
        }
    }

    /// A `yyyy-MM-dd` date (`wrong_format` otherwise).
    pub fn date(&mut self, field: &str, text: &str) -> Option<NaiveDate> {
        let date = crate::time::parse_date(text);
        if date.is_none() {
            self.push(field, "wrong_format");
        }
        date
    }

    /// An optional `yyyy-MM-dd` date: blank is `None`, anything else must be a date.
    /// The outer `None` means "invalid".
    pub fn optional_date(&mut self, field: &str, text: Option<&str>) -> Option<Option<NaiveDate>> {
        self.optional(field, text, "wrong_format", crate::time::parse_date)
    }

    /// An `HH:mm` time of day, as minutes after midnight (`wrong_format` otherwise).
    pub fn time(&mut self, field: &str, text: &str) -> Option<u16> {
        let minutes = crate::time::parse_hhmm(text, false);
        if minutes.is_none() {
            self.push(field, "wrong_format");
        }
        minutes
    }

    /// An optional `HH:mm` time: blank is `None`. The outer `None` means "invalid".
    pub fn optional_time(&mut self, field: &str, text: Option<&str>) -> Option<Option<u16>> {
        self.optional(field, text, "wrong_format", |t| crate::time::parse_hhmm(t, false))
    }

    /// An optional value: blank is `None`, anything else must `parse` (`code` on `field`
    /// otherwise). The outer `None` means "invalid".
    pub fn optional<T>(
        &mut self,
        field: &str,
        text: Option<&str>,
        code: &'static str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Option<Option<T>> {
        let Some(text) = present(text) else { return Some(None) };
        let value = parse(text);
        if value.is_none() {
            self.push(field, code);
        }
        value.map(Some)
    }

    /// A whole number in `min..=max` (`between` otherwise).
    pub fn between(&mut self, field: &str, value: i64, min: i64, max: i64) -> Option<i64> {
        if (min..=max).contains(&value) {
            return Some(value);
        }
        self.push_with(field, "between", vec![("min", min.to_string()), ("max", max.to_string())]);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_trimmed_and_bounded() {
        let mut out = Problems::default();
        assert_eq!(out.required_text("name", "  Lale  ", 10), Some("Lale".into()));
        assert_eq!(out.required_text("name", "   ", 10), None);
        assert_eq!(out.optional_text("about", Some(" "), 10), Some(None));
        assert_eq!(out.optional_text("about", Some("12345678901"), 10), None);
        assert_eq!(out.codes(), vec![("name", "required"), ("about", "max_length")]);
        assert_eq!(out.0[1].params, vec![("max", "10".to_owned())]);
    }

    #[test]
    fn dates_and_times_are_the_form_s_formats() {
        let mut out = Problems::default();
        assert_eq!(out.date("date", " 2026-12-01 "), NaiveDate::from_ymd_opt(2026, 12, 1));
        assert_eq!(out.date("date", "01.12.2026"), None);
        assert_eq!(out.optional_date("birthday", Some("  ")), Some(None));
        assert_eq!(out.optional_date("birthday", Some("1990-02-30")), None);
        assert_eq!(out.time("time", "09:30"), Some(570));
        assert_eq!(out.time("time", "9:30"), None);
        assert_eq!(out.optional_time("end", None), Some(None));
        assert_eq!(out.optional_time("end", Some("24:00")), None);
        assert_eq!(
            out.codes(),
            vec![("date", "wrong_format"), ("birthday", "wrong_format"), ("time", "wrong_format"), ("end", "wrong_format")]
        );
    }

    #[test]
    fn numbers_in_a_range() {
        let mut out = Problems::default();
        assert_eq!(out.between("rating", 5, 1, 5), Some(5));
        assert_eq!(out.between("rating", 0, 1, 5), None);
        assert_eq!(out.codes(), vec![("rating", "between")]);
        assert_eq!(out.0[0].params, vec![("min", "1".to_owned()), ("max", "5".to_owned())]);
    }

    #[test]
    fn a_result_only_without_problems() {
        assert_eq!(Problems::default().into_result(), Ok(()));
        assert_eq!(Problems::one("name", "required").into_result(), Err(Problems::one("name", "required")));
        assert_eq!(Problems::default().finish(Some(3)), Ok(3));
        assert_eq!(Problems::one("name", "required").finish(Some(3)), Err(Problems::one("name", "required")));
        assert_eq!(Problems::default().finish::<i32>(None), Err(Problems::one("body", "wrong_format")));
        let mut out = Problems::one("a", "required");
        out.extend(Problems::one("b", "email"));
        assert!(out.has("a") && out.has("b") && !out.has("c"));
    }
}
