//! Platform admin, the admin side of subscriptions (issue #18 item 6): the sales table of every
//! subscription payment with its filters and totals, a salon's subscription and payments on its
//! admin card, a plan granted for a while with a reason (the salon is Premium at once and takes a
//! 4th employee; the history keeps the reason) and ended early, the refusals of a grant in tr, en
//! and ru, and every call refused to non-admins.

use chrono::{DateTime, Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, EntityTrait, PaginatorTrait, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905550000001";
const FREE_OWNER: &str = "+905559990011";
const PAYING_OWNER: &str = "+905559990012";

struct World {
    admin: String,
    /// Free plan: its owner and two masters fill the 3 places.
    free: salons::Model,
    /// Premium, paying by card, with payments.
    paying: salons::Model,
    free_owner: String,
    paying_owner: String,
}

async fn world(app: &TestApp) -> World {
    let f = Catalogue::hair_and_nails()
        .salon(
            Salon::new("free")
                .named("Güzellik Evi")
                .phone("+902121110011")
                .master(Master::new("Elif Aslan"))
                .master(Master::new("Mert Demir"))
                .owner(FREE_OWNER),
        )
        .salon(Salon::new("paying").named("Nail Studio").phone("+902121110012").premium().owner(PAYING_OWNER))
        .build(app)
        .await;
    World {
        admin: token_for(&app.db, ADMIN, &[Role::Admin], None).await,
        free: f.salon("free"),
        paying: f.salon("paying"),
        free_owner: f.token(FREE_OWNER),
        paying_owner: f.token(PAYING_OWNER),
    }
}

/// A payment of `salon` made at `at` (fixtures: the payment flow is h-pay's).
async fn payment(app: &TestApp, salon: i64, amount: i64, status: &str, at: DateTime<Utc>) -> i64 {
    subscription_payments::ActiveModel {
        salon_id: Set(salon),
        plan: Set("premium".into()),
        period_start: Set(at),
        period_end: Set(domain::subscription::period_end(at)),
        amount_kurus: Set(amount),
        status: Set(status.into()),
        provider: Set("dev".into()),
        provider_ref: Set(None),
        failure_reason: Set((status == "unpaid").then(|| "insufficient_funds".into())),
        invoice_number: Set(None),
        paid_at: Set((status == "paid").then_some(at)),
        created_at: Set(at),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap()
    .id
}

/// The paying salon's card subscription, its period ending `period_end`.
async fn card_subscription(app: &TestApp, salon: i64, status: &str, period_end: DateTime<Utc>) {
    let now = Utc::now();
    subscriptions::ActiveModel {
        salon_id: Set(salon),
        plan: Set("premium".into()),
        status: Set(status.into()),
        period_start: Set(period_end - Duration::days(30)),
        period_end: Set(period_end),
        cancel_at_period_end: Set(false),
        provider: Set("dev".into()),
        customer_ref: Set(Some("cus_1".into())),
        subscription_ref: Set(Some("sub_1".into())),
        card_ref: Set(Some("card_1".into())),
        card_brand: Set(Some("Visa".into())),
        card_last4: Set(Some("4242".into())),
        failed_attempts: Set(0),
        next_attempt_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
}

async fn sales(app: &TestApp, token: &str, q: Value) -> Value {
    let (status, body) = app.call(Method::GET, &format!("/api/admin/sales{}", table_query(&q))).auth(token).send().await;
    assert_eq!(status, 200, "{q}: {body}");
    body
}

async fn grant(app: &TestApp, token: &str, salon: i64, until: &str, reason: &str) -> (u16, Value) {
    app.call(Method::POST, &format!("/api/admin/salons/{salon}/grant-plan"))
        .auth(token)
        .json(json!({"plan": "premium", "until": until, "reason": reason}))
        .send()
        .await
}

/// A salon-local day `days` from today, as `yyyy-MM-dd`.
fn day_in(days: i64) -> String {
    (domain::time::local(Utc::now()).date() + Duration::days(days)).format("%Y-%m-%d").to_string()
}

fn employee_form(name: &str) -> Value {
    json!({"full_name": name, "salary_type": "fixed", "working_type": "full_time"})
}

#[tokio::test]
async fn the_sales_table_lists_payments_with_filters_and_totals() {
    each_backend!(|app| {
        let w = world(&app).await;
        let now = Utc::now();
        let old = payment(&app, w.paying.id, 159_900, "paid", now - Duration::days(40)).await;
        let recent = payment(&app, w.paying.id, 159_900, "paid", now - Duration::days(10)).await;
        let failed = payment(&app, w.paying.id, 159_900, "unpaid", now - Duration::days(2)).await;
        let other = payment(&app, w.free.id, 99_900, "paid", now - Duration::days(5)).await;

        // Newest first, every salon, with the salon's name and the totals of all rows.
        let page = sales(&app, &w.admin, json!({})).await;
        assert_eq!(ids(&page["rows"]), vec![failed, other, recent, old]);
        assert_eq!(page["count"], 4);
        assert_eq!(
            page["meta"]["totals"],
            json!({"paid_count": 3, "paid_kurus": 159_900 * 2 + 99_900, "unpaid_count": 1, "unpaid_kurus": 159_900})
        );
        let row = &page["rows"][0];
        assert_eq!(
            (row["salon_id"].clone(), row["salon_name"].clone(), row["salon_slug"].clone(), row["status"].clone(), row["provider"].clone()),
            (json!(w.paying.id), json!("Nail Studio"), json!("paying"), json!("unpaid"), json!("dev"))
        );

        // The totals cover every filtered row, not just the page.
        let page = sales(&app, &w.admin, json!({"limit": 1})).await;
        assert_eq!((page["rows"].as_array().unwrap().len(), page["count"].clone()), (1, json!(4)));
        assert_eq!(page["meta"]["totals"]["paid_kurus"], 159_900 * 2 + 99_900);

        // Status, salon search (folded), salon id, date range.
        let paid = sales(&app, &w.admin, json!({"filters": {"status": {"type": "checkbox", "values": ["paid"]}}})).await;
        assert_eq!(ids(&paid["rows"]), vec![other, recent, old]);
        let searched = sales(&app, &w.admin, json!({"search": "guzellik"})).await;
        assert_eq!(ids(&searched["rows"]), vec![other]);
        assert_eq!(searched["meta"]["totals"]["paid_kurus"], 99_900);
        let one = sales(&app, &w.admin, json!({"filters": {"salon": {"type": "radio", "value": w.paying.id.to_string()}}})).await;
        assert_eq!(ids(&one["rows"]), vec![failed, recent, old]);
        let range = json!({"filters": {
            "from": {"type": "date", "mode": "newer", "value": day_in(-11)},
            "to": {"type": "date", "mode": "older", "value": day_in(-5)},
        }});
        let ranged = sales(&app, &w.admin, range).await;
        assert_eq!(ids(&ranged["rows"]), vec![other, recent], "both ends are included");
        assert_eq!(ranged["meta"]["totals"]["paid_kurus"], 159_900 + 99_900);
        let none = sales(&app, &w.admin, json!({"filters": {"plan": {"type": "checkbox", "values": ["free"]}}})).await;
        assert_eq!((none["count"].clone(), none["meta"]["totals"]["paid_kurus"].clone()), (json!(0), json!(0)));

        // Sorting by amount, then a bad filter value or column is a 422.
        let by_amount = sales(&app, &w.admin, json!({"sortColumn": "amount", "sortDirection": 1})).await;
        assert_eq!(by_amount["rows"][0]["id"], other);
        let (status, _) = app
            .call(
                Method::GET,
                &format!("/api/admin/sales{}", table_query(&json!({"filters": {"status": {"type": "checkbox", "values": ["refunded"]}}}))),
            )
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(status, 422);
        let (status, _) = app
            .call(Method::GET, &format!("/api/admin/sales{}", table_query(&json!({"sortColumn": "p.id; --", "sortDirection": 1}))))
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(status, 422);

        // The salon's admin card shows its subscription and its latest payments.
        card_subscription(&app, w.paying.id, "active", now + Duration::days(20)).await;
        let (status, card) = app.call(Method::GET, &format!("/api/admin/salons/{}", w.paying.id)).auth(&w.admin).send().await;
        assert_eq!(status, 200, "{card}");
        let sub = &card["subscription"];
        assert_eq!(
            (sub["status"].clone(), sub["card_brand"].clone(), sub["card_last4"].clone(), sub["granted"].clone()),
            (json!("active"), json!("Visa"), json!("4242"), json!(false))
        );
        assert_eq!(ids(&card["payments"]), vec![failed, recent, old]);
        assert_eq!(card["payments"][0]["failure_reason"], "insufficient_funds");
    });
}

#[tokio::test]
async fn a_granted_plan_makes_a_free_salon_premium_and_ending_it_makes_it_free_again() {
    each_backend!(|app| {
        let w = world(&app).await;
        // On the free plan the 4th employee is refused.
        let (status, body) =
            app.call(Method::POST, "/api/salon/employees/new").auth(&w.free_owner).json(employee_form("Ayşe Kaya")).send().await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("employee_limit_reached")), "{body}");
        let (_, card) = app.call(Method::GET, &format!("/api/admin/salons/{}", w.free.id)).auth(&w.admin).send().await;
        assert_eq!((card["plan"].clone(), card["subscription"].clone()), (json!("free"), Value::Null));

        let until = day_in(30);
        let (status, card) = grant(&app, &w.admin, w.free.id, &until, "  Deneme süresi uzatıldı  ").await;
        assert_eq!(status, 200, "{card}");
        assert_eq!(card["plan"], "premium");
        let sub = &card["subscription"];
        assert_eq!(
            (sub["plan"].clone(), sub["status"].clone(), sub["provider"].clone(), sub["granted"].clone(), sub["card_last4"].clone()),
            (json!("premium"), json!("active"), json!("grant"), json!(true), Value::Null)
        );
        // Until the last second of the day in İstanbul.
        let end: DateTime<Utc> = serde_json::from_value(sub["period_end"].clone()).unwrap();
        assert_eq!(domain::time::local(end).format("%Y-%m-%d %H:%M:%S").to_string(), format!("{until} 23:59:59"));
        let stored = salons::Entity::find_by_id(w.free.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(stored.plan, "premium");

        // Premium takes the 4th employee now.
        let (status, body) =
            app.call(Method::POST, "/api/salon/employees/new").auth(&w.free_owner).json(employee_form("Ayşe Kaya")).send().await;
        assert_eq!(status, 200, "{body}");

        // The history keeps the grant with its reason, before and after.
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/salon/{}", w.free.id)).auth(&w.admin).send().await;
        assert_eq!(history[0]["action"], "salon.grant_plan");
        assert_eq!(history[0]["reason"], "Deneme süresi uzatıldı");
        assert_eq!((history[0]["before"]["plan"].clone(), history[0]["before"]["provider"].clone()), (json!("free"), Value::Null));
        assert_eq!((history[0]["after"]["plan"].clone(), history[0]["after"]["provider"].clone()), (json!("premium"), json!("grant")));

        // Granting again moves the end (a grant may also be shortened).
        let (status, card) = grant(&app, &w.admin, w.free.id, &day_in(7), "Kısaltıldı").await;
        assert_eq!(status, 200, "{card}");
        let end: DateTime<Utc> = serde_json::from_value(card["subscription"]["period_end"].clone()).unwrap();
        assert_eq!(domain::time::local(end).date().format("%Y-%m-%d").to_string(), day_in(7));

        // Ending the grant: free again, the 4th employee kept but not bookable, audited.
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/salons/{}/end-grant", w.free.id))
            .auth(&w.admin)
            .json(json!({"reason": ""}))
            .send()
            .await;
        assert_eq!((status, body["errors"]["reason"][0].clone()), (422, json!(message("tr", "required", &[]))), "{body}");
        let (status, card) = app
            .call(Method::POST, &format!("/api/admin/salons/{}/end-grant", w.free.id))
            .auth(&w.admin)
            .json(json!({"reason": "Deneme bitti"}))
            .send()
            .await;
        assert_eq!(status, 200, "{card}");
        assert_eq!(
            (card["plan"].clone(), card["subscription"]["status"].clone(), card["subscription"]["granted"].clone()),
            (json!("free"), json!("cancelled"), json!(false))
        );
        let masters = masters::Entity::find().all(&app.db).await.unwrap();
        let inactive: Vec<&str> =
            masters.iter().filter(|m| m.salon_id == w.free.id && m.plan_inactive).map(|m| m.full_name.as_str()).collect();
        assert_eq!(inactive, vec!["Ayşe Kaya"], "the 4th is kept, not bookable");
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/salon/{}", w.free.id)).auth(&w.admin).send().await;
        assert_eq!((history[0]["action"].clone(), history[0]["reason"].clone()), (json!("salon.end_grant"), json!("Deneme bitti")));
        assert_eq!((history[0]["before"]["plan"].clone(), history[0]["after"]["plan"].clone()), (json!("premium"), json!("free")));

        // Nothing granted any more: ending again is refused by name.
        app.call(Method::POST, &format!("/api/admin/salons/{}/end-grant", w.free.id))
            .auth(&w.admin)
            .json(json!({"reason": "again"}))
            .refused_in_every_language(409, "no_granted_plan")
            .await;
        // A cancelled grant may be granted again.
        let (status, card) = grant(&app, &w.admin, w.free.id, &day_in(3), "Yeniden").await;
        assert_eq!((status, card["subscription"]["status"].clone()), (200, json!("active")), "{card}");
    });
}

#[tokio::test]
async fn a_grant_needs_a_future_day_within_a_year_and_a_reason_in_every_language() {
    each_backend!(|app| {
        let w = world(&app).await;
        let cases: [(&str, &str, &str, &str); 5] = [
            ("until", &day_in(-1), "Neden", "date_in_past"),
            ("until", &day_in(0), "Neden", "date_in_past"),
            ("until", &day_in(400), "Neden", "date_beyond_year"),
            ("reason", &day_in(10), "   ", "required"),
            ("until", "31.12.2026", "Neden", "wrong_format"),
        ];
        for (field, until, reason, code) in cases {
            for lang in ["tr", "en", "ru"] {
                let (status, body) = app
                    .call(Method::POST, &format!("/api/admin/salons/{}/grant-plan", w.free.id))
                    .auth(&w.admin)
                    .lang(lang)
                    .json(json!({"plan": "premium", "until": until, "reason": reason}))
                    .send()
                    .await;
                assert_eq!(status, 422, "{until} {lang}: {body}");
                assert_eq!(body["errors"][field][0], json!(message(lang, code, &[])), "{until} {reason:?} {lang}: {body}");
            }
        }
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/salons/{}/grant-plan", w.free.id))
            .auth(&w.admin)
            .json(json!({"plan": "premium", "until": day_in(10), "reason": "x".repeat(501)}))
            .send()
            .await;
        assert_eq!((status, body["errors"]["reason"][0].clone()), (422, json!(message("tr", "max_length", &[("max", "500")]))));
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/salons/{}/grant-plan", w.free.id))
            .auth(&w.admin)
            .json(json!({"plan": "free", "until": day_in(10), "reason": "Neden"}))
            .send()
            .await;
        assert_eq!((status, body["errors"]["plan"][0].clone()), (422, json!(message("tr", "wrong_format", &[]))));
        let (status, _) = grant(&app, &w.admin, 999_999, &day_in(10), "Neden").await;
        assert_eq!(status, 404);
        // Nothing was written.
        assert_eq!(subscriptions::Entity::find().count(&app.db).await.unwrap(), 0);
        assert_eq!(salons::Entity::find_by_id(w.free.id).one(&app.db).await.unwrap().unwrap().plan, "free");
        assert_eq!(audit_changes::Entity::find().count(&app.db).await.unwrap(), 0);
    });
}

#[tokio::test]
async fn a_paying_salon_s_period_is_extended_never_shortened() {
    each_backend!(|app| {
        let w = world(&app).await;
        let end = Utc::now() + Duration::days(20);
        card_subscription(&app, w.paying.id, "past_due", end).await;
        // Ending before the paid period does is refused, with the period's last day.
        let (status, body) = grant(&app, &w.admin, w.paying.id, &day_in(5), "Uzatma").await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("grant_within_paid_period")), "{body}");
        let date = domain::time::format_date(domain::time::local(end).date());
        assert_eq!(body["message"], message("tr", "grant_within_paid_period", &[("date", &date)]));
        // After it: the period is extended, the card and provider stay, the retries are cleared.
        let (status, card) = grant(&app, &w.admin, w.paying.id, &day_in(60), "Uzatma").await;
        assert_eq!(status, 200, "{card}");
        let sub = &card["subscription"];
        assert_eq!(
            (sub["status"].clone(), sub["provider"].clone(), sub["card_last4"].clone(), sub["granted"].clone()),
            (json!("active"), json!("dev"), json!("4242"), json!(false))
        );
        let new_end: DateTime<Utc> = serde_json::from_value(sub["period_end"].clone()).unwrap();
        assert_eq!(domain::time::local(new_end).date().format("%Y-%m-%d").to_string(), day_in(60));
        // A paid subscription is not the admin's to end.
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/salons/{}/end-grant", w.paying.id))
            .auth(&w.admin)
            .json(json!({"reason": "x"}))
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("no_granted_plan")));
    });
}

#[tokio::test]
async fn only_the_platform_admin_may_see_sales_or_grant() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = w.free.id;
        let calls: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, "/api/admin/sales".into(), None),
            (
                Method::POST,
                format!("/api/admin/salons/{id}/grant-plan"),
                Some(json!({"plan": "premium", "until": day_in(10), "reason": "x"})),
            ),
            (Method::POST, format!("/api/admin/salons/{id}/end-grant"), Some(json!({"reason": "x"}))),
        ];
        for token in [&w.free_owner, &w.paying_owner] {
            for (method, path, body) in &calls {
                let (status, answer) = app.call(method.clone(), path).auth(token).json(body.clone()).send().await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
        }
        for (method, path, body) in &calls {
            let (status, _) = app.call(method.clone(), path).json(body.clone()).send().await;
            assert_eq!(status, 401, "{method} {path} without a session");
        }
        assert_eq!(salons::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap().plan, "free");
        assert_eq!(subscriptions::Entity::find().count(&app.db).await.unwrap(), 0);
    });
}
