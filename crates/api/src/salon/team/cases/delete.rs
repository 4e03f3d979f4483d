//! Deletes a case of one of the salon's masters; another salon's case is a 404.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct CaseDeleted {
    pub deleted: bool,
}

/// Deletes a case of one of the salon's masters; another salon's case is a 404.
#[utoipa::path(delete, path = "/employees/cases/{id}", operation_id = "salon_employee_case_delete", tag = "salon", responses((status = 200, body = CaseDeleted), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<CaseDeleted>> {
    let case = store::team::cases::case_of_salon(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    store::team::cases::delete(&state.db, case.id).await?;
    Ok(Json(CaseDeleted { deleted: true }))
}
