//! `/api/files/{folder}/{name}`: serves stored files (uploads, demo photos) from the local object store.
//! `?w=N` (one of [`crate::images::WIDTHS`]) answers a raster picture as a WebP at most N wide,
//! made once and kept under `{storage_dir}/.variants/`.

use std::path::{Path as FsPath, PathBuf};
use std::time::UNIX_EPOCH;

use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::images::WIDTHS;
use crate::imaging;
use crate::state::AppState;

const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/// Originals keep their key when the demo seed is run again, so they are cached for a day only.
const ORIGINAL_CACHE: &str = "public, max-age=86400";
/// A variant URL names its original and width; both never change for an upload.
const VARIANT_CACHE: &str = "public, max-age=31536000, immutable";

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FileQuery {
    /// For JPEG, PNG, GIF and WebP files: answer a WebP at most this wide (320, 480, 640, 960,
    /// 1280 or 1920; never wider than the original). Ignored for other files.
    #[param(value_type = Option<u32>)]
    pub w: Option<String>,
}

/// A stored file by its storage key.
#[utoipa::path(
    get,
    path = "/files/{folder}/{name}",
    tag = "files",
    params(("folder" = String, Path), ("name" = String, Path), FileQuery),
    responses((status = 200, description = "the file"), (status = 304, description = "not modified (If-None-Match)"), (status = 404, body = crate::error::ErrorBody))
)]
pub async fn file(State(state): State<AppState>, Path((folder, name)): Path<(String, String)>, Query(query): Query<FileQuery>, headers: HeaderMap) -> ApiResult<Response> {
    // Keys are our own `folder/name.ext`; anything that could climb out of the store is refused.
    let safe = [&folder, &name].iter().all(|part| !part.is_empty() && !part.starts_with('.') && !part.contains(['/', '\\']));
    if !safe {
        return Err(ApiError::not_found());
    }
    let path = state.config.storage_dir.join(&folder).join(&name);
    let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    let mime = match extension.as_deref() {
        Some("svg") => "image/svg+xml",
        Some("webp") => "image/webp",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("pdf") => "application/pdf",
        _ => "application/octet-stream",
    };
    let original = tokio::fs::metadata(&path).await.ok().filter(|m| m.is_file()).ok_or_else(ApiError::not_found)?;

    let width = match (&query.w, crate::images::is_raster(mime)) {
        (Some(w), true) => Some(w.parse::<u32>().ok().filter(|w| WIDTHS.contains(w)).ok_or_else(ApiError::not_found)?),
        _ => None,
    };
    let Some(width) = width else {
        let tag = etag(&original);
        if not_modified(&headers, &tag) {
            return Ok(answer_not_modified(&tag, ORIGINAL_CACHE));
        }
        let bytes = tokio::fs::read(&path).await.map_err(|_| ApiError::not_found())?;
        return Ok(answer(mime, ORIGINAL_CACHE, &tag, bytes));
    };

    let variant = state.config.storage_dir.join(".variants").join(&folder).join(format!("{name}.{width}.webp"));
    // A variant older than its original (the demo seed wrote the key again) is made anew.
    let fresh = tokio::fs::metadata(&variant).await.ok().filter(|v| v.modified().ok() >= original.modified().ok());
    let meta = match fresh {
        Some(meta) => meta,
        None => {
            make_variant(path, variant.clone(), width, mime == "image/webp").await?;
            tokio::fs::metadata(&variant).await.map_err(ApiError::internal)?
        }
    };
    let tag = etag(&meta);
    if not_modified(&headers, &tag) {
        return Ok(answer_not_modified(&tag, VARIANT_CACHE));
    }
    let bytes = tokio::fs::read(&variant).await.map_err(ApiError::internal)?;
    Ok(answer("image/webp", VARIANT_CACHE, &tag, bytes))
}

/// Decodes the original, scales it to `width` (never up) and writes the WebP next to the others,
/// through a temporary file so a concurrent request never reads half a picture.
async fn make_variant(original: PathBuf, variant: PathBuf, width: u32, original_is_webp: bool) -> ApiResult<()> {
    let bytes = tokio::fs::read(&original).await.map_err(|_| ApiError::not_found())?;
    let encoded = imaging::run_blocking(move || -> Result<Vec<u8>, imaging::ImagingError> {
        // A WebP that is already narrow enough is served as it is rather than encoded twice.
        if original_is_webp && imaging::dimensions(&bytes).is_ok_and(|(w, _)| w <= width) {
            return Ok(bytes);
        }
        Ok(imaging::to_webp(&bytes, width)?.bytes)
    })
    .await
    .map_err(|e| ApiError::internal(format!("{}: {e}", original.display())))?;
    let dir = variant.parent().expect("variant path has a folder");
    tokio::fs::create_dir_all(dir).await.map_err(ApiError::internal)?;
    let temporary = temporary_name(&variant);
    tokio::fs::write(&temporary, &encoded).await.map_err(ApiError::internal)?;
    tokio::fs::rename(&temporary, &variant).await.map_err(ApiError::internal)?;
    Ok(())
}

fn temporary_name(path: &FsPath) -> PathBuf {
    let mut random = [0u8; 6];
    rand::RngCore::fill_bytes(&mut rand::rng(), &mut random);
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.tmp", hex::encode(random)));
    path.with_file_name(name)
}

/// A strong validator from size and modification time: cheap, and it changes whenever the file is rewritten.
fn etag(meta: &std::fs::Metadata) -> String {
    let modified = meta.modified().ok().and_then(|t| t.duration_since(UNIX_EPOCH).ok()).map_or(0, |d| d.as_nanos());
    format!("\"{:x}-{:x}\"", meta.len(), modified)
}

/// Whether `If-None-Match` names this tag (or `*`); weak tags compare by their opaque part.
fn not_modified(headers: &HeaderMap, tag: &str) -> bool {
    headers.get_all(header::IF_NONE_MATCH).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).map(str::trim).any(|candidate| candidate == "*" || candidate.trim_start_matches("W/") == tag)
}

fn answer(mime: &'static str, cache: &'static str, tag: &str, bytes: Vec<u8>) -> Response {
    let mut response = (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(mime)),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
            (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP)),
        ],
        bytes,
    )
        .into_response();
    if let Ok(value) = HeaderValue::from_str(tag) {
        response.headers_mut().insert(header::ETAG, value);
    }
    response
}

fn answer_not_modified(tag: &str, cache: &'static str) -> Response {
    let mut response = StatusCode::NOT_MODIFIED.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Ok(value) = HeaderValue::from_str(tag) {
        headers.insert(header::ETAG, value);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn if_none_match_lists_and_weak_tags() {
        let mut headers = HeaderMap::new();
        assert!(!not_modified(&headers, "\"a-1\""));
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"b-2\", W/\"a-1\""));
        assert!(not_modified(&headers, "\"a-1\""));
        assert!(!not_modified(&headers, "\"a-2\""));
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("*"));
        assert!(not_modified(&headers, "\"c-3\""));
    }

    #[test]
    fn temporary_files_stay_beside_the_variant() {
        let temporary = temporary_name(FsPath::new("/s/.variants/salons/a.webp.640.webp"));
        assert_eq!(temporary.parent(), Some(FsPath::new("/s/.variants/salons")));
        assert!(temporary.to_string_lossy().ends_with(".tmp"));
    }
}
