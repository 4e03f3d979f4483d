//! `POST /subscription/upgrade`: the paid plan, its first month charged now.

use axum::Json;
use axum::extract::State;
use domain::subscription::Status;

use super::{CheckoutBody, CheckoutView, checkout_request, provider_error, settle};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::ports::Purpose;
use crate::state::AppState;

/// Starts the upgrade: with the development provider the card's outcome comes at once (paid,
/// 402 `payment_insufficient_funds` / `payment_declined` with an unpaid history row, or a 3-D
/// Secure step); with iyzico its form comes back. 409 `subscription_active` while a paid
/// period runs.
#[utoipa::path(post, path = "/subscription/upgrade", operation_id = "salon_subscription_upgrade", tag = "salon", request_body = CheckoutBody, responses((status = 200, body = CheckoutView), (status = 402, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn upgrade(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<CheckoutBody>,
) -> ApiResult<Json<CheckoutView>> {
    let current = store::subscriptions::current(&state.db, staff.salon_id).await?;
    if current.is_some_and(|s| matches!(Status::parse(&s.status), Some(Status::Active))) {
        return Err(ApiError::new(ErrorCode::SubscriptionActive));
    }
    let request = checkout_request(&state, &staff, Purpose::Upgrade, body.card).await?;
    let checkout = state.payments.start(&request).await.map_err(provider_error)?;
    Ok(Json(settle(&state, staff.salon_id, Purpose::Upgrade, checkout).await?))
}
