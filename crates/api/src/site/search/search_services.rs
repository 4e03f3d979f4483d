//! Catalogue services by name (in any language), for the service field.

use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Catalogue services by name (in any language), for the service field.
#[utoipa::path(get, path = "/search-services", tag = "site", params(LookupQuery), responses((status = 200, body = Vec<SelectOption>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn search_services(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ValidQuery(query): ValidQuery<LookupQuery>,
) -> ApiResult<Json<Vec<SelectOption>>> {
    let hits = store::search::services(&state.db, locale, term(&query)?, LOOKUP_LIMIT).await?;
    Ok(Json(hits.into_iter().map(|s| SelectOption::new(s.id.to_string(), s.name, Some(s.category), "service")).collect()))
}
