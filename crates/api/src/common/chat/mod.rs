//! Chat with the feedback moderator (spec §1, §7 `chat/*`, issue #21): a salon on a plan with
//! `moderator_chat` writes to the platform's moderators; the moderators (admins, who hold
//! `contact_salon`) answer every salon from one shared inbox. Which side a request is on follows
//! from the active role: an admin (not impersonating) is a moderator and names the salon; salon
//! staff speak for their own salon. Messages are stored first, then sent to every participant's
//! open sockets (`realtime`), on every node.

mod collocutors;
mod messages;
mod read;
mod send;
mod typing;

pub use collocutors::*;
pub use messages::*;
pub use read::*;
pub use send::*;
pub use typing::*;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use chrono::{DateTime, Utc};
use domain::access::Role;
use domain::plan::Feature;
use serde::{Deserialize, Serialize};
use store::chat::Side;
use utoipa::ToSchema;

use crate::auth::{CurrentUser, SalonStaff};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::state::AppState;

/// One message. `text` is plain text: readers show it as such, never as HTML.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ChatMessage {
    pub id: i64,
    pub salon_id: i64,
    /// True when a moderator wrote it.
    pub from_moderator: bool,
    pub author_id: Option<i64>,
    pub author_name: Option<String>,
    pub text: String,
    pub image_url: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl ChatMessage {
    pub(crate) fn of(row: store::chat::Message, author_name: Option<String>) -> ChatMessage {
        ChatMessage {
            id: row.id,
            salon_id: row.salon_id,
            from_moderator: row.from_moderator,
            author_id: row.author_account_id,
            author_name,
            text: row.text,
            image_url: row.image_url,
            created_at: row.created_at,
        }
    }
}

/// What the realtime channel tells a chat's participants.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ChatEvent {
    /// A stored message (the writer's other tabs get it too).
    Message { message: ChatMessage },
    /// Someone of one side is writing in the salon's conversation.
    Typing { salon_id: i64, from_moderator: bool, name: String },
    /// One side has read the conversation up to `read_id` (a read receipt for the other side, a
    /// falling counter for the reader's own devices).
    Read { salon_id: i64, by_moderator: bool, read_id: i64 },
    /// A moderator assigned or resolved the conversation.
    Conversation { salon_id: i64, status: String, assigned_id: Option<i64> },
}

/// Which side a signed-in user speaks on, when they may chat at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChatReader {
    Salon { salon_id: i64 },
    Moderator,
}

impl ChatReader {
    /// The side of the account's active role, checking the salon's plan; `None` when it may not chat.
    pub(crate) async fn of(state: &AppState, user: &CurrentUser) -> Option<ChatReader> {
        if is_moderator(user) {
            return Some(ChatReader::Moderator);
        }
        let salon_id = salon_of(user)?;
        crate::plan_gate::require(state, salon_id, Feature::ModeratorChat).await.ok()?;
        Some(ChatReader::Salon { salon_id })
    }

    pub(crate) fn side(self) -> Side {
        match self {
            ChatReader::Salon { .. } => Side::Salon,
            ChatReader::Moderator => Side::Moderators,
        }
    }

    /// Messages this reader's side has not read.
    pub(crate) async fn unread(self, state: &AppState) -> Result<u64, store::Error> {
        match self {
            ChatReader::Salon { salon_id } => store::chat::unread_for_salon(&state.db, salon_id).await,
            ChatReader::Moderator => store::chat::unread_for_moderators(&state.db).await,
        }
    }

    /// Messages stored after `after` that this reader may see, oldest first.
    pub(crate) async fn missed(self, state: &AppState, after: i64) -> Result<Vec<ChatMessage>, store::Error> {
        let salon = match self {
            ChatReader::Salon { salon_id } => Some(salon_id),
            ChatReader::Moderator => None,
        };
        let rows = store::chat::after(&state.db, salon, after, domain::chat::MAX_CATCH_UP).await?;
        with_names(state, rows).await
    }
}

fn is_moderator(user: &CurrentUser) -> bool {
    !user.impersonated() && user.active_role() == Role::Admin
}

fn salon_of(user: &CurrentUser) -> Option<i64> {
    let salon_id = user.salon_of(&[Role::SalonAdmin, Role::SalonManager])?;
    (user.impersonated() || user.has(Role::SalonAdmin) || user.has(Role::SalonManager)).then_some(salon_id)
}

/// A request on one side of one salon's conversation.
pub struct ChatUser {
    pub user: CurrentUser,
    pub reader: ChatReader,
}

impl FromRequestParts<AppState> for ChatUser {
    type Rejection = ApiError;

    /// Moderators and salon staff only (403 otherwise); salon staff whose plan lacks the chat get
    /// the 403 `plan_feature_unavailable`.
    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        if is_moderator(&user) {
            return Ok(ChatUser { user, reader: ChatReader::Moderator });
        }
        let staff = SalonStaff::from_request_parts(parts, state).await?;
        crate::plan_gate::require(state, staff.salon_id, Feature::ModeratorChat).await?;
        Ok(ChatUser { reader: ChatReader::Salon { salon_id: staff.salon_id }, user: staff.user })
    }
}

impl ChatUser {
    /// The salon whose conversation the request is about: a moderator names it (`salon_id`,
    /// required; 404 when no such salon), salon staff always mean their own (naming another: 404).
    pub(crate) async fn salon(&self, state: &AppState, named: Option<i64>) -> ApiResult<i64> {
        match (self.reader, named) {
            (ChatReader::Salon { salon_id }, None) => Ok(salon_id),
            (ChatReader::Salon { salon_id }, Some(named)) if named == salon_id => Ok(salon_id),
            (ChatReader::Salon { .. }, Some(_)) => Err(ApiError::not_found()),
            (ChatReader::Moderator, None) => Err(ApiError::field("salon_id", FieldError::new("required"))),
            (ChatReader::Moderator, Some(named)) => {
                store::salon_page::salon(&state.db, named).await?.ok_or_else(ApiError::not_found)?;
                Ok(named)
            }
        }
    }
}

/// Everyone a salon's conversation concerns: the salon's admins, managers and owner, and every
/// moderator.
pub(crate) async fn participants(state: &AppState, salon_id: i64) -> Result<Vec<i64>, store::Error> {
    let mut accounts = store::notifications::salon_staff_accounts(&state.db, salon_id).await?;
    accounts.extend(store::chat::moderator_accounts(&state.db).await?);
    accounts.sort_unstable();
    accounts.dedup();
    Ok(accounts)
}

/// Messages with their authors' names.
pub(crate) async fn with_names(state: &AppState, rows: Vec<store::chat::Message>) -> Result<Vec<ChatMessage>, store::Error> {
    let mut ids: Vec<i64> = rows.iter().filter_map(|r| r.author_account_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let names: std::collections::HashMap<i64, String> = store::chat::names(&state.db, &ids).await?.into_iter().collect();
    Ok(rows
        .into_iter()
        .map(|row| {
            let name = row.author_account_id.and_then(|id| names.get(&id).cloned());
            ChatMessage::of(row, name)
        })
        .collect())
}
