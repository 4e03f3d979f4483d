//! The master's own schedule (spec §2 master area "schedule: working days; add, edit and remove
//! breaks"): the week and dated days with breaks, the own visits of a date range, and the break
//! changes, which the salon page's free times follow at once.

use axum::Json;
use axum::extract::State;
use chrono::{Duration, NaiveDate};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::calendar::{self, AddBreak, EditBreak, RemoveBreak, ScheduleView};
use super::{own_masters, pick};
use crate::auth::MasterUser;
use crate::booking::{hhmm, parse_date};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::{ValidJson, ValidQuery};
use crate::locale::RequestLocale;
use crate::state::AppState;

/// The longest range of visits one call returns.
const MAX_RANGE_DAYS: i64 = 62;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScheduleQuery {
    /// One of the account's master rows; needed only when it works at several salons.
    pub master_id: Option<i64>,
    /// yyyy-MM-dd, today by default.
    pub from: Option<String>,
    /// yyyy-MM-dd, 6 days after `from` by default, at most 62 days after it.
    pub to: Option<String>,
}

/// A salon the account is a master at.
#[derive(Debug, Serialize, ToSchema)]
pub struct MasterRef {
    pub id: i64,
    pub full_name: String,
    pub salon_id: i64,
    pub salon_name: String,
}

/// A visit in the schedule.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleVisit {
    pub id: i64,
    /// new, moved, confirmed, completed
    pub status: String,
    /// yyyy-MM-dd
    pub date: String,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
    pub duration: i32,
    pub full_name: String,
    pub services: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MasterSchedule {
    pub masters: Vec<MasterRef>,
    pub schedule: ScheduleView,
    /// yyyy-MM-dd
    pub from: String,
    /// yyyy-MM-dd
    pub to: String,
    /// The own visits of `from..=to` that are not cancelled, in time order.
    pub appointments: Vec<ScheduleVisit>,
}

fn range(query: &ScheduleQuery) -> ApiResult<(NaiveDate, NaiveDate)> {
    let from = match query.from.as_deref().filter(|d| !d.trim().is_empty()) {
        Some(text) => parse_date("from", text)?,
        None => calendar::today(),
    };
    let to = match query.to.as_deref().filter(|d| !d.trim().is_empty()) {
        Some(text) => parse_date("to", text)?,
        None => from + Duration::days(6),
    };
    if to < from {
        return Err(ApiError::field("to", FieldError::new("time_range_alert")));
    }
    if to - from > Duration::days(MAX_RANGE_DAYS) {
        return Err(ApiError::field(
            "to",
            FieldError::new("max_value").with("max", (from + Duration::days(MAX_RANGE_DAYS)).format("%Y-%m-%d")),
        ));
    }
    Ok((from, to))
}

/// The master's week, dated days and breaks, and own visits of a date range.
#[utoipa::path(get, path = "/schedule", operation_id = "master_schedule", tag = "master", params(ScheduleQuery), responses((status = 200, body = MasterSchedule), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn schedule(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    ValidQuery(query): ValidQuery<ScheduleQuery>,
) -> ApiResult<Json<MasterSchedule>> {
    let (from, to) = range(&query)?;
    let rows = own_masters(&state, &user).await?;
    let salon_ids: Vec<i64> = rows.iter().map(|m| m.salon_id).collect();
    let names = store::team::salon_names(&state.db, &salon_ids).await?;
    let masters = rows
        .iter()
        .map(|m| MasterRef {
            id: m.id,
            full_name: m.full_name.clone(),
            salon_id: m.salon_id,
            salon_name: names.get(&m.salon_id).cloned().unwrap_or_default(),
        })
        .collect();
    let master = pick(rows, query.master_id)?;
    let visits = store::team::visits_between(&state.db, &[master.id], from, to).await?;
    let ids: Vec<i64> = visits.iter().map(|v| v.id).collect();
    let mut items = store::bookings::items_of(&state.db, &ids).await?;
    let appointments = visits
        .into_iter()
        .map(|v| ScheduleVisit {
            services: super::appointments::service_names(locale, items.remove(&v.id).unwrap_or_default()),
            id: v.id,
            status: v.status,
            date: v.provision_date.format("%Y-%m-%d").to_string(),
            start: hhmm(v.start_min as u16),
            end: hhmm((i32::from(v.start_min) + v.duration_min).clamp(0, 1440) as u16),
            duration: v.duration_min,
            full_name: v.client_name,
        })
        .collect();
    Ok(Json(MasterSchedule {
        masters,
        schedule: calendar::view(&state, &master).await?,
        from: from.to_string(),
        to: to.to_string(),
        appointments,
    }))
}

/// Adds a break on a weekday or a date of the master's own schedule.
#[utoipa::path(post, path = "/schedule/add-break", operation_id = "master_add_break", tag = "master", request_body = AddBreak, responses((status = 200, body = ScheduleView), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_break(
    State(state): State<AppState>,
    MasterUser(user): MasterUser,
    ValidJson(body): ValidJson<AddBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = pick(own_masters(&state, &user).await?, body.master_id)?;
    Ok(Json(calendar::add_break(&state, &master, &body).await?))
}

/// Moves one of the master's own breaks.
#[utoipa::path(post, path = "/schedule/edit-break", operation_id = "master_edit_break", tag = "master", request_body = EditBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn edit_break(
    State(state): State<AppState>,
    MasterUser(user): MasterUser,
    ValidJson(body): ValidJson<EditBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = pick(own_masters(&state, &user).await?, body.master_id)?;
    Ok(Json(calendar::edit_break(&state, &master, &body).await?))
}

/// Removes one of the master's own breaks.
#[utoipa::path(post, path = "/schedule/remove-break", operation_id = "master_remove_break", tag = "master", request_body = RemoveBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn remove_break(
    State(state): State<AppState>,
    MasterUser(user): MasterUser,
    ValidJson(body): ValidJson<RemoveBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = pick(own_masters(&state, &user).await?, body.master_id)?;
    Ok(Json(calendar::remove_break(&state, &master, &body).await?))
}
