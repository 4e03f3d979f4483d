//! The salon's view of one master's schedule (spec §7 salon schedule `master/{id}` GET and POST,
//! `add-break`, `edit-break`, `remove-break`). The master must be the salon's; the body's
//! `master_id` is checked like a path id.

use axum::Json;
use axum::extract::{Path, State};

use super::employees::master_of;
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidJson;
use crate::master::calendar::{self, AddBreak, EditBreak, RemoveBreak, ScheduleForm, ScheduleView};
use crate::state::AppState;

async fn master_in_body(state: &AppState, staff: &SalonStaff, id: Option<i64>) -> ApiResult<store::entities::masters::Model> {
    let id = id.ok_or_else(|| ApiError::field("master_id", FieldError::new("required")))?;
    master_of(state, staff, id).await
}

/// One master's week, dated days and breaks, with the salon's hours.
#[utoipa::path(get, path = "/schedule/master/{id}", operation_id = "salon_master_schedule", tag = "salon", responses((status = 200, body = ScheduleView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ScheduleView>> {
    let master = master_of(&state, &staff, id).await?;
    Ok(Json(calendar::view(&state, &master).await?))
}

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
