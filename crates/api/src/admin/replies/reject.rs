//! `POST /admin/replies/{id}/reject` `{reason}`: the review is hidden and no longer counted.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::review::{Status, parse_reason};
use store::review_moderation::StatusChange;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::review_table::{RejectBody, ReviewState};
use crate::state::AppState;

/// Rejects a review with a reason: hidden from the salon page and its rating.
#[utoipa::path(post, path = "/replies/{id}/reject", operation_id = "admin_reply_reject", tag = "admin", params(("id" = i64, Path)), request_body = RejectBody, responses((status = 200, body = ReviewState), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn reject(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<RejectBody>,
) -> ApiResult<Json<ReviewState>> {
    let reason = parse_reason(body.reason.as_deref())?;
    let review = store::review_moderation::review(&state.db, None, id).await?.ok_or_else(ApiError::not_found)?;
    let change = StatusChange { status: Status::Rejected, reason: Some(&reason), by_admin: true, action: "review.reject" };
    let updated = store::review_moderation::set_status(&state.db, &review, change, admin.actor(), Utc::now()).await?;
    Ok(Json(updated.into()))
}
