//! `GET /salaries/categories`: the categories the salon sells services of, in the reader's
//! language — the choices of the per-category commission editor in a master's pay settings.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::plan_gate::{Salaries, SalonFeature};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct CommissionCategory {
    pub id: i64,
    pub name: String,
}

/// The salon's categories, by name.
#[utoipa::path(get, path = "/salaries/categories", operation_id = "salon_salary_categories", tag = "salon", responses((status = 200, body = Vec<CommissionCategory>)))]
pub async fn categories(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SalonFeature { staff, .. }: SalonFeature<Salaries>,
) -> ApiResult<Json<Vec<CommissionCategory>>> {
    let sold = store::salaries::sold_categories(&state.db, staff.salon_id, locale).await?;
    Ok(Json(sold.into_iter().map(|c| CommissionCategory { id: c.id, name: c.name }).collect()))
}
