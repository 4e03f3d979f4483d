//! The salon's gallery (spec §2 salon: gallery upload with reorder and delete): files uploaded
//! through `/api/common/upload-file` are added, put in order, removed.

mod add_photo;
mod delete_photo;
mod reorder_photos;

pub use add_photo::*;
pub use delete_photo::*;
pub use reorder_photos::*;

use crate::error::{ApiError, ApiResult};
use crate::images::{ImageRef, image_ref};
use crate::state::AppState;
use serde::Serialize;
use store::salon_profile::{self as profile};
use utoipa::ToSchema;

/// A gallery photo: `id` is what reorder and delete name.
#[derive(Debug, Serialize, ToSchema)]
pub struct GalleryPhoto {
    pub id: i64,
    pub file_id: i64,
    pub image: ImageRef,
}

pub fn gallery_out(salon_name: &str, photos: Vec<profile::GalleryPhoto>) -> Vec<GalleryPhoto> {
    photos
        .into_iter()
        .enumerate()
        .map(|(i, p)| GalleryPhoto { id: p.id, file_id: p.file.id, image: image_ref(&p.file, &format!("{salon_name} {}", i + 1)) })
        .collect()
}

async fn current(state: &AppState, salon_id: i64) -> ApiResult<Vec<GalleryPhoto>> {
    let salon = store::salon_page::salon(&state.db, salon_id).await?.ok_or_else(ApiError::not_found)?;
    Ok(gallery_out(&salon.name, profile::gallery(&state.db, salon_id).await?))
}
