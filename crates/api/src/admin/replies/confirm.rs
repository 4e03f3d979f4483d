//! `POST /admin/replies/{id}/confirm`: the review is placed (public and counted), whatever the
//! salon said; the salon can no longer dispute it.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::review::Status;
use store::review_moderation::StatusChange;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::review_table::ReviewState;
use crate::state::AppState;

/// Confirms a review: placed, counted in the salon's rating.
#[utoipa::path(post, path = "/replies/{id}/confirm", operation_id = "admin_reply_confirm", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = ReviewState), (status = 404, body = crate::error::ErrorBody)))]
pub async fn confirm(State(state): State<AppState>, AdminUser(admin): AdminUser, Path(id): Path<i64>) -> ApiResult<Json<ReviewState>> {
    let review = store::review_moderation::review(&state.db, None, id).await?.ok_or_else(ApiError::not_found)?;
    let change = StatusChange { status: Status::Placed, reason: None, by_admin: true, action: "review.confirm" };
    let updated = store::review_moderation::set_status(&state.db, &review, change, admin.actor(), Utc::now()).await?;
    Ok(Json(updated.into()))
}
