//! The salon's reviews (spec §7 salon "replies (GET list, masters; POST confirm/{id},
//! reject/{id})"): the list with filters, confirm, reject — which disputes the review before the
//! platform admin rather than hiding it — and a public answer shown under the review on the
//! salon page. Every handler looks the review up within the staff's salon: another salon's
//! review is a 404. Writes record an audit `Change` (entity `review`).

mod answer;
mod confirm;
mod delete_answer;
mod list;
mod masters;
mod reject;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use store::model::Review;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list))
        .routes(routes!(masters::masters))
        .routes(routes!(confirm::confirm))
        .routes(routes!(reject::reject))
        .routes(routes!(answer::answer, delete_answer::delete_answer))
}

/// The review `id` of the staff's salon, else a 404.
async fn own_review(state: &AppState, staff: &SalonStaff, id: i64) -> ApiResult<Review> {
    store::review_moderation::review(&state.db, Some(staff.salon_id), id).await?.ok_or_else(ApiError::not_found)
}
