//! The salon's calendar for a day or a week, per master.

use crate::auth::SalonStaff;
use crate::booking::{local, parse_date};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::images::{ImageRef, image_ref};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::salon::desk::rows::{self, DeskActRow};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Datelike, NaiveDate, Utc};
use domain::availability;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScheduleQuery {
    /// yyyy-MM-dd; the salon's today by default. A week view shows the Monday-to-Sunday week of it.
    #[param(format = Date)]
    pub date: Option<String>,
    /// day (default) or week
    pub view: Option<String>,
    /// Only this master of the salon.
    pub master_id: Option<i64>,
}

/// A day off or holiday of the salon.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DeskDayOff {
    pub kind: String,
    pub note: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskScheduleDay {
    /// yyyy-MM-dd
    pub date: String,
    /// 0 = Monday
    pub weekday: u8,
    /// The salon's hours that day; `null` when it is closed (day off or closed weekday).
    pub hours: Option<DeskWindow>,
    /// Set when the day is one of the salon's days off or holidays.
    pub day_off: Option<DeskDayOff>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskMasterDay {
    /// yyyy-MM-dd
    pub date: String,
    /// Salon hours ∩ the master's schedule; `null` when the master does not work that day.
    pub working: Option<DeskWindow>,
    pub breaks: Vec<DeskWindow>,
    /// The day's visits, cancelled ones left out, by start.
    pub appointments: Vec<DeskActRow>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskScheduleMaster {
    pub id: i64,
    pub full_name: String,
    pub position: Option<String>,
    pub photo: Option<ImageRef>,
    pub days: Vec<DeskMasterDay>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskSchedule {
    /// day or week
    pub view: String,
    /// yyyy-MM-dd, the asked date
    pub date: String,
    /// yyyy-MM-dd, first and last day shown
    pub from: String,
    pub to: String,
    /// Minutes per row of the time grid (15 or 30).
    pub time_slicing: i16,
    /// The time grid to draw: whole hours covering every open hour, working window and visit.
    pub grid: DeskWindow,
    pub days: Vec<DeskScheduleDay>,
    pub masters: Vec<DeskScheduleMaster>,
}

/// The salon's calendar for a day or a week, per master.
#[utoipa::path(get, path = "/schedule", operation_id = "salon_schedule", tag = "salon", params(ScheduleQuery), responses((status = 200, body = DeskSchedule), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn schedule(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidQuery(query): ValidQuery<ScheduleQuery>,
) -> ApiResult<Json<DeskSchedule>> {
    let salon = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let date = match query.date.as_deref() {
        Some(text) => parse_date("date", text)?,
        None => local(Utc::now()).date(),
    };
    let view = match query.view.as_deref().unwrap_or("day") {
        "day" | "" => "day",
        "week" => "week",
        _ => return Err(ApiError::field("view", FieldError::new("wrong_format"))),
    };
    let (from, to) = range_of(view, date);
    let masters = store::desk::schedule_masters(&state.db, salon.id, query.master_id).await?;
    if query.master_id.is_some() && masters.is_empty() {
        return Err(ApiError::not_found());
    }
    let ids: Vec<i64> = masters.iter().map(|m| m.id).collect();
    let (salon_calendar, calendars) = crate::booking::calendar::load(&state, &salon, &ids, from, to, None).await?;
    let days_off = store::desk::days_off(&state.db, salon.id, from, to).await?;
    let visits = store::desk::schedule_appointments(&state.db, salon.id, &ids, from, to).await?;
    let visit_rows = rows::of_models(&state, locale, &visits, salon.auto_confirm).await?;
    let portraits = store::salon_page::storage_keys(&state.db, masters.iter().filter_map(|m| m.photo_file_id)).await?;
    let dates: Vec<NaiveDate> = from.iter_days().take_while(|d| *d <= to).collect();

    let mut intervals: Vec<(u16, u16)> = dates.iter().filter_map(|d| salon_calendar.hours_on(*d)).collect();
    intervals.extend(visits.iter().map(|v| (v.start_min.clamp(0, 1440) as u16, rows::end_min(v.start_min, v.duration_min))));
    let mut schedule_masters = Vec::with_capacity(masters.len());
    for (master, calendar) in masters.iter().zip(&calendars) {
        let mut days = Vec::with_capacity(dates.len());
        for day in &dates {
            let working = availability::working_window(&salon_calendar, calendar, *day);
            intervals.extend(working);
            let day_text = day.format("%Y-%m-%d").to_string();
            days.push(DeskMasterDay {
                working: working.map(window),
                breaks: availability::breaks_on(calendar, *day).into_iter().map(window).collect(),
                appointments: visits
                    .iter()
                    .zip(&visit_rows)
                    .filter(|(v, _)| v.master_id == master.id && v.provision_date == *day)
                    .map(|(_, r)| r.clone())
                    .collect(),
                date: day_text,
            });
        }
        schedule_masters.push(DeskScheduleMaster {
            id: master.id,
            full_name: master.full_name.clone(),
            position: master.position.clone(),
            photo: master.photo_file_id.and_then(|f| portraits.get(&f)).map(|f| image_ref(f, &master.full_name)),
            days,
        });
    }
    Ok(Json(DeskSchedule {
        view: view.to_owned(),
        date: date.format("%Y-%m-%d").to_string(),
        from: from.format("%Y-%m-%d").to_string(),
        to: to.format("%Y-%m-%d").to_string(),
        time_slicing: salon.time_slicing,
        grid: window(grid_of(intervals)),
        days: dates
            .iter()
            .map(|d| DeskScheduleDay {
                date: d.format("%Y-%m-%d").to_string(),
                weekday: d.weekday().num_days_from_monday() as u8,
                hours: salon_calendar.hours_on(*d).map(window),
                day_off: days_off.iter().find(|o| o.day == *d).map(|o| DeskDayOff { kind: o.kind.clone(), note: o.note.clone() }),
            })
            .collect(),
        masters: schedule_masters,
    }))
}
