//! Salon analytics and reports (issue #19) on a small fixed dataset whose figures are computed by
//! hand: March 2026 against the 31 days before it (2026-01-29..2026-02-28); each chart's numbers,
//! the reports' rows and sums, an XLSX read back as a workbook and a CSV; the plan gate (a free
//! salon gets 403 `plan_feature_unavailable`), other roles, no session, another salon's master.

use std::collections::BTreeMap;
use std::io::Cursor;

use calamine::{Data, DataType, Reader, Xlsx};
use chrono::{NaiveDate, TimeZone, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::Value;
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const STAFF: &str = "+905559990011";
const FREE_STAFF: &str = "+905559990012";
const CLIENT: &str = "+905551239999";
const AYSE: (&str, &str) = ("Ayşe Yılmaz", "+905551110001");
const BORA: (&str, &str) = ("Bora Kaya", "+905551110002");
const CAN: (&str, &str) = ("Can Demir", "+905551110003");
const DENIZ: (&str, &str) = ("Deniz Şahin", "+905551110004");
const EDA: (&str, &str) = ("Eda Çelik", "+905551110005");
const MARCH: &str = "from=2026-03-01&to=2026-03-31";

fn date(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

struct World {
    staff: String,
    free_staff: String,
    client: String,
    elif: i64,
    mert: i64,
    other_master: i64,
    /// The numbers salon's haircut (100 TRY, 30 minutes).
    kesim: i64,
}

async fn world(app: &TestApp) -> World {
    let f = Catalogue::new()
        .departments(1)
        .category("cat", "dep-0", ["Kategori", "Category", "Категория"])
        .service("kesim", "cat", ["Saç kesimi", "Haircut", "Стрижка"])
        .service("boya", "cat", ["Boya", "Colouring", "Окрашивание"])
        .salon(
            Salon::new("numbers")
                .premium()
                .sells("kesim", Sell::price(10000).minutes(30))
                .sells("boya", Sell::price(25000).minutes(60))
                .master(Master::new("Elif Aslan").does(&["kesim", "boya"]))
                .master(Master::new("Mert Demir").does(&["kesim", "boya"]))
                .admin(STAFF),
        )
        .salon(
            Salon::new("free")
                .sells("kesim", Sell::price(5000).minutes(30))
                .master(Master::new("Oya Free").does(&["kesim"]))
                .admin(FREE_STAFF),
        )
        .client(CLIENT)
        .build(app)
        .await;
    let (kesim, boya) = (f.sold("numbers", "kesim"), f.sold("numbers", "boya"));
    let (elif, mert) = (f.master("Elif Aslan"), f.master("Mert Demir"));
    let salon = f.salon("numbers").id;
    let visit = |master: i64, day: &str, time: &str, services: &[i64], who: (&str, &str)| {
        Visit::of(master).services(services).at(date(day), time).client(who.0, who.1).without_account()
    };
    // This period (March).
    visit(elif, "2026-03-02", "10:00", &[kesim], AYSE).status("completed").paid("card").insert(app).await;
    visit(mert, "2026-03-02", "10:00", &[boya], BORA).status("completed").paid("cash").insert(app).await;
    visit(elif, "2026-03-10", "11:00", &[kesim, boya], AYSE).status("completed").paid("card").insert(app).await;
    visit(elif, "2026-03-15", "12:00", &[kesim], CAN).status("cancelled").cancelled_by("client").insert(app).await;
    visit(mert, "2026-03-20", "12:00", &[boya], BORA).status("cancelled").cancelled_by("salon").insert(app).await;
    visit(elif, "2026-03-25", "13:00", &[boya], DENIZ).status("confirmed").insert(app).await;
    // The period before (2026-01-29..2026-02-28).
    visit(elif, "2026-02-10", "10:00", &[kesim], AYSE).status("completed").paid("cash").insert(app).await;
    visit(mert, "2026-01-29", "10:00", &[boya], EDA).status("completed").paid("card").insert(app).await;
    // Reviews: two public ones in March (4.0 and 5.0 on average), one rejected, one in February
    // answered in February; the first March one answered in March.
    let at = |day: &str, hour: u32| Utc.from_utc_datetime(&date(day).and_hms_opt(hour, 0, 0).unwrap());
    for (day, scores, status, answered) in [
        ("2026-03-03", [5, 4, 3], "placed", Some("2026-03-05")),
        ("2026-03-11", [5, 5, 5], "placed", None),
        ("2026-03-12", [1, 1, 1], "rejected", None),
        ("2026-02-14", [3, 3, 3], "placed", Some("2026-02-15")),
    ] {
        reviews::ActiveModel {
            salon_id: Set(salon),
            master_id: Set(Some(elif)),
            author_name: Set("Ayşe".into()),
            service_quality: Set(scores[0]),
            atmosphere: Set(scores[1]),
            cleanliness: Set(scores[2]),
            lang: Set("tr".into()),
            status: Set(status.into()),
            created_at: Set(at(day, 12)),
            answer: Set(answered.map(|_| "Teşekkürler".to_owned())),
            answered_at: Set(answered.map(|d| at(d, 12))),
            search_key: Set("ayse".into()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    // Rent 1000 TRY monthly from Jan 31 (Jan 31, Feb 28, Mar 31), products 200 TRY on Mar 5,
    // salary 300 TRY on Feb 5 and Mar 5.
    for (category, amount, day, recurring) in [("rent", 100_000, "2026-01-31", true), ("products", 20_000, "2026-03-05", false)] {
        expenses::ActiveModel {
            salon_id: Set(salon),
            category: Set(category.into()),
            amount: Set(amount),
            spent_on: Set(date(day)),
            recurring_monthly: Set(recurring),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    for day in ["2026-02-05", "2026-03-05"] {
        salary_payments::ActiveModel {
            salon_id: Set(salon),
            master_id: Set(elif),
            amount: Set(30_000),
            paid_on: Set(date(day)),
            method: Set("transfer".into()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    World {
        staff: f.token(STAFF),
        free_staff: f.token(FREE_STAFF),
        client: f.token(CLIENT),
        elif,
        mert,
        other_master: f.master("Oya Free"),
        kesim,
    }
}

async fn get(app: &TestApp, token: &str, path: &str) -> Value {
    let (status, body) = app.call(Method::GET, path).auth(token).lang("en").send().await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

fn column(table: &Value, index: usize) -> Vec<Value> {
    table["rows"].as_array().unwrap().iter().map(|r| r[index].clone()).collect()
}

#[tokio::test]
async fn charts_compare_a_period_with_the_one_before() {
    each_backend!(|app| {
        let w = world(&app).await;
        let chart = |name: &str| format!("/api/salon/charts/{name}?{MARCH}");

        let body = get(&app, &w.staff, &chart("income")).await;
        assert_eq!((body["current"].as_i64(), body["previous"].as_i64()), (Some(70_000), Some(35_000)), "{body}");
        let body = get(&app, &w.staff, &chart("acts/completed")).await;
        assert_eq!((body["current"].as_i64(), body["previous"].as_i64()), (Some(3), Some(2)), "{body}");
        let body = get(&app, &w.staff, &chart("clients-count")).await;
        assert_eq!(body["current"], serde_json::json!({"clients": 2, "new_clients": 1}), "Bora is new in March, Ayşe came in February");
        assert_eq!(body["previous"], serde_json::json!({"clients": 2, "new_clients": 2}));
        let body = get(&app, &w.staff, &chart("replies-count")).await;
        assert_eq!((body["current"].as_i64(), body["previous"].as_i64()), (Some(1), Some(1)), "{body}");
        let body = get(&app, &w.staff, &chart("rating")).await;
        assert_eq!(body["current"]["average"].as_f64(), Some(4.5), "{body}");
        assert_eq!(body["current"]["reviews"], 2, "the rejected review does not count");
        assert_eq!((body["previous"]["average"].as_f64(), body["previous"]["reviews"].as_i64()), (Some(3.0), Some(1)));

        let body = get(&app, &w.staff, &chart("income-by-days")).await;
        let current = body["current"].as_array().unwrap();
        assert_eq!(current.len(), 31);
        assert_eq!((current[1]["date"].as_str(), current[1]["value"].as_i64()), (Some("2026-03-02"), Some(35_000)));
        assert_eq!(current[9]["value"], 35_000);
        assert_eq!(current.iter().map(|d| d["value"].as_i64().unwrap()).sum::<i64>(), 70_000);
        let previous = body["previous"].as_array().unwrap();
        assert_eq!((previous[0]["date"].as_str(), previous[0]["value"].as_i64()), (Some("2026-01-29"), Some(25_000)));
        assert_eq!((previous[12]["date"].as_str(), previous[12]["value"].as_i64()), (Some("2026-02-10"), Some(10_000)));
        let body = get(&app, &w.staff, &chart("acts/completed-by-days")).await;
        assert_eq!(body["current"][1]["value"], 2);
        assert_eq!(body["current"].as_array().unwrap().iter().map(|d| d["value"].as_i64().unwrap()).sum::<i64>(), 3);

        let body = get(&app, &w.staff, &chart("services-distribution")).await;
        let services = body["services"].as_array().unwrap();
        assert_eq!(services.len(), 2, "{body}");
        assert_eq!(
            (services[0]["name"].as_str(), services[0]["quantity"].as_i64(), services[0]["revenue"].as_i64()),
            (Some("Colouring"), Some(2), Some(50_000))
        );
        assert_eq!(services[0]["previous_revenue"], 25_000);
        assert_eq!(
            (services[1]["name"].as_str(), services[1]["revenue"].as_i64(), services[1]["previous_revenue"].as_i64()),
            (Some("Haircut"), Some(20_000), Some(10_000))
        );

        let body = get(&app, &w.staff, &chart("finances")).await;
        assert_eq!(body["current"], serde_json::json!({"revenue": 70_000, "expenses": 120_000, "salaries": 30_000, "profit": -80_000}));
        assert_eq!(body["previous"], serde_json::json!({"revenue": 35_000, "expenses": 200_000, "salaries": 30_000, "profit": -195_000}));
        assert_eq!(body["group"], "day");
        assert_eq!(body["groups"].as_array().unwrap().len(), 31);
        assert_eq!(body["groups"][30]["expenses"], 100_000, "the monthly rent falls on March 31");

        // Bad periods are 422s on the field, never a clamp.
        let (status, body) = app.call(Method::GET, "/api/salon/charts/income?from=2026-03-01").auth(&w.staff).lang("en").send().await;
        assert_field_error(status, &body, "en", "to", "required", &[]);
        // A named but empty date is a wrong format, as on every period of domain::period.
        let (status, body) = app.call(Method::GET, "/api/salon/charts/income?from=2026-03-01&to=").auth(&w.staff).lang("en").send().await;
        assert_field_error(status, &body, "en", "to", "wrong_format", &[]);
        let (status, body) =
            app.call(Method::GET, "/api/salon/reports/appointments?from=2026-03-02&to=2026-03-01").auth(&w.staff).lang("en").send().await;
        assert_field_error(status, &body, "en", "to", "time_range_alert", &[]);
        let (status, body) =
            app.call(Method::GET, "/api/salon/charts/income?from=2024-01-01&to=2026-01-01").auth(&w.staff).lang("en").send().await;
        assert_field_error(status, &body, "en", "to", "max_value", &[("max", "2025-12-31")]);
    });
}

#[tokio::test]
async fn reports_have_rows_and_sums_and_download_as_xlsx_and_csv() {
    each_backend!(|app| {
        let w = world(&app).await;
        let report = |name: &str, extra: &str| format!("/api/salon/reports/{name}?{MARCH}{extra}");

        let table = get(&app, &w.staff, &report("appointments", "&group_by=month")).await;
        assert_eq!(table["columns"][0]["title"], "Month");
        assert_eq!(table["rows"], serde_json::json!([["2026-03-01", 6, 3, 2, 70_000]]));
        assert_eq!(table["totals"], serde_json::json!(["Total", 6, 3, 2, 70_000]));
        let table = get(&app, &w.staff, &report("appointments", "&group_by=master")).await;
        assert_eq!(table["rows"], serde_json::json!([["Elif Aslan", 4, 2, 1, 45_000], ["Mert Demir", 2, 1, 1, 25_000]]));

        let table = get(&app, &w.staff, &report("payments", "")).await;
        assert_eq!(table["rows"], serde_json::json!([["Card", 2, 45_000, 64.28], ["Cash", 1, 25_000, 35.71]]));
        assert_eq!(table["totals"], serde_json::json!(["Total", 3, 70_000, 100.0]));
        let table = get(&app, &w.staff, &report("payments", &format!("&master_id={}", w.mert))).await;
        assert_eq!(table["rows"], serde_json::json!([["Cash", 1, 25_000, 100.0]]), "the master filter");

        let table = get(&app, &w.staff, &report("masters", "")).await;
        assert_eq!(column(&table, 0), vec![Value::from("Elif Aslan"), Value::from("Mert Demir")]);
        assert_eq!(table["rows"][0], serde_json::json!(["Elif Aslan", 4, 2, 1, 45_000, 22_500, 4.5, 2]));

        let table = get(&app, &w.staff, &report("clients", "")).await;
        assert_eq!(
            table["rows"],
            serde_json::json!([
                ["Ayşe Yılmaz", AYSE.1, "Returning", 2, 45_000, "2026-03-10"],
                ["Bora Kaya", BORA.1, "New", 1, 25_000, "2026-03-02"]
            ])
        );
        assert_eq!(table["totals"][2], "1 new, 1 returning");

        let table = get(&app, &w.staff, &report("services", "")).await;
        assert_eq!(table["rows"], serde_json::json!([["Colouring", 2, 2, 50_000, 71.42], ["Haircut", 2, 2, 20_000, 28.57]]));

        let table = get(&app, &w.staff, &report("cancellations", "")).await;
        assert_eq!(table["rows"], serde_json::json!([["2026-03-01", 6, 1, 1, 2, 33.33, 0]]));
        let table = get(&app, &w.staff, &report("finances", "")).await;
        assert_eq!(table["rows"], serde_json::json!([["2026-03-01", 70_000, 120_000, 30_000, -80_000]]));

        // The XLSX opens as a workbook: Turkish headers, every appointment, the sums.
        let response =
            app.call(Method::GET, &report("appointments", "&group_by=none&format=xlsx")).auth(&w.staff).lang("tr").response().await;
        assert_eq!(response.status(), 200);
        assert_eq!(
            response.headers()["content-disposition"].to_str().unwrap(),
            "attachment; filename=\"appointments-2026-03-01-2026-03-31.xlsx\""
        );
        let bytes = response.bytes().await.unwrap().to_vec();
        let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).expect("a valid workbook");
        let sheet = book.worksheet_range_at(0).unwrap().unwrap();
        let rows: Vec<&[Data]> = sheet.rows().collect();
        assert_eq!(rows[0][0].get_string(), Some("Tarih"));
        assert_eq!(rows[0][7].get_string(), Some("Tutar, TRY"));
        assert_eq!(rows.len(), 1 + 6 + 1, "header, six appointments, totals");
        let prices: f64 = rows[1..7].iter().map(|r| r[7].as_f64().unwrap()).sum();
        assert_eq!(prices, 950.0, "completed 700 + confirmed 250; cancelled ones count 0");
        assert_eq!(rows[7][7].as_f64(), Some(950.0));
        assert_eq!(rows[7][0].get_string(), Some("Toplam"));
        assert_eq!(rows[7][1].as_f64(), Some(6.0), "the totals row counts the visits");
        // The same report as a CSV, streamed from the database like the XLSX.
        let response =
            app.call(Method::GET, &report("appointments", "&group_by=none&format=csv")).auth(&w.staff).lang("tr").response().await;
        assert_eq!(response.status(), 200);
        let text = response.text().await.unwrap();
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines.len(), 1 + 6 + 1, "{text}");
        assert!(lines[7].starts_with("Toplam,6,") && lines[7].ends_with(",950.00"), "{}", lines[7]);

        // The CSV: a BOM, Russian headers, money in lira.
        let response = app.call(Method::GET, &report("payments", "&format=csv")).auth(&w.staff).lang("ru").response().await;
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
        let text = response.text().await.unwrap();
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(
            lines,
            vec![
                "Способ оплаты,Оплаты,\"Сумма, TRY\",\"Доля, %\"",
                "Карта,2,450.00,64.28",
                "Наличные,1,250.00,35.71",
                "Итого,3,700.00,100.00"
            ]
        );

        // A grouping the report does not take, an unknown report.
        let (status, body) = app.call(Method::GET, &report("finances", "&group_by=master")).auth(&w.staff).lang("en").send().await;
        assert_field_error(status, &body, "en", "group_by", "wrong_format", &[]);
        let (status, _) = app.call(Method::GET, &report("nothing", "")).auth(&w.staff).send().await;
        assert!(status == 400 || status == 404 || status == 422, "{status}");
    });
}

/// The every-visit report of a month with more visits than the screen shows: the JSON carries
/// the first 200 in date and time order, says how many there are, and its totals row counts them
/// all; the CSV has every one.
#[tokio::test]
async fn the_every_visit_report_shows_its_first_rows_and_totals_them_all() {
    each_backend!(|app| {
        let w = world(&app).await;
        // 204 completed haircuts (100 TRY) in April: Elif and Mert in turn, eight an hour apart a day.
        for i in 0..204u32 {
            let (master, slot) = ([w.elif, w.mert][(i % 2) as usize], i / 2);
            let day = date("2026-04-01") + chrono::Duration::days(i64::from(slot / 8));
            Visit::of(master)
                .services(&[w.kesim])
                .at(day, &format!("{:02}:00", 9 + slot % 8))
                .client("Müşteri", &format!("+90555200{i:04}"))
                .without_account()
                .status("completed")
                .paid("card")
                .insert(&app)
                .await;
        }
        let april = "/api/salon/reports/appointments?from=2026-04-01&to=2026-04-30&group_by=none";
        let table = get(&app, &w.staff, april).await;
        let rows = table["rows"].as_array().unwrap();
        assert_eq!(rows.len(), 200, "the screen's rows");
        assert_eq!(table["row_count"], 204);
        assert_eq!((&rows[0][0], &rows[0][1]), (&Value::from("2026-04-01"), &Value::from("09:00")));
        assert_eq!((&rows[1][0], &rows[1][1]), (&Value::from("2026-04-01"), &Value::from("09:00")), "Mert's at the same hour");
        assert_eq!(rows[199][0], "2026-04-13", "slot 99: the 13th day's fourth hour");
        assert_eq!(table["totals"][1], 204, "every visit counted");
        assert_eq!(table["totals"][7], 204 * 10_000);
        let text = app.call(Method::GET, &format!("{april}&format=csv")).auth(&w.staff).lang("en").response().await.text().await.unwrap();
        assert_eq!(text.trim_start_matches('\u{feff}').lines().count(), 1 + 204 + 1, "header, every visit, totals");
        // A short table says it is whole.
        let table = get(&app, &w.staff, &format!("/api/salon/reports/appointments?{MARCH}&group_by=none")).await;
        assert_eq!((table["rows"].as_array().unwrap().len(), table["row_count"].as_i64()), (6, Some(6)));
        assert_eq!(table["totals"][7], 95_000, "completed 700 + confirmed 250; cancelled ones count 0");

        // The clients report of April: the screen's first 200 of 204 clients, biggest spenders
        // first (client 150 came twice), then by phone; the totals and the new / returning
        // summary count all of them (client 0 also came in March).
        Visit::of(w.elif)
            .services(&[w.kesim])
            .at(date("2026-04-20"), "09:00")
            .client("Müşteri", "+905552000150")
            .without_account()
            .status("completed")
            .paid("cash")
            .insert(&app)
            .await;
        Visit::of(w.elif)
            .services(&[w.kesim])
            .at(date("2026-03-31"), "17:00")
            .client("Müşteri", "+905552000000")
            .without_account()
            .status("completed")
            .paid("cash")
            .insert(&app)
            .await;
        let clients = "/api/salon/reports/clients?from=2026-04-01&to=2026-04-30";
        let table = get(&app, &w.staff, clients).await;
        let rows = table["rows"].as_array().unwrap();
        assert_eq!((rows.len(), table["row_count"].as_i64()), (200, Some(204)), "the screen's rows");
        let phones: Vec<&str> = rows.iter().map(|r| r[1].as_str().unwrap()).collect();
        assert_eq!((phones[0], rows[0][3].as_i64(), rows[0][4].as_i64()), ("+905552000150", Some(2), Some(20_000)));
        assert_eq!((phones[1], rows[1][2].as_str()), ("+905552000000", Some("Returning")));
        assert_eq!((phones[150], phones[151], phones[199]), ("+905552000149", "+905552000151", "+905552000199"));
        assert_eq!(rows[1][4], 10_000);
        assert_eq!(table["totals"][2], "203 new, 1 returning");
        assert_eq!((table["totals"][3].as_i64(), table["totals"][4].as_i64()), (Some(205), Some(2_050_000)), "every client counted");
        // The download has every client, in the same order.
        let text = app.call(Method::GET, &format!("{clients}&format=csv")).auth(&w.staff).lang("en").response().await.text().await.unwrap();
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines.len(), 1 + 204 + 1, "header, every client, totals");
        assert!(
            lines[1].contains("+905552000150") && lines[2].contains("+905552000000") && lines[204].contains("+905552000203"),
            "{}",
            lines[204]
        );
        // One master's clients: Mert's 102 (the odd ones), all shown.
        let table = get(&app, &w.staff, &format!("{clients}&master_id={}", w.mert)).await;
        assert_eq!((table["rows"].as_array().unwrap().len(), table["row_count"].as_i64()), (102, Some(102)));
        assert_eq!(table["totals"][3], 102);
    });
}

/// The master filter of the analytics: Mert's March (Bora's colouring, 250 TRY) against his
/// January 29 (Eda's colouring); the salon-wide charts stay the salon's.
#[tokio::test]
async fn charts_show_one_master_when_asked() {
    each_backend!(|app| {
        let w = world(&app).await;
        let chart = |name: &str, master: i64| format!("/api/salon/charts/{name}?{MARCH}&master_id={master}");
        let body = get(&app, &w.staff, &chart("income", w.mert)).await;
        assert_eq!((body["current"].as_i64(), body["previous"].as_i64()), (Some(25_000), Some(25_000)), "{body}");
        let body = get(&app, &w.staff, &chart("income", w.elif)).await;
        assert_eq!((body["current"].as_i64(), body["previous"].as_i64()), (Some(45_000), Some(10_000)), "{body}");
        let body = get(&app, &w.staff, &chart("acts/completed", w.mert)).await;
        assert_eq!((body["current"].as_i64(), body["previous"].as_i64()), (Some(1), Some(1)));
        let body = get(&app, &w.staff, &chart("income-by-days", w.mert)).await;
        assert_eq!(body["current"][1]["value"], 25_000);
        assert_eq!(body["current"].as_array().unwrap().iter().map(|d| d["value"].as_i64().unwrap()).sum::<i64>(), 25_000);
        let body = get(&app, &w.staff, &chart("acts/completed-by-days", w.elif)).await;
        assert_eq!(body["current"].as_array().unwrap().iter().map(|d| d["value"].as_i64().unwrap()).sum::<i64>(), 2);
        let body = get(&app, &w.staff, &chart("services-distribution", w.mert)).await;
        assert_eq!(
            body["services"],
            serde_json::json!([{"id": body["services"][0]["id"], "name": "Colouring", "quantity": 1, "revenue": 25_000, "previous_revenue": 25_000}])
        );

        let (status, _) = app.call(Method::GET, &chart("income", w.other_master)).auth(&w.staff).send().await;
        assert_eq!(status, 404, "another salon's master");
        let (status, body) = app.call(Method::GET, &chart("income", 0)).auth(&w.staff).lang("en").send().await;
        assert_field_error(status, &body, "en", "master_id", "wrong_format", &[]);
    });
}

/// Ayşe's March 10 visit (haircut 100 + colouring 250 TRY) is paid 50 TRY with points: every
/// revenue figure counts the 300 TRY the salon collected, never the points.
#[tokio::test]
async fn a_visit_paid_partly_with_points_counts_what_the_salon_collected() {
    each_backend!(|app| {
        let w = world(&app).await;
        let paid_with_points = appointments::Entity::find()
            .filter(appointments::Column::ProvisionDate.eq(date("2026-03-10")))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(paid_with_points.total_price, 35_000);
        let mut visit: appointments::ActiveModel = paid_with_points.into();
        visit.points_redeemed = Set(50);
        visit.points_discount = Set(5_000);
        visit.update(&app.db).await.unwrap();

        let body = get(&app, &w.staff, &format!("/api/salon/charts/income?{MARCH}")).await;
        assert_eq!(body["current"], 65_000, "700 TRY of prices less the 50 TRY of points");
        let body = get(&app, &w.staff, &format!("/api/salon/charts/finances?{MARCH}")).await;
        assert_eq!(body["current"]["revenue"], 65_000);
        assert_eq!(body["current"]["profit"], -85_000);
        // The 50 TRY spread over the visit's lines 100 : 250 (14.29 and 35.71 TRY).
        let body = get(&app, &w.staff, &format!("/api/salon/charts/services-distribution?{MARCH}")).await;
        let revenues: Vec<(String, i64)> = body["services"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["name"].as_str().unwrap().to_owned(), s["revenue"].as_i64().unwrap()))
            .collect();
        assert_eq!(revenues, vec![("Colouring".to_owned(), 46_429), ("Haircut".to_owned(), 18_571)]);

        // The salon's finances screen and its salaries row.
        let finances = get(&app, &w.staff, &format!("/api/salon/finances?{MARCH}")).await;
        assert_eq!(finances["current"]["revenue"], 65_000, "{finances}");
        let by_master: Vec<i64> = finances["by_master"].as_array().unwrap().iter().map(|g| g["revenue"].as_i64().unwrap()).collect();
        assert_eq!(by_master, vec![40_000, 25_000], "Elif 450 − 50 TRY, Mert 250 TRY");
        let salaries = get(&app, &w.staff, &format!("/api/salon/salaries?{MARCH}")).await;
        let elif = salaries["rows"].as_array().unwrap().iter().find(|r| r["master_id"] == w.elif).unwrap().clone();
        assert_eq!((elif["revenue"].as_i64(), elif["average_bill"].as_i64()), (Some(40_000), Some(20_000)), "{elif}");

        // The reports, on screen and in the workbook.
        let table = get(&app, &w.staff, &format!("/api/salon/reports/appointments?{MARCH}&group_by=master")).await;
        assert_eq!(table["rows"], serde_json::json!([["Elif Aslan", 4, 2, 1, 40_000], ["Mert Demir", 2, 1, 1, 25_000]]));
        let table = get(&app, &w.staff, &format!("/api/salon/reports/payments?{MARCH}")).await;
        assert_eq!(table["totals"][2], 65_000);
        let response =
            app.call(Method::GET, &format!("/api/salon/reports/clients?{MARCH}&format=xlsx")).auth(&w.staff).lang("en").response().await;
        assert_eq!(response.status(), 200);
        let mut book: Xlsx<_> = Xlsx::new(Cursor::new(response.bytes().await.unwrap().to_vec())).expect("a valid workbook");
        let sheet = book.worksheet_range_at(0).unwrap().unwrap();
        let rows: Vec<&[Data]> = sheet.rows().collect();
        assert_eq!(rows[1][0].get_string(), Some("Ayşe Yılmaz"));
        assert_eq!(rows[1][4].as_f64(), Some(400.0), "Ayşe paid 100 + 350 − 50 TRY");
        assert_eq!(rows[3][4].as_f64(), Some(650.0), "the total");
    });
}

#[tokio::test]
async fn numbers_are_premium_only_and_the_salon_s_own() {
    each_backend!(|app| {
        let w = world(&app).await;
        let paths = [
            "/api/salon/charts/clients-count",
            "/api/salon/charts/income",
            "/api/salon/charts/replies-count",
            "/api/salon/charts/rating",
            "/api/salon/charts/acts/completed",
            "/api/salon/charts/services-distribution",
            "/api/salon/charts/income-by-days",
            "/api/salon/charts/acts/completed-by-days",
            "/api/salon/charts/finances",
            "/api/salon/reports/appointments",
            "/api/salon/reports/finances",
            "/api/salon/reports/payments",
            "/api/salon/reports/masters",
            "/api/salon/reports/clients",
            "/api/salon/reports/services",
            "/api/salon/reports/cancellations",
        ];
        for path in paths {
            let path = format!("{path}?{MARCH}");
            app.call(Method::GET, &path).auth(&w.free_staff).refused_in_every_language(403, "plan_feature_unavailable").await;
            let (status, _) = app.call(Method::GET, &path).auth(&w.client).send().await;
            assert_eq!(status, 403, "a client: {path}");
            let (status, _) = app.call(Method::GET, &path).send().await;
            assert_eq!(status, 401, "no session: {path}");
        }
        // Another salon's master is not found; the salon's own master is.
        let (status, _) =
            app.call(Method::GET, &format!("/api/salon/reports/masters?{MARCH}&master_id={}", w.other_master)).auth(&w.staff).send().await;
        assert_eq!(status, 404);
        let (status, _) =
            app.call(Method::GET, &format!("/api/salon/reports/masters?{MARCH}&master_id={}", w.elif)).auth(&w.staff).send().await;
        assert_eq!(status, 200);
    });
}

#[derive(Debug, PartialEq, Eq, sea_orm::FromQueryResult)]
struct ServiceDay {
    salon_id: i64,
    master_id: i64,
    salon_service_id: i64,
    day: String,
    quantity: i64,
    visits: i64,
    revenue: i64,
}

/// The rows kept by the database's triggers (migration 000040) row for row against the direct
/// computation: `appointment_service_days` against the completed visits' lines,
/// `appointment_days` against the appointments, `salon_client_totals` against the completed
/// visits per phone, `master_client_totals` (migration 000050) against them per master and phone,
/// 000051's month rows and pairs per last day against the rows they sum; and
/// `store::numbers::service_totals` (read from the month and day rows) against its direct
/// computation from every line, for the whole salon and for each master, over periods of whole
/// months, of days, and of both.
async fn assert_service_days_are_direct(app: &TestApp, salon: i64, masters: [i64; 2], step: &str) {
    use sea_orm::{ConnectionTrait, FromQueryResult, Statement};
    let backend = app.db.get_database_backend();
    let kept = ServiceDay::find_by_statement(Statement::from_string(
        backend,
        "SELECT salon_id, master_id, salon_service_id, CAST(day AS TEXT) AS day, CAST(quantity AS BIGINT) AS quantity, \
         CAST(visits AS BIGINT) AS visits, CAST(revenue AS BIGINT) AS revenue FROM appointment_service_days \
         WHERE quantity <> 0 OR visits <> 0 OR revenue <> 0 ORDER BY salon_id, master_id, salon_service_id, day",
    ))
    .all(&app.db)
    .await
    .unwrap();
    let direct = ServiceDay::find_by_statement(Statement::from_string(
        backend,
        "SELECT a.salon_id, a.master_id, i.salon_service_id, CAST(a.provision_date AS TEXT) AS day, \
         CAST(SUM(CASE WHEN i.option_id IS NULL THEN i.quantity ELSE 0 END) AS BIGINT) AS quantity, \
         CAST(COUNT(DISTINCT a.id) AS BIGINT) AS visits, CAST(SUM(i.price) AS BIGINT) AS revenue \
         FROM appointments a JOIN appointment_items i ON i.appointment_id = a.id WHERE a.status = 'completed' \
         GROUP BY a.salon_id, a.master_id, i.salon_service_id, a.provision_date ORDER BY 1, 2, 3, 4",
    ))
    .all(&app.db)
    .await
    .unwrap();
    assert_eq!(kept, direct, "{step}: the day rows");
    assert!(!kept.is_empty(), "{step}");
    // The month rows (migration 000051): the day rows summed per calendar month.
    type MonthKey = (i64, String, i64, i64);
    let mut summed: BTreeMap<MonthKey, (i64, i64, i64)> = BTreeMap::new();
    for d in &kept {
        let month = summed.entry((d.salon_id, format!("{}-01", &d.day[..7]), d.master_id, d.salon_service_id)).or_default();
        *month = (month.0 + d.quantity, month.1 + d.visits, month.2 + d.revenue);
    }
    let months: BTreeMap<MonthKey, (i64, i64, i64)> = ServiceDay::find_by_statement(Statement::from_string(
        backend,
        "SELECT salon_id, master_id, salon_service_id, CAST(month_start AS TEXT) AS day, CAST(quantity AS BIGINT) AS quantity, \
         CAST(visits AS BIGINT) AS visits, CAST(revenue AS BIGINT) AS revenue FROM appointment_service_months \
         WHERE quantity <> 0 OR visits <> 0 OR revenue <> 0",
    ))
    .all(&app.db)
    .await
    .unwrap()
    .into_iter()
    .map(|m| ((m.salon_id, m.day, m.master_id, m.salon_service_id), (m.quantity, m.visits, m.revenue)))
    .collect();
    assert_eq!(months, summed, "{step}: the month rows");

    // The visits' day rows: every column a sum over the day's appointments.
    let columns = "CAST(appointments AS BIGINT), CAST(completed AS BIGINT), CAST(revenue AS BIGINT), CAST(prices AS BIGINT), \
                   CAST(cancelled_by_client AS BIGINT), CAST(cancelled_by_salon AS BIGINT), CAST(no_shows AS BIGINT), \
                   CAST(card_visits AS BIGINT), CAST(card_revenue AS BIGINT), CAST(cash_visits AS BIGINT), CAST(cash_revenue AS BIGINT), \
                   CAST(transfer_visits AS BIGINT), CAST(transfer_revenue AS BIGINT), CAST(unpaid_visits AS BIGINT), \
                   CAST(unpaid_revenue AS BIGINT), CAST(other_visits AS BIGINT)";
    let done = "a.status = 'completed'";
    let paid = |method: &str| format!("{done} AND a.payment_method {method}");
    let count = |when: &str| format!("CAST(SUM(CASE WHEN {when} THEN 1 ELSE 0 END) AS BIGINT)");
    let money = |when: &str| format!("CAST(SUM(CASE WHEN {when} THEN a.total_price - a.points_discount ELSE 0 END) AS BIGINT)");
    let sums = [
        "CAST(COUNT(*) AS BIGINT)".to_owned(),
        count(done),
        money(done),
        format!("CAST(SUM(CASE WHEN {done} THEN a.total_price ELSE 0 END) AS BIGINT)"),
        count("a.status = 'cancelled' AND a.cancelled_by = 'client'"),
        count("a.status = 'cancelled' AND (a.cancelled_by IS NULL OR a.cancelled_by <> 'client')"),
        count("a.status = 'no_show'"),
        count(&paid("= 'card'")),
        money(&paid("= 'card'")),
        count(&paid("= 'cash'")),
        money(&paid("= 'cash'")),
        count(&paid("= 'transfer'")),
        money(&paid("= 'transfer'")),
        count(&paid("IS NULL")),
        money(&paid("IS NULL")),
        count(&paid("NOT IN ('card', 'cash', 'transfer')")),
    ]
    .join(", ");
    let text = |sql: String| {
        let db = app.db.clone();
        async move {
            let rows = db.query_all_raw(Statement::from_string(backend, sql)).await.unwrap();
            rows.iter().map(|r| (0..19).map(|i| r.try_get_by_index::<i64>(i).unwrap_or(-1)).collect::<Vec<_>>()).collect::<Vec<_>>()
        }
    };
    let kept = text(format!(
        "SELECT salon_id, master_id, 0, {columns} FROM appointment_days WHERE appointments <> 0 OR completed <> 0 OR revenue <> 0 \
         ORDER BY salon_id, day, master_id"
    ))
    .await;
    let direct = text(format!(
        "SELECT a.salon_id, a.master_id, 0, {sums} FROM appointments a GROUP BY a.salon_id, a.provision_date, a.master_id \
         ORDER BY a.salon_id, a.provision_date, a.master_id"
    ))
    .await;
    assert_eq!(kept, direct, "{step}: the visits' day rows");

    // The client rows: each phone's completed visits.
    let client_rows = |sql: &str| {
        let db = app.db.clone();
        let sql = sql.to_owned();
        async move {
            let rows = db.query_all_raw(Statement::from_string(backend, sql)).await.unwrap();
            rows.iter()
                .map(|r| {
                    (
                        r.try_get_by_index::<String>(0).unwrap(),
                        r.try_get_by_index::<String>(1).unwrap(),
                        r.try_get_by_index::<String>(2).unwrap(),
                        r.try_get_by_index::<i64>(3).unwrap(),
                        r.try_get_by_index::<i64>(4).unwrap(),
                        r.try_get_by_index::<String>(5).unwrap(),
                    )
                })
                .collect::<Vec<_>>()
        }
    };
    let kept = client_rows(
        "SELECT client_phone, CAST(first_day AS TEXT), CAST(last_day AS TEXT), CAST(visits AS BIGINT), CAST(revenue AS BIGINT), \
         full_name FROM salon_client_totals ORDER BY salon_id, client_phone",
    )
    .await;
    let direct = client_rows(
        "SELECT a.client_phone, CAST(MIN(a.provision_date) AS TEXT), CAST(MAX(a.provision_date) AS TEXT), CAST(COUNT(*) AS BIGINT), \
         CAST(SUM(a.total_price - a.points_discount) AS BIGINT), MAX(a.client_name) FROM appointments a WHERE a.status = 'completed' \
         GROUP BY a.salon_id, a.client_phone ORDER BY a.salon_id, a.client_phone",
    )
    .await;
    assert_eq!(kept, direct, "{step}: the client rows");
    // The pair rows (migration 000050): each master × phone's completed visits.
    let pair_rows = |sql: &str| {
        let db = app.db.clone();
        let sql = sql.to_owned();
        async move {
            let rows = db.query_all_raw(Statement::from_string(backend, sql)).await.unwrap();
            rows.iter()
                .map(|r| {
                    (
                        r.try_get_by_index::<i64>(0).unwrap(),
                        r.try_get_by_index::<i64>(1).unwrap(),
                        r.try_get_by_index::<String>(2).unwrap(),
                        r.try_get_by_index::<String>(3).unwrap(),
                        r.try_get_by_index::<String>(4).unwrap(),
                        r.try_get_by_index::<i64>(5).unwrap(),
                    )
                })
                .collect::<Vec<_>>()
        }
    };
    let kept = pair_rows(
        "SELECT salon_id, master_id, client_phone, CAST(first_day AS TEXT), CAST(last_day AS TEXT), CAST(visits AS BIGINT) \
         FROM master_client_totals ORDER BY salon_id, master_id, client_phone",
    )
    .await;
    let direct = pair_rows(
        "SELECT a.salon_id, a.master_id, a.client_phone, CAST(MIN(a.provision_date) AS TEXT), CAST(MAX(a.provision_date) AS TEXT), \
         CAST(COUNT(*) AS BIGINT) FROM appointments a WHERE a.status = 'completed' \
         GROUP BY a.salon_id, a.master_id, a.client_phone ORDER BY a.salon_id, a.master_id, a.client_phone",
    )
    .await;
    assert_eq!(kept, direct, "{step}: the master × client rows");
    assert!(!kept.is_empty(), "{step}: the master × client rows");
    // The pairs per last day (migration 000051).
    let mut counted: BTreeMap<(i64, String, i64), i64> = BTreeMap::new();
    for (salon_id, master_id, _, _, last_day, _) in &kept {
        *counted.entry((*salon_id, last_day.clone(), *master_id)).or_default() += 1;
    }
    let last_days: BTreeMap<(i64, String, i64), i64> = app
        .db
        .query_all_raw(Statement::from_string(
            backend,
            "SELECT salon_id, CAST(last_day AS TEXT), master_id, CAST(pairs AS BIGINT) FROM master_client_last_days WHERE pairs <> 0",
        ))
        .await
        .unwrap()
        .iter()
        .map(|r| {
            let column = |i| r.try_get_by_index::<i64>(i).unwrap();
            ((column(0), r.try_get_by_index::<String>(1).unwrap(), column(2)), column(3))
        })
        .collect();
    assert_eq!(last_days, counted, "{step}: the pairs per last day");
    // Whole months only, whole months and days around them, days only (inside one month and across two).
    let periods = [
        ("2026-01-01", "2026-12-31"),
        ("2026-01-15", "2026-03-12"),
        ("2026-03-01", "2026-03-31"),
        ("2026-02-11", "2026-03-11"),
        ("2026-03-05", "2026-03-20"),
    ];
    for (master_id, (from, to)) in [None, Some(masters[0]), Some(masters[1])].into_iter().flat_map(|m| periods.map(|p| (m, p))) {
        let scope = store::numbers::Scope { salon_id: salon, from: date(from), to: date(to), master_id };
        let sorted = |mut totals: Vec<store::numbers::ServiceTotals>| {
            totals.sort_by_key(|t| (t.master_id, t.salon_service_id));
            totals
        };
        let read = sorted(store::numbers::service_totals(&app.db, scope).await.unwrap());
        let counted = sorted(store::numbers::direct_service_totals(&app.db, scope).await.unwrap());
        assert_eq!(read, counted, "{step}: service totals of {master_id:?} from {from} to {to}");
    }
}

/// Every write that moves the services' day rows moves them in its own statement: a visit
/// completed, cancelled, marked a no-show, moved to another day and master; a line added,
/// repriced, switched to another service, removed; a visit deleted; points
/// spent (spread when read); a visit priced apart from its lines (read line by line).
#[tokio::test]
async fn service_days_equal_the_direct_computation() {
    each_backend!(|app| {
        use sea_orm::{ConnectionTrait, Statement};
        let w = world(&app).await;
        let salon = masters::Entity::find_by_id(w.elif).one(&app.db).await.unwrap().unwrap().salon_id;
        let masters = [w.elif, w.mert];
        let run = |sql: String| {
            let db = app.db.clone();
            async move {
                db.execute_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
            }
        };
        let visit_on = |day: &str| {
            let db = app.db.clone();
            let day = date(day);
            async move {
                appointments::Entity::find()
                    .filter(appointments::Column::ProvisionDate.eq(day))
                    .filter(appointments::Column::SalonId.eq(salon))
                    .one(&db)
                    .await
                    .unwrap()
                    .unwrap()
                    .id
            }
        };
        assert_service_days_are_direct(&app, salon, masters, "as inserted").await;
        let items = appointment_items::Entity::find().all(&app.db).await.unwrap();
        let (kesim, boya) = {
            let two = visit_on("2026-03-10").await;
            let mut lines: Vec<_> = items.iter().filter(|i| i.appointment_id == two).collect();
            lines.sort_by_key(|l| l.id);
            (lines[0].salon_service_id, lines[1].salon_service_id)
        };

        let deniz = visit_on("2026-03-25").await;
        run(format!("UPDATE appointments SET status = 'completed', payment_method = 'card' WHERE id = {deniz}")).await;
        assert_service_days_are_direct(&app, salon, masters, "completed").await;
        let bora = visit_on("2026-03-20").await;
        run(format!("UPDATE appointments SET status = 'completed' WHERE id = {bora}")).await;
        run(format!("UPDATE appointments SET status = 'no_show' WHERE id = {bora}")).await;
        assert_service_days_are_direct(&app, salon, masters, "completed, then a no-show").await;
        run(format!("UPDATE appointments SET status = 'cancelled', cancelled_by = 'salon' WHERE id = {deniz}")).await;
        assert_service_days_are_direct(&app, salon, masters, "cancelled after completion").await;
        let two = visit_on("2026-03-10").await;
        run(format!("UPDATE appointments SET provision_date = '2026-03-12', master_id = {} WHERE id = {two}", w.mert)).await;
        assert_service_days_are_direct(&app, salon, masters, "moved to another day and master").await;
        run(format!(
            "INSERT INTO appointment_items (appointment_id, salon_service_id, option_id, quantity, price, duration_min) \
             VALUES ({two}, {kesim}, NULL, 2, 7000, 30)"
        ))
        .await;
        assert_service_days_are_direct(&app, salon, masters, "a second line of a service").await;
        let added = appointment_items::Entity::find()
            .filter(appointment_items::Column::AppointmentId.eq(two))
            .filter(appointment_items::Column::Price.eq(7000))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap()
            .id;
        run(format!("UPDATE appointment_items SET price = 9000, quantity = 3 WHERE id = {added}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a line repriced").await;
        run(format!("UPDATE appointment_items SET salon_service_id = {boya} WHERE id = {added}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a line switched to another service").await;
        let ayse = visit_on("2026-03-02").await;
        run(format!(
            "INSERT INTO appointment_items (appointment_id, salon_service_id, option_id, quantity, price, duration_min) \
             VALUES ({ayse}, {boya}, NULL, 1, 4000, 10)"
        ))
        .await;
        run(format!("UPDATE appointments SET total_price = total_price + 4000 WHERE id = {ayse}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a line added to a completed visit").await;
        run(format!("DELETE FROM appointment_items WHERE id = {added}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a line removed").await;
        run(format!("UPDATE appointments SET points_discount = 5000, points_redeemed = 50 WHERE id = {two}")).await;
        assert_service_days_are_direct(&app, salon, masters, "points spent").await;
        run(format!("UPDATE appointments SET total_price = total_price + 1 WHERE id = {ayse}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a visit priced apart from its lines").await;
        run(format!("UPDATE appointments SET total_price = total_price - 1 WHERE id = {ayse}")).await;
        let february = visit_on("2026-02-10").await;
        run(format!("DELETE FROM appointments WHERE id = {february}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a completed visit deleted").await;
        run(format!("UPDATE appointments SET client_phone = '+905551110009', client_name = 'Zeynep Ak' WHERE id = {ayse}")).await;
        run(format!("UPDATE appointments SET payment_method = 'voucher' WHERE id = {two}")).await;
        assert_service_days_are_direct(&app, salon, masters, "a visit's client and payment changed").await;
        // And the charts still read what the lines say (the moved visit and the added line).
        let body = get(&app, &w.staff, &format!("/api/salon/charts/services-distribution?{MARCH}")).await;
        let total: i64 = body["services"].as_array().unwrap().iter().map(|s| s["revenue"].as_i64().unwrap()).sum();
        let income = get(&app, &w.staff, &format!("/api/salon/charts/income?{MARCH}")).await;
        assert_eq!(total, income["current"].as_i64().unwrap(), "the services add up to the income");
    });
}
