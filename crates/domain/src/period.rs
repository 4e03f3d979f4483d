//! The period a salon's or the platform's numbers cover (issue #19): a closed range of local
//! dates `from..=to` read from `?from&to`. One type and one parser for every such screen; what
//! differs per use — the period when the dates are absent, the longest period, and the field
//! errors each screen already shows — is a [`PeriodRules`] value, one per use below.

use chrono::{Datelike, Duration, NaiveDate};

use crate::problems::Problems;
use crate::salary::days_in_month;

/// What a use takes when `from` and `to` are absent. Absent is not blank: `?to=` names the
/// parameter with no date in it, which is `wrong_format` under every rule (schemathesis ST201).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhenAbsent {
    /// Both dates are required (`required` on each missing one).
    Required,
    /// Both absent: the calendar month of today; one without the other is `required`.
    ThisMonth,
    /// A missing `to` is today, a missing `from` the day that makes the period this many days.
    LastDays(i64),
}

/// How a period that runs backwards or is too long is refused. These are the codes the screens
/// shipped with (their clients and tests read them), so each use keeps its own; they are all
/// named here and nowhere else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// On `to`: `min_value` {min: `from`} / `max_value` {max: the last allowed date}.
    ToMinMax,
    /// On `to`: `time_range_alert` / `max_value` {max: the last allowed date}.
    ToRangeAlert,
    /// On `from`: `period_order` / `period_too_long` {max: the number of days}.
    FromPeriod,
}

/// The rules of one use: its default, its longest period in days (both ends counted), and its
/// refusals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodRules {
    pub when_absent: WhenAbsent,
    pub max_days: i64,
    pub refusal: Refusal,
}

impl PeriodRules {
    /// Salaries, finances and expenses (issue #19 items 1–2): this month by default, at most a
    /// leap year.
    pub const SALON_MONEY: PeriodRules = PeriodRules { when_absent: WhenAbsent::ThisMonth, max_days: 366, refusal: Refusal::ToMinMax };
    /// The salon's charts and reports (items 4–5): both dates required, at most two years and a
    /// leap day, so two years of history fit in one call.
    pub const SALON_NUMBERS: PeriodRules = PeriodRules { when_absent: WhenAbsent::Required, max_days: 731, refusal: Refusal::ToRangeAlert };
    /// The platform admin's analytics (item 6): the last 30 days by default, at most a leap year,
    /// so a call cannot ask the database for decades of days.
    pub const PLATFORM_NUMBERS: PeriodRules =
        PeriodRules { when_absent: WhenAbsent::LastDays(30), max_days: 366, refusal: Refusal::FromPeriod };
}

/// A [`Period`] as whole calendar months and the days around them ([`Period::month_cut`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonthCut {
    /// The first days of the first and the last whole month, when there is one.
    pub months: Option<(NaiveDate, NaiveDate)>,
    /// The days outside those months: none, one or two ranges, in order.
    pub days: Vec<Period>,
}

/// Dates `from..=to`, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl Period {
    /// The period of the query's `from` and `to` (`yyyy-MM-dd`) under `rules`, `today` being the
    /// local date the defaults count from. Every problem of the dates is reported at once
    /// (`wrong_format`, `required`); a backwards or too long period is one problem as
    /// [`Refusal`] names it, never a silent clamp.
    pub fn parse(from: Option<&str>, to: Option<&str>, today: NaiveDate, rules: PeriodRules) -> Result<Period, Problems> {
        let mut out = Problems::default();
        let both_absent = from.is_none() && to.is_none();
        if rules.when_absent == WhenAbsent::ThisMonth && both_absent {
            return Ok(Period::month_of(today));
        }
        // Field by field, `from` first, so the problems read in the form's order.
        let mut date = |field: &str, text: Option<&str>| match text {
            Some(text) => out.date(field, text),
            None => {
                if !matches!(rules.when_absent, WhenAbsent::LastDays(_)) {
                    out.push(field, "required");
                }
                None
            }
        };
        let (from_date, to_date) = (date("from", from), date("to", to));
        let period = match rules.when_absent {
            WhenAbsent::Required | WhenAbsent::ThisMonth => from_date.zip(to_date),
            WhenAbsent::LastDays(days) => {
                let to_date = if to.is_none() { Some(today) } else { to_date };
                let from_date = if from.is_none() { to_date.map(|to| to - Duration::days(days - 1)) } else { from_date };
                from_date.zip(to_date)
            }
        };
        let period = period.map(|(from, to)| Period { from, to });
        let period = out.finish(period)?;
        period.check(rules)?;
        Ok(period)
    }

    /// The order and the length under `rules`.
    fn check(self, rules: PeriodRules) -> Result<(), Problems> {
        let mut out = Problems::default();
        let last_allowed = || crate::time::format_date(self.from + Duration::days(rules.max_days - 1));
        if self.to < self.from {
            match rules.refusal {
                Refusal::ToMinMax => out.push_with("to", "min_value", vec![("min", crate::time::format_date(self.from))]),
                Refusal::ToRangeAlert => out.push("to", "time_range_alert"),
                Refusal::FromPeriod => out.push("from", "period_order"),
            }
        } else if self.days() > rules.max_days {
            match rules.refusal {
                Refusal::ToMinMax | Refusal::ToRangeAlert => out.push_with("to", "max_value", vec![("max", last_allowed())]),
                Refusal::FromPeriod => out.push_with("from", "period_too_long", vec![("max", rules.max_days.to_string())]),
            }
        }
        out.into_result()
    }

    /// The calendar month `day` is in.
    pub fn month_of(day: NaiveDate) -> Period {
        let from = day.with_day(1).expect("day 1 exists");
        Period { from, to: from + Duration::days(days_in_month(from) - 1) }
    }

    /// Days in the period, both ends counted.
    pub fn days(self) -> i64 {
        (self.to - self.from).num_days() + 1
    }

    /// Every date of the period in order (charts show days without anything as zero).
    pub fn dates(self) -> impl Iterator<Item = NaiveDate> {
        let from = self.from;
        (0..self.days()).map(move |offset| from + Duration::days(offset))
    }

    pub fn contains(self, date: NaiveDate) -> bool {
        self.from <= date && date <= self.to
    }

    /// The day after the last one: instants before its start are inside the period.
    pub fn end_exclusive(self) -> NaiveDate {
        self.to.succ_opt().unwrap_or(self.to)
    }

    /// The period of the same length that ends the day before this one starts: what a chart
    /// compares with ("this month vs the month before" when the month has as many days).
    pub fn previous(self) -> Period {
        let to = self.from - Duration::days(1);
        Period { from: to - Duration::days(self.days() - 1), to }
    }

    /// The period the salaries and finances compare with: the same number of whole months before
    /// a whole-month period (October for November, whatever their lengths), otherwise
    /// [`Period::previous`].
    pub fn previous_in_months(self) -> Period {
        if let Some(months) = self.whole_months() {
            let from = self.from.checked_sub_months(chrono::Months::new(months)).expect("within the calendar");
            return Period { from, to: self.from - Duration::days(1) };
        }
        self.previous()
    }

    /// The period cut where calendar months begin and end, for numbers kept both per day and per
    /// month: the whole months inside it, and the days before and after them.
    pub fn month_cut(self) -> MonthCut {
        let first_whole = if self.from.day() == 1 {
            Some(self.from)
        } else {
            self.from.checked_add_months(chrono::Months::new(1)).and_then(|d| d.with_day(1))
        };
        // The last day of the last whole month: `to` when a month ends there, else the day before `to`'s month.
        let last_whole =
            if (self.to + Duration::days(1)).day() == 1 { self.to } else { self.to.with_day(1).expect("day 1 exists") - Duration::days(1) };
        match first_whole {
            Some(first) if first <= last_whole => {
                let mut days = Vec::new();
                if self.from < first {
                    days.push(Period { from: self.from, to: first - Duration::days(1) });
                }
                if last_whole < self.to {
                    days.push(Period { from: last_whole + Duration::days(1), to: self.to });
                }
                MonthCut { months: Some((first, last_whole.with_day(1).expect("day 1 exists"))), days }
            }
            _ => MonthCut { months: None, days: vec![self] },
        }
    }

    /// How many calendar months the period is when it is exactly whole months.
    fn whole_months(self) -> Option<u32> {
        if self.from.day() != 1 || (self.to + Duration::days(1)).day() != 1 {
            return None;
        }
        let months = (self.to.year() - self.from.year()) * 12 + self.to.month() as i32 - self.from.month() as i32 + 1;
        u32::try_from(months).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn codes(result: Result<Period, Problems>) -> Vec<(String, &'static str)> {
        result.unwrap_err().codes().into_iter().map(|(field, code)| (field.to_owned(), code)).collect()
    }

    fn owned(codes: &[(&str, &'static str)]) -> Vec<(String, &'static str)> {
        codes.iter().map(|(field, code)| ((*field).to_owned(), *code)).collect()
    }

    #[test]
    fn a_period_is_cut_into_its_whole_months_and_the_days_around_them() {
        let cut = |from, to| Period { from, to }.month_cut();
        let p = |from, to| Period { from, to };
        // A year ending today: the days of the first month, eleven whole months, today's month so far.
        assert_eq!(
            cut(d(2025, 12, 2), d(2026, 12, 2)),
            MonthCut {
                months: Some((d(2026, 1, 1), d(2026, 11, 1))),
                days: vec![p(d(2025, 12, 2), d(2025, 12, 31)), p(d(2026, 12, 1), d(2026, 12, 2))]
            }
        );
        // Exactly whole months: no days.
        assert_eq!(cut(d(2026, 1, 1), d(2026, 12, 31)), MonthCut { months: Some((d(2026, 1, 1), d(2026, 12, 1))), days: vec![] });
        assert_eq!(cut(d(2024, 2, 1), d(2024, 2, 29)), MonthCut { months: Some((d(2024, 2, 1), d(2024, 2, 1))), days: vec![] });
        // Inside one month, or across two without a whole one: days only.
        assert_eq!(cut(d(2026, 3, 5), d(2026, 3, 20)), MonthCut { months: None, days: vec![p(d(2026, 3, 5), d(2026, 3, 20))] });
        assert_eq!(cut(d(2026, 3, 5), d(2026, 4, 29)), MonthCut { months: None, days: vec![p(d(2026, 3, 5), d(2026, 4, 29))] });
        assert_eq!(cut(d(2026, 3, 1), d(2026, 3, 30)), MonthCut { months: None, days: vec![p(d(2026, 3, 1), d(2026, 3, 30))] });
        // One whole month and a day on one side.
        assert_eq!(
            cut(d(2026, 1, 31), d(2026, 2, 28)),
            MonthCut { months: Some((d(2026, 2, 1), d(2026, 2, 1))), days: vec![p(d(2026, 1, 31), d(2026, 1, 31))] }
        );
        assert_eq!(
            cut(d(2026, 12, 1), d(2027, 1, 1)),
            MonthCut { months: Some((d(2026, 12, 1), d(2026, 12, 1))), days: vec![p(d(2027, 1, 1), d(2027, 1, 1))] }
        );
        // Every period of 2026 (start and end on any day): the pieces cover it once, in order.
        for start in p(d(2026, 1, 1), d(2026, 12, 31)).dates().step_by(3) {
            for length in [1, 27, 28, 31, 32, 59, 62, 90, 200, 366] {
                let period = p(start, start + Duration::days(length - 1));
                let cut = period.month_cut();
                let mut covered: Vec<NaiveDate> = cut.days.iter().flat_map(|p| p.dates()).collect();
                if let Some((first, last)) = cut.months {
                    assert_eq!((first.day(), last.day()), (1, 1), "{period:?}");
                    covered.extend(p(first, Period::month_of(last).to).dates());
                }
                covered.sort();
                assert_eq!(covered, period.dates().collect::<Vec<_>>(), "{period:?}");
            }
        }
    }

    #[test]
    fn salon_money_defaults_to_the_month_and_is_at_most_a_leap_year() {
        let rules = PeriodRules::SALON_MONEY;
        let today = d(2026, 2, 14);
        let parse = |from, to| Period::parse(from, to, today, rules);
        assert_eq!(parse(None, None), Ok(Period { from: d(2026, 2, 1), to: d(2026, 2, 28) }));
        assert_eq!(parse(Some("2026-01-01"), Some("2026-12-31")).map(Period::days), Ok(365));
        assert_eq!(codes(parse(Some("2026-01-01"), Some("2027-01-02"))), owned(&[("to", "max_value")]));
        assert_eq!(parse(Some("2026-01-01"), Some("2027-01-02")).unwrap_err().0[0].params, vec![("max", "2027-01-01".to_owned())]);
        assert_eq!(codes(parse(Some("2026-01-05"), Some("2026-01-04"))), owned(&[("to", "min_value")]));
        assert_eq!(parse(Some("2026-01-05"), Some("2026-01-04")).unwrap_err().0[0].params, vec![("min", "2026-01-05".to_owned())]);
        assert_eq!(codes(parse(Some("2026-13-01"), None)), owned(&[("from", "wrong_format"), ("to", "required")]));
        // A named but empty end is a wrong format, not "this month" (schemathesis ST201).
        assert_eq!(codes(parse(None, Some(""))), owned(&[("from", "required"), ("to", "wrong_format")]));
    }

    #[test]
    fn salon_numbers_need_both_dates_and_take_two_years() {
        let rules = PeriodRules::SALON_NUMBERS;
        let parse = |from, to| Period::parse(from, to, d(2026, 11, 25), rules);
        assert_eq!(parse(Some("2026-03-01"), Some("2026-03-31")).map(Period::days), Ok(31));
        assert_eq!(codes(parse(None, Some("x"))), owned(&[("from", "required"), ("to", "wrong_format")]));
        assert_eq!(codes(parse(None, None)), owned(&[("from", "required"), ("to", "required")]));
        assert_eq!(codes(parse(Some("2026-03-01"), Some(""))), owned(&[("to", "wrong_format")]));
        assert_eq!(codes(parse(Some("2026-03-02"), Some("2026-03-01"))), owned(&[("to", "time_range_alert")]));
        assert_eq!(codes(parse(Some("2024-01-01"), Some("2026-01-01"))), owned(&[("to", "max_value")]));
        assert_eq!(parse(Some("2024-01-01"), Some("2026-01-01")).unwrap_err().0[0].params, vec![("max", "2025-12-31".to_owned())]);
        assert!(parse(Some("2024-01-01"), Some("2025-12-31")).is_ok());
    }

    #[test]
    fn platform_numbers_default_to_the_last_30_days() {
        let rules = PeriodRules::PLATFORM_NUMBERS;
        let today = d(2026, 11, 25);
        let parse = |from, to| Period::parse(from, to, today, rules);
        assert_eq!(parse(None, None), Ok(Period { from: d(2026, 10, 27), to: today }));
        assert_eq!(parse(None, Some("2026-03-31")), Ok(Period { from: d(2026, 3, 2), to: d(2026, 3, 31) }));
        assert_eq!(parse(Some("2026-11-01"), None), Ok(Period { from: d(2026, 11, 1), to: today }));
        assert_eq!(codes(parse(Some("2026-11-20"), Some("2026-11-19"))), owned(&[("from", "period_order")]));
        let too_long = parse(Some("2025-01-01"), Some("2026-01-02")).unwrap_err();
        assert_eq!((too_long.0[0].field.as_str(), too_long.0[0].code), ("from", "period_too_long"));
        assert_eq!(too_long.0[0].params, vec![("max", "366".to_owned())]);
        assert!(parse(Some("2025-01-01"), Some("2026-01-01")).is_ok());
        assert_eq!(codes(parse(Some("2101-01-01"), None)), owned(&[("from", "wrong_format")]));
        assert_eq!(codes(parse(None, Some(""))), owned(&[("to", "wrong_format")]));
    }

    #[test]
    fn the_previous_period_is_as_many_days_before() {
        let march = Period { from: d(2026, 3, 1), to: d(2026, 3, 31) };
        assert_eq!(march.previous(), Period { from: d(2026, 1, 29), to: d(2026, 2, 28) });
        assert_eq!(march.dates().count(), 31);
        assert_eq!(march.end_exclusive(), d(2026, 4, 1));
    }

    #[test]
    fn the_previous_period_in_months_is_the_month_before_or_as_many_days_before() {
        let november = Period { from: d(2026, 11, 1), to: d(2026, 11, 30) };
        assert_eq!(november.previous_in_months(), Period { from: d(2026, 10, 1), to: d(2026, 10, 31) });
        let q1 = Period { from: d(2026, 1, 1), to: d(2026, 3, 31) };
        assert_eq!(q1.previous_in_months(), Period { from: d(2025, 10, 1), to: d(2025, 12, 31) });
        let week = Period { from: d(2026, 11, 10), to: d(2026, 11, 16) };
        assert_eq!(week.previous_in_months(), Period { from: d(2026, 11, 3), to: d(2026, 11, 9) });
    }
}
