//! Web Push adapters behind `api::ports::PushSender` (issue #21 item 2):
//! - [`WebPush`] posts to the browsers' push services (RFC 8030) with the payload encrypted for
//!   the subscription (RFC 8291, `aes128gcm`) and the server identified by a VAPID JWT (RFC 8292,
//!   ES256), all with `ring` (already in the tree through rustls);
//! - [`DevPush`] sends nothing and records each push in the outbox (`GET /api/dev/outbox`),
//!   refused under the production profile like the other development adapters;
//! - [`NoPush`]: push is off (`push.provider = "off"`), the web shows no toggle.
//!
//! Keys are `randevu vapid-keys`' pair: the P-256 private scalar (32 bytes) and the uncompressed
//! public point (65 bytes), both base64url without padding, the format every Web Push library uses.

use std::sync::Arc;

use anyhow::{Context, bail};
use api::ports::{PushOutcome, PushSender, PushTarget};
use async_trait::async_trait;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::push::{Destinations, base64url_decode};
use ring::rand::{SecureRandom, SystemRandom};
use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
use ring::{aead, agreement, hkdf};
use store::Db;
use store::accounts::{OutgoingRecord, record_outgoing};

use crate::config::{Config, PushConfig};

/// The record size announced in the header; one record holds any notification.
const RECORD_SIZE: u32 = 4096;
/// How long a VAPID token is valid (RFC 8292 allows at most 24 hours).
const TOKEN_SECONDS: i64 = 12 * 60 * 60;

/// The server's VAPID key pair.
pub struct VapidKeys {
    pair: EcdsaKeyPair,
    /// base64url of the uncompressed public point.
    public: String,
}

impl VapidKeys {
    /// Reads the configured pair; the public key must belong to the private one.
    pub fn parse(public: &str, private: &str) -> anyhow::Result<VapidKeys> {
        let public_raw = base64url_decode(public.trim()).context("push.vapid_public_key is not base64url")?;
        let private_raw = base64url_decode(private.trim()).context("push.vapid_private_key is not base64url")?;
        let pair = EcdsaKeyPair::from_private_key_and_public_key(
            &ECDSA_P256_SHA256_FIXED_SIGNING,
            &private_raw,
            &public_raw,
            &SystemRandom::new(),
        )
        .map_err(|e| anyhow::anyhow!("push.vapid_private_key and push.vapid_public_key are not a P-256 key pair: {e}"))?;
        Ok(VapidKeys { pair, public: URL_SAFE_NO_PAD.encode(public_raw) })
    }

    /// A new random pair as `(public, private)`, base64url.
    pub fn generate() -> anyhow::Result<(String, String)> {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).map_err(|_| anyhow::anyhow!("no randomness"))?;
        let document = pkcs8.as_ref();
        // ring's PKCS#8 wraps an RFC 5915 ECPrivateKey: version 1 (`02 01 01`), then the scalar
        // as a 32-byte OCTET STRING (`04 20`).
        let marker = [0x02, 0x01, 0x01, 0x04, 0x20];
        let at = document.windows(marker.len()).position(|w| w == marker).context("unexpected PKCS#8 layout")? + marker.len();
        let private = document.get(at..at + 32).context("unexpected PKCS#8 layout")?;
        let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, document, &rng).map_err(|e| anyhow::anyhow!("{e}"))?;
        let (public, private) = (URL_SAFE_NO_PAD.encode(pair.public_key().as_ref()), URL_SAFE_NO_PAD.encode(private));
        // The pair must read back as the configuration will read it.
        VapidKeys::parse(&public, &private)?;
        Ok((public, private))
    }

    /// The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>`.
    fn authorization(&self, endpoint: &str, subject: &str, now: i64) -> anyhow::Result<String> {
        let audience = origin(endpoint).context("endpoint without an origin")?;
        let header = URL_SAFE_NO_PAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims =
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&serde_json::json!({"aud": audience, "exp": now + TOKEN_SECONDS, "sub": subject}))?);
        let input = format!("{header}.{claims}");
        let signature = self.pair.sign(&SystemRandom::new(), input.as_bytes()).map_err(|_| anyhow::anyhow!("VAPID signing failed"))?;
        Ok(format!("vapid t={input}.{}, k={}", URL_SAFE_NO_PAD.encode(signature.as_ref()), self.public))
    }
}

/// `scheme://host[:port]` of a URL (the JWT's audience).
fn origin(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let authority = rest.split(['/', '?', '#']).next()?;
    (!authority.is_empty()).then(|| format!("{scheme}://{authority}"))
}

/// A length for ring's HKDF output.
struct Len(usize);

impl hkdf::KeyType for Len {
    fn len(&self) -> usize {
        self.0
    }
}

fn hkdf(salt: &[u8], secret: &[u8], info: &[&[u8]], out: &mut [u8]) -> Result<(), String> {
    let prk = hkdf::Salt::new(hkdf::HKDF_SHA256, salt).extract(secret);
    prk.expand(info, Len(out.len())).and_then(|okm| okm.fill(out)).map_err(|_| "HKDF failed".to_owned())
}

/// Encrypts `plaintext` for a browser (RFC 8291 §3, one `aes128gcm` record of RFC 8188): the
/// body is `salt(16) || rs(4) || idlen(1) || keyid(our ephemeral public key, 65) || ciphertext`.
pub fn encrypt(browser_public: &[u8], auth_secret: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, String> {
    let rng = SystemRandom::new();
    let ephemeral = agreement::EphemeralPrivateKey::generate(&agreement::ECDH_P256, &rng).map_err(|_| "no randomness")?;
    let server_public = ephemeral.compute_public_key().map_err(|_| "no public key")?;
    let shared =
        agreement::agree_ephemeral(ephemeral, &agreement::UnparsedPublicKey::new(&agreement::ECDH_P256, browser_public), |s| s.to_vec())
            .map_err(|_| "the subscription's p256dh is not a P-256 point")?;
    // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
    let mut ikm = [0u8; 32];
    hkdf(auth_secret, &shared, &[b"WebPush: info\0", browser_public, server_public.as_ref()], &mut ikm)?;
    let mut salt = [0u8; 16];
    rng.fill(&mut salt).map_err(|_| "no randomness")?;
    let mut key = [0u8; 16];
    hkdf(&salt, &ikm, &[b"Content-Encoding: aes128gcm\0"], &mut key)?;
    let mut nonce = [0u8; 12];
    hkdf(&salt, &ikm, &[b"Content-Encoding: nonce\0"], &mut nonce)?;
    // The only (so the last) record: the content, then the delimiter 0x02, no padding.
    let mut record = Vec::with_capacity(plaintext.len() + 17);
    record.extend_from_slice(plaintext);
    record.push(2);
    let sealing = aead::LessSafeKey::new(aead::UnboundKey::new(&aead::AES_128_GCM, &key).map_err(|_| "bad key")?);
    sealing
        .seal_in_place_append_tag(aead::Nonce::assume_unique_for_key(nonce), aead::Aad::empty(), &mut record)
        .map_err(|_| "sealing failed")?;
    if record.len() + 86 > RECORD_SIZE as usize {
        return Err(format!("push payload of {} bytes is beyond one record", plaintext.len()));
    }
    let mut body = Vec::with_capacity(86 + record.len());
    body.extend_from_slice(&salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(server_public.as_ref().len() as u8);
    body.extend_from_slice(server_public.as_ref());
    body.extend_from_slice(&record);
    Ok(body)
}

/// Records a push in the outbox (the record of what went out).
async fn record(db: &Db, target: &PushTarget<'_>, payload: &[u8], provider: &str, outcome: &PushOutcome) {
    let (status, error) = match outcome {
        PushOutcome::Delivered => (if provider == "dev" { "recorded" } else { "sent" }, None),
        PushOutcome::Gone => ("failed", Some("subscription gone".to_owned())),
        PushOutcome::Retry(reason) | PushOutcome::Refused(reason) => ("failed", Some(reason.clone())),
    };
    let recipient: String = target.endpoint.chars().take(250).collect();
    let body = String::from_utf8_lossy(payload);
    let outgoing = OutgoingRecord {
        channel: "push",
        recipient: &recipient,
        subject: None,
        body: &body,
        provider,
        status,
        error: error.as_deref(),
        salon_id: None,
    };
    if let Err(err) = record_outgoing(db, outgoing).await {
        tracing::error!(error = %err, "cannot record outgoing push");
    }
}

/// Web Push over HTTP to the browsers' push services.
pub struct WebPush {
    pub db: Db,
    pub http: reqwest::Client,
    pub keys: VapidKeys,
    pub subject: String,
    pub destinations: Destinations,
}

impl WebPush {
    async fn post(&self, target: PushTarget<'_>, payload: &[u8], ttl_secs: u32) -> PushOutcome {
        let (Some(browser_public), Some(auth)) = (base64url_decode(target.p256dh), base64url_decode(target.auth)) else {
            return PushOutcome::Refused("the subscription's keys are not base64url".into());
        };
        let body = match encrypt(&browser_public, &auth, payload) {
            Ok(body) => body,
            Err(reason) => return PushOutcome::Refused(reason),
        };
        let authorization = match self.keys.authorization(target.endpoint, &self.subject, chrono::Utc::now().timestamp()) {
            Ok(header) => header,
            Err(err) => return PushOutcome::Refused(err.to_string()),
        };
        let sent = self
            .http
            .post(target.endpoint)
            .header("TTL", ttl_secs.to_string())
            .header("Urgency", "normal")
            .header("Content-Encoding", "aes128gcm")
            .header("Content-Type", "application/octet-stream")
            .header("Authorization", authorization)
            .body(body)
            .send()
            .await;
        let response = match sent {
            Ok(response) => response,
            Err(err) => return PushOutcome::Retry(format!("push service unreachable: {err}")),
        };
        let status = response.status();
        match status.as_u16() {
            200..=299 => PushOutcome::Delivered,
            404 | 410 => PushOutcome::Gone,
            429 | 500..=599 => PushOutcome::Retry(format!("push service answered {status}")),
            _ => PushOutcome::Refused(format!("push service answered {status}: {}", response.text().await.unwrap_or_default())),
        }
    }
}

#[async_trait]
impl PushSender for WebPush {
    fn public_key(&self) -> Option<String> {
        Some(self.keys.public.clone())
    }

    fn destinations(&self) -> Destinations {
        self.destinations.clone()
    }

    async fn send(&self, target: PushTarget<'_>, payload: &[u8], ttl_secs: u32) -> PushOutcome {
        if !self.destinations.allows(target.endpoint) {
            // Stored before the allowed hosts changed: never posted to.
            return PushOutcome::Gone;
        }
        let outcome = self.post(target, payload, ttl_secs).await;
        record(&self.db, &target, payload, "webpush", &outcome).await;
        outcome
    }
}

/// Development push: nothing leaves the machine; the payload is readable in the outbox.
pub struct DevPush {
    pub db: Db,
    pub keys: VapidKeys,
    pub destinations: Destinations,
}

#[async_trait]
impl PushSender for DevPush {
    fn public_key(&self) -> Option<String> {
        Some(self.keys.public.clone())
    }

    fn destinations(&self) -> Destinations {
        self.destinations.clone()
    }

    async fn send(&self, target: PushTarget<'_>, payload: &[u8], _ttl_secs: u32) -> PushOutcome {
        record(&self.db, &target, payload, "dev", &PushOutcome::Delivered).await;
        PushOutcome::Delivered
    }
}

/// Push is off: no key to subscribe with, nothing sent.
pub struct NoPush;

#[async_trait]
impl PushSender for NoPush {
    fn public_key(&self) -> Option<String> {
        None
    }

    fn destinations(&self) -> Destinations {
        Destinations { hosts: Vec::new(), allow_http: false }
    }

    async fn send(&self, _target: PushTarget<'_>, _payload: &[u8], _ttl_secs: u32) -> PushOutcome {
        PushOutcome::Gone
    }
}

fn destinations(config: &PushConfig) -> Destinations {
    let mut destinations = Destinations::push_services();
    destinations.hosts.extend(config.extra_hosts.iter().cloned());
    destinations.allow_http = config.allow_http;
    destinations
}

/// The push adapter the configuration selects.
pub fn build(config: &Config, db: &Db) -> anyhow::Result<Arc<dyn PushSender>> {
    let push = &config.push;
    let configured = || VapidKeys::parse(&push.vapid_public_key, &push.vapid_private_key);
    Ok(match push.provider.as_str() {
        "webpush" => Arc::new(WebPush {
            db: db.clone(),
            http: reqwest::Client::builder().timeout(std::time::Duration::from_secs(10)).build()?,
            keys: configured()?,
            subject: push.subject.clone(),
            destinations: destinations(push),
        }),
        "dev" => {
            // Browsers need a key to subscribe; without one configured, a pair for this run.
            let keys = if push.vapid_private_key.is_empty() {
                let (public, private) = VapidKeys::generate()?;
                VapidKeys::parse(&public, &private)?
            } else {
                configured()?
            };
            Arc::new(DevPush { db: db.clone(), keys, destinations: destinations(push) })
        }
        "off" => Arc::new(NoPush),
        other => bail!("push.provider must be webpush, dev or off, not {other:?}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_keys_read_back_and_sign_a_token_for_the_endpoint_s_origin() {
        let (public, private) = VapidKeys::generate().unwrap();
        assert_eq!(base64url_decode(&public).unwrap().len(), 65);
        assert_eq!(base64url_decode(&private).unwrap().len(), 32);
        let keys = VapidKeys::parse(&public, &private).unwrap();
        let header = keys.authorization("https://fcm.googleapis.com/fcm/send/abc?x=1", "mailto:a@b.c", 1_000).unwrap();
        let (token, key) = header.strip_prefix("vapid t=").unwrap().split_once(", k=").unwrap();
        assert_eq!(key, public);
        let parts: Vec<&str> = token.split('.').collect();
        let claims: serde_json::Value = serde_json::from_slice(&base64url_decode(parts[1]).unwrap()).unwrap();
        assert_eq!(claims, serde_json::json!({"aud": "https://fcm.googleapis.com", "exp": 1_000 + TOKEN_SECONDS, "sub": "mailto:a@b.c"}));
        let verifier =
            ring::signature::UnparsedPublicKey::new(&ring::signature::ECDSA_P256_SHA256_FIXED, base64url_decode(&public).unwrap());
        verifier.verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &base64url_decode(parts[2]).unwrap()).unwrap();
    }

    #[test]
    fn a_public_key_of_another_pair_is_refused() {
        let (public, _) = VapidKeys::generate().unwrap();
        let (_, private) = VapidKeys::generate().unwrap();
        assert!(VapidKeys::parse(&public, &private).is_err());
        assert!(VapidKeys::parse("not base64!", &private).is_err());
    }
}
