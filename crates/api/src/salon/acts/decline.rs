//! Declines a booking waiting for the salon (new, or moved): it is cancelled by the salon and

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

/// Declines a booking waiting for the salon (new, or moved): it is cancelled by the salon and
/// the client is told. A confirmed visit is cancelled instead (`DELETE schedule/acts/{id}`).
#[utoipa::path(post, path = "/schedule/acts/decline/{id}", tag = "salon", responses((status = 200, body = ActStatus), (status = 409, body = crate::error::ErrorBody)))]
pub async fn decline(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ActStatus>> {
    let change_by_salon = StatusChange { cancelled_by: Some("salon".into()), ..Default::default() };
    change(
        &state,
        &staff,
        id,
        &[Status::New, Status::Moved],
        Status::Cancelled,
        change_by_salon,
        "declined",
        Some((Event::CancelledBySalon, Vec::new())),
    )
    .await
}
