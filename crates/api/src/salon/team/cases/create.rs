//! Adds a case to a master of the salon.

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::salon::team::employees::master_of;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::*;

/// Adds a case to a master of the salon.
#[utoipa::path(post, path = "/employees/cases/create", operation_id = "salon_employee_case_create", tag = "salon", request_body = CaseForm, responses((status = 200, body = CaseView), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidJson(body): ValidJson<CaseForm>,
) -> ApiResult<Json<CaseView>> {
    let master_id = body.master_id.ok_or_else(|| ApiError::field("master_id", FieldError::new("required")))?;
    let master = master_of(&state, &staff, master_id).await?;
    let data = parse(&state, &staff, &body, None).await?;
    let case = store::team::cases::create(&state.db, master.id, &data, Utc::now()).await?;
    Ok(Json(one(&state, locale, case.id).await?))
}
