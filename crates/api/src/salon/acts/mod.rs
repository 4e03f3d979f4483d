//! The salon's side of an appointment's life (spec §7 salon schedule): confirm, decline, offer
//! a new time range, complete with the payment method. Scoped to the staff member's salon.

mod complete;
mod confirm;
mod decline;
mod offer_time_range;

pub use complete::*;
pub use confirm::*;
pub use decline::*;
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
