//! Catalogue services by name in any language (approved ones and the salon's own requests).

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::site::search::LookupQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Serialize;
use store::salon_profile::{self as profile};
use utoipa::ToSchema;

use super::*;

/// A catalogue service found by name.
#[derive(Debug, Serialize, ToSchema)]
pub struct CatalogueHit {
    pub id: i64,
    pub name: String,
    pub category_id: i64,
    pub category: String,
    pub department: String,
    pub moderation_state: String,
    pub default_duration_min: i32,
    /// Set when the salon sells it.
    pub binding_id: Option<i64>,
}

/// Catalogue services by name in any language (approved ones and the salon's own requests).
#[utoipa::path(get, path = "/services/search", operation_id = "salon_search_services", tag = "salon", params(LookupQuery), responses((status = 200, body = Vec<CatalogueHit>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn search_services(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidQuery(query): ValidQuery<LookupQuery>,
) -> ApiResult<Json<Vec<CatalogueHit>>> {
    let hits = profile::search_catalogue(&state.db, locale, staff.salon_id, term(&query)?, LOOKUP_LIMIT).await?;
    Ok(Json(
        hits.into_iter()
            .map(|h| CatalogueHit {
                id: h.id,
                name: h.name,
                category_id: h.category_id,
                category: h.category,
                department: h.department,
                moderation_state: h.moderation_state,
                default_duration_min: h.default_duration_min,
                binding_id: h.binding_id,
            })
            .collect(),
    ))
}
