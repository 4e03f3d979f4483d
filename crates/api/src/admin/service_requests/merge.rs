//! Merges a request into an existing catalogue service.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use serde::Deserialize;
use store::service_moderation as moderation;
use utoipa::ToSchema;

use super::*;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::{Path, ValidJson};
use crate::state::AppState;

/// The approved catalogue service the request duplicates.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct MergeRequestInput {
    pub service_id: Option<i64>,
}

/// Merges a pending request into an approved catalogue service: the request closes as `merged`
/// and the salon sells the existing service at the price and duration it asked for (a binding it
/// already has is kept). The salon's staff are notified. Audited as `service.merge`.
#[utoipa::path(
    post,
    path = "/service-requests/{id}/merge",
    operation_id = "admin_merge_service_request",
    tag = "admin",
    params(("id" = i64, Path)),
    request_body = MergeRequestInput,
    responses(
        (status = 200, body = DecisionResult),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)
    )
)]
pub async fn merge(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<MergeRequestInput>,
) -> ApiResult<Json<DecisionResult>> {
    let Some(target) = body.service_id else {
        return Err(ApiError::field("service_id", FieldError::new("required")));
    };
    let decision = moderation::merge(&state.db, admin.actor(), id, target, Utc::now()).await?.map_err(refused)?;
    signal(&state, &decision.notified).await;
    Ok(Json(decision.into()))
}
