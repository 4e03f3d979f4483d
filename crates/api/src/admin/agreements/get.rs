//! `GET /agreements/{slug}`: the editor's agreement, its current texts and every version.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::{AgreementTexts, find};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::Path;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AgreementVersionSummary {
    pub version: i32,
    pub name: String,
    pub force_accept: bool,
    pub created_at: DateTime<Utc>,
    /// The admin who saved it; none for the first, seeded version.
    pub author: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminAgreement {
    pub id: i64,
    pub slug: String,
    pub kind: String,
    pub current: AgreementTexts,
    /// Newest first.
    pub versions: Vec<AgreementVersionSummary>,
}

pub(super) async fn load(state: &AppState, slug: &str) -> ApiResult<AdminAgreement> {
    let agreement = find(state, slug).await?;
    let versions = store::agreements::versions(&state.db, agreement.id).await?;
    Ok(AdminAgreement {
        id: agreement.id,
        slug: agreement.slug,
        kind: agreement.kind,
        current: AgreementTexts {
            version: agreement.version,
            name: agreement.name,
            text_tr: agreement.text_tr,
            text_en: agreement.text_en,
            text_ru: agreement.text_ru,
            force_accept: agreement.force_accept,
            updated_at: agreement.updated_at,
        },
        versions: versions
            .into_iter()
            .map(|v| AgreementVersionSummary {
                version: v.version,
                name: v.name,
                force_accept: v.force_accept,
                created_at: v.created_at,
                author: v.author,
            })
            .collect(),
    })
}

/// One agreement with its versions.
#[utoipa::path(get, path = "/agreements/{slug}", operation_id = "admin_agreement", tag = "admin", params(("slug" = String, Path)), responses((status = 200, body = AdminAgreement), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, _admin: AdminUser, Path(slug): Path<String>) -> ApiResult<Json<AdminAgreement>> {
    Ok(Json(load(&state, &slug).await?))
}
