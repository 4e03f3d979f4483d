//! Marks a visit important, or clears the mark.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct DeskImportant {
    pub id: i64,
    pub important: bool,
}

/// Marks a visit important, or clears the mark.
#[utoipa::path(post, path = "/schedule/acts/important/{id}", operation_id = "salon_toggle_important", tag = "salon", responses((status = 200, body = DeskImportant), (status = 404, body = crate::error::ErrorBody)))]
pub async fn important(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<DeskImportant>> {
    let important = store::desk::writes::toggle_important(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(DeskImportant { id, important }))
}
