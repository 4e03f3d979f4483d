//! Records that the client did not come (issue #16 item 7).

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::booking::Status;
use store::bookings::StatusChange;

use super::*;

/// Marks a live visit whose start time has passed as a no-show: who and when are its `no_show`
/// event; it frees the master's time like a cancellation, counts on the salon's client card and
/// in the cancellations report, and two in 90 days flag the client's next online booking.
/// Before the start: 409 `visit_not_started`; not live: 409 `action_not_allowed`.
#[utoipa::path(post, path = "/schedule/acts/no-show/{id}", operation_id = "salon_act_no_show", tag = "salon", responses((status = 200, body = ActStatus), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn no_show(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ActStatus>> {
    check_started(&state, &staff, id, &Status::LIVE, domain::booking::check_no_show).await?;
    change(&state, &staff, id, &Status::LIVE, Status::NoShow, StatusChange::default(), "no_show", None).await
}
