//! The lookup of approved catalogue services a request can be merged into.

use axum::Json;
use axum::extract::State;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::site::search::{LookupQuery, MIN_TERM_CHARS, SelectOption};
use crate::state::AppState;

const LOOKUP_LIMIT: u64 = 15;

/// Approved catalogue services whose name (any language, Turkish folding) contains the term, at
/// least 3 characters; the second line is the category.
#[utoipa::path(
    get,
    path = "/service-requests/merge-targets",
    operation_id = "admin_service_merge_targets",
    tag = "admin",
    params(LookupQuery),
    responses((status = 200, body = Vec<SelectOption>), (status = 422, body = crate::error::ErrorBody))
)]
pub async fn merge_targets(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<LookupQuery>,
) -> ApiResult<Json<Vec<SelectOption>>> {
    let term = query.term.as_deref().unwrap_or("").trim();
    if term.chars().count() < MIN_TERM_CHARS {
        return Err(ApiError::field("term", FieldError::new("min_length").with("min", MIN_TERM_CHARS)));
    }
    let hits = store::search::services(&state.db, locale, term, LOOKUP_LIMIT).await?;
    Ok(Json(
        hits.into_iter()
            .map(|s| SelectOption {
                id: s.id.to_string(),
                text: s.name,
                district_name: Some(s.category),
                disabled: false,
                kind: "service".into(),
                slug: None,
            })
            .collect(),
    ))
}
