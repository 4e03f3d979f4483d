use crate::json::Path;
use axum::Json;
use axum::extract::State;
use store::admin_catalogue as catalogue;

use super::{AdminCatalogue, CatalogueServiceForm, load_tree, parse_service, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidJson;
use crate::state::AppState;

/// Edits a catalogue service: names and descriptions in tr/en/ru, category, default duration
/// (audited `service.update`). The salons' own prices and durations stay theirs; search and
/// the salons' pages show the new names at once.
#[utoipa::path(put, path = "/services/{id}", operation_id = "admin_service_update", tag = "admin", params(("id" = i64, Path)), request_body = CatalogueServiceForm, responses((status = 200, body = AdminCatalogue), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn service_update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(form): ValidJson<CatalogueServiceForm>,
) -> ApiResult<Json<AdminCatalogue>> {
    let input = parse_service(form)?;
    catalogue::update_service(&state.db, admin.actor(), id, input).await?.map_err(refused)?;
    Ok(Json(load_tree(&state).await?))
}
