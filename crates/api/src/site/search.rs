//! Lookups (spec §5): services, salons and places for the search bar and the filters. A term
//! needs at least three characters; matching ignores Turkish case and diacritics both ways.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use store::search::PlaceHit;
use utoipa::{IntoParams, ToSchema};

use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// Minimum characters of a lookup term (spec §5, §9).
pub const MIN_TERM_CHARS: usize = 3;
const LOOKUP_LIMIT: u64 = 15;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LookupQuery {
    /// What the user typed, at least 3 characters.
    pub term: Option<String>,
}

/// A choice in a lookup (spec §3 select option).
#[derive(Debug, Serialize, ToSchema, PartialEq)]
pub struct SelectOption {
    /// Service or salon id; `province-{id}`, `district-{id}` or `subdistrict-{id}` for places.
    pub id: String,
    pub text: String,
    /// The second line: category of a service, place of a salon, city of a district.
    pub district_name: Option<String>,
    pub disabled: bool,
    /// `service`, `salon`, `province`, `district` or `subdistrict`.
    #[serde(rename = "type")]
    pub kind: String,
    /// A salon's page slug.
    pub slug: Option<String>,
}

impl SelectOption {
    fn new(id: String, text: String, second_line: Option<String>, kind: &str) -> Self {
        SelectOption { id, text, district_name: second_line, disabled: false, kind: kind.to_owned(), slug: None }
    }
}

fn term(query: &LookupQuery) -> ApiResult<&str> {
    let term = query.term.as_deref().unwrap_or("").trim();
    if term.chars().count() < MIN_TERM_CHARS {
        return Err(ApiError::field("term", FieldError::new("min_length").with("min", MIN_TERM_CHARS)));
    }
    Ok(term)
}

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
