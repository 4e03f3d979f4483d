//! One master of the salon; another salon's id is a 404.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// One master of the salon; another salon's id is a 404.
#[utoipa::path(get, path = "/employees/{id}", operation_id = "salon_employee", tag = "salon", responses((status = 200, body = Employee), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<Employee>> {
    let master = master_of(&state, &staff, id).await?;
    Ok(Json(employee(&state, &staff, &master).await?))
}
