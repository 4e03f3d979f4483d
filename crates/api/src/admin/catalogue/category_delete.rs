use crate::json::Path;
use axum::Json;
use axum::extract::State;
use store::admin_catalogue as catalogue;

use super::{AdminCatalogue, ForceParams, load_tree, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

/// Deletes a category (audited `category.delete`; the screen asks for its name typed). With
/// services: 409 `category_has_services`. With `force`, its services no salon offers are
/// deleted with it; while a salon offers one it is still 409.
#[utoipa::path(delete, path = "/categories/{id}", operation_id = "admin_category_delete", tag = "admin", params(("id" = i64, Path), ForceParams), responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn category_delete(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidQuery(params): ValidQuery<ForceParams>,
) -> ApiResult<Json<AdminCatalogue>> {
    catalogue::delete_category(&state.db, admin.actor(), id, params.force).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
