use std::sync::Arc;

use serde::Serialize;
use utoipa::ToSchema;

/// Public facts about the site, shown in the header and footer.
#[derive(Debug, Clone, Serialize, ToSchema, Default)]
pub struct SiteInfo {
    pub name: String,
    pub support_email: String,
    pub support_phone: String,
    pub app_store_url: String,
    pub google_play_url: String,
    pub social: SocialLinks,
}

#[derive(Debug, Clone, Serialize, ToSchema, Default)]
pub struct SocialLinks {
    pub instagram: String,
    pub facebook: String,
    pub x: String,
    pub youtube: String,
}

/// What the API needs from configuration.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    pub site: SiteInfo,
    /// Development profile: development adapters and `/api/dev/*` are available.
    pub development: bool,
    /// The address users reach the site at, for canonical links.
    pub public_url: String,
    pub map: MapTiles,
    /// How long a salon has to confirm a booking before the system does (15 minutes).
    pub confirm_window: chrono::Duration,
    /// Reverse proxies whose `Forwarded`/`X-Forwarded-For` name the client (configuration
    /// `trusted_proxies`; empty: the TCP peer is the client).
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// The platform's legal details on the salons' invoices (configuration `payments.issuer_*`).
    pub invoice_issuer: InvoiceIssuer,
}

/// Who issues the subscription invoices.
#[derive(Debug, Clone, Default)]
pub struct InvoiceIssuer {
    pub legal_name: String,
    pub tax_number: String,
    pub tax_office: String,
    pub address: String,
}

/// Where the places map takes its tiles from (configuration `map_tiles_url`).
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct MapTiles {
    /// `{z}/{x}/{y}` template.
    pub tile_url: String,
    pub attribution: String,
}

/// Shared state of every handler.
#[derive(Clone)]
pub struct AppState {
    pub db: store::Db,
    /// Uploaded and generated files (demo photos, picture variants): the local disk by default,
    /// S3-compatible storage when several nodes share them. Every read and write goes through it.
    pub storage: std::sync::Arc<dyn object_store::ObjectStore>,
    pub config: Arc<ApiConfig>,
    pub sms: Arc<dyn crate::ports::SmsSender>,
    pub mailer: Arc<dyn crate::ports::Mailer>,
    pub captcha: Arc<dyn crate::ports::Captcha>,
    /// Web Push to closed browsers (`push` jobs, `crate::push`).
    pub push: Arc<dyn crate::ports::PushSender>,
    /// The salons' subscription payments (development test cards, or iyzico).
    pub payments: Arc<dyn crate::ports::PaymentProvider>,
    /// Signals to the users' open pages (unread counters, new notifications).
    pub realtime: crate::realtime::Realtime,
    /// Each salon's services and bookable masters as last read, good while the salon's
    /// `catalogue_version` is unchanged (issue #15: a third of a booking's statements).
    pub catalogues: Arc<store::catalogue_snapshot::Catalogues>,
}
