//! Saves a master's fields, services and (when sent) schedule; another salon's id is a 404.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::json::ValidJson;
use crate::master::calendar::{self};
use crate::salon::team::form::{self, EmployeeForm};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Saves a master's fields, services and (when sent) schedule; another salon's id is a 404.
#[utoipa::path(put, path = "/employees/{id}", operation_id = "salon_employee_update", tag = "salon", request_body = EmployeeForm, responses((status = 200, body = Employee), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<EmployeeForm>,
) -> ApiResult<Json<Employee>> {
    let master = master_of(&state, &staff, id).await?;
    let data = form::parse(&state, &staff, &body, Some(&master)).await?;
    let link = form::link_for(&state, data.phone.as_deref(), Some(&master)).await?;
    let salon = salon_of(&state, &staff).await?;
    let updated = store::team::update(&state.db, &master, &data, link, calendar::today()).await?.map_err(|r| refusal(&salon, r))?;
    Ok(Json(employee(&state, &staff, &updated).await?))
}
