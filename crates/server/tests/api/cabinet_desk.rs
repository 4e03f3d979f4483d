//! Salon cabinet (desk): the overview's counters and lists, the schedule per master, one
//! appointment's detail and every action with its refusals, manual entries (paid plan only),
//! the client lookup by phone, the appointments table's filters, search and sort on real rows,
//! and the rights checks: another salon's ids give 404 and change nothing.

use chrono::{Datelike, Duration, NaiveDate};
use domain::access::Role;
use sea_orm::EntityTrait;
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

/// A Monday at least a week ahead: a whole future week for the calendar and the moves.
fn future_monday() -> NaiveDate {
    let start = in_days(7);
    start + Duration::days(i64::from((7 - start.weekday().num_days_from_monday()) % 7))
}

struct Desk {
    salon: salons::Model,
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

async fn desk(app: &TestApp) -> Desk {
    let f = Catalogue::hair_and_nails()
        .salon(
            Salon::new("desk-a")
                .premium()
                .sells("sac-kesimi", Sell::price(40000))
                .sells("yikama", Sell::price(10000).minutes(15))
                .sells("manikur", Sell::price(30000).minutes(30))
                .master(Master::new("Elif Aslan").does(&["sac-kesimi", "yikama"]).lunch("13:00", "13:45"))
                .master(Master::new("Zeynep Kaya").does(&["sac-kesimi", "yikama", "manikur"]).off_on(1))
                .admin("+905559990001"),
        )
        .salon(
            Salon::new("desk-b")
                .sells("sac-kesimi", Sell::price(35000))
                .master(Master::new("Mert Demir").does(&["sac-kesimi"]))
                .admin("+905559990002"),
        )
        .client("+905551110001")
        .build(app)
        .await;
    Desk {
        salon: f.salon("desk-a"),
        haircut: f.sold("desk-a", "sac-kesimi"),
        wash: f.sold("desk-a", "yikama"),
        manicure: f.sold("desk-a", "manikur"),
        other_haircut: f.sold("desk-b", "sac-kesimi"),
        elif: f.master("Elif Aslan"),
        zeynep: f.master("Zeynep Kaya"),
        mert: f.master("Mert Demir"),
        staff: f.token("+905559990001"),
        other_staff: f.token("+905559990002"),
        client: f.token("+905551110001"),
        client_id: f.account("+905551110001").id,
    }
}

impl Desk {
    /// A haircut with Elif for Ayşe Işık (the client's account) in `status`, written straight
    /// into the database (the booking flow has its own tests).
    fn visit(&self, date: NaiveDate, time: &str, status: &str) -> Visit {
        Visit::of(self.elif)
            .service(self.haircut)
            .at(date, time)
            .status(status)
            .client("Ayşe Işık", "+905551110001")
            .account(self.client_id)
    }
}

/// The appointments table's page for the query `q`.
async fn table(app: &TestApp, token: &str, q: Value) -> (u16, Value) {
    app.call(Method::GET, &format!("/api/salon/appointments{}", table_query(&q))).auth(token).send().await
}

fn sorted(mut list: Vec<i64>) -> Vec<i64> {
    list.sort_unstable();
    list
}

#[tokio::test]
async fn overview_counts_and_lists_today_upcoming_and_waiting() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let t = today();
        let today_confirmed = w.visit(t, "18:00", "confirmed").insert(&app).await;
        let today_paid = w.visit(t, "09:00", "completed").price(55000).paid("card").insert(&app).await;
        w.visit(t, "12:00", "cancelled").insert(&app).await;
        let waiting_new = w.visit(t + Duration::days(1), "10:00", "new").insert(&app).await;
        let moved_by_client = w.visit(t + Duration::days(3), "10:00", "moved").moved_by("client").insert(&app).await;
        let moved_by_salon = w.visit(t + Duration::days(2), "10:00", "moved").moved_by("salon").insert(&app).await;
        let later = w.visit(t + Duration::days(5), "10:00", "confirmed").insert(&app).await;
        w.visit(t + Duration::days(9), "10:00", "confirmed").insert(&app).await;
        w.visit(t - Duration::days(40), "10:00", "completed").paid("cash").insert(&app).await;
        // The other salon's visits count nowhere here.
        w.visit(t, "10:00", "confirmed").master(w.mert).service(w.other_haircut).insert(&app).await;
        w.visit(t + Duration::days(1), "10:00", "new").master(w.mert).service(w.other_haircut).insert(&app).await;

        let (status, body) = app.call(Method::GET, "/api/salon/overview").auth(&w.staff).lang("en").send().await;
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

        let (_, other) = app.call(Method::GET, "/api/salon/overview").auth(&w.other_staff).send().await;
        assert_eq!(
            (other["counts"]["today"].clone(), other["counts"]["unconfirmed"].clone(), other["salon"]["manual_entries"].clone()),
            (json!(1), json!(1), json!(false))
        );
    });
}

#[tokio::test]
async fn schedule_shows_windows_breaks_days_off_and_visits_per_master() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let monday = future_monday();
        let wednesday = monday + Duration::days(2);
        day_off(&app.db, w.salon.id, wednesday, "holiday", Some("Bayram")).await;
        let shown = w.visit(monday, "10:00", "confirmed").insert(&app).await;
        w.visit(monday, "11:00", "cancelled").insert(&app).await;
        let zeynep_visit = w
            .visit(monday + Duration::days(3), "16:30", "new")
            .master(w.zeynep)
            .service(w.manicure)
            .client("Mehmet Öz", "+905551110001")
            .price(30000)
            .minutes(30)
            .insert(&app)
            .await;

        let (status, day) = app.call(Method::GET, &format!("/api/salon/schedule?date={monday}")).auth(&w.staff).send().await;
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
        let (status, week) = app
            .call(Method::GET, &format!("/api/salon/schedule?date={}&view=week&master_id={}", monday + Duration::days(4), w.zeynep))
            .auth(&w.staff)
            .lang("ru")
            .send()
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
            app.call(Method::GET, &format!("/api/salon/schedule?date={monday}&master_id={}", w.mert)).auth(&w.staff).send().await;
        assert_eq!(status, 404);
        let (status, bad) = app.call(Method::GET, "/api/salon/schedule?view=month").auth(&w.staff).lang("en").send().await;
        assert_eq!((status, bad["errors"]["view"][0].clone()), (422, json!("Wrong format")));
        let (status, _) = app.call(Method::GET, "/api/salon/schedule?date=21.11.2026").auth(&w.staff).lang("en").send().await;
        assert_eq!(status, 422);

        // The forms' options: the salon's masters with their services, and its services.
        let (_, options) = app.call(Method::GET, "/api/salon/schedule/options").auth(&w.staff).lang("en").send().await;
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
    });
}

fn sorted_names(mut names: Vec<&str>) -> Vec<&str> {
    names.sort_unstable();
    names
}

#[tokio::test]
async fn the_detail_marks_a_visit_viewed_once() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let id = w.visit(future_monday(), "10:00", "new").comment("Kısa kesim").insert(&app).await;
        let (_, unviewed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "radio", "value": "unviewed"}}})).await;
        assert_eq!(ids(&unviewed["rows"]), vec![id]);

        let (status, first) = app.call(Method::GET, &format!("/api/salon/schedule/acts/{id}")).auth(&w.staff).lang("en").send().await;
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
        let (_, second) = app.call(Method::GET, &format!("/api/salon/schedule/acts/{id}")).auth(&w.staff).lang("en").send().await;
        assert_eq!(second["viewed_at"], json!(viewed_at), "the first opening is kept");

        let (_, viewed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "checkbox", "values": ["viewed"]}}})).await;
        assert_eq!((ids(&viewed["rows"]), viewed["rows"][0]["viewed"].clone()), (vec![id], json!(true)));
        let (_, unviewed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "radio", "value": "unviewed"}}})).await;
        assert_eq!(unviewed["count"], 0);

        // Another salon's staff, a client and a guest get nothing.
        let (status, body) = app.call(Method::GET, &format!("/api/salon/schedule/acts/{id}")).auth(&w.other_staff).lang("en").send().await;
        assert_eq!((status, body["message_code"].clone()), (404, json!("not_found")));
        let (status, _) = app.call(Method::GET, &format!("/api/salon/schedule/acts/{id}")).auth(&w.client).lang("en").send().await;
        assert_eq!(status, 403);
        let (status, _) = app.call(Method::GET, &format!("/api/salon/schedule/acts/{id}")).lang("en").send().await;
        assert_eq!(status, 401);
    });
}

#[tokio::test]
async fn each_action_and_its_refusal() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let day = future_monday();
        let acts = |what: &str, id: i64| format!("/api/salon/schedule/acts/{what}/{id}");

        // Confirm: new → confirmed, then refused.
        let a = w.visit(day, "10:00", "new").insert(&app).await;
        let (status, body) = app.call(Method::POST, &acts("confirm", a)).auth(&w.staff).send().await;
        assert_eq!((status, body["status"].clone()), (200, json!("confirmed")));
        app.call(Method::POST, &acts("confirm", a)).auth(&w.staff).refused_in_every_language(409, "action_not_allowed").await;

        // Decline is for visits waiting for the salon; a confirmed one is cancelled instead.
        app.call(Method::POST, &acts("decline", a)).auth(&w.staff).refused_in_every_language(409, "action_not_allowed").await;
        let b = w.visit(day, "11:00", "new").insert(&app).await;
        let (status, body) = app.call(Method::POST, &acts("decline", b)).auth(&w.staff).send().await;
        assert_eq!((status, body["status"].clone()), (200, json!("cancelled")));
        assert_eq!(appointments::Entity::find_by_id(b).one(&app.db).await.unwrap().unwrap().cancelled_by.as_deref(), Some("salon"));

        // Cancel: a confirmed visit yes, a completed one never, a cancelled one not again.
        let (status, body) = app.call(Method::DELETE, &format!("/api/salon/schedule/acts/{a}")).auth(&w.staff).send().await;
        assert_eq!(
            (status, body["status"].clone(), body["cancelled_by"].clone(), body["actions"]["cancel"].clone()),
            (200, json!("cancelled"), json!("salon"), json!(false))
        );
        app.call(Method::DELETE, &format!("/api/salon/schedule/acts/{a}"))
            .auth(&w.staff)
            .refused_in_every_language(409, "action_not_allowed")
            .await;
        let done = w.visit(in_days(-1), "10:00", "completed").paid("card").insert(&app).await;
        app.call(Method::DELETE, &format!("/api/salon/schedule/acts/{done}"))
            .auth(&w.staff)
            .refused_in_every_language(409, "completed_cannot_cancel")
            .await;

        // Offer a time range: the end must be later than the start.
        let c = w.visit(day, "14:00", "new").insert(&app).await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = app
                .call(Method::POST, &acts("offer-time-range", c))
                .auth(&w.staff)
                .json(json!({"date": day.to_string(), "start": "16:00", "end": "15:00"}))
                .lang(lang)
                .send()
                .await;
            assert_eq!((status, body["errors"]["end"][0].clone()), (422, json!(messages(lang)["time_range_alert"])), "{lang}");
        }
        let (status, body) = app
            .call(Method::POST, &acts("offer-time-range", c))
            .auth(&w.staff)
            .json(json!({"date": day.to_string(), "start": "15:00", "end": "17:00"}))
            .send()
            .await;
        assert_eq!((status, body["status"].clone()), (200, json!("moved")));
        app.call(Method::POST, &acts("offer-time-range", b))
            .auth(&w.staff)
            .json(json!({"date": day.to_string(), "start": "15:00", "end": "17:00"}))
            .refused_in_every_language(409, "action_not_allowed")
            .await;

        // Complete needs card or cash (on a started visit: the timing has its own tests in
        // no_shows.rs); a cancelled visit cannot be completed.
        let d = w.visit(in_days(-1), "16:00", "confirmed").insert(&app).await;
        let (status, body) =
            app.call(Method::POST, &acts("complete", d)).auth(&w.staff).json(json!({"payment_method": "bitcoin"})).lang("en").send().await;
        assert_eq!((status, body["errors"]["payment"][0].clone()), (422, json!("Wrong format")));
        let (status, body) = app.call(Method::POST, &acts("complete", d)).auth(&w.staff).json(json!({})).lang("en").send().await;
        assert_eq!((status, body["errors"]["payment"][0].clone()), (422, json!("Required field")));
        let (status, body) =
            app.call(Method::POST, &acts("complete", d)).auth(&w.staff).json(json!({"payment_method": "cash"})).lang("en").send().await;
        assert_eq!((status, body["status"].clone()), (200, json!("completed")));
        assert_eq!(appointments::Entity::find_by_id(d).one(&app.db).await.unwrap().unwrap().payment_method.as_deref(), Some("cash"));
        app.call(Method::POST, &acts("complete", b))
            .auth(&w.staff)
            .json(json!({"payment": "card"}))
            .refused_in_every_language(409, "action_not_allowed")
            .await;

        // Important: a toggle.
        let (_, on) = app.call(Method::POST, &acts("important", c)).auth(&w.staff).send().await;
        assert_eq!(on, json!({"id": c, "important": true}));
        let (_, listed) = table(&app, &w.staff, json!({"filters": {"state": {"type": "radio", "value": "important"}}})).await;
        assert_eq!(ids(&listed["rows"]), vec![c]);
        let (_, off) = app.call(Method::POST, &acts("important", c)).auth(&w.staff).send().await;
        assert_eq!(off["important"], false);

        // Reply: required, at most 1000 characters, and it reaches the client.
        let (status, body) = app.call(Method::POST, &acts("reply", c)).auth(&w.staff).json(json!({"text": "   "})).lang("ru").send().await;
        assert_eq!((status, body["errors"]["text"][0].clone()), (422, json!(messages("ru")["required"])));
        let (status, body) =
            app.call(Method::POST, &acts("reply", c)).auth(&w.staff).json(json!({"text": "x".repeat(1001)})).lang("en").send().await;
        assert_eq!((status, body["errors"]["text"][0].clone()), (422, json!("Maximum length is 1000")));
        let (status, body) =
            app.call(Method::POST, &acts("reply", c)).auth(&w.staff).json(json!({"text": "  Sizi 15:30'da bekliyoruz  "})).send().await;
        assert_eq!((status, body["salon_reply"].clone()), (200, json!("Sizi 15:30'da bekliyoruz")));
        app.run_due_jobs().await;
        let (_, notes) = app.call(Method::GET, "/api/common/notifications").auth(&w.client).lang("en").send().await;
        let reply = notes["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "salon_reply").expect("reply notice");
        assert_eq!((reply["title"].clone(), reply["act_id"].clone()), (json!("Reply from the salon"), json!(c)));
        assert!(reply["text"].as_str().unwrap().contains("Sizi 15:30'da bekliyoruz"), "{reply}");
        assert!(
            notes["rows"].as_array().unwrap().iter().any(|n| n["kind"] == "booking_cancelled"),
            "the client hears of the salon's cancellation"
        );
    });
}

#[tokio::test]
async fn reschedule_and_transfer_keep_every_booking_rule() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let monday = future_monday();
        let path = |id: i64| format!("/api/salon/schedule/acts/{id}");
        let a = w.visit(monday, "10:00", "confirmed").insert(&app).await;
        w.visit(monday, "15:00", "new").client("Mehmet Öz", "+905552220002").without_account().insert(&app).await;

        // Into the master's busy slot or break: refused; the visit stays where it was.
        app.call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "15:00"}))
            .refused_in_every_language(409, "master_is_busy")
            .await;
        app.call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "13:00"}))
            .refused_in_every_language(409, "master_is_busy")
            .await;
        let (status, body) = app
            .call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "19:45"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("master_not_working")));
        let (status, body) =
            app.call(Method::PUT, &path(a)).auth(&w.staff).json(json!({"date": "2020-01-01", "time": "10:00"})).lang("en").send().await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("date_in_past")));
        let (status, body) = app
            .call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "25:00"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["errors"]["time"][0].clone()), (422, json!("Wrong format")));
        let holiday = monday + Duration::days(2);
        day_off(&app.db, w.salon.id, holiday, "holiday", None).await;
        let (status, body) = app
            .call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": holiday.to_string(), "time": "10:00"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("salon_off_day")));
        let unchanged = appointments::Entity::find_by_id(a).one(&app.db).await.unwrap().unwrap();
        assert_eq!((unchanged.start_min, unchanged.status.as_str()), (600, "confirmed"));

        // A free time: moved, waiting for the client.
        let (status, moved) =
            app.call(Method::PUT, &path(a)).auth(&w.staff).json(json!({"date": monday.to_string(), "time": "11:30"})).send().await;
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
        let (status, body) = app
            .call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": tuesday.to_string(), "time": "10:00", "master_id": w.zeynep}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("master_not_working")));
        let (status, moved) = app
            .call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "15:00", "master_id": w.zeynep}))
            .send()
            .await;
        assert_eq!(
            (status, moved["master"]["id"].clone(), moved["master"]["full_name"].clone(), moved["start"].clone()),
            (200, json!(w.zeynep), json!("Zeynep Kaya"), json!("15:00"))
        );
        let (_, day) = app.call(Method::GET, &format!("/api/salon/schedule?date={monday}")).auth(&w.staff).send().await;
        assert_eq!(ids(&day["masters"][1]["days"][0]["appointments"]), vec![a]);

        // A master of another salon is not found; a master who does not do the service is refused.
        let (status, _) = app
            .call(Method::PUT, &path(a))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "16:00", "master_id": w.mert}))
            .send()
            .await;
        assert_eq!(status, 404);
        let nails = w.visit(monday, "17:00", "confirmed").master(w.zeynep).service(w.manicure).insert(&app).await;
        let (status, body) = app
            .call(Method::PUT, &path(nails))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "17:00", "master_id": w.elif}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("master_service_not_provided")));

        // A cancelled visit is not moved.
        let gone = w.visit(monday, "18:00", "cancelled").insert(&app).await;
        app.call(Method::PUT, &path(gone))
            .auth(&w.staff)
            .json(json!({"date": monday.to_string(), "time": "18:00"}))
            .refused_in_every_language(409, "action_not_allowed")
            .await;

        // The client is told, and confirms the salon's move from their cabinet.
        app.run_due_jobs().await;
        let (_, notes) = app.call(Method::GET, "/api/common/notifications").auth(&w.client).lang("en").send().await;
        let note = notes["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "booking_moved_by_salon").expect("move notice");
        assert_eq!(note["title"], "The salon moved your visit");
        let (status, confirmed) = app.call(Method::POST, &format!("/api/client/confirm/{a}")).auth(&w.client).send().await;
        assert_eq!((status, confirmed["status"].clone()), (200, json!("confirmed")));
    });
}

#[tokio::test]
async fn manual_entries_are_a_paid_plan_feature_with_the_booking_rules() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let monday = future_monday();
        let entry = |phone: &str, name: &str, time: &str| json!({"phone": phone, "full_name": name, "email": "", "birthday": "1990-05-17", "comment": "Telefonla", "salon_service_ids": [w.haircut, w.wash], "master_id": w.elif, "date": monday.to_string(), "time": time});

        // The free plan is refused with the plan's message, whatever the body.
        let free_entry = json!({"phone": "+905553330003", "full_name": "Can Er", "salon_service_ids": [w.other_haircut], "master_id": w.mert, "date": monday.to_string(), "time": "10:00"});
        app.call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.other_staff)
            .json(free_entry)
            .refused_in_every_language(403, "plan_feature_unavailable")
            .await;

        // Validation, then ownership of services and master.
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("+905553330003", "  ", "10:00"))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["errors"]["full_name"][0].clone()), (422, json!("Required field")));
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("12345", "Can Er", "10:00"))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["errors"]["phone"][0].clone()), (422, json!("Wrong format")));
        let mut bad_email = entry("+905553330003", "Can Er", "10:00");
        bad_email["email"] = json!("not-an-email");
        let (status, body) = app.call(Method::POST, "/api/salon/schedule/acts/new").auth(&w.staff).json(bad_email).lang("en").send().await;
        assert_eq!((status, body["errors"]["email"][0].clone()), (422, json!("Please enter a valid e-mail address")));
        let mut foreign_service = entry("+905553330003", "Can Er", "10:00");
        foreign_service["salon_service_ids"] = json!([w.other_haircut]);
        let (status, _) =
            app.call(Method::POST, "/api/salon/schedule/acts/new").auth(&w.staff).json(foreign_service).lang("en").send().await;
        assert_eq!(status, 404);
        let mut foreign_master = entry("+905553330003", "Can Er", "10:00");
        foreign_master["master_id"] = json!(w.mert);
        let (status, _) =
            app.call(Method::POST, "/api/salon/schedule/acts/new").auth(&w.staff).json(foreign_master).lang("en").send().await;
        assert_eq!(status, 404);
        let mut mixed = entry("+905553330003", "Can Er", "10:00");
        mixed["salon_service_ids"] = json!([w.haircut, w.manicure]);
        mixed["master_id"] = json!(w.zeynep);
        let (status, body) = app.call(Method::POST, "/api/salon/schedule/acts/new").auth(&w.staff).json(mixed).lang("en").send().await;
        assert_eq!((status, body["message_code"].clone()), (422, json!("services_must_share_category")));
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("+905553330003", "Can Er", "12:45"))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("master_is_busy")), "12:45 + 60 min runs into the lunch break");

        // Created: confirmed at once, manual, a salon client card made for the phone.
        let (status, created) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("0555 333 00 03", "Can Er", "10:00"))
            .send()
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
        let (_, day) = app.call(Method::GET, &format!("/api/salon/schedule?date={monday}")).auth(&w.staff).send().await;
        assert_eq!(ids(&day["masters"][0]["days"][0]["appointments"]), vec![id]);
        assert_eq!(day["masters"][0]["days"][0]["appointments"][0]["services"], json!(["Saç kesimi", "Yıkama"]));

        // The same slot is busy now; another slot reuses the client's card.
        app.call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("+905553330003", "Can Er", "10:30"))
            .refused_in_every_language(409, "master_is_busy")
            .await;
        let (_, second) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("+905553330003", "Can Er", "16:00"))
            .send()
            .await;
        assert_eq!(second["client"]["salon_client_id"], json!(card));

        // The lookup by phone: the salon's card first, then the account of a client who booked
        // here (tests/api/privacy.rs), else 404.
        let (status, found) = app.call(Method::GET, "/api/salon/schedule/client?phone=%2B905553330003").auth(&w.staff).send().await;
        assert_eq!(
            (status, found["source"].clone(), found["full_name"].clone(), found["birthday"].clone()),
            (200, json!("salon_client"), json!("Can Er"), json!("1990-05-17"))
        );
        let (status, _) = app.call(Method::GET, "/api/salon/schedule/client?phone=05551110001").auth(&w.staff).send().await;
        assert_eq!(status, 404, "an account that never booked here is not shown");
        let (status, _) = app.call(Method::GET, "/api/salon/schedule/client?phone=%2B905559998877").auth(&w.staff).send().await;
        assert_eq!(status, 404);
        let (status, _) = app.call(Method::GET, "/api/salon/schedule/client?phone=abc").auth(&w.staff).send().await;
        assert_eq!(status, 422);
        let (status, _) = app.call(Method::GET, "/api/salon/schedule/client?phone=%2B905553330003").auth(&w.other_staff).send().await;
        assert_eq!(status, 404, "another salon's card is not found");

        // A client with an account sees the manual entry in their history.
        let (_, linked) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&w.staff)
            .json(entry("+905551110001", "Ayşe Işık", "17:00"))
            .send()
            .await;
        assert_eq!(linked["client"]["has_account"], true);
        let (_, history) = app.call(Method::GET, "/api/client/acts?status=all").auth(&w.client).send().await;
        assert_eq!(
            (ids(&history["rows"]), history["rows"][0]["status"].clone()),
            (vec![linked["id"].as_i64().unwrap()], json!("confirmed"))
        );
    });
}

#[tokio::test]
async fn the_appointments_table_filters_searches_and_sorts_real_rows() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let t = today();
        let future = future_monday();
        let ayse_new = w.visit(future, "10:00", "new").insert(&app).await;
        let mehmet_confirmed = w
            .visit(future + Duration::days(1), "11:00", "confirmed")
            .master(w.zeynep)
            .client("Mehmet Öz", "+905552220002")
            .price(25000)
            .insert(&app)
            .await;
        let zeynep_moved = w
            .visit(future + Duration::days(2), "12:00", "moved")
            .client("Zeynep Çelik", "+905553330003")
            .price(30000)
            .moved_by("client")
            .insert(&app)
            .await;
        let rejected = w
            .visit(future, "16:00", "cancelled")
            .client("Mehmet Öz", "+905552220002")
            .price(10000)
            .cancelled_by("salon")
            .insert(&app)
            .await;
        let client_cancelled = w.visit(future, "17:00", "cancelled").price(10000).cancelled_by("client").insert(&app).await;
        let paid =
            w.visit(t - Duration::days(3), "10:00", "completed").master(w.zeynep).price(60000).paid("cash").important().insert(&app).await;
        let unpaid_completed =
            w.visit(t - Duration::days(2), "10:00", "completed").client("Zeynep Çelik", "+905553330003").price(35000).insert(&app).await;
        let unpaid_past_live =
            w.visit(t - Duration::days(1), "10:00", "confirmed").client("Mehmet Öz", "+905552220002").price(20000).insert(&app).await;
        w.visit(future, "10:00", "new").master(w.mert).service(w.other_haircut).insert(&app).await;
        let all = vec![ayse_new, mehmet_confirmed, zeynep_moved, rejected, client_cancelled, paid, unpaid_completed, unpaid_past_live];

        // Default: this salon's rows only, newest first, 8 a page, tab counts.
        let (status, page) = table(&app, &w.staff, json!({})).await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 8);
        assert_eq!(
            ids(&page["rows"]),
            vec![zeynep_moved, mehmet_confirmed, client_cancelled, rejected, ayse_new, unpaid_past_live, unpaid_completed, paid]
        );
        assert_eq!(
            page["meta"]["counts"],
            json!({"all": 8, "new": 1, "moved": 1, "confirmed": 2, "cancelled": 2, "completed": 2, "no_show": 0})
        );
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
    });
}

#[tokio::test]
async fn another_salons_appointment_is_not_found_by_any_endpoint_and_stays_unchanged() {
    each_backend!(|app| {
        let w = desk(&app).await;
        let day = future_monday();
        let theirs = w.visit(day, "10:00", "new").master(w.mert).service(w.other_haircut).insert(&app).await;
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
            let (status, answer) = app.call(method.clone(), &path).auth(&w.staff).json(body).send().await;
            assert!(status == 404 || status == 403, "{method} {path}: {status} {answer}");
            assert!(answer.get("id").is_none() && answer.get("client").is_none(), "no data: {answer}");
        }
        let after = appointments::Entity::find_by_id(theirs).one(&app.db).await.unwrap().unwrap();
        assert_eq!(after, before, "nothing changed");
        let (_, page) = table(&app, &w.staff, json!({"limit": 50})).await;
        assert!(!ids(&page["rows"]).contains(&theirs));

        // The desk is for salon staff only.
        let master_token = token_for(&app.db, "+905557770007", &[Role::SalonMaster], Some(w.salon.id)).await;
        for token in [&w.client, &master_token] {
            for path in ["/api/salon/overview", "/api/salon/schedule", "/api/salon/appointments"] {
                let (status, _) = app.call(Method::GET, path).auth(token).send().await;
                assert_eq!(status, 403, "{path}");
            }
        }
    });
}
