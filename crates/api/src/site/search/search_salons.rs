//! Active salons by name, for the Salons tab.

use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Active salons by name, for the Salons tab.
#[utoipa::path(get, path = "/search-salons", tag = "site", params(LookupQuery), responses((status = 200, body = Vec<SelectOption>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn search_salons(
    State(state): State<AppState>,
    ValidQuery(query): ValidQuery<LookupQuery>,
) -> ApiResult<Json<Vec<SelectOption>>> {
    let hits = store::search::salons(&state.db, term(&query)?, LOOKUP_LIMIT).await?;
    Ok(Json(
        hits.into_iter()
            .map(|s| SelectOption {
                slug: Some(s.slug),
                ..SelectOption::new(s.id.to_string(), s.name, Some(format!("{}, {}", s.district, s.city)), "salon")
            })
            .collect(),
    ))
}
