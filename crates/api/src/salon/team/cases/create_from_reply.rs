//! `POST /employees/cases/create-from-reply/{id}` (spec §7): turns a reviewed visit into a
//! portfolio case of the visit's master — its service, day and start time; photos are added
//! later on the case's form.

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::salon::team::employees::master_of;
use crate::state::AppState;

use super::*;

/// Makes a portfolio case from the visit a review of the salon is about. 404 for another salon's
/// review or a removed master; 409 `review_has_no_visit` for a review without a visit.
#[utoipa::path(post, path = "/employees/cases/create-from-reply/{id}", operation_id = "salon_employee_case_create_from_reply", tag = "salon", params(("id" = i64, Path)), responses((status = 200, body = CaseView), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn create_from_reply(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    Path(id): Path<i64>,
) -> ApiResult<Json<CaseView>> {
    let review = store::review_moderation::review(&state.db, Some(staff.salon_id), id).await?.ok_or_else(ApiError::not_found)?;
    let visit =
        store::review_moderation::reviewed_visit(&state.db, &review).await?.ok_or_else(|| ApiError::new(ErrorCode::ReviewHasNoVisit))?;
    // The visit's master must still work here (a removed one's cases are not shown).
    master_of(&state, &staff, visit.master_id).await?;
    let case = store::review_moderation::case_from_review(&state.db, &review, &visit, staff.user.actor(), Utc::now()).await?;
    Ok(Json(one(&state, locale, case.id).await?))
}
