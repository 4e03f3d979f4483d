//! The master's week, dated days and breaks, and own visits of a date range.

use crate::auth::MasterUser;
use crate::booking::hhmm;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::master::calendar::{self, ScheduleView};
use crate::master::{own_masters, pick};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use super::*;

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
            services: crate::master::appointments::service_names(locale, items.remove(&v.id).unwrap_or_default()),
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
