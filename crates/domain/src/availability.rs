//! The availability engine (issue #5): which start times a master can take on which dates.
//!
//! Everything is pure: the caller loads the salon's hours, the master's schedule, breaks and live
//! appointments, and asks. Times are minutes after the salon's local midnight (0..=1440), weekday 0
//! is Monday. All intervals are half-open `[start, end)`, so a booking may start exactly when
//! another one (or a break) ends.
//!
//! The engine works on intervals, not minutes: for one (master, date) it takes the working window
//! (salon hours ∩ master hours), sorts the blocked intervals (breaks and appointments), walks the
//! free gaps between them and enumerates the grid starts that fit the duration in each gap. That
//! keeps a 10 masters × 90 days query far below its 2 ms budget (DESIGN §6, `docs/performance.md`).

use std::collections::{BTreeMap, BTreeSet};

use chrono::{Datelike, NaiveDate};

/// Minutes in a day; also the latest possible end of anything.
const DAY: u16 = 1440;

/// What the engine needs to know about a salon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SalonCalendar {
    /// Opening hours per weekday (0 = Monday) as `(open_min, close_min)`; `None` = closed that
    /// weekday. Hours that are empty or inverted (`open >= close`) also count as closed; a close
    /// after 1440 is read as 1440.
    pub weekly: [Option<(u16, u16)>; 7],
    /// Days off and holidays: the salon is closed all day, whatever its weekly hours say.
    pub days_off: BTreeSet<NaiveDate>,
    /// The time slicing in minutes: starts lie on a grid of this step counted from midnight.
    /// Salons pick 15 or 30; the engine accepts any step >= 5 that divides 1440.
    pub step: u16,
}

impl SalonCalendar {
    /// The salon's hours on `date`, `None` when it is closed (day off, closed weekday, or empty
    /// hours).
    pub fn hours_on(&self, date: NaiveDate) -> Option<(u16, u16)> {
        if self.days_off.contains(&date) {
            return None;
        }
        let (open, close) = self.weekly[weekday_of(date)]?;
        let close = close.min(DAY);
        (open < close).then_some((open, close))
    }
}

/// Whether a schedule row is a working day or a day off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DayType {
    /// Working, between the row's `start_min` and `end_min`.
    Work,
    /// Not working that day at all.
    Off,
}

/// One row of a master's schedule: either recurring on a weekday or an override for one date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleRow {
    /// Recurring row for this weekday (0 = Monday). Values above 6 match no date.
    pub weekday: Option<u8>,
    /// Override for this date; it wins over the weekday row. When both fields are set the row is
    /// treated as a dated row (the date is the more specific claim).
    pub date: Option<NaiveDate>,
    /// Work or Off.
    pub day_type: DayType,
    /// Start of work for `Work` rows; `None` means from 00:00 (the salon's hours still limit it).
    pub start_min: Option<u16>,
    /// End of work for `Work` rows; `None` means until 24:00 (the salon's hours still limit it).
    pub end_min: Option<u16>,
}

/// A master's break: recurring on a weekday or for one date. On a date both kinds apply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BreakRow {
    /// Recurring break on this weekday (0 = Monday). Values above 6 match no date.
    pub weekday: Option<u8>,
    /// Break on this date only; when both fields are set the row is treated as dated.
    pub date: Option<NaiveDate>,
    /// Start of the break (inclusive).
    pub start_min: u16,
    /// End of the break (exclusive); an empty or inverted break blocks nothing.
    pub end_min: u16,
}

/// What the engine needs to know about one master.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MasterCalendar {
    /// The master's id, carried through to [`free_starts_range`]'s answer.
    pub master_id: i64,
    /// Schedule rows. When several rows claim the same weekday (or the same date) the first one
    /// wins; the store is expected to keep them unique.
    pub schedule: Vec<ScheduleRow>,
    /// Recurring and dated breaks.
    pub breaks: Vec<BreakRow>,
    /// Live appointments per date as `(start_min, duration_min)`; each blocks
    /// `[start, start + duration)`.
    pub busy: BTreeMap<NaiveDate, Vec<(u16, u16)>>,
}

/// A request the engine cannot answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AvailabilityError {
    /// The salon's step is below 5 minutes or does not divide the day, so there is no grid.
    #[error("time slicing must be at least 5 minutes and divide 1440, got {0}")]
    BadStep(u16),
    /// The duration is zero: a visit takes at least one minute.
    #[error("duration must be at least 1 minute")]
    BadDuration,
}

/// Why a start time cannot be booked, for the error message the client sees. Past-ness is not
/// among them: the caller checks it against its own clock first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The salon is closed that date (day off or holiday, or closed on that weekday).
    SalonOffDay,
    /// The master is off that date, or `[start, start + duration)` is not inside the master's
    /// working window and the salon's hours, or the start is off the salon's grid.
    MasterNotWorking,
    /// The interval overlaps a break or a live appointment.
    Busy,
}

/// The master's working window on `date` after intersecting it with the salon's hours
/// (`None` = not working: salon closed, Off row, or no overlap). A master with no row for the date
/// follows the salon's hours.
pub fn working_window(salon: &SalonCalendar, master: &MasterCalendar, date: NaiveDate) -> Option<(u16, u16)> {
    window(salon.hours_on(date)?, schedule_row_on(master, date))
}

/// Breaks of a master on `date` (recurring for its weekday plus dated), sorted by start then end.
/// Empty or inverted rows are dropped: they block nothing and would only confuse a display.
pub fn breaks_on(master: &MasterCalendar, date: NaiveDate) -> Vec<(u16, u16)> {
    breaks_in(&master.breaks, date)
}

/// [`breaks_on`] over bare break rows (the booking guard reads only these inside its transaction).
pub fn breaks_in(rows: &[BreakRow], date: NaiveDate) -> Vec<(u16, u16)> {
    let weekday = weekday_of(date);
    let mut breaks: Vec<(u16, u16)> =
        rows.iter().filter(|b| b.start_min < b.end_min && break_applies(b, date, weekday)).map(|b| (b.start_min, b.end_min)).collect();
    breaks.sort_unstable();
    breaks
}

/// Free start times of one master on one date, ascending.
pub fn free_starts(
    salon: &SalonCalendar,
    master: &MasterCalendar,
    date: NaiveDate,
    duration: u16,
    now: (NaiveDate, u16),
) -> Result<Vec<u16>, AvailabilityError> {
    check(salon.step, duration)?;
    let mut out = Vec::new();
    let Some(earliest) = earliest_start(date, now) else { return Ok(out) };
    let Some((lo, hi)) = working_window(salon, master, date) else { return Ok(out) };
    let weekday = weekday_of(date);
    let mut blocks: Vec<(u16, u16)> =
        master.breaks.iter().filter(|b| break_applies(b, date, weekday)).map(|b| (b.start_min, b.end_min)).collect();
    push_busy(&mut blocks, master.busy.get(&date));
    enumerate(lo, hi, &mut blocks, salon.step, duration, earliest, &mut out);
    Ok(out)
}

/// Free start times for many masters over `days` consecutive dates from `from`: one entry per
/// (master, date) with at least one free start, masters in the given order and each master's
/// dates ascending. Same rules as [`free_starts`]; weekly rows and breaks are resolved once per
/// master so the per-day work is lookups and one sort of a handful of intervals.
pub fn free_starts_range(
    salon: &SalonCalendar,
    masters: &[MasterCalendar],
    from: NaiveDate,
    days: u16,
    duration: u16,
    now: (NaiveDate, u16),
) -> Result<Vec<(i64, NaiveDate, Vec<u16>)>, AvailabilityError> {
    check(salon.step, duration)?;
    // Salon side once for all masters: the open dates of the range with their hours, weekday and
    // earliest start. Closed and past dates never reach the per-master loop.
    let open_days: Vec<OpenDay> = from
        .iter_days()
        .take(usize::from(days))
        .filter_map(|date| {
            let earliest = earliest_start(date, now)?;
            let hours = salon.hours_on(date)?;
            Some(OpenDay { date, weekday: weekday_of(date), hours, earliest })
        })
        .collect();
    let mut out = Vec::new();
    // Scratch buffers reused across days; each answer is then copied once at its exact size
    // instead of growing its own vector through several reallocations.
    let mut blocks = Vec::new();
    let mut starts = Vec::new();
    for master in masters {
        let index = MasterIndex::new(master);
        for day in &open_days {
            let Some((lo, hi)) = window(day.hours, index.row_on(day.date, day.weekday)) else { continue };
            blocks.clear();
            blocks.extend_from_slice(index.weekly_breaks(day.weekday));
            blocks.extend_from_slice(index.dated_breaks(day.date));
            push_busy(&mut blocks, master.busy.get(&day.date));
            starts.clear();
            enumerate(lo, hi, &mut blocks, salon.step, duration, day.earliest, &mut starts);
            if !starts.is_empty() {
                out.push((master.master_id, day.date, starts.clone()));
            }
        }
    }
    Ok(out)
}

/// Whether one exact start is free (to validate a booking request): the same rules as
/// [`free_starts`], including the grid and the past.
pub fn is_free(
    salon: &SalonCalendar,
    master: &MasterCalendar,
    date: NaiveDate,
    start: u16,
    duration: u16,
    now: (NaiveDate, u16),
) -> Result<bool, AvailabilityError> {
    check(salon.step, duration)?;
    let not_past = earliest_start(date, now).is_some_and(|earliest| u32::from(start) >= earliest);
    Ok(not_past && refusal(salon, master, date, start, duration).is_none())
}

/// Why `start` is not bookable for `duration` minutes, checked in the order of [`Refusal`]'s
/// variants; `None` when it is bookable (past-ness aside, which the caller checks).
///
/// An invalid step or a zero duration answers `MasterNotWorking`: no start lies on a grid that
/// does not exist. Callers that want the distinction call [`is_free`] first, which reports it.
pub fn refusal(salon: &SalonCalendar, master: &MasterCalendar, date: NaiveDate, start: u16, duration: u16) -> Option<Refusal> {
    let Some(hours) = salon.hours_on(date) else { return Some(Refusal::SalonOffDay) };
    if check(salon.step, duration).is_err() || !start.is_multiple_of(salon.step) {
        return Some(Refusal::MasterNotWorking);
    }
    let Some((lo, hi)) = window(hours, schedule_row_on(master, date)) else { return Some(Refusal::MasterNotWorking) };
    let (start, end) = (u32::from(start), u32::from(start) + u32::from(duration));
    if start < u32::from(lo) || end > u32::from(hi) {
        return Some(Refusal::MasterNotWorking);
    }
    let overlaps = |(s, e): (u32, u32)| s < e && s < end && start < e;
    let weekday = weekday_of(date);
    let on_break =
        master.breaks.iter().filter(|b| break_applies(b, date, weekday)).any(|b| overlaps((u32::from(b.start_min), u32::from(b.end_min))));
    let booked =
        master.busy.get(&date).is_some_and(|busy| busy.iter().any(|&(s, d)| overlaps((u32::from(s), u32::from(s) + u32::from(d)))));
    (on_break || booked).then_some(Refusal::Busy)
}

/// Rejects a step that leaves no grid aligned to midnight, and an empty duration.
fn check(step: u16, duration: u16) -> Result<(), AvailabilityError> {
    if step < 5 || !DAY.is_multiple_of(step) {
        return Err(AvailabilityError::BadStep(step));
    }
    if duration == 0 {
        return Err(AvailabilityError::BadDuration);
    }
    Ok(())
}

/// 0 = Monday, as an index into the weekly tables.
fn weekday_of(date: NaiveDate) -> usize {
    date.weekday().num_days_from_monday() as usize
}

/// The first minute a start may take on `date` given `now`: `None` for past dates, `now + 1` today
/// (a start at the current minute is already under way), 0 for future dates. `u32` because
/// `now.1` may be 1440.
fn earliest_start(date: NaiveDate, now: (NaiveDate, u16)) -> Option<u32> {
    match date.cmp(&now.0) {
        std::cmp::Ordering::Less => None,
        std::cmp::Ordering::Equal => Some(u32::from(now.1) + 1),
        std::cmp::Ordering::Greater => Some(0),
    }
}

/// The row that governs `date`: the first dated row for it, else the first row for its weekday.
fn schedule_row_on(master: &MasterCalendar, date: NaiveDate) -> Option<&ScheduleRow> {
    let weekday = weekday_of(date);
    master
        .schedule
        .iter()
        .find(|row| row.date == Some(date))
        .or_else(|| master.schedule.iter().find(|row| row.date.is_none() && row.weekday.map(usize::from) == Some(weekday)))
}

/// Whether a break row applies on `date` (whose weekday is `weekday`).
fn break_applies(row: &BreakRow, date: NaiveDate, weekday: usize) -> bool {
    match row.date {
        Some(d) => d == date,
        None => row.weekday.map(usize::from) == Some(weekday),
    }
}

/// Intersects the salon's open hours with what the master's row allows; `None` when empty.
fn window(hours: (u16, u16), row: Option<&ScheduleRow>) -> Option<(u16, u16)> {
    let (start, end) = match row {
        None => (0, DAY),
        Some(row) if row.day_type == DayType::Off => return None,
        Some(row) => (row.start_min.unwrap_or(0), row.end_min.unwrap_or(DAY)),
    };
    let (lo, hi) = (hours.0.max(start), hours.1.min(end).min(DAY));
    (lo < hi).then_some((lo, hi))
}

/// Adds the day's appointments as `[start, end)` intervals, saturating at the end of the day
/// (an appointment can't run past midnight, but bad data must not wrap around).
fn push_busy(blocks: &mut Vec<(u16, u16)>, busy: Option<&Vec<(u16, u16)>>) {
    if let Some(busy) = busy {
        blocks.extend(busy.iter().map(|&(start, duration)| (start, start.saturating_add(duration).min(DAY))));
    }
}

/// Pushes onto `out` every grid start `t >= earliest` with `[t, t + duration)` inside `[lo, hi)`
/// and clear of every interval in `blocks` (which it sorts in place).
///
/// It walks the gaps between the blocks in start order, keeping a cursor at the end of everything
/// blocked so far, so overlapping and nested blocks need no separate merge pass.
fn enumerate(lo: u16, hi: u16, blocks: &mut [(u16, u16)], step: u16, duration: u16, earliest: u32, out: &mut Vec<u16>) {
    let (hi, step, duration) = (u32::from(hi), u32::from(step), u32::from(duration));
    // Emits the grid starts of the gap [a, b).
    let mut gap = |a: u32, b: u32| {
        let Some(last) = b.checked_sub(duration) else { return };
        let first = a.max(earliest).div_ceil(step) * step;
        // Every value fits u16: last < hi <= 1440.
        out.extend((first..=last).step_by(step as usize).map(|t| t as u16));
    };
    blocks.sort_unstable();
    let mut cursor = u32::from(lo);
    for &(start, end) in blocks.iter() {
        let (start, end) = (u32::from(start), u32::from(end));
        // An empty block would split a gap without blocking anything.
        if start >= end || end <= cursor {
            continue;
        }
        if start >= hi {
            break;
        }
        if start > cursor {
            gap(cursor, start);
        }
        cursor = end;
        if cursor >= hi {
            return;
        }
    }
    gap(cursor, hi);
}

/// One open date of a range query, shared by all masters.
struct OpenDay {
    date: NaiveDate,
    weekday: usize,
    hours: (u16, u16),
    earliest: u32,
}

/// A master's rows resolved once per range query, so each date costs a table lookup and binary
/// searches rather than scans over every row.
struct MasterIndex<'a> {
    /// The first weekday row for each weekday.
    weekly: [Option<&'a ScheduleRow>; 7],
    /// Dated rows sorted by date; the sort is stable so the first row stays first among equal dates.
    dated: Vec<(NaiveDate, &'a ScheduleRow)>,
    /// Non-empty recurring breaks grouped by weekday; `weekly_break_ranges[w]` is weekday `w`'s slice.
    weekly_breaks: Vec<(u16, u16)>,
    weekly_break_ranges: [(usize, usize); 7],
    /// Non-empty dated breaks sorted by date, as two parallel vectors so a date's breaks are one
    /// contiguous slice of intervals.
    dated_break_dates: Vec<NaiveDate>,
    dated_breaks: Vec<(u16, u16)>,
}

impl<'a> MasterIndex<'a> {
    fn new(master: &'a MasterCalendar) -> Self {
        let mut weekly = [None; 7];
        let mut dated = Vec::new();
        for row in &master.schedule {
            match (row.date, row.weekday) {
                (Some(date), _) => dated.push((date, row)),
                (None, Some(w)) if w < 7 => {
                    weekly[usize::from(w)].get_or_insert(row);
                }
                _ => {}
            }
        }
        dated.sort_by_key(|&(date, _)| date);

        let mut weekly_breaks: Vec<(u8, (u16, u16))> = Vec::new();
        let mut dated_breaks: Vec<(NaiveDate, (u16, u16))> = Vec::new();
        for b in master.breaks.iter().filter(|b| b.start_min < b.end_min) {
            match (b.date, b.weekday) {
                (Some(date), _) => dated_breaks.push((date, (b.start_min, b.end_min))),
                (None, Some(w)) if w < 7 => weekly_breaks.push((w, (b.start_min, b.end_min))),
                _ => {}
            }
        }
        weekly_breaks.sort_unstable();
        dated_breaks.sort_unstable();
        let mut weekly_break_ranges = [(0, 0); 7];
        for (w, range) in (0u8..).zip(weekly_break_ranges.iter_mut()) {
            *range = (weekly_breaks.partition_point(|&(bw, _)| bw < w), weekly_breaks.partition_point(|&(bw, _)| bw <= w));
        }
        MasterIndex {
            weekly,
            dated,
            weekly_breaks: weekly_breaks.into_iter().map(|(_, span)| span).collect(),
            weekly_break_ranges,
            dated_break_dates: dated_breaks.iter().map(|&(date, _)| date).collect(),
            dated_breaks: dated_breaks.into_iter().map(|(_, span)| span).collect(),
        }
    }

    /// Same answer as [`schedule_row_on`].
    fn row_on(&self, date: NaiveDate, weekday: usize) -> Option<&'a ScheduleRow> {
        let i = self.dated.partition_point(|&(d, _)| d < date);
        match self.dated.get(i) {
            Some(&(d, row)) if d == date => Some(row),
            _ => self.weekly[weekday],
        }
    }

    /// Recurring breaks of `weekday`.
    fn weekly_breaks(&self, weekday: usize) -> &[(u16, u16)] {
        let (lo, hi) = self.weekly_break_ranges[weekday];
        &self.weekly_breaks[lo..hi]
    }

    /// Breaks dated `date`.
    fn dated_breaks(&self, date: NaiveDate) -> &[(u16, u16)] {
        let lo = self.dated_break_dates.partition_point(|&d| d < date);
        let hi = self.dated_break_dates.partition_point(|&d| d <= date);
        &self.dated_breaks[lo..hi]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// 2026-11-23 is a Monday.
    fn monday() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
    }

    fn day(offset: u64) -> NaiveDate {
        monday() + chrono::Days::new(offset)
    }

    /// Long ago, so nothing in a test is in the past unless the test says so.
    fn never() -> (NaiveDate, u16) {
        (NaiveDate::from_ymd_opt(2000, 1, 1).unwrap(), 0)
    }

    /// 09:00–18:00 Monday to Saturday, closed on Sunday, 30-minute grid.
    fn salon() -> SalonCalendar {
        let mut weekly = [Some((540, 1080)); 7];
        weekly[6] = None;
        SalonCalendar { weekly, days_off: BTreeSet::new(), step: 30 }
    }

    fn master() -> MasterCalendar {
        MasterCalendar { master_id: 7, schedule: vec![], breaks: vec![], busy: BTreeMap::new() }
    }

    fn work_on_weekday(weekday: u8, start: u16, end: u16) -> ScheduleRow {
        ScheduleRow { weekday: Some(weekday), date: None, day_type: DayType::Work, start_min: Some(start), end_min: Some(end) }
    }

    fn work_on_date(date: NaiveDate, start: u16, end: u16) -> ScheduleRow {
        ScheduleRow { weekday: None, date: Some(date), day_type: DayType::Work, start_min: Some(start), end_min: Some(end) }
    }

    fn grid(from: u16, to_inclusive: u16, step: u16) -> Vec<u16> {
        (from..=to_inclusive).step_by(usize::from(step)).collect()
    }

    #[test]
    fn starts_lie_on_the_grid_and_fit_the_hours() {
        let starts = free_starts(&salon(), &master(), monday(), 60, never()).unwrap();
        assert_eq!(starts, grid(540, 1020, 30), "last start leaves 60 minutes before 18:00");
        assert!(is_free(&salon(), &master(), monday(), 570, 60, never()).unwrap());
        assert!(!is_free(&salon(), &master(), monday(), 555, 60, never()).unwrap(), "off the 30-minute grid");
        assert_eq!(refusal(&salon(), &master(), monday(), 555, 60), Some(Refusal::MasterNotWorking));
    }

    #[test]
    fn grid_is_aligned_to_midnight_not_to_opening() {
        let mut s = salon();
        s.weekly[0] = Some((545, 700));
        let starts = free_starts(&s, &master(), monday(), 30, never()).unwrap();
        assert_eq!(starts, vec![570, 600, 630, 660]);
    }

    #[test]
    fn a_booking_may_start_exactly_when_another_ends() {
        let mut m = master();
        m.busy.insert(monday(), vec![(600, 60)]);
        let starts = free_starts(&salon(), &m, monday(), 60, never()).unwrap();
        assert!(starts.contains(&540), "ends exactly at 10:00 when the booking starts");
        assert!(!starts.contains(&570) && !starts.contains(&600) && !starts.contains(&630));
        assert!(starts.contains(&660), "starts exactly at 11:00 when the booking ends");
        assert_eq!(refusal(&salon(), &m, monday(), 630, 60), Some(Refusal::Busy));
        assert_eq!(refusal(&salon(), &m, monday(), 660, 60), None);
    }

    #[test]
    fn busy_on_another_date_does_not_block() {
        let mut m = master();
        m.busy.insert(day(1), vec![(540, 540)]);
        assert_eq!(free_starts(&salon(), &m, monday(), 30, never()).unwrap(), grid(540, 1050, 30));
    }

    #[test]
    fn a_break_blocks_its_interval() {
        let mut m = master();
        m.breaks.push(BreakRow { weekday: Some(0), date: None, start_min: 780, end_min: 840 });
        let starts = free_starts(&salon(), &m, monday(), 30, never()).unwrap();
        assert!(starts.contains(&750) && !starts.contains(&780) && !starts.contains(&810) && starts.contains(&840));
        assert_eq!(refusal(&salon(), &m, monday(), 750, 60), Some(Refusal::Busy));
        assert_eq!(breaks_on(&m, monday()), vec![(780, 840)]);
        assert_eq!(breaks_on(&m, day(1)), vec![], "a Monday break is not a Tuesday break");
    }

    #[test]
    fn recurring_and_dated_breaks_both_apply_sorted() {
        let mut m = master();
        m.breaks.push(BreakRow { weekday: None, date: Some(monday()), start_min: 900, end_min: 930 });
        m.breaks.push(BreakRow { weekday: Some(0), date: None, start_min: 780, end_min: 840 });
        m.breaks.push(BreakRow { weekday: None, date: Some(day(7)), start_min: 600, end_min: 630 });
        assert_eq!(breaks_on(&m, monday()), vec![(780, 840), (900, 930)]);
        assert_eq!(breaks_on(&m, day(7)), vec![(600, 630), (780, 840)]);
        let starts = free_starts(&salon(), &m, monday(), 30, never()).unwrap();
        assert!(!starts.contains(&780) && !starts.contains(&900) && starts.contains(&870));
    }

    #[test]
    fn a_dated_row_beats_the_weekday_row() {
        let mut m = master();
        m.schedule.push(work_on_weekday(0, 540, 720));
        m.schedule.push(work_on_date(monday(), 840, 960));
        assert_eq!(working_window(&salon(), &m, monday()), Some((840, 960)));
        assert_eq!(working_window(&salon(), &m, day(7)), Some((540, 720)), "the next Monday follows the weekday row");
        assert_eq!(free_starts(&salon(), &m, monday(), 60, never()).unwrap(), vec![840, 870, 900]);
        assert_eq!(refusal(&salon(), &m, monday(), 540, 60), Some(Refusal::MasterNotWorking));
    }

    #[test]
    fn a_dated_off_row_beats_a_weekday_work_row() {
        let mut m = master();
        m.schedule.push(work_on_weekday(0, 540, 720));
        m.schedule.push(ScheduleRow { weekday: None, date: Some(monday()), day_type: DayType::Off, start_min: None, end_min: None });
        assert_eq!(working_window(&salon(), &m, monday()), None);
        assert_eq!(free_starts(&salon(), &m, monday(), 30, never()).unwrap(), vec![]);
    }

    #[test]
    fn an_off_row_means_not_working() {
        let mut m = master();
        m.schedule.push(ScheduleRow { weekday: Some(1), date: None, day_type: DayType::Off, start_min: Some(540), end_min: Some(1080) });
        assert_eq!(working_window(&salon(), &m, day(1)), None);
        assert_eq!(free_starts(&salon(), &m, day(1), 30, never()).unwrap(), vec![]);
        assert_eq!(refusal(&salon(), &m, day(1), 600, 30), Some(Refusal::MasterNotWorking));
        assert_eq!(working_window(&salon(), &m, monday()), Some((540, 1080)), "other weekdays have no row");
    }

    #[test]
    fn no_row_follows_the_salon_hours_and_rows_are_clipped_to_them() {
        let mut m = master();
        assert_eq!(working_window(&salon(), &m, monday()), Some((540, 1080)));
        m.schedule.push(work_on_weekday(0, 480, 1200));
        assert_eq!(working_window(&salon(), &m, monday()), Some((540, 1080)), "a master can't work outside the salon's hours");
        m.schedule.push(ScheduleRow { weekday: Some(1), date: None, day_type: DayType::Work, start_min: Some(600), end_min: None });
        assert_eq!(working_window(&salon(), &m, day(1)), Some((600, 1080)), "a missing end means until the salon closes");
        m.schedule.push(work_on_weekday(2, 1100, 1200));
        assert_eq!(working_window(&salon(), &m, day(2)), None, "no overlap with the salon's hours");
    }

    #[test]
    fn a_day_off_closes_the_salon() {
        let mut s = salon();
        s.days_off.insert(monday());
        assert_eq!(free_starts(&s, &master(), monday(), 30, never()).unwrap(), vec![]);
        assert_eq!(working_window(&s, &master(), monday()), None);
        assert_eq!(refusal(&s, &master(), monday(), 600, 30), Some(Refusal::SalonOffDay));
        let mut m = master();
        m.schedule.push(work_on_date(monday(), 540, 1080));
        assert_eq!(refusal(&s, &m, monday(), 600, 30), Some(Refusal::SalonOffDay), "a master's row can't open a closed salon");
    }

    #[test]
    fn a_closed_weekday_closes_the_salon() {
        let sunday = day(6);
        assert_eq!(free_starts(&salon(), &master(), sunday, 30, never()).unwrap(), vec![]);
        assert_eq!(refusal(&salon(), &master(), sunday, 600, 30), Some(Refusal::SalonOffDay));
        let mut s = salon();
        s.weekly[0] = Some((600, 600));
        assert_eq!(refusal(&s, &master(), monday(), 600, 30), Some(Refusal::SalonOffDay), "empty hours are closed");
    }

    #[test]
    fn past_dates_have_nothing_and_today_only_later_starts() {
        let now = (day(1), 600);
        assert_eq!(free_starts(&salon(), &master(), monday(), 30, now).unwrap(), vec![]);
        assert_eq!(free_starts(&salon(), &master(), day(1), 30, now).unwrap(), grid(630, 1050, 30), "10:00 itself has begun");
        assert_eq!(free_starts(&salon(), &master(), day(1), 30, (day(1), 599)).unwrap()[0], 600);
        assert!(!is_free(&salon(), &master(), day(1), 600, 30, now).unwrap());
        assert!(is_free(&salon(), &master(), day(1), 630, 30, now).unwrap());
        assert!(!is_free(&salon(), &master(), monday(), 630, 30, now).unwrap());
        assert_eq!(refusal(&salon(), &master(), monday(), 630, 30), None, "past-ness is the caller's check");
        assert_eq!(free_starts(&salon(), &master(), day(2), 30, now).unwrap()[0], 540);
    }

    #[test]
    fn bad_steps_are_errors() {
        for step in [0, 1, 4, 7, 25, 1441, u16::MAX] {
            let s = SalonCalendar { step, ..salon() };
            assert_eq!(free_starts(&s, &master(), monday(), 30, never()), Err(AvailabilityError::BadStep(step)));
            assert_eq!(free_starts_range(&s, &[master()], monday(), 7, 30, never()), Err(AvailabilityError::BadStep(step)));
            assert_eq!(is_free(&s, &master(), monday(), 600, 30, never()), Err(AvailabilityError::BadStep(step)));
            assert_eq!(refusal(&s, &master(), monday(), 600, 30), Some(Refusal::MasterNotWorking));
        }
        for step in [5, 10, 15, 20, 30, 45, 60, 90, 120, 1440] {
            let s = SalonCalendar { step, ..salon() };
            assert!(free_starts(&s, &master(), monday(), 30, never()).is_ok(), "step {step}");
        }
    }

    #[test]
    fn zero_duration_is_an_error() {
        assert_eq!(free_starts(&salon(), &master(), monday(), 0, never()), Err(AvailabilityError::BadDuration));
        assert_eq!(free_starts_range(&salon(), &[master()], monday(), 7, 0, never()), Err(AvailabilityError::BadDuration));
        assert_eq!(is_free(&salon(), &master(), monday(), 600, 0, never()), Err(AvailabilityError::BadDuration));
    }

    #[test]
    fn nothing_crosses_midnight() {
        let s = SalonCalendar { weekly: [Some((0, 1440)); 7], days_off: BTreeSet::new(), step: 30 };
        let starts = free_starts(&s, &master(), monday(), 90, never()).unwrap();
        assert_eq!(*starts.last().unwrap(), 1350);
        assert!(!is_free(&s, &master(), monday(), 1380, 90, never()).unwrap());
        assert_eq!(refusal(&s, &master(), monday(), 1380, 90), Some(Refusal::MasterNotWorking));
        assert_eq!(refusal(&s, &master(), monday(), 1440, 30), Some(Refusal::MasterNotWorking));
        assert_eq!(free_starts(&s, &master(), monday(), 1441, never()).unwrap(), vec![]);
    }

    #[test]
    fn a_salon_open_all_day_gives_the_whole_day() {
        let s = SalonCalendar { weekly: [Some((0, 1440)); 7], days_off: BTreeSet::new(), step: 15 };
        assert_eq!(working_window(&s, &master(), monday()), Some((0, 1440)));
        assert_eq!(free_starts(&s, &master(), monday(), 15, never()).unwrap(), grid(0, 1425, 15));
        assert_eq!(free_starts(&s, &master(), monday(), 1440, never()).unwrap(), vec![0]);
        let mut m = master();
        m.schedule.push(ScheduleRow { weekday: Some(0), date: None, day_type: DayType::Work, start_min: None, end_min: None });
        assert_eq!(working_window(&s, &m, monday()), Some((0, 1440)), "a work row without times is 00:00–24:00");
    }

    #[test]
    fn overlapping_and_nested_blocks_merge() {
        let mut m = master();
        m.breaks.push(BreakRow { weekday: Some(0), date: None, start_min: 600, end_min: 720 });
        m.busy.insert(monday(), vec![(630, 30), (690, 60), (600, 0)]);
        let starts = free_starts(&salon(), &m, monday(), 30, never()).unwrap();
        assert_eq!(starts, [vec![540, 570], grid(750, 1050, 30)].concat());
    }

    #[test]
    fn range_lists_masters_and_dates_with_free_starts() {
        let mut a = master();
        a.schedule.push(ScheduleRow { weekday: Some(1), date: None, day_type: DayType::Off, start_min: None, end_min: None });
        let mut b = master();
        b.master_id = 8;
        b.busy.insert(monday(), vec![(540, 540)]);
        let got = free_starts_range(&salon(), &[a, b], monday(), 7, 540, never()).unwrap();
        let keys: Vec<(i64, NaiveDate)> = got.iter().map(|(id, date, _)| (*id, *date)).collect();
        let mut want: Vec<(i64, NaiveDate)> = [0, 2, 3, 4, 5].iter().map(|&d| (7, day(d))).collect();
        want.extend([1, 2, 3, 4, 5].iter().map(|&d| (8, day(d))));
        assert_eq!(keys, want, "A is off on Tuesday, B is full on Monday, nobody works Sunday");
        assert!(got.iter().all(|(_, _, starts)| starts == &vec![540]));
        assert_eq!(free_starts_range(&salon(), &[master()], monday(), 0, 30, never()).unwrap(), vec![]);
    }

    // ---- property test against a minute-by-minute reference ----

    /// The reference: marks every blocked minute of the day, then checks each grid start minute by
    /// minute. Written from the rules, not from the engine.
    fn reference(
        salon: &SalonCalendar,
        master: &MasterCalendar,
        date: NaiveDate,
        duration: u16,
        now: Option<(NaiveDate, u16)>,
    ) -> Vec<u16> {
        let mut blocked = [true; 1440];
        let weekday = date.weekday().num_days_from_monday() as u8;
        let hours = if salon.days_off.contains(&date) { None } else { salon.weekly[usize::from(weekday)] };
        let Some((open, close)) = hours else { return vec![] };
        let dated = master.schedule.iter().find(|r| r.date == Some(date));
        let weekly = master.schedule.iter().find(|r| r.date.is_none() && r.weekday == Some(weekday));
        let (start, end) = match dated.or(weekly) {
            None => (0, 1440),
            Some(r) if r.day_type == DayType::Off => return vec![],
            Some(r) => (r.start_min.unwrap_or(0), r.end_min.unwrap_or(1440)),
        };
        for (minute, b) in blocked.iter_mut().enumerate() {
            let m = minute as u16;
            *b = !(m >= open && m < close && m >= start && m < end);
        }
        for br in &master.breaks {
            let applies = match br.date {
                Some(d) => d == date,
                None => br.weekday == Some(weekday),
            };
            if applies {
                for m in br.start_min..br.end_min.min(1440) {
                    blocked[usize::from(m)] = true;
                }
            }
        }
        for &(s, d) in master.busy.get(&date).map(Vec::as_slice).unwrap_or(&[]) {
            for m in u32::from(s)..(u32::from(s) + u32::from(d)).min(1440) {
                blocked[m as usize] = true;
            }
        }
        (0..1440u16)
            .step_by(usize::from(salon.step))
            .filter(|&t| match now {
                Some((today, minute)) => date > today || (date == today && t > minute),
                None => true,
            })
            .filter(|&t| u32::from(t) + u32::from(duration) <= 1440)
            .filter(|&t| (t..t + duration).all(|m| !blocked[usize::from(m)]))
            .collect()
    }

    /// Dates of the property test: two weeks from a Monday, so weekday rows, dated rows, days off
    /// and `now` collide often.
    const SPAN: u64 = 14;

    fn minute() -> impl Strategy<Value = u16> {
        prop_oneof![3 => (0u16..=96).prop_map(|q| q * 15), 1 => 0u16..=1440]
    }

    fn salon_strategy() -> impl Strategy<Value = SalonCalendar> {
        let hours = prop_oneof![
            1 => Just(None),
            4 => (0u16..=720, 720u16..=1440).prop_map(Some),
            1 => (minute(), minute()).prop_map(Some),
        ];
        (
            [hours.clone(), hours.clone(), hours.clone(), hours.clone(), hours.clone(), hours.clone(), hours],
            prop::collection::btree_set((0..SPAN).prop_map(day), 0..3),
            prop::sample::select(vec![5u16, 10, 15, 20, 30, 60]),
        )
            .prop_map(|(weekly, days_off, step)| SalonCalendar { weekly, days_off, step })
    }

    fn when() -> impl Strategy<Value = (Option<u8>, Option<NaiveDate>)> {
        prop_oneof![
            3 => (0u8..8).prop_map(|w| (Some(w), None)),
            2 => (0..SPAN).prop_map(|d| (None, Some(day(d)))),
            1 => (0u8..7, 0..SPAN).prop_map(|(w, d)| (Some(w), Some(day(d)))),
            1 => Just((None, None)),
        ]
    }

    fn master_strategy() -> impl Strategy<Value = MasterCalendar> {
        let row = (when(), prop::bool::weighted(0.75), prop::option::weighted(0.9, minute()), prop::option::weighted(0.9, minute()))
            .prop_map(|((weekday, date), work, start_min, end_min)| ScheduleRow {
                weekday,
                date,
                day_type: if work { DayType::Work } else { DayType::Off },
                start_min,
                end_min,
            });
        let brk = (when(), minute(), 0u16..=180).prop_map(|((weekday, date), start_min, len)| BreakRow {
            weekday,
            date,
            start_min,
            end_min: if len == 0 { start_min.saturating_sub(10) } else { (start_min + len).min(1440) },
        });
        let busy = prop::collection::btree_map((0..SPAN).prop_map(day), prop::collection::vec((minute(), 0u16..=240), 0..8), 0..10);
        (any::<i64>(), prop::collection::vec(row, 0..8), prop::collection::vec(brk, 0..5), busy)
            .prop_map(|(master_id, schedule, breaks, busy)| MasterCalendar { master_id, schedule, breaks, busy })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

        #[test]
        fn free_starts_match_the_minute_by_minute_reference(
            salon in salon_strategy(),
            masters in prop::collection::vec(master_strategy(), 1..3),
            duration in prop_oneof![3 => (1u16..=16).prop_map(|q| q * 15), 1 => 1u16..=240],
            now_day in 0..SPAN + 2,
            now_minute in minute(),
        ) {
            // `now_day` may be past the span, so some cases have every date in the past.
            let now = (day(now_day), now_minute);
            let mut expected_range = Vec::new();
            for master in &masters {
                for d in 0..SPAN {
                    let date = day(d);
                    let want = reference(&salon, master, date, duration, Some(now));
                    let got = free_starts(&salon, master, date, duration, now).unwrap();
                    prop_assert_eq!(&got, &want, "date {}", date);
                    if !got.is_empty() {
                        expected_range.push((master.master_id, date, got));
                    }
                    let ignoring_past = reference(&salon, master, date, duration, None);
                    // Every grid start and one off-grid neighbour of each.
                    for t in (0..=1440u16).step_by(usize::from(salon.step)).flat_map(|t| [t, t + 1]) {
                        let free = want.contains(&t);
                        prop_assert_eq!(is_free(&salon, master, date, t, duration, now).unwrap(), free, "is_free {} at {}", date, t);
                        let bookable = ignoring_past.contains(&t);
                        prop_assert_eq!(refusal(&salon, master, date, t, duration).is_none(), bookable, "refusal {} at {}", date, t);
                    }
                }
            }
            let range = free_starts_range(&salon, &masters, day(0), SPAN as u16, duration, now).unwrap();
            prop_assert_eq!(range, expected_range);
        }

        #[test]
        fn refusal_names_the_first_failing_rule(
            salon in salon_strategy(),
            master in master_strategy(),
            d in 0..SPAN,
            start in minute(),
            duration in 1u16..=240,
        ) {
            let date = day(d);
            let salon_open = salon.hours_on(date).is_some();
            let window_ok = working_window(&salon, &master, date).is_some_and(|(lo, hi)| {
                start >= lo && u32::from(start) + u32::from(duration) <= u32::from(hi)
            }) && start % salon.step == 0;
            let expected = if !salon_open {
                Some(Refusal::SalonOffDay)
            } else if !window_ok {
                Some(Refusal::MasterNotWorking)
            } else if reference(&salon, &master, date, duration, None).contains(&start) {
                None
            } else {
                Some(Refusal::Busy)
            };
            prop_assert_eq!(refusal(&salon, &master, date, start, duration), expected);
        }
    }
}
