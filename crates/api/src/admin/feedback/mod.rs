//! The moderators' side of the feedback chat (issue #21 item 1): who handles a salon's
//! conversation and whether it is settled. The conversation itself goes through `common::chat`.

mod assign;
mod status;

pub use assign::*;
pub use status::*;

use serde::Serialize;
use utoipa::ToSchema;

use crate::common::chat::{ChatEvent, participants};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ConversationState {
    pub salon_id: i64,
    /// open or resolved
    pub status: String,
    pub assigned_id: Option<i64>,
}

/// Every participant's open inbox and conversation follow the change.
async fn announce(state: &AppState, conversation: store::chat::Conversation) -> Result<ConversationState, store::Error> {
    let event = ChatEvent::Conversation {
        salon_id: conversation.salon_id,
        status: conversation.status.clone(),
        assigned_id: conversation.assigned_account_id,
    };
    state.realtime.publish_chat(participants(state, conversation.salon_id).await?, event).await;
    Ok(ConversationState { salon_id: conversation.salon_id, status: conversation.status, assigned_id: conversation.assigned_account_id })
}
