//! `POST /expenses`: records an expense of the salon.

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::input::{ExpenseInput, parse};
use super::{ExpenseView, view};
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::plan_gate::{Reports, SalonFeature};
use crate::state::AppState;

/// Records an expense.
#[utoipa::path(post, path = "/expenses", operation_id = "salon_expense_create", tag = "salon", request_body = ExpenseInput, responses((status = 200, body = ExpenseView), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Reports>,
    ValidJson(body): ValidJson<ExpenseInput>,
) -> ApiResult<Json<ExpenseView>> {
    let data = parse(body)?;
    let saved = store::finances::create_expense(&state.db, staff.salon_id, data, staff.user.account.id, Utc::now()).await?;
    Ok(Json(view(saved)))
}
