//! The salon's side of an appointment's life (spec §7 salon schedule): confirm, decline, offer
//! a new time range, complete with the payment method. Scoped to the staff member's salon.

mod complete;
mod confirm;
mod decline;
mod no_show;
mod offer_time_range;

pub use complete::*;
pub use confirm::*;
pub use decline::*;
pub use no_show::*;
pub use offer_time_range::*;

use crate::auth::SalonStaff;
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use axum::Json;
use chrono::Utc;
use domain::booking::Status;
use serde::Serialize;
use store::bookings::StatusChange;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct ActStatus {
    pub id: i64,
    pub status: String,
}

/// Refuses an action the visit's status does not allow (409 `action_not_allowed`, as `change`
/// would) and then one its start time does not allow yet (`domain::booking::check_complete`,
/// `check_no_show`: 409 `visit_not_started`); another salon's visit is 404. The status is checked
/// first so an ended visit never reads as "not started yet".
async fn check_started(
    state: &AppState,
    staff: &SalonStaff,
    id: i64,
    from: &[Status],
    check: fn(chrono::NaiveDateTime, chrono::NaiveDateTime) -> Result<(), domain::booking::TimingRefusal>,
) -> ApiResult<()> {
    let row = store::bookings::salon_appointment(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    if !Status::parse(&row.status).is_some_and(|status| from.contains(&status)) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let starts = domain::booking::at(row.provision_date, row.start_min.clamp(0, 1440) as u16);
    check(starts, crate::booking::local(Utc::now())).map_err(|_| ApiError::new(ErrorCode::VisitNotStarted))
}

#[allow(clippy::too_many_arguments)]
async fn change(
    state: &AppState,
    staff: &SalonStaff,
    id: i64,
    from: &[Status],
    to: Status,
    change: StatusChange,
    kind: &str,
    event: Option<(Event, Vec<(&str, String)>)>,
) -> ApiResult<Json<ActStatus>> {
    store::bookings::salon_appointment(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let now = Utc::now();
    let jobs = event.map(|(e, params)| vec![jobs::deliver_with(id, e, &params, now)]).unwrap_or_default();
    let updated = store::bookings::change_status(&state.db, id, from, to, change, Some(staff.user.account.id), kind, now, jobs)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::ActionNotAllowed))?;
    Ok(Json(ActStatus { id: updated.id, status: updated.status }))
}
