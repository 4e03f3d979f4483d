//! Booking (issue #5): basket, free times, every order rule with its message in tr, en and ru,
//! no double booking under 50 concurrent requests, the lifecycle (transfer, offer, accept,
//! cancel, complete, review), the auto-confirmation job across a restart, notifications.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate, Utc};
use domain::access::Role;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::helpers::*;

/// The web app's `errors` catalogue per language: what the user must see for each code.
fn catalogue(lang: &str) -> HashMap<String, String> {
    let path = format!("{}/../../web/src/locales/{lang}/errors.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

pub(crate) struct World {
    pub(crate) salon: salons::Model,
    pub(crate) other_salon: salons::Model,
    /// Haircut (45 min, 400 TRY, 10 % off) with a blow-dry add-on (15 min, 50 TRY).
    pub(crate) haircut: i64,
    pub(crate) blow_dry: i64,
    /// Wash (15 min), can be added several times.
    pub(crate) wash: i64,
    /// Manicure: another category.
    pub(crate) manicure: i64,
    pub(crate) other_haircut: i64,
    /// Does haircut and wash; lunch 13:00–13:45 every day.
    pub(crate) master: i64,
    /// Does manicure only.
    pub(crate) nail_master: i64,
    pub(crate) other_master: i64,
    pub(crate) staff_token: String,
}

pub(crate) fn today() -> NaiveDate {
    api::booking::local(Utc::now()).date()
}

pub(crate) async fn world(db: &DatabaseConnection) -> World {
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

    let salon = salon(db, "kuafor-a", province, district).await;
    let other_salon = crate::helpers::salon(db, "kuafor-b", province, district).await;
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
    let haircut = sell_service(db, salon.id, haircut_service, 40000, 10, 45, false).await;
    let wash = sell_service(db, salon.id, wash_service, 10000, 0, 15, true).await;
    let manicure = sell_service(db, salon.id, manicure_service, 30000, 0, 30, false).await;
    let other_haircut = sell_service(db, other_salon.id, haircut_service, 35000, 0, 45, false).await;
    let blow_dry = salon_service_options::ActiveModel {
        salon_service_id: Set(haircut),
        kind: Set("addon".into()),
        name_tr: Set("Fön".into()),
        name_en: Set("Blow-dry".into()),
        name_ru: Set("Укладка".into()),
        price: Set(5000),
        duration_min: Set(15),
        sort_order: Set(0),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id;
    let master_id = master(db, salon.id, "Elif Aslan", &[haircut, wash]).await;
    for weekday in 0..7 {
        master_breaks::ActiveModel {
            master_id: Set(master_id),
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
    let nail_master = master(db, salon.id, "Zeynep Kaya", &[manicure]).await;
    let other_master = master(db, other_salon.id, "Mert Demir", &[other_haircut]).await;
    let staff_token = token_for(db, "+905559990001", &[Role::SalonAdmin], Some(salon.id)).await;
    World {
        salon,
        other_salon,
        haircut,
        blow_dry,
        wash,
        manicure,
        other_haircut,
        master: master_id,
        nail_master,
        other_master,
        staff_token,
    }
}

/// One request: method, path, JSON body, bearer token, language, session id.
pub(crate) async fn call(app: &TestApp, method: Method, path: &str, body: Option<Value>, token: Option<&str>, lang: &str) -> (u16, Value) {
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

/// Fills the client's basket with `services` at `salon`, master and time, and returns its id.
async fn basket(app: &TestApp, token: &str, salon: i64, services: &[i64], master: i64, date: NaiveDate, time: &str) -> i64 {
    let (_, current) = call(app, Method::GET, "/api/site/basket", None, Some(token), "tr").await;
    if let Some(old) = current["basket"]["id"].as_i64() {
        call(app, Method::DELETE, &format!("/api/site/basket/clear/{old}"), None, Some(token), "tr").await;
    }
    let mut id = 0;
    for s in services {
        let (status, body) =
            call(app, Method::POST, "/api/site/basket", Some(json!({"salon_id": salon, "salon_service_id": s})), Some(token), "tr").await;
        assert_eq!(status, 200, "{body}");
        id = body["basket"]["id"].as_i64().unwrap();
    }
    let (status, body) = call(
        app,
        Method::PUT,
        &format!("/api/site/basket/{id}"),
        Some(json!({"master_id": master, "provision_date": date.to_string(), "provision_time": time})),
        Some(token),
        "tr",
    )
    .await;
    assert_eq!(status, 200, "{body}");
    id
}

fn order(basket: i64) -> Value {
    json!({"basket_id": basket, "full_name": "Ayşe Yılmaz", "phone": "+90 555 123 45 67", "email": "ayse@example.com", "privacy_accepted": true, "marketing_opt_in": true})
}

/// Books and returns the act.
pub(crate) async fn book(app: &TestApp, token: &str, salon: i64, services: &[i64], master: i64, date: NaiveDate, time: &str) -> Value {
    let id = basket(app, token, salon, services, master, date, time).await;
    let (status, body) = call(app, Method::POST, "/api/site/order/create", Some(order(id)), Some(token), "tr").await;
    assert_eq!(status, 200, "{body}");
    body["act"].clone()
}

/// Asserts a refusal with `code` whose message is the catalogue's text in each language.
async fn refused_in_every_language(app: &TestApp, method: Method, path: &str, body: Value, token: &str, status: u16, code: &str) {
    for lang in ["tr", "en", "ru"] {
        let (got, answer) = call(app, method.clone(), path, Some(body.clone()), Some(token), lang).await;
        assert_eq!((got, answer["message_code"].as_str()), (status, Some(code)), "{lang} {path}: {answer}");
        let expected = catalogue(lang)[code].clone();
        if expected.contains("{{") {
            let prefix = expected.split("{{").next().unwrap();
            assert!(answer["message"].as_str().unwrap().starts_with(prefix), "{lang}: {answer}");
        } else {
            assert_eq!(answer["message"], expected, "{lang}");
        }
    }
}

#[tokio::test]
async fn basket_holds_services_options_master_and_time_and_follows_login() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let session = [("x-session-id", "guest12345")];
        let guest = |method: Method, path: &str, body: Option<Value>| {
            let mut r = app.client.request(method, app.url(path)).header(session[0].0, session[0].1).header("accept-language", "en");
            if let Some(b) = body {
                r = r.json(&b);
            }
            r.send()
        };
        let empty: Value = guest(Method::GET, "/api/site/basket", None).await.unwrap().json().await.unwrap();
        assert_eq!((empty["basket"]["id"].clone(), empty["total"].clone(), empty["items"].clone()), (Value::Null, json!(0), json!([])));

        let added: Value = guest(
            Method::POST,
            "/api/site/basket",
            Some(json!({"salon_id": w.salon.id, "salon_service_id": w.haircut, "option_ids": [w.blow_dry]})),
        )
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        assert_eq!(added["items"][0]["name"], "Haircut");
        assert_eq!(added["items"][0]["final_price"], 36000);
        assert_eq!(added["items"][0]["options"][0]["name"], "Blow-dry");
        assert_eq!(added["total"], 41000, "36000 after discount + 5000 add-on");
        assert_eq!(added["basket"]["total_duration"], 60);
        assert_eq!(
            added["basket"]["possible_masters"].as_array().unwrap().iter().map(|m| m["id"].as_i64().unwrap()).collect::<Vec<_>>(),
            vec![w.master]
        );
        let id = added["basket"]["id"].as_i64().unwrap();

        // A wash may be added several times; the haircut only once; nails are another category.
        let washed: Value = guest(Method::POST, "/api/site/basket", Some(json!({"salon_id": w.salon.id, "salon_service_id": w.wash})))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let wash_item = washed["items"][1]["id"].as_i64().unwrap();
        let more: Value = guest(Method::POST, "/api/site/basket/update-item", Some(json!({"item_id": wash_item, "quantity": 2})))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(
            (more["items"][1]["quantity"].clone(), more["basket"]["total_duration"].clone(), more["total"].clone()),
            (json!(2), json!(90), json!(61000))
        );
        let again =
            guest(Method::POST, "/api/site/basket", Some(json!({"salon_id": w.salon.id, "salon_service_id": w.haircut}))).await.unwrap();
        assert_eq!(again.status(), 409);
        assert_eq!(again.json::<Value>().await.unwrap()["message_code"], "service_already_in_basket");
        let nails =
            guest(Method::POST, "/api/site/basket", Some(json!({"salon_id": w.salon.id, "salon_service_id": w.manicure}))).await.unwrap();
        assert_eq!(nails.json::<Value>().await.unwrap()["message_code"], "services_must_share_category");

        // Master and time; then a master who does not do these services needs a reset.
        let date = today() + Duration::days(2);
        let chosen: Value = guest(
            Method::PUT,
            &format!("/api/site/basket/{id}"),
            Some(json!({"master_id": w.master, "provision_date": date.to_string(), "provision_time": "10:00"})),
        )
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        assert_eq!((chosen["basket"]["master_id"].clone(), chosen["basket"]["provision_time"].clone()), (json!(w.master), json!("10:00")));
        let change = guest(Method::PUT, &format!("/api/site/basket/{id}"), Some(json!({"master_id": w.nail_master}))).await.unwrap();
        assert_eq!(change.status(), 409);
        assert_eq!(change.json::<Value>().await.unwrap()["message_code"], "basket_reset_required");
        let reset: Value = guest(Method::PUT, &format!("/api/site/basket/{id}"), Some(json!({"master_id": w.nail_master, "reset": true})))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(
            (reset["items"].clone(), reset["basket"]["provision_time"].clone(), reset["basket"]["master_id"].clone()),
            (json!([]), Value::Null, json!(w.nail_master))
        );

        // The guest logs in inside checkout: the basket becomes the client's.
        guest(Method::POST, "/api/site/basket", Some(json!({"salon_id": w.salon.id, "salon_service_id": w.manicure}))).await.unwrap();
        app.post_json(
            "/api/site/login/phone",
            json!({"phone": "+905551112233", "recaptchaToken": "dev", "isAgreementAccepted": true, "isForOrder": true}),
            None,
        )
        .await;
        let code = app.last_code("+905551112233").await;
        let login: Value = app
            .client
            .post(app.url("/api/site/login/code"))
            .header("x-session-id", "guest12345")
            .json(&json!({"phone": "+905551112233", "code": code, "isForOrder": true}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let token = login["token"].as_str().unwrap();
        let (_, mine) = call(&app, Method::GET, "/api/site/basket", None, Some(token), "tr").await;
        assert_eq!((mine["basket"]["id"].clone(), mine["items"][0]["name"].clone()), (json!(id), json!("Manikür")));
        let (_, guests) = call(&app, Method::GET, "/api/site/basket", None, None, "tr").await;
        assert_eq!(guests["basket"]["id"], Value::Null);

        let (status, cleared) = call(&app, Method::DELETE, &format!("/api/site/basket/clear/{id}"), None, Some(token), "tr").await;
        assert_eq!((status, cleared["basket"]["salon_id"].clone(), cleared["total"].clone()), (200, Value::Null, json!(0)));
    }
}

#[tokio::test]
async fn free_times_follow_hours_breaks_and_bookings() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let token = token_for(&app.db, "+905551110001", &[Role::Client], None).await;
        let date = today() + Duration::days(3);
        book(&app, &token, w.salon.id, &[w.haircut], w.master, date, "10:00").await;

        let (status, body) = call(
            &app,
            Method::POST,
            &format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id),
            Some(json!({"date": date.to_string(), "masters": [w.master], "duration": 45})),
            None,
            "tr",
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let m = &body["masters"][0];
        assert_eq!(m["working"], json!({"start": "09:00", "end": "20:00"}));
        assert_eq!(m["schedule"]["entries"], json!([{"provision_time": "10:00", "duration": 45}]));
        assert_eq!(m["schedule"]["breaks"], json!([{"is_break": true, "start": "13:00", "end": "13:45"}]));
        let free: Vec<&str> = m["free_times"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
        assert_eq!(&free[..3], ["09:00", "09:15", "10:45"], "09:30 would run into the 10:00 booking");
        assert!(free.contains(&"12:15") && !free.contains(&"12:30") && !free.contains(&"13:00") && free.contains(&"13:45"));
        assert_eq!(free.last(), Some(&"19:15"), "the visit must end by closing time");

        let (_, dates) =
            call(&app, Method::GET, &format!("/api/site/order/available-dates?salon_id={}&duration=45", w.salon.id), None, None, "tr")
                .await;
        let dates = dates["dates"].as_array().unwrap();
        assert!(dates.len() >= 89 && dates.len() <= 93, "three months of open days: {}", dates.len());
        assert_eq!(dates.last().unwrap().as_str().unwrap(), domain::booking::last_bookable_date(today()).to_string());

        let (_, masters) = call(
            &app,
            Method::GET,
            &format!(
                "/api/site/order/available-masters?salon_id={}&salon_service_ids={}&date={date}&time=10:15&duration=45",
                w.salon.id, w.haircut
            ),
            None,
            None,
            "tr",
        )
        .await;
        assert_eq!(masters, json!([{"id": w.master, "full_name": "Elif Aslan", "position": null, "photo": null, "is_free": false}]));

        let (status, bad) = call(
            &app,
            Method::POST,
            &format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id),
            Some(json!({"date": "21.11.2026"})),
            None,
            "en",
        )
        .await;
        assert_eq!((status, bad["errors"]["date"][0].as_str()), (422, Some("Wrong format")));
    }
}

#[tokio::test]
async fn every_order_rule_has_its_message_in_three_languages() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let token = token_for(&app.db, "+905551110002", &[Role::Client], None).await;
        let date = today() + Duration::days(2);
        let create = "/api/site/order/create";

        // Privacy terms.
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, date, "10:00").await;
        let mut body = order(id);
        body["privacy_accepted"] = json!(false);
        refused_in_every_language(&app, Method::POST, create, body, &token, 422, "privacy_not_accepted").await;

        // More than 3 months ahead; in the past.
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, today() + Duration::days(100), "10:00").await;
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 422, "date_too_far").await;
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, today() - Duration::days(1), "10:00").await;
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 422, "date_in_past").await;

        // Outside working hours; on the lunch break.
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, date, "08:30").await;
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 422, "master_not_working").await;
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, date, "12:45").await;
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 409, "master_is_busy").await;

        // A day off of the salon.
        let off = today() + Duration::days(5);
        salon_days_off::ActiveModel {
            salon_id: Set(w.salon.id),
            day: Set(off),
            kind: Set("holiday".into()),
            note: Set(None),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, off, "10:00").await;
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 422, "salon_off_day").await;

        // The master stops doing the service, then leaves the salon.
        let id = basket(&app, &token, w.salon.id, &[w.haircut], w.master, date, "10:00").await;
        master_services::Entity::delete_many()
            .filter(master_services::Column::MasterId.eq(w.master))
            .filter(master_services::Column::SalonServiceId.eq(w.haircut))
            .exec(&app.db)
            .await
            .unwrap();
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 422, "master_service_not_provided").await;
        master_services::ActiveModel { master_id: Set(w.master), salon_service_id: Set(w.haircut), ..Default::default() }
            .insert(&app.db)
            .await
            .unwrap();
        let mut leaving: masters::ActiveModel = masters::Entity::find_by_id(w.master).one(&app.db).await.unwrap().unwrap().into();
        leaving.contract_active = Set(false);
        leaving.update(&app.db).await.unwrap();
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 422, "master_no_contract").await;
        let mut back: masters::ActiveModel = masters::Entity::find_by_id(w.master).one(&app.db).await.unwrap().unwrap().into();
        back.contract_active = Set(true);
        back.update(&app.db).await.unwrap();

        // A deactivated salon takes no new bookings.
        let mut closed: salons::ActiveModel = w.salon.clone().into();
        closed.status = Set("deactivated".into());
        closed.update(&app.db).await.unwrap();
        refused_in_every_language(&app, Method::POST, create, order(id), &token, 409, "salon_deactivated").await;
        let mut open: salons::ActiveModel = w.salon.clone().into();
        open.status = Set("active".into());
        open.update(&app.db).await.unwrap();

        // Booked; another client then wants an overlapping time: busy.
        let (status, done) = call(&app, Method::POST, create, Some(order(id)), Some(&token), "ru").await;
        assert_eq!(status, 200, "{done}");
        let act = &done["act"];
        assert_eq!(
            (act["status"].clone(), act["provision_time"].clone(), act["end_time"].clone(), act["total"].clone()),
            (json!("new"), json!("10:00"), json!("10:45"), json!(36000))
        );
        assert_eq!(act["items"][0]["name"], "Стрижка");
        let rival = token_for(&app.db, "+905551110003", &[Role::Client], None).await;
        let rival_basket = basket(&app, &rival, w.salon.id, &[w.haircut], w.master, date, "10:30").await;
        refused_in_every_language(&app, Method::POST, create, order(rival_basket), &rival, 409, "master_is_busy").await;

        // The same client the same day at another salon: cancel first.
        let elsewhere = basket(&app, &token, w.other_salon.id, &[w.other_haircut], w.other_master, date, "15:00").await;
        refused_in_every_language(&app, Method::POST, create, order(elsewhere), &token, 409, "client_has_planned_visit").await;
        let (_, planned) = call(&app, Method::POST, create, Some(order(elsewhere)), Some(&token), "en").await;
        assert!(planned["message"].as_str().unwrap().contains(&format!("{} 10:00", date.format("%d.%m.%Y"))), "{planned}");

        // Consents were recorded with the text version.
        let consents = consents::Entity::find().all(&app.db).await.unwrap();
        assert_eq!(consents.iter().map(|c| (c.kind.as_str(), c.granted)).collect::<Vec<_>>(), [("privacy", true), ("marketing", true)]);
        assert_eq!(consents[0].text_version, api::site::order::CONSENT_TEXT_VERSION);
    }
}

#[tokio::test]
async fn cancellations_and_reschedules_are_limited() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let token = token_for(&app.db, "+905551110004", &[Role::Client], None).await;

        // Two reschedules a day at one salon; the third is refused.
        let act = book(&app, &token, w.salon.id, &[w.haircut], w.master, today() + Duration::days(4), "10:00").await;
        let id = act["id"].as_i64().unwrap();
        for time in ["11:00", "12:00"] {
            let (status, moved) = call(
                &app,
                Method::POST,
                &format!("/api/client/time-transfer/{id}"),
                Some(json!({"provision_date": (today() + Duration::days(4)).to_string(), "provision_time": time})),
                Some(&token),
                "tr",
            )
            .await;
            assert_eq!(
                (status, moved["status"].clone(), moved["provision_time"].clone(), moved["moved_by"].clone()),
                (200, json!("moved"), json!(time), json!("client")),
                "{moved}"
            );
        }
        refused_in_every_language(
            &app,
            Method::POST,
            &format!("/api/client/time-transfer/{id}"),
            json!({"provision_date": (today() + Duration::days(4)).to_string(), "provision_time": "15:00"}),
            &token,
            429,
            "max_daily_changes",
        )
        .await;

        // Three cancellations a day; the fourth is refused and booking is blocked for 24 hours.
        for day in 5..8 {
            let act = book(&app, &token, w.salon.id, &[w.haircut], w.master, today() + Duration::days(day), "10:00").await;
            let (status, cancelled) =
                call(&app, Method::POST, &format!("/api/client/cancel/{}", act["id"]), None, Some(&token), "tr").await;
            assert_eq!((status, cancelled["status"].clone(), cancelled["can_cancel"].clone()), (200, json!("cancelled"), json!(false)));
        }
        refused_in_every_language(
            &app,
            Method::POST,
            &format!("/api/client/cancel/{id}"),
            json!({}),
            &token,
            429,
            "max_daily_cancellations",
        )
        .await;
        let blocked = basket(&app, &token, w.salon.id, &[w.haircut], w.master, today() + Duration::days(9), "10:00").await;
        refused_in_every_language(&app, Method::POST, "/api/site/order/create", order(blocked), &token, 429, "max_daily_cancellations")
            .await;

        // A completed visit cannot be cancelled; a visit older than 7 days neither.
        let other = token_for(&app.db, "+905551110005", &[Role::Client], None).await;
        let act = book(&app, &other, w.salon.id, &[w.haircut], w.master, today() + Duration::days(2), "16:00").await;
        let (status, _) = call(
            &app,
            Method::POST,
            &format!("/api/salon/schedule/acts/complete/{}", act["id"]),
            Some(json!({"payment": "card"})),
            Some(&w.staff_token),
            "tr",
        )
        .await;
        assert_eq!(status, 200);
        refused_in_every_language(
            &app,
            Method::POST,
            &format!("/api/client/cancel/{}", act["id"]),
            json!({}),
            &other,
            409,
            "completed_cannot_cancel",
        )
        .await;
        let act = book(&app, &other, w.salon.id, &[w.haircut], w.master, today() + Duration::days(3), "16:00").await;
        let mut old: appointments::ActiveModel =
            appointments::Entity::find_by_id(act["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap().into();
        old.provision_date = Set(today() - Duration::days(8));
        old.update(&app.db).await.unwrap();
        refused_in_every_language(
            &app,
            Method::POST,
            &format!("/api/client/cancel/{}", act["id"]),
            json!({}),
            &other,
            409,
            "cancellation_not_allowed",
        )
        .await;

        // Another client's visit is not found.
        let (status, _) = call(&app, Method::POST, &format!("/api/client/cancel/{id}"), None, Some(&other), "tr").await;
        assert_eq!(status, 404);
    }
}

#[tokio::test]
async fn fifty_concurrent_bookings_of_one_master_one_wins() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let date = today() + Duration::days(2);
        let mut tokens = Vec::new();
        let mut baskets = Vec::new();
        for i in 0..50 {
            let token = token_for(&app.db, &format!("+90555300{i:04}"), &[Role::Client], None).await;
            // Starts between 10:00 and 10:45 for a 45-minute haircut: every pair overlaps.
            let time = ["10:00", "10:15", "10:30"][i % 3];
            baskets.push(basket(&app, &token, w.salon.id, &[w.haircut], w.master, date, time).await);
            tokens.push(token);
        }
        let requests = tokens.iter().zip(&baskets).map(|(token, id)| {
            let request = app.client.post(app.url("/api/site/order/create")).bearer_auth(token).json(&order(*id));
            async move {
                let response = request.send().await.expect("request");
                let status = response.status().as_u16();
                (status, response.json::<Value>().await.unwrap_or(Value::Null))
            }
        });
        let answers = futures::future::join_all(requests).await;
        let won = answers.iter().filter(|(s, _)| *s == 200).count();
        let busy = answers.iter().filter(|(s, b)| *s == 409 && b["message_code"] == "master_is_busy").count();
        assert_eq!(
            (won, busy),
            (1, 49),
            "{backend:?}: {:?}",
            answers.iter().map(|(s, b)| (s, b["message_code"].clone())).collect::<Vec<_>>()
        );
        let live = appointments::Entity::find().filter(appointments::Column::MasterId.eq(w.master)).all(&app.db).await.unwrap();
        assert_eq!(live.len(), 1);
    }
}

#[tokio::test]
async fn lifecycle_offer_accept_confirm_complete_review_and_notifications() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let token = token_for(&app.db, "+905551110006", &[Role::Client], None).await;
        let date = today() + Duration::days(6);
        let act = book(&app, &token, w.salon.id, &[w.haircut], w.master, date, "10:00").await;
        let id = act["id"].as_i64().unwrap();
        assert_eq!(
            (act["can_cancel"].clone(), act["can_reschedule"].clone(), act["can_review"].clone()),
            (json!(true), json!(true), json!(false))
        );

        // A review before the visit is refused.
        let review = json!({"service_quality": 5, "salon_atmosphere": 4, "salon_cleanliness": 5, "text": "Harika"});
        refused_in_every_language(
            &app,
            Method::POST,
            &format!("/api/client/send-reply/{id}"),
            review.clone(),
            &token,
            409,
            "review_not_allowed",
        )
        .await;

        // The salon offers 14:00–16:00 the next day; a time outside it is refused; one inside confirms.
        let next = date + Duration::days(1);
        let (status, offered) = call(
            &app,
            Method::POST,
            &format!("/api/salon/schedule/acts/offer-time-range/{id}"),
            Some(json!({"date": next.to_string(), "start": "14:00", "end": "16:00"})),
            Some(&w.staff_token),
            "tr",
        )
        .await;
        assert_eq!((status, offered["status"].clone()), (200, json!("moved")));
        let (_, list) = call(&app, Method::GET, "/api/client/acts?status=waiting", None, Some(&token), "tr").await;
        assert_eq!(list["rows"][0]["offer"], json!({"date": next.to_string(), "start": "14:00", "end": "16:00"}));
        refused_in_every_language(
            &app,
            Method::POST,
            &format!("/api/client/accept-range/{id}"),
            json!({"provision_time": "15:30"}),
            &token,
            422,
            "time_outside_offer",
        )
        .await;
        let (status, accepted) = call(
            &app,
            Method::POST,
            &format!("/api/client/accept-range/{id}"),
            Some(json!({"provision_time": "15:15"})),
            Some(&token),
            "tr",
        )
        .await;
        assert_eq!(
            (
                status,
                accepted["status"].clone(),
                accepted["provision_date"].clone(),
                accepted["provision_time"].clone(),
                accepted["offer"].clone()
            ),
            (200, json!("confirmed"), json!(next.to_string()), json!("15:15"), Value::Null)
        );

        // The salon cannot confirm twice; it completes with the payment method; the review follows.
        let (status, again) =
            call(&app, Method::POST, &format!("/api/salon/schedule/acts/confirm/{id}"), None, Some(&w.staff_token), "en").await;
        assert_eq!((status, again["message_code"].clone()), (409, json!("action_not_allowed")));
        let (status, _) = call(
            &app,
            Method::POST,
            &format!("/api/salon/schedule/acts/complete/{id}"),
            Some(json!({"payment": "bitcoin"})),
            Some(&w.staff_token),
            "en",
        )
        .await;
        assert_eq!(status, 422);
        let (status, completed) = call(
            &app,
            Method::POST,
            &format!("/api/salon/schedule/acts/complete/{id}"),
            Some(json!({"payment": "cash"})),
            Some(&w.staff_token),
            "en",
        )
        .await;
        assert_eq!((status, completed["status"].clone()), (200, json!("completed")));
        let (status, reply) =
            call(&app, Method::POST, &format!("/api/client/send-reply/{id}"), Some(review.clone()), Some(&token), "tr").await;
        assert_eq!((status, reply["status"].clone(), reply["salon"]["slug"].clone()), (200, json!("placed"), json!("kuafor-a")), "{reply}");
        refused_in_every_language(&app, Method::POST, &format!("/api/client/send-reply/{id}"), review, &token, 409, "review_exists").await;
        let (_, replies) = call(&app, Method::GET, "/api/client/replies", None, Some(&token), "tr").await;
        assert_eq!((replies[0]["service_quality"].clone(), replies[0]["text"].clone()), (json!(5), json!("Harika")));
        let salon = salons::Entity::find_by_id(w.salon.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((salon.reviews_count, salon.rating_avg), (1, Some(4.67)));
        let (_, counts) = call(&app, Method::GET, "/api/client/acts-count", None, Some(&token), "tr").await;
        assert_eq!(counts, json!({"upcoming": 0, "all": 1, "waiting": 0, "confirmed": 0, "completed": 1, "cancelled": 0}));
        let (_, done) = call(&app, Method::GET, "/api/client/acts?status=completed", None, Some(&token), "tr").await;
        assert_eq!(
            (done["rows"][0]["payment_method"].clone(), done["rows"][0]["can_review"].clone(), done["rows"][0]["review"]["status"].clone()),
            (json!("cash"), json!(false), json!("placed"))
        );

        // Jobs deliver the messages: the salon's staff see the new booking in their language.
        api::booking::jobs::run_due(&app.state_for_jobs().await, Utc::now()).await.unwrap();
        let (_, staff) = call(&app, Method::GET, "/api/common/notifications", None, Some(&w.staff_token), "en").await;
        let titles: Vec<&str> = staff["rows"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
        assert!(titles.contains(&"New booking") && titles.contains(&"Offered time accepted"), "{titles:?}");
        assert!(staff["unread"].as_u64().unwrap() >= 2);
        let (_, client) = call(&app, Method::GET, "/api/common/notifications", None, Some(&token), "ru").await;
        let first = client["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "time_offered").expect("offer notice");
        assert!(first["text"].as_str().unwrap().contains("с 14:00 до 16:00"), "{first}");
        let (status, counters) =
            call(&app, Method::POST, &format!("/api/common/notifications/read/{}", first["id"]), None, Some(&token), "ru").await;
        assert_eq!((status, counters["unread"].as_u64().unwrap()), (200, client["unread"].as_u64().unwrap() - 1));
        let (status, _) =
            call(&app, Method::POST, &format!("/api/common/notifications/read/{}", first["id"]), None, Some(&w.staff_token), "ru").await;
        assert_eq!(status, 404, "another account's notification");
        let sms = app.last_message("+905551234567").await;
        assert!(sms["body"].as_str().unwrap().contains("Salon kuafor-a"), "{sms}");

        // The calendar file.
        let ics = app.client.get(app.url(&format!("/api/client/acts/{id}/calendar.ics"))).bearer_auth(&token).send().await.unwrap();
        assert_eq!(ics.headers()["content-type"], "text/calendar; charset=utf-8");
        let text = ics.text().await.unwrap();
        let starts = api::booking::instant(next, 915).format("%Y%m%dT%H%M%SZ").to_string();
        assert!(
            text.contains(&format!("DTSTART:{starts}"))
                && text.contains("SUMMARY:Salon kuafor-a randevusu")
                && text.contains("LOCATION:Test Cad. 1"),
            "{text}"
        );
    }
}

#[tokio::test]
async fn notification_preferences_per_role_and_reset() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let token = token_for(&app.db, "+905551110007", &[Role::Client], None).await;
        let (_, initial) = call(&app, Method::GET, "/api/common/notification-preferences", None, Some(&token), "tr").await;
        assert_eq!(initial, json!({"role": "client", "email": true, "sms": true, "push": true}));
        let (status, saved) = call(
            &app,
            Method::PUT,
            "/api/common/notification-preferences",
            Some(json!({"email": false, "sms": true, "push": false})),
            Some(&token),
            "tr",
        )
        .await;
        assert_eq!((status, saved["email"].clone(), saved["push"].clone()), (200, json!(false), json!(false)));
        let (_, read) = call(&app, Method::GET, "/api/common/notification-preferences", None, Some(&token), "tr").await;
        assert_eq!((read["email"].clone(), read["sms"].clone()), (json!(false), json!(true)));
        let (status, reset) = call(&app, Method::POST, "/api/common/notification-preferences/reset", None, Some(&token), "tr").await;
        assert_eq!((status, reset["email"].clone()), (200, json!(true)));
        let (status, _) = call(&app, Method::POST, "/api/common/notification-preferences/reset", None, Some(&token), "tr").await;
        assert_eq!(status, 404, "nothing left to reset");
    }
}

#[tokio::test]
async fn auto_confirmation_survives_a_restart() {
    for backend in backends() {
        // The default window is the spec's 15 minutes.
        let app = spawn_app(backend).await;
        let w = world(&app.db).await;
        let token = token_for(&app.db, "+905551110008", &[Role::Client], None).await;
        let act = book(&app, &token, w.salon.id, &[w.haircut], w.master, today() + Duration::days(2), "10:00").await;
        let job = store::jobs::pending(&app.db, "confirm").await.unwrap().pop().expect("a confirm job");
        let created = appointments::Entity::find_by_id(act["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap().created_at;
        assert_eq!((job.run_at - created).num_seconds(), 15 * 60);
        drop(app);

        // With a 3-second window: the server stops before it passes and starts again after.
        let mut app = spawn_app_with_jobs(backend, |c| c.confirm_window_secs = 3).await;
        let w = world(&app.db).await;
        let token = token_for(&app.db, "+905551110009", &[Role::Client], None).await;
        let act = book(&app, &token, w.salon.id, &[w.haircut], w.master, today() + Duration::days(2), "11:00").await;
        let id = act["id"].as_i64().unwrap();
        app.stop().await;
        tokio::time::sleep(std::time::Duration::from_secs(4)).await;
        let status = appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap().status;
        assert_eq!(status, "new", "nobody confirmed while the server was down");
        app.start_again().await;
        let mut confirmed = false;
        for _ in 0..100 {
            if appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap().status == "confirmed" {
                confirmed = true;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert!(confirmed, "{backend:?}: the confirm job ran after the restart");
        let mut told = false;
        for _ in 0..50 {
            let sms = app.last_message("+905551234567").await;
            if sms["body"].as_str().unwrap_or_default().contains("onaylandı") {
                told = true;
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert!(told, "the client got the confirmation SMS in Turkish");
    }
}
