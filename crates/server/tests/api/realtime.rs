//! Realtime channel (spec "Realtime", §3 push payload): the salon's open page hears a new booking
//! at once, in its reader's language, with the unread counter; the push preference decides whether
//! the notification itself comes along; reading elsewhere moves the counter; with Redis, a socket
//! on one node hears what happened on another.

use std::time::Duration;

use futures::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use crate::booking::world;
use crate::helpers::*;

/// The next JSON text frame, or a failure after 10 s (the jobs worker polls every 100 ms).
pub(crate) async fn next_message(socket: &mut WebSocket) -> Value {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("a realtime message within 10 s")
            .expect("socket open")
            .expect("frame");
        if let Message::Text(text) = frame {
            return serde_json::from_str(&text).expect("JSON message");
        }
    }
}

#[tokio::test]
async fn a_salon_page_hears_a_new_booking_with_its_counter_and_the_push_choice_decides_the_toast() {
    for backend in backends() {
        let app = spawn_app_with_jobs(backend, |_| {}).await;
        let w = world(&app).await;
        let client = token_for(&app.db, "+905551110031", &[domain::access::Role::Client], None).await;

        // Without a session there is no channel.
        let refused = TestApp::websocket(&app.address, "/api/common/realtime", None, "en").await;
        assert!(matches!(refused, Err(tokio_tungstenite::tungstenite::Error::Http(ref r)) if r.status() == 401), "{refused:?}");

        let mut staff = TestApp::websocket(&app.address, "/api/common/realtime", Some(&w.staff_token), "en").await.expect("staff socket");
        assert_eq!(
            next_message(&mut staff).await,
            json!({"unread_notifications_count": 0, "act_id": null, "kind": null, "notification": null})
        );

        // A client books: the salon hears it with the notification in English.
        let first = w.haircut_at(in_days(5), "10:00").book(&app, &client).await;
        let heard = next_message(&mut staff).await;
        assert_eq!(heard["unread_notifications_count"], 1, "{heard}");
        assert_eq!(
            (heard["notification"]["kind"].clone(), heard["notification"]["title"].clone(), heard["notification"]["act_id"].clone()),
            (json!("booking_new"), json!("New booking"), first["id"].clone())
        );

        // With push off only the counter moves.
        let (status, _) = app
            .call(Method::PUT, "/api/common/notification-preferences")
            .auth(&w.staff_token)
            .json(json!({"email": true, "sms": true, "push": false}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 200);
        let (status, _) = app.call(Method::POST, &format!("/api/client/cancel/{}", first["id"])).auth(&client).send().await;
        assert_eq!(status, 200);
        // Without the push choice no toast, but the kind still says what to reload.
        let mut heard = next_message(&mut staff).await;
        let kind = heard.as_object_mut().unwrap().remove("kind").unwrap();
        assert!(kind.as_str().is_some_and(|k| k.starts_with("booking_")), "{kind}");
        assert_eq!(heard, json!({"unread_notifications_count": 2, "act_id": first["id"], "notification": null}));

        // Read on another device: this page's counter follows.
        let (status, _) = app.call(Method::POST, "/api/common/notifications/read-all").auth(&w.staff_token).lang("en").send().await;
        assert_eq!(status, 200);
        assert_eq!(
            next_message(&mut staff).await,
            json!({"unread_notifications_count": 0, "act_id": null, "kind": null, "notification": null})
        );

        // Another account's news never reaches this socket: the client's own channel gets the
        // salon's confirmation, in Russian, and the staff socket stays quiet.
        let mut own = TestApp::websocket(&app.address, "/api/common/realtime", Some(&client), "ru").await.expect("client socket");
        // The first booking's "received" notice is unread.
        assert_eq!(next_message(&mut own).await["unread_notifications_count"], 1);
        let second = w.haircut_at(in_days(6), "11:00").book(&app, &client).await;
        let booked = next_message(&mut staff).await;
        assert_eq!((booked["unread_notifications_count"].clone(), booked["notification"].clone()), (json!(1), Value::Null));
        let received = next_message(&mut own).await;
        assert_eq!(
            (received["unread_notifications_count"].clone(), received["notification"]["kind"].clone()),
            (json!(2), json!("booking_created"))
        );
        let (status, _) = app
            .call(Method::POST, &format!("/api/salon/schedule/acts/confirm/{}", second["id"]))
            .auth(&w.staff_token)
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 200);
        let confirmed = next_message(&mut own).await;
        assert_eq!(
            (confirmed["unread_notifications_count"].clone(), confirmed["notification"]["kind"].clone()),
            (json!(3), json!("booking_confirmed"))
        );
        assert!(
            confirmed["notification"]["title"].as_str().unwrap().chars().any(|c| ('а'..='я').contains(&c)),
            "Russian title: {confirmed}"
        );
        let quiet = tokio::time::timeout(Duration::from_millis(600), staff.next()).await;
        assert!(quiet.is_err(), "the staff socket heard the client's news: {quiet:?}");
    }
}

/// Needs a Redis (`TEST_REDIS_URL`, e.g. redis://127.0.0.1:6379; `.ci/run` sets it): the booking
/// goes through node A, whose jobs worker notifies the salon; the salon's socket is open on node B.
/// Without Redis it says SKIPPED on stderr; under CI it fails instead.
#[tokio::test]
async fn with_redis_a_socket_on_another_node_hears_the_booking() {
    let Some(redis) = test_redis("realtime::with_redis_a_socket_on_another_node_hears_the_booking").await else {
        return;
    };
    let mut app = spawn_app_with(Backend::Sqlite, |c| c.realtime_redis_url = redis).await;
    let w = world(&app).await;
    let client = token_for(&app.db, "+905551110032", &[domain::access::Role::Client], None).await;
    // Node A (the app) runs no jobs worker; node B does, so the notice is made on B and its signal
    // must cross Redis to reach the salon's socket on A.
    app.start_node(true).await;
    let mut staff = TestApp::websocket(&app.address, "/api/common/realtime", Some(&w.staff_token), "tr").await.expect("socket on node A");
    assert_eq!(next_message(&mut staff).await["unread_notifications_count"], 0);
    let act = w.haircut_at(in_days(4), "12:00").book(&app, &client).await;
    let heard = next_message(&mut staff).await;
    assert_eq!(
        (heard["unread_notifications_count"].clone(), heard["notification"]["title"].clone(), heard["notification"]["act_id"].clone()),
        (json!(1), json!("Yeni randevu"), act["id"].clone())
    );
}
