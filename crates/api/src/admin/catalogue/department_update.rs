use crate::json::Path;
use axum::Json;
use axum::extract::State;
use store::admin_catalogue as catalogue;

use super::{AdminCatalogue, DepartmentForm, load_tree, parse_department, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

/// Edits a department: names, order number, show-in-menu, and the icon when one is given
/// (audited `department.update`). Same refusals as creating one.
#[utoipa::path(put, path = "/departments/{id}", operation_id = "admin_department_update", tag = "admin", params(("id" = i64, Path)), request_body = DepartmentForm, responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn department_update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(form): ValidJson<DepartmentForm>,
) -> ApiResult<Json<AdminCatalogue>> {
    let input = parse_department(form)?;
    catalogue::update_department(&state.db, admin.actor(), id, input).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
