//! Limits that hold behind a proxy (issue #15 item 8): failed password logins are limited per
//! phone and per client address, counted in the database; the client address comes from
//! `X-Forwarded-For` only when the TCP peer is a configured trusted proxy.

use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
use serde_json::{Value, json};

use crate::each_backend;
use crate::helpers::*;

const PHONE: &str = "+905321112233";

fn attempt(phone: &str, password: &str) -> Value {
    json!({"phone": phone, "password": password, "captchaToken": "dev", "isAgreementAccepted": true})
}

/// A client account with the password "secret-123".
async fn client_with_password(app: &TestApp, phone: &str) {
    let mut row = account(&app.db, phone, &[domain::access::Role::Client], None).await.into_active_model();
    row.password_hash = Set(Some(api::passwords::hash("secret-123".into()).await.unwrap()));
    row.update(&app.db).await.unwrap();
}

/// The status of one password login, from `forwarded_for` when given.
async fn login(app: &TestApp, phone: &str, password: &str, forwarded_for: Option<&str>) -> u16 {
    let mut call = app.call(Method::POST, "/api/site/login/password").json(attempt(phone, password));
    if let Some(address) = forwarded_for {
        call = call.header("x-forwarded-for", address);
    }
    call.send().await.0
}

/// The ten wrong phones of one address: `+90532000000N`, none of them registered.
fn stranger(n: usize) -> String {
    format!("+9053200000{n:02}")
}

#[tokio::test]
async fn the_eleventh_wrong_password_for_a_phone_is_refused() {
    for backend in backends() {
        // Behind a trusted proxy, so each try can come from its own address: the phone's count alone refuses.
        let app = spawn_app_with(backend, |c| c.trusted_proxies = vec!["127.0.0.1".into()]).await;
        client_with_password(&app, PHONE).await;
        for n in 0..10 {
            assert_eq!(login(&app, PHONE, "wrong-guess", Some(&format!("203.0.113.{n}"))).await, 401, "try {}", n + 1);
        }
        app.call(Method::POST, "/api/site/login/password")
            .header("x-forwarded-for", "203.0.113.50")
            .json(attempt(PHONE, "wrong-guess"))
            .refused_in_every_language(429, "too_many_requests")
            .await;
        assert_eq!(login(&app, PHONE, "secret-123", Some("203.0.113.51")).await, 429, "even the right password waits out the window");
        assert_eq!(login(&app, "+905321112299", "wrong-guess", Some("203.0.113.52")).await, 401, "another phone is not locked");
    }
}

#[tokio::test]
async fn tries_over_many_phones_from_one_address_are_refused_and_the_header_of_an_untrusted_peer_is_ignored() {
    each_backend!(|app| {
        client_with_password(&app, PHONE).await;
        // No trusted proxies: each try claims another address, but the peer (127.0.0.1) is what counts.
        for n in 0..10 {
            assert_eq!(login(&app, &stranger(n), "wrong-guess", Some(&format!("198.51.100.{n}"))).await, 401, "try {}", n + 1);
        }
        app.call(Method::POST, "/api/site/login/password")
            .header("x-forwarded-for", "198.51.100.99")
            .json(attempt(PHONE, "secret-123"))
            .refused_in_every_language(429, "too_many_requests")
            .await;
    });
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_address_counts_alone() {
    for backend in backends() {
        let app = spawn_app_with(backend, |c| c.trusted_proxies = vec!["127.0.0.0/8".into()]).await;
        client_with_password(&app, PHONE).await;
        for n in 0..10 {
            assert_eq!(login(&app, &stranger(n), "wrong-guess", Some("203.0.113.7")).await, 401, "try {}", n + 1);
        }
        assert_eq!(login(&app, &stranger(10), "wrong-guess", Some("203.0.113.7")).await, 429, "the same client, the 11th try");
        assert_eq!(login(&app, &stranger(11), "wrong-guess", Some("203.0.113.7, 127.0.0.2")).await, 429, "through a second trusted hop");
        assert_eq!(login(&app, PHONE, "secret-123", Some("203.0.113.8")).await, 200, "another client behind the same proxy");
        assert_eq!(login(&app, &stranger(12), "wrong-guess", None).await, 401, "the proxy's own address is a third one");
    }
}
