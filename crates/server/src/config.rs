//! Configuration: defaults → `randevu.toml` → `RANDEVU_*` environment (nested keys with `__`,
//! e.g. `RANDEVU_SMS__PROVIDER`). `DATABASE_URL` is honoured as well. Secrets are never logged.

use std::path::PathBuf;

use anyhow::{Context, bail};
use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Profile {
    /// Development adapters on, demo data allowed. The default.
    Development,
    /// Only real adapters; refuses to start without them.
    Production,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Config {
    pub profile: Profile,
    pub host: String,
    pub port: u16,
    pub database_url: String,
    /// The address users reach the site at; used for canonical links and e-mails.
    pub public_url: String,
    /// Where uploaded and generated files live when `storage.provider` is `local`.
    pub storage_dir: PathBuf,
    /// Where uploaded and generated files live: the local folder, or S3-compatible storage.
    pub storage: StorageConfig,
    /// Tile URL template for maps (OpenStreetMap by default).
    pub map_tiles_url: String,
    /// Attribution the tile provider requires under the map.
    pub map_tiles_attribution: String,
    /// Seconds a salon has to confirm a booking before the system confirms it (spec: 15 minutes).
    pub confirm_window_secs: i64,
    /// How often the background worker looks for due jobs, in milliseconds.
    pub jobs_poll_ms: u64,
    /// A request still running after this many seconds is answered 503 `request_timeout`.
    pub request_timeout_secs: u64,
    /// Redis that carries realtime signals between server nodes (`redis://host:6379`). Empty: one
    /// node, signals stay in this process.
    pub realtime_redis_url: String,
    /// Reverse proxies (IP addresses or CIDR ranges, e.g. `["10.0.0.0/8"]`) whose
    /// `Forwarded`/`X-Forwarded-For` headers name the client for the per-IP limits. Empty (the
    /// default): the TCP peer is the client and those headers are ignored.
    pub trusted_proxies: Vec<String>,
    /// Bearer token a Prometheus scrape of `/metrics` must send. Empty (the default): metrics
    /// are off and `/metrics` answers 404.
    pub metrics_token: String,
    pub site: SiteConfig,
    pub sms: SmsConfig,
    pub email: EmailConfig,
    pub captcha: CaptchaConfig,
    pub payments: PaymentsConfig,
    pub push: PushConfig,
    pub render: RenderConfig,
}

/// Server-side rendering of the public pages (crates/server/src/ssr.rs): the page renderer is a
/// Node program embedded in the binary, run as `workers` child processes of `node`. An empty
/// `node` turns it off: pages are then rendered in the browser only.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RenderConfig {
    /// The Node.js executable (20 or newer), a name on `PATH` or a path; empty: no rendering.
    pub node: String,
    /// Renderer processes; 0: one per CPU core.
    pub workers: usize,
    /// A page not rendered within this many milliseconds is served unrendered (the browser renders it).
    pub timeout_ms: u64,
}

/// Web Push to closed browsers: `webpush` sends through the browsers' push services with the
/// VAPID pair of `randevu vapid-keys`; `dev` records pushes in the outbox (a pair is made for the
/// run when none is set); `off` offers no push. Production takes `webpush` or `off`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PushConfig {
    pub provider: String,
    /// base64url of the uncompressed P-256 public point (65 bytes).
    pub vapid_public_key: String,
    /// base64url of the P-256 private scalar (32 bytes).
    pub vapid_private_key: String,
    /// How a push service can reach the operator (RFC 8292 `sub`): `mailto:` or `https:`.
    pub subject: String,
    /// Hosts pushes may go to beside the browsers' push services (a test push service).
    pub extra_hosts: Vec<String>,
    /// Whether plain `http://` endpoints are allowed (a local test push service only).
    pub allow_http: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SiteConfig {
    pub name: String,
    pub support_email: String,
    pub support_phone: String,
    pub app_store_url: String,
    pub google_play_url: String,
    pub instagram: String,
    pub facebook: String,
    pub x: String,
    pub youtube: String,
}

/// File storage: `local` keeps files under `storage_dir` (one node); `s3` keeps them in a bucket
/// of Amazon S3 or any S3-compatible server (MinIO, Ceph, ...), so every node serves every upload.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StorageConfig {
    pub provider: String,
    pub bucket: String,
    pub region: String,
    /// The S3-compatible server's address (`https://minio.example:9000`); empty for Amazon S3.
    pub endpoint: String,
    pub access_key_id: String,
    pub secret_access_key: String,
    /// Whether a plain `http://` endpoint is accepted.
    pub allow_http: bool,
}

/// SMS gateway: `dev` writes to the outbox table; `netgsm` calls the provider's HTTP API.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SmsConfig {
    pub provider: String,
    pub api_url: String,
    pub username: String,
    pub password: String,
    pub sender: String,
}

/// E-mail: `dev` writes to the outbox table; `smtp` sends through `smtp_url`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EmailConfig {
    pub provider: String,
    pub smtp_url: String,
    pub from: String,
}

/// The salons' subscription payments: `dev` completes them on this machine with test cards
/// (refused in production); `iyzico` uses iyzico's subscription API.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PaymentsConfig {
    pub provider: String,
    /// iyzico: `https://api.iyzipay.com`, or `https://sandbox-api.iyzipay.com` to test.
    pub base_url: String,
    pub api_key: String,
    /// iyzico's secret key (requests and webhook signatures); for `dev`, the key of its webhooks.
    pub secret_key: String,
    /// iyzico's merchant id, part of the webhook signature.
    pub merchant_id: String,
    /// The pricing plan's reference code at iyzico (product → pricing plan, monthly, 1,599 TRY).
    pub pricing_plan_ref: String,
    /// The platform's legal name, tax number, tax office and address on the invoices.
    pub issuer_legal_name: String,
    pub issuer_tax_number: String,
    pub issuer_tax_office: String,
    pub issuer_address: String,
}

/// Captcha: `dev` accepts every token; `turnstile`, `hcaptcha` or `recaptcha` verify it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CaptchaConfig {
    pub provider: String,
    pub site_key: String,
    pub secret: String,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            profile: Profile::Development,
            host: "0.0.0.0".into(),
            port: 8080,
            database_url: "sqlite://data/randevu.db".into(),
            public_url: "http://localhost:8080".into(),
            storage_dir: PathBuf::from("data/uploads"),
            storage: StorageConfig {
                provider: "local".into(),
                bucket: String::new(),
                region: "us-east-1".into(),
                endpoint: String::new(),
                access_key_id: String::new(),
                secret_access_key: String::new(),
                allow_http: false,
            },
            map_tiles_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png".into(),
            map_tiles_attribution: "© OpenStreetMap contributors".into(),
            confirm_window_secs: domain::booking::CONFIRM_WINDOW_MINUTES * 60,
            jobs_poll_ms: 1000,
            request_timeout_secs: 30,
            realtime_redis_url: String::new(),
            trusted_proxies: Vec::new(),
            metrics_token: String::new(),
            site: SiteConfig {
                name: "Randevu".into(),
                support_email: "destek@randevu.app".into(),
                support_phone: "+90 212 000 00 00".into(),
                app_store_url: "https://apps.apple.com/app/randevu".into(),
                google_play_url: "https://play.google.com/store/apps/details?id=app.randevu".into(),
                instagram: "https://instagram.com/randevu.app".into(),
                facebook: "https://facebook.com/randevu.app".into(),
                x: "https://x.com/randevuapp".into(),
                youtube: "https://youtube.com/@randevuapp".into(),
            },
            sms: SmsConfig {
                provider: "dev".into(),
                api_url: "https://api.netgsm.com.tr/sms/rest/v2/send".into(),
                username: String::new(),
                password: String::new(),
                sender: "RANDEVU".into(),
            },
            email: EmailConfig { provider: "dev".into(), smtp_url: String::new(), from: "Randevu <no-reply@randevu.app>".into() },
            captcha: CaptchaConfig { provider: "dev".into(), site_key: String::new(), secret: String::new() },
            payments: PaymentsConfig {
                provider: "dev".into(),
                base_url: "https://sandbox-api.iyzipay.com".into(),
                api_key: String::new(),
                secret_key: "dev-secret".into(),
                merchant_id: String::new(),
                pricing_plan_ref: String::new(),
                issuer_legal_name: "Randevu Teknoloji A.Ş.".into(),
                issuer_tax_number: "0000000000".into(),
                issuer_tax_office: "Beşiktaş".into(),
                issuer_address: "Levent Mah. Büyükdere Cad. No: 1, 34330 Beşiktaş / İstanbul".into(),
            },
            push: PushConfig {
                provider: "dev".into(),
                vapid_public_key: String::new(),
                vapid_private_key: String::new(),
                subject: "mailto:destek@randevu.app".into(),
                extra_hosts: Vec::new(),
                allow_http: false,
            },
            render: RenderConfig { node: "node".into(), workers: 0, timeout_ms: 1500 },
        }
    }
}

impl Config {
    /// Loads the layered configuration. `toml_path` defaults to `randevu.toml` in the working
    /// directory; a missing file is fine.
    pub fn load(toml_path: Option<PathBuf>) -> anyhow::Result<Config> {
        Self::figment(toml_path).extract().context("invalid configuration")
    }

    fn figment(toml_path: Option<PathBuf>) -> Figment {
        let mut figment = Figment::from(Serialized::defaults(Config::default()))
            .merge(Toml::file(toml_path.unwrap_or_else(|| PathBuf::from("randevu.toml"))));
        if let Ok(url) = std::env::var("DATABASE_URL") {
            figment = figment.merge(("database_url", url));
        }
        figment.merge(Env::prefixed("RANDEVU_").split("__").ignore(&["CONFIG"]))
    }

    pub fn is_development(&self) -> bool {
        self.profile == Profile::Development
    }

    /// Refuses a production start while any development adapter is selected or a real one lacks
    /// its settings.
    pub fn check(&self) -> anyhow::Result<()> {
        if self.profile != Profile::Production {
            return Ok(());
        }
        let mut problems = Vec::new();
        match self.sms.provider.as_str() {
            "netgsm" if self.sms.username.is_empty() || self.sms.password.is_empty() => {
                problems.push("sms.username and sms.password are required for netgsm")
            }
            "netgsm" => {}
            _ => problems.push("sms.provider must be a real gateway (netgsm) in production"),
        }
        match self.email.provider.as_str() {
            "smtp" if self.email.smtp_url.is_empty() => problems.push("email.smtp_url is required for smtp"),
            "smtp" => {}
            _ => problems.push("email.provider must be smtp in production"),
        }
        match self.captcha.provider.as_str() {
            "turnstile" | "hcaptcha" | "recaptcha" if self.captcha.secret.is_empty() || self.captcha.site_key.is_empty() => {
                problems.push("captcha.site_key and captcha.secret are required")
            }
            "turnstile" | "hcaptcha" | "recaptcha" => {}
            _ => problems.push("captcha.provider must be turnstile, hcaptcha or recaptcha in production"),
        }
        let p = &self.payments;
        match p.provider.as_str() {
            "iyzico" if [&p.api_key, &p.secret_key, &p.merchant_id, &p.pricing_plan_ref].iter().any(|v| v.is_empty()) => {
                problems.push("payments.api_key, secret_key, merchant_id and pricing_plan_ref are required for iyzico")
            }
            "iyzico" => {}
            _ => problems.push("payments.provider must be iyzico in production"),
        }
        let push = &self.push;
        match push.provider.as_str() {
            "webpush" if push.vapid_public_key.is_empty() || push.vapid_private_key.is_empty() => problems
                .push("push.vapid_public_key and push.vapid_private_key are required for webpush (make them with `randevu vapid-keys`)"),
            "webpush" if push.allow_http => problems.push("push.allow_http is for a local test push service, not production"),
            "webpush" if crate::push::VapidKeys::parse(&push.vapid_public_key, &push.vapid_private_key).is_err() => {
                problems.push("push.vapid_public_key and push.vapid_private_key are not one P-256 key pair")
            }
            "webpush" | "off" => {}
            _ => problems.push("push.provider must be webpush (or off) in production"),
        }
        if !problems.is_empty() {
            bail!("refusing to start in production: {}", problems.join("; "));
        }
        Ok(())
    }

    /// `trusted_proxies` parsed: a plain address is a network of one.
    pub fn trusted_proxies(&self) -> anyhow::Result<Vec<ipnet::IpNet>> {
        self.trusted_proxies
            .iter()
            .map(|text| {
                let text = text.trim();
                text.parse::<ipnet::IpNet>()
                    .or_else(|_| text.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                    .with_context(|| format!("trusted_proxies: {text:?} is neither an IP address nor a CIDR range"))
            })
            .collect()
    }

    pub fn site_info(&self) -> api::SiteInfo {
        let s = &self.site;
        api::SiteInfo {
            name: s.name.clone(),
            support_email: s.support_email.clone(),
            support_phone: s.support_phone.clone(),
            app_store_url: s.app_store_url.clone(),
            google_play_url: s.google_play_url.clone(),
            social: api::SocialLinks {
                instagram: s.instagram.clone(),
                facebook: s.facebook.clone(),
                x: s.x.clone(),
                youtube: s.youtube.clone(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn production_refuses_development_adapters() {
        let mut config = Config { profile: Profile::Production, ..Config::default() };
        let err = config.check().unwrap_err().to_string();
        assert!(err.contains("sms.provider") && err.contains("email.provider") && err.contains("captcha.provider"), "{err}");
        assert!(err.contains("payments.provider must be iyzico"), "the development payments are refused: {err}");
        config.sms = SmsConfig { provider: "netgsm".into(), username: "u".into(), password: "p".into(), ..config.sms };
        config.email = EmailConfig { provider: "smtp".into(), smtp_url: "smtps://u:p@mail.example:465".into(), ..config.email };
        config.captcha = CaptchaConfig { provider: "turnstile".into(), site_key: "k".into(), secret: "s".into() };
        config.payments.provider = "iyzico".into();
        assert!(config.check().unwrap_err().to_string().contains("payments.api_key"), "iyzico needs its keys");
        config.payments = PaymentsConfig {
            api_key: "k".into(),
            secret_key: "s".into(),
            merchant_id: "1".into(),
            pricing_plan_ref: "p".into(),
            ..config.payments
        };
        assert!(config.check().unwrap_err().to_string().contains("push.provider must be webpush"), "the development push is refused");
        config.push.provider = "webpush".into();
        assert!(config.check().unwrap_err().to_string().contains("push.vapid_public_key"), "webpush needs its VAPID keys");
        config.push.vapid_public_key = "public".into();
        config.push.vapid_private_key = "private".into();
        assert!(config.check().unwrap_err().to_string().contains("not one P-256 key pair"), "keys that do not read are refused");
        let (public, private) = crate::push::VapidKeys::generate().unwrap();
        (config.push.vapid_public_key, config.push.vapid_private_key) = (public, private);
        config.check().unwrap();
        config.push =
            PushConfig { provider: "off".into(), vapid_public_key: String::new(), vapid_private_key: String::new(), ..config.push };
        config.check().unwrap();
    }

    #[test]
    fn trusted_proxies_are_addresses_or_ranges() {
        let config = Config { trusted_proxies: vec!["10.0.0.0/8".into(), "127.0.0.1".into(), "::1".into()], ..Config::default() };
        let nets = config.trusted_proxies().unwrap();
        assert_eq!(nets.iter().map(ToString::to_string).collect::<Vec<_>>(), ["10.0.0.0/8", "127.0.0.1/32", "::1/128"]);
        let wrong = Config { trusted_proxies: vec!["proxy.local".into()], ..Config::default() };
        assert!(wrong.trusted_proxies().unwrap_err().to_string().contains("proxy.local"));
        assert!(Config::default().trusted_proxies().unwrap().is_empty());
    }

    #[test]
    // figment's Jail wants a closure returning its own (large) error type.
    #[allow(clippy::result_large_err)]
    fn layers_toml_then_environment() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("randevu.toml", "port = 9000\n[site]\nname = \"Toml\"\n")?;
            jail.set_env("RANDEVU_SITE__NAME", "Env");
            jail.set_env("RANDEVU_TRUSTED_PROXIES", "[\"10.0.0.0/8\", \"127.0.0.1\"]");
            let config = Config::load(None).unwrap();
            assert_eq!(config.port, 9000);
            assert_eq!(config.site.name, "Env");
            assert_eq!(config.trusted_proxies, ["10.0.0.0/8", "127.0.0.1"]);
            assert_eq!(config.database_url, "sqlite://data/randevu.db");
            Ok(())
        });
    }
}
