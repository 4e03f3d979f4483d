//! What the API needs from the outside world, as small traits. The server crate provides real
//! HTTP/SMTP adapters and development adapters that only record to the outbox table.

use async_trait::async_trait;

/// Why a message could not be sent.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SendError(pub String);

#[async_trait]
pub trait SmsSender: Send + Sync {
    /// Sends `text` to an E.164 number; `salon_id` names the salon that caused it (recorded with it;
    /// its plan's quota was reserved before, in `booking::jobs`).
    async fn send(&self, phone: &str, text: &str, salon_id: Option<i64>) -> Result<(), SendError>;
}

#[async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, to: &str, subject: &str, body: &str) -> Result<(), SendError>;
}

#[async_trait]
pub trait Captcha: Send + Sync {
    /// True when the token proves a human; `ip` is passed on to the provider.
    async fn verify(&self, token: &str, ip: &str) -> Result<bool, SendError>;
    /// What the page needs to show the widget: provider name and site key.
    fn widget(&self) -> (String, String);
}
