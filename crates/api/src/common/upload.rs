//! `POST /api/common/upload-file`: multipart `file` and `folder` (spec §7).

use axum::Json;
use axum::extract::{Multipart, State};
use rand::RngCore;

use super::account::UploadedFile;
use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::imaging::{self, ImagingError};
use crate::state::AppState;

pub const MAX_UPLOAD_BYTES: usize = 10 * 1024 * 1024;
const FOLDERS: [&str; 7] = ["avatars", "salons", "masters", "portfolio", "blog", "chat", "misc"];

/// Recognises an image by its first bytes; user files are never trusted by name or header.
fn sniff(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(("image/jpeg", "jpg"))
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(("image/png", "png"))
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(("image/gif", "gif"))
    } else if bytes.len() > 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(("image/webp", "webp"))
    } else {
        None
    }
}

/// Checks an uploaded picture's size from its header, then decodes it and stores it as a WebP
/// at most [`imaging::MAX_STORED_WIDTH`] wide.
fn normalize_image(bytes: &[u8]) -> Result<imaging::Webp, ImagingError> {
    let (width, height) = imaging::dimensions(bytes)?;
    imaging::check_size(width, height)?;
    imaging::to_webp(bytes, imaging::MAX_STORED_WIDTH)
}

fn image_error(error: ImagingError) -> ApiError {
    match error {
        ImagingError::Decode(_) => ApiError::field("file", FieldError::new("wrong_format")),
        ImagingError::TooLarge(..) => {
            ApiError::field("file", FieldError::new("max_value").with("max", format!("{}x{}", imaging::MAX_SIDE, imaging::MAX_SIDE)))
        }
        ImagingError::TooSmall(..) => {
            ApiError::field("file", FieldError::new("min_value").with("min", format!("{}x{}", imaging::MIN_SIDE, imaging::MIN_SIDE)))
        }
        other => ApiError::internal(other),
    }
}

/// Stores an uploaded image (JPEG, PNG, GIF or WebP, at most 10 MB; at least 16x16 and at most
/// 8000x8000 pixels), re-encoded as a WebP at most 1920 pixels wide without its metadata.
#[utoipa::path(post, path = "/upload-file", tag = "account", request_body(content_type = "multipart/form-data", description = "file and folder"), responses((status = 200, body = UploadedFile), (status = 422, body = crate::error::ErrorBody)))]
pub async fn upload_file(State(state): State<AppState>, user: CurrentUser, mut multipart: Multipart) -> ApiResult<Json<UploadedFile>> {
    let mut folder = "misc".to_owned();
    let mut upload: Option<(String, Vec<u8>)> = None;
    while let Some(field) = multipart.next_field().await.map_err(|_| ApiError::field("file", FieldError::new("wrong_format")))? {
        match field.name() {
            Some("folder") => folder = field.text().await.unwrap_or_default(),
            Some("file") => {
                let name =
                    field.file_name().unwrap_or("file").chars().filter(|c| !c.is_control() && *c != '/' && *c != '\\').take(120).collect();
                let bytes = field.bytes().await.map_err(|_| ApiError::new(crate::error::ErrorCode::PayloadTooLarge))?;
                upload = Some((name, bytes.to_vec()));
            }
            _ => {}
        }
    }
    let (name, bytes) = upload.ok_or_else(|| ApiError::field("file", FieldError::new("required")))?;
    if !FOLDERS.contains(&folder.as_str()) {
        return Err(ApiError::field("folder", FieldError::new("wrong_format")));
    }
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(ApiError::new(crate::error::ErrorCode::PayloadTooLarge));
    }
    let (mime, ext) = sniff(&bytes).ok_or_else(|| ApiError::field("file", FieldError::new("wrong_format")))?;
    // Raster pictures are decoded and re-encoded: that proves they are pictures, drops their
    // metadata (EXIF with GPS positions, camera serials) and caps their width.
    let (bytes, mime, ext, dims) = if crate::images::is_raster(mime) {
        let image = imaging::run_blocking(move || normalize_image(&bytes)).await.map_err(image_error)?;
        (image.bytes, "image/webp", "webp", Some((image.width as i32, image.height as i32)))
    } else {
        (bytes, mime, ext, None)
    };
    let mut random = [0u8; 12];
    rand::rng().fill_bytes(&mut random);
    let stored_name = format!("{}.{ext}", hex::encode(random));
    let storage_key = format!("{folder}/{stored_name}");
    let size = bytes.len() as i64;
    state.storage.put(&object_store::path::Path::from(storage_key.as_str()), bytes.into()).await.map_err(ApiError::internal)?;
    let file = store::files::insert_file(
        &state.db,
        store::files::NewFile { folder: &folder, name: &name, storage_key: &storage_key, mime, size, dims, uploaded_by: user.account.id },
    )
    .await?;
    Ok(Json(UploadedFile::from(file)))
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;

    fn encoded(image: image::DynamicImage, format: image::ImageFormat) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, format).unwrap();
        out.into_inner()
    }

    fn gradient(width: u32, height: u32) -> image::DynamicImage {
        image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])).into()
    }

    /// A JPEG with an EXIF block: orientation 6 (turn 90° clockwise) and a marker string that
    /// stands for the GPS position and camera serial a phone would write.
    fn jpeg_with_exif(width: u32, height: u32) -> Vec<u8> {
        let jpeg = encoded(gradient(width, height), image::ImageFormat::Jpeg);
        let mut tiff = b"MM\0\x2a\0\0\0\x08".to_vec();
        tiff.extend_from_slice(&[0, 1]); // one entry
        tiff.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]); // Orientation = 6
        tiff.extend_from_slice(&[0, 0, 0, 0]); // no next IFD
        tiff.extend_from_slice(b"SECRET-GPS-41.0082N-28.9784E");
        let mut app1 = b"Exif\0\0".to_vec();
        app1.extend_from_slice(&tiff);
        let mut out = jpeg[..2].to_vec();
        out.extend_from_slice(&[0xFF, 0xE1]);
        out.extend_from_slice(&((app1.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(&app1);
        out.extend_from_slice(&jpeg[2..]);
        out
    }

    #[test]
    fn images_are_stored_as_webp_without_metadata_and_upright() {
        let upload = jpeg_with_exif(64, 40);
        assert!(upload.windows(10).any(|w| w == b"SECRET-GPS"));
        let stored = normalize_image(&upload).unwrap();
        assert_eq!(sniff(&stored.bytes).unwrap().0, "image/webp");
        assert!(!stored.bytes.windows(10).any(|w| w == b"SECRET-GPS"));
        // Turned by its orientation: 64x40 landscape pixels become a 40x64 portrait.
        assert_eq!((stored.width, stored.height), (40, 64));
        assert_eq!(imaging::dimensions(&stored.bytes).unwrap(), (40, 64));
    }

    #[test]
    fn wide_images_are_scaled_to_1920() {
        let stored = normalize_image(&encoded(gradient(2400, 1200), image::ImageFormat::Png)).unwrap();
        assert_eq!((stored.width, stored.height), (1920, 960));
        let gif = normalize_image(&encoded(gradient(300, 200), image::ImageFormat::Gif)).unwrap();
        assert_eq!((gif.width, gif.height), (300, 200));
    }

    #[test]
    fn undecodable_tiny_and_huge_images_are_refused() {
        let field_code = |error: ApiError| error.fields["file"][0].code;
        let mut broken = encoded(gradient(64, 64), image::ImageFormat::Png);
        broken.truncate(70);
        assert_eq!(field_code(image_error(normalize_image(&broken).unwrap_err())), "wrong_format");
        assert_eq!(field_code(image_error(normalize_image(b"\x89PNG\r\n\x1a\nnot really").unwrap_err())), "wrong_format");
        assert_eq!(
            field_code(image_error(normalize_image(&encoded(gradient(15, 400), image::ImageFormat::Png)).unwrap_err())),
            "min_value"
        );
        // Refused from the header alone: 8001 pixels wide.
        assert_eq!(
            field_code(image_error(normalize_image(&encoded(gradient(8001, 16), image::ImageFormat::Png)).unwrap_err())),
            "max_value"
        );
        assert!(normalize_image(&encoded(gradient(16, 16), image::ImageFormat::Png)).is_ok());
    }

    #[test]
    fn sniffs_images_only() {
        assert_eq!(super::sniff(b"\x89PNG\r\n\x1a\nrest").unwrap().1, "png");
        assert_eq!(super::sniff(&[0xFF, 0xD8, 0xFF, 0xE0]).unwrap().1, "jpg");
        assert!(super::sniff(b"<svg onload=alert(1)>").is_none());
        assert!(super::sniff(b"%PDF-1.7").is_none());
    }
}
