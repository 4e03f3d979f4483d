//! Private realtime channels per account (spec "Realtime"): the header's unread counter and the
//! toast of a new notification reach open pages over a WebSocket instead of being polled.
//!
//! A [`Signal`] only says "account N has news (notification M)". Each socket turns it into a
//! [`RealtimeMessage`] in its own reader's language, so one signal serves every tab and device.
//! Inside one process a broadcast channel carries signals; with a [`SignalRelay`] (Redis pub/sub in
//! the server crate) they travel through it instead, so sockets on every node hear them.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
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

/// Carries signals between server nodes (Redis pub/sub in production).
#[async_trait]
pub trait SignalRelay: Send + Sync {
    /// Sends a signal to every node, this one included.
    async fn publish(&self, signal: Signal) -> Result<(), SendError>;
}

/// How many signals a slow socket may fall behind before it skips to the newest counter.
const BACKLOG: usize = 256;

/// The signal hub every handler shares through [`AppState`].
#[derive(Clone)]
pub struct Realtime {
    local: broadcast::Sender<Signal>,
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
        match &self.relay {
            Some(relay) => {
                if let Err(err) = relay.publish(signal).await {
                    tracing::warn!(error = %err, "realtime relay failed; delivering on this node only");
                    self.deliver(signal);
                }
            }
            None => self.deliver(signal),
        }
    }

    /// Hands a signal to this node's sockets.
    pub fn deliver(&self, signal: Signal) {
        // An error only means no socket is open on this node.
        let _ = self.local.send(signal);
    }

    fn subscribe(&self) -> broadcast::Receiver<Signal> {
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
    /// The new notification, in the reader's language; only when the reader's active role keeps
    /// the push channel on (otherwise just the counter moves).
    pub notification: Option<Notification>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RealtimeQuery {
    /// tr, en or ru: the language of the notifications (browsers cannot set headers on a
    /// WebSocket, and the page's language may differ from the cookie's).
    pub lang: Option<String>,
}

/// The signed-in user's private channel: a WebSocket that first sends the current counter, then a
/// [`RealtimeMessage`] whenever a notification arrives or is read.
#[utoipa::path(get, path = "/realtime", operation_id = "realtime", tag = "account", params(RealtimeQuery),
    responses((status = 101, description = "WebSocket; every text frame is a RealtimeMessage", body = RealtimeMessage), (status = 401, body = crate::error::ErrorBody)))]
pub async fn connect(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ValidQuery(query): ValidQuery<RealtimeQuery>,
    user: CurrentUser,
    upgrade: WebSocketUpgrade,
) -> Response {
    let locale = query.lang.as_deref().and_then(domain::Locale::parse).unwrap_or(locale);
    upgrade.on_upgrade(move |socket| serve(state, locale, user, socket))
}

/// Sent so proxies keep an idle connection open.
const KEEPALIVE: Duration = Duration::from_secs(30);

async fn serve(state: AppState, locale: domain::Locale, user: CurrentUser, mut socket: WebSocket) {
    let account_id = user.account.id;
    // Subscribe before the first counter so nothing that happens in between is missed.
    let mut signals = state.realtime.subscribe();
    if send(&state, locale, &user, None, &mut socket).await.is_err() {
        return;
    }
    let mut keepalive = tokio::time::interval(KEEPALIVE);
    keepalive.tick().await;
    loop {
        tokio::select! {
            signal = signals.recv() => {
                let notification_id = match signal {
                    Ok(signal) if signal.account_id == account_id => signal.notification_id,
                    Ok(_) => continue,
                    // Fell behind: the counter is still right, only toasts were skipped.
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
    let notification = match row {
        Some(row) if push_enabled(state, user).await? => Some(render(locale, row)),
        _ => None,
    };
    Ok(RealtimeMessage { unread_notifications_count, act_id, notification })
}

async fn push_enabled(state: &AppState, user: &CurrentUser) -> Result<bool, store::Error> {
    let channels = store::notifications::preferences(&state.db, user.account.id, user.active_role().as_str()).await?;
    Ok(channels.unwrap_or_default().push)
}
