//! Declines a request with a reason.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::limits::MODERATION_REASON_MAX_CHARS;
use serde::Deserialize;
use store::service_moderation as moderation;
use utoipa::ToSchema;

use super::*;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::{Path, ValidJson};
use crate::state::AppState;

/// Why the request is declined; the salon reads it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct DeclineRequestInput {
    /// Required, at most 500 characters.
    #[schema(max_length = 500)]
    pub reason: String,
}

/// Declines a pending request with a reason (required, at most 500 characters) that the salon
/// sees beside the request and in its notification. Audited as `service.decline`.
#[utoipa::path(
    post,
    path = "/service-requests/{id}/decline",
    operation_id = "admin_decline_service_request",
    tag = "admin",
    params(("id" = i64, Path)),
    request_body = DeclineRequestInput,
    responses(
        (status = 200, body = serde_json::Value),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)
    )
)]
pub async fn decline(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<DeclineRequestInput>,
) -> ApiResult<Json<serde_json::Value>> {
    let mut out = Problems::default();
    let reason = out.required_text("reason", &body.reason, MODERATION_REASON_MAX_CHARS);
    out.into_result()?;
    let Some(reason) = reason else { return Err(ApiError::field("reason", FieldError::new("required"))) };
    let notified = moderation::decline(&state.db, admin.actor(), id, &reason, Utc::now()).await?.map_err(refused)?;
    signal(&state, &notified).await;
    Ok(Json(serde_json::json!({})))
}
