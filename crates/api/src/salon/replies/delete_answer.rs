//! `DELETE /replies/{id}/answer`: removes the salon's answer.

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::Path;
use crate::review_table::ReviewState;
use crate::state::AppState;

use super::own_review;

/// Removes the salon's answer to a review (nothing to remove is fine).
#[utoipa::path(delete, path = "/replies/{id}/answer", operation_id = "salon_reply_answer_delete", tag = "salon", params(("id" = i64, Path)), responses((status = 200, body = ReviewState), (status = 404, body = crate::error::ErrorBody)))]
pub async fn delete_answer(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ReviewState>> {
    let review = own_review(&state, &staff, id).await?;
    let updated = store::review_moderation::set_answer(&state.db, &review, None, staff.user.actor(), Utc::now()).await?;
    Ok(Json(updated.into()))
}
