//! `DELETE /expenses/{id}`: removes an expense (a recurring one from every month).

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::plan_gate::{Reports, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ExpenseDeleted {
    pub deleted: bool,
}

/// Deletes the expense; another salon's is a 404.
#[utoipa::path(delete, path = "/expenses/{id}", operation_id = "salon_expense_delete", tag = "salon", params(("id" = i64, Path)), responses((status = 200, body = ExpenseDeleted), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Reports>,
    Path(id): Path<i64>,
) -> ApiResult<Json<ExpenseDeleted>> {
    if !store::finances::delete_expense(&state.db, staff.salon_id, id).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(ExpenseDeleted { deleted: true }))
}
