//! `POST /subscription/change-card`: a new card for the renewals; nothing is charged.

use axum::Json;
use axum::extract::State;

use super::{CheckoutBody, CheckoutView, checkout_request, provider_error, settle};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::ports::Purpose;
use crate::state::AppState;

/// Keeps a new card (development: the test card; iyzico: its card-update form). 404 without a
/// subscription; 402 when the card is declined.
#[utoipa::path(post, path = "/subscription/change-card", operation_id = "salon_subscription_change_card", tag = "salon", request_body = CheckoutBody, responses((status = 200, body = CheckoutView), (status = 402, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn change_card(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<CheckoutBody>,
) -> ApiResult<Json<CheckoutView>> {
    store::subscriptions::current(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let request = checkout_request(&state, &staff, Purpose::ChangeCard, body.card).await?;
    let checkout = state.payments.start(&request).await.map_err(provider_error)?;
    Ok(Json(settle(&state, staff.salon_id, Purpose::ChangeCard, checkout).await?))
}
