//! Lookups (spec §5): services, salons and places for the search bar and the filters. A term
//! needs at least three characters; matching ignores Turkish case and diacritics both ways.

mod search_districts;
mod search_salons;
mod search_services;

pub use search_districts::*;
pub use search_salons::*;
pub use search_services::*;

use crate::error::{ApiError, ApiResult, FieldError};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

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
