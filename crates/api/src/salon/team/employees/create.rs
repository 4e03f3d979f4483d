//! Adds a master. Refused beyond the plan's employee limit (free 3 with the owner, paid 10:

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::salon::team::form::{self, EmployeeForm};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::team::Link;

use super::*;

/// Adds a master. Refused beyond the plan's employee limit (free 3 with the owner, paid 10:
/// `employee_limit_reached` with `limit`), and when the phone's account or the phone is already a
/// master here (`master_already_exists`).
#[utoipa::path(post, path = "/employees/new", operation_id = "salon_employee_create", tag = "salon", request_body = EmployeeForm, responses((status = 200, body = Employee), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<EmployeeForm>,
) -> ApiResult<Json<Employee>> {
    let data = form::parse(&state, &staff, &body, None).await?;
    let link = match form::link_for(&state, data.phone.as_deref(), None).await? {
        Link::To(id) => Some(id),
        Link::Keep | Link::Clear => None,
    };
    Ok(Json(create_master(&state, &staff, data, link).await?))
}
