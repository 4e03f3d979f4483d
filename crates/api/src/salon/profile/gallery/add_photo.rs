//! Adds an uploaded picture at the end of the gallery; answers the whole gallery. A file the

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::limits::GALLERY_PHOTOS_MAX;
use serde::Deserialize;
use store::salon_profile::{self as profile, AddPhotoRefusal};
use utoipa::ToSchema;

use super::*;

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
