//! Provinces, districts and neighbourhoods by name, or neighbourhoods by postal code.

use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::search::PlaceHit;

use super::*;

/// Provinces, districts and neighbourhoods by name, or neighbourhoods by postal code.
#[utoipa::path(get, path = "/search-districts", tag = "site", params(LookupQuery), responses((status = 200, body = Vec<SelectOption>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn search_districts(
    State(state): State<AppState>,
    ValidQuery(query): ValidQuery<LookupQuery>,
) -> ApiResult<Json<Vec<SelectOption>>> {
    let hits = store::search::places(&state.db, term(&query)?, LOOKUP_LIMIT).await?;
    Ok(Json(
        hits.into_iter()
            .map(|hit| match hit {
                PlaceHit::Province { id, name } => SelectOption::new(format!("province-{id}"), name, None, "province"),
                PlaceHit::District { id, name, city } => SelectOption::new(format!("district-{id}"), name, Some(city), "district"),
                PlaceHit::Neighbourhood { id, name, postal_code, district, city } => {
                    let text = match postal_code {
                        Some(code) if !code.is_empty() => format!("{name} ({code})"),
                        _ => name,
                    };
                    SelectOption::new(format!("subdistrict-{id}"), text, Some(format!("{district}, {city}")), "subdistrict")
                }
            })
            .collect(),
    ))
}
