//! Catalogue categories by name in any language, with their departments.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::salon::profile::settings::CategoryOption;
use crate::site::search::LookupQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::salon_profile::{self as profile};

use super::*;

/// Catalogue categories by name in any language, with their departments.
#[utoipa::path(get, path = "/search-categories", operation_id = "salon_search_categories", tag = "salon", params(LookupQuery), responses((status = 200, body = Vec<CategoryOption>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn search_categories(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _staff: SalonStaff,
    ValidQuery(query): ValidQuery<LookupQuery>,
) -> ApiResult<Json<Vec<CategoryOption>>> {
    let hits = profile::search_categories(&state.db, locale, term(&query)?, LOOKUP_LIMIT as usize).await?;
    Ok(Json(hits.into_iter().map(Into::into).collect()))
}
