//! Tells the other side that someone is writing (not stored; the web sends it at most every few
//! seconds while the user types).

use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;
use crate::json::ValidJson;

#[derive(Debug, Deserialize, ToSchema)]
pub struct Typing {
    pub salon_id: Option<i64>,
}

/// Tells the conversation's other participants that the user is writing.
#[utoipa::path(post, path = "/chat/typing", operation_id = "chat_typing", tag = "chat", request_body = Typing,
    responses((status = 204, description = "Told"), (status = 404, body = crate::error::ErrorBody)))]
pub async fn typing(State(state): State<AppState>, chat: ChatUser, ValidJson(body): ValidJson<Typing>) -> ApiResult<StatusCode> {
    let salon_id = chat.salon(&state, body.salon_id).await?;
    let me = chat.user.account.id;
    let others: Vec<i64> = participants(&state, salon_id).await?.into_iter().filter(|id| *id != me).collect();
    let event =
        ChatEvent::Typing { salon_id, from_moderator: chat.reader == ChatReader::Moderator, name: chat.user.account.full_name.clone() };
    state.realtime.publish_chat(others, event).await;
    Ok(StatusCode::NO_CONTENT)
}
