//! Forgets this browser's subscription (the push toggle off, or a logout).

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult};
use crate::json::ValidJson;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct PushEndpoint {
    #[schema(max_length = 1024)]
    pub endpoint: String,
}

/// Forgets the user's subscription at `endpoint`; 404 when the user has none there (another
/// account's browser is not touched).
#[utoipa::path(
    post,
    path = "/push/unsubscribe",
    operation_id = "push_unsubscribe",
    tag = "account",
    request_body = PushEndpoint,
    responses((status = 204), (status = 404, body = crate::error::ErrorBody))
)]
pub async fn unsubscribe(
    State(state): State<AppState>,
    user: CurrentUser,
    ValidJson(body): ValidJson<PushEndpoint>,
) -> ApiResult<StatusCode> {
    let endpoint = body.endpoint.trim();
    let mut problems = domain::Problems::default();
    if endpoint.chars().count() > domain::push::MAX_ENDPOINT_LEN {
        problems.push_with("endpoint", "max_length", vec![("max", domain::push::MAX_ENDPOINT_LEN.to_string())]);
    }
    problems.into_result()?;
    if store::push_subscriptions::unsubscribe(&state.db, user.account.id, endpoint).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::not_found())
    }
}
