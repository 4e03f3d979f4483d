//! The platform's numbers for its admin (issue #19 item 6): every figure of the analytics calls
//! against a hand-computed expectation on a small fixed dataset (salons by state, plan and city;
//! clients; MRR and churn from subscriptions; subscription money; masters' revenue and salaries;
//! the rating; bookings by day and status; conversion from recorded page views), the page-view
//! recording (counters only, no personal data, a day's referrer hosts capped), the clients and
//! orders tables, bad periods in every language, and every call refused to non-admins.

use chrono::{DateTime, Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, PaginatorTrait, Set, Statement};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905550000001";
const OWNER: &str = "+905559990021";
const CLIENT: &str = "+905559990022";
const OLD_CLIENT: &str = "+905559990023";

struct World {
    admin: String,
    owner: String,
    client: String,
    /// İstanbul, premium, rated 4.5 by 2 reviews; its master does every visit.
    a: salons::Model,
    /// İstanbul, free, rated 3.0 by 1 review.
    b: salons::Model,
    master: i64,
    haircut: i64,
    client_id: i64,
}

async fn world(app: &TestApp) -> World {
    let long_ago = Utc::now() - Duration::days(60);
    let f = Catalogue::hair_and_nails()
        .place((34, "İstanbul"), (1, "Kadıköy"))
        .place((6, "Ankara"), (2, "Çankaya"))
        .salon(
            Salon::new("a")
                .named("Güzellik Evi")
                .premium()
                .sells("sac-kesimi", Sell::price(10_000))
                .master(Master::new("Elif Aslan").does(&["sac-kesimi"]))
                .owner(OWNER)
                .with(|s| {
                    s.rating_avg = Set(Some(4.5));
                    s.reviews_count = Set(2);
                }),
        )
        .salon(Salon::new("b").named("Nail Studio").phone("+902121110002").with(|s| {
            s.rating_avg = Set(Some(3.0));
            s.reviews_count = Set(1);
        }))
        .salon(Salon::new("c").phone("+902121110003").in_district(2).status("deactivated"))
        .salon(Salon::new("d").phone("+902121110004").in_district(2).status("new").with(move |s| s.created_at = Set(long_ago)))
        .salon(Salon::new("e").phone("+902121110005").in_district(2).premium())
        .client(CLIENT)
        .client(OLD_CLIENT)
        .build(app)
        .await;
    // The old client registered long before the period.
    let mut old: accounts::ActiveModel = f.account(OLD_CLIENT).into();
    old.created_at = Set(Utc::now() - Duration::days(100));
    old.update(&app.db).await.unwrap();
    World {
        admin: token_for(&app.db, ADMIN, &[Role::Admin], None).await,
        owner: f.token(OWNER),
        client: f.token(CLIENT),
        a: f.salon("a"),
        b: f.salon("b"),
        master: f.master("Elif Aslan"),
        haircut: f.sold("a", "sac-kesimi"),
        client_id: f.account(CLIENT).id,
    }
}

async fn subscription(app: &TestApp, salon: i64, status: &str, created: DateTime<Utc>, updated: DateTime<Utc>) {
    subscriptions::ActiveModel {
        salon_id: Set(salon),
        plan: Set("premium".into()),
        status: Set(status.into()),
        period_start: Set(created),
        period_end: Set(created + Duration::days(30)),
        cancel_at_period_end: Set(false),
        provider: Set("dev".into()),
        failed_attempts: Set(0),
        created_at: Set(created),
        updated_at: Set(updated),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
}

async fn payment(app: &TestApp, salon: i64, amount: i64, status: &str, at: DateTime<Utc>) {
    subscription_payments::ActiveModel {
        salon_id: Set(salon),
        plan: Set("premium".into()),
        period_start: Set(at),
        period_end: Set(at + Duration::days(30)),
        amount_kurus: Set(amount),
        status: Set(status.into()),
        provider: Set("dev".into()),
        paid_at: Set((status == "paid").then_some(at)),
        created_at: Set(at),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
}

async fn salary(app: &TestApp, salon: i64, master: i64, amount: i64, days_ago: i64) {
    salary_payments::ActiveModel {
        salon_id: Set(salon),
        master_id: Set(master),
        amount: Set(amount),
        paid_on: Set(in_days(-days_ago)),
        method: Set("cash".into()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
}

async fn view(app: &TestApp, body: Value) -> (u16, Value) {
    app.call(Method::POST, "/api/site/page-view").json(body).send().await
}

async fn get(app: &TestApp, token: &str, path: &str) -> Value {
    let (status, body) = app.call(Method::GET, path).auth(token).send().await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

/// The last seven days, today included.
fn week() -> String {
    format!("?from={}&to={}", in_days(-6), in_days(0))
}

/// The fixed dataset's facts besides the world: subscriptions, payments, salaries, visits, views.
async fn facts(app: &TestApp, w: &World) -> Vec<i64> {
    let now = Utc::now();
    let all = salons::Entity::find().all(&app.db).await.unwrap();
    let id = |slug: &str| all.iter().find(|s| s.slug == slug).unwrap().id;
    let ids = [id("a"), id("b"), id("c"), id("d"), id("e")];
    let (a, b, c, d, e) = (ids[0], ids[1], ids[2], ids[3], ids[4]);
    // Paying now: a (active) and e (past due) → MRR 2 × 1599 TRY. b is in its trial. Paying when
    // the week began: a, e and c, which ended 3 days ago → churn 1 of 3. d ended before the week.
    subscription(app, a, "active", now - Duration::days(60), now - Duration::days(30)).await;
    subscription(app, e, "past_due", now - Duration::days(60), now - Duration::days(1)).await;
    subscription(app, b, "trial", now - Duration::days(2), now - Duration::days(2)).await;
    subscription(app, c, "cancelled", now - Duration::days(60), now - Duration::days(3)).await;
    subscription(app, d, "cancelled", now - Duration::days(90), now - Duration::days(40)).await;
    payment(app, a, 159_900, "paid", now - Duration::days(5)).await;
    payment(app, a, 159_900, "paid", now - Duration::days(40)).await;
    payment(app, e, 159_900, "unpaid", now - Duration::days(2)).await;
    salary(app, a, w.master, 5_000, 2).await;
    salary(app, a, w.master, 7_000, 20).await;

    // Visits: yesterday 2 completed (one by the client's account) and 1 cancelled; 3 days ago a
    // new one; 10 days ago a completed one the salon entered itself (outside the week, manual).
    let visit = |days: i64, status: &str| Visit::of(w.master).service(w.haircut).at(in_days(-days), "10:00").status(status);
    let v1 = visit(1, "completed").account(w.client_id).insert(app).await;
    let v2 = visit(1, "completed").at(in_days(-1), "11:00").insert(app).await;
    let v3 = visit(1, "cancelled").at(in_days(-1), "12:00").insert(app).await;
    let v4 = visit(3, "new").insert(app).await;
    let v5 = visit(10, "completed").insert(app).await;
    app.db
        .execute_raw(Statement::from_string(
            app.db.get_database_backend(),
            format!("UPDATE appointments SET source = 'manual' WHERE id = {v5}"),
        ))
        .await
        .unwrap();

    // Page views: salon a 8 (2 from Google), salon b 2 in English, home 3, a cabinet page 1
    // (other), and an unknown salon (not counted). A session and a cookie change nothing.
    for i in 0..8 {
        let referrer = if i < 2 { json!("https://www.google.com/search?q=ayse+yilmaz") } else { Value::Null };
        let (status, body) = app
            .call(Method::POST, "/api/site/page-view")
            .auth(&w.client)
            .header("cookie", "locale=tr; randevu_session=abc")
            .json(json!({"route": "salon", "locale": "tr", "salon_slug": "a", "referrer": referrer}))
            .send()
            .await;
        assert_eq!(status, 204, "{body}");
    }
    for _ in 0..2 {
        assert_eq!(view(app, json!({"route": "salon", "locale": "en", "salon_slug": "b"})).await.0, 204);
    }
    for _ in 0..3 {
        assert_eq!(view(app, json!({"route": "home", "locale": "tr"})).await.0, 204);
    }
    assert_eq!(view(app, json!({"route": "admin-analytics", "locale": "tr"})).await.0, 204);
    assert_eq!(view(app, json!({"route": "salon", "locale": "tr", "salon_slug": "no-such-salon"})).await.0, 204);
    vec![v1, v2, v3, v4, v5]
}

#[tokio::test]
async fn every_figure_matches_the_hand_computed_one() {
    each_backend!(|app| {
        let w = world(&app).await;
        facts(&app, &w).await;

        let s = get(&app, &w.admin, &format!("/api/admin/analytics/summary{}", week())).await;
        assert_eq!((s["from"].clone(), s["to"].clone()), (json!(in_days(-6).to_string()), json!(in_days(0).to_string())));
        // Five salons; d registered 60 days ago, the others in the week.
        assert_eq!(
            s["salons"],
            json!({
                "total": 5, "created": 4, "awaiting": 1, "active": 3, "deactivated": 1,
                "by_plan": [{"key": "free", "count": 3}, {"key": "premium", "count": 2}],
                "by_city": [{"key": "Ankara", "count": 3}, {"key": "İstanbul", "count": 2}],
            })
        );
        assert_eq!(s["clients"], json!({"total": 2, "created": 1}));
        assert_eq!(
            s["revenue"],
            json!({
                "mrr_kurus": 2 * 159_900, "paying_subscriptions": 2, "trial_subscriptions": 1,
                "paid_kurus": 159_900, "paid_count": 1,
                "paying_at_start": 3, "churned": 1, "churn_bp": 3_333,
            })
        );
        // Two completed visits of 100 TRY in the week; 50 TRY salary in it (70 TRY was earlier).
        assert_eq!(s["masters"], json!({"revenue_kurus": 20_000, "completed_visits": 2, "salaries_kurus": 5_000}));
        // (4.5 × 2 + 3.0 × 1) / 3
        assert_eq!(s["rating"], json!({"average": 4.0, "reviews": 3, "rated_salons": 2}));

        let b = get(&app, &w.admin, &format!("/api/admin/analytics/bookings{}", week())).await;
        let days = b["days"].as_array().unwrap();
        assert_eq!(days.len(), 7, "every day of the week, empty ones too");
        assert_eq!(days[0]["day"], json!(in_days(-6).to_string()));
        assert_eq!(
            days[5]["counts"],
            json!({"new": 0, "moved": 0, "confirmed": 0, "cancelled": 1, "completed": 2, "no_show": 0, "total": 3})
        );
        assert_eq!(
            days[3]["counts"],
            json!({"new": 1, "moved": 0, "confirmed": 0, "cancelled": 0, "completed": 0, "no_show": 0, "total": 1})
        );
        assert_eq!(days[6]["counts"]["total"], 0);
        assert_eq!(b["totals"], json!({"new": 1, "moved": 0, "confirmed": 0, "cancelled": 1, "completed": 2, "no_show": 0, "total": 4}));

        // Four online bookings (all made today; the fifth was entered by the salon) over ten
        // salon page views.
        let c = get(&app, &w.admin, &format!("/api/admin/analytics/conversion{}", week())).await;
        assert_eq!(
            (c["salon_page_views"].clone(), c["online_bookings"].clone(), c["conversion_bp"].clone(), c["all_page_views"].clone()),
            (json!(10), json!(4), json!(4_000), json!(14))
        );
        assert_eq!(
            c["salons"],
            json!([
                {"salon_id": w.a.id, "salon_name": "Güzellik Evi", "salon_slug": "a", "views": 8, "bookings": 4, "conversion_bp": 5_000},
                {"salon_id": w.b.id, "salon_name": "Nail Studio", "salon_slug": "b", "views": 2, "bookings": 0, "conversion_bp": 0},
            ])
        );
        assert_eq!(c["by_kind"], json!([{"key": "salon", "count": 10}, {"key": "home", "count": 3}, {"key": "other", "count": 1}]));
        assert_eq!(c["by_referrer"], json!([{"key": "", "count": 12}, {"key": "google.com", "count": 2}]));

        // A period before any of it: zeros, and no rate over nothing.
        let empty = get(&app, &w.admin, "/api/admin/analytics/conversion?from=2020-01-01&to=2020-01-31").await;
        assert_eq!((empty["salon_page_views"].clone(), empty["conversion_bp"].clone()), (json!(0), Value::Null));
        assert_eq!(empty["salons"], json!([]));
        let empty = get(&app, &w.admin, "/api/admin/analytics/summary?from=2020-01-01&to=2020-01-31").await;
        assert_eq!((empty["revenue"]["churn_bp"].clone(), empty["revenue"]["paid_kurus"].clone()), (Value::Null, json!(0)));
        // Without a period: the last 30 days.
        let default = get(&app, &w.admin, "/api/admin/analytics/bookings").await;
        assert_eq!(default["days"].as_array().unwrap().len(), 30);
        assert_eq!(default["totals"]["total"], 5);
    });
}

#[tokio::test]
async fn page_views_are_counters_without_personal_data() {
    each_backend!(|app| {
        let w = world(&app).await;
        facts(&app, &w).await;
        let rows = page_view_counts::Entity::find().all(&app.db).await.unwrap();
        let mut keys: Vec<(String, i64, String, String, i64)> =
            rows.iter().map(|r| (r.kind.clone(), r.salon_id, r.locale.clone(), r.referrer_host.clone(), r.views)).collect();
        keys.sort();
        assert_eq!(
            keys,
            vec![
                ("home".into(), 0, "tr".into(), "".into(), 3),
                ("other".into(), 0, "tr".into(), "".into(), 1),
                ("salon".into(), w.a.id, "tr".into(), "".into(), 6),
                ("salon".into(), w.a.id, "tr".into(), "google.com".into(), 2),
                ("salon".into(), w.b.id, "en".into(), "".into(), 2),
            ],
            "one row per key; the referrer's path and query are gone"
        );
        assert!(rows.iter().all(|r| r.day == in_days(0)));
        // The table has no column for an address, an account, a cookie or a URL.
        let backend = app.db.get_database_backend();
        let sql = if backend == sea_orm::DbBackend::Postgres {
            "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'page_view_counts' ORDER BY column_name"
        } else {
            "SELECT name FROM pragma_table_info('page_view_counts') ORDER BY name"
        };
        let columns: Vec<String> = app
            .db
            .query_all_raw(Statement::from_string(backend, sql))
            .await
            .unwrap()
            .iter()
            .map(|r| r.try_get::<String>("", "name").unwrap())
            .collect();
        assert_eq!(columns, vec!["day", "kind", "locale", "referrer_host", "salon_id", "views"]);

        // A day keeps at most 200 referrer hosts: a bot inventing hosts only raises "other".
        for i in 0..199 {
            page_view_counts::ActiveModel {
                day: Set(in_days(0)),
                kind: Set("home".into()),
                salon_id: Set(0),
                locale: Set("tr".into()),
                referrer_host: Set(format!("host{i}.example")),
                views: Set(1),
            }
            .insert(&app.db)
            .await
            .unwrap();
        }
        for host in ["new-host.example", "another.example", "google.com"] {
            let (status, _) = view(&app, json!({"route": "home", "locale": "tr", "referrer": format!("https://{host}/x")})).await;
            assert_eq!(status, 204);
        }
        let hosts = |host: &'static str| {
            let db = app.db.clone();
            async move {
                page_view_counts::Entity::find()
                    .all(&db)
                    .await
                    .unwrap()
                    .into_iter()
                    .filter(|r| r.referrer_host == host)
                    .map(|r| r.views)
                    .sum::<i64>()
            }
        };
        assert_eq!(hosts("other").await, 2, "beyond the cap, new hosts count as other");
        assert_eq!(hosts("google.com").await, 3, "a host already counted that day keeps counting");
        assert_eq!(hosts("new-host.example").await, 0);
        assert_eq!(page_view_counts::Entity::find().count(&app.db).await.unwrap(), 5 + 199 + 2);

        // Bad bodies are a 422, never counted.
        let long = "x".repeat(65);
        assert_eq!(view(&app, json!({"route": long, "locale": "tr"})).await.0, 422);
        assert_eq!(view(&app, json!({"route": "home", "locale": "de"})).await.0, 422);
        assert_eq!(view(&app, json!({"route": "home", "locale": "tr", "referrer": "x".repeat(2049)})).await.0, 422);
        assert_eq!(view(&app, json!({"route": "home", "locale": "tr", "ip": "1.2.3.4"})).await.0, 422);
    });
}

#[tokio::test]
async fn the_clients_and_orders_tables_list_every_salon_s() {
    each_backend!(|app| {
        let w = world(&app).await;
        let visits = facts(&app, &w).await;

        let clients = get(&app, &w.admin, &format!("/api/admin/clients{}", table_query(&json!({})))).await;
        assert_eq!(clients["count"], 2);
        let row = &clients["rows"][0];
        assert_eq!(
            (row["id"].clone(), row["phone"].clone(), row["bookings"].clone(), row["completed"].clone(), row["spent_kurus"].clone()),
            (json!(w.client_id), json!(CLIENT), json!(1), json!(1), json!(10_000)),
            "newest first, with its bookings over every salon"
        );
        assert_eq!(clients["rows"][1]["bookings"], 0);
        let recent = json!({"filters": {"from": {"type": "date", "mode": "newer", "value": in_days(-6).to_string()}}});
        let recent = get(&app, &w.admin, &format!("/api/admin/clients{}", table_query(&recent))).await;
        assert_eq!(ids(&recent["rows"]), vec![w.client_id]);
        let searched = get(&app, &w.admin, &format!("/api/admin/clients{}", table_query(&json!({"search": "9990023"})))).await;
        assert_eq!(searched["count"], 1);

        let orders = get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&json!({})))).await;
        assert_eq!(ids(&orders["rows"]), vec![visits[2], visits[1], visits[0], visits[3], visits[4]], "latest visit first");
        assert_eq!((orders["count"].clone(), orders["count_capped"].clone()), (json!(5), json!(false)));
        // A page past the first, cut before the joins, in each sortable order; its count exact below the cap.
        for (visit, price) in [(visits[1], 30_000), (visits[3], 5_000)] {
            let sql = format!("UPDATE appointments SET total_price = {price} WHERE id = {visit}");
            app.db.execute_raw(Statement::from_string(app.db.get_database_backend(), sql)).await.unwrap();
        }
        let orders = get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&json!({})))).await;
        let mut by_total: Vec<(i64, i64)> =
            orders["rows"].as_array().unwrap().iter().map(|r| (r["total_kurus"].as_i64().unwrap(), r["id"].as_i64().unwrap())).collect();
        by_total.sort_by_key(|&(total, id)| (total, std::cmp::Reverse(id)));
        let second = json!({"sortColumn": "total", "sortDirection": 1, "offset": 2, "limit": 2});
        let second = get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&second))).await;
        assert_eq!(ids(&second["rows"]), by_total[2..4].iter().map(|&(_, id)| id).collect::<Vec<_>>(), "cheapest first, then newest");
        assert_eq!((second["count"].clone(), second["count_capped"].clone()), (json!(5), json!(false)));
        assert_eq!(second["rows"][0]["salon_name"], json!("Güzellik Evi"), "joined after the cut");
        for unsortable in ["salon", "status"] {
            let q = json!({"sortColumn": unsortable, "sortDirection": 1});
            let (status, _) = app.call(Method::GET, &format!("/api/admin/orders{}", table_query(&q))).auth(&w.admin).send().await;
            assert_eq!(status, 422, "{unsortable} is a filter, not an order");
        }
        let row = &orders["rows"][2];
        assert_eq!(
            (
                row["salon_name"].clone(),
                row["master_name"].clone(),
                row["status"].clone(),
                row["total_kurus"].clone(),
                row["source"].clone()
            ),
            (json!("Güzellik Evi"), json!("Elif Aslan"), json!("completed"), json!(10_000), json!("online"))
        );
        let completed_filter = json!({"filters": {"status": {"type": "checkbox", "values": ["completed"]}}});
        let completed = get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&completed_filter))).await;
        assert_eq!(completed["count"], 3);
        let manual = json!({"filters": {"source": {"type": "checkbox", "values": ["manual"]}}});
        assert_eq!(ids(&get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&manual))).await["rows"]), vec![visits[4]]);
        let week = json!({"filters": {
            "from": {"type": "date", "mode": "newer", "value": in_days(-3).to_string()},
            "to": {"type": "date", "mode": "older", "value": in_days(-3).to_string()},
        }});
        assert_eq!(ids(&get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&week))).await["rows"]), vec![visits[3]]);
        let other = json!({"filters": {"salon": {"type": "radio", "value": w.b.id.to_string()}}});
        assert_eq!(get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&other))).await["count"], 0);
        let bad = json!({"filters": {"status": {"type": "checkbox", "values": ["paid"]}}});
        let (status, _) = app.call(Method::GET, &format!("/api/admin/orders{}", table_query(&bad))).auth(&w.admin).send().await;
        assert_eq!(status, 422);

        // A visit the client did not come to is found by its own status, and only by it.
        let missed = Visit::of(w.master).service(w.haircut).at(in_days(-2), "15:00").status("no_show").insert(&app).await;
        let no_shows = json!({"filters": {"status": {"type": "checkbox", "values": ["no_show"]}}});
        let no_shows = get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&no_shows))).await;
        assert_eq!((no_shows["count"].clone(), ids(&no_shows["rows"])), (json!(1), vec![missed]));
        assert_eq!(no_shows["rows"][0]["status"], "no_show");
        let both = json!({"filters": {"status": {"type": "checkbox", "values": ["no_show", "cancelled"]}}});
        assert_eq!(get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&both))).await["count"], 2);
        assert_eq!(get(&app, &w.admin, &format!("/api/admin/orders{}", table_query(&completed_filter))).await["count"], 3, "not completed");
    });
}

/// The download buttons: every row under the table's filters and order (not the page of `q`),
/// headers and words in the reader's language, money in lira, points left out of "spent".
#[tokio::test]
async fn the_orders_and_clients_tables_download_as_xlsx_and_csv() {
    use calamine::{Data, DataType, Reader, Xlsx};
    each_backend!(|app| {
        let w = world(&app).await;
        let visits = facts(&app, &w).await;
        // The client paid 20 TRY of the 100 TRY visit with points: the salon collected 80 TRY.
        app.db
            .execute_raw(Statement::from_string(
                app.db.get_database_backend(),
                format!("UPDATE appointments SET points_redeemed = 20, points_discount = 2000 WHERE id = {}", visits[0]),
            ))
            .await
            .unwrap();

        let completed = json!({"limit": 1, "filters": {"status": {"type": "checkbox", "values": ["completed"]}}});
        let path = format!("/api/admin/orders{}&format=xlsx", table_query(&completed));
        let response = app.call(Method::GET, &path).auth(&w.admin).lang("ru").response().await;
        assert_eq!(response.status(), 200);
        let disposition = response.headers()["content-disposition"].to_str().unwrap().to_owned();
        assert!(disposition.starts_with("attachment; filename=\"orders-") && disposition.ends_with(".xlsx\""), "{disposition}");
        let mut book: Xlsx<_> = Xlsx::new(std::io::Cursor::new(response.bytes().await.unwrap().to_vec())).expect("a valid workbook");
        let sheet = book.worksheet_range_at(0).unwrap().unwrap();
        let rows: Vec<&[Data]> = sheet.rows().collect();
        let header: Vec<String> = rows[0].iter().map(|c| c.get_string().unwrap_or("").to_owned()).collect();
        assert_eq!(header, ["№", "Визит", "Салон", "Мастер", "Клиент", "Телефон", "Статус", "Сумма", "Источник"]);
        assert_eq!(rows.len(), 1 + 3 + 1, "header, the three completed visits (not the page of one), totals");
        let ids: Vec<i64> = rows[1..4].iter().map(|r| r[0].as_i64().unwrap()).collect();
        assert_eq!(ids, vec![visits[1], visits[0], visits[4]], "the table's order: latest visit first");
        assert!(rows[1..4].iter().all(|r| r[6].get_string() == Some("Завершена")));
        assert_eq!(rows[3][8].get_string(), Some("Внесена салоном"));
        let sum: f64 = rows[1..4].iter().map(|r| r[7].as_f64().unwrap()).sum();
        assert_eq!(sum, 300.0, "three visits of 100 TRY (the order's price)");
        assert_eq!((rows[4][1].get_string(), rows[4][7].as_f64()), (Some("Итого"), Some(300.0)));

        let path = format!("/api/admin/clients{}&format=csv", table_query(&json!({})));
        let response = app.call(Method::GET, &path).auth(&w.admin).lang("tr").response().await;
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
        let text = response.text().await.unwrap();
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines[0], "No,Ad soyad,Telefon,E-posta,Kayıt tarihi,Randevular,Tamamlanan,Harcama");
        assert_eq!(lines.len(), 1 + 2 + 1);
        assert!(lines[1].starts_with(&format!("{},", w.client_id)) && lines[1].ends_with(",1,1,80.00"), "{}", lines[1]);
        assert!(lines[3].starts_with(",Toplam,") && lines[3].ends_with(",1,1,80.00"), "{}", lines[3]);

        // The orders' CSV is streamed from the database row by row: the same rows and totals.
        let path = format!("/api/admin/orders{}&format=csv", table_query(&completed));
        let response = app.call(Method::GET, &path).auth(&w.admin).lang("en").response().await;
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-disposition"].to_str().unwrap().ends_with(".csv\""));
        let text = response.text().await.unwrap();
        assert!(text.starts_with('\u{feff}'), "UTF-8 with a BOM");
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines.len(), 1 + 3 + 1, "{text}");
        assert!(lines[1].starts_with(&format!("{},", visits[1])), "{}", lines[1]);
        assert!(lines[4].contains(",Total,") && lines[4].contains(",300.00,"), "{}", lines[4]);
        // Compressed on the way, as browsers ask: the streamed body ends cleanly (an unfused stream
        // polled once more by the compression layer dropped the connection; schemathesis found it).
        let compressed = app.call(Method::GET, &path).auth(&w.admin).lang("en").header("accept-encoding", "gzip").response().await;
        assert_eq!(compressed.status(), 200);
        assert_eq!(compressed.headers()["content-encoding"], "gzip");
        let bytes = compressed.bytes().await.expect("the whole compressed body arrives");
        assert!(bytes.starts_with(&[0x1f, 0x8b]) && bytes.len() > 20, "a gzip stream: {} bytes", bytes.len());

        // A format the tables do not write; a client asking for the file.
        let (status, body) = app
            .call(Method::GET, &format!("/api/admin/orders{}&format=pdf", table_query(&json!({}))))
            .auth(&w.admin)
            .lang("en")
            .send()
            .await;
        assert_field_error(status, &body, "en", "format", "wrong_format", &[]);
        let (status, _) =
            app.call(Method::GET, &format!("/api/admin/orders{}&format=xlsx", table_query(&json!({})))).auth(&w.client).send().await;
        assert_eq!(status, 403);
    });
}

#[tokio::test]
async fn bad_periods_are_refused_in_every_language() {
    each_backend!(|app| {
        let w = world(&app).await;
        for path in ["summary", "bookings", "conversion"] {
            let (status, body) = app
                .call(Method::GET, &format!("/api/admin/analytics/{path}?from=2026-11-20&to=2026-11-19"))
                .auth(&w.admin)
                .lang("en")
                .send()
                .await;
            assert_field_error(status, &body, "en", "from", "period_order", &[]);
            let (status, body) = app
                .call(Method::GET, &format!("/api/admin/analytics/{path}?from=2025-01-01&to=2026-01-02"))
                .auth(&w.admin)
                .lang("ru")
                .send()
                .await;
            assert_field_error(status, &body, "ru", "from", "period_too_long", &[("max", "366")]);
            let (status, body) =
                app.call(Method::GET, &format!("/api/admin/analytics/{path}?from=2101-01-01")).auth(&w.admin).lang("tr").send().await;
            assert_field_error(status, &body, "tr", "from", "wrong_format", &[]);
        }
    });
}

#[tokio::test]
async fn only_platform_admins_see_the_numbers() {
    each_backend!(|app| {
        let w = world(&app).await;
        let paths = [
            "/api/admin/analytics/summary".to_owned(),
            "/api/admin/analytics/bookings".to_owned(),
            "/api/admin/analytics/conversion".to_owned(),
            format!("/api/admin/clients{}", table_query(&json!({}))),
            format!("/api/admin/orders{}", table_query(&json!({}))),
        ];
        for path in &paths {
            assert_eq!(app.call(Method::GET, path).send().await.0, 401, "{path}");
            assert_eq!(app.call(Method::GET, path).auth(&w.client).send().await.0, 403, "client {path}");
            assert_eq!(app.call(Method::GET, path).auth(&w.owner).send().await.0, 403, "salon admin {path}");
            assert_eq!(app.call(Method::GET, path).auth(&w.admin).send().await.0, 200, "{path}");
        }
    });
}

/// The platform's day rows (migration 000052) against the appointments themselves: after each
/// kind of change — a visit moved to another day, completed, repriced, paid partly with points,
/// made a no-show, deleted, re-marked as not online — before and after folding the appended
/// changes, and while several folds race bookings being written. Bookings by day, the masters'
/// money and the online bookings (in all and per salon) must be what a direct count of the
/// appointments says.
#[tokio::test]
async fn the_platform_day_rows_equal_the_appointments_through_every_change() {
    each_backend!(|app| {
        use domain::period::Period;
        use sea_orm::FromQueryResult;
        use store::platform_numbers::{self as numbers, DayStatusCount, days};
        let w = world(&app).await;
        let visits = facts(&app, &w).await;
        let period = Period { from: in_days(-40), to: in_days(5) };
        let run = |sql: String| {
            let db = app.db.clone();
            async move {
                db.execute_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
            }
        };
        let check = |step: &'static str| {
            let db = app.db.clone();
            async move {
                let backend = db.get_database_backend();
                let within = format!("provision_date >= '{}' AND provision_date <= '{}'", period.from, period.to);
                let direct = DayStatusCount::find_by_statement(Statement::from_string(
                    backend,
                    format!(
                        "SELECT provision_date AS day, status, CAST(COUNT(*) AS BIGINT) AS n FROM appointments \
                         WHERE {within} GROUP BY provision_date, status ORDER BY provision_date, status"
                    ),
                ))
                .all(&db)
                .await
                .unwrap();
                assert!(!direct.is_empty(), "{step}: the period holds visits");
                assert_eq!(numbers::bookings_by_day(&db, &period).await.unwrap(), direct, "{step}: bookings by day");
                let money = db
                    .query_one_raw(Statement::from_string(
                        backend,
                        format!(
                            "SELECT CAST(COALESCE(SUM(total_price - points_discount), 0) AS BIGINT) AS revenue, \
                             CAST(COUNT(*) AS BIGINT) AS n FROM appointments WHERE status = 'completed' AND {within}"
                        ),
                    ))
                    .await
                    .unwrap()
                    .unwrap();
                // Online bookings made in the period (by booking time), in all and per salon.
                let (from, before) = (domain::time::instant(period.from, 0), domain::time::instant(period.end_exclusive(), 0));
                let placeholders = if backend == sea_orm::DbBackend::Postgres { ["$1", "$2"] } else { ["?", "?"] };
                let online = db
                    .query_all_raw(Statement::from_sql_and_values(
                        backend,
                        format!(
                            "SELECT salon_id, CAST(COUNT(*) AS BIGINT) AS n FROM appointments WHERE source = 'online' \
                             AND created_at >= {} AND created_at < {} GROUP BY salon_id ORDER BY salon_id",
                            placeholders[0], placeholders[1]
                        ),
                        vec![from.into(), before.into()],
                    ))
                    .await
                    .unwrap()
                    .iter()
                    .map(|row| (row.try_get::<i64>("", "salon_id").unwrap(), row.try_get::<i64>("", "n").unwrap()))
                    .collect::<Vec<_>>();
                let totals = numbers::conversion_totals(&db, &period).await.unwrap();
                assert_eq!(totals.online_bookings, online.iter().map(|(_, n)| n).sum::<i64>(), "{step}: online bookings");
                let mut per_salon: Vec<(i64, i64)> = numbers::salon_conversions(&db, &period)
                    .await
                    .unwrap()
                    .iter()
                    .filter(|s| s.bookings > 0)
                    .map(|s| (s.salon_id, s.bookings))
                    .collect();
                per_salon.sort();
                assert_eq!(per_salon, online, "{step}: online bookings per salon");
                let kept = numbers::master_money(&db, &period).await.unwrap();
                assert_eq!(
                    (kept.revenue_kurus, kept.completed_visits),
                    (money.try_get::<i64>("", "revenue").unwrap(), money.try_get::<i64>("", "n").unwrap()),
                    "{step}: the masters' money"
                );
            }
        };
        check("as inserted").await;
        let (v1, v3, v4, v5) = (visits[0], visits[2], visits[3], visits[4]);
        run(format!("UPDATE appointments SET client_name = 'Ayşe Kaya' WHERE id = {v1}")).await;
        check("a change of nothing counted").await;
        assert!(days::fold(&app.db).await.unwrap(), "the inserted visits' changes to fold");
        check("folded").await;
        assert!(!days::fold(&app.db).await.unwrap(), "nothing left to fold");
        run(format!("UPDATE appointments SET provision_date = (SELECT provision_date FROM appointments WHERE id = {v5}) WHERE id = {v4}"))
            .await;
        check("moved to another day").await;
        run(format!("UPDATE appointments SET status = 'completed', payment_method = 'cash' WHERE id = {v4}")).await;
        check("completed").await;
        run(format!("UPDATE appointments SET total_price = total_price + 2500 WHERE id = {v1}")).await;
        check("repriced").await;
        assert!(days::fold(&app.db).await.unwrap(), "three changes to fold");
        check("folded again").await;
        run(format!("UPDATE appointments SET points_discount = 1500, points_redeemed = 15 WHERE id = {v1}")).await;
        check("paid partly with points").await;
        run(format!("UPDATE appointments SET status = 'no_show' WHERE id = {v4}")).await;
        check("a no-show after completion").await;
        run(format!("DELETE FROM appointments WHERE id = {v3}")).await;
        check("deleted").await;
        let v2 = visits[1];
        run(format!("UPDATE appointments SET source = 'manual' WHERE id = {v2}")).await;
        check("an online booking marked as entered by the salon").await;

        // Folds from several nodes at once, while bookings are written: each change counts once.
        let writers = (0..12).map(|i| {
            let visit = Visit::of(w.master).service(w.haircut).at(in_days(-(i % 4) - 2), &format!("{:02}:30", 8 + i)).status("completed");
            let app = &app;
            async move {
                visit.insert(app).await;
            }
        });
        let folders = (0..4).map(|_| {
            let db = app.db.clone();
            async move {
                for _ in 0..5 {
                    days::fold(&db).await.unwrap();
                }
            }
        });
        tokio::join!(futures::future::join_all(writers), futures::future::join_all(folders));
        check("while folds raced the writes").await;
        // The twelve were completed visits of one client: the per-client rows (000040, 000050)
        // counted each of them although they were written at once (migration 000053).
        let count = |sql: &str| {
            let db = app.db.clone();
            let sql = sql.to_owned();
            async move {
                db.query_one_raw(Statement::from_string(db.get_database_backend(), sql))
                    .await
                    .unwrap()
                    .unwrap()
                    .try_get::<i64>("", "n")
                    .unwrap()
            }
        };
        let completed =
            format!("FROM appointments WHERE salon_id = {} AND status = 'completed' AND client_phone = '+905551234567'", w.a.id);
        let direct = count(&format!("SELECT CAST(COUNT(*) AS BIGINT) AS n {completed}")).await;
        assert!(direct >= 12, "{direct} completed visits of the client");
        let kept = count(&format!(
            "SELECT CAST(visits AS BIGINT) AS n FROM salon_client_totals WHERE salon_id = {} AND client_phone = '+905551234567'",
            w.a.id
        ))
        .await;
        assert_eq!(kept, direct, "the salon's client row");
        let pairs = count(&format!(
            "SELECT CAST(SUM(visits) AS BIGINT) AS n FROM master_client_totals WHERE salon_id = {} AND client_phone = '+905551234567'",
            w.a.id
        ))
        .await;
        assert_eq!(pairs, direct, "the master and client rows");
        days::fold(&app.db).await.unwrap();
        check("all folded").await;
        assert_eq!(count("SELECT CAST(COUNT(*) AS BIGINT) AS n FROM platform_day_changes").await, 0, "every change folded");
    });
}
