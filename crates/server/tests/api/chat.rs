//! Chat with the feedback moderator (issue #21 items 1, 3, 4): a Premium salon writes, a moderator
//! hears it live on another socket, reads it (every device's counter falls, the salon sees the
//! receipt) and answers; a free salon is refused by name; the wrong tenant gets 404, other roles
//! 403, no session 401; a socket that reconnects with its last seen id catches up exactly once;
//! preferences reset with nothing stored; across two nodes through Redis.

use std::time::Duration;

use futures::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use sea_orm::EntityTrait;

use crate::helpers::*;
use crate::realtime::next_message;

const STAFF: &str = "+905559970001";
const FREE_STAFF: &str = "+905559970002";
const ADMIN: &str = "+905559970003";
const CLIENT: &str = "+905559970004";

struct World {
    salon: i64,
    free_salon: i64,
    staff: String,
    free_staff: String,
    admin: String,
    admin_id: i64,
    client: String,
}

async fn world(app: &TestApp) -> World {
    let f = Catalogue::hair_and_nails()
        .salon(Salon::new("kuafor-chat").named("Kuaför Sohbet").admin(STAFF).premium())
        .salon(Salon::new("berber-free").named("Berber Bedava").admin(FREE_STAFF))
        .client(CLIENT)
        .build(app)
        .await;
    let admin = token_for(&app.db, ADMIN, &[domain::access::Role::Admin], None).await;
    let admin_id = store::accounts::by_phone(&app.db, ADMIN).await.unwrap().unwrap().id;
    World {
        salon: f.salon("kuafor-chat").id,
        free_salon: f.salon("berber-free").id,
        staff: f.token(STAFF),
        free_staff: f.token(FREE_STAFF),
        admin,
        admin_id,
        client: f.token(CLIENT),
    }
}

/// The next chat frame (notification frames in between are skipped).
async fn next_chat(socket: &mut WebSocket) -> Value {
    loop {
        let frame = next_message(socket).await;
        if frame.get("chat").is_some() {
            return frame;
        }
    }
}

/// Nothing more on the socket for a moment (notification frames aside).
async fn no_chat_frame(socket: &mut WebSocket) {
    let deadline = tokio::time::Instant::now() + Duration::from_millis(500);
    while let Ok(Some(Ok(frame))) = tokio::time::timeout_at(deadline, socket.next()).await {
        if let Message::Text(text) = frame {
            let value: Value = serde_json::from_str(&text).unwrap();
            assert!(value.get("chat").is_none(), "an unexpected chat frame: {value}");
        }
    }
}

async fn socket(app_address: &str, token: &str, query: &str) -> WebSocket {
    let mut socket =
        TestApp::websocket(app_address, &format!("/api/common/realtime?lang=tr{query}"), Some(token), "tr").await.expect("socket");
    // The first frame is always the notification counter.
    assert!(next_message(&mut socket).await.get("unread_notifications_count").is_some());
    socket
}

#[tokio::test]
async fn a_premium_salon_and_a_moderator_chat_live_with_receipts_counters_and_catch_up() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let mut admin_tab = socket(&app.address, &w.admin, "").await;
        let mut admin_phone = socket(&app.address, &w.admin, "").await;
        let mut salon_tab = socket(&app.address, &w.staff, "").await;

        // Nothing yet: the salon sees one conversation (with the platform), the moderators none.
        let (status, mine) = app.call(Method::GET, "/api/common/chat/collocutors").auth(&w.staff).send().await;
        assert_eq!(
            (status, mine["count"].clone(), mine["unread"].clone(), mine["rows"][0]["last_message"].clone()),
            (200, json!(1), json!(0), Value::Null)
        );
        let (_, inbox) = app.call(Method::GET, "/api/common/chat/collocutors").auth(&w.admin).send().await;
        assert_eq!(inbox["count"], 0, "{inbox}");

        // The salon writes (HTML stays text); the moderator's two devices hear it with the counter.
        let (status, sent) = app
            .call(Method::POST, "/api/common/chat/send")
            .auth(&w.staff)
            .json(json!({"text": "  Merhaba, <b>yardım</b> lazım \n"}))
            .send()
            .await;
        assert_eq!(status, 200, "{sent}");
        assert_eq!(
            (sent["text"].clone(), sent["from_moderator"].clone(), sent["salon_id"].clone()),
            (json!("Merhaba, <b>yardım</b> lazım"), json!(false), json!(w.salon))
        );
        for device in [&mut admin_tab, &mut admin_phone] {
            let heard = next_chat(device).await;
            assert_eq!(
                (heard["chat"]["type"].clone(), heard["chat"]["message"].clone(), heard["chat_unread_count"].clone()),
                (json!("message"), sent.clone(), json!(1))
            );
        }
        // The writer's own other tab gets it too (and its side has read it).
        let echoed = next_chat(&mut salon_tab).await;
        assert_eq!((echoed["chat"]["message"]["id"].clone(), echoed["chat_unread_count"].clone()), (sent["id"].clone(), json!(0)));

        // The inbox lists the salon with one unread message; search and status filter it.
        let (_, inbox) = app.call(Method::GET, "/api/common/chat/collocutors").auth(&w.admin).send().await;
        assert_eq!(
            (
                inbox["count"].clone(),
                inbox["unread"].clone(),
                inbox["rows"][0]["name"].clone(),
                inbox["rows"][0]["unread"].clone(),
                inbox["rows"][0]["last_message"]["id"].clone()
            ),
            (json!(1), json!(1), json!("Kuaför Sohbet"), json!(1), sent["id"].clone())
        );
        let (_, found) = app.call(Method::GET, "/api/common/chat/collocutors?q=sohbet").auth(&w.admin).send().await;
        assert_eq!(found["count"], 1, "{found}");
        let (_, none) = app.call(Method::GET, "/api/common/chat/collocutors?q=bedava").auth(&w.admin).send().await;
        assert_eq!(none["count"], 0, "{none}");
        let (_, resolved) = app.call(Method::GET, "/api/common/chat/collocutors?status=resolved").auth(&w.admin).send().await;
        assert_eq!(resolved["count"], 0);

        // The first unread message rings the moderators' bell (in their language).
        let (_, notices) = app.call(Method::GET, "/api/common/notifications").auth(&w.admin).lang("ru").send().await;
        assert_eq!(
            (notices["rows"][0]["kind"].clone(), notices["rows"][0]["text"].clone()),
            (json!("admin_feedback_message"), json!("Kuaför Sohbet написал модератору."))
        );

        // The moderator reads: both devices' counters fall to 0, the salon sees the receipt.
        let (status, counters) = app
            .call(Method::POST, "/api/common/chat/read")
            .auth(&w.admin)
            .json(json!({"salon_id": w.salon, "read_id": sent["id"]}))
            .send()
            .await;
        assert_eq!((status, counters), (200, json!({"unread": 0})));
        for device in [&mut admin_tab, &mut admin_phone] {
            let heard = next_chat(device).await;
            assert_eq!((heard["chat"]["type"].clone(), heard["chat_unread_count"].clone()), (json!("read"), json!(0)), "{heard}");
        }
        let receipt = next_chat(&mut salon_tab).await;
        assert_eq!(receipt["chat"], json!({"type": "read", "salon_id": w.salon, "by_moderator": true, "read_id": sent["id"]}));

        // Typing reaches the other side, never the typist.
        let (status, _) = app.call(Method::POST, "/api/common/chat/typing").auth(&w.admin).json(json!({"salon_id": w.salon})).send().await;
        assert_eq!(status, 204);
        let typing = next_chat(&mut salon_tab).await;
        assert_eq!((typing["chat"]["type"].clone(), typing["chat"]["from_moderator"].clone()), (json!("typing"), json!(true)));

        // The moderator answers: the salon hears it with its own counter.
        let (status, answer) = app
            .call(Method::POST, "/api/common/chat/send")
            .auth(&w.admin)
            .json(json!({"salon_id": w.salon, "text": "Buyurun"}))
            .send()
            .await;
        assert_eq!(status, 200, "{answer}");
        let heard = next_chat(&mut salon_tab).await;
        assert_eq!(
            (
                heard["chat"]["message"]["text"].clone(),
                heard["chat"]["message"]["from_moderator"].clone(),
                heard["chat_unread_count"].clone()
            ),
            (json!("Buyurun"), json!(true), json!(1))
        );

        // The conversation, newest last, with the moderators' read position.
        let (_, page) = app.call(Method::GET, "/api/common/chat/messages").auth(&w.staff).send().await;
        assert_eq!(
            (
                page["rows"].as_array().unwrap().iter().map(|m| m["text"].clone()).collect::<Vec<_>>(),
                page["peer_read_id"].clone(),
                page["has_older"].clone()
            ),
            (vec![json!("Merhaba, <b>yardım</b> lazım"), json!("Buyurun")], answer["id"].clone(), json!(false))
        );
        let (_, older) = app
            .call(Method::GET, &format!("/api/common/chat/messages?salon_id={}&before_id={}", w.salon, answer["id"]))
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(ids(&older["rows"]), vec![sent["id"].as_i64().unwrap()]);

        // A reconnect with the last seen id gets exactly what it missed, then live ones once.
        drop(salon_tab);
        let mut missed = Vec::new();
        for text in ["bir", "iki"] {
            let (_, m) = app
                .call(Method::POST, "/api/common/chat/send")
                .auth(&w.admin)
                .json(json!({"salon_id": w.salon, "text": text}))
                .send()
                .await;
            missed.push(m["id"].clone());
        }
        let mut back = socket(&app.address, &w.staff, &format!("&chat_after={}", answer["id"])).await;
        for id in &missed {
            assert_eq!(next_chat(&mut back).await["chat"]["message"]["id"], *id);
        }
        let (_, live) =
            app.call(Method::POST, "/api/common/chat/send").auth(&w.admin).json(json!({"salon_id": w.salon, "text": "üç"})).send().await;
        assert_eq!(next_chat(&mut back).await["chat"]["message"]["id"], live["id"]);
        no_chat_frame(&mut back).await;

        // Assignment and resolution; a new message from the salon reopens it.
        let (status, state) = app
            .call(Method::POST, &format!("/api/admin/feedback/assign/{}", w.salon))
            .auth(&w.admin)
            .json(json!({"account_id": w.admin_id}))
            .send()
            .await;
        assert_eq!((status, state["assigned_id"].clone()), (200, json!(w.admin_id)));
        let (status, state) = app
            .call(Method::POST, &format!("/api/admin/feedback/status/{}", w.salon))
            .auth(&w.admin)
            .json(json!({"status": "resolved"}))
            .send()
            .await;
        assert_eq!((status, state["status"].clone()), (200, json!("resolved")));
        let (_, mine) = app.call(Method::GET, "/api/common/chat/collocutors?mine=true&status=resolved").auth(&w.admin).send().await;
        assert_eq!(mine["count"], 1);
        let (status, _) =
            app.call(Method::POST, "/api/common/chat/send").auth(&w.staff).json(json!({"text": "Bir sorum daha var"})).send().await;
        assert_eq!(status, 200);
        let (_, open) = app.call(Method::GET, "/api/common/chat/collocutors?status=open").auth(&w.admin).send().await;
        assert_eq!(open["count"], 1);
        let (status, _) = app
            .call(Method::POST, &format!("/api/admin/feedback/status/{}", w.free_salon))
            .auth(&w.admin)
            .json(json!({"status": "resolved"}))
            .send()
            .await;
        assert_eq!(status, 404, "a salon that never wrote has no conversation");
    }
}

#[tokio::test]
async fn the_free_plan_other_roles_and_other_tenants_are_refused() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let send = |token: &str, body: Value| app.call(Method::POST, "/api/common/chat/send").auth(token).json(body);
        send(&w.free_staff, json!({"text": "Merhaba"})).refused_in_every_language(403, "plan_feature_unavailable").await;
        let (status, _) = app.call(Method::GET, "/api/common/chat/messages").auth(&w.free_staff).send().await;
        assert_eq!(status, 403);
        send(&w.client, json!({"text": "Merhaba"})).refused_in_every_language(403, "forbidden").await;
        let (status, _) = app.call(Method::POST, "/api/common/chat/send").json(json!({"text": "Merhaba"})).send().await;
        assert_eq!(status, 401);
        // Salon staff cannot name another salon; a moderator must name an existing one.
        let (status, _) = send(&w.staff, json!({"salon_id": w.free_salon, "text": "x"})).send().await;
        assert_eq!(status, 404);
        let (status, _) =
            app.call(Method::GET, &format!("/api/common/chat/messages?salon_id={}", w.free_salon)).auth(&w.staff).send().await;
        assert_eq!(status, 404);
        let (status, _) = send(&w.admin, json!({"salon_id": 987654321, "text": "x"})).send().await;
        assert_eq!(status, 404);
        let (status, body) = send(&w.admin, json!({"text": "x"})).lang("en").send().await;
        assert_field_error(status, &body, "en", "salon_id", "required", &[]);
        // Text rules: required, at most 2000 characters, only chat uploads as images.
        let (status, body) = send(&w.staff, json!({"text": "   "})).lang("en").send().await;
        assert_field_error(status, &body, "en", "text", "required", &[]);
        let (status, body) = send(&w.staff, json!({"text": "a".repeat(2001)})).lang("ru").send().await;
        assert_field_error(status, &body, "ru", "text", "max_length", &[("max", "2000")]);
        let (status, body) = send(&w.staff, json!({"text": "x", "image_url": "https://evil.example/a.png"})).lang("tr").send().await;
        assert_field_error(status, &body, "tr", "image_url", "wrong_format", &[]);
        let (status, _) = app.call(Method::GET, "/api/common/chat/messages?limit=101").auth(&w.staff).send().await;
        assert_eq!(status, 422);
        // Only admins assign; only moderators can be assigned.
        let (status, _) = app
            .call(Method::POST, &format!("/api/admin/feedback/assign/{}", w.salon))
            .auth(&w.staff)
            .json(json!({"account_id": null}))
            .send()
            .await;
        assert_eq!(status, 403);
        send(&w.staff, json!({"text": "ilk"})).send().await;
        let staff_id = store::accounts::by_phone(&app.db, STAFF).await.unwrap().unwrap().id;
        let (status, _) = app
            .call(Method::POST, &format!("/api/admin/feedback/assign/{}", w.salon))
            .auth(&w.admin)
            .json(json!({"account_id": staff_id}))
            .send()
            .await;
        assert_eq!(status, 422);
        // The free salon's socket never hears the chat.
        let mut free = socket(&app.address, &w.free_staff, "&chat_after=0").await;
        no_chat_frame(&mut free).await;
    }
}

/// A picture travels as the sender's own upload in the `chat` folder: it reaches the other side's
/// socket and the conversation's page with its URL, and the file is served; another account's
/// upload (a guessed or copied URL) and a missing file are refused by name in the user's language.
#[tokio::test]
async fn a_message_carries_only_the_senders_own_chat_upload() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let (status, own) = app.upload(&w.staff, "chat", "ekran.png", PHOTO).await;
        assert_eq!(status, 200, "{own}");
        let own_url = own["full_url"].as_str().unwrap().to_owned();
        assert!(own_url.starts_with("/api/files/chat/"), "{own_url}");
        let (status, foreign) = app.upload(&w.admin, "chat", "baska.png", PHOTO).await;
        assert_eq!(status, 200);
        let foreign_url = foreign["full_url"].as_str().unwrap();

        let send = |token: &str, body: Value| app.call(Method::POST, "/api/common/chat/send").auth(token).json(body);
        let (status, body) = send(&w.staff, json!({"image_url": foreign_url})).lang("ru").send().await;
        assert_field_error(status, &body, "ru", "image_url", "wrong_format", &[]);
        let (status, body) = send(&w.staff, json!({"image_url": "/api/files/chat/yok.webp"})).lang("en").send().await;
        assert_field_error(status, &body, "en", "image_url", "wrong_format", &[]);

        let mut moderator = socket(&app.address, &w.admin, "").await;
        let (status, sent) = send(&w.staff, json!({"image_url": own_url})).send().await;
        assert_eq!(status, 200, "{sent}");
        assert_eq!((sent["text"].as_str(), sent["image_url"].as_str()), (Some(""), Some(own_url.as_str())));
        let frame = next_chat(&mut moderator).await;
        assert_eq!(frame["chat"]["message"]["image_url"], own_url.as_str());
        let (_, page) = app.call(Method::GET, &format!("/api/common/chat/messages?salon_id={}", w.salon)).auth(&w.admin).send().await;
        let rows = page["rows"].as_array().unwrap();
        assert_eq!(rows.len(), 1, "the refused sends stored nothing: {page}");
        assert_eq!(rows[0]["image_url"], own_url.as_str());
        assert_eq!(app.get(&own_url).await.status(), 200);
    }
}

#[tokio::test]
async fn preferences_reset_with_nothing_stored_and_admins_hear_service_requests() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        // Nothing stored: the reset answers 404 (the web takes it as done) and the defaults stand.
        let (status, _) = app.call(Method::POST, "/api/common/notification-preferences/reset").auth(&w.admin).send().await;
        assert_eq!(status, 404);
        let (_, prefs) = app.call(Method::GET, "/api/common/notification-preferences").auth(&w.admin).send().await;
        assert_eq!(
            (prefs["role"].clone(), prefs["email"].clone(), prefs["sms"].clone(), prefs["push"].clone()),
            (json!("admin"), json!(true), json!(true), json!(true))
        );
        let (status, _) = app
            .call(Method::PUT, "/api/common/notification-preferences")
            .auth(&w.admin)
            .json(json!({"email": false, "sms": false, "push": true}))
            .send()
            .await;
        assert_eq!(status, 200);
        let (status, reset) = app.call(Method::POST, "/api/common/notification-preferences/reset").auth(&w.admin).send().await;
        assert_eq!((status, reset["email"].clone()), (200, json!(true)));

        // A salon asks for a new service: every admin hears it live, in their language.
        let mut admin = socket(&app.address, &w.admin, "").await;
        let category = store::entities::categories::Entity::find().one(&app.db).await.unwrap().unwrap().id;
        let (status, body) = app
            .call(Method::POST, "/api/salon/services/request")
            .auth(&w.staff)
            .json(json!({"category_id": category, "name_tr": "Kaş laminasyonu", "default_duration_min": 45}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        let heard = next_message(&mut admin).await;
        assert_eq!(
            (heard["unread_notifications_count"].clone(), heard["notification"]["kind"].clone(), heard["notification"]["text"].clone()),
            (json!(1), json!("admin_service_request"), json!("Kuaför Sohbet kataloğa “Kaş laminasyonu” hizmetinin eklenmesini istiyor."))
        );
    }
}

/// Needs a Redis (`TEST_REDIS_URL`): the salon writes through node A, the moderator's socket is
/// open on node B, and the moderator's answer through B reaches the salon's socket on A.
#[tokio::test]
async fn with_redis_a_message_sent_on_one_node_reaches_a_socket_on_another() {
    let Some(redis) = test_redis("chat::with_redis_a_message_sent_on_one_node_reaches_a_socket_on_another").await else {
        return;
    };
    let mut app = spawn_app_with(Backend::Sqlite, |c| c.realtime_redis_url = redis).await;
    let w = world(&app).await;
    let b = app.start_node(false).await;
    let mut admin_on_b = socket(&b, &w.admin, "").await;
    let mut salon_on_a = socket(&app.address, &w.staff, "").await;
    let (_, sent) = app.call(Method::POST, "/api/common/chat/send").auth(&w.staff).json(json!({"text": "A düğümünden"})).send().await;
    assert_eq!(next_chat(&mut admin_on_b).await["chat"]["message"], sent);
    assert_eq!(next_chat(&mut salon_on_a).await["chat"]["message"]["id"], sent["id"]);
    let (_, answer) = app
        .call(Method::POST, "/api/common/chat/send")
        .on(&b)
        .auth(&w.admin)
        .json(json!({"salon_id": w.salon, "text": "B düğümünden"}))
        .send()
        .await;
    assert_eq!(next_chat(&mut salon_on_a).await["chat"]["message"], answer);
}
