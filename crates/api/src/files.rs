//! `/api/files/{folder}/{name}`: serves stored files (uploads, demo photos) from the object store
//! (`AppState::storage`: the local disk, or S3-compatible storage shared by several nodes).
//! `?w=N` (one of [`crate::images::WIDTHS`]) answers a raster picture as a WebP at most N wide,
//! made once and kept in the same store under `.variants/`; `?fit=og` answers its 1200x630 cover
//! crop, the picture a shared link's preview shows (OpenGraph, issue #16 item 10).

use crate::json::Path;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use object_store::ObjectMeta;
use object_store::path::Path as ObjectPath;
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
    /// `og`: for JPEG, PNG, GIF and WebP files, answer the picture's centred crop scaled to exactly
    /// 1200x630 as a WebP (a link preview). Other values are a 404.
    pub fit: Option<String>,
}

/// What variant of a raster picture a request asks for.
#[derive(Debug, Clone, Copy)]
enum Variant {
    Width(u32),
    OgCover,
}

/// A stored file by its storage key.
#[utoipa::path(
    get,
    path = "/files/{folder}/{name}",
    tag = "files",
    params(("folder" = String, Path), ("name" = String, Path), FileQuery),
    responses((status = 200, description = "the file"), (status = 304, description = "not modified (If-None-Match)"), (status = 404, body = crate::error::ErrorBody))
)]
pub async fn file(
    State(state): State<AppState>,
    Path((folder, name)): Path<(String, String)>,
    Query(query): Query<FileQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    // Keys are our own `folder/name.ext`; anything that could climb out of the store is refused.
    let safe = [&folder, &name].iter().all(|part| !part.is_empty() && !part.starts_with('.') && !part.contains(['/', '\\']));
    if !safe {
        return Err(ApiError::not_found());
    }
    let key = ObjectPath::from(format!("{folder}/{name}"));
    let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    let mime = match extension.as_deref() {
        Some("svg") => "image/svg+xml",
        Some("webp") => "image/webp",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("pdf") => "application/pdf",
        _ => "application/octet-stream",
    };
    let original = head(&state, &key).await?.ok_or_else(ApiError::not_found)?;

    let raster = crate::images::is_raster(mime);
    let variant = match (&query.fit, &query.w, raster) {
        (Some(fit), _, true) if fit == "og" => Some(Variant::OgCover),
        (Some(_), _, true) => return Err(ApiError::not_found()),
        (None, Some(w), true) => {
            Some(Variant::Width(w.parse::<u32>().ok().filter(|w| WIDTHS.contains(w)).ok_or_else(ApiError::not_found)?))
        }
        _ => None,
    };
    let Some(kind) = variant else {
        let tag = etag(&original);
        if not_modified(&headers, &tag) {
            return Ok(answer_not_modified(&tag, ORIGINAL_CACHE));
        }
        let bytes = read(&state, &key).await?.ok_or_else(ApiError::not_found)?;
        return Ok(answer(mime, ORIGINAL_CACHE, &tag, bytes));
    };

    let variant = match kind {
        Variant::Width(width) => variant_key(&folder, &name, width),
        Variant::OgCover => ObjectPath::from(format!(".variants/{folder}/{name}.og.webp")),
    };
    // A variant older than its original (the demo seed wrote the key again) is made anew.
    let fresh = head(&state, &variant).await?.filter(|v| v.last_modified >= original.last_modified);
    let meta = match fresh {
        Some(meta) => meta,
        None => {
            make_variant(&state, &key, &variant, kind, mime == "image/webp").await?;
            head(&state, &variant).await?.ok_or_else(|| ApiError::internal(format!("{variant}: missing after it was written")))?
        }
    };
    let tag = etag(&meta);
    if not_modified(&headers, &tag) {
        return Ok(answer_not_modified(&tag, VARIANT_CACHE));
    }
    let bytes = read(&state, &variant).await?.ok_or_else(ApiError::not_found)?;
    Ok(answer("image/webp", VARIANT_CACHE, &tag, bytes))
}

/// Where the WebP of `folder/name` at `width` is kept: beside the originals, under a folder no
/// request can name (`/api/files` refuses parts starting with a dot).
pub fn variant_key(folder: &str, name: &str, width: u32) -> ObjectPath {
    ObjectPath::from(format!(".variants/{folder}/{name}.{width}.webp"))
}

/// The object's facts, or `None` when there is no such object.
async fn head(state: &AppState, key: &ObjectPath) -> ApiResult<Option<ObjectMeta>> {
    match state.storage.head(key).await {
        Ok(meta) => Ok(Some(meta)),
        Err(object_store::Error::NotFound { .. }) => Ok(None),
        Err(err) => Err(ApiError::internal(err)),
    }
}

/// The object's bytes, or `None` when there is no such object (it may have gone since `head`).
async fn read(state: &AppState, key: &ObjectPath) -> ApiResult<Option<Vec<u8>>> {
    let object = match state.storage.get(key).await {
        Ok(object) => object,
        Err(object_store::Error::NotFound { .. }) => return Ok(None),
        Err(err) => return Err(ApiError::internal(err)),
    };
    Ok(Some(object.bytes().await.map_err(ApiError::internal)?.to_vec()))
}

/// Decodes the original, scales it to the width (never up) or crops and scales it to the link-preview size, and stores the WebP. A put replaces the
/// object whole (the local store writes a temporary file and renames it), so a concurrent request
/// never reads half a picture; two nodes making the same variant at once both write the same bytes.
async fn make_variant(
    state: &AppState,
    original: &ObjectPath,
    variant: &ObjectPath,
    kind: Variant,
    original_is_webp: bool,
) -> ApiResult<()> {
    let bytes = read(state, original).await?.ok_or_else(ApiError::not_found)?;
    let encoded = imaging::run_blocking(move || -> Result<Vec<u8>, imaging::ImagingError> {
        match kind {
            // A WebP that is already narrow enough is served as it is rather than encoded twice.
            Variant::Width(width) if original_is_webp && imaging::dimensions(&bytes).is_ok_and(|(w, _)| w <= width) => Ok(bytes),
            Variant::Width(width) => Ok(imaging::to_webp(&bytes, width)?.bytes),
            Variant::OgCover => {
                let (width, height) = crate::images::OG_IMAGE_SIZE;
                Ok(imaging::to_cover_webp(&bytes, width, height)?.bytes)
            }
        }
    })
    .await
    .map_err(|e| ApiError::internal(format!("{original}: {e}")))?;
    state.storage.put(variant, encoded.into()).await.map_err(ApiError::internal)?;
    Ok(())
}

/// A strong validator: the store's own tag (a content hash on S3; inode, time and size on the local
/// disk), else size and modification time. Either changes whenever the object is rewritten.
fn etag(meta: &ObjectMeta) -> String {
    match &meta.e_tag {
        Some(tag) => format!("\"{}\"", tag.trim_matches('"')),
        None => {
            let modified = meta.last_modified.timestamp_nanos_opt().unwrap_or_default();
            format!("\"{:x}-{:x}\"", meta.size, modified)
        }
    }
}

/// Whether `If-None-Match` names this tag (or `*`); weak tags compare by their opaque part.
fn not_modified(headers: &HeaderMap, tag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .any(|candidate| candidate == "*" || candidate.trim_start_matches("W/") == tag)
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
    use std::sync::Arc;

    use super::*;
    use crate::ports::{Captcha, Mailer, SendError, SmsSender};

    struct Nobody;
    #[async_trait::async_trait]
    impl SmsSender for Nobody {
        async fn send(&self, _: &str, _: &str, _: Option<i64>) -> Result<(), SendError> {
            Ok(())
        }
    }
    #[async_trait::async_trait]
    impl Mailer for Nobody {
        async fn send(&self, _: &str, _: &str, _: &str) -> Result<(), SendError> {
            Ok(())
        }
    }
    #[async_trait::async_trait]
    impl crate::ports::PaymentProvider for Nobody {
        fn name(&self) -> &'static str {
            "none"
        }
        async fn start(&self, _: &crate::ports::CheckoutRequest) -> Result<crate::ports::Checkout, crate::ports::PaymentError> {
            Err(crate::ports::PaymentError::Unavailable("none".into()))
        }
        async fn complete(&self, _: crate::ports::Purpose, _: &str) -> Result<crate::ports::Checkout, crate::ports::PaymentError> {
            Err(crate::ports::PaymentError::Unavailable("none".into()))
        }
        async fn charge(&self, _: &str, _: i64, _: i64) -> Result<crate::ports::Charge, crate::ports::PaymentError> {
            Err(crate::ports::PaymentError::Unavailable("none".into()))
        }
        async fn cancel(&self, _: &str) -> Result<(), crate::ports::PaymentError> {
            Ok(())
        }
        fn webhook(&self, _: &axum::http::HeaderMap, _: &[u8]) -> Result<crate::ports::WebhookEvent, crate::ports::PaymentError> {
            Err(crate::ports::PaymentError::BadSignature("none".into()))
        }
    }
    #[async_trait::async_trait]
    impl Captcha for Nobody {
        async fn verify(&self, _: &str, _: &str) -> Result<bool, SendError> {
            Ok(true)
        }
        fn widget(&self) -> (String, String) {
            Default::default()
        }
    }
    #[async_trait::async_trait]
    impl crate::ports::PushSender for Nobody {
        fn public_key(&self) -> Option<String> {
            None
        }
        fn destinations(&self) -> domain::push::Destinations {
            domain::push::Destinations::push_services()
        }
        async fn send(&self, _: crate::ports::PushTarget<'_>, _: &[u8], _: u32) -> crate::ports::PushOutcome {
            crate::ports::PushOutcome::Delivered
        }
    }

    /// A state over a fresh local store holding `salons/wide.png` (2000x1000) and `salons/logo.svg`,
    /// and that store's folder.
    fn state_with_files() -> (AppState, std::path::PathBuf) {
        let mut random = [0u8; 6];
        rand::RngCore::fill_bytes(&mut rand::rng(), &mut random);
        let storage_dir = std::env::temp_dir().join(format!("randevu-files-{}", hex::encode(random)));
        std::fs::create_dir_all(storage_dir.join("salons")).unwrap();
        let png = image::RgbImage::from_fn(2000, 1000, |x, y| image::Rgb([(x / 8) as u8, (y / 4) as u8, 120]));
        png.save_with_format(storage_dir.join("salons/wide.png"), image::ImageFormat::Png).unwrap();
        std::fs::write(storage_dir.join("salons/logo.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>").unwrap();
        let storage = Arc::new(object_store::local::LocalFileSystem::new_with_prefix(&storage_dir).unwrap());
        let state = AppState {
            db: Default::default(),
            storage,
            config: Arc::new(crate::state::ApiConfig {
                site: Default::default(),
                development: false,
                public_url: "http://localhost".into(),
                map: crate::state::MapTiles { tile_url: String::new(), attribution: String::new() },
                confirm_window: chrono::Duration::minutes(15),
                trusted_proxies: Vec::new(),
                invoice_issuer: Default::default(),
            }),
            sms: Arc::new(Nobody),
            mailer: Arc::new(Nobody),
            captcha: Arc::new(Nobody),
            push: Arc::new(Nobody),
            payments: Arc::new(Nobody),
            realtime: Default::default(),
            catalogues: Default::default(),
        };
        (state, storage_dir)
    }

    async fn get(state: &AppState, folder: &str, name: &str, w: Option<&str>, if_none_match: Option<&str>) -> Result<Response, StatusCode> {
        let mut headers = HeaderMap::new();
        if let Some(tag) = if_none_match {
            headers.insert(header::IF_NONE_MATCH, HeaderValue::from_str(tag).unwrap());
        }
        file(State(state.clone()), Path((folder.into(), name.into())), Query(FileQuery { w: w.map(Into::into), fit: None }), headers)
            .await
            .map_err(|e| e.code.status())
    }

    async fn body(response: Response) -> Vec<u8> {
        axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap().to_vec()
    }

    #[tokio::test]
    async fn variants_are_webp_cached_and_revalidated() {
        let (state, storage_dir) = state_with_files();
        let response = get(&state, "salons", "wide.png", Some("640"), None).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CONTENT_TYPE], "image/webp");
        assert_eq!(response.headers()[header::CACHE_CONTROL], VARIANT_CACHE);
        let tag = response.headers()[header::ETAG].to_str().unwrap().to_owned();
        assert_eq!(imaging::dimensions(&body(response).await).unwrap(), (640, 320));
        let cached = storage_dir.join(".variants/salons/wide.png.640.webp");
        assert!(cached.is_file());

        // Written again (as the demo seed does), the original's variant is made anew.
        let before = std::fs::metadata(&cached).unwrap().modified().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let png = std::fs::read(storage_dir.join("salons/wide.png")).unwrap();
        state.storage.put(&ObjectPath::from("salons/wide.png"), png.into()).await.unwrap();
        let remade = get(&state, "salons", "wide.png", Some("640"), None).await.unwrap();
        assert!(std::fs::metadata(&cached).unwrap().modified().unwrap() > before);
        let old_tag = tag;
        let tag = remade.headers()[header::ETAG].to_str().unwrap().to_owned();
        assert_ne!(tag, old_tag, "a new variant has a new validator");

        // Served from the cache: same validator, and 304 when the browser has it.
        let again = get(&state, "salons", "wide.png", Some("640"), None).await.unwrap();
        assert_eq!(again.headers()[header::ETAG].to_str().unwrap(), tag);
        let revalidated = get(&state, "salons", "wide.png", Some("640"), Some(&tag)).await.unwrap();
        assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
        assert!(body(revalidated).await.is_empty());

        // The original without `w`, with its own validator.
        let original = get(&state, "salons", "wide.png", None, None).await.unwrap();
        assert_eq!(original.headers()[header::CONTENT_TYPE], "image/png");
        assert_eq!(original.headers()[header::CACHE_CONTROL], ORIGINAL_CACHE);
        let original_tag = original.headers()[header::ETAG].to_str().unwrap().to_owned();
        assert_eq!(get(&state, "salons", "wide.png", None, Some(&original_tag)).await.unwrap().status(), StatusCode::NOT_MODIFIED);

        std::fs::remove_dir_all(&storage_dir).unwrap();
    }

    #[tokio::test]
    async fn unknown_widths_svgs_and_escapes() {
        let (state, storage_dir) = state_with_files();
        for w in ["123", "abc", "", "6400"] {
            assert_eq!(get(&state, "salons", "wide.png", Some(w), None).await.unwrap_err(), StatusCode::NOT_FOUND, "{w}");
        }
        // Wider than the original: not upscaled.
        let big = get(&state, "salons", "wide.png", Some("1920"), None).await.unwrap();
        assert_eq!(imaging::dimensions(&body(big).await).unwrap(), (1920, 960));
        let svg = get(&state, "salons", "logo.svg", Some("640"), None).await.unwrap();
        assert_eq!(svg.headers()[header::CONTENT_TYPE], "image/svg+xml");
        assert!(body(svg).await.starts_with(b"<svg"));
        for (folder, name) in [("..", "wide.png"), ("salons", ".."), (".variants", "salons"), ("salons", "missing.png")] {
            assert_eq!(get(&state, folder, name, Some("640"), None).await.unwrap_err(), StatusCode::NOT_FOUND, "{folder}/{name}");
        }
        std::fs::remove_dir_all(&storage_dir).unwrap();
    }

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
}
