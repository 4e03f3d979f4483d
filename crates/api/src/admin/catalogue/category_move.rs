use crate::json::Path;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use domain::limits::CATALOGUE_ORDER_MAX;
use serde::Deserialize;
use store::admin_catalogue as catalogue;
use utoipa::ToSchema;

use super::{AdminCatalogue, load_tree, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

/// Where a category goes: a department (its own or another) and a 0-based place in it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CategoryMove {
    pub department_id: i64,
    /// 0 is first; at or past the number of categories there is last.
    #[schema(minimum = 0, maximum = 10000)]
    pub position: i64,
}

/// Moves a category, within its department or into another, to `position`; both departments'
/// categories are renumbered in order (audited `category.move`).
#[utoipa::path(post, path = "/categories/{id}/move", operation_id = "admin_category_move", tag = "admin", params(("id" = i64, Path)), request_body = CategoryMove, responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn category_move(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<CategoryMove>,
) -> ApiResult<Json<AdminCatalogue>> {
    let mut out = Problems::default();
    let position = out.between("position", body.position, 0, CATALOGUE_ORDER_MAX);
    let position = out.finish(position)?;
    catalogue::move_category(&state.db, admin.actor(), id, body.department_id, position as usize).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
