//! Web Push (issue #21 item 2), tested without the network: a local push service in the test
//! takes the pushes, answers as told (201, 404, 410, 503), and the test decrypts each body with
//! the browser key pair it made for the subscription (RFC 8291, written out here from the RFC
//! with HMAC, independently of the server's HKDF) and checks the VAPID token (RFC 8292).

use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Utc;
use domain::access::Role;
use ring::rand::{SecureRandom, SystemRandom};
use ring::{aead, agreement, hmac, signature};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{Value, json};
use server::config::PushConfig;
use store::entities::{accounts, push_subscriptions};

use crate::booking::world;
use crate::helpers::*;

/// A push as the local push service received it.
#[derive(Debug, Clone)]
struct Received {
    path: String,
    headers: HeaderMap,
    body: Vec<u8>,
}

/// A push service on 127.0.0.1: `POST /<status>/<name>` answers `<status>` and keeps the request.
struct PushService {
    address: String,
    received: Arc<Mutex<Vec<Received>>>,
}

impl PushService {
    async fn start() -> PushService {
        let received = Arc::new(Mutex::new(Vec::new()));
        let router = axum::Router::new()
            .route(
                "/{status}/{name}",
                axum::routing::post(
                    |State(log): State<Arc<Mutex<Vec<Received>>>>,
                     Path((status, name)): Path<(u16, String)>,
                     headers: HeaderMap,
                     body: axum::body::Bytes| async move {
                        log.lock().unwrap().push(Received { path: format!("/{status}/{name}"), headers, body: body.to_vec() });
                        StatusCode::from_u16(status).unwrap()
                    },
                ),
            )
            .with_state(received.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        PushService { address, received }
    }

    fn endpoint(&self, status: u16, name: &str) -> String {
        format!("{}/{status}/{name}", self.address)
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }
}

/// A browser's subscription: its key pair (kept to decrypt one push) and auth secret.
struct Browser {
    endpoint: String,
    private: Option<agreement::EphemeralPrivateKey>,
    public: Vec<u8>,
    auth: [u8; 16],
}

impl Browser {
    fn new(endpoint: String) -> Browser {
        let rng = SystemRandom::new();
        let private = agreement::EphemeralPrivateKey::generate(&agreement::ECDH_P256, &rng).unwrap();
        let public = private.compute_public_key().unwrap().as_ref().to_vec();
        let mut auth = [0u8; 16];
        rng.fill(&mut auth).unwrap();
        Browser { endpoint, private: Some(private), public, auth }
    }

    /// `PushSubscription.toJSON()` of this browser.
    fn subscription(&self) -> Value {
        json!({"endpoint": self.endpoint, "expirationTime": null, "keys": {"p256dh": URL_SAFE_NO_PAD.encode(&self.public), "auth": URL_SAFE_NO_PAD.encode(self.auth)}})
    }

    /// Decrypts an `aes128gcm` push body (RFC 8291 §3.4 and RFC 8188 §2) as a browser does.
    fn decrypt(&mut self, body: &[u8]) -> Value {
        let salt = &body[..16];
        let record_size = u32::from_be_bytes(body[16..20].try_into().unwrap());
        let id_len = body[20] as usize;
        let server_public = &body[21..21 + id_len];
        let ciphertext = &body[21 + id_len..];
        assert_eq!((id_len, record_size >= 18), (65, true), "header of the push");
        let private = self.private.take().expect("each test browser decrypts one push");
        let shared =
            agreement::agree_ephemeral(private, &agreement::UnparsedPublicKey::new(&agreement::ECDH_P256, server_public), |s| s.to_vec())
                .unwrap();
        let mac = |key: &[u8], parts: &[&[u8]]| {
            let mut context = hmac::Context::with_key(&hmac::Key::new(hmac::HMAC_SHA256, key));
            parts.iter().for_each(|p| context.update(p));
            context.sign().as_ref().to_vec()
        };
        // PRK_key = HMAC(auth_secret, ecdh_secret); IKM = HMAC(PRK_key, key_info || 0x01)
        let prk_key = mac(&self.auth, &[&shared]);
        let ikm = mac(&prk_key, &[b"WebPush: info\0", &self.public, server_public, &[1]]);
        // PRK = HMAC(salt, IKM); CEK and NONCE = HMAC(PRK, info || 0x01), cut
        let prk = mac(salt, &[&ikm]);
        let cek = &mac(&prk, &[b"Content-Encoding: aes128gcm\0", &[1]])[..16];
        let nonce: [u8; 12] = mac(&prk, &[b"Content-Encoding: nonce\0", &[1]])[..12].try_into().unwrap();
        let key = aead::LessSafeKey::new(aead::UnboundKey::new(&aead::AES_128_GCM, cek).unwrap());
        let mut record = ciphertext.to_vec();
        let plain =
            key.open_in_place(aead::Nonce::assume_unique_for_key(nonce), aead::Aad::empty(), &mut record).expect("the push decrypts");
        // The last record: content, the delimiter 2, then zero padding.
        let end = plain.iter().rposition(|b| *b != 0).unwrap();
        assert_eq!(plain[end], 2, "last-record delimiter");
        serde_json::from_slice(&plain[..end]).expect("a JSON payload")
    }
}

/// Web Push through the local push service, with a fresh VAPID pair.
fn push_to_local(config: &mut server::config::Config) {
    let (public, private) = server::push::VapidKeys::generate().unwrap();
    config.push = PushConfig {
        provider: "webpush".into(),
        vapid_public_key: public,
        vapid_private_key: private,
        subject: "mailto:ops@randevu.test".into(),
        extra_hosts: vec!["127.0.0.1".into()],
        allow_http: true,
    };
}

async fn subscribe(app: &TestApp, token: &str, browser: &Browser) -> (u16, Value) {
    app.call(Method::POST, "/api/common/push/subscriptions").auth(token).json(browser.subscription()).send().await
}

async fn set_locale(app: &TestApp, account_id: i64, locale: &str) {
    let account = accounts::Entity::find_by_id(account_id).one(&app.db).await.unwrap().unwrap();
    let mut row: accounts::ActiveModel = account.into();
    row.locale = Set(locale.into());
    row.update(&app.db).await.unwrap();
}

async fn notify(app: &TestApp, account_id: i64) -> i64 {
    let params = json!({"salon": "Kuaför A", "date": "01.12.2026", "time": "10:00", "client": "Ayşe", "services": "Saç kesimi"});
    store::notifications::notify(&app.db, account_id, "booking_confirmed", None, &params, Utc::now()).await.unwrap()
}

async fn devices(app: &TestApp) -> Vec<push_subscriptions::Model> {
    push_subscriptions::Entity::find().all(&app.db).await.unwrap()
}

/// Checks the request's VAPID token against the configured key and the endpoint's origin.
fn assert_vapid(app: &TestApp, push: &Received, origin: &str) {
    let header = push.headers["authorization"].to_str().unwrap();
    let (token, key) = header.strip_prefix("vapid t=").unwrap().split_once(", k=").unwrap();
    assert_eq!(key, app.config.push.vapid_public_key);
    let parts: Vec<&str> = token.split('.').collect();
    let claims: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
    assert_eq!((claims["aud"].as_str(), claims["sub"].as_str()), (Some(origin), Some("mailto:ops@randevu.test")));
    let exp = claims["exp"].as_i64().unwrap() - Utc::now().timestamp();
    assert!((0..=24 * 3600).contains(&exp), "a token valid at most a day: {exp}");
    let public = URL_SAFE_NO_PAD.decode(key).unwrap();
    signature::UnparsedPublicKey::new(&signature::ECDSA_P256_SHA256_FIXED, public)
        .verify(format!("{}.{}", parts[0], parts[1]).as_bytes(), &URL_SAFE_NO_PAD.decode(parts[2]).unwrap())
        .expect("the VAPID token is signed with the configured key");
    assert_eq!(push.headers["content-encoding"], "aes128gcm");
    assert_eq!(push.headers["ttl"], "86400");
}

#[tokio::test]
async fn a_notification_is_pushed_encrypted_with_the_unread_count_and_its_text_in_the_recipients_language() {
    for backend in backends() {
        let service = PushService::start().await;
        let app = spawn_app_with(backend, push_to_local).await;
        let (client, token) = person(&app.db, "+905551210001", &[Role::Client], None).await;
        set_locale(&app, client.id, "ru").await;
        let mut browser = Browser::new(service.endpoint(201, "client-phone"));
        let (status, body) = subscribe(&app, &token, &browser).await;
        assert_eq!((status, body["created"].clone()), (200, json!(true)), "{body}");

        let earlier = notify(&app, client.id).await;
        app.run_due_jobs().await;
        let latest = notify(&app, client.id).await;
        app.run_due_jobs().await;

        let pushes = service.received();
        assert_eq!(pushes.len(), 2, "one push per notification");
        assert_vapid(&app, &pushes[1], &service.address);
        // The list in Russian says what the push must say.
        let (_, list) = app.call(Method::GET, "/api/common/notifications").auth(&token).lang("ru").send().await;
        let shown = list["rows"].as_array().unwrap().iter().find(|r| r["id"] == latest).unwrap().clone();
        let payload = browser.decrypt(&pushes[1].body);
        assert_eq!(
            payload,
            json!({
                "id": latest,
                "title": shown["title"],
                "text": shown["text"],
                "unread_notifications_count": 2,
                "act_id": null,
                "url": "/ru/dashboard/notifications",
            })
        );
        let (_, turkish) = app.call(Method::GET, "/api/common/notifications").auth(&token).lang("tr").send().await;
        assert_ne!(payload["title"], turkish["rows"][0]["title"], "Russian, not the server's default Turkish");
        assert!(payload["text"].as_str().unwrap().contains("Kuaför A"), "{payload}");
        assert_ne!(earlier, latest);
    }
}

#[tokio::test]
async fn a_booking_reaches_the_salon_admins_closed_browser() {
    for backend in backends() {
        let service = PushService::start().await;
        let app = spawn_app_with(backend, push_to_local).await;
        let w = world(&app).await;
        let (_, me) = app.call(Method::GET, "/api/common/account-data").auth(&w.staff_token).send().await;
        set_locale(&app, me["id"].as_i64().expect("account id"), "en").await;
        let mut browser = Browser::new(service.endpoint(201, "salon-laptop"));
        assert_eq!(subscribe(&app, &w.staff_token, &browser).await.0, 200);
        let client = token_for(&app.db, "+905551210002", &[Role::Client], None).await;

        let booked = w.haircut_at(in_days(5), "10:00").book(&app, &client).await;
        // The booking's delivery job makes the notification; its push job sends it.
        app.run_due_jobs().await;
        app.run_due_jobs().await;

        let pushes = service.received();
        assert_eq!(pushes.iter().map(|p| p.path.as_str()).collect::<Vec<_>>(), ["/201/salon-laptop"]);
        let payload = browser.decrypt(&pushes[0].body);
        assert_eq!(
            (payload["title"].clone(), payload["unread_notifications_count"].clone(), payload["act_id"].clone(), payload["url"].clone()),
            (json!("New booking"), json!(1), booked["id"].clone(), json!("/en/admin-salon/notifications"))
        );
    }
}

#[tokio::test]
async fn subscriptions_the_push_service_calls_gone_404_or_410_are_forgotten() {
    for backend in backends() {
        let service = PushService::start().await;
        let app = spawn_app_with(backend, push_to_local).await;
        let (client, token) = person(&app.db, "+905551210003", &[Role::Client], None).await;
        for (status, name) in [(410, "expired"), (404, "unknown"), (201, "alive")] {
            assert_eq!(subscribe(&app, &token, &Browser::new(service.endpoint(status, name))).await.0, 200);
        }
        notify(&app, client.id).await;
        app.run_due_jobs().await;

        assert_eq!(service.received().len(), 3, "each device was tried");
        let left: Vec<String> = devices(&app).await.into_iter().map(|d| d.endpoint).collect();
        assert_eq!(left, [service.endpoint(201, "alive")], "the 404 and the 410 are removed, the live one kept");
        assert!(store::jobs::pending(&app.db, "push").await.unwrap().is_empty(), "nothing to retry");
    }
}

#[tokio::test]
async fn a_push_service_in_trouble_is_tried_again_later_and_the_device_kept() {
    for backend in backends() {
        let service = PushService::start().await;
        let app = spawn_app_with(backend, push_to_local).await;
        let (client, token) = person(&app.db, "+905551210004", &[Role::Client], None).await;
        assert_eq!(subscribe(&app, &token, &Browser::new(service.endpoint(503, "busy"))).await.0, 200);
        notify(&app, client.id).await;
        app.run_due_jobs().await;

        assert_eq!(service.received().len(), 1);
        let waiting = store::jobs::pending(&app.db, "push").await.unwrap();
        assert_eq!(waiting.len(), 1, "the push waits for a retry");
        assert!(waiting[0].run_at > Utc::now(), "with a backoff");
        assert!(waiting[0].last_error.as_deref().unwrap_or_default().contains("503"), "{:?}", waiting[0].last_error);
        assert_eq!(devices(&app).await.len(), 1, "the device stays");
    }
}

#[tokio::test]
async fn with_the_push_preference_off_nothing_is_pushed() {
    for backend in backends() {
        let service = PushService::start().await;
        let app = spawn_app_with(backend, push_to_local).await;
        let (client, token) = person(&app.db, "+905551210005", &[Role::Client], None).await;
        assert_eq!(subscribe(&app, &token, &Browser::new(service.endpoint(201, "phone"))).await.0, 200);
        let (status, _) = app
            .call(Method::PUT, "/api/common/notification-preferences")
            .auth(&token)
            .json(json!({"email": true, "sms": true, "push": false}))
            .send()
            .await;
        assert_eq!(status, 200);
        notify(&app, client.id).await;
        app.run_due_jobs().await;
        assert!(store::jobs::pending(&app.db, "push").await.unwrap().is_empty(), "no push job");
        assert!(service.received().is_empty(), "no push");

        // On again: the next notification goes.
        let (status, _) = app
            .call(Method::PUT, "/api/common/notification-preferences")
            .auth(&token)
            .json(json!({"email": true, "sms": true, "push": true}))
            .send()
            .await;
        assert_eq!(status, 200);
        notify(&app, client.id).await;
        app.run_due_jobs().await;
        assert_eq!(service.received().len(), 1);
    }
}

#[tokio::test]
async fn a_browser_subscribes_once_per_endpoint_and_nobody_takes_another_accounts_device() {
    for backend in backends() {
        let service = PushService::start().await;
        let app = spawn_app_with(backend, push_to_local).await;
        let (owner, token) = person(&app.db, "+905551210006", &[Role::Client], None).await;
        let other = token_for(&app.db, "+905551210007", &[Role::SalonMaster], None).await;

        let (status, key) = app.call(Method::GET, "/api/common/push/key").auth(&token).send().await;
        assert_eq!((status, key["public_key"].as_str()), (200, Some(app.config.push.vapid_public_key.as_str())));
        assert_eq!(app.call(Method::GET, "/api/common/push/key").send().await.0, 401);

        let laptop = Browser::new(service.endpoint(201, "laptop"));
        let (status, first) = subscribe(&app, &token, &laptop).await;
        assert_eq!((status, first["created"].clone()), (200, json!(true)));
        // The same browser again with fresh keys: the row is updated, never doubled.
        let renewed = Browser::new(laptop.endpoint.clone());
        let (status, again) = subscribe(&app, &token, &renewed).await;
        assert_eq!((status, again["id"].clone(), again["created"].clone()), (200, first["id"].clone(), json!(false)));
        let rows = devices(&app).await;
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].p256dh, URL_SAFE_NO_PAD.encode(&renewed.public), "the new keys are kept");
        // A second device of the same account is a second row.
        assert_eq!(subscribe(&app, &token, &Browser::new(service.endpoint(201, "phone"))).await.0, 200);
        assert_eq!(devices(&app).await.iter().filter(|d| d.account_id == owner.id).count(), 2);

        // Another account cannot take the laptop over, nor forget it.
        app.call(Method::POST, "/api/common/push/subscriptions")
            .auth(&other)
            .json(Browser::new(laptop.endpoint.clone()).subscription())
            .refused_in_every_language(409, "push_endpoint_taken")
            .await;
        let (status, _) =
            app.call(Method::POST, "/api/common/push/unsubscribe").auth(&other).json(json!({"endpoint": laptop.endpoint})).send().await;
        assert_eq!(status, 404);
        assert!(devices(&app).await.iter().all(|d| d.account_id == owner.id), "both devices are still the owner's");

        // The owner forgets the laptop; a second time there is nothing to forget.
        let forget = || app.call(Method::POST, "/api/common/push/unsubscribe").auth(&token).json(json!({"endpoint": laptop.endpoint}));
        assert_eq!(forget().send().await.0, 204);
        assert_eq!(forget().send().await.0, 404);
        assert_eq!(devices(&app).await.len(), 1);

        // No session: 401.
        assert_eq!(app.call(Method::POST, "/api/common/push/subscriptions").json(laptop.subscription()).send().await.0, 401);
        assert_eq!(app.call(Method::POST, "/api/common/push/unsubscribe").json(json!({"endpoint": "x"})).send().await.0, 401);
    }
}

#[tokio::test]
async fn a_subscription_must_name_a_push_service_and_carry_both_keys() {
    for backend in backends() {
        // The default (development) configuration: the browsers' push services only.
        let app = spawn_app(backend).await;
        let token = token_for(&app.db, "+905551210008", &[Role::Client], None).await;
        let (status, key) = app.call(Method::GET, "/api/common/push/key").auth(&token).send().await;
        assert_eq!((status, key["public_key"].as_str().map(|k| URL_SAFE_NO_PAD.decode(k).unwrap().len())), (200, Some(65)));
        for endpoint in ["http://169.254.169.254/latest/meta-data", "https://internal.example/push", "ftp://fcm.googleapis.com/x"] {
            let browser = Browser::new(endpoint.into());
            let (status, body) = subscribe(&app, &token, &browser).await;
            assert_eq!((status, body["errors"]["endpoint"].is_array()), (422, true), "{endpoint}: {body}");
        }
        let (status, body) = app
            .call(Method::POST, "/api/common/push/subscriptions")
            .auth(&token)
            .json(json!({"endpoint": "https://fcm.googleapis.com/fcm/send/x", "keys": {"p256dh": "AQID", "auth": "not base64!"}}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(
            (body["errors"]["keys.p256dh"][0].as_str(), body["errors"]["keys.auth"][0].as_str()),
            (Some("Wrong format"), Some("Wrong format"))
        );
        let long = format!("https://fcm.googleapis.com/{}", "a".repeat(domain::push::MAX_ENDPOINT_LEN));
        assert_eq!(subscribe(&app, &token, &Browser::new(long.clone())).await.0, 422);
        let (status, body) =
            app.call(Method::POST, "/api/common/push/unsubscribe").auth(&token).json(json!({"endpoint": long})).send().await;
        assert_eq!((status, body["errors"]["endpoint"].is_array()), (422, true), "beyond the stated bound: 422, not a lookup");
        // A push service of a browser is taken (the development adapter records instead of sending).
        assert_eq!(subscribe(&app, &token, &Browser::new("https://fcm.googleapis.com/fcm/send/abc".into())).await.0, 200);
        assert!(devices(&app).await.len() == 1);
    }
}

#[tokio::test]
async fn with_push_off_there_is_no_key_and_no_subscription() {
    for backend in backends() {
        let app = spawn_app_with(backend, |config| config.push.provider = "off".into()).await;
        let token = token_for(&app.db, "+905551210009", &[Role::Client], None).await;
        let (status, key) = app.call(Method::GET, "/api/common/push/key").auth(&token).send().await;
        assert_eq!((status, key), (200, json!({"public_key": null})));
        app.call(Method::POST, "/api/common/push/subscriptions")
            .auth(&token)
            .json(Browser::new("https://fcm.googleapis.com/fcm/send/abc".into()).subscription())
            .refused_in_every_language(409, "push_unavailable")
            .await;
    }
}
