//! Resolves (or reopens) a salon's conversation.

use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::{Path, ValidJson};

#[derive(Debug, Deserialize, ToSchema)]
pub struct SetStatus {
    /// open or resolved
    pub status: String,
}

/// Resolves or reopens the salon's conversation (a new message from the salon reopens it too);
/// 404 when the salon never wrote.
#[utoipa::path(post, path = "/feedback/status/{salon_id}", operation_id = "admin_feedback_status", tag = "admin", params(("salon_id" = i64, Path)),
    request_body = SetStatus, responses((status = 200, body = ConversationState), (status = 404, body = crate::error::ErrorBody)))]
pub async fn status(
    State(state): State<AppState>,
    _admin: AdminUser,
    Path(salon_id): Path<i64>,
    ValidJson(body): ValidJson<SetStatus>,
) -> ApiResult<Json<ConversationState>> {
    let status = domain::chat::Status::parse(&body.status).ok_or_else(|| ApiError::field("status", FieldError::new("wrong_format")))?;
    let conversation = store::chat::update(&state.db, salon_id, Some(status), None).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(announce(&state, conversation).await?))
}
