//! An agreement's text in the request's language.

use crate::error::{ApiError, ApiResult};
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
pub struct AgreementQuery {
    /// `client`, `salon` or `privacy`.
    #[serde(rename = "type")]
    pub kind: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Agreement {
    pub slug: String,
    pub name: String,
    /// Sanitised HTML in the request's language.
    pub content: String,
    pub version: i32,
    pub updated_at: String,
}

/// An agreement's text in the request's language.
#[utoipa::path(get, path = "/agreements", tag = "site", params(AgreementQuery), responses((status = 200, body = Agreement), (status = 404, body = crate::error::ErrorBody)))]
pub async fn agreements(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Query(query): Query<AgreementQuery>,
) -> ApiResult<Json<Agreement>> {
    let agreement = store::accounts::agreement(&state.db, &query.kind).await?.ok_or_else(ApiError::not_found)?;
    let stored = match locale {
        domain::Locale::Tr => agreement.text_tr,
        domain::Locale::En => agreement.text_en,
        domain::Locale::Ru => agreement.text_ru,
    };
    // Stored texts are sanitised on save; sanitising again on the way out also covers rows
    // written before that (seeds, old versions) at little cost.
    let content = domain::agreement::sanitize_html(&stored);
    Ok(Json(Agreement {
        slug: agreement.slug,
        name: agreement.name,
        content,
        version: agreement.version,
        updated_at: agreement.updated_at.date_naive().to_string(),
    }))
}
