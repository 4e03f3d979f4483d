//! Confirms a new or moved booking.

use crate::auth::SalonStaff;
use crate::booking::jobs::Event;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::booking::Status;
use store::bookings::StatusChange;

use super::*;

/// Confirms a new or moved booking.
#[utoipa::path(post, path = "/schedule/acts/confirm/{id}", operation_id = "salon_confirm_act", tag = "salon", responses((status = 200, body = ActStatus), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ActStatus>> {
    change(
        &state,
        &staff,
        id,
        &[Status::New, Status::Moved],
        Status::Confirmed,
        StatusChange::default(),
        "confirmed",
        Some((Event::Confirmed, Vec::new())),
    )
    .await
}
