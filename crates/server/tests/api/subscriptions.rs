//! Subscriptions and payments (issue #18): the development adapter's test cards, renewals and
//! dunning driven by `api::renewals::sweep` at a chosen `now`, webhooks (idempotent, signed),
//! invoices with sequential numbers.

use chrono::{Duration, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const PAYS: &str = "4242 4242 4242 4242";
const NO_FUNDS: &str = "4000 0000 0000 9995";
const THREE_DS: &str = "4000 0000 0000 3220";
const RENEWALS_FAIL: &str = "4000 0000 0000 0341";

struct World {
    salon: salons::Model,
    token: String,
}

/// A free salon with its owner and two masters: the free plan's 3 places are full.
async fn world(app: &TestApp) -> World {
    worlds(app).await.0
}

/// That salon and another free one.
async fn worlds(app: &TestApp) -> (World, World) {
    let f = Catalogue::new()
        .departments(1)
        .category("sac", "dep-0", ["Saç", "Hair", "Волосы"])
        .service("sac-kesimi", "sac", ["Saç kesimi", "Haircut", "Стрижка"])
        .salon(
            Salon::new("salon-f")
                .owner("+905551110001")
                .sells("sac-kesimi", Sell::price(40000))
                .master(Master::new("Elif Şahin").does(&["sac-kesimi"]))
                .master(Master::new("Zeynep Kaya").does(&["sac-kesimi"])),
        )
        .salon(Salon::new("salon-g").owner("+905551110009"))
        .build(app)
        .await;
    (
        World { salon: f.salon("salon-f"), token: f.token("+905551110001") },
        World { salon: f.salon("salon-g"), token: f.token("+905551110009") },
    )
}

fn card(number: &str) -> Value {
    json!({ "card": { "number": number, "holder": "Ayşe Yılmaz", "expiry": "12/30", "cvc": "123" } })
}

async fn upgrade(app: &TestApp, w: &World, number: &str) -> (u16, Value) {
    app.call(Method::POST, "/api/salon/subscription/upgrade").auth(&w.token).json(card(number)).lang("en").send().await
}

async fn subscription(app: &TestApp, w: &World) -> Value {
    let (status, body) = app.call(Method::GET, "/api/salon/subscription").auth(&w.token).send().await;
    assert_eq!(status, 200, "{body}");
    body
}

async fn add_employee(app: &TestApp, w: &World, name: &str) -> (u16, Value) {
    let form = json!({"full_name": name, "salary_type": "fixed", "working_type": "full_time"});
    app.call(Method::POST, "/api/salon/employees/new").auth(&w.token).json(form).send().await
}

/// The masters a client sees on the public salon page.
async fn public_masters(app: &TestApp, w: &World) -> Vec<String> {
    let (status, page) = app.call(Method::GET, &format!("/api/site/salon/{}", w.salon.id)).send().await;
    assert_eq!(status, 200, "{page}");
    page["masters"].as_array().unwrap().iter().map(|m| m["full_name"].as_str().unwrap_or_default().to_owned()).collect()
}

async fn sweep(app: &TestApp, now: chrono::DateTime<Utc>) {
    api::renewals::sweep(&app.state_for_jobs().await, now).await.unwrap();
}

#[tokio::test]
async fn a_free_salon_sees_no_active_subscription() {
    each_backend!(|app| {
        let w = world(&app).await;
        let body = subscription(&app, &w).await;
        assert_eq!(
            (body["plan"].clone(), body["has_subscription"].clone(), body["status"].clone()),
            (json!("free"), json!(false), Value::Null)
        );
        assert_eq!((body["next_charge_at"].clone(), body["provider"].clone()), (Value::Null, json!("dev")));
        assert_eq!(body["payments"], json!([]));
        // A card number beyond the checkout's bounds is a form mistake, not a bank's refusal.
        let (status, refused) = upgrade(&app, &w, &"0".repeat(33)).await;
        assert_eq!((status, refused["errors"]["card.number"][0].clone()), (422, json!("Maximum length is 32")), "{refused}");
        assert_eq!(subscription(&app, &w).await["payments"], json!([]), "nothing recorded");
    });
}

#[tokio::test]
async fn the_success_card_turns_a_free_salon_premium_and_a_fourth_employee_is_accepted() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, body) = add_employee(&app, &w, "Murat Ünal").await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("employee_limit_reached")), "free: 3 places, all taken");

        let (status, body) = upgrade(&app, &w, PAYS).await;
        assert_eq!((status, body["outcome"].clone()), (200, json!("completed")), "{body}");
        let sub = &body["subscription"];
        assert_eq!(
            (sub["plan"].clone(), sub["status"].clone(), sub["has_subscription"].clone()),
            (json!("premium"), json!("active"), json!(true))
        );
        assert_eq!(sub["card"], json!({"brand": "visa", "last4": "4242"}), "brand and last 4 only");
        assert_eq!(sub["next_charge_kurus"], 159_900);
        let next: chrono::DateTime<Utc> = serde_json::from_value(sub["next_charge_at"].clone()).unwrap();
        let expected = domain::subscription::period_end(Utc::now());
        assert!((next - expected).num_minutes().abs() < 5, "a month from now: {next}");
        assert_eq!(sub["payments"][0]["status"], "paid");
        assert_eq!(sub["payments"][0]["invoice_number"], 1);
        assert_eq!(sub["payments"][0]["amount_kurus"], 159_900);

        let (status, body) = add_employee(&app, &w, "Murat Ünal").await;
        assert_eq!(status, 200, "Premium takes a 4th employee: {body}");
        let (status, body) = upgrade(&app, &w, PAYS).await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("subscription_active")));
    });
}

#[tokio::test]
async fn insufficient_funds_leave_the_salon_free_with_an_unpaid_row() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, body) = upgrade(&app, &w, NO_FUNDS).await;
        assert_eq!((status, body["message_code"].clone()), (402, json!("payment_insufficient_funds")), "{body}");
        assert_eq!(body["message"], message("en", "payment_insufficient_funds", &[]));
        let sub = subscription(&app, &w).await;
        assert_eq!((sub["plan"].clone(), sub["has_subscription"].clone()), (json!("free"), json!(false)));
        assert_eq!(sub["payments"].as_array().unwrap().len(), 1);
        assert_eq!((sub["payments"][0]["status"].clone(), sub["payments"][0]["invoice_url"].clone()), (json!("unpaid"), Value::Null));
        let (status, _) = add_employee(&app, &w, "Murat Ünal").await;
        assert_eq!(status, 409, "still free");
    });
}

#[tokio::test]
async fn three_d_secure_is_confirmed_before_the_plan_changes() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, body) = upgrade(&app, &w, THREE_DS).await;
        assert_eq!(
            (status, body["outcome"].clone(), body["subscription"]["plan"].clone()),
            (200, json!("confirm"), json!("free")),
            "{body}"
        );
        let token = body["token"].as_str().unwrap().to_owned();
        let (status, body) = app
            .call(Method::POST, "/api/salon/subscription/confirm")
            .auth(&w.token)
            .json(json!({"token": token, "purpose": "upgrade"}))
            .send()
            .await;
        assert_eq!((status, body["subscription"]["plan"].clone()), (200, json!("premium")), "{body}");
    });
}

#[tokio::test]
async fn a_failing_renewal_walks_through_the_retries_and_ends_free_with_extra_masters_not_bookable_until_paid() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, body) = upgrade(&app, &w, RENEWALS_FAIL).await;
        assert_eq!(status, 200, "{body}");
        for name in ["Murat Ünal", "Deniz Ak"] {
            let (status, body) = add_employee(&app, &w, name).await;
            assert_eq!(status, 200, "{body}");
        }
        assert_eq!(public_masters(&app, &w).await.len(), 4);
        let period_end: chrono::DateTime<Utc> = serde_json::from_value(subscription(&app, &w).await["period_end"].clone()).unwrap();

        // Before the period's end nothing happens.
        sweep(&app, period_end - Duration::hours(1)).await;
        assert_eq!(subscription(&app, &w).await["status"], "active");

        // The renewal fails: past due, retries 1, 3 and 7 days after the period's end.
        for (days, attempt) in [(0, 1), (1, 2), (3, 3)] {
            sweep(&app, period_end + Duration::days(days) + Duration::minutes(1)).await;
            let sub = subscription(&app, &w).await;
            assert_eq!((sub["status"].clone(), sub["plan"].clone()), (json!("past_due"), json!("premium")), "attempt {attempt}: {sub}");
            let retry = [1, 3, 7][attempt - 1];
            let next: chrono::DateTime<Utc> = serde_json::from_value(sub["next_charge_at"].clone()).unwrap();
            assert_eq!(next, period_end + Duration::days(retry), "attempt {attempt}");
            let unpaid: Vec<&Value> = sub["payments"].as_array().unwrap().iter().filter(|p| p["status"] == "unpaid").collect();
            assert_eq!(unpaid.len(), 1, "one unpaid row for the period");
        }
        // A sweep between retries changes nothing.
        sweep(&app, period_end + Duration::days(5)).await;
        assert_eq!(subscription(&app, &w).await["status"], "past_due");
        let notices =
            notifications::Entity::find().filter(notifications::Column::Kind.eq("subscription_renewal_failed")).all(&app.db).await.unwrap();
        assert_eq!(notices.len(), 3, "an in-app notice each failure");

        // The last retry fails: free plan, the two masters beyond the third kept but not bookable.
        sweep(&app, period_end + Duration::days(7) + Duration::minutes(1)).await;
        let sub = subscription(&app, &w).await;
        assert_eq!(
            (sub["plan"].clone(), sub["status"].clone(), sub["has_subscription"].clone()),
            (json!("free"), json!("cancelled"), json!(false))
        );
        let masters = masters::Entity::find()
            .filter(masters::Column::SalonId.eq(w.salon.id))
            .order_by_asc(masters::Column::Id)
            .all(&app.db)
            .await
            .unwrap();
        assert_eq!(masters.len(), 4, "no master deleted");
        assert_eq!(masters.iter().filter(|m| m.plan_inactive).count(), 2);
        let bookable = public_masters(&app, &w).await;
        assert_eq!(bookable, vec!["Elif Şahin", "Zeynep Kaya"], "only the free plan's places are bookable");
        let ended = notifications::Entity::find().filter(notifications::Column::Kind.eq("subscription_ended")).all(&app.db).await.unwrap();
        assert_eq!(ended.len(), 1);

        // Paying again brings them back.
        let (status, body) = upgrade(&app, &w, PAYS).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(public_masters(&app, &w).await.len(), 4);
        let masters = masters::Entity::find().filter(masters::Column::SalonId.eq(w.salon.id)).all(&app.db).await.unwrap();
        assert!(masters.iter().all(|m| !m.plan_inactive));
    });
}

#[tokio::test]
async fn a_renewal_pays_the_next_period_and_cancel_at_period_end_falls_back_to_free() {
    each_backend!(|app| {
        let w = world(&app).await;
        upgrade(&app, &w, PAYS).await;
        let end: chrono::DateTime<Utc> = serde_json::from_value(subscription(&app, &w).await["period_end"].clone()).unwrap();
        sweep(&app, end + Duration::minutes(1)).await;
        let sub = subscription(&app, &w).await;
        assert_eq!(sub["status"], "active");
        let new_end: chrono::DateTime<Utc> = serde_json::from_value(sub["period_end"].clone()).unwrap();
        assert_eq!(new_end, domain::subscription::period_end(end));
        let numbers: Vec<i64> = sub["payments"].as_array().unwrap().iter().map(|p| p["invoice_number"].as_i64().unwrap()).collect();
        assert_eq!(numbers, vec![2, 1], "sequential, newest first");

        let (status, body) = app.call(Method::POST, "/api/salon/subscription/cancel").auth(&w.token).send().await;
        assert_eq!((status, body["cancel_at_period_end"].clone(), body["next_charge_at"].clone()), (200, json!(true), Value::Null));
        let (status, body) = app.call(Method::POST, "/api/salon/subscription/resume").auth(&w.token).send().await;
        assert_eq!((status, body["cancel_at_period_end"].clone()), (200, json!(false)));
        app.call(Method::POST, "/api/salon/subscription/cancel").auth(&w.token).send().await;
        sweep(&app, new_end + Duration::minutes(1)).await;
        let sub = subscription(&app, &w).await;
        assert_eq!((sub["plan"].clone(), sub["status"].clone()), (json!("free"), json!("cancelled")));
        assert_eq!(sub["payments"].as_array().unwrap().len(), 2, "nothing charged after the cancellation");
    });
}

#[tokio::test]
async fn invoice_numbers_are_sequential_across_salons_and_the_invoice_shows_vat_and_both_parties() {
    each_backend!(|app| {
        let (w, other) = worlds(&app).await;
        // The salon's legal details (profile form, section "Invoice details") go on its invoice.
        use sea_orm::{ActiveModelTrait, IntoActiveModel, Set};
        let mut row = w.salon.clone().into_active_model();
        row.legal_name = Set(Some("Lale Güzellik Ltd. Şti.".into()));
        row.tax_number = Set(Some("1234567890".into()));
        row.tax_office = Set(Some("Kadıköy".into()));
        row.update(&app.db).await.unwrap();
        // Two salons pay at once: two numbers, no gap, no duplicate.
        let (a, b) = tokio::join!(upgrade(&app, &w, PAYS), upgrade(&app, &other, PAYS));
        assert_eq!((a.0, b.0), (200, 200), "{a:?} {b:?}");
        let first = subscription(&app, &w).await["payments"][0].clone();
        let second = subscription(&app, &other).await["payments"][0].clone();
        let mut numbers = [first["invoice_number"].as_i64().unwrap(), second["invoice_number"].as_i64().unwrap()];
        numbers.sort();
        assert_eq!(numbers, [1, 2]);
        let number = format!("{:06}", first["invoice_number"].as_i64().unwrap());

        let url = first["invoice_url"].as_str().unwrap().to_owned();
        let response = app.call(Method::GET, &format!("{url}?lang=en")).auth(&w.token).response().await;
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-disposition"].to_str().unwrap().contains(&format!("invoice-{number}.html")));
        let html = response.text().await.unwrap();
        for needed in [
            "Invoice",
            &number,
            "1.599,00 ₺",
            "VAT (20%)",
            "266,50 ₺",
            "1.332,50 ₺",
            "Randevu Teknoloji",
            "Lale Güzellik Ltd. Şti.",
            "1234567890",
            "Kadıköy",
        ] {
            assert!(html.contains(needed), "{needed} in {html}");
        }
        let (status, _) = app.call(Method::GET, &url).auth(&other.token).send().await;
        assert_eq!(status, 404, "another salon's invoice");
    });
}

fn dev_signature(body: &str) -> String {
    hex::encode(server::payments::hmac_sha256(b"dev-secret", body.as_bytes()))
}

#[tokio::test]
async fn a_duplicated_webhook_is_ignored() {
    each_backend!(|app| {
        let w = world(&app).await;
        upgrade(&app, &w, PAYS).await;
        let body = json!({"event_id": "evt-1", "subscription_ref": format!("dev-sub-{}", w.salon.id), "status": "paid"});
        for _ in 0..2 {
            let response = app
                .call(Method::POST, "/api/site/payments/webhook/dev")
                .header("x-dev-signature", &dev_signature(&body.to_string()))
                .json(body.clone())
                .response()
                .await;
            assert_eq!(response.status(), 200);
        }
        let sub = subscription(&app, &w).await;
        assert_eq!(sub["payments"].as_array().unwrap().len(), 2, "one renewal, not two: {sub}");
        use sea_orm::ConnectionTrait;
        let events = app
            .db
            .query_all_raw(sea_orm::Statement::from_string(app.db.get_database_backend(), "SELECT id FROM payment_events"))
            .await
            .unwrap();
        assert_eq!(events.len(), 1);
    });
}

#[tokio::test]
async fn an_iyzico_webhook_with_a_bad_signature_is_refused() {
    for backend in backends() {
        let app = spawn_app_with(backend, |c| {
            c.payments.provider = "iyzico".into();
            c.payments.secret_key = "sandbox-secret".into();
            c.payments.merchant_id = "3382172".into();
        })
        .await;
        let body = json!({
            "orderReferenceCode": "ord-1", "customerReferenceCode": "cus-1", "subscriptionReferenceCode": "sub-1",
            "iyziReferenceCode": "ref-1", "iyziEventType": "subscription.order.success", "iyziEventTime": 1_721_825_036_103_i64
        });
        let send = |signature: String| {
            let body = body.clone();
            let app = &app;
            async move {
                app.call(Method::POST, "/api/site/payments/webhook/iyzico").header("x-iyz-signature-v3", &signature).json(body).send().await
            }
        };
        let (status, reply) = send("00".repeat(32)).await;
        assert_eq!((status, reply["message_code"].clone()), (401, json!("unauthorized")));
        let good = "3382172sandbox-secretsubscription.order.successsub-1ord-1cus-1";
        let (status, _) = send(hex::encode(server::payments::hmac_sha256(b"sandbox-secret", good.as_bytes()))).await;
        assert_eq!(status, 200, "the genuine signature is accepted");
        let (status, _) = app.call(Method::POST, "/api/site/payments/webhook/dev").json(json!({})).send().await;
        assert_eq!(status, 404, "only the configured provider's webhook exists");
    }
}

#[tokio::test]
async fn a_trial_ends_on_the_free_plan_unless_a_card_is_on_file() {
    each_backend!(|app| {
        let (w, other) = worlds(&app).await;
        let now = Utc::now();
        assert_eq!(subscription(&app, &w).await["trial_available"], true, "a salon that never subscribed may try");
        for salon in [&w, &other] {
            let (status, body) = app.call(Method::POST, "/api/salon/subscription/trial").auth(&salon.token).send().await;
            assert_eq!(status, 200, "{body}");
            assert_eq!((body["status"].clone(), body["trial_available"].clone()), (json!("trial"), json!(false)));
        }
        let (status, body) = app.call(Method::POST, "/api/salon/subscription/trial").auth(&w.token).lang("en").send().await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("subscription_active")), "the trial is for the first time only");
        assert_eq!(body["message"], "Your subscription is already active.");
        let sub = subscription(&app, &w).await;
        assert_eq!(
            (sub["plan"].clone(), sub["status"].clone(), sub["next_charge_at"].clone()),
            (json!("premium"), json!("trial"), Value::Null)
        );
        // The other salon puts a card on file during its trial.
        let (status, body) = app.call(Method::POST, "/api/salon/subscription/change-card").auth(&other.token).json(card(PAYS)).send().await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["subscription"]["card"]["last4"], "4242");

        sweep(&app, now + Duration::days(domain::subscription::TRIAL_DAYS) + Duration::minutes(1)).await;
        let without_card = subscription(&app, &w).await;
        assert_eq!((without_card["plan"].clone(), without_card["status"].clone()), (json!("free"), json!("cancelled")));
        assert_eq!(without_card["payments"], json!([]), "nothing charged");
        let with_card = subscription(&app, &other).await;
        assert_eq!((with_card["plan"].clone(), with_card["status"].clone()), (json!("premium"), json!("active")));
        assert_eq!(with_card["payments"][0]["status"], "paid");
    });
}

/// The development provider, counting the cards it charges.
struct CountingCharges {
    inner: std::sync::Arc<dyn api::ports::PaymentProvider>,
    charges: std::sync::atomic::AtomicUsize,
}

#[async_trait::async_trait]
impl api::ports::PaymentProvider for CountingCharges {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    async fn start(&self, request: &api::ports::CheckoutRequest) -> Result<api::ports::Checkout, api::ports::PaymentError> {
        self.inner.start(request).await
    }
    async fn complete(&self, purpose: api::ports::Purpose, token: &str) -> Result<api::ports::Checkout, api::ports::PaymentError> {
        self.inner.complete(purpose, token).await
    }
    async fn charge(&self, card_ref: &str, amount_kurus: i64, salon_id: i64) -> Result<api::ports::Charge, api::ports::PaymentError> {
        self.charges.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        // Slow, as a bank is: every sweep has read the due list before the first charge returns.
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        self.inner.charge(card_ref, amount_kurus, salon_id).await
    }
    async fn cancel(&self, subscription_ref: &str) -> Result<(), api::ports::PaymentError> {
        self.inner.cancel(subscription_ref).await
    }
    fn webhook(&self, headers: &axum::http::HeaderMap, body: &[u8]) -> Result<api::ports::WebhookEvent, api::ports::PaymentError> {
        self.inner.webhook(headers, body)
    }
}

#[tokio::test]
async fn sweeps_on_several_nodes_at_once_charge_a_card_once() {
    each_backend!(|app| {
        let w = world(&app).await;
        upgrade(&app, &w, PAYS).await;
        let end: chrono::DateTime<Utc> = serde_json::from_value(subscription(&app, &w).await["period_end"].clone()).unwrap();
        let mut node = app.state_for_jobs().await;
        let counting = std::sync::Arc::new(CountingCharges { inner: node.payments.clone(), charges: Default::default() });
        node.payments = counting.clone();
        let now = end + Duration::minutes(1);
        let sweeps: Vec<_> = (0..6).map(|_| api::renewals::sweep(&node, now)).collect();
        let changed: usize = futures::future::join_all(sweeps).await.into_iter().map(|r| r.unwrap()).sum();
        assert_eq!(counting.charges.load(std::sync::atomic::Ordering::SeqCst), 1, "one charge for the period");
        assert_eq!(changed, 1);
        let sub = subscription(&app, &w).await;
        assert_eq!(sub["payments"].as_array().unwrap().len(), 2, "the first month and one renewal");
        assert_eq!(
            serde_json::from_value::<chrono::DateTime<Utc>>(sub["period_end"].clone()).unwrap(),
            domain::subscription::period_end(end)
        );
    });
}
