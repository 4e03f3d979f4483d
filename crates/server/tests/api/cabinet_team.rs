//! Salon cabinet (team) and the master area: masters with the plan's employee limit, the admin as
//! master, phones linking accounts, deletion with planned visits, portfolio cases, schedules and
//! breaks (and that free times follow them at once), the master's own appointments and actions,
//! and the rights checks of every endpoint that takes an id. Every test runs on each backend.

use chrono::{Duration, NaiveDate};
use domain::access::Role;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

/// A week from today: a future date whose weekday is today's.
fn next_week() -> NaiveDate {
    in_days(7)
}

fn weekday(date: NaiveDate) -> i64 {
    use chrono::Datelike;
    i64::from(date.weekday().num_days_from_monday())
}

struct World {
    /// Premium salon, owned by `admin_a`; salon B is free, owned by the admin of `token_b`.
    a: salons::Model,
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
    /// A master of salon A linked to a master account (token `master_token`).
    elif: i64,
    master_token: String,
    /// Another master of A without an account, and a master of B.
    zeynep: i64,
    kerem_b: i64,
    client: accounts::Model,
}

async fn world(app: &TestApp) -> World {
    let f = Catalogue::new()
        .departments(1)
        .category("sac", "dep-0", ["Saç", "Hair", "Волосы"])
        .service("sac-kesimi", "sac", ["Saç kesimi", "Haircut", "Стрижка"])
        .service("boya", "sac", ["Saç boyama", "Colouring", "Окрашивание"])
        .service("manikur", "sac", ["Manikür", "Manicure", "Маникюр"])
        .salon(
            Salon::new("salon-a")
                .premium()
                .owner("+905551110001")
                .sells("sac-kesimi", Sell::price(40000))
                .sells("boya", Sell::price(40000).minutes(60))
                .master(Master::new("Elif Şahin").account("+905551110003").does(&["sac-kesimi"]))
                .master(Master::new("Zeynep Kaya").does(&["sac-kesimi", "boya"])),
        )
        .salon(
            Salon::new("salon-b")
                .owner("+905551110002")
                .sells("manikur", Sell::price(40000).minutes(30))
                .master(Master::new("Kerem Tunç").does(&["manikur"])),
        )
        .client("+905551110004")
        .build(app)
        .await;
    World {
        a: f.salon("salon-a"),
        admin_a: f.account("+905551110001"),
        token_a: f.token("+905551110001"),
        token_b: f.token("+905551110002"),
        haircut_a: f.sold("salon-a", "sac-kesimi"),
        colour_a: f.sold("salon-a", "boya"),
        haircut_service: f.service("sac-kesimi"),
        colour_service: f.service("boya"),
        nails_b: f.sold("salon-b", "manikur"),
        nails_service: f.service("manikur"),
        elif: f.master("Elif Şahin"),
        master_token: f.token("+905551110003"),
        zeynep: f.master("Zeynep Kaya"),
        kerem_b: f.master("Kerem Tunç"),
        client: f.account("+905551110004"),
    }
}

impl World {
    /// A one-hour haircut (400 TRY) with `master` for Ayşe Yılmaz on the client's account.
    fn visit(&self, master: i64, date: NaiveDate, time: &str) -> Visit {
        Visit::of(master)
            .service(self.haircut_a)
            .at(date, time)
            .minutes(60)
            .price(40000)
            .client("Ayşe Yılmaz", self.client.phone.as_deref().unwrap())
            .account(self.client.id)
    }
}

/// The free start times the salon page offers for `master` on `date` (30-minute visits).
async fn free_times(app: &TestApp, salon: i64, master: i64, date: NaiveDate) -> Vec<String> {
    let (status, body) = app
        .call(Method::POST, &format!("/api/site/salon/employee-availability-for-given-date/{salon}"))
        .json(json!({"date": date.to_string(), "masters": [master], "duration": 30}))
        .send()
        .await;
    assert_eq!(status, 200, "{body}");
    body["masters"][0]["free_times"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_owned()).collect()
}

fn employee_form(name: &str) -> Value {
    json!({"full_name": name, "salary_type": "fixed", "working_type": "full_time"})
}

#[tokio::test]
async fn employees_table_searches_folded_sorts_filters_and_shows_the_plan_limit() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_a).send().await;
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

        let (_, found) = app
            .call(Method::GET, &format!("/api/salon/employees{}", table_query(&json!({"search": "SAHIN"}))))
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!(found["count"], 1, "Şahin found by SAHIN: {found}");
        let (_, sorted) = app
            .call(Method::GET, &format!("/api/salon/employees{}", table_query(&json!({"sortColumn": "name", "sortDirection": -1}))))
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!(sorted["rows"][0]["full_name"], "Zeynep Kaya");
        let (status, _) = app
            .call(Method::GET, &format!("/api/salon/employees{}", table_query(&json!({"sortColumn": "salary; DROP", "sortDirection": 1}))))
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!(status, 422);

        // Zeynep becomes hourly and part-time; the filters find her alone.
        let form = json!({"full_name": "Zeynep Kaya", "salary_type": "hourly", "hourly_rate": 25000, "working_type": "part_time", "services": [w.haircut_a]});
        let (status, body) = app.call(Method::PUT, &format!("/api/salon/employees/{}", w.zeynep)).auth(&w.token_a).json(form).send().await;
        assert_eq!(status, 200, "{body}");
        let (_, part) = app
            .call(
                Method::GET,
                &format!(
                    "/api/salon/employees{}",
                    table_query(&json!({"filters": {"working_type": {"type": "checkbox", "values": ["part_time"]}}}))
                ),
            )
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!((part["count"].clone(), part["rows"][0]["full_name"].clone()), (json!(1), json!("Zeynep Kaya")));
        let (_, fixed) = app
            .call(
                Method::GET,
                &format!("/api/salon/employees{}", table_query(&json!({"filters": {"salary_type": {"type": "radio", "value": "fixed"}}}))),
            )
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!((fixed["count"].clone(), fixed["rows"][0]["full_name"].clone()), (json!(1), json!("Elif Şahin")));
        let (status, _) = app
            .call(
                Method::GET,
                &format!("/api/salon/employees{}", table_query(&json!({"filters": {"salary_type": {"type": "radio", "value": "piece"}}}))),
            )
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!(status, 422);

        // The services to pick from are the salon's own, searchable folded.
        let (_, services) =
            app.call(Method::GET, "/api/salon/employees/search-services?term=COLOU").auth(&w.token_a).lang("en").send().await;
        assert_eq!(
            services,
            json!([{"id": w.colour_a, "service_id": w.colour_service, "name": "Colouring", "category": "Hair", "duration": 60, "price": 40000}])
        );
        let (_, boya) = app.call(Method::GET, "/api/salon/employees/search-services?term=BOYAMA").auth(&w.token_a).send().await;
        assert_eq!(boya[0]["name"], "Saç boyama", "searched in the request's language");
        let (_, all) = app.call(Method::GET, "/api/salon/employees/search-services").auth(&w.token_b).send().await;
        assert_eq!(all.as_array().unwrap().len(), 1, "salon B sees only its own: {all}");
        assert_eq!(all[0]["id"], w.nails_b);
    });
}

#[tokio::test]
async fn the_form_validates_each_field_in_the_request_s_language() {
    each_backend!(|app| {
        let w = world(&app).await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = app
                .call(Method::POST, "/api/salon/employees/new")
                .auth(&w.token_a)
                .json(json!({"full_name": "Ali", "salary_type": "hourly", "working_type": "full_time"}))
                .lang(lang)
                .send()
                .await;
            assert_eq!(status, 422, "{body}");
            assert_eq!(body["message_code"], "validation_error");
            assert_eq!(body["errors"]["hourly_rate"], json!([message(lang, "required", &[])]), "{lang}");
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
        let (status, body) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(bad).lang("en").send().await;
        assert_eq!(status, 422, "{body}");
        let e = &body["errors"];
        assert_eq!(e["full_name"], json!(["Required field"]));
        assert_eq!(e["email"], json!([message("en", "email", &[])]));
        assert_eq!(e["phone"], json!(["Wrong format"]), "landlines cannot be masters' phones");
        assert_eq!(e["birthday"], json!(["Wrong format"]));
        assert_eq!(e["hourly_rate"], json!([message("en", "min_value", &[("min", "0,01")])]));
        assert_eq!(e["working_type"], json!(["Wrong format"]));
        assert_eq!(e["schedule.days.0.end"], json!([message("en", "time_range_alert", &[])]));
        assert_eq!(e["schedule.days.1.breaks.0.start"], json!([message("en", "between", &[("min", "10:00"), ("max", "18:00")])]));
        assert_eq!(e["schedule.days.1.breaks.1.end"], json!([message("en", "time_range_alert", &[])]));
        assert_eq!(e["schedule.days.2.breaks.1.start"], json!([message("en", "break_overlaps_break", &[])]));
        assert_eq!(e["schedule.days.3.end"], json!(["Required field"]));
        let (_, ru) =
            app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(json!({"full_name": ""})).lang("ru").send().await;
        assert_eq!(ru["errors"]["full_name"], json!(["Обязательное поле"]));
        assert_eq!(ru["errors"]["salary_type"], json!(["Обязательное поле"]));
        assert_eq!(ru["errors"]["working_type"], json!(["Обязательное поле"]));

        // Another salon's service id: 404, nothing created.
        let mut form = employee_form("Ali Veli");
        form["services"] = json!([w.haircut_a, w.nails_b]);
        let (status, _) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(form).send().await;
        assert_eq!(status, 404);
        // A photo uploaded by someone else cannot be taken.
        let foreign = stored_file(&app.db, w.client.id, "portfolio", "x/foreign.webp").await;
        let mut form = employee_form("Ali Veli");
        form["photo_file_id"] = json!(foreign);
        let (status, body) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(form).send().await;
        assert_eq!((status, body["errors"]["photo_file_id"].clone()), (422, json!([message("tr", "wrong_format", &[])])), "{body}");
        assert_eq!(masters::Entity::find().filter(masters::Column::FullName.eq("Ali Veli")).count(&app.db).await.unwrap(), 0);

        // A valid form: fixed salary drops a stray rate, the phone is stored as E.164.
        let own_photo = stored_file(&app.db, w.admin_a.id, "portfolio", "x/own.webp").await;
        let form = json!({
            "full_name": " Ali Veli ", "email": "ali@example.com", "phone": "0532 123 45 67", "birthday": "1990-05-17", "position": "Kuaför",
            "photo_file_id": own_photo, "description": "Kesim ustası", "services": [w.haircut_a, w.colour_a, w.haircut_a],
            "salary_type": "fixed", "hourly_rate": 30000, "working_type": "full_time",
            "schedule": {"days": [{"weekday": 0, "day_type": "work", "start": "10:00", "end": "18:00", "breaks": [{"start": "13:00", "end": "14:00"}]}, {"weekday": 6, "day_type": "off"}]}
        });
        let (status, created) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(form).send().await;
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
        let (_, again) = app.call(Method::GET, &format!("/api/salon/employees/{}", created["id"])).auth(&w.token_a).send().await;
        assert_eq!(again, created);
        // The same phone twice in one salon.
        let mut twin = employee_form("Ali İkiz");
        twin["phone"] = json!("+905321234567");
        let (status, body) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(twin).lang("en").send().await;
        assert_eq!((status, body["message"].clone()), (409, json!(message("en", "master_already_exists", &[]))));
    });
}

#[tokio::test]
async fn the_free_plan_refuses_the_fourth_employee_and_the_paid_plan_takes_ten() {
    each_backend!(|app| {
        let w = world(&app).await;
        // Salon B (free): Kerem plus its owner are 2; one more fits, the 4th does not.
        let (status, body) =
            app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_b).json(employee_form("Murat Ünal")).send().await;
        assert_eq!(status, 200, "{body}");
        let (_, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_b).send().await;
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
            let (status, body) = app
                .call(Method::POST, "/api/salon/employees/new")
                .auth(&w.token_b)
                .json(employee_form("Furkan Kurt"))
                .lang(lang)
                .send()
                .await;
            assert_eq!(status, 409, "{body}");
            assert_eq!(body["message_code"], "employee_limit_reached");
            assert_eq!(body["message"], message(lang, "employee_limit_reached", &[("limit", "3")]), "{lang}");
        }
        // The owner as master takes no new place: the owner was counted already.
        let (status, body) = app.call(Method::POST, "/api/salon/employees/self").auth(&w.token_b).send().await;
        assert_eq!(status, 200, "{body}");
        let (_, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_b).send().await;
        assert_eq!(
            (page["count"].clone(), page["meta"]["used"].clone(), page["meta"]["self_is_master"].clone()),
            (json!(3), json!(3), json!(true))
        );

        // Salon A (premium): 2 masters + owner = 3; seven more fit, the eleventh does not.
        for i in 0..7 {
            let (status, body) =
                app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(employee_form(&format!("Uzman {i}"))).send().await;
            assert_eq!(status, 200, "{i}: {body}");
        }
        let (status, body) =
            app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(employee_form("Uzman 8")).lang("en").send().await;
        assert_eq!((status, body["message"].clone()), (409, json!(message("en", "employee_limit_reached", &[("limit", "10")]))));
        let (_, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_a).send().await;
        assert_eq!((page["count"].clone(), page["meta"]["used"].clone()), (json!(9), json!(10)));
        // Removing one frees a place.
        let last = page["rows"][0]["id"].as_i64().unwrap();
        let (status, _) = app.call(Method::DELETE, &format!("/api/salon/employees/{last}")).auth(&w.token_a).send().await;
        assert_eq!(status, 200);
        let (status, body) =
            app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(employee_form("Uzman 8")).send().await;
        assert_eq!(status, 200, "{body}");
    });
}

#[tokio::test]
async fn the_admin_sets_themselves_as_master_once_and_gets_the_master_cabinet() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, _) = app.call(Method::GET, "/api/master/schedule").auth(&w.token_a).send().await;
        assert_eq!(status, 403, "not a master yet");
        let (status, me) = app.call(Method::POST, "/api/salon/employees/self").auth(&w.token_a).send().await;
        assert_eq!(status, 200, "{me}");
        assert_eq!(
            (me["is_self"].clone(), me["has_account"].clone(), me["full_name"].clone(), me["phone"].clone()),
            (json!(true), json!(true), json!("Test +905551110001"), json!("+905551110001"))
        );
        let roles = store::accounts::roles(&app.db, w.admin_a.id).await.unwrap();
        assert!(roles.iter().any(|g| g.role == Role::SalonMaster && g.salon_id == Some(w.a.id)), "{roles:?}");
        for lang in ["tr", "ru"] {
            let (status, body) = app.call(Method::POST, "/api/salon/employees/self").auth(&w.token_a).lang(lang).send().await;
            assert_eq!((status, body["message"].clone()), (409, json!(message(lang, "master_already_exists", &[]))));
        }
        let (status, own) = app.call(Method::GET, "/api/master/schedule").auth(&w.token_a).send().await;
        assert_eq!(status, 200, "{own}");
        assert_eq!(own["schedule"]["master_id"], me["id"]);
        assert_eq!(own["masters"][0]["salon_name"], "Salon salon-a");
        let (_, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_a).send().await;
        assert_eq!(page["meta"]["used"], 3, "the owner now counts as a master, not twice");
    });
}

#[tokio::test]
async fn a_phone_links_the_master_now_or_at_the_first_login_and_the_cabinet_follows_the_row() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (friend, friend_token) = person(&app.db, "+905551110009", &[Role::Client], None).await;
        let mut form = employee_form("Deniz Arslan");
        form["phone"] = json!("+90 555 111 00 09");
        let (status, created) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(form.clone()).send().await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(created["has_account"], true);
        let linked = masters::Entity::find_by_id(created["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(linked.account_id, Some(friend.id));
        let (status, own) = app.call(Method::GET, "/api/master/schedule").auth(&friend_token).send().await;
        assert_eq!((status, own["schedule"]["master_id"].clone()), (200, created["id"].clone()));
        // The account already is a master here.
        form["full_name"] = json!("Deniz Başka");
        let (status, body) = app.call(Method::POST, "/api/salon/employees/new").auth(&w.token_a).json(form).send().await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("master_already_exists")));
        // Elif's row may not be moved onto the same account either.
        let mut elif = employee_form("Elif Şahin");
        elif["phone"] = json!("+905551110009");
        let (status, _) = app.call(Method::PUT, &format!("/api/salon/employees/{}", w.elif)).auth(&w.token_a).json(elif).send().await;
        assert_eq!(status, 409);
        // A new phone without an account unlinks the row and the cabinet closes.
        let mut moved = employee_form("Deniz Arslan");
        moved["phone"] = json!("+905551119999");
        let (status, body) =
            app.call(Method::PUT, &format!("/api/salon/employees/{}", created["id"])).auth(&w.token_a).json(moved).send().await;
        assert_eq!((status, body["has_account"].clone()), (200, json!(false)), "{body}");
        let (status, _) = app.call(Method::GET, "/api/master/schedule").auth(&friend_token).send().await;
        assert_eq!(status, 403);
        // Editing Elif without touching her (empty) phone keeps her link.
        let (status, body) = app
            .call(Method::PUT, &format!("/api/salon/employees/{}", w.elif))
            .auth(&w.token_a)
            .json(json!({"full_name": "Elif Şahin", "salary_type": "fixed", "working_type": "full_time", "services": [w.haircut_a]}))
            .send()
            .await;
        assert_eq!((status, body["has_account"].clone()), (200, json!(true)));
        let (status, _) = app.call(Method::GET, "/api/master/schedule").auth(&w.master_token).send().await;
        assert_eq!(status, 200);
        // The person behind the new phone logs in for the first time: the waiting row is theirs
        // and they start in the master area.
        let (token, data) = app.login("+905551119999").await;
        assert_eq!(
            (data["role"].clone(), data["roles"].as_array().map(|r| r.contains(&json!("salon_master")))),
            (json!("salon_master"), Some(true)),
            "{data}"
        );
        let (status, own) = app.call(Method::GET, "/api/master/schedule").auth(&token).send().await;
        assert_eq!((status, own["schedule"]["master_id"].clone()), (200, created["id"].clone()), "{own}");
        let row = masters::Entity::find_by_id(created["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        assert!(row.account_id.is_some());
    });
}

#[tokio::test]
async fn deleting_a_master_with_planned_visits_needs_force_and_tells_the_clients() {
    each_backend!(|app| {
        let w = world(&app).await;
        let planned = w.visit(w.elif, next_week(), "10:00").status("confirmed").insert(&app).await;
        let past = w.visit(w.elif, in_days(-3), "10:00").status("completed").insert(&app).await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) =
                app.call(Method::DELETE, &format!("/api/salon/employees/{}", w.elif)).auth(&w.token_a).lang(lang).send().await;
            assert_eq!(status, 409, "{body}");
            assert_eq!(body["message"], message(lang, "planned_visits_exist_master", &[]));
        }
        assert_eq!(store::bookings::appointment(&app.db, planned).await.unwrap().unwrap().status, "confirmed", "nothing changed");
        let (status, body) = app.call(Method::DELETE, &format!("/api/salon/employees/{}?force=true", w.elif)).auth(&w.token_a).send().await;
        assert_eq!((status, body.clone()), (200, json!({"deleted": true, "cancelled_visits": 1})), "{body}");
        let cancelled = store::bookings::appointment(&app.db, planned).await.unwrap().unwrap();
        assert_eq!((cancelled.status.as_str(), cancelled.cancelled_by.as_deref()), ("cancelled", Some("salon")));
        assert_eq!(store::bookings::appointment(&app.db, past).await.unwrap().unwrap().status, "completed", "history stays");
        // Gone from the table, the salon page and the master cabinet.
        let (_, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_a).send().await;
        assert_eq!(page["count"], 1);
        let (status, _) = app.call(Method::GET, &format!("/api/salon/employees/{}", w.elif)).auth(&w.token_a).send().await;
        assert_eq!(status, 404);
        let (status, _) = app.call(Method::GET, "/api/master/schedule").auth(&w.master_token).send().await;
        assert_eq!(status, 403);
        let (_, availability) = app
            .call(Method::POST, &format!("/api/site/salon/employee-availability-for-given-date/{}", w.a.id))
            .json(json!({"date": next_week().to_string()}))
            .send()
            .await;
        assert!(availability["masters"].as_array().unwrap().iter().all(|m| m["master_id"] != json!(w.elif)));
        // The client hears of it: the delivery job sends the SMS and the in-app notice.
        app.run_due_jobs().await;
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
        let (status, body) = app.call(Method::DELETE, &format!("/api/salon/employees/{}", w.zeynep)).auth(&w.token_a).send().await;
        assert_eq!((status, body), (200, json!({"deleted": true, "cancelled_visits": 0})));
    });
}

#[tokio::test]
async fn portfolio_cases_are_written_by_the_salon_and_shown_on_the_master_page() {
    each_backend!(|app| {
        let w = world(&app).await;
        let p1 = stored_file(&app.db, w.admin_a.id, "portfolio", "p/1.webp").await;
        let p2 = stored_file(&app.db, w.admin_a.id, "portfolio", "p/2.webp").await;
        let form = json!({"master_id": w.elif, "service_id": w.haircut_service, "date": "2026-01-10", "time": "14:30", "description": "Katlı kesim", "photos": [p2, p1]});
        let (status, case) =
            app.call(Method::POST, "/api/salon/employees/cases/create").auth(&w.token_a).json(form).lang("en").send().await;
        assert_eq!(status, 200, "{case}");
        assert_eq!(
            (case["service_name"].clone(), case["date"].clone(), case["time"].clone()),
            (json!("Haircut"), json!("2026-01-10"), json!("14:30"))
        );
        assert_eq!(case["photos"].as_array().unwrap().iter().map(|p| p["file_id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![p2, p1]);
        let (_, list) = app.call(Method::GET, &format!("/api/salon/employees/{}/cases", w.elif)).auth(&w.token_a).lang("en").send().await;
        assert_eq!(list, json!([case.clone()]));
        let (_, public) = app.call(Method::GET, &format!("/api/site/salon/case/{}", case["id"])).send().await;
        assert!(public.to_string().contains("Katlı kesim"), "the master page reads it: {public}");

        // Validation: photos required, future date, unknown service of this salon.
        let (status, body) = app
            .call(Method::POST, "/api/salon/employees/cases/create")
            .auth(&w.token_a)
            .json(json!({"master_id": w.elif, "date": "2099-01-01", "photos": []}))
            .send()
            .await;
        assert_eq!(status, 422);
        assert_eq!(body["errors"]["photos"], json!(["Zorunlu alan"]));
        assert_eq!(body["errors"]["service_id"], json!(["Zorunlu alan"]));
        assert!(
            body["errors"]["date"][0].as_str().unwrap().starts_with(message("tr", "max_value", &[]).split("{{").next().unwrap()),
            "{body}"
        );
        let (status, _) = app
            .call(Method::POST, "/api/salon/employees/cases/create")
            .auth(&w.token_a)
            .json(json!({"master_id": w.elif, "service_id": w.nails_service, "date": "2026-01-10", "photos": [p1]}))
            .send()
            .await;
        assert_eq!(status, 404, "salon A does not offer manicure");

        // Update keeps the photos it had and takes a new own upload; delete removes it.
        let p3 = stored_file(&app.db, w.admin_a.id, "portfolio", "p/3.webp").await;
        let (status, updated) = app
            .call(Method::PUT, &format!("/api/salon/employees/cases/{}", case["id"]))
            .auth(&w.token_a)
            .json(json!({"service_id": w.colour_service, "date": "2026-02-01", "photos": [p1, p3]}))
            .send()
            .await;
        assert_eq!(status, 200, "{updated}");
        assert_eq!(
            (updated["service_name"].clone(), updated["time"].clone(), updated["photos"].as_array().unwrap().len()),
            (json!("Saç boyama"), Value::Null, 2)
        );
        let (status, _) = app.call(Method::DELETE, &format!("/api/salon/employees/cases/{}", case["id"])).auth(&w.token_a).send().await;
        assert_eq!(status, 200);
        let (_, list) = app.call(Method::GET, &format!("/api/salon/employees/{}/cases", w.elif)).auth(&w.token_a).send().await;
        assert_eq!(list, json!([]));
    });
}

#[tokio::test]
async fn the_salon_edits_a_master_s_schedule_and_breaks_and_free_times_follow_at_once() {
    each_backend!(|app| {
        let w = world(&app).await;
        let day = next_week();
        let (status, schedule) = app.call(Method::GET, &format!("/api/salon/schedule/master/{}", w.zeynep)).auth(&w.token_a).send().await;
        assert_eq!(status, 200, "{schedule}");
        assert_eq!(schedule["week"].as_array().unwrap().len(), 7);
        assert_eq!(schedule["salon_hours"][0], json!({"weekday": 0, "open": "09:00", "close": "20:00"}));
        assert!(free_times(&app, w.a.id, w.zeynep, day).await.contains(&"12:00".to_owned()));

        // A weekly break takes 12:00-13:00 away from every such weekday.
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "weekday": weekday(day), "start": "12:00", "end": "13:00"}))
            .send()
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
        let (status, _) = app
            .call(Method::POST, "/api/salon/schedule/edit-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "id": break_id, "start": "15:00", "end": "15:30"}))
            .send()
            .await;
        assert_eq!(status, 200);
        let free = free_times(&app, w.a.id, w.zeynep, day).await;
        assert!(free.contains(&"12:00".to_owned()) && !free.contains(&"15:00".to_owned()), "{free:?}");
        let (status, _) = app
            .call(Method::POST, "/api/salon/schedule/remove-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "id": break_id}))
            .send()
            .await;
        assert_eq!(status, 200);
        assert!(free_times(&app, w.a.id, w.zeynep, day).await.contains(&"15:00".to_owned()));

        // A break over a live visit is refused with its date and time, in each language.
        w.visit(w.zeynep, day, "10:00").status("new").insert(&app).await;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = app
                .call(Method::POST, "/api/salon/schedule/add-break")
                .auth(&w.token_a)
                .json(json!({"master_id": w.zeynep, "date": day.to_string(), "start": "10:30", "end": "11:30"}))
                .lang(lang)
                .send()
                .await;
            assert_eq!(status, 409, "{body}");
            assert_eq!(
                body["message"],
                message(lang, "break_overlaps_visit", &[("date", &day.format("%d.%m.%Y").to_string()), ("time", "10:00")])
            );
        }
        let (status, _) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "date": day.to_string(), "start": "11:00", "end": "11:30"}))
            .send()
            .await;
        assert_eq!(status, 200, "a break may start when the visit ends");
        // Outside the hours, overlapping another break, on an off day, inverted.
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "weekday": 0, "start": "08:00", "end": "09:30"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(
            (status, body["errors"]["start"].clone()),
            (422, json!([message("en", "between", &[("min", "09:00"), ("max", "20:00")])]))
        );
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "date": day.to_string(), "start": "11:15", "end": "11:45"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["errors"]["start"].clone()), (422, json!([message("en", "break_overlaps_break", &[])])));
        let (status, body) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "weekday": 0, "start": "14:00", "end": "13:00"}))
            .lang("ru")
            .send()
            .await;
        assert_eq!((status, body["errors"]["end"].clone()), (422, json!([message("ru", "time_range_alert", &[])])));

        // The whole schedule: Sunday off (Saturday when `day` itself is a Sunday), a shorter `day`;
        // the salon page follows.
        let off = if weekday(day) == 6 { 5 } else { 6 };
        let off_day = (0..7).map(|d| in_days(d + 1)).find(|d| weekday(*d) == off).unwrap();
        let form = json!({"days": [{"weekday": off, "day_type": "off"}, {"weekday": weekday(day), "day_type": "work", "start": "10:00", "end": "14:00", "breaks": []}]});
        let (status, saved) =
            app.call(Method::POST, &format!("/api/salon/schedule/master/{}", w.zeynep)).auth(&w.token_a).json(form).send().await;
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
            app.call(Method::POST, &format!("/api/salon/schedule/master/{}", w.zeynep)).auth(&w.token_a).json(form).send().await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("break_overlaps_visit")));
        let (status, body) = app
            .call(Method::POST, &format!("/api/salon/schedule/master/{}", w.zeynep))
            .auth(&w.token_a)
            .json(json!({"days": [{"date": "2000-01-01", "day_type": "off"}]}))
            .lang("en")
            .send()
            .await;
        assert_eq!(
            (status, body["errors"]["days.0.date"].clone()),
            (422, json!([message("en", "min_value", &[("min", &today().to_string())])]))
        );
    });
}

#[tokio::test]
async fn the_master_manages_own_breaks_and_clients_stop_seeing_those_times() {
    each_backend!(|app| {
        let w = world(&app).await;
        let day = next_week();
        let mine = w.visit(w.elif, day, "10:00").status("new").insert(&app).await;
        let (status, own) =
            app.call(Method::GET, &format!("/api/master/schedule?from={day}&to={day}")).auth(&w.master_token).lang("en").send().await;
        assert_eq!(status, 200, "{own}");
        assert_eq!(own["masters"], json!([{"id": w.elif, "full_name": "Elif Şahin", "salon_id": w.a.id, "salon_name": "Salon salon-a"}]));
        assert_eq!(
            own["appointments"],
            json!([{"id": mine, "status": "new", "date": day.to_string(), "start": "10:00", "end": "11:00", "duration": 60, "full_name": "Ayşe Yılmaz", "services": "Haircut"}])
        );

        assert!(free_times(&app, w.a.id, w.elif, day).await.contains(&"15:00".to_owned()));
        let (status, body) = app
            .call(Method::POST, "/api/master/schedule/add-break")
            .auth(&w.master_token)
            .json(json!({"date": day.to_string(), "start": "15:00", "end": "16:00"}))
            .send()
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
        let (status, _) = app
            .call(Method::POST, "/api/master/schedule/edit-break")
            .auth(&w.master_token)
            .json(json!({"id": id, "start": "16:00", "end": "16:30"}))
            .send()
            .await;
        assert_eq!(status, 200);
        let free = free_times(&app, w.a.id, w.elif, day).await;
        assert!(free.contains(&"15:00".to_owned()) && !free.contains(&"16:00".to_owned()), "{free:?}");
        let (status, body) = app
            .call(Method::POST, "/api/master/schedule/add-break")
            .auth(&w.master_token)
            .json(json!({"weekday": weekday(day), "start": "09:30", "end": "10:30"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("break_overlaps_visit")), "own visit at 10:00");
        let (status, _) =
            app.call(Method::POST, "/api/master/schedule/remove-break").auth(&w.master_token).json(json!({"id": id})).send().await;
        assert_eq!(status, 200);
        assert!(free_times(&app, w.a.id, w.elif, day).await.contains(&"16:00".to_owned()));

        // Another master's break: not found, untouched.
        let (_, zeynep) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_a)
            .json(json!({"master_id": w.zeynep, "weekday": 2, "start": "12:00", "end": "13:00"}))
            .send()
            .await;
        let other_break = zeynep["week"][2]["breaks"][0]["id"].as_i64().unwrap();
        for (path, body) in [
            ("/api/master/schedule/edit-break", json!({"id": other_break, "start": "12:00", "end": "12:30"})),
            ("/api/master/schedule/remove-break", json!({"id": other_break})),
            ("/api/master/schedule/add-break", json!({"master_id": w.zeynep, "weekday": 2, "start": "15:00", "end": "16:00"})),
            ("/api/master/schedule/remove-break", json!({"master_id": w.zeynep, "id": other_break})),
        ] {
            let (status, answer) = app.call(Method::POST, path).auth(&w.master_token).json(body).send().await;
            assert_eq!(status, 404, "{path}: {answer}");
        }
        let (status, _) = app.call(Method::GET, &format!("/api/master/schedule?master_id={}", w.zeynep)).auth(&w.master_token).send().await;
        assert_eq!(status, 404);
        let still = store::team::schedule::break_of(&app.db, w.zeynep, other_break).await.unwrap().unwrap();
        assert_eq!((still.start_min, still.end_min), (720, 780));
        let (status, body) = app
            .call(Method::GET, &format!("/api/master/schedule?from={day}&to={}", day + Duration::days(90)))
            .auth(&w.master_token)
            .send()
            .await;
        assert_eq!((status, body["errors"]["to"].is_array()), (422, true));
    });
}

#[tokio::test]
async fn the_master_sees_and_acts_on_own_appointments_only() {
    each_backend!(|app| {
        let w = world(&app).await;
        let day = next_week();
        let first = w.visit(w.elif, day, "10:00").status("new").insert(&app).await;
        let second = w.visit(w.elif, day + Duration::days(1), "11:00").status("confirmed").insert(&app).await;
        let old = w.visit(w.elif, in_days(-2), "10:00").status("completed").insert(&app).await;
        let others = w.visit(w.zeynep, day, "10:00").status("new").insert(&app).await;
        let b_visit = w.visit(w.kerem_b, day, "10:00").service(w.nails_b).status("new").insert(&app).await;

        let (status, page) = app.call(Method::GET, "/api/master/appointments").auth(&w.master_token).lang("en").send().await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 3, "own only");
        assert_eq!(ids(&page["rows"]), vec![second, first, old], "newest first");
        assert_eq!(page["rows"][1]["services"], "Haircut");
        // A visit next week cannot be completed yet (the desk's start rule).
        assert_eq!(page["rows"][1]["actions"], json!({"confirm": true, "decline": true, "complete": false}));
        assert_eq!(page["rows"][2]["actions"], json!({"confirm": false, "decline": false, "complete": true}), "payment not recorded yet");
        let (_, filtered) = app
            .call(
                Method::GET,
                &format!(
                    "/api/master/appointments{}",
                    table_query(&json!({"filters": {"status": {"type": "checkbox", "values": ["new"]}}}))
                ),
            )
            .auth(&w.master_token)
            .send()
            .await;
        assert_eq!(ids(&filtered["rows"]), vec![first]);
        let (_, dated) = app.call(Method::GET, &format!("/api/master/appointments{}", table_query(&json!({"filters": {"date": {"type": "date", "mode": "newer", "value": today().to_string()}}, "sortColumn": "date", "sortDirection": 1})))).auth(&w.master_token).send().await;
        assert_eq!(ids(&dated["rows"]), vec![first, second]);
        let (status, _) = app
            .call(
                Method::GET,
                &format!(
                    "/api/master/appointments{}",
                    table_query(&json!({"filters": {"status": {"type": "checkbox", "values": ["lost"]}}}))
                ),
            )
            .auth(&w.master_token)
            .send()
            .await;
        assert_eq!(status, 422);

        let (status, act) = app.call(Method::GET, &format!("/api/master/acts/{first}")).auth(&w.master_token).lang("en").send().await;
        assert_eq!(status, 200, "{act}");
        assert_eq!(
            (act["full_name"].clone(), act["provision_time"].clone(), act["actions"]["confirm"].clone()),
            (json!("Ayşe Yılmaz"), json!("10:00"), json!(true))
        );
        let (status, act) =
            app.call(Method::POST, &format!("/api/master/acts/confirm/{first}")).auth(&w.master_token).lang("en").send().await;
        assert_eq!((status, act["status"].clone(), act["actions"]["confirm"].clone()), (200, json!("confirmed"), json!(false)));
        let (status, body) =
            app.call(Method::POST, &format!("/api/master/acts/confirm/{first}")).auth(&w.master_token).lang("ru").send().await;
        assert_eq!((status, body["message"].clone()), (409, json!(message("ru", "action_not_allowed", &[]))));
        let (status, body) = app
            .call(Method::POST, &format!("/api/master/acts/complete/{first}"))
            .auth(&w.master_token)
            .json(json!({"payment": "cheque"}))
            .send()
            .await;
        assert_eq!((status, body["errors"]["payment"].clone()), (422, json!([message("tr", "wrong_format", &[])])));
        // Not before its start, in every language, and the visit is left as it was.
        app.call(Method::POST, &format!("/api/master/acts/complete/{first}"))
            .auth(&w.master_token)
            .json(json!({"payment": "card"}))
            .refused_in_every_language(409, "visit_not_started")
            .await;
        assert_eq!(store::bookings::appointment(&app.db, first).await.unwrap().unwrap().status, "confirmed");
        // Yesterday's visit has started: offered and done.
        let started = w.visit(w.elif, in_days(-1), "10:00").status("confirmed").insert(&app).await;
        let (_, act) = app.call(Method::GET, &format!("/api/master/acts/{started}")).auth(&w.master_token).send().await;
        assert_eq!(act["actions"]["complete"], true, "{act}");
        let (status, act) = app
            .call(Method::POST, &format!("/api/master/acts/complete/{started}"))
            .auth(&w.master_token)
            .json(json!({"payment": "card"}))
            .send()
            .await;
        assert_eq!((status, act["status"].clone(), act["payment_method"].clone()), (200, json!("completed"), json!("card")));
        assert_eq!(act["actions"]["complete"], false, "paid: nothing left to record");
        let (status, act) = app.call(Method::POST, &format!("/api/master/acts/decline/{second}")).auth(&w.master_token).send().await;
        assert_eq!((status, act["status"].clone()), (200, json!("cancelled")));
        let declined = store::bookings::appointment(&app.db, second).await.unwrap().unwrap();
        assert_eq!(declined.cancelled_by.as_deref(), Some("salon"));
        // An ended visit is refused for its status even before its start.
        let (status, body) = app
            .call(Method::POST, &format!("/api/master/acts/complete/{second}"))
            .auth(&w.master_token)
            .json(json!({"payment": "card"}))
            .send()
            .await;
        assert_eq!((status, body["message_code"].clone()), (409, json!("action_not_allowed")), "{body}");

        // Another master's visit (same salon or another one): 404 and untouched.
        for id in [others, b_visit] {
            let (status, body) = app.call(Method::GET, &format!("/api/master/acts/{id}")).auth(&w.master_token).send().await;
            assert_eq!((status, body.get("full_name")), (404, None));
            for (path, body) in [
                (format!("/api/master/acts/confirm/{id}"), None),
                (format!("/api/master/acts/decline/{id}"), None),
                (format!("/api/master/acts/complete/{id}"), Some(json!({"payment": "cash"}))),
            ] {
                let (status, _) = app.call(Method::POST, &path).auth(&w.master_token).json(body).send().await;
                assert_eq!(status, 404, "{path}");
            }
            assert_eq!(store::bookings::appointment(&app.db, id).await.unwrap().unwrap().status, "new");
        }
        // Other roles cannot use the master area, masters cannot use the salon area.
        let (status, _) = app.call(Method::GET, "/api/master/appointments").auth(&w.token_a).send().await;
        assert_eq!(status, 403);
        let (status, _) = app.call(Method::GET, "/api/salon/employees").auth(&w.master_token).send().await;
        assert_eq!(status, 403);
        let (status, _) = app.call(Method::GET, "/api/master/appointments").send().await;
        assert_eq!(status, 401);
    });
}

#[tokio::test]
async fn another_salon_s_ids_give_404_and_no_data_on_every_endpoint() {
    each_backend!(|app| {
        let w = world(&app).await;
        // Salon B's master with a break, a case and a photo of B's admin.
        let (_, with_break) = app
            .call(Method::POST, "/api/salon/schedule/add-break")
            .auth(&w.token_b)
            .json(json!({"master_id": w.kerem_b, "weekday": 1, "start": "12:00", "end": "13:00"}))
            .send()
            .await;
        let b_break = with_break["week"][1]["breaks"][0]["id"].as_i64().expect("B adds its own break");
        let b_photo = stored_file(&app.db, w.client.id, "portfolio", "b/photo.webp").await;
        let b_case = portfolio_case(&app.db, w.kerem_b, w.nails_service, today(), None, b_photo).await;

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
            let (status, answer) = app.call(method.clone(), &path).auth(&w.token_a).json(body).send().await;
            assert!(status == 404 || status == 403, "{method} {path}: {status} {answer}");
            assert!(!answer.to_string().contains("Kerem"), "{method} {path} leaked: {answer}");
        }
        // Salon B's data is as it was.
        let kerem = masters::Entity::find_by_id(k).one(&app.db).await.unwrap().unwrap();
        assert_eq!((kerem.full_name.as_str(), kerem.deleted_at), ("Kerem Tunç", None));
        assert_eq!(store::team::cases::photo_ids(&app.db, b_case).await.unwrap(), vec![b_photo]);
        let stored = store::team::schedule::break_of(&app.db, k, b_break).await.unwrap().unwrap();
        assert_eq!((stored.start_min, stored.end_min), (720, 780));
        let (_, page) = app.call(Method::GET, "/api/salon/employees").auth(&w.token_b).send().await;
        assert_eq!(page["count"], 1);
        // The services of the form: B's service in A's master is a 404 too.
        let mut form = employee_form("Elif Şahin");
        form["services"] = json!([w.nails_b]);
        let (status, _) = app.call(Method::PUT, &format!("/api/salon/employees/{}", w.elif)).auth(&w.token_a).json(form).send().await;
        assert_eq!(status, 404);
        assert_eq!(store::team::services_of(&app.db, w.elif).await.unwrap(), vec![w.haircut_a]);
        // A client cannot use the salon area at all.
        let client_token = token_for(&app.db, "+905551110010", &[Role::Client], None).await;
        let (status, _) = app.call(Method::GET, &format!("/api/salon/employees/{}", w.elif)).auth(&client_token).send().await;
        assert_eq!(status, 403);
    });
}
