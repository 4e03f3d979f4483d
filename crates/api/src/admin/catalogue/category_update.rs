use crate::json::Path;
use axum::Json;
use axum::extract::State;
use domain::Problems;
use serde::Deserialize;
use store::admin_catalogue as catalogue;
use utoipa::ToSchema;

use super::{AdminCatalogue, CatalogueNames, load_tree, parse_names, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CategoryRename {
    pub names: CatalogueNames,
}

/// Renames a category in the three languages (audited `category.update`).
#[utoipa::path(put, path = "/categories/{id}", operation_id = "admin_category_update", tag = "admin", params(("id" = i64, Path)), request_body = CategoryRename, responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn category_update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(form): ValidJson<CategoryRename>,
) -> ApiResult<Json<AdminCatalogue>> {
    let mut out = Problems::default();
    let names = parse_names("names", &form.names, &mut out);
    out.into_result()?;
    catalogue::update_category(&state.db, admin.actor(), id, names).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
