//! Removes one of the master's own breaks.

use crate::auth::MasterUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::master::calendar::{self, RemoveBreak, ScheduleView};
use crate::master::{own_masters, pick};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

/// Removes one of the master's own breaks.
#[utoipa::path(post, path = "/schedule/remove-break", operation_id = "master_remove_break", tag = "master", request_body = RemoveBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn remove_break(
    State(state): State<AppState>,
    MasterUser(user): MasterUser,
    ValidJson(body): ValidJson<RemoveBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = pick(own_masters(&state, &user).await?, body.master_id)?;
    Ok(Json(calendar::remove_break(&state, &master, &body).await?))
}
