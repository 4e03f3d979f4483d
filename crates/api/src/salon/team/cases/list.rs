//! The cases of one master of the salon, newest first; another salon's master is a 404.

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::salon::team::employees::master_of;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The cases of one master of the salon, newest first; another salon's master is a 404.
#[utoipa::path(get, path = "/employees/{id}/cases", operation_id = "salon_employee_cases", tag = "salon", responses((status = 200, body = Vec<CaseView>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
) -> ApiResult<Json<Vec<CaseView>>> {
    let master = master_of(&state, &staff, id).await?;
    Ok(Json(views(&state, locale, Some(master.id), None).await?))
}
