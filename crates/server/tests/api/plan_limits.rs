//! Plan limits enforced on the server (issue #18, item 2): the free plan's 100 SMS a month
//! (reserved before sending, atomically; the 101st goes by e-mail and in-app instead; login codes
//! never count), `GET /api/salon/plan-usage`, e-mail reminders on Premium only, and the CRM
//! endpoints refused to a free salon by name.

use chrono::Utc;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::json;
use store::entities::*;
use store::jobs::{Job, NewJob};

use crate::each_backend;
use crate::helpers::*;

const STAFF: &str = "+905559990001";
const CLIENT: &str = "+905551234567";
const CLIENT_EMAIL: &str = "ayse@example.com";

struct World {
    f: Fixture,
    salon: i64,
    staff: String,
    master: i64,
    client_account: i64,
}

async fn world(app: &TestApp, premium: bool) -> World {
    let salon =
        Salon::new("kuafor-a").sells("sac-kesimi", Sell::price(40000)).master(Master::new("Elif").does(&["sac-kesimi"])).admin(STAFF);
    let salon = if premium { salon.premium() } else { salon };
    let f = Catalogue::hair_and_nails().salon(salon).client(CLIENT).build(app).await;
    World { salon: f.salon("kuafor-a").id, staff: f.token(STAFF), master: f.master("Elif"), client_account: f.account(CLIENT).id, f }
}

/// A live visit in two days of the client (with an account and an e-mail address).
async fn visit(app: &TestApp, w: &World) -> appointments::Model {
    let id = Visit::of(w.master)
        .service(w.f.sold("kuafor-a", "sac-kesimi"))
        .at(in_days(2), "10:00")
        .status("confirmed")
        .account(w.client_account)
        .email(CLIENT_EMAIL)
        .insert(app)
        .await;
    appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap()
}

/// Queues `count` reminders of the visit, due now, and runs the jobs until none is left.
async fn remind(app: &TestApp, appointment: &appointments::Model, count: usize) {
    let now = Utc::now();
    for _ in 0..count {
        let job = Job::Remind { appointment_id: appointment.id, starts_at: appointment.starts_at.timestamp() };
        store::jobs::enqueue(&app.db, NewJob::new(job, now), now).await.unwrap();
    }
    let state = app.state_for_jobs().await;
    while api::booking::jobs::run_due(&state, Utc::now()).await.unwrap() > 0 {}
}

async fn outbox_of(app: &TestApp, channel: &str, recipient: &str) -> Vec<outbox::Model> {
    outbox::Entity::find()
        .filter(outbox::Column::Channel.eq(channel))
        .filter(outbox::Column::Recipient.eq(recipient))
        .all(&app.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_free_salon_s_101st_sms_goes_by_e_mail_and_in_app_and_its_counter_says_100_of_100() {
    each_backend!(|app| {
        let w = world(&app, false).await;
        let (status, usage) = app.call(Method::GET, "/api/salon/plan-usage").auth(&w.staff).send().await;
        let month = domain::subscription::sms_month(Utc::now());
        assert_eq!(
            (status, usage),
            (
                200,
                json!({"plan": "free", "features": [], "employees": {"used": 1, "limit": 3}, "sms": {"used": 0, "limit": 100}, "month": month})
            )
        );
        let act = visit(&app, &w).await;
        remind(&app, &act, 100).await;
        let sms = outbox_of(&app, "sms", CLIENT).await;
        assert_eq!(sms.len(), 100, "100 reminders by SMS");
        assert!(sms.iter().all(|m| m.salon_id == Some(w.salon)));
        assert!(outbox_of(&app, "email", CLIENT_EMAIL).await.is_empty(), "no e-mail reminders on the free plan");
        let (_, usage) = app.call(Method::GET, "/api/salon/plan-usage").auth(&w.staff).send().await;
        assert_eq!(usage["sms"], json!({"used": 100, "limit": 100}));

        // The 101st: no SMS; the same words by e-mail and as an in-app notice.
        remind(&app, &act, 1).await;
        assert_eq!(outbox_of(&app, "sms", CLIENT).await.len(), 100, "the 101st SMS is not sent");
        let mails = outbox_of(&app, "email", CLIENT_EMAIL).await;
        assert_eq!(mails.len(), 1, "the 101st went by e-mail");
        assert_eq!(mails[0].body, sms[0].body, "with the SMS's words");
        let notices = notifications::Entity::find()
            .filter(notifications::Column::AccountId.eq(w.client_account))
            .filter(notifications::Column::Kind.eq("booking_reminder"))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(notices, 1, "and in-app");
        let (_, listed) = app.call(Method::GET, "/api/common/notifications").auth(&w.f.token(CLIENT)).lang("en").send().await;
        let reminder = listed["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "booking_reminder").expect("the notice").clone();
        assert_eq!(reminder["title"], "Visit reminder");
        let (_, usage) = app.call(Method::GET, "/api/salon/plan-usage").auth(&w.staff).send().await;
        assert_eq!(usage["sms"], json!({"used": 100, "limit": 100}));

        // A login code is the platform's own SMS: it still goes and never counts.
        let (status, _) = app
            .call(Method::POST, "/api/site/login/phone")
            .json(json!({"phone": CLIENT, "recaptchaToken": "dev", "isAgreementAccepted": true}))
            .send()
            .await;
        assert_eq!(status, 200);
        let sms = outbox_of(&app, "sms", CLIENT).await;
        assert_eq!(sms.len(), 101, "the login code went");
        assert!(sms.iter().any(|m| m.salon_id.is_none()));
        let (_, usage) = app.call(Method::GET, "/api/salon/plan-usage").auth(&w.staff).send().await;
        assert_eq!(usage["sms"]["used"], 100);
    });
}

#[tokio::test]
async fn a_hundred_and_fifty_reservations_at_once_at_95_used_give_exactly_five() {
    each_backend!(|app| {
        let w = world(&app, false).await;
        let month = "2026-11";
        for _ in 0..95 {
            store::sms_usage::reserve(&app.db, w.salon, month, Some(100)).await.unwrap().expect("below the limit");
        }
        let state = app.state_for_jobs().await;
        let tasks: Vec<_> = (0..150)
            .map(|_| {
                let db = state.db.clone();
                let salon = w.salon;
                tokio::spawn(async move { store::sms_usage::reserve(&db, salon, month, Some(100)).await })
            })
            .collect();
        let mut granted = Vec::new();
        for task in tasks {
            if let Some(sent) = task.await.unwrap().expect("no database error") {
                granted.push(sent);
            }
        }
        granted.sort_unstable();
        assert_eq!(granted, vec![96, 97, 98, 99, 100], "{:?}", app.backend);
        assert_eq!(store::sms_usage::used(&app.db, w.salon, month).await.unwrap(), 100);
        // An unlimited plan still counts; another month starts at zero.
        assert_eq!(store::sms_usage::reserve(&app.db, w.salon, month, None).await.unwrap(), Some(101));
        assert_eq!(store::sms_usage::reserve(&app.db, w.salon, "2026-12", Some(100)).await.unwrap(), Some(1));
    });
}

#[tokio::test]
async fn a_free_salon_is_refused_the_client_base_by_name_and_a_premium_one_gets_it() {
    each_backend!(|app| {
        let free = world(&app, false).await;
        for (method, path) in [
            (Method::GET, "/api/salon/clients".to_owned()),
            (Method::GET, "/api/salon/clients/1".to_owned()),
            (Method::GET, "/api/salon/clients/extended/1".to_owned()),
            (Method::GET, "/api/salon/clients/acts/1".to_owned()),
            (Method::DELETE, "/api/salon/clients/1".to_owned()),
        ] {
            app.call(method, &path).auth(&free.staff).refused_in_every_language(403, "plan_feature_unavailable").await;
        }
        for (lang, name) in [("tr", "Müşteri tabanı (CRM)"), ("en", "Client base (CRM)"), ("ru", "Клиентская база (CRM)")]
        {
            let (status, body) = app.call(Method::GET, "/api/salon/clients").auth(&free.staff).lang(lang).send().await;
            assert_eq!(status, 403);
            assert!(body["message"].as_str().unwrap().contains(name), "{lang}: {body}");
        }
        let (status, _) = app
            .call(Method::POST, "/api/salon/clients/new")
            .auth(&free.staff)
            .json(json!({"full_name": "Zeynep Kaya", "phone": "+905551112233"}))
            .send()
            .await;
        assert_eq!(status, 403, "no client card is made either");
        // The desk's daily work is not CRM: the overview still answers.
        assert_eq!(app.call(Method::GET, "/api/salon/overview").auth(&free.staff).send().await.0, 200);
    });
    each_backend!(|app| {
        let premium = world(&app, true).await;
        let (status, page) = app.call(Method::GET, "/api/salon/clients").auth(&premium.staff).send().await;
        assert_eq!((status, page["count"].is_number()), (200, true), "{page}");
        let (_, usage) = app.call(Method::GET, "/api/salon/plan-usage").auth(&premium.staff).send().await;
        assert_eq!(usage["sms"]["limit"], json!(null));
        assert!(usage["features"].as_array().unwrap().contains(&json!("crm")), "{usage}");
    });
}

#[tokio::test]
async fn e_mail_reminders_go_on_premium_only() {
    each_backend!(|app| {
        let premium = world(&app, true).await;
        let act = visit(&app, &premium).await;
        remind(&app, &act, 1).await;
        assert_eq!(outbox_of(&app, "sms", CLIENT).await.len(), 1);
        let mails = outbox_of(&app, "email", CLIENT_EMAIL).await;
        assert_eq!(mails.len(), 1, "Premium reminds by e-mail too");
        assert!(mails[0].body.contains("Elif"), "the reminder e-mail, naming the master: {}", mails[0].body);
        let (_, usage) = app.call(Method::GET, "/api/salon/plan-usage").auth(&premium.staff).send().await;
        assert_eq!(usage["sms"], json!({"used": 1, "limit": null}), "an unlimited plan is counted too");
    });
    each_backend!(|app| {
        let free = world(&app, false).await;
        let act = visit(&app, &free).await;
        remind(&app, &act, 1).await;
        assert_eq!(outbox_of(&app, "sms", CLIENT).await.len(), 1, "the SMS reminder goes");
        assert!(outbox_of(&app, "email", CLIENT_EMAIL).await.is_empty(), "no e-mail reminder on the free plan");
    });
}
