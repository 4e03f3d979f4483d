//! Who the reader chats with: for salon staff the moderators (one conversation, their salon's);
//! for the moderators every salon's conversation, newest first, with unread counts, assignment,
//! state and a search by the salon's name.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use store::chat::{InboxFilter, InboxRow};
use utoipa::{IntoParams, ToSchema};

use super::*;
use crate::json::ValidQuery;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CollocutorsQuery {
    /// Moderators: words of the salon's name.
    #[param(max_length = 100)]
    pub q: Option<String>,
    /// Moderators: open or resolved.
    pub status: Option<String>,
    /// Moderators: only the conversations assigned to the reader.
    pub mine: Option<bool>,
    /// 1-based, at most 10000 (beyond: 422)
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
    /// default 20, at most 50
    #[param(minimum = 1, maximum = 50)]
    pub per_page: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Collocutor {
    /// The salon whose conversation this is.
    pub salon_id: i64,
    /// The salon's name for the moderators; the platform's name for the salon.
    pub name: String,
    /// open or resolved
    pub status: String,
    pub assigned_id: Option<i64>,
    pub assigned_name: Option<String>,
    /// Messages of the other side the reader's side has not read.
    pub unread: u64,
    /// The other side's read position (read receipts).
    pub peer_read_id: i64,
    pub last_message: Option<ChatMessage>,
    pub last_message_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CollocutorsPage {
    pub rows: Vec<Collocutor>,
    pub count: u64,
    /// Every unread message of the reader's side (the header's chat counter).
    pub unread: u64,
}

/// The reader's conversations (spec §7 `chat/collocutors`).
#[utoipa::path(get, path = "/chat/collocutors", operation_id = "chat_collocutors", tag = "chat", params(CollocutorsQuery),
    responses((status = 200, body = CollocutorsPage)))]
pub async fn collocutors(
    State(state): State<AppState>,
    chat: ChatUser,
    ValidQuery(query): ValidQuery<CollocutorsQuery>,
) -> ApiResult<Json<CollocutorsPage>> {
    let window = domain::paging::page(query.page, query.per_page, 20, 50)?;
    let status = match query.status.as_deref().filter(|s| !s.is_empty()) {
        Some(value) => Some(domain::chat::Status::parse(value).ok_or_else(|| ApiError::field("status", FieldError::new("wrong_format")))?),
        None => None,
    };
    if query.q.as_deref().is_some_and(|q| q.chars().count() > 100) {
        return Err(ApiError::field("q", FieldError::new("max_length").with("max", 100)));
    }
    let unread = chat.reader.unread(&state).await?;
    match chat.reader {
        ChatReader::Salon { salon_id } => {
            let conversation = store::chat::conversation(&state.db, salon_id).await?;
            let last = match &conversation {
                Some(c) if c.last_message_id > 0 => {
                    with_names(&state, store::chat::by_ids(&state.db, &[c.last_message_id]).await?).await?.pop()
                }
                _ => None,
            };
            let row = Collocutor {
                salon_id,
                name: state.config.site.name.clone(),
                status: conversation.as_ref().map_or_else(|| "open".to_owned(), |c| c.status.clone()),
                assigned_id: conversation.as_ref().and_then(|c| c.assigned_account_id),
                assigned_name: None,
                unread,
                peer_read_id: conversation.as_ref().map_or(0, |c| c.moderator_read_id),
                last_message_at: last.as_ref().map(|m| m.created_at),
                last_message: last,
            };
            Ok(Json(CollocutorsPage { rows: vec![row], count: 1, unread }))
        }
        ChatReader::Moderator => {
            let filter = InboxFilter { search: query.q, status, assigned_to: query.mine.unwrap_or(false).then_some(chat.user.account.id) };
            let (rows, count) = store::chat::inbox(&state.db, &filter, window.offset, window.limit).await?;
            let ids: Vec<i64> = rows.iter().map(|r| r.last_message_id).filter(|id| *id > 0).collect();
            let mut lasts: std::collections::HashMap<i64, ChatMessage> =
                with_names(&state, store::chat::by_ids(&state.db, &ids).await?).await?.into_iter().map(|m| (m.id, m)).collect();
            let rows = rows.into_iter().map(|row: InboxRow| Collocutor {
                salon_id: row.salon_id,
                name: row.salon_name,
                status: row.status,
                assigned_id: row.assigned_account_id,
                assigned_name: row.assigned_name,
                unread: row.unread.max(0) as u64,
                peer_read_id: row.salon_read_id,
                last_message: lasts.remove(&row.last_message_id),
                last_message_at: Some(row.last_message_at),
            });
            Ok(Json(CollocutorsPage { rows: rows.collect(), count, unread }))
        }
    }
}
