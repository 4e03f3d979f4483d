//! `POST /subscription/trial`: the paid plan's free trial, once per salon, without a card.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::plan::Plan;

use super::{SubscriptionView, view};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;

/// Premium for `TRIAL_DAYS` days at no charge; at its end the renewal sweep charges a card saved
/// meanwhile (upgrade or change card), or the salon is back on the free plan. 409
/// `subscription_active` when the salon has (or had) a subscription: the trial is for the first
/// time only.
#[utoipa::path(post, path = "/subscription/trial", operation_id = "salon_subscription_trial", tag = "salon", responses((status = 200, body = SubscriptionView), (status = 409, body = crate::error::ErrorBody)))]
pub async fn trial(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<SubscriptionView>> {
    store::subscriptions::billing::start_trial(&state.db, staff.salon_id, Plan::Premium, state.payments.name(), Utc::now())
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::SubscriptionActive))?;
    Ok(Json(view(&state, staff.salon_id).await?))
}
