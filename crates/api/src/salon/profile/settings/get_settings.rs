//! The salon's settings.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The salon's settings.
#[utoipa::path(get, path = "/settings", operation_id = "salon_get_settings", tag = "salon", responses((status = 200, body = SalonSettings), (status = 403, body = crate::error::ErrorBody)))]
pub async fn get_settings(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
) -> ApiResult<Json<SalonSettings>> {
    Ok(Json(load(&state, locale, staff.salon_id).await?))
}
