//! Salon cabinet (desk): the overview's counters and lists, the schedule per master, one
//! appointment's detail and every action with its refusals, manual entries (paid plan only),
//! the client lookup by phone, the appointments table's filters, search and sort on real rows,
//! and the rights checks: another salon's ids give 404 and change nothing.

use std::collections::HashMap;

use chrono::{Datelike, Duration, NaiveDate, Utc};
use domain::access::Role;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::helpers::*;

/// The web app's `errors` catalogue per language: what the user must see for each code.
fn catalogue(lang: &str) -> HashMap<String, String> {
    let path = format!("{}/../../web/src/locales/{lang}/errors.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn today() -> NaiveDate {
    api::booking::local(Utc::now()).date()
}

/// A Monday at least a week ahead: a whole future week for the calendar and the moves.
fn future_monday() -> NaiveDate {
    let start = today() + Duration::days(7);
    start + Duration::days(i64::from((7 - start.weekday().num_days_from_monday()) % 7))
}

struct Desk {
    salon: salons::Model,
    other_salon: salons::Model,
    /// Haircut 400 TRY, 45 min; wash 100 TRY, 15 min (one category); manicure 300 TRY, 30 min.
    haircut: i64,
    wash: i64,
    manicure: i64,
    other_haircut: i64,
    /// Haircut and wash; lunch 13:00–13:45 every day.
    elif: i64,
    /// Haircut, wash and manicure; off on Tuesdays.
    zeynep: i64,
    /// The other salon's master.
    mert: i64,
    staff: String,
    other_staff: String,
    client: String,
    client_id: i64,
}

async fn sell(db: &DatabaseConnection, salon: i64, service: i64, price: i64, minutes: i32) -> i64 {
    sell_service(db, salon, service, price, 0, minutes, false).await
}

/// A session for an existing account.
async fn session(db: &DatabaseConnection, account_id: i64) -> String {
    let (token, hash) = api::auth::new_token();
    store::accounts::create_session(db, account_id, &hash, None, None).await.unwrap();
    token
}

async fn desk(db: &DatabaseConnection) -> Desk {
    let (province, district) = place(db, (34, "İstanbul"), (1, "Kadıköy")).await;
    let deps = departments(db, 2).await;
    let mut categories = Vec::new();
    for (i, d) in deps.iter().enumerate() {
        let c = categories::ActiveModel {
            department_id: Set(d.id),
            slug: Set(format!("cat-{i}")),
            name_tr: Set(format!("Kategori {i}")),
            name_en: Set(format!("Category {i}")),
            name_ru: Set(format!("Категория {i}")),
            sort_order: Set(0),
            ..Default::default()
        }
        .insert(db)
        .await
        .unwrap();
        categories.push(c.id);
    }
    let haircut_service = catalogue_service(db, categories[0], "sac-kesimi", ["Saç kesimi", "Haircut", "Стрижка"]).await;
    let wash_service = catalogue_service(db, categories[0], "yikama", ["Yıkama", "Wash", "Мытьё"]).await;
    let manicure_service = catalogue_service(db, categories[1], "manikur", ["Manikür", "Manicure", "Маникюр"]).await;

    let mut paid: salons::ActiveModel = salon(db, "desk-a", province, district).await.into();
    paid.plan = Set("premium".into());
    let salon = paid.update(db).await.unwrap();
    let other_salon = crate::helpers::salon(db, "desk-b", province, district).await;
    for s in [&salon, &other_salon] {
        for weekday in 0..7 {
            salon_working_hours::ActiveModel {
                salon_id: Set(s.id),
                weekday: Set(weekday),
                open_min: Set(540),
                close_min: Set(1200),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
        }
    }
    let haircut = sell(db, salon.id, haircut_service, 40000, 45).await;
    let wash = sell(db, salon.id, wash_service, 10000, 15).await;
    let manicure = sell(db, salon.id, manicure_service, 30000, 30).await;
    let other_haircut = sell(db, other_salon.id, haircut_service, 35000, 45).await;
    let elif = master(db, salon.id, "Elif Aslan", &[haircut, wash]).await;
    for weekday in 0..7 {
        master_breaks::ActiveModel {
            master_id: Set(elif),
            weekday: Set(Some(weekday)),
            day: Set(None),
            start_min: Set(780),
            end_min: Set(825),
            ..Default::default()
        }
        .insert(db)
        .await
        .unwrap();
    }
    let zeynep = master(db, salon.id, "Zeynep Kaya", &[haircut, wash, manicure]).await;
    master_schedule_days::ActiveModel {
        master_id: Set(zeynep),
        weekday: Set(Some(1)),
        day: Set(None),
        day_type: Set("off".into()),
        start_min: Set(None),
        end_min: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    let mert = master(db, other_salon.id, "Mert Demir", &[other_haircut]).await;
    let staff = token_for(db, "+905559990001", &[Role::SalonAdmin], Some(salon.id)).await;
    let other_staff = token_for(db, "+905559990002", &[Role::SalonAdmin], Some(other_salon.id)).await;
    let client_account = account(db, "+905551110001", &[Role::Client], None).await;
    let client = session(db, client_account.id).await;
    Desk {
        salon,
        other_salon,
        haircut,
        wash,
        manicure,
        other_haircut,
        elif,
        zeynep,
        mert,
        staff,
        other_staff,
        client,
        client_id: client_account.id,
    }
}

/// A visit written straight into the database (the booking flow has its own tests).
struct Visit<'a> {
    salon: i64,
    master: i64,
    service: i64,
    price: i64,
    minutes: i32,
    date: NaiveDate,
    time: &'a str,
    status: &'a str,
    name: &'a str,
    phone: &'a str,
    account: Option<i64>,
}

impl<'a> Visit<'a> {
    fn new(w: &Desk, date: NaiveDate, time: &'a str, status: &'a str) -> Self {
        Visit {
            salon: w.salon.id,
            master: w.elif,
            service: w.haircut,
            price: 40000,
            minutes: 45,
            date,
            time,
            status,
            name: "Ayşe Işık",
            phone: "+905551110001",
            account: Some(w.client_id),
        }
    }
}

async fn insert(db: &DatabaseConnection, v: Visit<'_>, extra: impl FnOnce(&mut appointments::ActiveModel)) -> i64 {
    let (h, m) = v.time.split_once(':').unwrap();
    let start: i16 = h.parse::<i16>().unwrap() * 60 + m.parse::<i16>().unwrap();
    let starts_at = api::booking::instant(v.date, start as u16);
    let now = Utc::now();
    let mut row = appointments::ActiveModel {
        salon_id: Set(v.salon),
        master_id: Set(v.master),
        client_account_id: Set(v.account),
        client_name: Set(v.name.into()),
        client_phone: Set(v.phone.into()),
        status: Set(v.status.into()),
        provision_date: Set(v.date),
        start_min: Set(start),
        duration_min: Set(v.minutes),
        starts_at: Set(starts_at),
        ends_at: Set(starts_at + Duration::minutes(i64::from(v.minutes))),
        total_price: Set(v.price),
        source: Set("online".into()),
        created_at: Set(now),
        updated_at: Set(now),
        locale: Set("tr".into()),
        ..Default::default()
    };
    extra(&mut row);
    let saved = row.insert(db).await.unwrap();
    appointment_items::ActiveModel {
        appointment_id: Set(saved.id),
        salon_service_id: Set(v.service),
        option_id: Set(None),
        quantity: Set(1),
        price: Set(v.price),
        duration_min: Set(v.minutes),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    saved.id
}

async fn visit(db: &DatabaseConnection, v: Visit<'_>) -> i64 {
    insert(db, v, |_| {}).await
}

async fn call(app: &TestApp, method: Method, path: &str, body: Option<Value>, token: Option<&str>, lang: &str) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path)).header("accept-language", lang);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.expect("request");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Asserts a refusal with `code` whose message is the catalogue's text in each language.
async fn refused_in_every_language(app: &TestApp, method: Method, path: &str, body: Option<Value>, token: &str, status: u16, code: &str) {
    for lang in ["tr", "en", "ru"] {
        let (got, answer) = call(app, method.clone(), path, body.clone(), Some(token), lang).await;
        assert_eq!((got, answer["message_code"].as_str()), (status, Some(code)), "{lang} {path}: {answer}");
        assert_eq!(answer["message"], catalogue(lang)[code], "{lang}");
    }
}

async fn table(app: &TestApp, token: &str, q: Value) -> (u16, Value) {
    call(app, Method::GET, &format!("/api/salon/appointments?q={}", urlencode(&q.to_string())), None, Some(token), "tr").await
}

fn ids(rows: &Value) -> Vec<i64> {
    rows.as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect()
}

fn sorted(mut list: Vec<i64>) -> Vec<i64> {
    list.sort_unstable();
    list
}

async fn run_jobs(app: &TestApp) {
    api::booking::jobs::run_due(&app.state_for_jobs().await, Utc::now()).await.unwrap();
}

#[tokio::test]
async fn overview_counts_and_lists_today_upcoming_and_waiting() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let t = today();
        let today_confirmed = visit(&app.db, Visit::new(&w, t, "18:00", "confirmed")).await;
        let today_paid = insert(&app.db, Visit { price: 55000, ..Visit::new(&w, t, "09:00", "completed") }, |a| {
            a.payment_method = Set(Some("card".into()))
        })
        .await;
        visit(&app.db, Visit::new(&w, t, "12:00", "cancelled")).await;
        let waiting_new = visit(&app.db, Visit::new(&w, t + Duration::days(1), "10:00", "new")).await;
        let moved_by_client =
            insert(&app.db, Visit::new(&w, t + Duration::days(3), "10:00", "moved"), |a| a.moved_by = Set(Some("client".into()))).await;
        let moved_by_salon =
            insert(&app.db, Visit::new(&w, t + Duration::days(2), "10:00", "moved"), |a| a.moved_by = Set(Some("salon".into()))).await;
        let later = visit(&app.db, Visit::new(&w, t + Duration::days(5), "10:00", "confirmed")).await;
        visit(&app.db, Visit::new(&w, t + Duration::days(9), "10:00", "confirmed")).await;
        insert(&app.db, Visit::new(&w, t - Duration::days(40), "10:00", "completed"), |a| a.payment_method = Set(Some("cash".into())))
            .await;
        // The other salon's visits count nowhere here.
        visit(
            &app.db,
            Visit { salon: w.other_salon.id, master: w.mert, service: w.other_haircut, ..Visit::new(&w, t, "10:00", "confirmed") },
        )
        .await;
        visit(
            &app.db,
            Visit {
                salon: w.other_salon.id,
                master: w.mert,
                service: w.other_haircut,
                ..Visit::new(&w, t + Duration::days(1), "10:00", "new")
            },
        )
        .await;

        let (status, body) = call(&app, Method::GET, "/api/salon/overview", None, Some(&w.staff), "en").await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["salon"]["slug"], "desk-a");
        assert_eq!((body["salon"]["plan"].clone(), body["salon"]["manual_entries"].clone()), (json!("premium"), json!(true)));
        assert_eq!(body["date"], t.to_string());
        assert_eq!(body["counts"], json!({"today": 2, "upcoming": 4, "unconfirmed": 2, "completed_month": 1, "revenue_month": 55000}));
        assert_eq!(ids(&body["today"]), vec![today_paid, today_confirmed]);
        assert_eq!(ids(&body["upcoming"]), vec![waiting_new, moved_by_salon, moved_by_client, later]);
        assert_eq!(ids(&body["unconfirmed"]), vec![waiting_new, moved_by_client]);
        let first = &body["unconfirmed"][0];
        assert_eq!(
            (first["start"].clone(), first["services"].clone(), first["client_name"].clone(), first["master_name"].clone()),
            (json!("10:00"), json!(["Haircut"]), json!("Ayşe Işık"), json!("Elif Aslan"))
        );
        assert!(first["confirm_deadline"].is_string(), "{first}");
        assert_eq!((first["actions"]["confirm"].clone(), first["actions"]["decline"].clone()), (json!(true), json!(true)));
        assert!(body["upcoming"][1]["confirm_deadline"].is_null(), "a salon's move waits for the client");

        let (_, other) = call(&app, Method::GET, "/api/salon/overview", None, Some(&w.other_staff), "tr").await;
        assert_eq!(
            (other["counts"]["today"].clone(), other["counts"]["unconfirmed"].clone(), other["salon"]["manual_entries"].clone()),
            (json!(1), json!(1), json!(false))
        );
    }
}

#[tokio::test]
async fn schedule_shows_windows_breaks_days_off_and_visits_per_master() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let monday = future_monday();
        let wednesday = monday + Duration::days(2);
        salon_days_off::ActiveModel {
            salon_id: Set(w.salon.id),
            day: Set(wednesday),
            kind: Set("holiday".into()),
            note: Set(Some("Bayram".into())),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let shown = visit(&app.db, Visit::new(&w, monday, "10:00", "confirmed")).await;
        visit(&app.db, Visit::new(&w, monday, "11:00", "cancelled")).await;
        let zeynep_visit = visit(
            &app.db,
            Visit {
                master: w.zeynep,
                service: w.manicure,
                price: 30000,
                minutes: 30,
                name: "Mehmet Öz",
                ..Visit::new(&w, monday + Duration::days(3), "16:30", "new")
            },
        )
        .await;

        let (status, day) = call(&app, Method::GET, &format!("/api/salon/schedule?date={monday}"), None, Some(&w.staff), "tr").await;
        assert_eq!(status, 200, "{day}");
        assert_eq!(
            (day["view"].clone(), day["from"].clone(), day["to"].clone(), day["time_slicing"].clone()),
            (json!("day"), json!(monday.to_string()), json!(monday.to_string()), json!(15))
        );
        assert_eq!(day["grid"], json!({"start": "09:00", "end": "20:00"}));
        assert_eq!(
            day["days"],
            json!([{"date": monday.to_string(), "weekday": 0, "hours": {"start": "09:00", "end": "20:00"}, "day_off": null}])
        );
        let masters = day["masters"].as_array().unwrap();
        assert_eq!(
            masters.iter().map(|m| m["full_name"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["Elif Aslan", "Zeynep Kaya"],
            "the other salon's master is not a column"
        );
        let elif_day = &masters[0]["days"][0];
        assert_eq!(
            (elif_day["working"].clone(), elif_day["breaks"].clone()),
            (json!({"start": "09:00", "end": "20:00"}), json!([{"start": "13:00", "end": "13:45"}]))
        );
        assert_eq!(ids(&elif_day["appointments"]), vec![shown], "cancelled visits free their time");
        let block = &elif_day["appointments"][0];
        assert_eq!(
            (
                block["start"].clone(),
                block["end"].clone(),
                block["status"].clone(),
                block["client_name"].clone(),
                block["services"].clone(),
                block["important"].clone(),
                block["viewed"].clone()
            ),
            (json!("10:00"), json!("10:45"), json!("confirmed"), json!("Ayşe Işık"), json!(["Saç kesimi"]), json!(false), json!(false))
        );
        assert_eq!(block["service_ids"], json!([w.haircut]));

        // The week of one master: Tuesday off for her, Wednesday the salon's holiday.
        let (status, week) = call(
            &app,
            Method::GET,
            &format!("/api/salon/schedule?date={}&view=week&master_id={}", monday + Duration::days(4), w.zeynep),
            None,
            Some(&w.staff),
            "ru",
        )
        .await;
        assert_eq!(status, 200, "{week}");
        assert_eq!(
            (week["from"].clone(), week["to"].clone()),
            (json!(monday.to_string()), json!((monday + Duration::days(6)).to_string()))
        );
        assert_eq!(week["masters"].as_array().unwrap().len(), 1);
        let days = week["masters"][0]["days"].as_array().unwrap();
        assert_eq!(days.len(), 7);
        assert!(days[1]["working"].is_null() && days[2]["working"].is_null());
        assert_eq!(days[0]["working"], json!({"start": "09:00", "end": "20:00"}));
        assert_eq!(week["days"][2]["day_off"], json!({"kind": "holiday", "note": "Bayram"}));
        assert!(week["days"][2]["hours"].is_null());
        assert_eq!(ids(&days[3]["appointments"]), vec![zeynep_visit]);
        assert_eq!(days[3]["appointments"][0]["services"], json!(["Маникюр"]));

        // Another salon's master, a bad view or date: refused.
        let (status, _) =
            call(&app, Method::GET, &format!("/api/salon/schedule?date={monday}&master_id={}", w.mert), None, Some(&w.staff), "tr").await;
        assert_eq!(status, 404);
        let (status, bad) = call(&app, Method::GET, "/api/salon/schedule?view=month", None, Some(&w.staff), "en").await;
        assert_eq!((status, bad["errors"]["view"][0].clone()), (422, json!("Wrong format")));
        let (status, _) = call(&app, Method::GET, "/api/salon/schedule?date=21.11.2026", None, Some(&w.staff), "en").await;
        assert_eq!(status, 422);

        // The forms' options: the salon's masters with their services, and its services.
        let (_, options) = call(&app, Method::GET, "/api/salon/schedule/options", None, Some(&w.staff), "en").await;
        assert_eq!(options["masters"].as_array().unwrap().len(), 2);
        assert_eq!(
            (options["salon_id"].clone(), options["plan"].clone(), options["manual_entries"].clone()),
            (json!(w.salon.id), json!("premium"), json!(true))
        );
        assert_eq!(
            sorted(options["masters"][0]["service_ids"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).collect()),
            sorted(vec![w.haircut, w.wash])
        );
        let names: Vec<&str> = options["services"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
        assert_eq!(sorted_names(names), vec!["Haircut", "Manicure", "Wash"]);
    }
}

fn sorted_names(mut names: Vec<&str>) -> Vec<&str> {
    names.sort_unstable();
    names
}

#[tokio::test]
async fn the_detail_marks_a_visit_viewed_once() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let id = insert(&app.db, Visit::new(&w, future_monday(), "10:00", "new"), |a| a.comment = Set(Some("Kısa kesim".into()))).await;
        let (_, unviewed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "radio", "value": "unviewed"}}})).await;
        assert_eq!(ids(&unviewed["rows"]), vec![id]);

        let (status, first) = call(&app, Method::GET, &format!("/api/salon/schedule/acts/{id}"), None, Some(&w.staff), "en").await;
        assert_eq!(status, 200, "{first}");
        assert_eq!(
            (first["client"]["full_name"].clone(), first["client"]["phone"].clone(), first["client"]["has_account"].clone()),
            (json!("Ayşe Işık"), json!("+905551110001"), json!(true))
        );
        assert_eq!(
            (first["items"][0]["name"].clone(), first["total"].clone(), first["comment"].clone(), first["master"]["full_name"].clone()),
            (json!("Haircut"), json!(40000), json!("Kısa kesim"), json!("Elif Aslan"))
        );
        let viewed_at = first["viewed_at"].as_str().expect("viewed now").to_owned();
        let (_, second) = call(&app, Method::GET, &format!("/api/salon/schedule/acts/{id}"), None, Some(&w.staff), "en").await;
        assert_eq!(second["viewed_at"], json!(viewed_at), "the first opening is kept");

        let (_, viewed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "checkbox", "values": ["viewed"]}}})).await;
        assert_eq!((ids(&viewed["rows"]), viewed["rows"][0]["viewed"].clone()), (vec![id], json!(true)));
        let (_, unviewed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "radio", "value": "unviewed"}}})).await;
        assert_eq!(unviewed["count"], 0);

        // Another salon's staff, a client and a guest get nothing.
        let (status, body) = call(&app, Method::GET, &format!("/api/salon/schedule/acts/{id}"), None, Some(&w.other_staff), "en").await;
        assert_eq!((status, body["message_code"].clone()), (404, json!("not_found")));
        let (status, _) = call(&app, Method::GET, &format!("/api/salon/schedule/acts/{id}"), None, Some(&w.client), "en").await;
        assert_eq!(status, 403);
        let (status, _) = call(&app, Method::GET, &format!("/api/salon/schedule/acts/{id}"), None, None, "en").await;
        assert_eq!(status, 401);
    }
}

#[tokio::test]
async fn each_action_and_its_refusal() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let day = future_monday();
        let acts = |what: &str, id: i64| format!("/api/salon/schedule/acts/{what}/{id}");

        // Confirm: new → confirmed, then refused.
        let a = visit(&app.db, Visit::new(&w, day, "10:00", "new")).await;
        let (status, body) = call(&app, Method::POST, &acts("confirm", a), None, Some(&w.staff), "tr").await;
        assert_eq!((status, body["status"].clone()), (200, json!("confirmed")));
        refused_in_every_language(&app, Method::POST, &acts("confirm", a), None, &w.staff, 409, "action_not_allowed").await;

        // Decline is for visits waiting for the salon; a confirmed one is cancelled instead.
        refused_in_every_language(&app, Method::POST, &acts("decline", a), None, &w.staff, 409, "action_not_allowed").await;
        let b = visit(&app.db, Visit::new(&w, day, "11:00", "new")).await;
        let (status, body) = call(&app, Method::POST, &acts("decline", b), None, Some(&w.staff), "tr").await;
        assert_eq!((status, body["status"].clone()), (200, json!("cancelled")));
        assert_eq!(appointments::Entity::find_by_id(b).one(&app.db).await.unwrap().unwrap().cancelled_by.as_deref(), Some("salon"));

        // Cancel: a confirmed visit yes, a completed one never, a cancelled one not again.
        let (status, body) = call(&app, Method::DELETE, &format!("/api/salon/schedule/acts/{a}"), None, Some(&w.staff), "tr").await;
        assert_eq!(
            (status, body["status"].clone(), body["cancelled_by"].clone(), body["actions"]["cancel"].clone()),
            (200, json!("cancelled"), json!("salon"), json!(false))
        );
        refused_in_every_language(
            &app,
            Method::DELETE,
            &format!("/api/salon/schedule/acts/{a}"),
            None,
            &w.staff,
            409,
            "action_not_allowed",
        )
        .await;
        let done = insert(&app.db, Visit::new(&w, today() - Duration::days(1), "10:00", "completed"), |r| {
            r.payment_method = Set(Some("card".into()))
        })
        .await;
        refused_in_every_language(
            &app,
            Method::DELETE,
            &format!("/api/salon/schedule/acts/{done}"),
            None,
            &w.staff,
            409,
            "completed_cannot_cancel",
        )
        .await;

        // Offer a time range: the end must be later than the start.
        let c = visit(&app.db, Visit::new(&w, day, "14:00", "new")).await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = call(
                &app,
                Method::POST,
                &acts("offer-time-range", c),
                Some(json!({"date": day.to_string(), "start": "16:00", "end": "15:00"})),
                Some(&w.staff),
                lang,
            )
            .await;
            assert_eq!((status, body["errors"]["end"][0].clone()), (422, json!(catalogue(lang)["time_range_alert"])), "{lang}");
        }
        let (status, body) = call(
            &app,
            Method::POST,
            &acts("offer-time-range", c),
            Some(json!({"date": day.to_string(), "start": "15:00", "end": "17:00"})),
            Some(&w.staff),
            "tr",
        )
        .await;
        assert_eq!((status, body["status"].clone()), (200, json!("moved")));
        refused_in_every_language(
            &app,
            Method::POST,
            &acts("offer-time-range", b),
            Some(json!({"date": day.to_string(), "start": "15:00", "end": "17:00"})),
            &w.staff,
            409,
            "action_not_allowed",
        )
        .await;

        // Complete needs card or cash; a cancelled visit cannot be completed.
        let d = visit(&app.db, Visit::new(&w, day, "16:00", "confirmed")).await;
        let (status, body) =
            call(&app, Method::POST, &acts("complete", d), Some(json!({"payment_method": "bitcoin"})), Some(&w.staff), "en").await;
        assert_eq!((status, body["errors"]["payment"][0].clone()), (422, json!("Wrong format")));
        let (status, body) = call(&app, Method::POST, &acts("complete", d), Some(json!({})), Some(&w.staff), "en").await;
        assert_eq!((status, body["errors"]["payment"][0].clone()), (422, json!("Required field")));
        let (status, body) =
            call(&app, Method::POST, &acts("complete", d), Some(json!({"payment_method": "cash"})), Some(&w.staff), "en").await;
        assert_eq!((status, body["status"].clone()), (200, json!("completed")));
        assert_eq!(appointments::Entity::find_by_id(d).one(&app.db).await.unwrap().unwrap().payment_method.as_deref(), Some("cash"));
        refused_in_every_language(
            &app,
            Method::POST,
            &acts("complete", b),
            Some(json!({"payment": "card"})),
            &w.staff,
            409,
            "action_not_allowed",
        )
        .await;

        // Important: a toggle.
        let (_, on) = call(&app, Method::POST, &acts("important", c), None, Some(&w.staff), "tr").await;
        assert_eq!(on, json!({"id": c, "important": true}));
        let (_, listed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "radio", "value": "important"}}})).await;
        assert_eq!(ids(&listed["rows"]), vec![c]);
        let (_, off) = call(&app, Method::POST, &acts("important", c), None, Some(&w.staff), "tr").await;
        assert_eq!(off["important"], false);

        // Reply: required, at most 1000 characters, and it reaches the client.
        let (status, body) = call(&app, Method::POST, &acts("reply", c), Some(json!({"text": "   "})), Some(&w.staff), "ru").await;
        assert_eq!((status, body["errors"]["text"][0].clone()), (422, json!(catalogue("ru")["required"])));
        let (status, body) =
            call(&app, Method::POST, &acts("reply", c), Some(json!({"text": "x".repeat(1001)})), Some(&w.staff), "en").await;
        assert_eq!((status, body["errors"]["text"][0].clone()), (422, json!("Maximum length is 1000")));
        let (status, body) =
            call(&app, Method::POST, &acts("reply", c), Some(json!({"text": "  Sizi 15:30'da bekliyoruz  "})), Some(&w.staff), "tr").await;
        assert_eq!((status, body["salon_reply"].clone()), (200, json!("Sizi 15:30'da bekliyoruz")));
        run_jobs(&app).await;
        let (_, notes) = call(&app, Method::GET, "/api/common/notifications", None, Some(&w.client), "en").await;
        let reply = notes["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "salon_reply").expect("reply notice");
        assert_eq!((reply["title"].clone(), reply["act_id"].clone()), (json!("Reply from the salon"), json!(c)));
        assert!(reply["text"].as_str().unwrap().contains("Sizi 15:30'da bekliyoruz"), "{reply}");
        assert!(
            notes["rows"].as_array().unwrap().iter().any(|n| n["kind"] == "booking_cancelled"),
            "the client hears of the salon's cancellation"
        );
    }
}

#[tokio::test]
async fn reschedule_and_transfer_keep_every_booking_rule() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let monday = future_monday();
        let path = |id: i64| format!("/api/salon/schedule/acts/{id}");
        let a = visit(&app.db, Visit::new(&w, monday, "10:00", "confirmed")).await;
        visit(&app.db, Visit { name: "Mehmet Öz", phone: "+905552220002", account: None, ..Visit::new(&w, monday, "15:00", "new") }).await;

        // Into the master's busy slot or break: refused; the visit stays where it was.
        refused_in_every_language(
            &app,
            Method::PUT,
            &path(a),
            Some(json!({"date": monday.to_string(), "time": "15:00"})),
            &w.staff,
            409,
            "master_is_busy",
        )
        .await;
        refused_in_every_language(
            &app,
            Method::PUT,
            &path(a),
            Some(json!({"date": monday.to_string(), "time": "13:00"})),
            &w.staff,
            409,
            "master_is_busy",
        )
        .await;
        let (status, body) =
            call(&app, Method::PUT, &path(a), Some(json!({"date": monday.to_string(), "time": "19:45"})), Some(&w.staff), "en").await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("master_not_working")));
        let (status, body) =
            call(&app, Method::PUT, &path(a), Some(json!({"date": "2020-01-01", "time": "10:00"})), Some(&w.staff), "en").await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("date_in_past")));
        let (status, body) =
            call(&app, Method::PUT, &path(a), Some(json!({"date": monday.to_string(), "time": "25:00"})), Some(&w.staff), "en").await;
        assert_eq!((status, body["errors"]["time"][0].clone()), (422, json!("Wrong format")));
        let holiday = monday + Duration::days(2);
        salon_days_off::ActiveModel {
            salon_id: Set(w.salon.id),
            day: Set(holiday),
            kind: Set("holiday".into()),
            note: Set(None),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let (status, body) =
            call(&app, Method::PUT, &path(a), Some(json!({"date": holiday.to_string(), "time": "10:00"})), Some(&w.staff), "en").await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("salon_off_day")));
        let unchanged = appointments::Entity::find_by_id(a).one(&app.db).await.unwrap().unwrap();
        assert_eq!((unchanged.start_min, unchanged.status.as_str()), (600, "confirmed"));

        // A free time: moved, waiting for the client.
        let (status, moved) =
            call(&app, Method::PUT, &path(a), Some(json!({"date": monday.to_string(), "time": "11:30"})), Some(&w.staff), "tr").await;
        assert_eq!(status, 200, "{moved}");
        assert_eq!(
            (
                moved["start"].clone(),
                moved["end"].clone(),
                moved["status"].clone(),
                moved["moved_by"].clone(),
                moved["confirm_deadline"].clone()
            ),
            (json!("11:30"), json!("12:15"), json!("moved"), json!("salon"), Value::Null)
        );

        // Transfer to another master of the salon, on her working day; not on her day off.
        let tuesday = monday + Duration::days(1);
        let (status, body) = call(
            &app,
            Method::PUT,
            &path(a),
            Some(json!({"date": tuesday.to_string(), "time": "10:00", "master_id": w.zeynep})),
            Some(&w.staff),
            "en",
        )
        .await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("master_not_working")));
        let (status, moved) = call(
            &app,
            Method::PUT,
            &path(a),
            Some(json!({"date": monday.to_string(), "time": "15:00", "master_id": w.zeynep})),
            Some(&w.staff),
            "tr",
        )
        .await;
        assert_eq!(
            (status, moved["master"]["id"].clone(), moved["master"]["full_name"].clone(), moved["start"].clone()),
            (200, json!(w.zeynep), json!("Zeynep Kaya"), json!("15:00"))
        );
        let (_, day) = call(&app, Method::GET, &format!("/api/salon/schedule?date={monday}"), None, Some(&w.staff), "tr").await;
        assert_eq!(ids(&day["masters"][1]["days"][0]["appointments"]), vec![a]);

        // A master of another salon is not found; a master who does not do the service is refused.
        let (status, _) = call(
            &app,
            Method::PUT,
            &path(a),
            Some(json!({"date": monday.to_string(), "time": "16:00", "master_id": w.mert})),
            Some(&w.staff),
            "tr",
        )
        .await;
        assert_eq!(status, 404);
        let nails = visit(
            &app.db,
            Visit { master: w.zeynep, service: w.manicure, price: 30000, minutes: 30, ..Visit::new(&w, monday, "17:00", "confirmed") },
        )
        .await;
        let (status, body) = call(
            &app,
            Method::PUT,
            &path(nails),
            Some(json!({"date": monday.to_string(), "time": "17:00", "master_id": w.elif})),
            Some(&w.staff),
            "en",
        )
        .await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("master_service_not_provided")));

        // A cancelled visit is not moved.
        let gone = visit(&app.db, Visit::new(&w, monday, "18:00", "cancelled")).await;
        refused_in_every_language(
            &app,
            Method::PUT,
            &path(gone),
            Some(json!({"date": monday.to_string(), "time": "18:00"})),
            &w.staff,
            409,
            "action_not_allowed",
        )
        .await;

        // The client is told, and confirms the salon's move from their cabinet.
        run_jobs(&app).await;
        let (_, notes) = call(&app, Method::GET, "/api/common/notifications", None, Some(&w.client), "en").await;
        let note = notes["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "booking_moved_by_salon").expect("move notice");
        assert_eq!(note["title"], "The salon moved your visit");
        let (status, confirmed) = call(&app, Method::POST, &format!("/api/client/confirm/{a}"), None, Some(&w.client), "tr").await;
        assert_eq!((status, confirmed["status"].clone()), (200, json!("confirmed")));
    }
}

#[tokio::test]
async fn manual_entries_are_a_paid_plan_feature_with_the_booking_rules() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let monday = future_monday();
        let entry = |phone: &str, name: &str, time: &str| json!({"phone": phone, "full_name": name, "email": "", "birthday": "1990-05-17", "comment": "Telefonla", "salon_service_ids": [w.haircut, w.wash], "master_id": w.elif, "date": monday.to_string(), "time": time});

        // The free plan is refused with the plan's message, whatever the body.
        let free_entry = json!({"phone": "+905553330003", "full_name": "Can Er", "salon_service_ids": [w.other_haircut], "master_id": w.mert, "date": monday.to_string(), "time": "10:00"});
        refused_in_every_language(
            &app,
            Method::POST,
            "/api/salon/schedule/acts/new",
            Some(free_entry),
            &w.other_staff,
            403,
            "plan_feature_unavailable",
        )
        .await;

        // Validation, then ownership of services and master.
        let (status, body) =
            call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(entry("+905553330003", "  ", "10:00")), Some(&w.staff), "en")
                .await;
        assert_eq!((status, body["errors"]["full_name"][0].clone()), (422, json!("Required field")));
        let (status, body) =
            call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(entry("12345", "Can Er", "10:00")), Some(&w.staff), "en").await;
        assert_eq!((status, body["errors"]["phone"][0].clone()), (422, json!("Wrong format")));
        let mut bad_email = entry("+905553330003", "Can Er", "10:00");
        bad_email["email"] = json!("not-an-email");
        let (status, body) = call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(bad_email), Some(&w.staff), "en").await;
        assert_eq!((status, body["errors"]["email"][0].clone()), (422, json!("Please enter a valid e-mail address")));
        let mut foreign_service = entry("+905553330003", "Can Er", "10:00");
        foreign_service["salon_service_ids"] = json!([w.other_haircut]);
        let (status, _) = call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(foreign_service), Some(&w.staff), "en").await;
        assert_eq!(status, 404);
        let mut foreign_master = entry("+905553330003", "Can Er", "10:00");
        foreign_master["master_id"] = json!(w.mert);
        let (status, _) = call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(foreign_master), Some(&w.staff), "en").await;
        assert_eq!(status, 404);
        let mut mixed = entry("+905553330003", "Can Er", "10:00");
        mixed["salon_service_ids"] = json!([w.haircut, w.manicure]);
        mixed["master_id"] = json!(w.zeynep);
        let (status, body) = call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(mixed), Some(&w.staff), "en").await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("services_must_share_category")));
        let (status, body) =
            call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(entry("+905553330003", "Can Er", "12:45")), Some(&w.staff), "en")
                .await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("master_is_busy")), "12:45 + 60 min runs into the lunch break");

        // Created: confirmed at once, manual, a salon client card made for the phone.
        let (status, created) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/acts/new",
            Some(entry("0555 333 00 03", "Can Er", "10:00")),
            Some(&w.staff),
            "tr",
        )
        .await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(
            (
                created["status"].clone(),
                created["source"].clone(),
                created["start"].clone(),
                created["end"].clone(),
                created["total"].clone()
            ),
            (json!("confirmed"), json!("manual"), json!("10:00"), json!("11:00"), json!(50000))
        );
        assert_eq!(
            (created["client"]["phone"].clone(), created["client"]["birthday"].clone(), created["client"]["has_account"].clone()),
            (json!("+905553330003"), json!("1990-05-17"), json!(false))
        );
        let card = created["client"]["salon_client_id"].as_i64().expect("a salon client card");
        let id = created["id"].as_i64().unwrap();
        let (_, day) = call(&app, Method::GET, &format!("/api/salon/schedule?date={monday}"), None, Some(&w.staff), "tr").await;
        assert_eq!(ids(&day["masters"][0]["days"][0]["appointments"]), vec![id]);
        assert_eq!(day["masters"][0]["days"][0]["appointments"][0]["services"], json!(["Saç kesimi", "Yıkama"]));

        // The same slot is busy now; another slot reuses the client's card.
        refused_in_every_language(
            &app,
            Method::POST,
            "/api/salon/schedule/acts/new",
            Some(entry("+905553330003", "Can Er", "10:30")),
            &w.staff,
            409,
            "master_is_busy",
        )
        .await;
        let (_, second) =
            call(&app, Method::POST, "/api/salon/schedule/acts/new", Some(entry("+905553330003", "Can Er", "16:00")), Some(&w.staff), "tr")
                .await;
        assert_eq!(second["client"]["salon_client_id"], json!(card));

        // The lookup by phone: the salon's card first, then an account, else 404.
        let (status, found) = call(&app, Method::GET, "/api/salon/schedule/client?phone=%2B905553330003", None, Some(&w.staff), "tr").await;
        assert_eq!(
            (status, found["source"].clone(), found["full_name"].clone(), found["birthday"].clone()),
            (200, json!("salon_client"), json!("Can Er"), json!("1990-05-17"))
        );
        let (status, found) = call(&app, Method::GET, "/api/salon/schedule/client?phone=05551110001", None, Some(&w.staff), "tr").await;
        assert_eq!(
            (status, found["source"].clone(), found["full_name"].clone(), found["salon_client_id"].clone()),
            (200, json!("account"), json!("Test +905551110001"), Value::Null)
        );
        let (status, _) = call(&app, Method::GET, "/api/salon/schedule/client?phone=%2B905559998877", None, Some(&w.staff), "tr").await;
        assert_eq!(status, 404);
        let (status, _) = call(&app, Method::GET, "/api/salon/schedule/client?phone=abc", None, Some(&w.staff), "tr").await;
        assert_eq!(status, 422);
        let (status, _) =
            call(&app, Method::GET, "/api/salon/schedule/client?phone=%2B905553330003", None, Some(&w.other_staff), "tr").await;
        assert_eq!(status, 404, "another salon's card is not found");

        // A client with an account sees the manual entry in their history.
        let (_, linked) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/acts/new",
            Some(entry("+905551110001", "Ayşe Işık", "17:00")),
            Some(&w.staff),
            "tr",
        )
        .await;
        assert_eq!(linked["client"]["has_account"], true);
        let (_, history) = call(&app, Method::GET, "/api/client/acts?status=all", None, Some(&w.client), "tr").await;
        assert_eq!(
            (ids(&history["rows"]), history["rows"][0]["status"].clone()),
            (vec![linked["id"].as_i64().unwrap()], json!("confirmed"))
        );
    }
}

#[tokio::test]
async fn the_appointments_table_filters_searches_and_sorts_real_rows() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let t = today();
        let future = future_monday();
        let ayse_new = visit(&app.db, Visit::new(&w, future, "10:00", "new")).await;
        let mehmet_confirmed = visit(
            &app.db,
            Visit {
                name: "Mehmet Öz",
                phone: "+905552220002",
                price: 25000,
                master: w.zeynep,
                ..Visit::new(&w, future + Duration::days(1), "11:00", "confirmed")
            },
        )
        .await;
        let zeynep_moved = insert(
            &app.db,
            Visit {
                name: "Zeynep Çelik",
                phone: "+905553330003",
                price: 30000,
                ..Visit::new(&w, future + Duration::days(2), "12:00", "moved")
            },
            |a| a.moved_by = Set(Some("client".into())),
        )
        .await;
        let rejected = insert(
            &app.db,
            Visit { name: "Mehmet Öz", phone: "+905552220002", price: 10000, ..Visit::new(&w, future, "16:00", "cancelled") },
            |a| a.cancelled_by = Set(Some("salon".into())),
        )
        .await;
        let client_cancelled = insert(&app.db, Visit { price: 10000, ..Visit::new(&w, future, "17:00", "cancelled") }, |a| {
            a.cancelled_by = Set(Some("client".into()))
        })
        .await;
        let paid =
            insert(&app.db, Visit { price: 60000, master: w.zeynep, ..Visit::new(&w, t - Duration::days(3), "10:00", "completed") }, |a| {
                a.payment_method = Set(Some("cash".into()));
                a.important = Set(true);
            })
            .await;
        let unpaid_completed = visit(
            &app.db,
            Visit {
                name: "Zeynep Çelik",
                phone: "+905553330003",
                price: 35000,
                ..Visit::new(&w, t - Duration::days(2), "10:00", "completed")
            },
        )
        .await;
        let unpaid_past_live = visit(
            &app.db,
            Visit {
                name: "Mehmet Öz",
                phone: "+905552220002",
                price: 20000,
                ..Visit::new(&w, t - Duration::days(1), "10:00", "confirmed")
            },
        )
        .await;
        visit(
            &app.db,
            Visit { salon: w.other_salon.id, master: w.mert, service: w.other_haircut, ..Visit::new(&w, future, "10:00", "new") },
        )
        .await;
        let all = vec![ayse_new, mehmet_confirmed, zeynep_moved, rejected, client_cancelled, paid, unpaid_completed, unpaid_past_live];

        // Default: this salon's rows only, newest first, 8 a page, tab counts.
        let (status, page) = table(&app, &w.staff, json!({})).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 8);
        assert_eq!(
            ids(&page["rows"]),
            vec![zeynep_moved, mehmet_confirmed, client_cancelled, rejected, ayse_new, unpaid_past_live, unpaid_completed, paid]
        );
        assert_eq!(page["meta"]["counts"], json!({"all": 8, "new": 1, "moved": 1, "confirmed": 2, "cancelled": 2, "completed": 2}));
        let row = &page["rows"][1];
        assert_eq!(
            (row["client_name"].clone(), row["master_name"].clone(), row["services"].clone(), row["total"].clone(), row["start"].clone()),
            (json!("Mehmet Öz"), json!("Zeynep Kaya"), json!(["Saç kesimi"]), json!(25000), json!("11:00"))
        );
        let (_, second) = table(&app, &w.staff, json!({"offset": 6, "limit": 3})).await;
        assert_eq!((ids(&second["rows"]), second["count"].clone()), (vec![unpaid_completed, paid], json!(8)));

        // Status checkbox; the tab counts ignore the status filter itself.
        let (_, cancelled) =
            table(&app, &w.staff, json!({"filters": {"status": {"type": "checkbox", "values": ["cancelled", "new"]}}})).await;
        assert_eq!(sorted(ids(&cancelled["rows"])), sorted(vec![rejected, client_cancelled, ayse_new]));
        assert_eq!(cancelled["meta"]["counts"]["all"], 8);

        // The states of spec §4.
        let state = |value: &str| json!({"filters": {"state": {"type": "radio", "value": value}}});
        for (name, expected) in [
            ("planned", vec![ayse_new, mehmet_confirmed, zeynep_moved]),
            ("paid", vec![paid]),
            ("unpaid", vec![unpaid_completed, unpaid_past_live]),
            ("new", vec![ayse_new]),
            ("rejected", vec![rejected]),
            ("important", vec![paid]),
            ("unviewed", all.clone()),
        ] {
            let (status, got) = table(&app, &w.staff, state(name)).await;
            assert_eq!((status, sorted(ids(&got["rows"]))), (200, sorted(expected)), "state {name}");
        }
        let (_, either) = table(&app, &w.staff, json!({"filters": {"state": {"type": "checkbox", "values": ["paid", "rejected"]}}})).await;
        assert_eq!(sorted(ids(&either["rows"])), sorted(vec![paid, rejected]));

        // Master, date and total filters.
        let (_, hers) = table(&app, &w.staff, json!({"filters": {"master": {"type": "checkbox", "values": [w.zeynep.to_string()]}}})).await;
        assert_eq!(sorted(ids(&hers["rows"])), sorted(vec![mehmet_confirmed, paid]));
        let (status, _) = table(&app, &w.staff, json!({"filters": {"master": {"type": "checkbox", "values": [w.mert.to_string()]}}})).await;
        assert_eq!(status, 422, "another salon's master is no option");
        let (_, exact) =
            table(&app, &w.staff, json!({"filters": {"date": {"type": "date", "mode": "exact", "value": future.to_string()}}})).await;
        assert_eq!(sorted(ids(&exact["rows"])), sorted(vec![ayse_new, rejected, client_cancelled]));
        let (_, older) =
            table(&app, &w.staff, json!({"filters": {"date": {"type": "date", "mode": "older", "value": t.to_string()}}})).await;
        assert_eq!(sorted(ids(&older["rows"])), sorted(vec![paid, unpaid_completed, unpaid_past_live]));
        let (_, newer) =
            table(&app, &w.staff, json!({"filters": {"date": {"type": "date", "mode": "newer", "value": future.to_string()}}})).await;
        assert_eq!(sorted(ids(&newer["rows"])), sorted(vec![mehmet_confirmed, zeynep_moved]));
        let (_, range) = table(&app, &w.staff, json!({"filters": {"total": {"type": "number_range", "from": 250, "to": 350}}})).await;
        assert_eq!(sorted(ids(&range["rows"])), sorted(vec![mehmet_confirmed, zeynep_moved, unpaid_completed]));
        let (_, from_only) = table(&app, &w.staff, json!({"filters": {"total": {"type": "number_range", "from": 400, "to": null}}})).await;
        assert_eq!(sorted(ids(&from_only["rows"])), sorted(vec![ayse_new, paid]));

        // Search by name (Turkish folding either way) or by phone digits.
        let (_, isik) = table(&app, &w.staff, json!({"search": "AYSE ışık"})).await;
        assert_eq!(sorted(ids(&isik["rows"])), sorted(vec![ayse_new, client_cancelled, paid]));
        let (_, celik) = table(&app, &w.staff, json!({"search": "çelik"})).await;
        assert_eq!(sorted(ids(&celik["rows"])), sorted(vec![zeynep_moved, unpaid_completed]));
        let (_, phone) = table(&app, &w.staff, json!({"search": "0555 222 00"})).await;
        assert_eq!(sorted(ids(&phone["rows"])), sorted(vec![mehmet_confirmed, rejected, unpaid_past_live]));
        let (_, none) = table(&app, &w.staff, json!({"search": "yok böyle biri"})).await;
        assert_eq!(none["count"], 0);

        // Sorting by client, total and status; unknown columns are refused.
        let (_, by_client) = table(&app, &w.staff, json!({"sortColumn": "client", "sortDirection": 1, "limit": 20})).await;
        let names: Vec<&str> = by_client["rows"].as_array().unwrap().iter().map(|r| r["client_name"].as_str().unwrap()).collect();
        assert_eq!(names.iter().filter(|n| n.starts_with("Ay")).count(), 3);
        assert!(names.windows(2).all(|p| p[0] <= p[1]), "{names:?}");
        let (_, by_total) = table(&app, &w.staff, json!({"sortColumn": "total", "sortDirection": -1, "limit": 3})).await;
        assert_eq!(ids(&by_total["rows"]), vec![paid, ayse_new, unpaid_completed]);
        let (_, by_status) = table(&app, &w.staff, json!({"sortColumn": "status", "sortDirection": 1, "limit": 20})).await;
        let statuses: Vec<&str> = by_status["rows"].as_array().unwrap().iter().map(|r| r["status"].as_str().unwrap()).collect();
        assert_eq!(statuses, vec!["cancelled", "cancelled", "completed", "completed", "confirmed", "confirmed", "moved", "new"]);
        let (status, _) = table(&app, &w.staff, json!({"sortColumn": "client_phone", "sortDirection": 1})).await;
        assert_eq!(status, 422);
        let (status, _) = table(&app, &w.staff, json!({"filters": {"status": {"type": "checkbox", "values": ["lost"]}}})).await;
        assert_eq!(status, 422);
    }
}

#[tokio::test]
async fn another_salons_appointment_is_not_found_by_any_endpoint_and_stays_unchanged() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = desk(&app.db).await;
        let day = future_monday();
        let theirs = visit(
            &app.db,
            Visit { salon: w.other_salon.id, master: w.mert, service: w.other_haircut, ..Visit::new(&w, day, "10:00", "new") },
        )
        .await;
        let before = appointments::Entity::find_by_id(theirs).one(&app.db).await.unwrap().unwrap();
        let acts = |what: &str| format!("/api/salon/schedule/acts/{what}/{theirs}");
        let detail = format!("/api/salon/schedule/acts/{theirs}");
        let attempts: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, detail.clone(), None),
            (Method::PUT, detail.clone(), Some(json!({"date": day.to_string(), "time": "11:00", "master_id": w.elif}))),
            (Method::DELETE, detail.clone(), None),
            (Method::POST, acts("confirm"), None),
            (Method::POST, acts("decline"), None),
            (Method::POST, acts("offer-time-range"), Some(json!({"date": day.to_string(), "start": "12:00", "end": "14:00"}))),
            (Method::POST, acts("complete"), Some(json!({"payment": "card"}))),
            (Method::POST, acts("reply"), Some(json!({"text": "Merhaba"}))),
            (Method::POST, acts("important"), None),
        ];
        for (method, path, body) in attempts {
            let (status, answer) = call(&app, method.clone(), &path, body, Some(&w.staff), "tr").await;
            assert!(status == 404 || status == 403, "{method} {path}: {status} {answer}");
            assert!(answer.get("id").is_none() && answer.get("client").is_none(), "no data: {answer}");
        }
        let after = appointments::Entity::find_by_id(theirs).one(&app.db).await.unwrap().unwrap();
        assert_eq!(after, before, "nothing changed");
        let (_, page) = table(&app, &w.staff, json!({"limit": 50})).await;
        assert!(!ids(&page["rows"]).contains(&theirs));

        // The desk is for salon staff only.
        let master_account = account(&app.db, "+905557770007", &[Role::SalonMaster], Some(w.salon.id)).await;
        let master_token = session(&app.db, master_account.id).await;
        for token in [&w.client, &master_token] {
            for path in ["/api/salon/overview", "/api/salon/schedule", "/api/salon/appointments"] {
                let (status, _) = call(&app, Method::GET, path, None, Some(token), "tr").await;
                assert_eq!(status, 403, "{path}");
            }
        }
    }
}
