//! `GET /agreements/{slug}/versions/{version}`: an old version's texts, read-only.

use axum::Json;
use axum::extract::State;

use super::{AgreementTexts, find};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;

/// One saved version of an agreement.
#[utoipa::path(get, path = "/agreements/{slug}/versions/{version}", operation_id = "admin_agreement_version", tag = "admin", params(("slug" = String, Path), ("version" = i32, Path)), responses((status = 200, body = AgreementTexts), (status = 404, body = crate::error::ErrorBody)))]
pub async fn version(
    State(state): State<AppState>,
    _admin: AdminUser,
    Path((slug, version)): Path<(String, i32)>,
) -> ApiResult<Json<AgreementTexts>> {
    let agreement = find(&state, &slug).await?;
    let saved = store::agreements::version(&state.db, agreement.id, version).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(AgreementTexts {
        version: saved.version,
        name: saved.name,
        text_tr: saved.text_tr,
        text_en: saved.text_en,
        text_ru: saved.text_ru,
        force_accept: saved.force_accept,
        updated_at: saved.created_at,
    }))
}
