//! Marks the salon's conversation read up to a message, for the reader's whole side.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::*;
use crate::json::ValidJson;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReadChat {
    pub salon_id: Option<i64>,
    /// The newest message the reader has seen.
    #[schema(minimum = 0)]
    pub read_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ChatCounters {
    /// Messages the reader's side has not read (all salons for the moderators).
    pub unread: u64,
}

/// Marks the conversation read up to `read_id`; every device of the side sees its counter fall,
/// the other side sees the read receipt.
#[utoipa::path(post, path = "/chat/read", operation_id = "chat_read", tag = "chat", request_body = ReadChat,
    responses((status = 200, body = ChatCounters), (status = 404, body = crate::error::ErrorBody)))]
pub async fn read(State(state): State<AppState>, chat: ChatUser, ValidJson(body): ValidJson<ReadChat>) -> ApiResult<Json<ChatCounters>> {
    if body.read_id < 0 {
        return Err(ApiError::field("read_id", FieldError::new("wrong_format")));
    }
    let salon_id = chat.salon(&state, body.salon_id).await?;
    let side = chat.reader.side();
    if let Some(conversation) = store::chat::mark_read(&state.db, salon_id, side, body.read_id).await? {
        let read_id = match side {
            store::chat::Side::Salon => conversation.salon_read_id,
            store::chat::Side::Moderators => conversation.moderator_read_id,
        };
        let event = ChatEvent::Read { salon_id, by_moderator: side == store::chat::Side::Moderators, read_id };
        state.realtime.publish_chat(participants(&state, salon_id).await?, event).await;
    }
    Ok(Json(ChatCounters { unread: chat.reader.unread(&state).await? }))
}
