//! `POST /payments/webhook/{provider}`: a renewal paid or failed, as the provider reports it.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use chrono::Utc;
use domain::plan::Plan;
use store::subscriptions::billing;

use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::state::AppState;

/// Verifies the signature (401 `unauthorized` when it does not match), records the event once
/// and applies it in the same transaction: a repeated delivery answers 200 and changes nothing.
/// An event for an unknown subscription is recorded and ignored.
#[utoipa::path(post, path = "/payments/webhook/{provider}", operation_id = "payments_webhook", tag = "site", params(("provider" = String, Path)), request_body(content = String, content_type = "application/json"), responses((status = 200), (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn webhook(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<&'static str> {
    if provider != state.payments.name() {
        return Err(ApiError::not_found());
    }
    let event = state.payments.webhook(&headers, &body).map_err(|err| {
        tracing::warn!(error = %err, "payment webhook refused");
        ApiError::new(ErrorCode::Unauthorized)
    })?;
    let now = Utc::now();
    let txn = billing::begin(&state.db).await?;
    let payload = String::from_utf8_lossy(&body);
    if !store::subscriptions::events::first_seen(&*txn, &provider, &event.event_id, &payload, now).await? {
        return Ok("duplicate");
    }
    if let Some(sub) = billing::by_provider_ref(&*txn, &provider, &event.subscription_ref).await? {
        let amount = Plan::parse(&sub.plan).monthly_price_kurus();
        match &event.failure {
            None => {
                billing::renewed(&*txn, &sub, amount, event.payment_ref.clone(), now).await?;
            }
            Some(reason) => {
                billing::renewal_failed(&*txn, &sub, amount, reason, now).await?;
            }
        }
    }
    txn.commit().await.map_err(|e| ApiError::internal(store::Error::from(e)))?;
    Ok("ok")
}
