//! Adds a break to one master's weekday or date.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::master::calendar::{self, AddBreak, ScheduleView};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Adds a break to one master's weekday or date.
#[utoipa::path(post, path = "/schedule/add-break", operation_id = "salon_add_break", tag = "salon", request_body = AddBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_break(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<AddBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = master_in_body(&state, &staff, body.master_id).await?;
    Ok(Json(calendar::add_break(&state, &master, &body).await?))
}
