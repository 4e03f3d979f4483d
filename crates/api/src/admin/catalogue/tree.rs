use axum::Json;
use axum::extract::State;

use super::{AdminCatalogue, load_tree};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;

/// The catalogue tree: departments (in order) → categories (in order) → approved services,
/// every name in tr/en/ru, with how many salons offer each service.
#[utoipa::path(get, path = "/services-catalog", operation_id = "admin_services_catalog", tag = "admin", responses((status = 200, body = AdminCatalogue)))]
pub async fn tree(State(state): State<AppState>, AdminUser(_admin): AdminUser) -> ApiResult<Json<AdminCatalogue>> {
    Ok(Json(load_tree(&state).await?))
}
