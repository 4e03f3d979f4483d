//! Changes a case of one of the salon's masters; another salon's case is a 404.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// Changes a case of one of the salon's masters; another salon's case is a 404.
#[utoipa::path(put, path = "/employees/cases/{id}", operation_id = "salon_employee_case_update", tag = "salon", request_body = CaseForm, responses((status = 200, body = CaseView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<CaseForm>,
) -> ApiResult<Json<CaseView>> {
    let case = store::team::cases::case_of_salon(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let data = parse(&state, &staff, &body, Some(&case)).await?;
    store::team::cases::update(&state.db, &case, &data).await?;
    Ok(Json(one(&state, locale, case.id).await?))
}
