//! Adds a break on a weekday or a date of the master's own schedule.

use crate::auth::MasterUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::master::calendar::{self, AddBreak, ScheduleView};
use crate::master::{own_masters, pick};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

/// Adds a break on a weekday or a date of the master's own schedule.
#[utoipa::path(post, path = "/schedule/add-break", operation_id = "master_add_break", tag = "master", request_body = AddBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_break(
    State(state): State<AppState>,
    MasterUser(user): MasterUser,
    ValidJson(body): ValidJson<AddBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = pick(own_masters(&state, &user).await?, body.master_id)?;
    Ok(Json(calendar::add_break(&state, &master, &body).await?))
}
