//! Replaces one master's week and dated days (from today on) with their breaks. A new break over

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::json::ValidJson;
use crate::master::calendar::{self, ScheduleForm, ScheduleView};
use crate::salon::team::employees::master_of;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

/// Replaces one master's week and dated days (from today on) with their breaks. A new break over
/// a live appointment is refused (`break_overlaps_visit`).
#[utoipa::path(post, path = "/schedule/master/{id}", operation_id = "salon_master_schedule_save", tag = "salon", request_body = ScheduleForm, responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn save(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<ScheduleForm>,
) -> ApiResult<Json<ScheduleView>> {
    let master = master_of(&state, &staff, id).await?;
    Ok(Json(calendar::save(&state, &master, &body).await?))
}
