//! A master's schedule as both cabinets show and change it (spec §7 salon `schedule/master/{id}`,
//! `add-break`, `edit-break`, `remove-break`; master `schedule`): the week, the dated days, the
//! breaks, and the checks every change passes. The salon side and the master side differ only in
//! how they find the master row; everything after that is here, once.

use std::collections::BTreeMap;

use chrono::{NaiveDate, Utc};
use domain::availability::{BreakRow, DayType};
use domain::problems::{Problems, present};
use domain::schedule::{self as rules, BreakRefusal, DayInput, DayKey, KeyedBreak, Visit};
use domain::time::format_date;
use serde::{Deserialize, Serialize};
use store::model::Master;
use store::team::schedule::BreakWrite;
use utoipa::ToSchema;

use crate::booking::{hhmm, local, parse_date};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::state::AppState;

/// A break of a day.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BreakView {
    pub id: i64,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
}

/// One day of a master's schedule: a weekday of the week or a dated override.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DayView {
    /// 0 = Monday .. 6 = Sunday; `null` for a dated day.
    pub weekday: Option<u8>,
    /// yyyy-MM-dd for a dated day.
    pub date: Option<String>,
    /// `work` or `off`; `null` when the day has no row of its own (a weekday then follows the
    /// salon's hours, a date its weekday).
    pub day_type: Option<String>,
    /// HH:mm; `null` with `end` = the salon's hours.
    pub start: Option<String>,
    /// HH:mm
    pub end: Option<String>,
    pub breaks: Vec<BreakView>,
}

/// The salon's opening hours of one weekday.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SalonHoursView {
    pub weekday: u8,
    /// HH:mm; `null` when the salon is closed that weekday.
    pub open: Option<String>,
    pub close: Option<String>,
}

/// A master's whole schedule.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ScheduleView {
    pub master_id: i64,
    pub full_name: String,
    /// Monday to Sunday, always 7 days.
    pub week: Vec<DayView>,
    /// Dated days (overrides and dated breaks) from today on, by date.
    pub dated: Vec<DayView>,
    pub salon_hours: Vec<SalonHoursView>,
    /// The salon's time slicing in minutes (15 or 30): the step of the time inputs.
    pub time_slicing: i16,
}

/// A break as a form sends it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct BreakSpan {
    /// HH:mm
    #[serde(default)]
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub start: String,
    /// HH:mm, later than start
    #[serde(default)]
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub end: String,
}

/// One day of the schedule form.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ScheduleDayForm {
    /// 0 = Monday .. 6 = Sunday, for a day of the week.
    #[schema(maximum = 6)]
    pub weekday: Option<u8>,
    /// yyyy-MM-dd (today or later), for a dated override.
    #[schema(format = Date)]
    pub date: Option<String>,
    /// `work`, `off`, or `null` for a day without a row of its own.
    pub day_type: Option<String>,
    /// HH:mm; set both or neither (neither = the salon's hours).
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub start: Option<String>,
    /// HH:mm, later than start.
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub end: Option<String>,
    #[serde(default)]
    pub breaks: Vec<BreakSpan>,
}

/// The whole schedule: it replaces the week and the dated days from today on.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct ScheduleForm {
    #[serde(default)]
    pub days: Vec<ScheduleDayForm>,
}

/// The salon's "today", where "from today on" starts.
pub fn today() -> NaiveDate {
    local(Utc::now()).date()
}

/// Parses and checks a schedule form; field problems are named `{prefix}days.N.field`.
pub fn parse_schedule(
    form: &ScheduleForm,
    salon_hours: &[Option<(u16, u16)>; 7],
    today: NaiveDate,
    prefix: &str,
) -> Result<Vec<DayInput>, Problems> {
    let mut out = Problems::default();
    let mut days = Vec::with_capacity(form.days.len());
    for (i, day) in form.days.iter().enumerate() {
        let at = |field: &str| format!("{prefix}days.{i}.{field}");
        let date = match out.optional_date(&at("date"), day.date.as_deref()).flatten() {
            Some(date) if date < today => {
                out.push_with(at("date"), "min_value", vec![("min", format_date(today))]);
                None
            }
            other => other,
        };
        let day_type = match present(day.day_type.as_deref()) {
            None => None,
            Some("work") => Some(DayType::Work),
            Some("off") => Some(DayType::Off),
            Some(_) => {
                out.push(at("day_type"), "wrong_format");
                None
            }
        };
        let start = out.optional_time(&at("start"), day.start.as_deref()).flatten();
        let end = out.optional_time(&at("end"), day.end.as_deref()).flatten();
        let mut breaks = Vec::with_capacity(day.breaks.len());
        for (j, b) in day.breaks.iter().enumerate() {
            let (s, e) = (format!("{prefix}days.{i}.breaks.{j}.start"), format!("{prefix}days.{i}.breaks.{j}.end"));
            let bs = out.optional_time(&s, Some(&b.start)).flatten();
            let be = out.optional_time(&e, Some(&b.end)).flatten();
            match (bs, be) {
                (Some(bs), Some(be)) => breaks.push((bs, be)),
                _ => {
                    if b.start.trim().is_empty() {
                        out.push(s, "required");
                    }
                    if b.end.trim().is_empty() {
                        out.push(e, "required");
                    }
                    // Keep indexes aligned with the form for the rules below.
                    breaks.push((0, 0));
                }
            }
        }
        days.push(DayInput { weekday: day.weekday, date, day_type, start, end, breaks });
    }
    out.into_result()?;
    rules::report(&rules::validate_days(&days, salon_hours), prefix).into_result()?;
    Ok(days)
}

/// The salon's weekly hours as the schedule editors show them, Monday first.
pub fn salon_hours_view(hours: &[Option<(u16, u16)>; 7]) -> Vec<SalonHoursView> {
    (0u8..7)
        .map(|w| SalonHoursView {
            weekday: w,
            open: hours[usize::from(w)].map(|h| hhmm(h.0)),
            close: hours[usize::from(w)].map(|h| hhmm(h.1)),
        })
        .collect()
}

/// The schedule of `master` as the cabinets show it.
pub async fn view(state: &AppState, master: &Master) -> ApiResult<ScheduleView> {
    let today = today();
    let stored = store::team::schedule::load(&state.db, master.id, today).await?;
    let hours = store::team::schedule::salon_hours(&state.db, master.salon_id).await?;
    let salon = store::salon_page::salon(&state.db, master.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let break_view = |b: &store::model::MasterBreak| BreakView { id: b.id, start: hhmm(b.start_min as u16), end: hhmm(b.end_min as u16) };
    let week = (0u8..7)
        .map(|w| {
            let row = stored.rows.iter().find(|r| r.day.is_none() && r.weekday == Some(i16::from(w)));
            DayView {
                weekday: Some(w),
                date: None,
                day_type: row.map(|r| if r.day_type == "off" { "off".into() } else { "work".into() }),
                start: row.and_then(|r| r.start_min).map(|m| hhmm(m as u16)),
                end: row.and_then(|r| r.end_min).map(|m| hhmm(m as u16)),
                breaks: stored.breaks.iter().filter(|b| b.day.is_none() && b.weekday == Some(i16::from(w))).map(break_view).collect(),
            }
        })
        .collect();
    let mut dated: BTreeMap<NaiveDate, DayView> = BTreeMap::new();
    for row in stored.rows.iter().filter(|r| r.day.is_some()) {
        let date = row.day.expect("dated");
        dated.entry(date).or_insert_with(|| DayView {
            weekday: None,
            date: Some(date.format("%Y-%m-%d").to_string()),
            day_type: Some(if row.day_type == "off" { "off".into() } else { "work".into() }),
            start: row.start_min.map(|m| hhmm(m as u16)),
            end: row.end_min.map(|m| hhmm(m as u16)),
            breaks: Vec::new(),
        });
    }
    for b in stored.breaks.iter().filter(|b| b.day.is_some()) {
        let date = b.day.expect("dated");
        dated
            .entry(date)
            .or_insert_with(|| DayView {
                weekday: None,
                date: Some(date.format("%Y-%m-%d").to_string()),
                day_type: None,
                start: None,
                end: None,
                breaks: Vec::new(),
            })
            .breaks
            .push(break_view(b));
    }
    Ok(ScheduleView {
        master_id: master.id,
        full_name: master.full_name.clone(),
        week,
        dated: dated.into_values().collect(),
        salon_hours: salon_hours_view(&hours),
        time_slicing: salon.time_slicing,
    })
}

/// Refuses the first of `breaks` (but for the `known` ones, already stored) that covers one of
/// `visits`, naming that visit.
fn visit_clash(visits: &[Visit], breaks: &[KeyedBreak], known: &[KeyedBreak]) -> ApiResult<()> {
    match rules::first_new_clash(visits, breaks, known, today()) {
        Some(first) => Err(break_overlaps(first.date, first.start_min)),
        None => Ok(()),
    }
}

/// `break_overlaps_visit`, naming the visit the break would cover.
pub fn break_overlaps(date: NaiveDate, start_min: u16) -> ApiError {
    ApiError::new(ErrorCode::BreakOverlapsVisit).with("date", date.format("%d.%m.%Y")).with("time", hhmm(start_min))
}

/// Replaces the schedule of `master` with `form`.
pub async fn save(state: &AppState, master: &Master, form: &ScheduleForm) -> ApiResult<ScheduleView> {
    let hours = store::team::schedule::salon_hours(&state.db, master.salon_id).await?;
    let today = today();
    let days = parse_schedule(form, &hours, today, "")?;
    // New breaks may not cover a visit: checked under the master's lock, where it holds.
    let stored = rules::keyed(&store::team::schedule::load(&state.db, master.id, today).await?.break_rows());
    let new = rules::keyed_breaks(&days);
    store::team::schedule::write_breaks(&state.db, master.id, today, BreakWrite::Replace(&days), |visits| {
        visit_clash(visits, &new, &stored)
    })
    .await??;
    view(state, master).await
}

/// A break to add: on a weekday or on a date.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct AddBreak {
    /// The master (required in the salon cabinet; in the master cabinet only when the account is
    /// a master at several salons).
    pub master_id: Option<i64>,
    /// 0 = Monday .. 6 = Sunday: every such weekday.
    #[schema(maximum = 6)]
    pub weekday: Option<u8>,
    /// yyyy-MM-dd (today or later): that date only.
    #[schema(format = Date)]
    pub date: Option<String>,
    #[serde(flatten)]
    pub span: BreakSpan,
}

/// New times for a break.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct EditBreak {
    pub master_id: Option<i64>,
    /// The break's id (from the schedule).
    pub id: i64,
    #[serde(flatten)]
    pub span: BreakSpan,
}

/// A break to remove.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct RemoveBreak {
    pub master_id: Option<i64>,
    pub id: i64,
}

fn span(start: &str, end: &str) -> Result<(u16, u16), Problems> {
    let mut out = Problems::default();
    let mut time = |field: &str, text: &str| {
        if text.trim().is_empty() {
            out.push(field, "required");
            return None;
        }
        out.time(field, text)
    };
    let (s, e) = (time("start", start), time("end", end));
    match (s, e) {
        (Some(s), Some(e)) if e <= s => Err(Problems::one("end", "time_range_alert")),
        (s, e) => out.finish(s.zip(e)),
    }
}

/// Places one break on `key`, as `add-break` and `edit-break` do; `except` is the break moved.
async fn place(state: &AppState, master: &Master, key: DayKey, span: (u16, u16), except: Option<i64>) -> ApiResult<()> {
    let stored = store::team::schedule::load(&state.db, master.id, today()).await?;
    let hours = store::team::schedule::salon_hours(&state.db, master.salon_id).await?;
    let others: Vec<BreakRow> = stored
        .breaks
        .iter()
        .filter(|b| Some(b.id) != except)
        .map(|b| BreakRow { weekday: b.weekday.map(|w| w as u8), date: b.day, start_min: b.start_min as u16, end_min: b.end_min as u16 })
        .collect();
    let window = rules::break_window(&stored.schedule_rows(), &hours, key);
    rules::check_break(window, &rules::breaks_for(&others, key), span).map_err(|refusal| match refusal {
        BreakRefusal::TimeRange => ApiError::field("end", FieldError::new("time_range_alert")),
        BreakRefusal::NotWorking => ApiError::new(ErrorCode::MasterNotWorking),
        BreakRefusal::OutsideHours(lo, hi) => {
            ApiError::field("start", FieldError::new("between").with("min", hhmm(lo)).with("max", hhmm(hi)))
        }
        BreakRefusal::OverlapsBreak => ApiError::field("start", FieldError::new("break_overlaps_break")),
    })
    // Whether the break covers a visit is checked by the write, under the master's lock.
}

/// Adds a break to `master`'s schedule.
pub async fn add_break(state: &AppState, master: &Master, body: &AddBreak) -> ApiResult<ScheduleView> {
    let key = match (body.weekday, body.date.as_deref().map(str::trim).filter(|d| !d.is_empty())) {
        (_, Some(text)) => {
            let date = parse_date("date", text)?;
            if date < today() {
                return Err(ApiError::field("date", FieldError::new("min_value").with("min", today().format("%Y-%m-%d"))));
            }
            DayKey::Date(date)
        }
        (Some(w), None) if w < 7 => DayKey::Weekday(w),
        (Some(_), None) => return Err(ApiError::field("weekday", FieldError::new("wrong_format"))),
        (None, None) => return Err(ApiError::field("weekday", FieldError::new("required"))),
    };
    let span = span(&body.span.start, &body.span.end)?;
    place(state, master, key, span, None).await?;
    let row = match key {
        DayKey::Weekday(w) => BreakRow { weekday: Some(w), date: None, start_min: span.0, end_min: span.1 },
        DayKey::Date(d) => BreakRow { weekday: None, date: Some(d), start_min: span.0, end_min: span.1 },
    };
    store::team::schedule::write_breaks(&state.db, master.id, today(), BreakWrite::Add(&row), |visits| {
        visit_clash(visits, &[(key, span)], &[])
    })
    .await??;
    view(state, master).await
}

/// Moves one of `master`'s breaks; another master's break is a 404.
pub async fn edit_break(state: &AppState, master: &Master, body: &EditBreak) -> ApiResult<ScheduleView> {
    let existing = store::team::schedule::break_of(&state.db, master.id, body.id).await?.ok_or_else(ApiError::not_found)?;
    let key = DayKey::of(existing.weekday.map(|w| w as u8), existing.day).ok_or_else(ApiError::not_found)?;
    if existing.day.is_some_and(|d| d < today()) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let span = span(&body.span.start, &body.span.end)?;
    place(state, master, key, span, Some(existing.id)).await?;
    let write = BreakWrite::Move { id: existing.id, start: span.0, end: span.1 };
    store::team::schedule::write_breaks(&state.db, master.id, today(), write, |visits| visit_clash(visits, &[(key, span)], &[])).await??;
    view(state, master).await
}

/// Removes one of `master`'s breaks; another master's break is a 404. The freed time is offered
/// to clients at once.
pub async fn remove_break(state: &AppState, master: &Master, body: &RemoveBreak) -> ApiResult<ScheduleView> {
    if !store::team::schedule::remove_break(&state.db, master.id, body.id).await? {
        return Err(ApiError::not_found());
    }
    view(state, master).await
}
