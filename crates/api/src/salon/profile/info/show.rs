//! The salon's profile and gallery.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The salon's profile and gallery.
#[utoipa::path(get, path = "/info", operation_id = "salon_info", tag = "salon", responses((status = 200, body = SalonInfo), (status = 403, body = crate::error::ErrorBody)))]
pub async fn info(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<SalonInfo>> {
    Ok(Json(load(&state, staff.salon_id).await?))
}
