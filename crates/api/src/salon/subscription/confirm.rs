//! `POST /subscription/confirm`: finishes a checkout by its token (the 3-D Secure step
//! confirmed, or back from the provider's form).

use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

use super::{CheckoutView, provider_error, settle};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::ports::Purpose;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ConfirmBody {
    #[schema(max_length = 200)]
    pub token: String,
    /// `upgrade` or `change_card`.
    pub purpose: String,
}

/// Completes the checkout the token names; 402 `payment_declined` for an unknown token.
#[utoipa::path(post, path = "/subscription/confirm", operation_id = "salon_subscription_confirm", tag = "salon", request_body = ConfirmBody, responses((status = 200, body = CheckoutView), (status = 402, body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    staff: SalonStaff,
    ValidJson(body): ValidJson<ConfirmBody>,
) -> ApiResult<Json<CheckoutView>> {
    let purpose = Purpose::parse(&body.purpose).ok_or_else(|| ApiError::new(ErrorCode::Validation))?;
    let checkout = state.payments.complete(purpose, &body.token).await.map_err(provider_error)?;
    Ok(Json(settle(&state, staff.salon_id, purpose, checkout).await?))
}
