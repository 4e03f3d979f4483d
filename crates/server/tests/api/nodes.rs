//! Several server nodes over one PostgreSQL, one Redis and one S3-compatible bucket (issue #15
//! item 10): what one node stores, counts, signals or schedules, the other sees exactly once.
use object_store::ObjectStore;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::json;
use store::entities::*;

use crate::booking::world;
use crate::helpers::*;
use crate::realtime::next_message;

const TEST: &str = "nodes::two_nodes_share_files_code_limits_notifications_and_jobs";

/// Needs PostgreSQL (`TEST_DATABASE_URL`), Redis (`TEST_REDIS_URL`) and moto (`TEST_S3_SERVER`);
/// `.ci/run` and `make test-rust` provide all three. Without one it says SKIPPED on stderr; under
/// CI it fails instead. Node A is the app's first server; node B another server process's worth of
/// state (its own database pool, Redis connection, S3 client) on the same configuration.
#[tokio::test]
async fn two_nodes_share_files_code_limits_notifications_and_jobs() {
    if test_postgres(TEST).is_none() {
        return;
    }
    let Some(redis) = test_redis(TEST).await else {
        return;
    };
    let Some(s3) = S3Server::start(TEST).await else {
        return;
    };
    let mut app = spawn_app_with(Backend::Postgres, |c| {
        c.realtime_redis_url = redis;
        c.storage = s3.storage();
    })
    .await;
    let b = app.start_node(false).await;

    // A photo uploaded through A is served by B, resized by B, and B's variant is A's too.
    let uploader = token_for(&app.db, "+905551110041", &[domain::access::Role::Client], None).await;
    let (status, file) = app.upload(&uploader, "salons", "photo.png", PHOTO).await;
    assert_eq!(status, 200, "{file}");
    let url = file["full_url"].as_str().expect("file url").to_owned();
    let from_a = app.call(Method::GET, &url).response().await;
    assert_eq!((from_a.status().as_u16(), from_a.headers()["content-type"].to_str().unwrap()), (200, "image/webp"));
    let from_a = from_a.bytes().await.unwrap();
    let from_b = app.call(Method::GET, &url).on(&b).response().await;
    assert_eq!(from_b.status(), 200);
    let tag = from_b.headers()["etag"].to_str().unwrap().to_owned();
    assert_eq!(from_b.bytes().await.unwrap(), from_a, "B serves the bytes uploaded through A");
    let revalidated = app.call(Method::GET, &url).on(&b).header("if-none-match", &tag).response().await;
    assert_eq!(revalidated.status(), 304);
    let variant_b = app.call(Method::GET, &format!("{url}?w=320")).on(&b).response().await;
    assert_eq!(variant_b.status(), 200);
    let variant_tag = variant_b.headers()["etag"].to_str().unwrap().to_owned();
    let variant_a = app.call(Method::GET, &format!("{url}?w=320")).response().await;
    assert_eq!(variant_a.headers()["etag"].to_str().unwrap(), variant_tag, "one cached variant for both nodes");
    // Nothing landed on either node's disk: the bucket holds it.
    let key = url.trim_start_matches("/api/files/");
    assert!(!app.storage_dir.join(key).exists());
    assert!(app.storage().head(&object_store::path::Path::from(key)).await.is_ok());

    // Login codes count across nodes: a code sent through A makes B refuse another at once, and
    // ten codes from one address within the hour, through either node, refuse the eleventh.
    let login = |phone: &str, node: Option<&str>| {
        let call = app
            .call(Method::POST, "/api/site/login/phone")
            .json(json!({"phone": phone, "recaptchaToken": "dev", "isAgreementAccepted": true}));
        match node {
            Some(node) => call.on(node),
            None => call,
        }
    };
    assert_eq!(login("+905321000000", None).response().await.status(), 200);
    let soon = login("+905321000000", Some(&b)).send().await;
    assert_eq!((soon.0, soon.1["message_code"].clone()), (429, json!("too_many_requests")), "{}", soon.1);
    for n in 1..10 {
        let node = if n % 2 == 0 { None } else { Some(b.as_str()) };
        assert_eq!(login(&format!("+90532100000{n}"), node).response().await.status(), 200, "code {n}");
    }
    assert_eq!(login("+905321000010", None).response().await.status(), 429, "the 11th code from one address, on A");
    assert_eq!(login("+905321000011", Some(&b)).response().await.status(), 429, "the 11th code from one address, on B");

    // A notification raised on A (A's jobs worker delivers a booking made through A) reaches the
    // salon's socket on B over Redis.
    let w = world(&app).await;
    let client = token_for(&app.db, "+905551110042", &[domain::access::Role::Client], None).await;
    let mut staff = TestApp::websocket(&b, "/api/common/realtime", Some(&w.staff_token), "en").await.expect("socket on node B");
    assert_eq!(next_message(&mut staff).await["unread_notifications_count"], 0);
    let act = w.haircut_at(in_days(4), "10:00").book(&app, &client).await;
    let node_a = app.state_for_jobs().await;
    api::booking::jobs::run_due(&node_a, chrono::Utc::now()).await.unwrap();
    let heard = next_message(&mut staff).await;
    assert_eq!(
        (heard["unread_notifications_count"].clone(), heard["notification"]["title"].clone(), heard["notification"]["act_id"].clone()),
        (json!(1), json!("New booking"), act["id"].clone())
    );

    // Due jobs run exactly once with two workers: five bookings' deliveries, claimed by A's and
    // B's workers at the same moment until none is left.
    let mut acts = Vec::new();
    for (day, time) in [(5, "10:00"), (5, "11:00"), (6, "10:00"), (6, "11:00"), (7, "10:00")] {
        acts.push(w.haircut_at(in_days(day), time).book(&app, &client).await["id"].as_i64().unwrap());
    }
    let due = store::jobs::pending(&app.db, "deliver").await.unwrap().len();
    assert!(due >= acts.len(), "a delivery per booking: {due}");
    let node_b = app.state_for_jobs().await;
    let mut ran = 0;
    loop {
        let now = chrono::Utc::now();
        let (a, b) = tokio::join!(api::booking::jobs::run_due(&node_a, now), api::booking::jobs::run_due(&node_b, now));
        let round = a.unwrap() + b.unwrap();
        if round == 0 {
            break;
        }
        ran += round;
    }
    assert_eq!(ran, due, "every due delivery claimed once");
    for act in &acts {
        let notices = notifications::Entity::find()
            .filter(notifications::Column::AppointmentId.eq(*act))
            .filter(notifications::Column::Kind.eq("booking_new"))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(notices, 1, "one booking_new notice for act {act}");
    }
    drop(s3);
}
