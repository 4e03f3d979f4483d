//! Cancels a visit on the salon's side and tells the client. A completed visit stays completed.

use crate::auth::SalonStaff;
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::salon::desk::rows::DeskAct;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::Status;
use store::bookings::StatusChange;

use super::*;

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
