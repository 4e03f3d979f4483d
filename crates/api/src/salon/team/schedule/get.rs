//! One master's week, dated days and breaks, with the salon's hours.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::master::calendar::{self, ScheduleView};
use crate::salon::team::employees::master_of;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

/// One master's week, dated days and breaks, with the salon's hours.
#[utoipa::path(get, path = "/schedule/master/{id}", operation_id = "salon_master_schedule", tag = "salon", responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ScheduleView>> {
    let master = master_of(&state, &staff, id).await?;
    Ok(Json(calendar::view(&state, &master).await?))
}
