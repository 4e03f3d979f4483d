//! `POST /subscription/cancel`: the plan ends at the period's end (paid days are kept).

use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::{SubscriptionView, view};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// Cancels at the period's end; 404 without a live subscription.
#[utoipa::path(post, path = "/subscription/cancel", operation_id = "salon_subscription_cancel", tag = "salon", responses((status = 200, body = SubscriptionView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn cancel(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<SubscriptionView>> {
    store::subscriptions::billing::set_cancel_at_period_end(&state.db, staff.salon_id, true, Utc::now())
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(view(&state, staff.salon_id).await?))
}
