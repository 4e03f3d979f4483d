//! `POST /subscription/resume`: lifts a cancellation before the period ends.

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::{SubscriptionView, view};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// Renews again at the period's end; 404 once the subscription has ended (upgrade instead).
#[utoipa::path(post, path = "/subscription/resume", operation_id = "salon_subscription_resume", tag = "salon", responses((status = 200, body = SubscriptionView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn resume(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<SubscriptionView>> {
    store::subscriptions::billing::set_cancel_at_period_end(&state.db, staff.salon_id, false, Utc::now())
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(view(&state, staff.salon_id).await?))
}
