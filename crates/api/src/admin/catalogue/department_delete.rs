use crate::json::Path;
use axum::Json;
use axum::extract::State;
use store::admin_catalogue as catalogue;

use super::{AdminCatalogue, ForceParams, load_tree, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

/// Deletes a department (audited `department.delete`; the screen asks for its name typed).
/// With categories: 409 `department_has_categories`. With `force`, its categories that hold no
/// service are deleted with it; while one holds a service it is still 409.
#[utoipa::path(delete, path = "/departments/{id}", operation_id = "admin_department_delete", tag = "admin", params(("id" = i64, Path), ForceParams), responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn department_delete(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidQuery(params): ValidQuery<ForceParams>,
) -> ApiResult<Json<AdminCatalogue>> {
    catalogue::delete_department(&state.db, admin.actor(), id, params.force).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
