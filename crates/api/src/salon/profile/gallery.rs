//! The salon's gallery (spec §2 salon: gallery upload with reorder and delete): files uploaded
//! through `/api/common/upload-file` are added, put in order, removed.

use axum::Json;
use axum::extract::{Path, State};
use domain::limits::GALLERY_PHOTOS_MAX;
use serde::{Deserialize, Serialize};
use store::salon_profile::{self as profile, AddPhotoRefusal};
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::images::{ImageRef, image_ref};
use crate::json::ValidJson;
use crate::state::AppState;

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

#[derive(Debug, Deserialize, ToSchema)]
pub struct AddPhoto {
    /// An id from `/api/common/upload-file`, uploaded by the same account.
    pub file_id: i64,
}

/// Adds an uploaded picture at the end of the gallery; answers the whole gallery. A file the
/// account did not upload is a 404.
#[utoipa::path(post, path = "/gallery", operation_id = "salon_add_photo", tag = "salon", request_body = AddPhoto, responses((status = 200, body = Vec<GalleryPhoto>), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn add_photo(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<AddPhoto>,
) -> ApiResult<Json<Vec<GalleryPhoto>>> {
    match profile::add_photo(&state.db, staff.salon_id, body.file_id, staff.user.account.id, GALLERY_PHOTOS_MAX).await? {
        Ok(_) => Ok(Json(current(&state, staff.salon_id).await?)),
        Err(AddPhotoRefusal::NotYours) => Err(ApiError::not_found()),
        Err(AddPhotoRefusal::InUse) => Err(ApiError::field("file_id", FieldError::new("wrong_format"))),
        Err(AddPhotoRefusal::Full) => Err(ApiError::field("file_id", FieldError::new("max_value").with("max", GALLERY_PHOTOS_MAX))),
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PhotoOrder {
    /// Every photo id of the gallery, in the new order.
    pub ids: Vec<i64>,
}

/// Puts the gallery in a new order. An id that is not a photo of this salon is a 404; a list
/// that leaves photos out is a 422.
#[utoipa::path(put, path = "/gallery/order", operation_id = "salon_reorder_photos", tag = "salon", request_body = PhotoOrder, responses((status = 200, body = Vec<GalleryPhoto>), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reorder_photos(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<PhotoOrder>,
) -> ApiResult<Json<Vec<GalleryPhoto>>> {
    let photos = profile::gallery(&state.db, staff.salon_id).await?;
    if body.ids.iter().any(|id| !photos.iter().any(|p| p.id == *id)) {
        return Err(ApiError::not_found());
    }
    if !profile::reorder_photos(&state.db, staff.salon_id, &body.ids).await? {
        return Err(ApiError::field("ids", FieldError::new("wrong_format")));
    }
    Ok(Json(current(&state, staff.salon_id).await?))
}

/// Removes a photo from the gallery; answers the rest.
#[utoipa::path(delete, path = "/gallery/{id}", operation_id = "salon_delete_photo", tag = "salon", params(("id" = i64, Path, description = "Gallery photo id")), responses((status = 200, body = Vec<GalleryPhoto>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_photo(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<Vec<GalleryPhoto>>> {
    if !profile::delete_photo(&state.db, staff.salon_id, id).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(current(&state, staff.salon_id).await?))
}
