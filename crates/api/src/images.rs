//! How stored pictures are offered to browsers: a URL and, for raster images, a `srcset` of
//! WebP widths (spec §9 image breakpoints 320 to 1920) that `/api/files` produces on demand.

use serde::Serialize;
use store::model::StoredFile;
use utoipa::ToSchema;

/// Widths a picture is offered in, smallest first.
pub const WIDTHS: [u32; 6] = [320, 480, 640, 960, 1280, 1920];

/// A picture ready for `<img src srcset width height alt>`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ImageRef {
    pub url: String,
    /// `url?w=320 320w, ...` for raster pictures; empty for vector ones.
    pub srcset: String,
    pub width: i32,
    pub height: i32,
    pub alt: String,
}

/// The public URL of a stored file.
pub fn file_url(storage_key: &str) -> String {
    format!("/api/files/{storage_key}")
}

/// The size of a link preview's picture (OpenGraph): what `/api/files/…?fit=og` answers.
pub const OG_IMAGE_SIZE: (u32, u32) = (1200, 630);

/// The link-preview picture of a stored raster file (`None` for vector ones): its cover crop at
/// [`OG_IMAGE_SIZE`], a WebP made once like the `?w=` widths.
pub fn og_image_url(storage_key: &str, mime: &str) -> Option<String> {
    is_raster(mime).then(|| format!("{}?fit=og", file_url(storage_key)))
}

/// Whether `/api/files` can serve resized WebP variants of this file.
pub fn is_raster(mime: &str) -> bool {
    matches!(mime, "image/jpeg" | "image/png" | "image/webp" | "image/gif")
}

pub fn image_ref(file: &StoredFile, alt: &str) -> ImageRef {
    let url = file_url(&file.storage_key);
    let width = file.width.unwrap_or(1200);
    let srcset = if is_raster(&file.mime) {
        WIDTHS
            .iter()
            .filter(|w| **w as i32 <= width.max(WIDTHS[0] as i32))
            .map(|w| format!("{url}?w={w} {w}w"))
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        String::new()
    };
    ImageRef { srcset, width, height: file.height.unwrap_or(800), alt: alt.to_owned(), url }
}
