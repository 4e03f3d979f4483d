//! `POST /replies/reject/{id}` `{reason}`: the salon disputes a review. It is hidden and not
//! counted until the platform admin confirms or rejects it (a salon cannot silently remove what a
//! client wrote).

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::review::{SalonDecision, Status, parse_reason, salon_decides};
use store::review_moderation::StatusChange;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::{Path, ValidJson};
use crate::review_table::{RejectBody, ReviewState};
use crate::state::AppState;

use super::own_review;

/// Disputes a review of the salon with a reason: `disputed`, for the admin to decide. 409
/// `review_decided` once the admin has decided on it.
#[utoipa::path(post, path = "/replies/reject/{id}", operation_id = "salon_reply_reject", tag = "salon", params(("id" = i64, Path)), request_body = RejectBody, responses((status = 200, body = ReviewState), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reject(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<RejectBody>,
) -> ApiResult<Json<ReviewState>> {
    let reason = parse_reason(body.reason.as_deref())?;
    let review = own_review(&state, &staff, id).await?;
    let current = Status::parse(&review.status).unwrap_or(Status::Rejected);
    let status = salon_decides(current, review.admin_decided_at.is_some(), SalonDecision::Reject)
        .ok_or_else(|| ApiError::new(ErrorCode::ReviewDecided))?;
    let change = StatusChange { status, reason: Some(&reason), by_admin: false, action: "review.dispute" };
    let updated = store::review_moderation::set_status(&state.db, &review, change, staff.user.actor(), Utc::now()).await?;
    crate::admin_notices::notify_admins(
        &state,
        crate::admin_notices::REVIEW_DISPUTED,
        staff.salon_id,
        &[("reason", reason.clone())],
        Utc::now(),
    )
    .await;
    Ok(Json(updated.into()))
}
