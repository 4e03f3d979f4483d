//! The appointment in full; the first opening by the salon marks it viewed.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::salon::desk::rows::DeskAct;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::*;

/// The appointment in full; the first opening by the salon marks it viewed.
#[utoipa::path(get, path = "/schedule/acts/{id}", operation_id = "salon_act", tag = "salon", responses((status = 200, body = DeskAct), (status = 404, body = crate::error::ErrorBody)))]
pub async fn detail(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
) -> ApiResult<Json<DeskAct>> {
    own(&state, &staff, id).await?;
    store::desk::writes::mark_viewed(&state.db, staff.salon_id, id, Utc::now()).await?;
    answer(&state, locale, own(&state, &staff, id).await?).await
}
