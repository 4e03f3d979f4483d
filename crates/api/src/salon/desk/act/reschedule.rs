//! Reschedules a live visit and/or transfers it to another master of the salon. Every booking

use crate::auth::SalonStaff;
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::booking::{instant, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::salon::desk::rows::DeskAct;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Duration, Utc};
use domain::booking::Status;
use serde::Deserialize;
use store::bookings::{Booked, NewTime};
use store::model::Appointment;
use utoipa::ToSchema;

use super::*;

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
    let services = store::bookings::service_ids_of(&state.db, row.id).await?;
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
        // A move redeems no points: the store never answers this here.
        Booked::PointsShort => Err(ApiError::new(ErrorCode::LoyaltyPointsInsufficient)),
    }
}
