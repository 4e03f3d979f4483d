//! Removes a photo from the gallery; answers the rest.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use store::salon_profile::{self as profile};

use super::*;

/// Removes a photo from the gallery; answers the rest.
#[utoipa::path(delete, path = "/gallery/{id}", operation_id = "salon_delete_photo", tag = "salon", params(("id" = i64, Path, description = "Gallery photo id")), responses((status = 200, body = Vec<GalleryPhoto>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_photo(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<Vec<GalleryPhoto>>> {
    if !profile::delete_photo(&state.db, staff.salon_id, id).await? {
        return Err(ApiError::not_found());
    }
    Ok(Json(current(&state, staff.salon_id).await?))
}
