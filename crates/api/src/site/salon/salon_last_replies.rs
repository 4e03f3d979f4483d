//! Rating averages and the latest placed reviews of a salon.

use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::Path;
use crate::json::ValidQuery;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use store::salon_page as page;
use utoipa::{IntoParams, ToSchema};

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RepliesQuery {
    /// How many reviews, 1 to 50 (default 10); beyond is a 422.
    #[param(minimum = 1, maximum = 50)]
    pub limit: Option<u64>,
}

/// The most reviews one call returns.
pub const REPLIES_LIMIT_MAX: u64 = 50;

#[derive(Debug, Serialize, ToSchema)]
pub struct Reply {
    pub id: i64,
    /// First name and initial ("Ayşe K.").
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    pub text: Option<String>,
    pub created_at: chrono::DateTime<Utc>,
    pub master_name: Option<String>,
    pub service_name: Option<String>,
    /// The salon's public answer, shown under the review.
    pub answer: Option<String>,
    pub answered_at: Option<chrono::DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonReplies {
    pub rating: RatingSummary,
    pub replies: Vec<Reply>,
}

pub async fn load_replies(state: &AppState, salon_id: i64, limit: u64) -> ApiResult<SalonReplies> {
    let replies = page::last_replies(&state.db, salon_id, limit.clamp(1, REPLIES_LIMIT_MAX)).await?;
    Ok(SalonReplies {
        rating: page::rating(&state.db, Some(salon_id), None).await?.into(),
        replies: replies
            .into_iter()
            .map(|r| Reply {
                id: r.review.id,
                // Readers see "Ayşe K.", never the full name the review was stored with.
                author_name: domain::person::public_name(&r.review.author_name),
                service_quality: r.review.service_quality,
                atmosphere: r.review.atmosphere,
                cleanliness: r.review.cleanliness,
                text: r.review.text,
                created_at: r.review.created_at,
                master_name: r.master_name,
                service_name: None,
                answer: r.review.answer,
                answered_at: r.review.answered_at,
            })
            .collect(),
    })
}

/// Rating averages and the latest placed reviews of a salon.
#[utoipa::path(get, path = "/salon-last-replies/{id}", tag = "site", params(("id" = String, Path, description = "Salon id or slug"), RepliesQuery), responses((status = 200, body = SalonReplies), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn salon_last_replies(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<RepliesQuery>,
) -> ApiResult<Json<SalonReplies>> {
    // Refused rather than clamped, as the document's bounds say.
    let limit = query.limit.unwrap_or(10);
    if !(1..=REPLIES_LIMIT_MAX).contains(&limit) {
        return Err(ApiError::field("limit", FieldError::new("between").with("min", 1).with("max", REPLIES_LIMIT_MAX)));
    }
    let salon = salon_or_404(&state, &id).await?;
    Ok(Json(load_replies(&state, salon.id, limit).await?))
}
