//! Moves one break of a master of the salon.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::master::calendar::{self, EditBreak, ScheduleView};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Moves one break of a master of the salon.
#[utoipa::path(post, path = "/schedule/edit-break", operation_id = "salon_edit_break", tag = "salon", request_body = EditBreak, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn edit_break(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<EditBreak>,
) -> ApiResult<Json<ScheduleView>> {
    let master = master_in_body(&state, &staff, body.master_id).await?;
    Ok(Json(calendar::edit_break(&state, &master, &body).await?))
}
