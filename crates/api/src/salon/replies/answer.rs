//! `PUT /replies/{id}/answer` `{text}`: the salon's public answer, shown under the review on the
//! salon page (Google and Booksy users expect one). Saving again replaces it.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::review::parse_answer;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::json::{Path, ValidJson};
use crate::review_table::ReviewState;
use crate::state::AppState;

use super::own_review;

#[derive(Debug, Deserialize, ToSchema)]
pub struct AnswerBody {
    /// 1 to 1000 characters.
    #[schema(min_length = 1, max_length = 1000)]
    pub text: String,
}

/// Sets the salon's answer to a review.
#[utoipa::path(put, path = "/replies/{id}/answer", operation_id = "salon_reply_answer", tag = "salon", params(("id" = i64, Path)), request_body = AnswerBody, responses((status = 200, body = ReviewState), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn answer(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<AnswerBody>,
) -> ApiResult<Json<ReviewState>> {
    let text = parse_answer(&body.text)?;
    let review = own_review(&state, &staff, id).await?;
    let updated = store::review_moderation::set_answer(&state.db, &review, Some(text), staff.user.actor(), Utc::now()).await?;
    Ok(Json(updated.into()))
}
