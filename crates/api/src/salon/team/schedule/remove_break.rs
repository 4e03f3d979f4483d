//! Removes one break of a master of the salon.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::master::calendar::{self, RemoveBreak, ScheduleView};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Removes one break of a master of the salon.
#[utoipa::path(post, path = "/schedule/remove-break", operation_id = "salon_remove_break", tag = "salon", request_body = RemoveBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn remove_break(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<RemoveBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = master_in_body(&state, &staff, body.master_id).await?;
    Ok(Json(calendar::remove_break(&state, &master, &body).await?))
}
