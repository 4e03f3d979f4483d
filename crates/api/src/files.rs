//! `/api/files/{folder}/{name}`: serves stored files (uploads, demo photos) from the local object store.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::IntoResponse;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// A stored file by its storage key.
#[utoipa::path(get, path = "/files/{folder}/{name}", tag = "files", params(("folder" = String, Path), ("name" = String, Path)), responses((status = 200, description = "the file"), (status = 404, body = crate::error::ErrorBody)))]
pub async fn file(State(state): State<AppState>, Path((folder, name)): Path<(String, String)>) -> ApiResult<impl IntoResponse> {
    // Keys are our own `folder/name.ext`; anything that could climb out of the store is refused.
    let safe = [&folder, &name].iter().all(|part| !part.is_empty() && !part.starts_with('.') && !part.contains(['/', '\\']));
    let key = format!("{folder}/{name}");
    if !safe {
        return Err(ApiError::not_found());
    }
    let path = state.config.storage_dir.join(&key);
    let bytes = tokio::fs::read(&path).await.map_err(|_| ApiError::not_found())?;
    let mime = match path.extension().and_then(|e| e.to_str()) {
        Some("svg") => "image/svg+xml",
        Some("webp") => "image/webp",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("pdf") => "application/pdf",
        _ => "application/octet-stream",
    };
    Ok((
        [
            (header::CONTENT_TYPE, mime),
            (header::CACHE_CONTROL, "public, max-age=86400"),
            (header::CONTENT_SECURITY_POLICY, "default-src 'none'; style-src 'unsafe-inline'; sandbox"),
        ],
        bytes,
    ))
}
