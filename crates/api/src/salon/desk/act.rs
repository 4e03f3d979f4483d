//! One of the salon's appointments (spec §7 salon schedule `acts/{id}` GET, PUT, DELETE, and
//! the desk's `reply` and `important`): the detail marks it viewed; PUT moves it to another time
//! and/or master (it then waits for the client); DELETE cancels it. Another salon's id is a 404.

use axum::Json;
use axum::extract::{Path, State};
use chrono::{Duration, Utc};
use domain::Problems;
use domain::booking::Status;
use domain::limits::DESK_REPLY_MAX_CHARS;
use serde::{Deserialize, Serialize};
use store::bookings::{Booked, NewTime, StatusChange};
use store::model::Appointment;
use utoipa::ToSchema;

use super::rows::{self, DeskAct};
use crate::auth::SalonStaff;
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::booking::{instant, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// This salon's appointment `id`, or 404.
pub async fn own(state: &AppState, staff: &SalonStaff, id: i64) -> ApiResult<Appointment> {
    store::bookings::salon_appointment(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)
}

async fn answer(state: &AppState, locale: domain::Locale, row: Appointment) -> ApiResult<Json<DeskAct>> {
    let auto_confirm = store::salon_page::salon(&state.db, row.salon_id).await?.is_some_and(|s| s.auto_confirm);
    Ok(Json(rows::detail(state, locale, row, auto_confirm).await?))
}

/// The appointment in full; the first opening by the salon marks it viewed.
#[utoipa::path(get, path = "/schedule/acts/{id}", operation_id = "salon_act", tag = "salon", responses((status = 200, body = DeskAct), (status = 404, body = crate::error::ErrorBody)))]
pub async fn detail(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
) -> ApiResult<Json<DeskAct>> {
    own(&state, &staff, id).await?;
    store::desk::writes::mark_viewed(&state.db, staff.salon_id, id, Utc::now()).await?;
    answer(&state, locale, own(&state, &staff, id).await?).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeskReschedule {
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub date: String,
    /// HH:mm
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub time: String,
    /// Another master of this salon (transfer); the current one when absent.
    pub master_id: Option<i64>,
}

/// The salon service ids of an appointment.
async fn services_of(state: &AppState, id: i64) -> ApiResult<Vec<i64>> {
    let mut ids: Vec<i64> = store::bookings::items_of(&state.db, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default()
        .into_iter()
        .map(|l| l.salon_service_id)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// Reschedules a live visit and/or transfers it to another master of the salon. Every booking
/// rule applies (hours, breaks, days off, the master's services, no overlap, enforced by the
/// database); the visit then waits for the client's confirmation (status moved, by the salon).
#[utoipa::path(put, path = "/schedule/acts/{id}", operation_id = "salon_reschedule_act", tag = "salon", request_body = DeskReschedule, responses((status = 200, body = DeskAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reschedule(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<DeskReschedule>,
) -> ApiResult<Json<DeskAct>> {
    let row = own(&state, &staff, id).await?;
    let date = parse_date("date", &body.date)?;
    let start = parse_time("time", &body.time)?;
    if !Status::parse(&row.status).is_some_and(Status::is_live) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let master_id = match body.master_id {
        // A master of another salon is not found here: ownership is in the query.
        Some(master_id) => store::desk::salon_master(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?.id,
        None => row.master_id,
    };
    let salon = store::salon_page::salon(&state.db, row.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let services = services_of(&state, row.id).await?;
    let duration = u16::try_from(row.duration_min).unwrap_or(u16::MAX);
    let now = Utc::now();
    calendar::check(
        &state,
        &Request { salon: &salon, master_id, salon_service_ids: &services, date, start, duration, except: Some(row.id) },
        now,
    )
    .await?;
    let starts_at = instant(date, start);
    let time =
        NewTime { provision_date: date, start_min: start as i16, starts_at, ends_at: starts_at + Duration::minutes(i64::from(duration)) };
    // Completion at the new end, the reminder and the client's message; no confirmation job:
    // the client confirms the salon's move.
    let moved_jobs = |a: &Appointment| jobs::staff_lifecycle(a, Event::MovedBySalon, now);
    match store::desk::writes::reassign(&state.db, &row, master_id, time, staff.user.account.id, now, moved_jobs).await? {
        Booked::Done(updated) => answer(&state, locale, updated).await,
        Booked::MasterBusy => Err(ApiError::new(ErrorCode::MasterIsBusy)),
        Booked::NotLive => Err(ApiError::new(ErrorCode::ActionNotAllowed)),
    }
}

/// Cancels a visit on the salon's side and tells the client. A completed visit stays completed.
#[utoipa::path(delete, path = "/schedule/acts/{id}", operation_id = "salon_cancel_act", tag = "salon", responses((status = 200, body = DeskAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn cancel(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
) -> ApiResult<Json<DeskAct>> {
    let row = own(&state, &staff, id).await?;
    let refusal = || match Status::parse(&row.status) {
        Some(Status::Completed) => ApiError::new(ErrorCode::CompletedCannotCancel),
        _ => ApiError::new(ErrorCode::ActionNotAllowed),
    };
    if !Status::parse(&row.status).is_some_and(Status::is_live) {
        return Err(refusal());
    }
    let now = Utc::now();
    let change = StatusChange { cancelled_by: Some("salon".into()), ..Default::default() };
    // Its own event kind: "cancelled" counts a client's cancellations against their daily limit.
    let jobs = vec![jobs::deliver(id, Event::CancelledBySalon, now)];
    let updated = store::bookings::change_status(
        &state.db,
        id,
        &Status::LIVE,
        Status::Cancelled,
        change,
        Some(staff.user.account.id),
        "cancelled_by_salon",
        now,
        jobs,
    )
    .await?;
    match updated {
        Some(updated) => answer(&state, locale, updated).await,
        // Completed or cancelled in the meantime.
        None => Err(match own(&state, &staff, id).await?.status.as_str() {
            "completed" => ApiError::new(ErrorCode::CompletedCannotCancel),
            _ => ApiError::new(ErrorCode::ActionNotAllowed),
        }),
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeskReply {
    /// Up to 1000 characters.
    #[schema(min_length = 1, max_length = 1000)]
    pub text: String,
}

/// The salon's reply about a visit; the client gets it as a notification.
#[utoipa::path(post, path = "/schedule/acts/reply/{id}", operation_id = "salon_reply_act", tag = "salon", request_body = DeskReply, responses((status = 200, body = DeskAct), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reply(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<DeskReply>,
) -> ApiResult<Json<DeskAct>> {
    own(&state, &staff, id).await?;
    let mut out = Problems::default();
    let text = out.required_text("text", &body.text, DESK_REPLY_MAX_CHARS);
    let text = out.finish(text)?;
    let now = Utc::now();
    let jobs = vec![jobs::deliver(id, Event::Replied, now)];
    let updated = store::desk::writes::set_reply(&state.db, staff.salon_id, id, &text, staff.user.account.id, now, jobs)
        .await?
        .ok_or_else(ApiError::not_found)?;
    answer(&state, locale, updated).await
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskImportant {
    pub id: i64,
    pub important: bool,
}

/// Marks a visit important, or clears the mark.
#[utoipa::path(post, path = "/schedule/acts/important/{id}", operation_id = "salon_toggle_important", tag = "salon", responses((status = 200, body = DeskImportant), (status = 404, body = crate::error::ErrorBody)))]
pub async fn important(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<DeskImportant>> {
    let important = store::desk::writes::toggle_important(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(DeskImportant { id, important }))
}
