//! Renames a pending request without deciding it.

use axum::Json;
use axum::extract::State;
use domain::Problems;
use store::service_moderation as moderation;

use super::*;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::{Path, ValidJson};
use crate::state::AppState;

/// Renames a pending request (it stays pending; the salon sees the new names). Audited as
/// `service.rename`.
#[utoipa::path(
    put,
    path = "/service-requests/{id}",
    operation_id = "admin_rename_service_request",
    tag = "admin",
    params(("id" = i64, Path)),
    request_body = RequestNames,
    responses(
        (status = 200, body = serde_json::Value),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)
    )
)]
pub async fn rename(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<RequestNames>,
) -> ApiResult<Json<serde_json::Value>> {
    let mut out = Problems::default();
    let names = body.check(&mut out);
    out.into_result()?;
    let Some(names) = names else { return Err(ApiError::field("name_tr", FieldError::new("required"))) };
    moderation::rename(&state.db, admin.actor(), id, names).await?.map_err(refused)?;
    Ok(Json(serde_json::json!({})))
}
