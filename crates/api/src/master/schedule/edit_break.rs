//! Moves one of the master's own breaks.

use crate::auth::MasterUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::master::calendar::{self, EditBreak, ScheduleView};
use crate::master::{own_masters, pick};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

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
