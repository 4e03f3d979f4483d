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

/// A browser's push subscription as stored: where to post and the RFC 8291 keys to encrypt for.
#[derive(Debug, Clone, Copy)]
pub struct PushTarget<'a> {
    pub endpoint: &'a str,
    /// The browser's P-256 public key, base64url.
    pub p256dh: &'a str,
    /// The browser's authentication secret, base64url.
    pub auth: &'a str,
}

/// What the push service made of a push.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PushOutcome {
    /// Accepted (201) or recorded by the development adapter.
    Delivered,
    /// 404 or 410: the subscription expired or was withdrawn; it must be forgotten.
    Gone,
    /// 429, 5xx or no answer: try again later.
    Retry(String),
    /// Any other refusal (a malformed push, a wrong key): retrying would not help.
    Refused(String),
}

/// Web Push to the users' browsers (RFC 8030, encrypted per RFC 8291, signed per RFC 8292).
#[async_trait]
pub trait PushSender: Send + Sync {
    /// The VAPID public key (base64url of the uncompressed P-256 point) browsers subscribe with;
    /// `None` when push is off.
    fn public_key(&self) -> Option<String>;
    /// Which endpoints subscriptions may name (the server posts to them).
    fn destinations(&self) -> domain::push::Destinations;
    /// Encrypts `payload` for the subscription and posts it; the push service keeps it `ttl_secs`.
    async fn send(&self, target: PushTarget<'_>, payload: &[u8], ttl_secs: u32) -> PushOutcome;
}

#[async_trait]
pub trait Captcha: Send + Sync {
    /// True when the token proves a human; `ip` is passed on to the provider.
    async fn verify(&self, token: &str, ip: &str) -> Result<bool, SendError>;
    /// What the page needs to show the widget: provider name and site key.
    fn widget(&self) -> (String, String);
}

/// A card as the salon typed it into the development checkout (the real provider takes the card
/// on its own page; it never reaches this server).
#[derive(Debug, Clone)]
pub struct CardInput {
    pub number: String,
    pub holder: String,
    pub expiry: String,
    pub cvc: String,
}

/// A card the provider keeps for renewals: a reference and what may be shown.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedCard {
    pub card_ref: String,
    pub brand: String,
    pub last4: String,
}

/// Why a checkout is started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The first period of the paid plan, charged now.
    Upgrade,
    /// A new card for the renewals; nothing is charged.
    ChangeCard,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Upgrade => "upgrade",
            Purpose::ChangeCard => "change_card",
        }
    }

    pub fn parse(name: &str) -> Option<Purpose> {
        [Purpose::Upgrade, Purpose::ChangeCard].into_iter().find(|p| p.as_str() == name)
    }
}

/// What the salon is paying for, and who it is.
#[derive(Debug, Clone)]
pub struct CheckoutRequest {
    pub purpose: Purpose,
    pub salon_id: i64,
    pub plan: String,
    pub amount_kurus: i64,
    pub email: String,
    pub name: String,
    pub phone: String,
    /// The development checkout's card; `None` for a provider with its own form.
    pub card: Option<CardInput>,
    /// Where the provider's form sends the salon back (with its token).
    pub callback_url: String,
    /// The provider's customer, once the salon has paid (a new card is the customer's).
    pub customer_ref: Option<String>,
}

/// Where a checkout stands.
#[derive(Debug, Clone)]
pub enum Checkout {
    /// Done: paid (for an upgrade) and the card kept.
    Completed { payment_ref: Option<String>, card: Option<SavedCard>, customer_ref: Option<String>, subscription_ref: Option<String> },
    /// The bank refused; `reason` is the provider's code (`insufficient_funds`, `card_declined`, …).
    Declined { reason: String },
    /// The card holder must confirm with the bank (3-D Secure) first; [`PaymentProvider::complete`]
    /// with `token` finishes it.
    Confirm { token: String },
    /// The provider's own checkout form (iyzico's script), shown on the payment screen; the
    /// provider sends the salon back with `token`.
    Form { token: String, content: String },
}

/// A renewal charge's result.
#[derive(Debug, Clone)]
pub enum Charge {
    Paid {
        payment_ref: Option<String>,
    },
    Declined {
        reason: String,
    },
    /// The provider charges on its own schedule and reports by webhook (iyzico subscriptions).
    ByProvider,
}

/// What a verified webhook says.
#[derive(Debug, Clone, PartialEq)]
pub struct WebhookEvent {
    /// Unique per event at the provider: the idempotency key.
    pub event_id: String,
    pub subscription_ref: String,
    /// `None`: paid; `Some(reason)`: the renewal failed.
    pub failure: Option<String>,
    pub payment_ref: Option<String>,
}

/// The provider refused or could not be reached, or a webhook is not genuine.
#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    #[error("payment provider unavailable: {0}")]
    Unavailable(String),
    #[error("webhook refused: {0}")]
    BadSignature(String),
    #[error("unknown checkout: {0}")]
    UnknownToken(String),
}

/// The payment provider behind the salon's subscription (issue #18): the development adapter,
/// or iyzico's subscription API.
#[async_trait]
pub trait PaymentProvider: Send + Sync {
    /// `dev` or `iyzico`: stored with the subscription and in the webhook's path.
    fn name(&self) -> &'static str;
    async fn start(&self, request: &CheckoutRequest) -> Result<Checkout, PaymentError>;
    /// Finishes a checkout by its token (3-D Secure confirmed, back from the provider's form).
    async fn complete(&self, purpose: Purpose, token: &str) -> Result<Checkout, PaymentError>;
    /// Charges the card on file for the next period.
    async fn charge(&self, card_ref: &str, amount_kurus: i64, salon_id: i64) -> Result<Charge, PaymentError>;
    /// Stops the provider's own renewals (nothing to do where the server renews).
    async fn cancel(&self, subscription_ref: &str) -> Result<(), PaymentError>;
    /// Verifies a webhook's signature and reads it.
    fn webhook(&self, headers: &axum::http::HeaderMap, body: &[u8]) -> Result<WebhookEvent, PaymentError>;
}
