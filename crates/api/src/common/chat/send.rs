//! Sends a message: stored first, then delivered to every participant's sockets; a salon's
//! message that the moderators are the first to leave unread also rings their bell
//! (`admin_feedback_message`).

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::chat::MessageBody;
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;
use crate::json::ValidJson;

#[derive(Debug, Deserialize, ToSchema)]
pub struct SendMessage {
    /// The moderators name the salon; salon staff may leave it out (their own salon).
    pub salon_id: Option<i64>,
    /// Plain text, trimmed, at most 2000 characters; may be empty with an image.
    #[schema(max_length = 2000)]
    pub text: Option<String>,
    /// An image the sender uploaded with `upload-file` in folder `chat` (its `full_url`); another
    /// account's upload is refused like a malformed URL (422 `wrong_format`).
    #[schema(max_length = 300)]
    pub image_url: Option<String>,
}

/// Sends a message to the other side of the salon's conversation.
#[utoipa::path(post, path = "/chat/send", operation_id = "chat_send", tag = "chat", request_body = SendMessage,
    responses((status = 200, body = ChatMessage), (status = 404, body = crate::error::ErrorBody)))]
pub async fn send(State(state): State<AppState>, chat: ChatUser, ValidJson(body): ValidJson<SendMessage>) -> ApiResult<Json<ChatMessage>> {
    let salon_id = chat.salon(&state, body.salon_id).await?;
    let parsed = MessageBody::parse(body.text.as_deref(), body.image_url.as_deref())?;
    if let Some(url) = &parsed.image_url {
        // The URL's shape is the domain's; whose upload it is only the store knows.
        let key = url.trim_start_matches("/api/files/");
        if !store::files::uploaded_by(&state.db, key, chat.user.account.id).await? {
            return Err(ApiError::field("image_url", FieldError::new("wrong_format")));
        }
    }
    let now = Utc::now();
    let side = chat.reader.side();
    let (row, _) = store::chat::send(&state.db, salon_id, chat.user.account.id, side, parsed, now).await?;
    let message = ChatMessage::of(row, Some(chat.user.account.full_name.clone()));
    let accounts = participants(&state, salon_id).await?;
    state.realtime.publish_chat(accounts, ChatEvent::Message { message: message.clone() }).await;
    // The moderators' bell rings for the first message they have not read, not for each one.
    if side == store::chat::Side::Salon && store::chat::unread_in(&state.db, salon_id, store::chat::Side::Moderators).await? == 1 {
        crate::admin_notices::notify_admins(&state, crate::admin_notices::FEEDBACK_MESSAGE, salon_id, &[], now).await;
    }
    Ok(Json(message))
}
