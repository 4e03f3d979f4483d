//! Salon cabinet (team) and the master area: masters with the plan's employee limit, the admin as
//! master, phones linking accounts, deletion with planned visits, portfolio cases, schedules and
//! breaks (and that free times follow them at once), the master's own appointments and actions,
//! and the rights checks of every endpoint that takes an id. Every test runs on each backend.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate, Utc};
use domain::access::Role;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::helpers::*;

/// The web app's `errors` catalogue per language: what the user must see for each code.
fn catalogue(lang: &str) -> HashMap<String, String> {
    let path = format!("{}/../../web/src/locales/{lang}/errors.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn text(lang: &str, code: &str, params: &[(&str, &str)]) -> String {
    let mut text = catalogue(lang)[code].clone();
    for (name, value) in params {
        text = text.replace(&format!("{{{{{name}}}}}"), value);
    }
    text
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

fn today() -> NaiveDate {
    api::booking::local(Utc::now()).date()
}

/// A week from today: a future date whose weekday is today's.
fn next_week() -> NaiveDate {
    today() + Duration::days(7)
}

fn weekday(date: NaiveDate) -> i64 {
    use chrono::Datelike;
    i64::from(date.weekday().num_days_from_monday())
}

/// An account with `roles` (salon roles for `salon`) and a session token for it.
async fn person(db: &DatabaseConnection, phone: &str, roles: &[Role], salon: Option<i64>) -> (accounts::Model, String) {
    let account = account(db, phone, roles, salon).await;
    let (token, hash) = api::auth::new_token();
    store::accounts::create_session(db, account.id, &hash, None, None).await.unwrap();
    (account, token)
}

struct World {
    /// Premium salon, owned by `admin_a`.
    a: salons::Model,
    /// Free salon, owned by `admin_b`.
    b: salons::Model,
    admin_a: accounts::Model,
    token_a: String,
    token_b: String,
    /// Services of salon A (salon_service ids) and their catalogue ids.
    haircut_a: i64,
    colour_a: i64,
    haircut_service: i64,
    colour_service: i64,
    /// Salon B's service and its catalogue service (not offered by A).
    nails_b: i64,
    nails_service: i64,
    /// A master of salon A linked to `master_account` (token `master_token`).
    elif: i64,
    master_token: String,
    /// Another master of A without an account, and a master of B.
    zeynep: i64,
    kerem_b: i64,
    client: accounts::Model,
}

async fn sell(db: &DatabaseConnection, salon: i64, service: i64, minutes: i32) -> i64 {
    salon_services::ActiveModel {
        salon_id: Set(salon),
        service_id: Set(service),
        price: Set(40000),
        discount_percent: Set(0),
        duration_min: Set(minutes),
        is_multiple: Set(false),
        active: Set(true),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

async fn master(db: &DatabaseConnection, salon: i64, name: &str, account: Option<i64>, does: &[i64]) -> i64 {
    let m = masters::ActiveModel {
        salon_id: Set(salon),
        account_id: Set(account),
        full_name: Set(name.into()),
        contract_active: Set(true),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    for s in does {
        master_services::ActiveModel { master_id: Set(m.id), salon_service_id: Set(*s), ..Default::default() }.insert(db).await.unwrap();
    }
    m.id
}

async fn world(db: &DatabaseConnection) -> World {
    let (province, district) = place(db, (34, "İstanbul"), (1, "Kadıköy")).await;
    let deps = departments(db, 1).await;
    let category = categories::ActiveModel {
        department_id: Set(deps[0].id),
        slug: Set("sac".into()),
        name_tr: Set("Saç".into()),
        name_en: Set("Hair".into()),
        name_ru: Set("Волосы".into()),
        sort_order: Set(0),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id;
    let haircut_service = catalogue_service(db, category, "sac-kesimi", ["Saç kesimi", "Haircut", "Стрижка"]).await;
    let colour_service = catalogue_service(db, category, "boya", ["Saç boyama", "Colouring", "Окрашивание"]).await;
    let nails_service = catalogue_service(db, category, "manikur", ["Manikür", "Manicure", "Маникюр"]).await;

    let a = salon(db, "salon-a", province, district).await;
    let b = salon(db, "salon-b", province, district).await;
    for s in [&a, &b] {
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
    let (admin_a, token_a) = person(db, "+905551110001", &[Role::SalonAdmin], Some(a.id)).await;
    let (admin_b, token_b) = person(db, "+905551110002", &[Role::SalonAdmin], Some(b.id)).await;
    let mut active = a.into_active_model();
    active.plan = Set("premium".into());
    active.owner_account_id = Set(Some(admin_a.id));
    let a = active.update(db).await.unwrap();
    let mut active = b.into_active_model();
    active.owner_account_id = Set(Some(admin_b.id));
    let b = active.update(db).await.unwrap();

    let haircut_a = sell(db, a.id, haircut_service, 45).await;
    let colour_a = sell(db, a.id, colour_service, 60).await;
    let nails_b = sell(db, b.id, nails_service, 30).await;
    let (master_account, master_token) = person(db, "+905551110003", &[Role::SalonMaster], Some(a.id)).await;
    let elif = master(db, a.id, "Elif Şahin", Some(master_account.id), &[haircut_a]).await;
    let zeynep = master(db, a.id, "Zeynep Kaya", None, &[haircut_a, colour_a]).await;
    let kerem_b = master(db, b.id, "Kerem Tunç", None, &[nails_b]).await;
    let client = account(db, "+905551110004", &[Role::Client], None).await;
    World {
        a,
        b,
        admin_a,
        token_a,
        token_b,
        haircut_a,
        colour_a,
        haircut_service,
        colour_service,
        nails_b,
        nails_service,
        elif,
        master_token,
        zeynep,
        kerem_b,
        client,
    }
}

/// A live (or `status`) visit of `master` at `start_min` on `date`, for 60 minutes.
#[allow(clippy::too_many_arguments)]
async fn visit(
    db: &DatabaseConnection,
    salon: i64,
    master: i64,
    service: i64,
    client: &accounts::Model,
    date: NaiveDate,
    start_min: i16,
    status: &str,
) -> i64 {
    let now = Utc::now();
    let a = appointments::ActiveModel {
        salon_id: Set(salon),
        master_id: Set(master),
        client_account_id: Set(Some(client.id)),
        client_name: Set("Ayşe Yılmaz".into()),
        client_phone: Set(client.phone.clone().unwrap()),
        status: Set(status.into()),
        provision_date: Set(date),
        start_min: Set(start_min),
        duration_min: Set(60),
        starts_at: Set(api::booking::instant(date, start_min as u16)),
        ends_at: Set(api::booking::instant(date, start_min as u16 + 60)),
        total_price: Set(40000),
        source: Set("online".into()),
        created_at: Set(now),
        updated_at: Set(now),
        locale: Set("tr".into()),
        important: Set(false),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    appointment_items::ActiveModel {
        appointment_id: Set(a.id),
        salon_service_id: Set(service),
        option_id: Set(None),
        quantity: Set(1),
        price: Set(40000),
        duration_min: Set(60),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    a.id
}

/// A stored picture uploaded by `account`.
async fn upload(db: &DatabaseConnection, account: i64, key: &str) -> i64 {
    store::files::insert_file(
        db,
        store::files::NewFile {
            folder: "portfolio",
            name: "work.webp",
            storage_key: key,
            mime: "image/webp",
            size: 1000,
            dims: Some((800, 600)),
            uploaded_by: account,
        },
    )
    .await
    .unwrap()
    .id
}

/// The free start times the salon page offers for `master` on `date` (30-minute visits).
async fn free_times(app: &TestApp, salon: i64, master: i64, date: NaiveDate) -> Vec<String> {
    let (status, body) = call(
        app,
        Method::POST,
        &format!("/api/site/salon/employee-availability-for-given-date/{salon}"),
        Some(json!({"date": date.to_string(), "masters": [master], "duration": 30})),
        None,
        "tr",
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["masters"][0]["free_times"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_owned()).collect()
}

fn table(q: Value) -> String {
    format!("?q={}", urlencode(&q.to_string()))
}

fn employee_form(name: &str) -> Value {
    json!({"full_name": name, "salary_type": "fixed", "working_type": "full_time"})
}

#[tokio::test]
async fn employees_table_searches_folded_sorts_filters_and_shows_the_plan_limit() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let (status, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 2);
        let names: Vec<&str> = page["rows"].as_array().unwrap().iter().map(|r| r["full_name"].as_str().unwrap()).collect();
        assert_eq!(names, vec!["Elif Şahin", "Zeynep Kaya"], "salon order; salon B's Kerem is not there");
        assert_eq!(page["rows"][1]["services_count"], 2);
        assert_eq!(page["rows"][0]["has_account"], true);
        assert_eq!(
            (
                page["meta"]["used"].clone(),
                page["meta"]["limit"].clone(),
                page["meta"]["plan"].clone(),
                page["meta"]["self_is_master"].clone()
            ),
            (json!(3), json!(10), json!("premium"), json!(false)),
            "two masters plus the owner"
        );
        assert_eq!(
            (page["meta"]["salon_hours"][6].clone(), page["meta"]["time_slicing"].clone()),
            (json!({"weekday": 6, "open": "09:00", "close": "20:00"}), json!(15))
        );

        let (_, found) =
            call(&app, Method::GET, &format!("/api/salon/employees{}", table(json!({"search": "SAHIN"}))), None, Some(&w.token_a), "tr")
                .await;
        assert_eq!(found["count"], 1, "Şahin found by SAHIN: {found}");
        let (_, sorted) = call(
            &app,
            Method::GET,
            &format!("/api/salon/employees{}", table(json!({"sortColumn": "name", "sortDirection": -1}))),
            None,
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(sorted["rows"][0]["full_name"], "Zeynep Kaya");
        let (status, _) = call(
            &app,
            Method::GET,
            &format!("/api/salon/employees{}", table(json!({"sortColumn": "salary; DROP", "sortDirection": 1}))),
            None,
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 422);

        // Zeynep becomes hourly and part-time; the filters find her alone.
        let form = json!({"full_name": "Zeynep Kaya", "salary_type": "hourly", "hourly_rate": 25000, "working_type": "part_time", "services": [w.haircut_a]});
        let (status, body) =
            call(&app, Method::PUT, &format!("/api/salon/employees/{}", w.zeynep), Some(form), Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{body}");
        let (_, part) = call(
            &app,
            Method::GET,
            &format!("/api/salon/employees{}", table(json!({"filters": {"working_type": {"type": "checkbox", "values": ["part_time"]}}}))),
            None,
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!((part["count"].clone(), part["rows"][0]["full_name"].clone()), (json!(1), json!("Zeynep Kaya")));
        let (_, fixed) = call(
            &app,
            Method::GET,
            &format!("/api/salon/employees{}", table(json!({"filters": {"salary_type": {"type": "radio", "value": "fixed"}}}))),
            None,
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!((fixed["count"].clone(), fixed["rows"][0]["full_name"].clone()), (json!(1), json!("Elif Şahin")));
        let (status, _) = call(
            &app,
            Method::GET,
            &format!("/api/salon/employees{}", table(json!({"filters": {"salary_type": {"type": "radio", "value": "piece"}}}))),
            None,
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 422);

        // The services to pick from are the salon's own, searchable folded.
        let (_, services) = call(&app, Method::GET, "/api/salon/employees/search-services?term=COLOU", None, Some(&w.token_a), "en").await;
        assert_eq!(
            services,
            json!([{"id": w.colour_a, "service_id": w.colour_service, "name": "Colouring", "category": "Hair", "duration": 60, "price": 40000}])
        );
        let (_, boya) = call(&app, Method::GET, "/api/salon/employees/search-services?term=BOYAMA", None, Some(&w.token_a), "tr").await;
        assert_eq!(boya[0]["name"], "Saç boyama", "searched in the request's language");
        let (_, all) = call(&app, Method::GET, "/api/salon/employees/search-services", None, Some(&w.token_b), "tr").await;
        assert_eq!(all.as_array().unwrap().len(), 1, "salon B sees only its own: {all}");
        assert_eq!(all[0]["id"], w.nails_b);
    }
}

#[tokio::test]
async fn the_form_validates_each_field_in_the_request_s_language() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = call(
                &app,
                Method::POST,
                "/api/salon/employees/new",
                Some(json!({"full_name": "Ali", "salary_type": "hourly", "working_type": "full_time"})),
                Some(&w.token_a),
                lang,
            )
            .await;
            assert_eq!(status, 422, "{body}");
            assert_eq!(body["message_code"], "validation_error");
            assert_eq!(body["errors"]["hourly_rate"], json!([text(lang, "required", &[])]), "{lang}");
        }
        let bad = json!({
            "full_name": "  ", "email": "not-an-email", "phone": "+90 212 123 45 67", "birthday": "2099-01-01",
            "salary_type": "hourly", "hourly_rate": 0, "working_type": "sometimes",
            "schedule": {"days": [
                {"weekday": 0, "day_type": "work", "start": "18:00", "end": "09:00"},
                {"weekday": 1, "day_type": "work", "start": "10:00", "end": "18:00", "breaks": [{"start": "09:00", "end": "09:30"}, {"start": "13:00", "end": "12:00"}]},
                {"weekday": 2, "day_type": "work", "start": "10:00", "end": "18:00", "breaks": [{"start": "12:00", "end": "13:00"}, {"start": "12:30", "end": "13:30"}]},
                {"weekday": 3, "day_type": "work", "start": "10:00"}
            ]}
        });
        let (status, body) = call(&app, Method::POST, "/api/salon/employees/new", Some(bad), Some(&w.token_a), "en").await;
        assert_eq!(status, 422, "{body}");
        let e = &body["errors"];
        assert_eq!(e["full_name"], json!(["Required field"]));
        assert_eq!(e["email"], json!([text("en", "email", &[])]));
        assert_eq!(e["phone"], json!(["Wrong format"]), "landlines cannot be masters' phones");
        assert_eq!(e["birthday"], json!(["Wrong format"]));
        assert_eq!(e["hourly_rate"], json!([text("en", "min_value", &[("min", "0,01")])]));
        assert_eq!(e["working_type"], json!(["Wrong format"]));
        assert_eq!(e["schedule.days.0.end"], json!([text("en", "time_range_alert", &[])]));
        assert_eq!(e["schedule.days.1.breaks.0.start"], json!([text("en", "between", &[("min", "10:00"), ("max", "18:00")])]));
        assert_eq!(e["schedule.days.1.breaks.1.end"], json!([text("en", "time_range_alert", &[])]));
        assert_eq!(e["schedule.days.2.breaks.1.start"], json!([text("en", "break_overlaps_break", &[])]));
        assert_eq!(e["schedule.days.3.end"], json!(["Required field"]));
        let (_, ru) = call(&app, Method::POST, "/api/salon/employees/new", Some(json!({"full_name": ""})), Some(&w.token_a), "ru").await;
        assert_eq!(ru["errors"]["full_name"], json!(["Обязательное поле"]));
        assert_eq!(ru["errors"]["salary_type"], json!(["Обязательное поле"]));
        assert_eq!(ru["errors"]["working_type"], json!(["Обязательное поле"]));

        // Another salon's service id: 404, nothing created.
        let mut form = employee_form("Ali Veli");
        form["services"] = json!([w.haircut_a, w.nails_b]);
        let (status, _) = call(&app, Method::POST, "/api/salon/employees/new", Some(form), Some(&w.token_a), "tr").await;
        assert_eq!(status, 404);
        // A photo uploaded by someone else cannot be taken.
        let foreign = upload(&app.db, w.client.id, "x/foreign.webp").await;
        let mut form = employee_form("Ali Veli");
        form["photo_file_id"] = json!(foreign);
        let (status, body) = call(&app, Method::POST, "/api/salon/employees/new", Some(form), Some(&w.token_a), "tr").await;
        assert_eq!((status, body["errors"]["photo_file_id"].clone()), (422, json!([text("tr", "wrong_format", &[])])), "{body}");
        assert_eq!(masters::Entity::find().filter(masters::Column::FullName.eq("Ali Veli")).count(&app.db).await.unwrap(), 0);

        // A valid form: fixed salary drops a stray rate, the phone is stored as E.164.
        let own_photo = upload(&app.db, w.admin_a.id, "x/own.webp").await;
        let form = json!({
            "full_name": " Ali Veli ", "email": "ali@example.com", "phone": "0532 123 45 67", "birthday": "1990-05-17", "position": "Kuaför",
            "photo_file_id": own_photo, "description": "Kesim ustası", "services": [w.haircut_a, w.colour_a, w.haircut_a],
            "salary_type": "fixed", "hourly_rate": 30000, "working_type": "full_time",
            "schedule": {"days": [{"weekday": 0, "day_type": "work", "start": "10:00", "end": "18:00", "breaks": [{"start": "13:00", "end": "14:00"}]}, {"weekday": 6, "day_type": "off"}]}
        });
        let (status, created) = call(&app, Method::POST, "/api/salon/employees/new", Some(form), Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(created["full_name"], "Ali Veli");
        assert_eq!(created["phone"], "+905321234567");
        assert_eq!(created["birthday"], "1990-05-17");
        assert_eq!(created["hourly_rate"], Value::Null);
        assert_eq!(created["services"], json!([w.haircut_a, w.colour_a]));
        assert_eq!(created["photo"]["url"], "/api/files/x/own.webp");
        assert_eq!(created["has_account"], false);
        assert_eq!(
            created["schedule"]["week"][0],
            json!({"weekday": 0, "date": null, "day_type": "work", "start": "10:00", "end": "18:00", "breaks": [{"id": created["schedule"]["week"][0]["breaks"][0]["id"], "start": "13:00", "end": "14:00"}]})
        );
        assert_eq!(created["schedule"]["week"][6]["day_type"], "off");
        assert_eq!(created["schedule"]["week"][3]["day_type"], Value::Null, "no row: the salon's hours");
        let (_, again) = call(&app, Method::GET, &format!("/api/salon/employees/{}", created["id"]), None, Some(&w.token_a), "tr").await;
        assert_eq!(again, created);
        // The same phone twice in one salon.
        let mut twin = employee_form("Ali İkiz");
        twin["phone"] = json!("+905321234567");
        let (status, body) = call(&app, Method::POST, "/api/salon/employees/new", Some(twin), Some(&w.token_a), "en").await;
        assert_eq!((status, body["message"].clone()), (409, json!(text("en", "master_already_exists", &[]))));
    }
}

#[tokio::test]
async fn the_free_plan_refuses_the_fourth_employee_and_the_paid_plan_takes_ten() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        // Salon B (free): Kerem plus its owner are 2; one more fits, the 4th does not.
        let (status, body) =
            call(&app, Method::POST, "/api/salon/employees/new", Some(employee_form("Murat Ünal")), Some(&w.token_b), "tr").await;
        assert_eq!(status, 200, "{body}");
        let (_, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_b), "tr").await;
        assert_eq!(
            (
                page["meta"]["used"].clone(),
                page["meta"]["limit"].clone(),
                page["meta"]["plan"].clone(),
                page["meta"]["self_is_master"].clone()
            ),
            (json!(3), json!(3), json!("free"), json!(false))
        );
        for lang in ["tr", "en", "ru"] {
            let (status, body) =
                call(&app, Method::POST, "/api/salon/employees/new", Some(employee_form("Furkan Kurt")), Some(&w.token_b), lang).await;
            assert_eq!(status, 409, "{body}");
            assert_eq!(body["message_code"], "employee_limit_reached");
            assert_eq!(body["message"], text(lang, "employee_limit_reached", &[("limit", "3")]), "{lang}");
        }
        // The owner as master takes no new place: the owner was counted already.
        let (status, body) = call(&app, Method::POST, "/api/salon/employees/self", None, Some(&w.token_b), "tr").await;
        assert_eq!(status, 200, "{body}");
        let (_, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_b), "tr").await;
        assert_eq!(
            (page["count"].clone(), page["meta"]["used"].clone(), page["meta"]["self_is_master"].clone()),
            (json!(3), json!(3), json!(true))
        );

        // Salon A (premium): 2 masters + owner = 3; seven more fit, the eleventh does not.
        for i in 0..7 {
            let (status, body) =
                call(&app, Method::POST, "/api/salon/employees/new", Some(employee_form(&format!("Uzman {i}"))), Some(&w.token_a), "tr")
                    .await;
            assert_eq!(status, 200, "{i}: {body}");
        }
        let (status, body) =
            call(&app, Method::POST, "/api/salon/employees/new", Some(employee_form("Uzman 8")), Some(&w.token_a), "en").await;
        assert_eq!((status, body["message"].clone()), (409, json!(text("en", "employee_limit_reached", &[("limit", "10")]))));
        let (_, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_a), "tr").await;
        assert_eq!((page["count"].clone(), page["meta"]["used"].clone()), (json!(9), json!(10)));
        // Removing one frees a place.
        let last = page["rows"][0]["id"].as_i64().unwrap();
        let (status, _) = call(&app, Method::DELETE, &format!("/api/salon/employees/{last}"), None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 200);
        let (status, body) =
            call(&app, Method::POST, "/api/salon/employees/new", Some(employee_form("Uzman 8")), Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{body}");
    }
}

#[tokio::test]
async fn the_admin_sets_themselves_as_master_once_and_gets_the_master_cabinet() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let (status, _) = call(&app, Method::GET, "/api/master/schedule", None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 403, "not a master yet");
        let (status, me) = call(&app, Method::POST, "/api/salon/employees/self", None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{me}");
        assert_eq!(
            (me["is_self"].clone(), me["has_account"].clone(), me["full_name"].clone(), me["phone"].clone()),
            (json!(true), json!(true), json!("Test +905551110001"), json!("+905551110001"))
        );
        let roles = store::accounts::roles(&app.db, w.admin_a.id).await.unwrap();
        assert!(roles.iter().any(|g| g.role == Role::SalonMaster && g.salon_id == Some(w.a.id)), "{roles:?}");
        for lang in ["tr", "ru"] {
            let (status, body) = call(&app, Method::POST, "/api/salon/employees/self", None, Some(&w.token_a), lang).await;
            assert_eq!((status, body["message"].clone()), (409, json!(text(lang, "master_already_exists", &[]))));
        }
        let (status, own) = call(&app, Method::GET, "/api/master/schedule", None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{own}");
        assert_eq!(own["schedule"]["master_id"], me["id"]);
        assert_eq!(own["masters"][0]["salon_name"], "Salon salon-a");
        let (_, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_a), "tr").await;
        assert_eq!(page["meta"]["used"], 3, "the owner now counts as a master, not twice");
    }
}

#[tokio::test]
async fn a_phone_links_the_master_now_or_at_the_first_login_and_the_cabinet_follows_the_row() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let (friend, friend_token) = person(&app.db, "+905551110009", &[Role::Client], None).await;
        let mut form = employee_form("Deniz Arslan");
        form["phone"] = json!("+90 555 111 00 09");
        let (status, created) = call(&app, Method::POST, "/api/salon/employees/new", Some(form.clone()), Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(created["has_account"], true);
        let linked = masters::Entity::find_by_id(created["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(linked.account_id, Some(friend.id));
        let (status, own) = call(&app, Method::GET, "/api/master/schedule", None, Some(&friend_token), "tr").await;
        assert_eq!((status, own["schedule"]["master_id"].clone()), (200, created["id"].clone()));
        // The account already is a master here.
        form["full_name"] = json!("Deniz Başka");
        let (status, body) = call(&app, Method::POST, "/api/salon/employees/new", Some(form), Some(&w.token_a), "tr").await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("master_already_exists")));
        // Elif's row may not be moved onto the same account either.
        let mut elif = employee_form("Elif Şahin");
        elif["phone"] = json!("+905551110009");
        let (status, _) = call(&app, Method::PUT, &format!("/api/salon/employees/{}", w.elif), Some(elif), Some(&w.token_a), "tr").await;
        assert_eq!(status, 409);
        // A new phone without an account unlinks the row and the cabinet closes.
        let mut moved = employee_form("Deniz Arslan");
        moved["phone"] = json!("+905551119999");
        let (status, body) =
            call(&app, Method::PUT, &format!("/api/salon/employees/{}", created["id"]), Some(moved), Some(&w.token_a), "tr").await;
        assert_eq!((status, body["has_account"].clone()), (200, json!(false)), "{body}");
        let (status, _) = call(&app, Method::GET, "/api/master/schedule", None, Some(&friend_token), "tr").await;
        assert_eq!(status, 403);
        // Editing Elif without touching her (empty) phone keeps her link.
        let (status, body) = call(
            &app,
            Method::PUT,
            &format!("/api/salon/employees/{}", w.elif),
            Some(json!({"full_name": "Elif Şahin", "salary_type": "fixed", "working_type": "full_time", "services": [w.haircut_a]})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!((status, body["has_account"].clone()), (200, json!(true)));
        let (status, _) = call(&app, Method::GET, "/api/master/schedule", None, Some(&w.master_token), "tr").await;
        assert_eq!(status, 200);
        // The person behind the new phone logs in for the first time: the waiting row is theirs
        // and they start in the master area.
        let (token, data) = app.login("+905551119999").await;
        assert_eq!(
            (data["role"].clone(), data["roles"].as_array().map(|r| r.contains(&json!("salon_master")))),
            (json!("salon_master"), Some(true)),
            "{data}"
        );
        let (status, own) = call(&app, Method::GET, "/api/master/schedule", None, Some(&token), "tr").await;
        assert_eq!((status, own["schedule"]["master_id"].clone()), (200, created["id"].clone()), "{own}");
        let row = masters::Entity::find_by_id(created["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        assert!(row.account_id.is_some());
    }
}

#[tokio::test]
async fn deleting_a_master_with_planned_visits_needs_force_and_tells_the_clients() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let planned = visit(&app.db, w.a.id, w.elif, w.haircut_a, &w.client, next_week(), 600, "confirmed").await;
        let past = visit(&app.db, w.a.id, w.elif, w.haircut_a, &w.client, today() - Duration::days(3), 600, "completed").await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) =
                call(&app, Method::DELETE, &format!("/api/salon/employees/{}", w.elif), None, Some(&w.token_a), lang).await;
            assert_eq!(status, 409, "{body}");
            assert_eq!(body["message"], text(lang, "planned_visits_exist_master", &[]));
        }
        assert_eq!(store::bookings::appointment(&app.db, planned).await.unwrap().unwrap().status, "confirmed", "nothing changed");
        let (status, body) =
            call(&app, Method::DELETE, &format!("/api/salon/employees/{}?force=true", w.elif), None, Some(&w.token_a), "tr").await;
        assert_eq!((status, body.clone()), (200, json!({"deleted": true, "cancelled_visits": 1})), "{body}");
        let cancelled = store::bookings::appointment(&app.db, planned).await.unwrap().unwrap();
        assert_eq!((cancelled.status.as_str(), cancelled.cancelled_by.as_deref()), ("cancelled", Some("salon")));
        assert_eq!(store::bookings::appointment(&app.db, past).await.unwrap().unwrap().status, "completed", "history stays");
        // Gone from the table, the salon page and the master cabinet.
        let (_, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_a), "tr").await;
        assert_eq!(page["count"], 1);
        let (status, _) = call(&app, Method::GET, &format!("/api/salon/employees/{}", w.elif), None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 404);
        let (status, _) = call(&app, Method::GET, "/api/master/schedule", None, Some(&w.master_token), "tr").await;
        assert_eq!(status, 403);
        let (_, availability) = call(
            &app,
            Method::POST,
            &format!("/api/site/salon/employee-availability-for-given-date/{}", w.a.id),
            Some(json!({"date": next_week().to_string()})),
            None,
            "tr",
        )
        .await;
        assert!(availability["masters"].as_array().unwrap().iter().all(|m| m["master_id"] != json!(w.elif)));
        // The client hears of it: the delivery job sends the SMS and the in-app notice.
        let state = app.state_for_jobs().await;
        api::booking::jobs::run_due(&state, Utc::now()).await.unwrap();
        let sms = app.last_message("+905551110004").await;
        assert!(sms["body"].as_str().unwrap().contains("Salon salon-a"), "{sms}");
        let notices = notifications::Entity::find()
            .filter(notifications::Column::AccountId.eq(w.client.id))
            .filter(notifications::Column::Kind.eq("booking_cancelled"))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(notices, 1);
        // A master without planned visits goes without force.
        let (status, body) = call(&app, Method::DELETE, &format!("/api/salon/employees/{}", w.zeynep), None, Some(&w.token_a), "tr").await;
        assert_eq!((status, body), (200, json!({"deleted": true, "cancelled_visits": 0})));
    }
}

#[tokio::test]
async fn portfolio_cases_are_written_by_the_salon_and_shown_on_the_master_page() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let p1 = upload(&app.db, w.admin_a.id, "p/1.webp").await;
        let p2 = upload(&app.db, w.admin_a.id, "p/2.webp").await;
        let form = json!({"master_id": w.elif, "service_id": w.haircut_service, "date": "2026-01-10", "time": "14:30", "description": "Katlı kesim", "photos": [p2, p1]});
        let (status, case) = call(&app, Method::POST, "/api/salon/employees/cases/create", Some(form), Some(&w.token_a), "en").await;
        assert_eq!(status, 200, "{case}");
        assert_eq!(
            (case["service_name"].clone(), case["date"].clone(), case["time"].clone()),
            (json!("Haircut"), json!("2026-01-10"), json!("14:30"))
        );
        assert_eq!(case["photos"].as_array().unwrap().iter().map(|p| p["file_id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![p2, p1]);
        let (_, list) = call(&app, Method::GET, &format!("/api/salon/employees/{}/cases", w.elif), None, Some(&w.token_a), "en").await;
        assert_eq!(list, json!([case.clone()]));
        let (_, public) = call(&app, Method::GET, &format!("/api/site/salon/case/{}", case["id"]), None, None, "tr").await;
        assert!(public.to_string().contains("Katlı kesim"), "the master page reads it: {public}");

        // Validation: photos required, future date, unknown service of this salon.
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/salon/employees/cases/create",
            Some(json!({"master_id": w.elif, "date": "2999-01-01", "photos": []})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 422);
        assert_eq!(body["errors"]["photos"], json!(["Zorunlu alan"]));
        assert_eq!(body["errors"]["service_id"], json!(["Zorunlu alan"]));
        assert!(
            body["errors"]["date"][0].as_str().unwrap().starts_with(text("tr", "max_value", &[]).split("{{").next().unwrap()),
            "{body}"
        );
        let (status, _) = call(
            &app,
            Method::POST,
            "/api/salon/employees/cases/create",
            Some(json!({"master_id": w.elif, "service_id": w.nails_service, "date": "2026-01-10", "photos": [p1]})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 404, "salon A does not offer manicure");

        // Update keeps the photos it had and takes a new own upload; delete removes it.
        let p3 = upload(&app.db, w.admin_a.id, "p/3.webp").await;
        let (status, updated) = call(
            &app,
            Method::PUT,
            &format!("/api/salon/employees/cases/{}", case["id"]),
            Some(json!({"service_id": w.colour_service, "date": "2026-02-01", "photos": [p1, p3]})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 200, "{updated}");
        assert_eq!(
            (updated["service_name"].clone(), updated["time"].clone(), updated["photos"].as_array().unwrap().len()),
            (json!("Saç boyama"), Value::Null, 2)
        );
        let (status, _) =
            call(&app, Method::DELETE, &format!("/api/salon/employees/cases/{}", case["id"]), None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 200);
        let (_, list) = call(&app, Method::GET, &format!("/api/salon/employees/{}/cases", w.elif), None, Some(&w.token_a), "tr").await;
        assert_eq!(list, json!([]));
    }
}

#[tokio::test]
async fn the_salon_edits_a_master_s_schedule_and_breaks_and_free_times_follow_at_once() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let day = next_week();
        let (status, schedule) =
            call(&app, Method::GET, &format!("/api/salon/schedule/master/{}", w.zeynep), None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{schedule}");
        assert_eq!(schedule["week"].as_array().unwrap().len(), 7);
        assert_eq!(schedule["salon_hours"][0], json!({"weekday": 0, "open": "09:00", "close": "20:00"}));
        assert!(free_times(&app, w.a.id, w.zeynep, day).await.contains(&"12:00".to_owned()));

        // A weekly break takes 12:00-13:00 away from every such weekday.
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.zeynep, "weekday": weekday(day), "start": "12:00", "end": "13:00"})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let break_id = body["week"][weekday(day) as usize]["breaks"][0]["id"].as_i64().unwrap();
        let free = free_times(&app, w.a.id, w.zeynep, day).await;
        assert!(
            !free.contains(&"12:00".to_owned())
                && !free.contains(&"11:45".to_owned())
                && free.contains(&"13:00".to_owned())
                && free.contains(&"11:30".to_owned()),
            "{free:?}"
        );
        // Moving it frees 12:00 and takes 15:00.
        let (status, _) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/edit-break",
            Some(json!({"master_id": w.zeynep, "id": break_id, "start": "15:00", "end": "15:30"})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 200);
        let free = free_times(&app, w.a.id, w.zeynep, day).await;
        assert!(free.contains(&"12:00".to_owned()) && !free.contains(&"15:00".to_owned()), "{free:?}");
        let (status, _) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/remove-break",
            Some(json!({"master_id": w.zeynep, "id": break_id})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 200);
        assert!(free_times(&app, w.a.id, w.zeynep, day).await.contains(&"15:00".to_owned()));

        // A break over a live visit is refused with its date and time, in each language.
        visit(&app.db, w.a.id, w.zeynep, w.haircut_a, &w.client, day, 600, "new").await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = call(
                &app,
                Method::POST,
                "/api/salon/schedule/add-break",
                Some(json!({"master_id": w.zeynep, "date": day.to_string(), "start": "10:30", "end": "11:30"})),
                Some(&w.token_a),
                lang,
            )
            .await;
            assert_eq!(status, 409, "{body}");
            assert_eq!(
                body["message"],
                text(lang, "break_overlaps_visit", &[("date", &day.format("%d.%m.%Y").to_string()), ("time", "10:00")])
            );
        }
        let (status, _) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.zeynep, "date": day.to_string(), "start": "11:00", "end": "11:30"})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        assert_eq!(status, 200, "a break may start when the visit ends");
        // Outside the hours, overlapping another break, on an off day, inverted.
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.zeynep, "weekday": 0, "start": "08:00", "end": "09:30"})),
            Some(&w.token_a),
            "en",
        )
        .await;
        assert_eq!((status, body["errors"]["start"].clone()), (422, json!([text("en", "between", &[("min", "09:00"), ("max", "20:00")])])));
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.zeynep, "date": day.to_string(), "start": "11:15", "end": "11:45"})),
            Some(&w.token_a),
            "en",
        )
        .await;
        assert_eq!((status, body["errors"]["start"].clone()), (422, json!([text("en", "break_overlaps_break", &[])])));
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.zeynep, "weekday": 0, "start": "14:00", "end": "13:00"})),
            Some(&w.token_a),
            "ru",
        )
        .await;
        assert_eq!((status, body["errors"]["end"].clone()), (422, json!([text("ru", "time_range_alert", &[])])));

        // The whole schedule: Sunday off (Saturday when `day` itself is a Sunday), a shorter `day`;
        // the salon page follows.
        let off = if weekday(day) == 6 { 5 } else { 6 };
        let off_day = (0..7).map(|d| today() + Duration::days(d + 1)).find(|d| weekday(*d) == off).unwrap();
        let form = json!({"days": [{"weekday": off, "day_type": "off"}, {"weekday": weekday(day), "day_type": "work", "start": "10:00", "end": "14:00", "breaks": []}]});
        let (status, saved) =
            call(&app, Method::POST, &format!("/api/salon/schedule/master/{}", w.zeynep), Some(form), Some(&w.token_a), "tr").await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["week"][off as usize]["day_type"], "off");
        assert_eq!(saved["dated"], json!([]), "the whole schedule replaced the dated break");
        assert_eq!(free_times(&app, w.a.id, w.zeynep, off_day).await, Vec::<String>::new());
        let free = free_times(&app, w.a.id, w.zeynep, day).await;
        assert_eq!((free.first().map(String::as_str), free.last().map(String::as_str)), (Some("11:00"), Some("13:30")), "{free:?}");
        let stored = store::team::schedule::calendar(&app.db, w.zeynep, day, day).await.unwrap();
        assert_eq!(
            domain::availability::working_window(&store::bookings::salon_calendar(&app.db, &w.a, day, day).await.unwrap(), &stored, day),
            Some((600, 840))
        );
        // A new break over the visit is refused there too, naming its field.
        let form = json!({"days": [{"weekday": weekday(day), "day_type": "work", "start": "10:00", "end": "14:00", "breaks": [{"start": "10:15", "end": "10:45"}]}]});
        let (status, body) =
            call(&app, Method::POST, &format!("/api/salon/schedule/master/{}", w.zeynep), Some(form), Some(&w.token_a), "tr").await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("break_overlaps_visit")));
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/salon/schedule/master/{}", w.zeynep),
            Some(json!({"days": [{"date": "2000-01-01", "day_type": "off"}]})),
            Some(&w.token_a),
            "en",
        )
        .await;
        assert_eq!(
            (status, body["errors"]["days.0.date"].clone()),
            (422, json!([text("en", "min_value", &[("min", &today().to_string())])]))
        );
    }
}

#[tokio::test]
async fn the_master_manages_own_breaks_and_clients_stop_seeing_those_times() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let day = next_week();
        let mine = visit(&app.db, w.a.id, w.elif, w.haircut_a, &w.client, day, 600, "new").await;
        let (status, own) =
            call(&app, Method::GET, &format!("/api/master/schedule?from={day}&to={day}"), None, Some(&w.master_token), "en").await;
        assert_eq!(status, 200, "{own}");
        assert_eq!(own["masters"], json!([{"id": w.elif, "full_name": "Elif Şahin", "salon_id": w.a.id, "salon_name": "Salon salon-a"}]));
        assert_eq!(
            own["appointments"],
            json!([{"id": mine, "status": "new", "date": day.to_string(), "start": "10:00", "end": "11:00", "duration": 60, "full_name": "Ayşe Yılmaz", "services": "Haircut"}])
        );

        assert!(free_times(&app, w.a.id, w.elif, day).await.contains(&"15:00".to_owned()));
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/master/schedule/add-break",
            Some(json!({"date": day.to_string(), "start": "15:00", "end": "16:00"})),
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["dated"][0]["date"], day.to_string());
        assert_eq!(body["dated"][0]["day_type"], Value::Null, "a dated break alone is no working-day override");
        let free = free_times(&app, w.a.id, w.elif, day).await;
        assert!(
            !free.contains(&"15:00".to_owned()) && !free.contains(&"15:30".to_owned()) && free.contains(&"16:00".to_owned()),
            "{free:?}"
        );
        assert!(free_times(&app, w.a.id, w.elif, day + Duration::days(7)).await.contains(&"15:00".to_owned()), "only that date");
        let id = body["dated"][0]["breaks"][0]["id"].as_i64().unwrap();
        let (status, _) = call(
            &app,
            Method::POST,
            "/api/master/schedule/edit-break",
            Some(json!({"id": id, "start": "16:00", "end": "16:30"})),
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!(status, 200);
        let free = free_times(&app, w.a.id, w.elif, day).await;
        assert!(free.contains(&"15:00".to_owned()) && !free.contains(&"16:00".to_owned()), "{free:?}");
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/master/schedule/add-break",
            Some(json!({"weekday": weekday(day), "start": "09:30", "end": "10:30"})),
            Some(&w.master_token),
            "en",
        )
        .await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("break_overlaps_visit")), "own visit at 10:00");
        let (status, _) =
            call(&app, Method::POST, "/api/master/schedule/remove-break", Some(json!({"id": id})), Some(&w.master_token), "tr").await;
        assert_eq!(status, 200);
        assert!(free_times(&app, w.a.id, w.elif, day).await.contains(&"16:00".to_owned()));

        // Another master's break: not found, untouched.
        let (_, zeynep) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.zeynep, "weekday": 2, "start": "12:00", "end": "13:00"})),
            Some(&w.token_a),
            "tr",
        )
        .await;
        let other_break = zeynep["week"][2]["breaks"][0]["id"].as_i64().unwrap();
        for (path, body) in [
            ("/api/master/schedule/edit-break", json!({"id": other_break, "start": "12:00", "end": "12:30"})),
            ("/api/master/schedule/remove-break", json!({"id": other_break})),
            ("/api/master/schedule/add-break", json!({"master_id": w.zeynep, "weekday": 2, "start": "15:00", "end": "16:00"})),
            ("/api/master/schedule/remove-break", json!({"master_id": w.zeynep, "id": other_break})),
        ] {
            let (status, answer) = call(&app, Method::POST, path, Some(body), Some(&w.master_token), "tr").await;
            assert_eq!(status, 404, "{path}: {answer}");
        }
        let (status, _) =
            call(&app, Method::GET, &format!("/api/master/schedule?master_id={}", w.zeynep), None, Some(&w.master_token), "tr").await;
        assert_eq!(status, 404);
        let still = store::team::schedule::break_of(&app.db, w.zeynep, other_break).await.unwrap().unwrap();
        assert_eq!((still.start_min, still.end_min), (720, 780));
        let (status, body) = call(
            &app,
            Method::GET,
            &format!("/api/master/schedule?from={day}&to={}", day + Duration::days(90)),
            None,
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!((status, body["errors"]["to"].is_array()), (422, true));
    }
}

#[tokio::test]
async fn the_master_sees_and_acts_on_own_appointments_only() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let day = next_week();
        let first = visit(&app.db, w.a.id, w.elif, w.haircut_a, &w.client, day, 600, "new").await;
        let second = visit(&app.db, w.a.id, w.elif, w.haircut_a, &w.client, day + Duration::days(1), 660, "confirmed").await;
        let old = visit(&app.db, w.a.id, w.elif, w.haircut_a, &w.client, today() - Duration::days(2), 600, "completed").await;
        let others = visit(&app.db, w.a.id, w.zeynep, w.haircut_a, &w.client, day, 600, "new").await;
        let b_visit = visit(&app.db, w.b.id, w.kerem_b, w.nails_b, &w.client, day, 600, "new").await;

        let (status, page) = call(&app, Method::GET, "/api/master/appointments", None, Some(&w.master_token), "en").await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 3, "own only");
        let ids: Vec<i64> = page["rows"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect();
        assert_eq!(ids, vec![second, first, old], "newest first");
        assert_eq!(page["rows"][1]["services"], "Haircut");
        assert_eq!(page["rows"][1]["actions"], json!({"confirm": true, "decline": true, "complete": true}));
        assert_eq!(page["rows"][2]["actions"], json!({"confirm": false, "decline": false, "complete": true}), "payment not recorded yet");
        let (_, filtered) = call(
            &app,
            Method::GET,
            &format!("/api/master/appointments{}", table(json!({"filters": {"status": {"type": "checkbox", "values": ["new"]}}}))),
            None,
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!(filtered["rows"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![first]);
        let (_, dated) = call(&app, Method::GET, &format!("/api/master/appointments{}", table(json!({"filters": {"date": {"type": "date", "mode": "newer", "value": today().to_string()}}, "sortColumn": "date", "sortDirection": 1}))), None, Some(&w.master_token), "tr").await;
        assert_eq!(dated["rows"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![first, second]);
        let (status, _) = call(
            &app,
            Method::GET,
            &format!("/api/master/appointments{}", table(json!({"filters": {"status": {"type": "checkbox", "values": ["lost"]}}}))),
            None,
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!(status, 422);

        let (status, act) = call(&app, Method::GET, &format!("/api/master/acts/{first}"), None, Some(&w.master_token), "en").await;
        assert_eq!(status, 200, "{act}");
        assert_eq!(
            (act["full_name"].clone(), act["provision_time"].clone(), act["actions"]["confirm"].clone()),
            (json!("Ayşe Yılmaz"), json!("10:00"), json!(true))
        );
        let (status, act) = call(&app, Method::POST, &format!("/api/master/acts/confirm/{first}"), None, Some(&w.master_token), "en").await;
        assert_eq!((status, act["status"].clone(), act["actions"]["confirm"].clone()), (200, json!("confirmed"), json!(false)));
        let (status, body) =
            call(&app, Method::POST, &format!("/api/master/acts/confirm/{first}"), None, Some(&w.master_token), "ru").await;
        assert_eq!((status, body["message"].clone()), (409, json!(text("ru", "action_not_allowed", &[]))));
        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/master/acts/complete/{first}"),
            Some(json!({"payment": "cheque"})),
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!((status, body["errors"]["payment"].clone()), (422, json!([text("tr", "wrong_format", &[])])));
        let (status, act) = call(
            &app,
            Method::POST,
            &format!("/api/master/acts/complete/{first}"),
            Some(json!({"payment": "card"})),
            Some(&w.master_token),
            "tr",
        )
        .await;
        assert_eq!((status, act["status"].clone(), act["payment_method"].clone()), (200, json!("completed"), json!("card")));
        let (status, act) =
            call(&app, Method::POST, &format!("/api/master/acts/decline/{second}"), None, Some(&w.master_token), "tr").await;
        assert_eq!((status, act["status"].clone()), (200, json!("cancelled")));
        let declined = store::bookings::appointment(&app.db, second).await.unwrap().unwrap();
        assert_eq!(declined.cancelled_by.as_deref(), Some("salon"));

        // Another master's visit (same salon or another one): 404 and untouched.
        for id in [others, b_visit] {
            let (status, body) = call(&app, Method::GET, &format!("/api/master/acts/{id}"), None, Some(&w.master_token), "tr").await;
            assert_eq!((status, body.get("full_name")), (404, None));
            for (path, body) in [
                (format!("/api/master/acts/confirm/{id}"), None),
                (format!("/api/master/acts/decline/{id}"), None),
                (format!("/api/master/acts/complete/{id}"), Some(json!({"payment": "cash"}))),
            ] {
                let (status, _) = call(&app, Method::POST, &path, body, Some(&w.master_token), "tr").await;
                assert_eq!(status, 404, "{path}");
            }
            assert_eq!(store::bookings::appointment(&app.db, id).await.unwrap().unwrap().status, "new");
        }
        // Other roles cannot use the master area, masters cannot use the salon area.
        let (status, _) = call(&app, Method::GET, "/api/master/appointments", None, Some(&w.token_a), "tr").await;
        assert_eq!(status, 403);
        let (status, _) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.master_token), "tr").await;
        assert_eq!(status, 403);
        let (status, _) = call(&app, Method::GET, "/api/master/appointments", None, None, "tr").await;
        assert_eq!(status, 401);
    }
}

#[tokio::test]
async fn another_salon_s_ids_give_404_and_no_data_on_every_endpoint() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        // Salon B's master with a break, a case and a photo of B's admin.
        let (_, with_break) = call(
            &app,
            Method::POST,
            "/api/salon/schedule/add-break",
            Some(json!({"master_id": w.kerem_b, "weekday": 1, "start": "12:00", "end": "13:00"})),
            Some(&w.token_b),
            "tr",
        )
        .await;
        let b_break = with_break["week"][1]["breaks"][0]["id"].as_i64().expect("B adds its own break");
        let b_photo = upload(&app.db, w.client.id, "b/photo.webp").await;
        let b_case = master_cases::ActiveModel {
            master_id: Set(w.kerem_b),
            service_id: Set(Some(w.nails_service)),
            done_on: Set(today()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap()
        .id;
        master_case_photos::ActiveModel { case_id: Set(b_case), file_id: Set(b_photo), sort_order: Set(0), ..Default::default() }
            .insert(&app.db)
            .await
            .unwrap();

        let k = w.kerem_b;
        let attempts: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, format!("/api/salon/employees/{k}"), None),
            (Method::PUT, format!("/api/salon/employees/{k}"), Some(employee_form("Hijacked"))),
            (Method::DELETE, format!("/api/salon/employees/{k}?force=true"), None),
            (Method::GET, format!("/api/salon/employees/{k}/cases"), None),
            (
                Method::POST,
                "/api/salon/employees/cases/create".into(),
                Some(json!({"master_id": k, "service_id": w.haircut_service, "date": "2026-01-01", "photos": [b_photo]})),
            ),
            (
                Method::PUT,
                format!("/api/salon/employees/cases/{b_case}"),
                Some(json!({"service_id": w.haircut_service, "date": "2026-01-01", "photos": [b_photo]})),
            ),
            (Method::DELETE, format!("/api/salon/employees/cases/{b_case}"), None),
            (Method::GET, format!("/api/salon/schedule/master/{k}"), None),
            (Method::POST, format!("/api/salon/schedule/master/{k}"), Some(json!({"days": [{"weekday": 1, "day_type": "off"}]}))),
            (
                Method::POST,
                "/api/salon/schedule/add-break".into(),
                Some(json!({"master_id": k, "weekday": 1, "start": "15:00", "end": "16:00"})),
            ),
            (
                Method::POST,
                "/api/salon/schedule/edit-break".into(),
                Some(json!({"master_id": k, "id": b_break, "start": "15:00", "end": "16:00"})),
            ),
            (Method::POST, "/api/salon/schedule/remove-break".into(), Some(json!({"master_id": k, "id": b_break}))),
            // Salon A's own master with B's break id.
            (
                Method::POST,
                "/api/salon/schedule/edit-break".into(),
                Some(json!({"master_id": w.elif, "id": b_break, "start": "15:00", "end": "16:00"})),
            ),
            (Method::POST, "/api/salon/schedule/remove-break".into(), Some(json!({"master_id": w.elif, "id": b_break}))),
        ];
        for (method, path, body) in attempts {
            let (status, answer) = call(&app, method.clone(), &path, body, Some(&w.token_a), "tr").await;
            assert!(status == 404 || status == 403, "{method} {path}: {status} {answer}");
            assert!(!answer.to_string().contains("Kerem"), "{method} {path} leaked: {answer}");
        }
        // Salon B's data is as it was.
        let kerem = masters::Entity::find_by_id(k).one(&app.db).await.unwrap().unwrap();
        assert_eq!((kerem.full_name.as_str(), kerem.deleted_at), ("Kerem Tunç", None));
        assert_eq!(store::team::cases::photo_ids(&app.db, b_case).await.unwrap(), vec![b_photo]);
        let stored = store::team::schedule::break_of(&app.db, k, b_break).await.unwrap().unwrap();
        assert_eq!((stored.start_min, stored.end_min), (720, 780));
        let (_, page) = call(&app, Method::GET, "/api/salon/employees", None, Some(&w.token_b), "tr").await;
        assert_eq!(page["count"], 1);
        // The services of the form: B's service in A's master is a 404 too.
        let mut form = employee_form("Elif Şahin");
        form["services"] = json!([w.nails_b]);
        let (status, _) = call(&app, Method::PUT, &format!("/api/salon/employees/{}", w.elif), Some(form), Some(&w.token_a), "tr").await;
        assert_eq!(status, 404);
        assert_eq!(store::team::services_of(&app.db, w.elif).await.unwrap(), vec![w.haircut_a]);
        // A client cannot use the salon area at all.
        let (_, client_token) = person(&app.db, "+905551110010", &[Role::Client], None).await;
        let (status, _) = call(&app, Method::GET, &format!("/api/salon/employees/{}", w.elif), None, Some(&client_token), "tr").await;
        assert_eq!(status, 403);
    }
}
