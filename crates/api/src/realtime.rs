//! Private realtime channels per account (spec "Realtime"): the header's unread counter and the
//! toast of a new notification reach open pages over a WebSocket instead of being polled.
//!
//! A [`Signal`] only says "account N has news (notification M)". Each socket turns it into a
//! [`RealtimeMessage`] in its own reader's language, so one signal serves every tab and device.
//! Inside one process a broadcast channel carries signals; with a [`SignalRelay`] (Redis pub/sub in
//! the server crate) they travel through it instead, so sockets on every node hear them.
//!
//! Chat with the feedback moderator shares the channel (one socket per tab): a [`ChatSignal`]
//! carries the event itself (a stored message, typing, a read receipt) to the accounts it concerns,
//! so a socket forwards it without a query. A socket opened with `chat_after` first sends what the
//! reader missed since that message id (stored messages), then live ones, skipping any it already
//! sent, so a reconnect loses and repeats nothing.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::common::chat::{ChatEvent, ChatReader};
use crate::common::notifications::{Notification, render};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::ports::SendError;
use crate::state::AppState;

/// Something changed in an account's notifications.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signal {
    pub account_id: i64,
    /// The new notification, when one was added (none when some were read).
    pub notification_id: Option<i64>,
}

/// A chat event for the accounts it concerns (the salon's people and the moderators).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatSignal {
    pub accounts: Vec<i64>,
    pub event: ChatEvent,
}

/// What travels between handlers, nodes and sockets.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Envelope {
    Notice(Signal),
    Chat(Arc<ChatSignal>),
}

/// Carries signals between server nodes (Redis pub/sub in production).
#[async_trait]
pub trait SignalRelay: Send + Sync {
    /// Sends an envelope to every node, this one included.
    async fn publish(&self, envelope: Envelope) -> Result<(), SendError>;
}

/// How many signals a slow socket may fall behind before it skips to the newest counter.
const BACKLOG: usize = 256;

/// The signal hub every handler shares through [`AppState`].
#[derive(Clone)]
pub struct Realtime {
    local: broadcast::Sender<Envelope>,
    relay: Option<Arc<dyn SignalRelay>>,
}

impl Default for Realtime {
    fn default() -> Self {
        Realtime { local: broadcast::channel(BACKLOG).0, relay: None }
    }
}

impl Realtime {
    /// A hub whose signals go through `relay`; the relay hands what it receives to [`Realtime::deliver`].
    pub fn with_relay(&self, relay: Arc<dyn SignalRelay>) -> Realtime {
        Realtime { local: self.local.clone(), relay: Some(relay) }
    }

    /// Tells the account's open pages. Never fails the caller: a lost signal only delays the
    /// counter until the next page load.
    pub async fn publish(&self, signal: Signal) {
        self.send(Envelope::Notice(signal)).await
    }

    /// Tells the chat's participants; like [`Realtime::publish`] it never fails the caller (the
    /// message is stored: a reader that missed the event gets it when it reconnects or reloads).
    pub async fn publish_chat(&self, accounts: Vec<i64>, event: ChatEvent) {
        if accounts.is_empty() {
            return;
        }
        self.send(Envelope::Chat(Arc::new(ChatSignal { accounts, event }))).await
    }

    async fn send(&self, envelope: Envelope) {
        match &self.relay {
            Some(relay) => {
                if let Err(err) = relay.publish(envelope.clone()).await {
                    tracing::warn!(error = %err, "realtime relay failed; delivering on this node only");
                    self.deliver(envelope);
                }
            }
            None => self.deliver(envelope),
        }
    }

    /// Hands an envelope to this node's sockets.
    pub fn deliver(&self, envelope: Envelope) {
        // An error only means no socket is open on this node.
        let _ = self.local.send(envelope);
    }

    fn subscribe(&self) -> broadcast::Receiver<Envelope> {
        self.local.subscribe()
    }
}

/// What a socket receives (spec §3 push payload).
#[derive(Debug, Serialize, ToSchema)]
pub struct RealtimeMessage {
    pub unread_notifications_count: u64,
    /// The appointment the news is about, so open appointment views reload (sent whatever the
    /// push choice).
    pub act_id: Option<i64>,
    /// The new notification's kind (e.g. `service_request_approved`), whatever the push choice,
    /// so open views it concerns reload.
    pub kind: Option<String>,
    /// The new notification, in the reader's language; only when the reader's active role keeps
    /// the push channel on (otherwise just the counter moves).
    pub notification: Option<Notification>,
}

/// A chat event as a socket receives it, with the reader's chat unread count when it moved.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChatFrame {
    pub chat: ChatEvent,
    /// Messages the reader's side has not read (after a new message or a read receipt).
    pub chat_unread_count: Option<u64>,
}

/// Every text frame of the channel: the notification counter, or a chat event.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum RealtimeFrame {
    Notice(RealtimeMessage),
    Chat(ChatFrame),
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RealtimeQuery {
    /// tr, en or ru: the language of the notifications (browsers cannot set headers on a
    /// WebSocket, and the page's language may differ from the cookie's).
    pub lang: Option<String>,
    /// The last chat message id this reader saw: the socket first sends every chat message after
    /// it (at most 500, oldest first; page the rest with `chat/messages`).
    #[param(minimum = 0, maximum = 9007199254740991_i64)]
    pub chat_after: Option<i64>,
}

/// The signed-in user's private channel: a WebSocket that first sends the current counter, then a
/// [`RealtimeMessage`] whenever a notification arrives or is read.
#[utoipa::path(get, path = "/realtime", operation_id = "realtime", tag = "account", params(RealtimeQuery),
    responses((status = 101, description = "WebSocket; every text frame is a RealtimeMessage (notifications) or a ChatFrame (chat)", body = RealtimeFrame), (status = 401, body = crate::error::ErrorBody)))]
pub async fn connect(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ValidQuery(query): ValidQuery<RealtimeQuery>,
    user: CurrentUser,
    upgrade: WebSocketUpgrade,
) -> Response {
    let locale = query.lang.as_deref().and_then(domain::Locale::parse).unwrap_or(locale);
    if query.chat_after.is_some_and(|id| id < 0) {
        return crate::error::ApiError::field("chat_after", crate::error::FieldError::new("wrong_format")).into_response();
    }
    let reader = ChatReader::of(&state, &user).await;
    upgrade
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(SOCKET_BUFFER)
        .max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .on_upgrade(move |socket| serve(state, locale, user, reader, query.chat_after, socket))
}

/// Each socket's read and write buffers. The library's default, 128 KiB each way, was most of an
/// idle socket's cost (138 KB of server memory per socket, measured with scripts/bench-ws.sh);
/// clients send only control frames, and our frames are a few hundred bytes, so 4 KiB suffices
/// (a larger frame still passes: the buffers grow for it).
const SOCKET_BUFFER: usize = 4 * 1024;
/// Clients have nothing to say on this channel but pings and pongs: a bigger message is refused.
const MAX_CLIENT_MESSAGE: usize = 16 * 1024;

/// Sent so proxies keep an idle connection open.
const KEEPALIVE: Duration = Duration::from_secs(30);

async fn serve(
    state: AppState,
    locale: domain::Locale,
    user: CurrentUser,
    reader: Option<ChatReader>,
    chat_after: Option<i64>,
    mut socket: WebSocket,
) {
    let account_id = user.account.id;
    // Subscribe before the first counter (and the chat catch-up) so nothing that happens in
    // between is missed.
    let mut signals = state.realtime.subscribe();
    if send(&state, locale, &user, None, &mut socket).await.is_err() {
        return;
    }
    // Ids sent by the catch-up, so the same messages arriving live are not sent twice.
    let mut caught_up = HashSet::new();
    if let (Some(reader), Some(after)) = (reader, chat_after) {
        match catch_up(&state, reader, after, &mut socket).await {
            Ok(ids) => caught_up = ids,
            Err(()) => return,
        }
    }
    let mut keepalive = tokio::time::interval(KEEPALIVE);
    keepalive.tick().await;
    loop {
        tokio::select! {
            signal = signals.recv() => {
                let notification_id = match signal {
                    Ok(Envelope::Notice(signal)) if signal.account_id == account_id => signal.notification_id,
                    Ok(Envelope::Chat(chat)) if chat.accounts.contains(&account_id) => {
                        if let ChatEvent::Message { message } = &chat.event
                            && caught_up.remove(&message.id)
                        {
                            continue;
                        }
                        if send_chat(&state, reader, chat.event.clone(), &mut socket).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    Ok(_) => continue,
                    // Fell behind: the counter is still right, only toasts (and live chat
                    // events, which the chat's own reload fetches) were skipped.
                    Err(broadcast::error::RecvError::Lagged(_)) => None,
                    Err(broadcast::error::RecvError::Closed) => break,
                };
                if send(&state, locale, &user, notification_id, &mut socket).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            _ = keepalive.tick() => {
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// Sends the chat messages stored after `after` that the reader may see; their ids.
async fn catch_up(state: &AppState, reader: ChatReader, after: i64, socket: &mut WebSocket) -> Result<HashSet<i64>, ()> {
    let missed = match reader.missed(state, after).await {
        Ok(missed) => missed,
        Err(err) => {
            tracing::warn!(error = %err, "chat catch-up could not be read");
            return Ok(HashSet::new());
        }
    };
    let ids = missed.iter().map(|m| m.id).collect();
    let count = reader.unread(state).await.ok();
    for message in missed {
        let frame = ChatFrame { chat: ChatEvent::Message { message }, chat_unread_count: count };
        let text = serde_json::to_string(&frame).map_err(|_| ())?;
        socket.send(Message::Text(text.into())).await.map_err(|_| ())?;
    }
    Ok(ids)
}

/// Sends a chat event; a new message or a read receipt carries the reader's unread count.
async fn send_chat(state: &AppState, reader: Option<ChatReader>, event: ChatEvent, socket: &mut WebSocket) -> Result<(), ()> {
    let chat_unread_count = match (&event, reader) {
        (ChatEvent::Message { .. } | ChatEvent::Read { .. }, Some(reader)) => reader.unread(state).await.ok(),
        _ => None,
    };
    let text = serde_json::to_string(&ChatFrame { chat: event, chat_unread_count }).map_err(|_| ())?;
    socket.send(Message::Text(text.into())).await.map_err(|_| ())
}

/// Sends the account's counter, with notification `id` rendered when the push channel is on.
async fn send(state: &AppState, locale: domain::Locale, user: &CurrentUser, id: Option<i64>, socket: &mut WebSocket) -> Result<(), ()> {
    let message = match message(state, locale, user, id).await {
        Ok(message) => message,
        Err(err) => {
            tracing::warn!(error = %err, "realtime message could not be built");
            return Ok(());
        }
    };
    let text = serde_json::to_string(&message).map_err(|_| ())?;
    socket.send(Message::Text(text.into())).await.map_err(|_| ())
}

async fn message(state: &AppState, locale: domain::Locale, user: &CurrentUser, id: Option<i64>) -> Result<RealtimeMessage, store::Error> {
    let account_id = user.account.id;
    let unread_notifications_count = store::notifications::unread_count(&state.db, account_id).await?;
    let row = match id {
        Some(id) => store::notifications::find(&state.db, account_id, id).await?,
        None => None,
    };
    let act_id = row.as_ref().and_then(|r| r.appointment_id);
    let kind = row.as_ref().map(|r| r.kind.clone());
    let notification = match row {
        Some(row) if push_enabled(state, user).await? => Some(render(locale, row)),
        _ => None,
    };
    Ok(RealtimeMessage { unread_notifications_count, act_id, kind, notification })
}

async fn push_enabled(state: &AppState, user: &CurrentUser) -> Result<bool, store::Error> {
    let channels = store::notifications::preferences(&state.db, user.account.id, user.active_role().as_str()).await?;
    Ok(channels.unwrap_or_default().push)
}
