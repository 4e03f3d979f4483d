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

/// A new category: its department and names (it goes last; move it with `/move`).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CategoryForm {
    pub department_id: i64,
    pub names: CatalogueNames,
}

/// Creates a category at the end of its department (audited `category.create`).
#[utoipa::path(post, path = "/categories", operation_id = "admin_category_create", tag = "admin", request_body = CategoryForm, responses((status = 200, body = AdminCatalogue), (status = 422, body = crate::error::ErrorBody)))]
pub async fn category_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(form): ValidJson<CategoryForm>,
) -> ApiResult<Json<AdminCatalogue>> {
    let mut out = Problems::default();
    let names = parse_names("names", &form.names, &mut out);
    out.into_result()?;
    catalogue::create_category(&state.db, admin.actor(), form.department_id, names).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
