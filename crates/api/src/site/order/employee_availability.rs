//! Free start times of the salon's masters on one date, with their booked entries and breaks.

use crate::booking::calendar::{self};
use crate::booking::{SessionId, hhmm, parse_date};
use crate::error::ApiResult;
use crate::images::{ImageRef, image_ref};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::site::basket::{self};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::availability;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct AvailabilityRequest {
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub date: String,
    /// Masters to ask about; all the salon's bookable masters when empty.
    #[serde(default)]
    pub masters: Vec<i64>,
    /// Minutes the visit takes; the session's basket total at this salon by default.
    #[schema(minimum = 1, maximum = 720)]
    pub duration: Option<i32>,
}

/// A booked entry of the schedule time structure (spec §3).
#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleEntry {
    /// HH:mm
    pub provision_time: String,
    pub duration: i32,
}

/// A break of the schedule time structure (spec §3).
#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleBreak {
    pub is_break: bool,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Schedule {
    pub entries: Vec<ScheduleEntry>,
    pub breaks: Vec<ScheduleBreak>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WorkingWindow {
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MasterAvailability {
    pub master_id: i64,
    pub full_name: String,
    pub photo: Option<ImageRef>,
    /// `null` when the master does not work that day.
    pub working: Option<WorkingWindow>,
    /// HH:mm starts where the whole visit fits.
    pub free_times: Vec<String>,
    pub schedule: Schedule,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Availability {
    pub date: String,
    pub time_slicing: i16,
    pub duration: i32,
    pub masters: Vec<MasterAvailability>,
}

/// Free start times of the salon's masters on one date, with their booked entries and breaks.
#[utoipa::path(post, path = "/salon/employee-availability-for-given-date/{id}", tag = "booking", request_body = AvailabilityRequest, responses((status = 200, body = Availability), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn employee_availability(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    crate::auth::MaybeUser(user): crate::auth::MaybeUser,
    session: SessionId,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<AvailabilityRequest>,
) -> ApiResult<Json<Availability>> {
    let (salon, masters) = salon_and_masters(&state, id).await?;
    let date = parse_date("date", &body.date)?;
    let basket_duration = match basket::owner(user.as_ref(), &session) {
        Some(owner) => basket::load(&state, locale, &owner)
            .await?
            .filter(|b| b.salon.id == salon.id)
            .map(|b| b.view.basket.total_duration)
            .filter(|d| *d > 0),
        None => None,
    };
    let duration = duration_of(body.duration.or(basket_duration), i32::from(salon.time_slicing))?;
    let chosen: Vec<_> = masters.into_iter().filter(|m| body.masters.is_empty() || body.masters.contains(&m.id)).collect();
    let ids: Vec<i64> = chosen.iter().map(|m| m.id).collect();
    let ((salon_calendar, calendars), portraits) =
        tokio::try_join!(calendar::load(&state, &salon, &ids, date, date, None), portraits(&state, &chosen))?;
    let now = Utc::now();
    let mut answer = Vec::with_capacity(chosen.len());
    for (master, cal) in chosen.iter().zip(&calendars) {
        let free = calendar::free_times(&salon_calendar, cal, date, duration, now)?;
        let mut entries: Vec<ScheduleEntry> = cal
            .busy
            .get(&date)
            .map(|list| list.iter().map(|(s, d)| ScheduleEntry { provision_time: hhmm(*s), duration: i32::from(*d) }).collect())
            .unwrap_or_default();
        entries.sort_by(|a, b| a.provision_time.cmp(&b.provision_time));
        answer.push(MasterAvailability {
            master_id: master.id,
            full_name: master.full_name.clone(),
            photo: master.photo_file_id.and_then(|f| portraits.get(&f)).map(|f| image_ref(f, &master.full_name)),
            working: availability::working_window(&salon_calendar, cal, date).map(|(s, e)| WorkingWindow { start: hhmm(s), end: hhmm(e) }),
            free_times: free.into_iter().map(hhmm).collect(),
            schedule: Schedule {
                entries,
                breaks: availability::breaks_on(cal, date)
                    .into_iter()
                    .map(|(s, e)| ScheduleBreak { is_break: true, start: hhmm(s), end: hhmm(e) })
                    .collect(),
            },
        });
    }
    Ok(Json(Availability {
        date: date.format("%Y-%m-%d").to_string(),
        time_slicing: salon.time_slicing,
        duration: i32::from(duration),
        masters: answer,
    }))
}
