//! A master's schedule as the salon and the master edit it (spec §3 "schedule days (day type,
//! start, end, breaks)", §5 time ranges): which rows and breaks are valid, which break clashes with
//! what. The rows are the very ones [`crate::availability`] reads, so what passes here is exactly
//! what the free times are computed from.
//!
//! Times are minutes after the salon's local midnight; weekday 0 is Monday; intervals are
//! half-open `[start, end)`, as in availability: a break may start when a visit ends.

use chrono::{Datelike, NaiveDate};

use crate::availability::{BreakRow, DayType, ScheduleRow};
use crate::problems::Problems;
use crate::time::hhmm;

/// Minutes in a day.
pub const DAY_MINUTES: u16 = 1440;
/// A master's schedule holds at most this many dated overrides from today on (a year of them).
pub const MAX_DATED_DAYS: usize = 366;
/// Breaks one day may have.
pub const MAX_BREAKS_PER_DAY: usize = 12;

/// Which day a schedule row or a break is about: every such weekday, or one date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DayKey {
    /// 0 = Monday .. 6 = Sunday.
    Weekday(u8),
    Date(NaiveDate),
}

impl DayKey {
    /// The weekday the key falls on (for a date, its weekday).
    pub fn weekday(self) -> u8 {
        match self {
            DayKey::Weekday(w) => w,
            DayKey::Date(d) => weekday_of(d),
        }
    }

    /// Whether a visit on `date` happens on this day.
    pub fn covers(self, date: NaiveDate) -> bool {
        match self {
            DayKey::Weekday(w) => weekday_of(date) == w,
            DayKey::Date(d) => d == date,
        }
    }

    /// The key of a stored row (`weekday`, `date`); a dated row is dated even if it also names a
    /// weekday, as in availability. `None` for a row that names neither or a weekday above 6.
    pub fn of(weekday: Option<u8>, date: Option<NaiveDate>) -> Option<DayKey> {
        match (date, weekday) {
            (Some(d), _) => Some(DayKey::Date(d)),
            (None, Some(w)) if w < 7 => Some(DayKey::Weekday(w)),
            _ => None,
        }
    }
}

/// 0 = Monday.
pub fn weekday_of(date: NaiveDate) -> u8 {
    date.weekday().num_days_from_monday() as u8
}

/// Half-open intervals overlap when each starts before the other ends. Empty ones never do.
pub fn overlaps(a: (u16, u16), b: (u16, u16)) -> bool {
    a.0 < a.1 && b.0 < b.1 && a.0 < b.1 && b.0 < a.1
}

/// One day of a schedule as a form sends it, before it is stored as a row and its breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayInput {
    pub weekday: Option<u8>,
    pub date: Option<NaiveDate>,
    /// `None`: the day has no row of its own (a weekday then follows the salon's hours, a date
    /// its weekday); only its breaks are stored.
    pub day_type: Option<DayType>,
    /// Both or neither; neither means "the salon's hours".
    pub start: Option<u16>,
    pub end: Option<u16>,
    /// Breaks of a working day; an off day's breaks are dropped when stored.
    pub breaks: Vec<(u16, u16)>,
}

impl DayInput {
    pub fn key(&self) -> Option<DayKey> {
        DayKey::of(self.weekday, self.date)
    }

    /// The row availability reads; `None` for a day without a row of its own.
    pub fn row(&self) -> Option<ScheduleRow> {
        let day_type = self.day_type?;
        let work = day_type == DayType::Work;
        Some(ScheduleRow {
            weekday: if self.date.is_some() { None } else { self.weekday },
            date: self.date,
            day_type,
            start_min: self.start.filter(|_| work),
            end_min: self.end.filter(|_| work),
        })
    }

    /// The breaks that are stored with the day: none on an off day.
    pub fn stored_breaks(&self) -> Vec<BreakRow> {
        if self.day_type == Some(DayType::Off) {
            return Vec::new();
        }
        let (weekday, date) = if self.date.is_some() { (None, self.date) } else { (self.weekday, None) };
        self.breaks.iter().map(|&(start_min, end_min)| BreakRow { weekday, date, start_min, end_min }).collect()
    }
}

/// What is wrong with one field of a schedule; the API turns it into a field message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// One end of a range is set and the other is not, or the day names no weekday or date.
    Required,
    /// The end is not later than the start (`time_range_alert`).
    TimeRange,
    /// A break lies outside the day's hours `(start, end)`.
    Between(u16, u16),
    /// A break overlaps another break of the same day.
    BreakOverlap,
    /// A weekday above 6, a day named twice, too many days or breaks.
    WrongFormat,
}

/// A problem at a field path such as `days.2.breaks.0.end`.
pub type FieldProblem = (String, Problem);

impl Problem {
    /// Pushes this problem on `field` with its catalogue code (`required`, `time_range_alert`,
    /// `between` with `HH:mm` bounds, `break_overlaps_break`, `wrong_format`).
    pub fn report(&self, field: String, out: &mut Problems) {
        match self {
            Problem::Required => out.push(field, "required"),
            Problem::TimeRange => out.push(field, "time_range_alert"),
            Problem::Between(lo, hi) => out.push_with(field, "between", vec![("min", hhmm(*lo)), ("max", hhmm(*hi))]),
            Problem::BreakOverlap => out.push(field, "break_overlaps_break"),
            Problem::WrongFormat => out.push(field, "wrong_format"),
        }
    }
}

/// The problems of [`validate_days`] as a form's, each field behind `prefix` (e.g. `schedule.`).
pub fn report(found: &[FieldProblem], prefix: &str) -> Problems {
    let mut out = Problems::default();
    for (field, problem) in found {
        problem.report(format!("{prefix}{field}"), &mut out);
    }
    out
}

/// Checks a whole schedule (weekday rows and dated overrides). `salon_hours` (Monday first) is
/// the window of a working day that sets no hours of its own, for checking its breaks.
pub fn validate_days(days: &[DayInput], salon_hours: &[Option<(u16, u16)>; 7]) -> Vec<FieldProblem> {
    let mut problems = Vec::new();
    if days.iter().filter(|d| d.date.is_some()).count() > MAX_DATED_DAYS {
        problems.push(("days".to_owned(), Problem::WrongFormat));
    }
    let mut seen = std::collections::HashSet::new();
    for (i, day) in days.iter().enumerate() {
        let at = |field: &str| format!("days.{i}.{field}");
        let key = match (day.date, day.weekday) {
            (None, None) => {
                problems.push((at("weekday"), Problem::Required));
                continue;
            }
            (None, Some(w)) if w > 6 => {
                problems.push((at("weekday"), Problem::WrongFormat));
                continue;
            }
            (date, weekday) => DayKey::of(weekday, date).expect("a date or a weekday below 7"),
        };
        if !seen.insert(key) {
            problems.push((at(if day.date.is_some() { "date" } else { "weekday" }), Problem::WrongFormat));
        }
        let own = match day.day_type {
            Some(DayType::Off) => continue,
            // No row of its own: its breaks lie in the hours it inherits.
            None => inherited_window(days, key, salon_hours),
            Some(DayType::Work) => match (day.start, day.end) {
                (Some(s), Some(e)) if e <= s => {
                    problems.push((at("end"), Problem::TimeRange));
                    None
                }
                (Some(s), Some(e)) => Some((s, e)),
                (Some(_), None) => {
                    problems.push((at("end"), Problem::Required));
                    None
                }
                (None, Some(_)) => {
                    problems.push((at("start"), Problem::Required));
                    None
                }
                (None, None) => salon_hours[usize::from(key.weekday())],
            },
        };
        if day.breaks.len() > MAX_BREAKS_PER_DAY {
            problems.push((at("breaks"), Problem::WrongFormat));
        }
        for (j, &(start, end)) in day.breaks.iter().enumerate() {
            let at_break = |field: &str| format!("days.{i}.breaks.{j}.{field}");
            if end <= start {
                problems.push((at_break("end"), Problem::TimeRange));
                continue;
            }
            if let Some((lo, hi)) = own.filter(|&(lo, hi)| start < lo || end > hi) {
                problems.push((at_break("start"), Problem::Between(lo, hi)));
                continue;
            }
            if day.breaks[..j].iter().any(|&other| overlaps(other, (start, end))) {
                problems.push((at_break("start"), Problem::BreakOverlap));
            }
        }
    }
    problems
}

/// The hours a day without a row of its own works: a date those of its weekday's day in `days`,
/// else the salon's. `None` when that is off or unknown (its breaks are then not bounded here).
fn inherited_window(days: &[DayInput], key: DayKey, salon_hours: &[Option<(u16, u16)>; 7]) -> Option<(u16, u16)> {
    let salon = salon_hours[usize::from(key.weekday())];
    let DayKey::Date(_) = key else { return salon };
    match days.iter().find(|d| d.date.is_none() && d.weekday == Some(key.weekday())).and_then(|d| d.day_type.map(|t| (t, d.start, d.end))) {
        Some((DayType::Off, _, _)) => None,
        Some((DayType::Work, Some(s), Some(e))) if s < e => Some((s, e)),
        _ => salon,
    }
}

/// The row that governs `key`: for a weekday its weekday row; for a date its dated row, else the
/// row of its weekday (the same precedence as availability).
pub fn row_for(rows: &[ScheduleRow], key: DayKey) -> Option<&ScheduleRow> {
    let weekly = |w: u8| rows.iter().find(|r| r.date.is_none() && r.weekday == Some(w));
    match key {
        DayKey::Weekday(w) => weekly(w),
        DayKey::Date(d) => rows.iter().find(|r| r.date == Some(d)).or_else(|| weekly(weekday_of(d))),
    }
}

/// The hours a break on `key` must lie in: the governing row's own hours, else the salon's hours
/// of that weekday. `None` when the master is off then (or the salon is closed and the master's
/// row sets no hours): no break can be taken from a day that is not worked.
pub fn break_window(rows: &[ScheduleRow], salon_hours: &[Option<(u16, u16)>; 7], key: DayKey) -> Option<(u16, u16)> {
    match row_for(rows, key) {
        Some(row) if row.day_type == DayType::Off => None,
        Some(ScheduleRow { start_min: Some(s), end_min: Some(e), .. }) if s < e => Some((*s, *e)),
        _ => salon_hours[usize::from(key.weekday())].filter(|(open, close)| open < close),
    }
}

/// Breaks that apply on `key`: a weekday's recurring breaks; on a date also that date's own.
pub fn breaks_for(breaks: &[BreakRow], key: DayKey) -> Vec<(u16, u16)> {
    let mut out: Vec<(u16, u16)> = breaks
        .iter()
        .filter(|b| match (key, DayKey::of(b.weekday, b.date)) {
            (DayKey::Weekday(w), Some(DayKey::Weekday(bw))) => w == bw,
            (DayKey::Date(d), Some(DayKey::Date(bd))) => d == bd,
            (DayKey::Date(d), Some(DayKey::Weekday(bw))) => weekday_of(d) == bw,
            _ => false,
        })
        .map(|b| (b.start_min, b.end_min))
        .collect();
    out.sort_unstable();
    out
}

/// Why one break cannot be placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BreakRefusal {
    /// The end is not later than the start.
    TimeRange,
    /// The master does not work that day.
    NotWorking,
    /// Outside the day's hours `(start, end)`.
    OutsideHours(u16, u16),
    /// Overlaps another break of that day.
    OverlapsBreak,
}

/// Checks one break `span` for a day worked in `window` that already has `others` (the break
/// being edited left out by the caller).
pub fn check_break(window: Option<(u16, u16)>, others: &[(u16, u16)], span: (u16, u16)) -> Result<(), BreakRefusal> {
    if span.1 <= span.0 {
        return Err(BreakRefusal::TimeRange);
    }
    let (lo, hi) = window.ok_or(BreakRefusal::NotWorking)?;
    if span.0 < lo || span.1 > hi {
        return Err(BreakRefusal::OutsideHours(lo, hi));
    }
    if others.iter().any(|&other| overlaps(other, span)) {
        return Err(BreakRefusal::OverlapsBreak);
    }
    Ok(())
}

/// A live visit of the master: id, salon-local date, start minute, duration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Visit {
    pub id: i64,
    pub date: NaiveDate,
    pub start_min: u16,
    pub duration_min: u16,
}

/// The visits a break `span` on `key` would cover (only visits from `today` on count: the past
/// cannot clash with a break taken from now on).
pub fn clashing_visits(key: DayKey, span: (u16, u16), visits: &[Visit], today: NaiveDate) -> Vec<i64> {
    visits
        .iter()
        .filter(|v| v.date >= today && key.covers(v.date))
        .filter(|v| overlaps(span, (v.start_min, v.start_min.saturating_add(v.duration_min).min(DAY_MINUTES))))
        .map(|v| v.id)
        .collect()
}

/// A break keyed by its day: every such weekday, or one date.
pub type KeyedBreak = (DayKey, (u16, u16));

/// The breaks of a whole schedule, keyed by their day (days off have none).
pub fn keyed_breaks(days: &[DayInput]) -> Vec<KeyedBreak> {
    keyed(&days.iter().flat_map(DayInput::stored_breaks).collect::<Vec<_>>())
}

/// Stored break rows keyed by their day (a row with neither weekday nor date is skipped).
pub fn keyed(rows: &[BreakRow]) -> Vec<KeyedBreak> {
    rows.iter().filter_map(|b| DayKey::of(b.weekday, b.date).map(|k| (k, (b.start_min, b.end_min)))).collect()
}

/// The earliest visit that one of `breaks` would cover, leaving out the `known` breaks (stored
/// already, so they cannot newly clash): the break refusal names that visit.
pub fn first_new_clash<'v>(visits: &'v [Visit], breaks: &[KeyedBreak], known: &[KeyedBreak], today: NaiveDate) -> Option<&'v Visit> {
    breaks.iter().filter(|b| !known.contains(b)).find_map(|(key, span)| {
        let clashing = clashing_visits(*key, *span, visits, today);
        visits.iter().filter(|v| clashing.contains(&v.id)).min_by_key(|v| (v.date, v.start_min))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SALON: [Option<(u16, u16)>; 7] =
        [Some((540, 1200)), Some((540, 1200)), Some((540, 1200)), Some((540, 1200)), Some((540, 1200)), Some((600, 1080)), None];

    fn date(d: &str) -> NaiveDate {
        NaiveDate::parse_from_str(d, "%Y-%m-%d").unwrap()
    }

    fn work(weekday: u8, start: Option<u16>, end: Option<u16>, breaks: &[(u16, u16)]) -> DayInput {
        DayInput { weekday: Some(weekday), date: None, day_type: Some(DayType::Work), start, end, breaks: breaks.to_vec() }
    }

    #[test]
    fn a_valid_week_has_no_problems() {
        let days: Vec<DayInput> =
            (0..5).map(|w| work(w, Some(600), Some(1140), &[(780, 825)])).chain([work(5, None, None, &[(720, 750)])]).collect();
        assert_eq!(validate_days(&days, &SALON), vec![]);
    }

    #[test]
    fn end_must_be_later_and_both_ends_set() {
        let days = vec![work(0, Some(600), Some(600), &[]), work(1, Some(600), None, &[]), work(2, None, Some(700), &[])];
        assert_eq!(
            validate_days(&days, &SALON),
            vec![
                ("days.0.end".into(), Problem::TimeRange),
                ("days.1.end".into(), Problem::Required),
                ("days.2.start".into(), Problem::Required)
            ]
        );
    }

    #[test]
    fn breaks_lie_inside_the_day_and_apart() {
        let days = vec![work(0, Some(600), Some(1140), &[(560, 620), (700, 760), (750, 800), (900, 900)])];
        assert_eq!(
            validate_days(&days, &SALON),
            vec![
                ("days.0.breaks.0.start".into(), Problem::Between(600, 1140)),
                ("days.0.breaks.2.start".into(), Problem::BreakOverlap),
                ("days.0.breaks.3.end".into(), Problem::TimeRange),
            ]
        );
        // A day with no hours of its own is checked against the salon's hours of its weekday.
        assert_eq!(
            validate_days(&[work(5, None, None, &[(1070, 1100)])], &SALON),
            vec![("days.0.breaks.0.start".into(), Problem::Between(600, 1080))]
        );
    }

    #[test]
    fn a_day_is_named_once_and_off_days_ignore_hours() {
        let off =
            DayInput { weekday: Some(1), date: None, day_type: Some(DayType::Off), start: Some(900), end: Some(800), breaks: vec![(1, 0)] };
        let dated = DayInput {
            weekday: None,
            date: Some(date("2026-12-01")),
            day_type: Some(DayType::Work),
            start: Some(600),
            end: Some(700),
            breaks: vec![],
        };
        let days = vec![work(0, None, None, &[]), work(0, None, None, &[]), off.clone(), dated.clone(), dated, work(7, None, None, &[])];
        assert_eq!(
            validate_days(&days, &SALON),
            vec![
                ("days.1.weekday".into(), Problem::WrongFormat),
                ("days.4.date".into(), Problem::WrongFormat),
                ("days.5.weekday".into(), Problem::WrongFormat)
            ]
        );
        assert!(off.stored_breaks().is_empty());
        assert_eq!(off.row().unwrap().start_min, None);
    }

    #[test]
    fn a_date_without_a_row_keeps_breaks_inside_its_weekday_s_hours() {
        let tuesday = date("2026-12-01");
        let only_breaks =
            DayInput { weekday: None, date: Some(tuesday), day_type: None, start: None, end: None, breaks: vec![(560, 600), (700, 720)] };
        assert_eq!(only_breaks.row(), None);
        assert_eq!(only_breaks.stored_breaks().len(), 2);
        let days = vec![work(1, Some(600), Some(900), &[]), only_breaks];
        assert_eq!(validate_days(&days, &SALON), vec![("days.1.breaks.0.start".into(), Problem::Between(600, 900))]);
    }

    #[test]
    fn problems_report_their_codes_behind_a_prefix() {
        let found = vec![
            ("days.0.end".to_owned(), Problem::TimeRange),
            ("days.1.breaks.0.start".to_owned(), Problem::Between(600, 900)),
            ("days.2.start".to_owned(), Problem::Required),
            ("days.3.breaks.1.start".to_owned(), Problem::BreakOverlap),
            ("days".to_owned(), Problem::WrongFormat),
        ];
        let out = report(&found, "schedule.");
        assert_eq!(
            out.codes(),
            vec![
                ("schedule.days.0.end", "time_range_alert"),
                ("schedule.days.1.breaks.0.start", "between"),
                ("schedule.days.2.start", "required"),
                ("schedule.days.3.breaks.1.start", "break_overlaps_break"),
                ("schedule.days", "wrong_format"),
            ]
        );
        assert_eq!(out.0[1].params, vec![("min", "10:00".to_owned()), ("max", "15:00".to_owned())]);
    }

    #[test]
    fn a_dated_row_wins_and_the_window_falls_back_to_the_salon() {
        let tuesday = date("2026-12-01");
        let rows = vec![
            ScheduleRow { weekday: Some(1), date: None, day_type: DayType::Work, start_min: Some(600), end_min: Some(900) },
            ScheduleRow { weekday: None, date: Some(tuesday), day_type: DayType::Off, start_min: None, end_min: None },
        ];
        assert_eq!(break_window(&rows, &SALON, DayKey::Weekday(1)), Some((600, 900)));
        assert_eq!(break_window(&rows, &SALON, DayKey::Date(tuesday)), None);
        assert_eq!(break_window(&rows, &SALON, DayKey::Date(date("2026-12-08"))), Some((600, 900)));
        assert_eq!(break_window(&rows, &SALON, DayKey::Weekday(0)), Some((540, 1200)), "no row: salon hours");
        assert_eq!(break_window(&rows, &SALON, DayKey::Weekday(6)), None, "salon closed on Sunday");
    }

    #[test]
    fn one_break_is_checked_against_hours_and_the_day_s_breaks() {
        assert_eq!(check_break(Some((600, 1200)), &[(780, 825)], (700, 720)), Ok(()));
        assert_eq!(check_break(Some((600, 1200)), &[(780, 825)], (825, 840)), Ok(()), "may start when another ends");
        assert_eq!(check_break(Some((600, 1200)), &[(780, 825)], (800, 840)), Err(BreakRefusal::OverlapsBreak));
        assert_eq!(check_break(Some((600, 1200)), &[], (590, 640)), Err(BreakRefusal::OutsideHours(600, 1200)));
        assert_eq!(check_break(None, &[], (700, 720)), Err(BreakRefusal::NotWorking));
        assert_eq!(check_break(Some((600, 1200)), &[], (720, 700)), Err(BreakRefusal::TimeRange));
    }

    #[test]
    fn breaks_of_a_date_include_its_weekday_s() {
        let tuesday = date("2026-12-01");
        let breaks = vec![
            BreakRow { weekday: Some(1), date: None, start_min: 780, end_min: 825 },
            BreakRow { weekday: None, date: Some(tuesday), start_min: 600, end_min: 630 },
            BreakRow { weekday: Some(2), date: None, start_min: 700, end_min: 730 },
        ];
        assert_eq!(breaks_for(&breaks, DayKey::Date(tuesday)), vec![(600, 630), (780, 825)]);
        assert_eq!(breaks_for(&breaks, DayKey::Weekday(1)), vec![(780, 825)]);
    }

    #[test]
    fn visits_clash_on_their_weekday_or_date_from_today_on() {
        let today = date("2026-11-30"); // Monday
        let visits = [
            Visit { id: 1, date: date("2026-12-01"), start_min: 600, duration_min: 60 },
            Visit { id: 2, date: date("2026-12-08"), start_min: 660, duration_min: 30 },
            Visit { id: 3, date: date("2026-11-24"), start_min: 600, duration_min: 60 },
            Visit { id: 4, date: date("2026-12-02"), start_min: 600, duration_min: 60 },
        ];
        assert_eq!(clashing_visits(DayKey::Weekday(1), (630, 700), &visits, today), vec![1, 2]);
        assert_eq!(clashing_visits(DayKey::Weekday(1), (660, 700), &visits, today), vec![2], "a break may start when a visit ends");
        assert_eq!(clashing_visits(DayKey::Date(date("2026-12-08")), (600, 660), &visits, today), Vec::<i64>::new());
    }
}
