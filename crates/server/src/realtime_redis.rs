//! Realtime signals across server nodes through Redis pub/sub (DESIGN §2 realtime): every node
//! publishes its signals to one channel and hands what the channel brings to its own sockets.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use api::ports::SendError;
use api::realtime::{Envelope, Realtime, SignalRelay};
use async_trait::async_trait;
use futures::StreamExt;
use redis::AsyncCommands;
use redis::aio::ConnectionManager;

/// The pub/sub channel every node shares.
pub const CHANNEL: &str = "randevu:realtime";

/// How long the listener waits before reconnecting after Redis went away.
const RECONNECT: Duration = Duration::from_secs(1);

struct RedisRelay {
    connection: ConnectionManager,
}

#[async_trait]
impl SignalRelay for RedisRelay {
    async fn publish(&self, envelope: Envelope) -> Result<(), SendError> {
        let payload = serde_json::to_string(&envelope).map_err(|e| SendError(e.to_string()))?;
        let mut connection = self.connection.clone();
        connection.publish::<_, _, ()>(CHANNEL, payload).await.map_err(|e| SendError(e.to_string()))
    }
}

/// A hub whose signals go through the Redis at `url`, and a task that delivers what Redis brings
/// to this node's sockets. Fails at start when Redis cannot be reached, so a misconfiguration is
/// seen at once rather than as counters that silently stop moving.
pub async fn connect(url: &str) -> anyhow::Result<Realtime> {
    let hub = Realtime::default();
    let client = redis::Client::open(url).context("invalid realtime_redis_url")?;
    let connection = ConnectionManager::new(client.clone()).await.context("cannot reach the realtime Redis")?;
    let subscription = subscribe(&client).await.context("cannot subscribe to the realtime Redis")?;
    tokio::spawn(listen(client, subscription, hub.clone()));
    Ok(hub.with_relay(Arc::new(RedisRelay { connection })))
}

/// Delivers the channel's signals locally for as long as the process runs, reconnecting when
/// Redis restarts.
async fn listen(client: redis::Client, mut subscription: redis::aio::PubSub, hub: Realtime) {
    loop {
        {
            let mut messages = subscription.on_message();
            while let Some(message) = messages.next().await {
                match message.get_payload::<String>().ok().and_then(|p| serde_json::from_str::<Envelope>(&p).ok()) {
                    Some(envelope) => hub.deliver(envelope),
                    None => tracing::warn!("unreadable realtime signal on {CHANNEL}"),
                }
            }
        }
        tracing::warn!("realtime Redis subscription ended; reconnecting");
        subscription = loop {
            tokio::time::sleep(RECONNECT).await;
            if let Ok(fresh) = subscribe(&client).await {
                break fresh;
            }
        };
    }
}

async fn subscribe(client: &redis::Client) -> redis::RedisResult<redis::aio::PubSub> {
    let mut subscription = client.get_async_pubsub().await?;
    subscription.subscribe(CHANNEL).await?;
    Ok(subscription)
}
