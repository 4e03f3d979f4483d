use crate::json::Path;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A department's white SVG icon.
#[utoipa::path(get, path = "/departments/{id}/icon.svg", tag = "site", params(("id" = i64, Path)), responses((status = 200, content_type = "image/svg+xml", body = String), (status = 404, body = crate::error::ErrorBody)))]
pub async fn department_icon(State(state): State<AppState>, Path(id): Path<i64>) -> ApiResult<impl IntoResponse> {
    let svg = store::catalogue::department_icon(&state.db, id).await?.ok_or_else(ApiError::not_found)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
            // Icons are admin-supplied markup: never let one run script in our origin.
            (header::CONTENT_SECURITY_POLICY, "default-src 'none'; style-src 'unsafe-inline'; sandbox"),
        ],
        svg,
    ))
}
