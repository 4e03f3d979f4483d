use crate::json::Path;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::Serialize;
use store::admin_catalogue as catalogue;
use utoipa::ToSchema;

use super::{AdminCatalogue, ForceParams, load_tree, refused};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceDeleted {
    /// Salons whose binding was removed (with `force`); each salon's staff were notified.
    pub unbound_salons: u64,
    pub tree: AdminCatalogue,
}

/// Deletes a catalogue service (audited `service.delete`; the screen asks for its name typed).
/// While salons offer it: 409 `service_used_by_salons` with their count. With `force`, their
/// bindings are removed (with options, masters' assignments and basket lines) and each salon's
/// staff get an in-app notification; a service that visits were booked with is kept (409
/// `service_has_bookings`), as those visits' history needs it.
#[utoipa::path(delete, path = "/services/{id}", operation_id = "admin_service_delete", tag = "admin", params(("id" = i64, Path), ForceParams), responses((status = 200, body = ServiceDeleted), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn service_delete(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidQuery(params): ValidQuery<ForceParams>,
) -> ApiResult<Json<ServiceDeleted>> {
    let unbound = catalogue::delete_service(&state.db, admin.actor(), id, params.force, Utc::now()).await?.map_err(refused)?;
    Ok(Json(ServiceDeleted { unbound_salons: unbound.len() as u64, tree: load_tree(&state).await? }))
}
