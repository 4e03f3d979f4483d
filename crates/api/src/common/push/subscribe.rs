//! Subscribes this browser to the user's pushes.

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use chrono::Utc;
use domain::push::Subscription;
use serde::{Deserialize, Serialize};
use store::push_subscriptions::{NewSubscription, Subscribed};
use utoipa::ToSchema;

/// The browser's keys, as `PushSubscription.toJSON()` gives them.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PushKeys {
    /// base64url of the browser's P-256 public key (65 bytes).
    #[schema(max_length = 200)]
    pub p256dh: String,
    /// base64url of the browser's authentication secret (16 bytes).
    #[schema(max_length = 200)]
    pub auth: String,
}

/// `PushSubscription.toJSON()` (its `expirationTime` is ignored) and an optional device label.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PushSubscriptionBody {
    /// The push service's URL for this browser.
    #[schema(max_length = 1024)]
    pub endpoint: String,
    pub keys: PushKeys,
    /// How the user tells devices apart; the browser's user agent when absent (cut to 200 characters).
    #[serde(default)]
    pub device: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PushDevice {
    pub id: i64,
    /// False when this browser was subscribed already (its row was updated).
    pub created: bool,
}

/// Subscribes this browser: a new device of the account, or the same one updated (never a second
/// row for one endpoint). An endpoint of another account's browser is refused (409
/// `push_endpoint_taken`); the browser then makes a new subscription.
#[utoipa::path(
    post,
    path = "/push/subscriptions",
    operation_id = "push_subscribe",
    tag = "account",
    request_body = PushSubscriptionBody,
    responses((status = 200, body = PushDevice), (status = 409, body = crate::error::ErrorBody))
)]
pub async fn subscribe(
    State(state): State<AppState>,
    user: CurrentUser,
    headers: HeaderMap,
    ValidJson(body): ValidJson<PushSubscriptionBody>,
) -> ApiResult<Json<PushDevice>> {
    if state.push.public_key().is_none() {
        return Err(ApiError::new(ErrorCode::PushUnavailable));
    }
    let agent = headers.get(axum::http::header::USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let device = body.device.as_deref().unwrap_or(agent);
    let parsed = Subscription::parse(&body.endpoint, &body.keys.p256dh, &body.keys.auth, device, &state.push.destinations())?;
    let new = NewSubscription { endpoint: &parsed.endpoint, p256dh: &parsed.p256dh, auth: &parsed.auth, device: &parsed.device };
    match store::push_subscriptions::subscribe(&state.db, user.account.id, new, Utc::now()).await? {
        Subscribed::Added(id) => Ok(Json(PushDevice { id, created: true })),
        Subscribed::Updated(id) => Ok(Json(PushDevice { id, created: false })),
        Subscribed::Taken => Err(ApiError::new(ErrorCode::PushEndpointTaken)),
    }
}
