//! Salon cabinet: salaries and finances (issue #19 items 1-2). Every figure is checked against a
//! hand count over one small fixed dataset in November 2025:
//!
//! - the salon is open 09:00-20:00 every day and closed on Wednesday 12 November (a day off);
//! - Elif (hourly, 100 TRY/h, 10 % commission, 25 % on category 1) has lunch 13:00-14:00 and
//!   Sundays off; her Monday 3 November is corrected to 5 hours;
//! - Mert (fixed, 30 000 TRY a month, no commission) follows the salon's hours;
//! - visits: Elif 4 Nov (services 0 + 1, 100 + 200 TRY, card, Ayşe), 5 Nov (service 0, 100 TRY,
//!   cash, Zeynep), 6 Nov (service 1, cancelled, Ayşe), 20 Oct (service 0, 100 TRY, Zeynep's
//!   first visit); Mert 10 Nov (service 2, 300 TRY, card, Can);
//! - rent 5 000 TRY recurring monthly from 30 September, products 200 TRY on 15 November, and a
//!   payment of 10 000 TRY to Elif on 28 November.

use chrono::NaiveDate;
use domain::access::Role;
use sea_orm::Set;
use serde_json::{Value, json};

use crate::each_backend;
use crate::helpers::*;

const STAFF: &str = "+905559980001";
const OTHER_STAFF: &str = "+905559980002";
const FREE_STAFF: &str = "+905559980003";
const AYSE: &str = "+905551110001";
const ZEYNEP: &str = "+905551110002";
const CAN: &str = "+905551110003";
const NOVEMBER: &str = "from=2025-11-01&to=2025-11-30";

struct World {
    staff: String,
    other_staff: String,
    free_staff: String,
    elif: i64,
    mert: i64,
    other_master: i64,
    categories: Vec<i64>,
    /// para-a's salon services of hizmet-0, -1 and -2.
    sold: Vec<i64>,
}

fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, day).unwrap()
}

async fn world(app: &TestApp) -> World {
    let mut catalogue = Catalogue::new().departments(1);
    let mut salon = Salon::new("para-a").premium();
    for i in 0..3 {
        let (category, service) = (format!("cat-{i}"), format!("hizmet-{i}"));
        catalogue = catalogue
            .category(&category, "dep-0", [&format!("Kategori {i}"), &format!("Category {i}"), &format!("Категория {i}")])
            .service(&service, &category, [&format!("Hizmet {i}"), &format!("Service {i}"), &format!("Услуга {i}")]);
        salon = salon.sells(&service, Sell::price(10000 * (i + 1)).minutes(30));
    }
    let f = catalogue
        .salon(
            salon
                .master(Master::new("Elif Aslan").does(&["hizmet-0", "hizmet-1"]).lunch("13:00", "14:00").off_on(6).with(|m| {
                    m.salary_type = Set("hourly".into());
                    m.hourly_rate = Set(Some(10000));
                }))
                .master(Master::new("Mert Demir").does(&["hizmet-2"]).with(|m| m.salary_type = Set("fixed".into())))
                .admin(STAFF),
        )
        .salon(
            Salon::new("para-b")
                .premium()
                .sells("hizmet-0", Sell::price(5000).minutes(30))
                .master(Master::new("Deniz Kaya").does(&["hizmet-0"]))
                .admin(OTHER_STAFF),
        )
        .salon(
            Salon::new("para-free")
                .sells("hizmet-0", Sell::price(5000).minutes(30))
                .master(Master::new("Selin Ak").does(&["hizmet-0"]))
                .admin(FREE_STAFF),
        )
        .build(app)
        .await;
    let salon_id = f.salon("para-a").id;
    day_off(&app.db, salon_id, d(2025, 11, 12), "day_off", None).await;
    let sold: Vec<i64> = (0..3).map(|i| f.sold("para-a", &format!("hizmet-{i}"))).collect();
    let (elif, mert) = (f.master("Elif Aslan"), f.master("Mert Demir"));
    let visit = |master: i64, services: &[i64], date: NaiveDate, name: &str, phone: &str| {
        Visit::of(master).services(services).at(date, "10:00").client(name, phone)
    };
    visit(elif, &[sold[0], sold[1]], d(2025, 11, 4), "Ayşe Yılmaz", AYSE).status("completed").paid("card").insert(app).await;
    visit(elif, &[sold[0]], d(2025, 11, 5), "Zeynep Kara", ZEYNEP).status("completed").paid("cash").insert(app).await;
    visit(elif, &[sold[1]], d(2025, 11, 6), "Ayşe Yılmaz", AYSE).status("cancelled").cancelled_by("client").insert(app).await;
    visit(elif, &[sold[0]], d(2025, 10, 20), "Zeynep Kara", ZEYNEP).status("completed").paid("cash").insert(app).await;
    visit(mert, &[sold[2]], d(2025, 11, 10), "Can Öz", CAN).status("completed").paid("card").insert(app).await;
    World {
        staff: f.token(STAFF),
        other_staff: f.token(OTHER_STAFF),
        free_staff: f.token(FREE_STAFF),
        elif,
        mert,
        other_master: f.master("Deniz Kaya"),
        categories: (0..3).map(|i| f.category(&format!("cat-{i}"))).collect(),
        sold,
    }
}

async fn ok(app: &TestApp, method: Method, path: &str, token: &str, body: impl Into<Option<Value>>) -> Value {
    let (status, answer) = app.call(method, path).auth(token).json(body).lang("en").send().await;
    assert_eq!(status, 200, "{path}: {answer}");
    answer
}

fn row(list: &Value, master: i64) -> &Value {
    list["rows"].as_array().unwrap().iter().find(|r| r["master_id"] == master).unwrap_or_else(|| panic!("no row of {master}: {list}"))
}

/// Sets the world's pay terms through the API: Mert's monthly salary, Elif's commissions,
/// Elif's corrected Monday and the payment.
async fn set_terms(app: &TestApp, w: &World) {
    ok(app, Method::PUT, &format!("/api/salon/salaries/{}/settings", w.mert), &w.staff, json!({"monthly_salary": 3_000_000})).await;
    let categories = json!([{"category_id": w.categories[1], "commission_bp": 2500}]);
    ok(
        app,
        Method::PUT,
        &format!("/api/salon/salaries/{}/settings", w.elif),
        &w.staff,
        json!({"commission_bp": 1000, "categories": categories}),
    )
    .await;
    ok(app, Method::PUT, &format!("/api/salon/salaries/{}/worked-days/2025-11-03", w.elif), &w.staff, json!({"minutes": 300})).await;
    let payment = json!({"amount": 1_000_000, "paid_on": "2025-11-28", "method": "cash", "note": "Kasım avansı"});
    ok(app, Method::POST, &format!("/api/salon/employees/payments/{}", w.elif), &w.staff, payment).await;
}

#[tokio::test]
async fn salary_rows_match_the_hand_count() {
    each_backend!(|app| {
        let w = world(&app).await;
        set_terms(&app, &w).await;
        let list = ok(&app, Method::GET, &format!("/api/salon/salaries?{NOVEMBER}"), &w.staff, None).await;
        assert_eq!((list["from"].as_str(), list["to"].as_str()), (Some("2025-11-01"), Some("2025-11-30")));
        assert_eq!(list["rows"].as_array().unwrap().len(), 2, "only this salon's masters: {list}");

        // 30 days − 5 Sundays − the salon's day off = 24 days × (11 h − 1 h lunch) = 14 400 min;
        // Monday the 3rd corrected from 600 to 300 minutes: 14 100 min = 235 h × 100 TRY.
        // Commission: category 0 (100 + 100 TRY) at 10 % = 20 TRY, category 1 (200 TRY) at 25 % = 50 TRY.
        let elif = row(&list, w.elif);
        let expected = json!({
            "salary_type": "hourly", "hourly_rate": 10000, "commission_bp": 1000,
            "minutes_worked": 14_100, "completed": 2, "booked": 3, "conversion_bp": 6667,
            "revenue": 40_000, "average_bill": 20_000, "clients": 2, "new_clients": 1,
            "base_pay": 2_350_000, "commission": 7_000, "due": 2_357_000, "paid": 1_000_000, "balance": 1_357_000,
        });
        for (key, value) in expected.as_object().unwrap() {
            assert_eq!(&elif[key], value, "Elif's {key}: {elif}");
        }
        assert_eq!(elif["category_commissions"], json!([{"category_id": w.categories[1], "commission_bp": 2500}]));

        // Mert: 29 days × 11 h = 19 140 min; fixed 30 000 TRY for the whole month, no commission.
        let mert = row(&list, w.mert);
        let expected = json!({
            "salary_type": "fixed", "monthly_salary": 3_000_000, "minutes_worked": 19_140, "completed": 1, "booked": 1,
            "conversion_bp": 10_000, "revenue": 30_000, "new_clients": 1, "base_pay": 3_000_000, "commission": 0,
            "due": 3_000_000, "paid": 0, "balance": 3_000_000,
        });
        for (key, value) in expected.as_object().unwrap() {
            assert_eq!(&mert[key], value, "Mert's {key}: {mert}");
        }
        // Half the month: half the fixed salary.
        let half = ok(&app, Method::GET, "/api/salon/salaries?from=2025-11-01&to=2025-11-15", &w.staff, None).await;
        assert_eq!(row(&half, w.mert)["base_pay"], 1_500_000);

        // The drill-down lists exactly the visits the row counts, the days and the payment.
        let detail = ok(&app, Method::GET, &format!("/api/salon/salaries/{}/appointments?{NOVEMBER}", w.elif), &w.staff, None).await;
        assert_eq!(detail["row"]["due"], 2_357_000);
        let visits = detail["visits"].as_array().unwrap();
        assert_eq!(visits.iter().map(|v| v["date"].as_str().unwrap()).collect::<Vec<_>>(), ["2025-11-04", "2025-11-05"]);
        assert_eq!(visits.iter().map(|v| v["total"].as_i64().unwrap()).sum::<i64>(), detail["row"]["revenue"].as_i64().unwrap());
        let days = detail["days"].as_array().unwrap();
        assert_eq!(days.len(), 30);
        assert_eq!(days[2], json!({"date": "2025-11-03", "scheduled_minutes": 600, "corrected_minutes": 300, "minutes": 300}));
        assert_eq!(days[1]["minutes"], 0, "Sunday off");
        assert_eq!(days[11]["minutes"], 0, "the salon's day off");
        assert_eq!(days.iter().map(|d| d["minutes"].as_i64().unwrap()).sum::<i64>(), 14_100);
        let payments = detail["payments"].as_array().unwrap();
        assert_eq!((payments.len(), &payments[0]["amount"], &payments[0]["note"]), (1, &json!(1_000_000), &json!("Kasım avansı")));

        // Removing the correction gives the schedule back; deleting the payment restores the balance.
        ok(&app, Method::PUT, &format!("/api/salon/salaries/{}/worked-days/2025-11-03", w.elif), &w.staff, json!({"minutes": null})).await;
        let listed = ok(&app, Method::GET, &format!("/api/salon/employees/payments/{}?{NOVEMBER}", w.elif), &w.staff, None).await;
        let payment = listed[0]["id"].as_i64().unwrap();
        ok(&app, Method::DELETE, &format!("/api/salon/salaries/payments/{payment}"), &w.staff, None).await;
        let list = ok(&app, Method::GET, &format!("/api/salon/salaries?{NOVEMBER}"), &w.staff, None).await;
        let elif = row(&list, w.elif);
        assert_eq!((&elif["minutes_worked"], &elif["base_pay"], &elif["balance"]), (&json!(14_400), &json!(2_400_000), &json!(2_407_000)));
    });
}

/// A salary row's clients are the different phones with a completed visit inside the period
/// (read from the master × client rows of migration 000050, which hold only the first and last
/// visit): Zeynep's visits with Elif on 20 October and 5 November straddle 21 October – 4
/// November, so she counts there only once a visit falls inside it.
#[tokio::test]
async fn salary_clients_count_only_visits_inside_the_period() {
    each_backend!(|app| {
        let w = world(&app).await;
        let clients = |from: &'static str, to: &'static str| {
            let (app, staff, elif) = (&app, w.staff.clone(), w.elif);
            async move {
                let list = ok(app, Method::GET, &format!("/api/salon/salaries?from={from}&to={to}"), &staff, None).await;
                (row(&list, elif)["clients"].as_i64().unwrap(), row(&list, elif)["completed"].as_i64().unwrap())
            }
        };
        assert_eq!(clients("2025-10-21", "2025-11-04").await, (1, 1), "Ayşe on the 4th; Zeynep's visits lie outside");
        assert_eq!(clients("2025-10-21", "2025-11-05").await, (2, 2), "Zeynep's last visit is inside");
        assert_eq!(clients("2025-10-20", "2025-11-04").await, (2, 2), "Zeynep's first visit is inside");
        assert_eq!(clients("2025-10-01", "2025-11-30").await, (2, 3), "two visits of Zeynep count her once");
        Visit::of(w.elif)
            .services(&[w.sold[0]])
            .at(d(2025, 10, 28), "10:00")
            .client("Zeynep Kara", ZEYNEP)
            .status("completed")
            .paid("cash")
            .insert(&app)
            .await;
        assert_eq!(clients("2025-10-21", "2025-11-04").await, (2, 2), "a visit inside the straddling pair's span");
    });
}

#[tokio::test]
async fn finances_match_the_hand_count_and_compare_with_the_month_before() {
    each_backend!(|app| {
        let w = world(&app).await;
        set_terms(&app, &w).await;
        let rent = json!({"category": "rent", "amount": 500_000, "spent_on": "2025-09-30", "recurring_monthly": true});
        ok(&app, Method::POST, "/api/salon/expenses", &w.staff, rent).await;
        let products = json!({"category": "products", "amount": 20_000, "spent_on": "2025-11-15", "note": "Boya"});
        let products = ok(&app, Method::POST, "/api/salon/expenses", &w.staff, products).await;

        let f = ok(&app, Method::GET, &format!("/api/salon/finances?{NOVEMBER}"), &w.staff, None).await;
        // Revenue 100 + 200 + 100 + 300 TRY; expenses rent + products; salaries the payment.
        assert_eq!(
            f["current"],
            json!({"from": "2025-11-01", "to": "2025-11-30", "revenue": 70_000, "expenses": 520_000, "salaries": 1_000_000, "profit": -1_450_000})
        );
        // October: Zeynep's 100 TRY, the rent on the 30th, no payment.
        assert_eq!(
            f["previous"],
            json!({"from": "2025-10-01", "to": "2025-10-31", "revenue": 10_000, "expenses": 500_000, "salaries": 0, "profit": -490_000})
        );
        assert_eq!(f["change"], json!({"revenue_bp": 60_000, "expenses_bp": 20_400, "profit_bp": -19_592}));
        let pairs = |key: &str| -> Vec<(String, i64)> {
            f[key].as_array().unwrap().iter().map(|g| (g["key"].as_str().unwrap().to_owned(), g["revenue"].as_i64().unwrap())).collect()
        };
        let s = |t: &str| t.to_owned();
        assert_eq!(pairs("by_day"), vec![(s("2025-11-04"), 30_000), (s("2025-11-05"), 10_000), (s("2025-11-10"), 30_000)]);
        assert_eq!(pairs("by_method"), vec![(s("card"), 60_000), (s("cash"), 10_000)]);
        assert_eq!(pairs("by_master"), vec![(w.elif.to_string(), 40_000), (w.mert.to_string(), 30_000)]);
        let services: Vec<(String, i64, i64)> = f["by_service"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| (g["name"].as_str().unwrap().to_owned(), g["visits"].as_i64().unwrap(), g["revenue"].as_i64().unwrap()))
            .collect();
        assert_eq!(services, vec![(s("Service 2"), 1, 30_000), (s("Service 0"), 2, 20_000), (s("Service 1"), 1, 20_000)]);
        let expenses: Vec<(String, i64)> = f["expenses_by_category"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| (g["category"].as_str().unwrap().to_owned(), g["amount"].as_i64().unwrap()))
            .collect();
        assert_eq!(expenses, vec![(s("salaries"), 1_000_000), (s("rent"), 500_000), (s("products"), 20_000)]);

        // The expense list of the period, the recurring one with how often it falls.
        let listed = ok(&app, Method::GET, "/api/salon/expenses?from=2025-10-01&to=2025-12-31", &w.staff, None).await;
        let listed: Vec<(String, i64, i64)> = listed
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["category"].as_str().unwrap().to_owned(), e["times"].as_i64().unwrap(), e["total"].as_i64().unwrap()))
            .collect();
        assert_eq!(listed, vec![(s("rent"), 3, 1_500_000), (s("products"), 1, 20_000)]);

        // Correcting and deleting an expense changes the profit.
        let id = products["id"].as_i64().unwrap();
        let corrected = json!({"category": "products", "amount": 30_000, "spent_on": "2025-11-15"});
        ok(&app, Method::PUT, &format!("/api/salon/expenses/{id}"), &w.staff, corrected).await;
        let f = ok(&app, Method::GET, &format!("/api/salon/finances?{NOVEMBER}"), &w.staff, None).await;
        assert_eq!(f["current"]["profit"], -1_460_000);
        ok(&app, Method::DELETE, &format!("/api/salon/expenses/{id}"), &w.staff, None).await;
        let f = ok(&app, Method::GET, &format!("/api/salon/finances?{NOVEMBER}"), &w.staff, None).await;
        assert_eq!(f["current"]["profit"], -1_430_000);

        // A week compares with the week before.
        let week = ok(&app, Method::GET, "/api/salon/finances?from=2025-11-04&to=2025-11-10", &w.staff, None).await;
        assert_eq!((week["previous"]["from"].as_str(), week["previous"]["to"].as_str()), (Some("2025-10-28"), Some("2025-11-03")));
        assert_eq!(week["current"]["revenue"], 70_000);
    });
}

#[tokio::test]
async fn bad_input_is_refused_with_per_field_messages() {
    each_backend!(|app| {
        let w = world(&app).await;
        for path in ["/api/salon/salaries", "/api/salon/finances", "/api/salon/expenses"] {
            let (status, body) =
                app.call(Method::GET, &format!("{path}?from=2025-01-01&to=2026-01-02")).auth(&w.staff).lang("en").send().await;
            assert_field_error(status, &body, "en", "to", "max_value", &[("max", "2026-01-01")]);
            let (status, body) = app.call(Method::GET, &format!("{path}?from=2025-02-30")).auth(&w.staff).lang("ru").send().await;
            assert_field_error(status, &body, "ru", "from", "wrong_format", &[]);
            let (status, body) =
                app.call(Method::GET, &format!("{path}?from=2025-03-02&to=2025-03-01")).auth(&w.staff).lang("en").send().await;
            assert_field_error(status, &body, "en", "to", "min_value", &[("min", "2025-03-02")]);
            let (status, body) = app.call(Method::GET, &format!("{path}?to=")).auth(&w.staff).lang("en").send().await;
            assert_field_error(status, &body, "en", "to", "wrong_format", &[]);
        }
        let (status, body) = app
            .call(Method::POST, &format!("/api/salon/employees/payments/{}", w.elif))
            .auth(&w.staff)
            .json(json!({"amount": 0, "method": "cheque"}))
            .lang("tr")
            .send()
            .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["errors"]["paid_on"][0], messages("tr")["required"]);
        assert_eq!(body["errors"]["method"][0], messages("tr")["wrong_format"]);
        assert_field_error(status, &body, "tr", "amount", "between", &[("min", "1"), ("max", "1000000000")]);
        let (status, body) = app
            .call(Method::PUT, &format!("/api/salon/salaries/{}/settings", w.elif))
            .auth(&w.staff)
            .json(json!({"commission_bp": 10_001, "categories": [{"category_id": 999_999, "commission_bp": 10}]}))
            .lang("en")
            .send()
            .await;
        assert_field_error(status, &body, "en", "commission_bp", "between", &[("min", "0"), ("max", "10000")]);
        assert_eq!(body["errors"]["categories.0.category_id"][0], "Wrong format");
        let (status, body) = app
            .call(Method::PUT, &format!("/api/salon/salaries/{}/worked-days/2025-11-31", w.elif))
            .auth(&w.staff)
            .json(json!({"minutes": 1441}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 422);
        assert!(body["errors"]["date"].is_array() && body["errors"]["minutes"].is_array(), "{body}");
        let (status, body) = app
            .call(Method::POST, "/api/salon/expenses")
            .auth(&w.staff)
            .json(json!({"category": "yacht", "amount": 5, "spent_on": "2025-11-10", "recurring_monthly": true, "ends_on": "2025-11-01"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 422);
        assert_eq!(body["errors"]["category"][0], "Wrong format");
        assert_field_error(status, &body, "en", "ends_on", "min_value", &[("min", "2025-11-10")]);
        // Nothing stored on a refusal.
        let f = ok(&app, Method::GET, "/api/salon/expenses", &w.staff, None).await;
        assert_eq!(f, json!([]));
    });
}

/// The per-category commission editor: the categories it offers, a rate per category that
/// replaces the master's own for that category's revenue, the 0–100 % bound, one rate a category.
#[tokio::test]
async fn per_category_commissions_are_edited_and_count() {
    each_backend!(|app| {
        let w = world(&app).await;
        let categories = ok(&app, Method::GET, "/api/salon/salaries/categories", &w.staff, None).await;
        let offered: Vec<(i64, &str)> =
            categories.as_array().unwrap().iter().map(|c| (c["id"].as_i64().unwrap(), c["name"].as_str().unwrap())).collect();
        assert_eq!(offered, vec![(w.categories[0], "Category 0"), (w.categories[1], "Category 1"), (w.categories[2], "Category 2")]);

        // Elif's November: category 0 earns 100 (of the 300 TRY visit) + 100 TRY, category 1 200 TRY.
        let settings = format!("/api/salon/salaries/{}/settings", w.elif);
        let with = |categories: Value| json!({"commission_bp": 1000, "categories": categories});
        ok(&app, Method::PUT, &settings, &w.staff, with(json!([{"category_id": w.categories[0], "commission_bp": 5000}]))).await;
        let list = ok(&app, Method::GET, &format!("/api/salon/salaries?{NOVEMBER}"), &w.staff, None).await;
        let elif = row(&list, w.elif);
        assert_eq!(elif["category_commissions"], json!([{"category_id": w.categories[0], "commission_bp": 5000}]));
        assert_eq!(elif["commission"], 12_000, "200 TRY × 50 % + 200 TRY × 10 %");

        // Beyond 100 %, a category twice: refused per field, nothing changed.
        let (status, body) = app
            .call(Method::PUT, &settings)
            .auth(&w.staff)
            .json(with(json!([
                {"category_id": w.categories[1], "commission_bp": 10_001},
                {"category_id": w.categories[1], "commission_bp": 100},
            ])))
            .lang("ru")
            .send()
            .await;
        assert_field_error(status, &body, "ru", "categories.0.commission_bp", "between", &[("min", "0"), ("max", "10000")]);
        assert_eq!(body["errors"]["categories.1.category_id"][0], messages("ru")["wrong_format"]);
        let list = ok(&app, Method::GET, &format!("/api/salon/salaries?{NOVEMBER}"), &w.staff, None).await;
        assert_eq!(row(&list, w.elif)["commission"], 12_000);

        // An empty list removes them: the master's 10 % on all 400 TRY.
        ok(&app, Method::PUT, &settings, &w.staff, with(json!([]))).await;
        let list = ok(&app, Method::GET, &format!("/api/salon/salaries?{NOVEMBER}"), &w.staff, None).await;
        assert_eq!(
            (row(&list, w.elif)["commission"].as_i64(), row(&list, w.elif)["category_commissions"].clone()),
            (Some(4_000), json!([]))
        );

        // The free salon gets the upgrade answer here too.
        app.call(Method::GET, "/api/salon/salaries/categories")
            .auth(&w.free_staff)
            .refused_in_every_language(403, "plan_feature_unavailable")
            .await;
    });
}

#[tokio::test]
async fn other_salons_roles_and_the_free_plan_are_refused() {
    each_backend!(|app| {
        let w = world(&app).await;
        let expense =
            ok(&app, Method::POST, "/api/salon/expenses", &w.staff, json!({"category": "rent", "amount": 100, "spent_on": "2025-11-01"}))
                .await;
        let payment = ok(
            &app,
            Method::POST,
            &format!("/api/salon/employees/payments/{}", w.elif),
            &w.staff,
            json!({"amount": 100, "paid_on": "2025-11-01", "method": "card"}),
        )
        .await;
        let (expense, payment) = (expense["id"].as_i64().unwrap(), payment["id"].as_i64().unwrap());
        let settings = json!({"commission_bp": 100});
        let expense_body = json!({"category": "rent", "amount": 100, "spent_on": "2025-11-01"});
        let pay_body = json!({"amount": 100, "paid_on": "2025-11-01", "method": "card"});
        let minutes = json!({"minutes": 60});

        // Another salon's staff: this salon's masters, payments and expenses are not found.
        let own = |m: i64| {
            vec![
                (Method::GET, format!("/api/salon/salaries/{m}/appointments"), None),
                (Method::PUT, format!("/api/salon/salaries/{m}/settings"), Some(settings.clone())),
                (Method::PUT, format!("/api/salon/salaries/{m}/worked-days/2025-11-03"), Some(minutes.clone())),
                (Method::POST, format!("/api/salon/employees/payments/{m}"), Some(pay_body.clone())),
                (Method::GET, format!("/api/salon/employees/payments/{m}"), None),
            ]
        };
        let mut foreign = own(w.elif);
        foreign.push((Method::DELETE, format!("/api/salon/salaries/payments/{payment}"), None));
        foreign.push((Method::PUT, format!("/api/salon/expenses/{expense}"), Some(expense_body.clone())));
        foreign.push((Method::DELETE, format!("/api/salon/expenses/{expense}"), None));
        for (method, path, body) in foreign {
            let (status, answer) = app.call(method, &path).auth(&w.other_staff).json(body).send().await;
            assert_eq!(status, 404, "{path}: {answer}");
        }
        // ...and the other salon's master is not found by this salon either.
        for (method, path, body) in own(w.other_master) {
            let (status, _) = app.call(method, &path).auth(&w.staff).json(body).send().await;
            assert_eq!(status, 404, "{path}");
        }
        let f = ok(&app, Method::GET, "/api/salon/finances?from=2025-11-01&to=2025-11-30", &w.other_staff, None).await;
        assert_eq!((&f["current"]["revenue"], &f["current"]["expenses"], &f["current"]["salaries"]), (&json!(0), &json!(0), &json!(0)));

        let mut every = own(w.elif);
        every.extend([
            (Method::GET, "/api/salon/salaries".to_owned(), None),
            (Method::DELETE, format!("/api/salon/salaries/payments/{payment}"), None),
            (Method::GET, "/api/salon/finances".to_owned(), None),
            (Method::GET, "/api/salon/expenses".to_owned(), None),
            (Method::POST, "/api/salon/expenses".to_owned(), Some(expense_body.clone())),
            (Method::PUT, format!("/api/salon/expenses/{expense}"), Some(expense_body.clone())),
            (Method::DELETE, format!("/api/salon/expenses/{expense}"), None),
        ]);
        let client = token_for(&app.db, "+905556660101", &[Role::Client], None).await;
        for (method, path, body) in every {
            app.call(method.clone(), &path)
                .auth(&w.free_staff)
                .json(body.clone())
                .refused_in_every_language(403, "plan_feature_unavailable")
                .await;
            let (status, _) = app.call(method.clone(), &path).auth(&client).json(body.clone()).send().await;
            assert_eq!(status, 403, "a client: {path}");
            let (status, _) = app.call(method, &path).json(body).send().await;
            assert_eq!(status, 401, "no session: {path}");
        }
        // Nothing of the refused writes landed.
        let list = ok(&app, Method::GET, "/api/salon/expenses?from=2025-11-01&to=2025-11-30", &w.staff, None).await;
        assert_eq!(list.as_array().unwrap().len(), 1);
    });
}
