//! One page of a salon's conversation, oldest first (newest last).

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::*;
use crate::json::ValidQuery;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessagesQuery {
    /// The moderators name the salon; salon staff may leave it out.
    pub salon_id: Option<i64>,
    /// Older messages: the newest `limit` before this id.
    #[param(minimum = 1)]
    pub before_id: Option<i64>,
    /// Newer messages: the oldest `limit` after this id (catching up).
    #[param(minimum = 0)]
    pub after_id: Option<i64>,
    /// Default 50, at most 100.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessagesPage {
    /// Oldest first.
    pub rows: Vec<ChatMessage>,
    /// Whether older messages exist before the first row.
    pub has_older: bool,
    /// The other side's read position (read receipts: messages up to it were read).
    pub peer_read_id: i64,
    /// The conversation's state: open or resolved (open when no message was written yet).
    pub status: String,
    pub assigned_id: Option<i64>,
}

/// One page of the salon's conversation, newest last, with the other side's read position.
#[utoipa::path(get, path = "/chat/messages", operation_id = "chat_messages", tag = "chat", params(MessagesQuery),
    responses((status = 200, body = MessagesPage), (status = 404, body = crate::error::ErrorBody)))]
pub async fn messages(
    State(state): State<AppState>,
    chat: ChatUser,
    ValidQuery(query): ValidQuery<MessagesQuery>,
) -> ApiResult<Json<MessagesPage>> {
    let limit = query.limit.unwrap_or(50);
    if !(1..=domain::chat::MAX_PAGE).contains(&limit) {
        return Err(ApiError::field("limit", FieldError::new("between").with("min", 1).with("max", domain::chat::MAX_PAGE)));
    }
    if query.before_id.is_some_and(|id| id < 1) {
        return Err(ApiError::field("before_id", FieldError::new("wrong_format")));
    }
    if query.after_id.is_some_and(|id| id < 0) {
        return Err(ApiError::field("after_id", FieldError::new("wrong_format")));
    }
    let salon_id = chat.salon(&state, query.salon_id).await?;
    let rows = store::chat::messages(&state.db, salon_id, query.before_id, query.after_id, limit).await?;
    let has_older = match rows.first() {
        Some(first) => !store::chat::messages(&state.db, salon_id, Some(first.id), None, 1).await?.is_empty(),
        None => false,
    };
    let conversation = store::chat::conversation(&state.db, salon_id).await?;
    let peer_read_id = conversation.as_ref().map_or(0, |c| match chat.reader {
        ChatReader::Salon { .. } => c.moderator_read_id,
        ChatReader::Moderator => c.salon_read_id,
    });
    Ok(Json(MessagesPage {
        rows: with_names(&state, rows).await?,
        has_older,
        peer_read_id,
        status: conversation.as_ref().map_or_else(|| "open".to_owned(), |c| c.status.clone()),
        assigned_id: conversation.and_then(|c| c.assigned_account_id),
    }))
}
