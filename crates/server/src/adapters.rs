//! Adapters behind the API's ports: real ones (Netgsm-style SMS over HTTP, SMTP e-mail,
//! Turnstile/hCaptcha/reCAPTCHA siteverify) and development ones that only record to the outbox
//! table, readable at `GET /api/dev/outbox`. Production refuses the development ones
//! (`Config::check`). Every message, sent or recorded, lands in the outbox table (the record of
//! what went out). A salon's SMS quota is not counted here: `api::booking::jobs` reserves each
//! salon SMS in `salon_sms_usage` before it asks an adapter to send it.

use std::sync::Arc;

use api::ports::{Captcha, Mailer, SendError, SmsSender};
use async_trait::async_trait;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use store::Db;
use store::accounts::{OutgoingRecord, record_outgoing};

use crate::config::Config;

/// A message as an adapter was asked to send it.
struct Outgoing<'a> {
    channel: &'a str,
    to: &'a str,
    subject: Option<&'a str>,
    body: &'a str,
    salon_id: Option<i64>,
}

/// Records a message and what `provider` made of it in the outbox.
async fn record(db: &Db, message: Outgoing<'_>, provider: &str, result: &Result<(), SendError>) {
    let (status, error) = match result {
        Ok(()) => (if provider == "dev" { "recorded" } else { "sent" }, None),
        Err(err) => ("failed", Some(err.0.as_str())),
    };
    let Outgoing { channel, to, subject, body, salon_id } = message;
    let outgoing = OutgoingRecord { channel, recipient: to, subject, body, provider, status, error, salon_id };
    if let Err(err) = record_outgoing(db, outgoing).await {
        tracing::error!(error = %err, "cannot record outgoing message");
    }
}

/// Development SMS: nothing leaves the machine; the text is readable in the outbox.
pub struct DevSms(pub Db);

#[async_trait]
impl SmsSender for DevSms {
    async fn send(&self, phone: &str, text: &str, salon_id: Option<i64>) -> Result<(), SendError> {
        tracing::info!(%phone, "development SMS recorded in the outbox");
        record(&self.0, Outgoing { channel: "sms", to: phone, subject: None, body: text, salon_id }, "dev", &Ok(())).await;
        Ok(())
    }
}

/// Netgsm's REST v2 JSON API (Basic auth, `msgheader` sender, numbers without `+`).
pub struct NetgsmSms {
    pub db: Db,
    pub http: reqwest::Client,
    pub url: String,
    pub username: String,
    pub password: String,
    pub sender: String,
}

impl NetgsmSms {
    async fn post(&self, phone: &str, text: &str) -> Result<(), SendError> {
        let number = phone.trim_start_matches('+');
        let body = serde_json::json!({ "msgheader": self.sender, "encoding": "TR", "messages": [{ "msg": text, "no": number }] });
        let response = self
            .http
            .post(&self.url)
            .basic_auth(&self.username, Some(&self.password))
            .json(&body)
            .send()
            .await
            .map_err(|e| SendError(format!("SMS gateway unreachable: {e}")))?;
        let status = response.status();
        let reply: serde_json::Value = response.json().await.unwrap_or_default();
        // Netgsm answers code "00" on success, other codes on failure.
        if status.is_success() && reply.get("code").and_then(|c| c.as_str()) == Some("00") {
            Ok(())
        } else {
            Err(SendError(format!("SMS gateway refused: HTTP {status}, {reply}")))
        }
    }
}

#[async_trait]
impl SmsSender for NetgsmSms {
    async fn send(&self, phone: &str, text: &str, salon_id: Option<i64>) -> Result<(), SendError> {
        let result = self.post(phone, text).await;
        record(&self.db, Outgoing { channel: "sms", to: phone, subject: None, body: text, salon_id }, "netgsm", &result).await;
        result
    }
}

/// Development e-mail: recorded in the outbox only.
pub struct DevMailer(pub Db);

#[async_trait]
impl Mailer for DevMailer {
    async fn send(&self, to: &str, subject: &str, body: &str) -> Result<(), SendError> {
        record(&self.0, Outgoing { channel: "email", to, subject: Some(subject), body, salon_id: None }, "dev", &Ok(())).await;
        Ok(())
    }
}

/// SMTP through lettre (`smtps://user:pass@host:465` or `smtp://...?tls=required`).
pub struct SmtpMailer {
    pub db: Db,
    pub transport: AsyncSmtpTransport<Tokio1Executor>,
    pub from: Mailbox,
}

impl SmtpMailer {
    async fn deliver(&self, to: &str, subject: &str, body: &str) -> Result<(), SendError> {
        let to: Mailbox = to.parse().map_err(|e| SendError(format!("bad recipient: {e}")))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .body(body.to_owned())
            .map_err(|e| SendError(e.to_string()))?;
        self.transport.send(message).await.map(|_| ()).map_err(|e| SendError(format!("SMTP: {e}")))
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, to: &str, subject: &str, body: &str) -> Result<(), SendError> {
        let result = self.deliver(to, subject, body).await;
        record(&self.db, Outgoing { channel: "email", to, subject: Some(subject), body, salon_id: None }, "smtp", &result).await;
        result
    }
}

/// Development captcha: every token passes and no widget is shown.
pub struct DevCaptcha;

#[async_trait]
impl Captcha for DevCaptcha {
    async fn verify(&self, _token: &str, _ip: &str) -> Result<bool, SendError> {
        Ok(true)
    }

    fn widget(&self) -> (String, String) {
        ("dev".into(), String::new())
    }
}

/// The siteverify protocol shared by Turnstile, hCaptcha and reCAPTCHA.
pub struct SiteverifyCaptcha {
    pub http: reqwest::Client,
    pub provider: String,
    pub site_key: String,
    pub secret: String,
}

impl SiteverifyCaptcha {
    fn url(&self) -> &'static str {
        match self.provider.as_str() {
            "turnstile" => "https://challenges.cloudflare.com/turnstile/v0/siteverify",
            "hcaptcha" => "https://api.hcaptcha.com/siteverify",
            _ => "https://www.google.com/recaptcha/api/siteverify",
        }
    }
}

#[async_trait]
impl Captcha for SiteverifyCaptcha {
    async fn verify(&self, token: &str, ip: &str) -> Result<bool, SendError> {
        let form = [("secret", self.secret.as_str()), ("response", token), ("remoteip", ip)];
        let reply: serde_json::Value = self
            .http
            .post(self.url())
            .form(&form)
            .send()
            .await
            .map_err(|e| SendError(format!("captcha provider unreachable: {e}")))?
            .json()
            .await
            .map_err(|e| SendError(format!("captcha reply: {e}")))?;
        Ok(reply.get("success").and_then(|s| s.as_bool()) == Some(true))
    }

    fn widget(&self) -> (String, String) {
        (self.provider.clone(), self.site_key.clone())
    }
}

/// The three outside services a node talks to.
pub type Adapters = (Arc<dyn SmsSender>, Arc<dyn Mailer>, Arc<dyn Captcha>);

/// The adapters the configuration selects.
pub fn build(config: &Config, db: &Db) -> anyhow::Result<Adapters> {
    let http = reqwest::Client::builder().timeout(std::time::Duration::from_secs(10)).build()?;
    let sms: Arc<dyn SmsSender> = match config.sms.provider.as_str() {
        "netgsm" => Arc::new(NetgsmSms {
            db: db.clone(),
            http: http.clone(),
            url: config.sms.api_url.clone(),
            username: config.sms.username.clone(),
            password: config.sms.password.clone(),
            sender: config.sms.sender.clone(),
        }),
        "dev" => Arc::new(DevSms(db.clone())),
        other => anyhow::bail!("unknown sms.provider {other:?}"),
    };
    let mailer: Arc<dyn Mailer> = match config.email.provider.as_str() {
        "smtp" => Arc::new(SmtpMailer {
            db: db.clone(),
            transport: AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.email.smtp_url)?.build(),
            from: config.email.from.parse()?,
        }),
        "dev" => Arc::new(DevMailer(db.clone())),
        other => anyhow::bail!("unknown email.provider {other:?}"),
    };
    let captcha: Arc<dyn Captcha> = match config.captcha.provider.as_str() {
        "turnstile" | "hcaptcha" | "recaptcha" => Arc::new(SiteverifyCaptcha {
            http,
            provider: config.captcha.provider.clone(),
            site_key: config.captcha.site_key.clone(),
            secret: config.captcha.secret.clone(),
        }),
        "dev" => Arc::new(DevCaptcha),
        other => anyhow::bail!("unknown captcha.provider {other:?}"),
    };
    Ok((sms, mailer, captcha))
}
