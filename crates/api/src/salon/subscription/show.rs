//! `GET /subscription`: the payment screen's data.

use axum::Json;
use axum::extract::State;

use super::{SubscriptionView, view};
use crate::auth::SalonStaff;
use crate::error::ApiResult;
use crate::state::AppState;

/// The salon's plan, subscription status, next charge, card and payment history.
#[utoipa::path(get, path = "/subscription", operation_id = "salon_subscription", tag = "salon", responses((status = 200, body = SubscriptionView)))]
pub async fn show(State(state): State<AppState>, staff: SalonStaff) -> ApiResult<Json<SubscriptionView>> {
    Ok(Json(view(&state, staff.salon_id).await?))
}
