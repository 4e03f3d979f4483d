//! In-app notifications and notification preferences (spec §7 common). Texts are rendered when
//! read, in the reader's language, from the kind and parameters stored with each notification.

mod counters;
mod get_preferences;
mod list;
mod put_preferences;
mod read;
mod read_all;
mod reset_preferences;

pub use counters::*;
pub use get_preferences::*;
pub use list::*;
pub use put_preferences::*;
pub use read::*;
pub use read_all::*;
pub use reset_preferences::*;

use crate::auth::CurrentUser;
use crate::realtime::Signal;
use crate::state::AppState;
use serde::{Deserialize, Serialize};
use store::notifications::Channels;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct Counters {
    pub unread: u64,
}

/// The user's other open pages and devices update their counters too.
async fn read_elsewhere(state: &AppState, user: &CurrentUser) {
    state.realtime.publish(Signal { account_id: user.account.id, notification_id: None }).await;
}

/// Channels of the active role (spec §3 notification preferences).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Preferences {
    /// The active role these apply to (ignored in a PUT body).
    #[serde(default)]
    pub role: String,
    pub email: bool,
    pub sms: bool,
    pub push: bool,
}

fn preferences_of(role: &str, channels: Channels) -> Preferences {
    Preferences { role: role.to_owned(), email: channels.email, sms: channels.sms, push: channels.push }
}
