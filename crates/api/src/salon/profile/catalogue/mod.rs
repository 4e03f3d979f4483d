//! The catalogue as the salon's services screen shows it: `services/grouped-by-departments`
//! (department → category → service, with the salon's binding), `services/search?term` and
//! `search-categories?term` (lookups: at least 3 characters, Turkish folding).

mod grouped_by_departments;
mod search_categories;
mod search_services;

pub use grouped_by_departments::*;
pub use search_categories::*;
pub use search_services::*;

use crate::error::{ApiError, ApiResult, FieldError};
use crate::site::search::{LookupQuery, MIN_TERM_CHARS};

const LOOKUP_LIMIT: u64 = 15;

fn term(query: &LookupQuery) -> ApiResult<&str> {
    let term = query.term.as_deref().unwrap_or("").trim();
    if term.chars().count() < MIN_TERM_CHARS {
        return Err(ApiError::field("term", FieldError::new("min_length").with("min", MIN_TERM_CHARS)));
    }
    Ok(term)
}
