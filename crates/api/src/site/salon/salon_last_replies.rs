//! Rating averages and pages of the placed reviews of a salon (optionally of one master there) or
//! of a master (issue #16 item 9).

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
    /// 1-based page of `limit` reviews (default 1); beyond 10 000 is a 422.
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
    /// Only this master's reviews at the salon (the averages follow the filter).
    #[param(minimum = 1)]
    pub master_id: Option<i64>,
}

/// A master's reviews: `limit` and `page` as for a salon.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MasterRepliesQuery {
    /// How many reviews, 1 to 50 (default 10); beyond is a 422.
    #[param(minimum = 1, maximum = 50)]
    pub limit: Option<u64>,
    /// 1-based page of `limit` reviews (default 1); beyond 10 000 is a 422.
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
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

/// A page of reviews with the averages of all the reviews the filter matches.
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonReplies {
    /// Averages over every review matching the filter (the salon, the master there, or the master).
    pub rating: RatingSummary,
    pub replies: Vec<Reply>,
    /// How many reviews match the filter in all.
    pub count: u64,
    /// The page shown (1-based) and its size.
    pub page: u64,
    pub limit: u64,
}

/// The first page of a salon's reviews (what its page embeds).
pub async fn load_replies(state: &AppState, salon_id: i64, limit: u64) -> ApiResult<SalonReplies> {
    let filter = page::ReplyFilter { salon_id: Some(salon_id), master_id: None };
    load_page(state, filter, domain::paging::Window { offset: 0, limit: limit.clamp(1, REPLIES_LIMIT_MAX) }).await
}

/// The first page of a master's reviews (what the master's page embeds); the caller has found the
/// master as the public page shows it (`load_employee`).
pub async fn load_employee_replies(state: &AppState, master_id: i64, limit: u64) -> ApiResult<SalonReplies> {
    let filter = page::ReplyFilter { salon_id: None, master_id: Some(master_id) };
    load_page(state, filter, domain::paging::Window { offset: 0, limit: limit.clamp(1, REPLIES_LIMIT_MAX) }).await
}

/// `limit` and `page` of a request, refused rather than clamped, as the document's bounds say.
fn window(limit: Option<u64>, page: Option<u64>) -> ApiResult<domain::paging::Window> {
    let limit = limit.unwrap_or(10);
    if !(1..=REPLIES_LIMIT_MAX).contains(&limit) {
        return Err(ApiError::field("limit", FieldError::new("between").with("min", 1).with("max", REPLIES_LIMIT_MAX)));
    }
    let page = page.unwrap_or(1);
    if !(1..=domain::paging::MAX_PAGE).contains(&page) {
        return Err(ApiError::field("page", FieldError::new("between").with("min", 1).with("max", domain::paging::MAX_PAGE)));
    }
    Ok(domain::paging::Window { offset: (page - 1) * limit, limit })
}

async fn load_page(state: &AppState, filter: page::ReplyFilter, window: domain::paging::Window) -> ApiResult<SalonReplies> {
    let (replies, count) = page::replies(&state.db, filter, window.offset, window.limit).await?;
    Ok(SalonReplies {
        rating: page::rating(&state.db, filter.salon_id, filter.master_id).await?.into(),
        count,
        page: window.offset / window.limit + 1,
        limit: window.limit,
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

/// Rating averages and a page of the placed reviews of a salon, newest first, optionally of one master there.
#[utoipa::path(get, path = "/salon-last-replies/{id}", tag = "site", params(("id" = String, Path, description = "Salon id or slug"), RepliesQuery), responses((status = 200, body = SalonReplies), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn salon_last_replies(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<RepliesQuery>,
) -> ApiResult<Json<SalonReplies>> {
    let window = window(query.limit, query.page)?;
    if query.master_id.is_some_and(|id| id < 1) {
        return Err(ApiError::field("master_id", FieldError::new("min_value").with("min", 1)));
    }
    let salon = salon_or_404(&state, &id).await?;
    Ok(Json(load_page(&state, page::ReplyFilter { salon_id: Some(salon.id), master_id: query.master_id }, window).await?))
}

/// Rating averages and a page of a master's placed reviews, newest first (the master page).
#[utoipa::path(get, path = "/salon/employee-replies/{id}", tag = "site", params(("id" = String, Path, description = "Master id"), MasterRepliesQuery), responses((status = 200, body = SalonReplies), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn employee_replies(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<MasterRepliesQuery>,
) -> ApiResult<Json<SalonReplies>> {
    let window = window(query.limit, query.page)?;
    let id: i64 = id.parse().map_err(|_| ApiError::not_found())?;
    // The same master the public page shows: under contract at an active plan, at a salon a visitor may open.
    let master = page::master(&state.db, id).await?.filter(|m| m.contract_active && !m.plan_inactive).ok_or_else(ApiError::not_found)?;
    salon_or_404(&state, &master.salon_id.to_string()).await?;
    Ok(Json(load_page(&state, page::ReplyFilter { salon_id: None, master_id: Some(master.id) }, window).await?))
}
