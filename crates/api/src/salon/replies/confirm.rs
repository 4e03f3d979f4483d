//! `POST /replies/confirm/{id}`: the salon accepts a review (a disputed one is placed again).

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::review::{SalonDecision, Status, salon_decides};
use store::review_moderation::StatusChange;

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::review_table::ReviewState;
use crate::state::AppState;

use super::own_review;

/// Confirms a review of the salon: placed and counted. 409 `review_decided` once the platform
/// admin has decided on it.
#[utoipa::path(post, path = "/replies/confirm/{id}", operation_id = "salon_reply_confirm", tag = "salon", params(("id" = i64, Path)), responses((status = 200, body = ReviewState), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ReviewState>> {
    let review = own_review(&state, &staff, id).await?;
    let current = Status::parse(&review.status).unwrap_or(Status::Rejected);
    let status = salon_decides(current, review.admin_decided_at.is_some(), SalonDecision::Confirm)
        .ok_or_else(|| ApiError::new(ErrorCode::ReviewDecided))?;
    let change = StatusChange { status, reason: None, by_admin: false, action: "review.salon_confirm" };
    let updated = store::review_moderation::set_status(&state.db, &review, change, staff.user.actor(), Utc::now()).await?;
    Ok(Json(updated.into()))
}
