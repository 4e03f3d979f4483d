//! Assigns a salon's conversation to a moderator (or to nobody).

use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::{Path, ValidJson};

#[derive(Debug, Deserialize, ToSchema)]
pub struct Assign {
    /// A moderator's account id; null to leave it unassigned.
    pub account_id: Option<i64>,
}

/// Assigns the salon's conversation to a moderator; 404 when the salon never wrote.
#[utoipa::path(post, path = "/feedback/assign/{salon_id}", operation_id = "admin_feedback_assign", tag = "admin", params(("salon_id" = i64, Path)),
    request_body = Assign, responses((status = 200, body = ConversationState), (status = 404, body = crate::error::ErrorBody)))]
pub async fn assign(
    State(state): State<AppState>,
    _admin: AdminUser,
    Path(salon_id): Path<i64>,
    ValidJson(body): ValidJson<Assign>,
) -> ApiResult<Json<ConversationState>> {
    if let Some(account) = body.account_id
        && !store::chat::is_moderator(&state.db, account).await?
    {
        return Err(ApiError::field("account_id", FieldError::new("wrong_format")));
    }
    let conversation = store::chat::update(&state.db, salon_id, None, Some(body.account_id)).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(announce(&state, conversation).await?))
}
