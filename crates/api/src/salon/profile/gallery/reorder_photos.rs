//! Puts the gallery in a new order. An id that is not a photo of this salon is a 404; a list

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use store::salon_profile::{self as profile};
use utoipa::ToSchema;

use super::*;

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
