//! `PUT /expenses/{id}`: corrects an expense of the salon.

use axum::Json;
use axum::extract::State;

use super::input::{ExpenseInput, parse};
use super::{ExpenseView, view};
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::plan_gate::{Reports, SalonFeature};
use crate::state::AppState;

/// Replaces the expense; another salon's is a 404.
#[utoipa::path(put, path = "/expenses/{id}", operation_id = "salon_expense_update", tag = "salon", params(("id" = i64, Path)), request_body = ExpenseInput, responses((status = 200, body = ExpenseView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Reports>,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<ExpenseInput>,
) -> ApiResult<Json<ExpenseView>> {
    store::finances::expense(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let data = parse(body)?;
    let saved = store::finances::update_expense(&state.db, staff.salon_id, id, data).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(view(saved)))
}
