//! Booking (issue #5): basket, free times, every order rule with its message in tr, en and ru,
//! no double booking under 50 concurrent requests, the lifecycle (transfer, offer, accept,
//! cancel, complete, review), the auto-confirmation job across a restart, notifications.

use chrono::Duration;
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

pub(crate) struct World {
    pub(crate) salon: salons::Model,
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

impl World {
    /// A haircut with the master on `date` at `time`.
    pub(crate) fn haircut_at(&self, date: chrono::NaiveDate, time: &str) -> Visit {
        Visit::of(self.master).service(self.haircut).at(date, time)
    }

    /// The master stops (`false`) or starts again (`true`) doing haircuts, straight in the table.
    pub(crate) async fn master_does_haircuts(&self, app: &TestApp, does: bool) {
        if does {
            master_services::ActiveModel { master_id: Set(self.master), salon_service_id: Set(self.haircut), ..Default::default() }
                .insert(&app.db)
                .await
                .unwrap();
        } else {
            master_services::Entity::delete_many()
                .filter(master_services::Column::MasterId.eq(self.master))
                .filter(master_services::Column::SalonServiceId.eq(self.haircut))
                .exec(&app.db)
                .await
                .unwrap();
        }
    }
}

pub(crate) async fn world(app: &TestApp) -> World {
    let f = Catalogue::hair_and_nails()
        .salon(
            Salon::new("kuafor-a")
                .sells("sac-kesimi", Sell::price(40000).discount(10).addon(["Fön", "Blow-dry", "Укладка"], 5000, 15))
                .sells("yikama", Sell::price(10000).minutes(15).multiple())
                .sells("manikur", Sell::price(30000).minutes(30))
                .master(Master::new("Elif Aslan").does(&["sac-kesimi", "yikama"]).lunch("13:00", "13:45"))
                .master(Master::new("Zeynep Kaya").does(&["manikur"]))
                .admin("+905559990001"),
        )
        .salon(Salon::new("kuafor-b").sells("sac-kesimi", Sell::price(35000)).master(Master::new("Mert Demir").does(&["sac-kesimi"])))
        .build(app)
        .await;
    World {
        salon: f.salon("kuafor-a"),
        haircut: f.sold("kuafor-a", "sac-kesimi"),
        blow_dry: f.addon("Fön"),
        wash: f.sold("kuafor-a", "yikama"),
        manicure: f.sold("kuafor-a", "manikur"),
        other_haircut: f.sold("kuafor-b", "sac-kesimi"),
        master: f.master("Elif Aslan"),
        nail_master: f.master("Zeynep Kaya"),
        other_master: f.master("Mert Demir"),
        staff_token: f.token("+905559990001"),
    }
}

#[tokio::test]
async fn basket_holds_services_options_master_and_time_and_follows_login() {
    each_backend!(|app| {
        let w = world(&app).await;
        // A guest's basket follows the session id the web app sends.
        let guest = |method: Method, path: &str| app.call(method, path).header("x-session-id", "guest12345").lang("en");
        let (_, empty) = guest(Method::GET, "/api/site/basket").send().await;
        assert_eq!((empty["basket"]["id"].clone(), empty["total"].clone(), empty["items"].clone()), (Value::Null, json!(0), json!([])));

        let (_, added) = guest(Method::POST, "/api/site/basket")
            .json(json!({"salon_id": w.salon.id, "salon_service_id": w.haircut, "option_ids": [w.blow_dry]}))
            .send()
            .await;
        assert_eq!(added["items"][0]["name"], "Haircut");
        assert_eq!(added["items"][0]["final_price"], 36000);
        assert_eq!(added["items"][0]["options"][0]["name"], "Blow-dry");
        assert_eq!(added["total"], 41000, "36000 after discount + 5000 add-on");
        assert_eq!(added["basket"]["total_duration"], 60);
        assert_eq!(ids(&added["basket"]["possible_masters"]), vec![w.master]);
        let id = added["basket"]["id"].as_i64().unwrap();

        // A wash may be added several times; the haircut only once; nails are another category.
        let (_, washed) =
            guest(Method::POST, "/api/site/basket").json(json!({"salon_id": w.salon.id, "salon_service_id": w.wash})).send().await;
        let wash_item = washed["items"][1]["id"].as_i64().unwrap();
        let (_, more) = guest(Method::POST, "/api/site/basket/update-item").json(json!({"item_id": wash_item, "quantity": 2})).send().await;
        assert_eq!(
            (more["items"][1]["quantity"].clone(), more["basket"]["total_duration"].clone(), more["total"].clone()),
            (json!(2), json!(90), json!(61000))
        );
        let (status, again) =
            guest(Method::POST, "/api/site/basket").json(json!({"salon_id": w.salon.id, "salon_service_id": w.haircut})).send().await;
        assert_eq!(status, 409);
        assert_eq!(again["message_code"], "service_already_in_basket");
        let (_, nails) =
            guest(Method::POST, "/api/site/basket").json(json!({"salon_id": w.salon.id, "salon_service_id": w.manicure})).send().await;
        assert_eq!(nails["message_code"], "services_must_share_category");

        // Master and time; then a master who does not do these services needs a reset.
        let date = in_days(2);
        let (_, chosen) = guest(Method::PUT, &format!("/api/site/basket/{id}"))
            .json(json!({"master_id": w.master, "provision_date": date.to_string(), "provision_time": "10:00"}))
            .send()
            .await;
        assert_eq!((chosen["basket"]["master_id"].clone(), chosen["basket"]["provision_time"].clone()), (json!(w.master), json!("10:00")));
        let (status, change) = guest(Method::PUT, &format!("/api/site/basket/{id}")).json(json!({"master_id": w.nail_master})).send().await;
        assert_eq!(status, 409);
        assert_eq!(change["message_code"], "basket_reset_required");
        let (_, reset) =
            guest(Method::PUT, &format!("/api/site/basket/{id}")).json(json!({"master_id": w.nail_master, "reset": true})).send().await;
        assert_eq!(
            (reset["items"].clone(), reset["basket"]["provision_time"].clone(), reset["basket"]["master_id"].clone()),
            (json!([]), Value::Null, json!(w.nail_master))
        );

        // The guest logs in inside checkout: the basket becomes the client's.
        guest(Method::POST, "/api/site/basket").json(json!({"salon_id": w.salon.id, "salon_service_id": w.manicure})).send().await;
        app.call(Method::POST, "/api/site/login/phone")
            .json(json!({"phone": "+905551112233", "recaptchaToken": "dev", "isAgreementAccepted": true, "isForOrder": true}))
            .send()
            .await;
        let code = app.last_code("+905551112233").await;
        let (_, login) = app
            .call(Method::POST, "/api/site/login/code")
            .header("x-session-id", "guest12345")
            .json(json!({"phone": "+905551112233", "code": code, "isForOrder": true}))
            .send()
            .await;
        let token = login["token"].as_str().unwrap();
        let (_, mine) = app.call(Method::GET, "/api/site/basket").auth(token).send().await;
        assert_eq!((mine["basket"]["id"].clone(), mine["items"][0]["name"].clone()), (json!(id), json!("Manikür")));
        let (_, guests) = app.call(Method::GET, "/api/site/basket").send().await;
        assert_eq!(guests["basket"]["id"], Value::Null);

        let (status, cleared) = app.call(Method::DELETE, &format!("/api/site/basket/clear/{id}")).auth(token).send().await;
        assert_eq!((status, cleared["basket"]["salon_id"].clone(), cleared["total"].clone()), (200, Value::Null, json!(0)));
    });
}

#[tokio::test]
async fn free_times_follow_hours_breaks_and_bookings() {
    each_backend!(|app| {
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110001", &[Role::Client], None).await;
        let date = in_days(3);
        w.haircut_at(date, "10:00").book(&app, &token).await;

        let (status, body) = app
            .call(Method::POST, &format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id))
            .json(json!({"date": date.to_string(), "masters": [w.master], "duration": 45}))
            .send()
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
            app.call(Method::GET, &format!("/api/site/order/available-dates?salon_id={}&duration=45", w.salon.id)).send().await;
        let dates = dates["dates"].as_array().unwrap();
        assert!(dates.len() >= 89 && dates.len() <= 93, "three months of open days: {}", dates.len());
        assert_eq!(dates.last().unwrap().as_str().unwrap(), domain::booking::last_bookable_date(today()).to_string());

        let (_, masters) = app
            .call(
                Method::GET,
                &format!(
                    "/api/site/order/available-masters?salon_id={}&salon_service_ids={}&date={date}&time=10:15&duration=45",
                    w.salon.id, w.haircut
                ),
            )
            .send()
            .await;
        assert_eq!(masters, json!([{"id": w.master, "full_name": "Elif Aslan", "position": null, "photo": null, "is_free": false}]));

        let (status, bad) = app
            .call(Method::POST, &format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id))
            .json(json!({"date": "21.11.2026"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, bad["errors"]["date"][0].as_str()), (422, Some("Wrong format")));
    });
}

#[tokio::test]
async fn every_order_rule_has_its_message_in_three_languages() {
    each_backend!(|app| {
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110002", &[Role::Client], None).await;
        let date = in_days(2);
        let create = "/api/site/order/create";
        let order = |basket: i64| Visit::of(w.master).order_body(basket);

        // Privacy terms.
        let id = w.haircut_at(date, "10:00").basket(&app, &token).await;
        let mut body = order(id);
        body["privacy_accepted"] = json!(false);
        app.call(Method::POST, create).auth(&token).json(body).refused_in_every_language(422, "privacy_not_accepted").await;

        // More than 3 months ahead; in the past.
        let id = w.haircut_at(in_days(100), "10:00").basket(&app, &token).await;
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(422, "date_too_far").await;
        let id = w.haircut_at(in_days(-1), "10:00").basket(&app, &token).await;
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(422, "date_in_past").await;

        // Outside working hours; on the lunch break.
        let id = w.haircut_at(date, "08:30").basket(&app, &token).await;
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(422, "master_not_working").await;
        let id = w.haircut_at(date, "12:45").basket(&app, &token).await;
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(409, "master_is_busy").await;

        // A day off of the salon.
        let off = in_days(5);
        day_off(&app.db, w.salon.id, off, "holiday", None).await;
        let id = w.haircut_at(off, "10:00").basket(&app, &token).await;
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(422, "salon_off_day").await;

        // The master stops doing the service, then leaves the salon.
        let id = w.haircut_at(date, "10:00").basket(&app, &token).await;
        w.master_does_haircuts(&app, false).await;
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(422, "master_service_not_provided").await;
        w.master_does_haircuts(&app, true).await;
        let mut leaving: masters::ActiveModel = masters::Entity::find_by_id(w.master).one(&app.db).await.unwrap().unwrap().into();
        leaving.contract_active = Set(false);
        leaving.update(&app.db).await.unwrap();
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(422, "master_no_contract").await;
        let mut back: masters::ActiveModel = masters::Entity::find_by_id(w.master).one(&app.db).await.unwrap().unwrap().into();
        back.contract_active = Set(true);
        back.update(&app.db).await.unwrap();

        // A deactivated salon takes no new bookings.
        let mut closed: salons::ActiveModel = w.salon.clone().into();
        closed.status = Set("deactivated".into());
        closed.update(&app.db).await.unwrap();
        app.call(Method::POST, create).auth(&token).json(order(id)).refused_in_every_language(409, "salon_deactivated").await;
        let mut open: salons::ActiveModel = w.salon.clone().into();
        open.status = Set("active".into());
        open.update(&app.db).await.unwrap();

        // Booked; another client then wants an overlapping time: busy.
        let (status, done) = app.call(Method::POST, create).auth(&token).json(order(id)).lang("ru").send().await;
        assert_eq!(status, 200, "{done}");
        let act = &done["act"];
        assert_eq!(
            (act["status"].clone(), act["provision_time"].clone(), act["end_time"].clone(), act["total"].clone()),
            (json!("new"), json!("10:00"), json!("10:45"), json!(36000))
        );
        assert_eq!(act["items"][0]["name"], "Стрижка");
        let rival = token_for(&app.db, "+905551110003", &[Role::Client], None).await;
        let rival_basket = w.haircut_at(date, "10:30").basket(&app, &rival).await;
        app.call(Method::POST, create).auth(&rival).json(order(rival_basket)).refused_in_every_language(409, "master_is_busy").await;

        // The same client the same day at another salon: cancel first.
        let elsewhere = Visit::of(w.other_master).service(w.other_haircut).at(date, "15:00").basket(&app, &token).await;
        app.call(Method::POST, create).auth(&token).json(order(elsewhere)).refused_in_every_language(409, "client_has_planned_visit").await;
        let (_, planned) = app.call(Method::POST, create).auth(&token).json(order(elsewhere)).lang("en").send().await;
        assert!(planned["message"].as_str().unwrap().contains(&format!("{} 10:00", date.format("%d.%m.%Y"))), "{planned}");

        // Consents were recorded with the text version.
        let consents = consents::Entity::find().all(&app.db).await.unwrap();
        assert_eq!(consents.iter().map(|c| (c.kind.as_str(), c.granted)).collect::<Vec<_>>(), [("privacy", true), ("marketing", true)]);
        assert_eq!(consents[0].text_version, api::site::order::CONSENT_TEXT_VERSION);
    });
}

#[tokio::test]
async fn cancellations_and_reschedules_are_limited() {
    each_backend!(|app| {
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110004", &[Role::Client], None).await;

        // Two reschedules a day at one salon; the third is refused.
        let act = w.haircut_at(in_days(4), "10:00").book(&app, &token).await;
        let id = act["id"].as_i64().unwrap();
        for time in ["11:00", "12:00"] {
            let (status, moved) = app
                .call(Method::POST, &format!("/api/client/time-transfer/{id}"))
                .auth(&token)
                .json(json!({"provision_date": in_days(4).to_string(), "provision_time": time}))
                .send()
                .await;
            assert_eq!(
                (status, moved["status"].clone(), moved["provision_time"].clone(), moved["moved_by"].clone()),
                (200, json!("moved"), json!(time), json!("client")),
                "{moved}"
            );
        }
        app.call(Method::POST, &format!("/api/client/time-transfer/{id}"))
            .auth(&token)
            .json(json!({"provision_date": in_days(4).to_string(), "provision_time": "15:00"}))
            .refused_in_every_language(429, "max_daily_changes")
            .await;

        // Three cancellations a day; the fourth is refused and booking is blocked for 24 hours.
        for day in 5..8 {
            let act = w.haircut_at(in_days(day), "10:00").book(&app, &token).await;
            let (status, cancelled) = app.call(Method::POST, &format!("/api/client/cancel/{}", act["id"])).auth(&token).send().await;
            assert_eq!((status, cancelled["status"].clone(), cancelled["can_cancel"].clone()), (200, json!("cancelled"), json!(false)));
        }
        app.call(Method::POST, &format!("/api/client/cancel/{id}"))
            .auth(&token)
            .json(json!({}))
            .refused_in_every_language(429, "max_daily_cancellations")
            .await;
        let blocked = w.haircut_at(in_days(9), "10:00");
        let basket = blocked.basket(&app, &token).await;
        app.call(Method::POST, "/api/site/order/create")
            .auth(&token)
            .json(blocked.order_body(basket))
            .refused_in_every_language(429, "max_daily_cancellations")
            .await;

        // A completed visit cannot be cancelled; a visit older than 7 days neither.
        let other = token_for(&app.db, "+905551110005", &[Role::Client], None).await;
        let act = w.haircut_at(in_days(2), "16:00").book(&app, &other).await;
        crate::helpers::start_now(&app, act["id"].as_i64().unwrap()).await;
        let (status, _) = app
            .call(Method::POST, &format!("/api/salon/schedule/acts/complete/{}", act["id"]))
            .auth(&w.staff_token)
            .json(json!({"payment": "card"}))
            .send()
            .await;
        assert_eq!(status, 200);
        app.call(Method::POST, &format!("/api/client/cancel/{}", act["id"]))
            .auth(&other)
            .json(json!({}))
            .refused_in_every_language(409, "completed_cannot_cancel")
            .await;
        let act = w.haircut_at(in_days(3), "16:00").book(&app, &other).await;
        let mut old: appointments::ActiveModel =
            appointments::Entity::find_by_id(act["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap().into();
        old.provision_date = Set(in_days(-8));
        old.update(&app.db).await.unwrap();
        app.call(Method::POST, &format!("/api/client/cancel/{}", act["id"]))
            .auth(&other)
            .json(json!({}))
            .refused_in_every_language(409, "cancellation_not_allowed")
            .await;

        // Another client's visit is not found.
        let (status, _) = app.call(Method::POST, &format!("/api/client/cancel/{id}")).auth(&other).send().await;
        assert_eq!(status, 404);
    });
}

/// On a multi-thread runtime the server handles the fifty orders at the same time.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_concurrent_bookings_of_one_master_one_wins() {
    each_backend!(|app| {
        let w = world(&app).await;
        let date = in_days(2);
        let mut orders = Vec::new();
        for i in 0..50 {
            let token = token_for(&app.db, &format!("+90555300{i:04}"), &[Role::Client], None).await;
            // Starts between 10:00 and 10:45 for a 45-minute haircut: every pair overlaps.
            let visit = w.haircut_at(date, ["10:00", "10:15", "10:30"][i % 3]);
            let basket = visit.basket(&app, &token).await;
            orders.push((token, visit.order_body(basket)));
        }
        let requests =
            orders.iter().map(|(token, order)| app.call(Method::POST, "/api/site/order/create").auth(token).json(order.clone()).send());
        let answers = futures::future::join_all(requests).await;
        let won = answers.iter().filter(|(s, _)| *s == 200).count();
        let busy = answers.iter().filter(|(s, b)| *s == 409 && b["message_code"] == "master_is_busy").count();
        assert_eq!(
            (won, busy),
            (1, 49),
            "{:?}: {:?}",
            app.backend,
            answers.iter().map(|(s, b)| (s, b["message_code"].clone())).collect::<Vec<_>>()
        );
        let live = appointments::Entity::find().filter(appointments::Column::MasterId.eq(w.master)).all(&app.db).await.unwrap();
        assert_eq!(live.len(), 1);
    });
}

#[tokio::test]
async fn lifecycle_offer_accept_confirm_complete_review_and_notifications() {
    each_backend!(|app| {
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110006", &[Role::Client], None).await;
        let date = in_days(6);
        let act = w.haircut_at(date, "10:00").book(&app, &token).await;
        let id = act["id"].as_i64().unwrap();
        assert_eq!(
            (act["can_cancel"].clone(), act["can_reschedule"].clone(), act["can_review"].clone()),
            (json!(true), json!(true), json!(false))
        );

        // A review before the visit is refused.
        let review = json!({"service_quality": 5, "salon_atmosphere": 4, "salon_cleanliness": 5, "text": "Harika"});
        app.call(Method::POST, &format!("/api/client/send-reply/{id}"))
            .auth(&token)
            .json(review.clone())
            .refused_in_every_language(409, "review_not_allowed")
            .await;

        // The salon offers 14:00–16:00 the next day; a time outside it is refused; one inside confirms.
        let next = date + Duration::days(1);
        let (status, offered) = app
            .call(Method::POST, &format!("/api/salon/schedule/acts/offer-time-range/{id}"))
            .auth(&w.staff_token)
            .json(json!({"date": next.to_string(), "start": "14:00", "end": "16:00"}))
            .send()
            .await;
        assert_eq!((status, offered["status"].clone()), (200, json!("moved")));
        let (_, list) = app.call(Method::GET, "/api/client/acts?status=waiting").auth(&token).send().await;
        assert_eq!(list["rows"][0]["offer"], json!({"date": next.to_string(), "start": "14:00", "end": "16:00"}));
        app.call(Method::POST, &format!("/api/client/accept-range/{id}"))
            .auth(&token)
            .json(json!({"provision_time": "15:30"}))
            .refused_in_every_language(422, "time_outside_offer")
            .await;
        let (status, accepted) = app
            .call(Method::POST, &format!("/api/client/accept-range/{id}"))
            .auth(&token)
            .json(json!({"provision_time": "15:15"}))
            .send()
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
            app.call(Method::POST, &format!("/api/salon/schedule/acts/confirm/{id}")).auth(&w.staff_token).lang("en").send().await;
        assert_eq!((status, again["message_code"].clone()), (409, json!("action_not_allowed")));
        let (status, _) = app
            .call(Method::POST, &format!("/api/salon/schedule/acts/complete/{id}"))
            .auth(&w.staff_token)
            .json(json!({"payment": "bitcoin"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 422);
        crate::helpers::start_now(&app, id).await;
        let (status, completed) = app
            .call(Method::POST, &format!("/api/salon/schedule/acts/complete/{id}"))
            .auth(&w.staff_token)
            .json(json!({"payment": "cash"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, completed["status"].clone()), (200, json!("completed")));
        let (status, reply) =
            app.call(Method::POST, &format!("/api/client/send-reply/{id}")).auth(&token).json(review.clone()).send().await;
        assert_eq!((status, reply["status"].clone(), reply["salon"]["slug"].clone()), (200, json!("placed"), json!("kuafor-a")), "{reply}");
        app.call(Method::POST, &format!("/api/client/send-reply/{id}"))
            .auth(&token)
            .json(review)
            .refused_in_every_language(409, "review_exists")
            .await;
        let (_, replies) = app.call(Method::GET, "/api/client/replies").auth(&token).send().await;
        assert_eq!((replies[0]["service_quality"].clone(), replies[0]["text"].clone()), (json!(5), json!("Harika")));
        let salon = salons::Entity::find_by_id(w.salon.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((salon.reviews_count, salon.rating_avg), (1, Some(4.67)));
        let (_, counts) = app.call(Method::GET, "/api/client/acts-count").auth(&token).send().await;
        assert_eq!(counts, json!({"upcoming": 0, "all": 1, "waiting": 0, "confirmed": 0, "completed": 1, "cancelled": 0}));
        let (_, done) = app.call(Method::GET, "/api/client/acts?status=completed").auth(&token).send().await;
        assert_eq!(
            (done["rows"][0]["payment_method"].clone(), done["rows"][0]["can_review"].clone(), done["rows"][0]["review"]["status"].clone()),
            (json!("cash"), json!(false), json!("placed"))
        );

        // Jobs deliver the messages: the salon's staff see the new booking in their language.
        app.run_due_jobs().await;
        let (_, staff) = app.call(Method::GET, "/api/common/notifications").auth(&w.staff_token).lang("en").send().await;
        let titles: Vec<&str> = staff["rows"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
        assert!(titles.contains(&"New booking") && titles.contains(&"Offered time accepted"), "{titles:?}");
        assert!(staff["unread"].as_u64().unwrap() >= 2);
        let (_, client) = app.call(Method::GET, "/api/common/notifications").auth(&token).lang("ru").send().await;
        let first = client["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "time_offered").expect("offer notice");
        assert!(first["text"].as_str().unwrap().contains("с 14:00 до 16:00"), "{first}");
        let (status, counters) =
            app.call(Method::POST, &format!("/api/common/notifications/read/{}", first["id"])).auth(&token).lang("ru").send().await;
        assert_eq!((status, counters["unread"].as_u64().unwrap()), (200, client["unread"].as_u64().unwrap() - 1));
        let (status, _) =
            app.call(Method::POST, &format!("/api/common/notifications/read/{}", first["id"])).auth(&w.staff_token).lang("ru").send().await;
        assert_eq!(status, 404, "another account's notification");
        let sms = app.last_message("+905551234567").await;
        assert!(sms["body"].as_str().unwrap().contains("Salon kuafor-a"), "{sms}");

        // The calendar file.
        let ics = app.call(Method::GET, &format!("/api/client/acts/{id}/calendar.ics")).auth(&token).response().await;
        assert_eq!(ics.headers()["content-type"], "text/calendar; charset=utf-8");
        let text = ics.text().await.unwrap();
        // At the visit's start as stored (it was moved to a few minutes ago to be completed).
        let visit = appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        let starts = visit.starts_at.format("%Y%m%dT%H%M%SZ").to_string();
        assert!(
            text.contains(&format!("DTSTART:{starts}"))
                && text.contains("SUMMARY:Salon kuafor-a randevusu")
                && text.contains("LOCATION:Test Cad. 1"),
            "{text}"
        );
    });
}

#[tokio::test]
async fn notification_preferences_per_role_and_reset() {
    each_backend!(|app| {
        let token = token_for(&app.db, "+905551110007", &[Role::Client], None).await;
        let (_, initial) = app.call(Method::GET, "/api/common/notification-preferences").auth(&token).send().await;
        assert_eq!(initial, json!({"role": "client", "email": true, "sms": true, "push": true}));
        let (status, saved) = app
            .call(Method::PUT, "/api/common/notification-preferences")
            .auth(&token)
            .json(json!({"email": false, "sms": true, "push": false}))
            .send()
            .await;
        assert_eq!((status, saved["email"].clone(), saved["push"].clone()), (200, json!(false), json!(false)));
        let (_, read) = app.call(Method::GET, "/api/common/notification-preferences").auth(&token).send().await;
        assert_eq!((read["email"].clone(), read["sms"].clone()), (json!(false), json!(true)));
        let (status, reset) = app.call(Method::POST, "/api/common/notification-preferences/reset").auth(&token).send().await;
        assert_eq!((status, reset["email"].clone()), (200, json!(true)));
        let (status, _) = app.call(Method::POST, "/api/common/notification-preferences/reset").auth(&token).send().await;
        assert_eq!(status, 404, "nothing left to reset");
    });
}

#[tokio::test]
async fn auto_confirmation_survives_a_restart() {
    each_backend!(|app| {
        // The default window is the spec's 15 minutes.
        let backend = app.backend;
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110008", &[Role::Client], None).await;
        let act = w.haircut_at(in_days(2), "10:00").book(&app, &token).await;
        let job = store::jobs::pending(&app.db, "confirm").await.unwrap().pop().expect("a confirm job");
        let created = appointments::Entity::find_by_id(act["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap().created_at;
        assert_eq!((job.run_at - created).num_seconds(), 15 * 60);
        drop(app);

        // With a 3-second window: the server stops before it passes and starts again after.
        let mut app = spawn_app_with_jobs(backend, |c| c.confirm_window_secs = 3).await;
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110009", &[Role::Client], None).await;
        let act = w.haircut_at(in_days(2), "11:00").book(&app, &token).await;
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
    });
}

/// Issue #16 item 5: what checkout learns, the profile keeps (only where it was empty), and the
/// client hears at once that the salon has the request.
#[tokio::test]
async fn checkout_fills_the_empty_profile_and_the_client_hears_at_once() {
    each_backend!(|app| {
        let w = world(&app).await;
        // A first-time client: the account a first login by phone leaves, nothing but the phone.
        let (fresh, fresh_token) = person(&app.db, "+905551110031", &[Role::Client], None).await;
        let mut blank: accounts::ActiveModel = fresh.clone().into();
        blank.full_name = Set(String::new());
        blank.email = Set(None);
        blank.birthday = Set(None);
        blank.update(&app.db).await.unwrap();
        let visit = w.haircut_at(in_days(5), "10:00").client("Ayşe Demir", "+905551110031").email("ayse.demir@example.com");
        let basket = visit.basket(&app, &fresh_token).await;
        let mut body = visit.order_body(basket);
        body["birthday"] = json!("1990-04-12");
        let (status, booked) = app.call(Method::POST, "/api/site/order/create").auth(&fresh_token).json(body).send().await;
        assert_eq!(status, 200, "{booked}");
        let filled = accounts::Entity::find_by_id(fresh.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(
            (filled.full_name.as_str(), filled.email.as_deref(), filled.birthday.map(|d| d.to_string())),
            ("Ayşe Demir", Some("ayse.demir@example.com"), Some("1990-04-12".to_owned()))
        );

        // A client whose profile says otherwise keeps it: checkout fills gaps, it never overwrites.
        let (known, known_token) = person(&app.db, "+905551110032", &[Role::Client], None).await;
        let mut set: accounts::ActiveModel = known.clone().into();
        set.full_name = Set("Zehra Yıldız".into());
        set.email = Set(Some("zehra@example.com".into()));
        set.update(&app.db).await.unwrap();
        w.haircut_at(in_days(5), "12:00").client("Başka İsim", "+905551110032").email("baska@example.com").book(&app, &known_token).await;
        let kept = accounts::Entity::find_by_id(known.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((kept.full_name.as_str(), kept.email.as_deref()), ("Zehra Yıldız", Some("zehra@example.com")));

        // The booking's messages: the client's "received" notice, in their language, before any confirmation.
        app.run_due_jobs().await;
        let (_, notices) = app.call(Method::GET, "/api/common/notifications").auth(&fresh_token).lang("tr").send().await;
        let received = notices["rows"].as_array().unwrap().iter().find(|n| n["kind"] == "booking_created").expect("a received notice");
        assert_eq!(received["title"], "Randevu alındı");
        assert!(received["text"].as_str().unwrap().contains("Salon kuafor-a"), "{received}");
        assert!(received["text"].as_str().unwrap().contains("10:00"), "{received}");
    });
}

/// Issue #16 item 6: a master with an account hears what the salon decides about their visits:
/// a new visit the desk enters (confirmed at once), a confirmation, a move and a cancellation.
#[tokio::test]
async fn a_master_hears_about_their_visits() {
    each_backend!(|app| {
        let f = Catalogue::hair_and_nails()
            .salon(
                Salon::new("kuafor-m")
                    .premium()
                    .sells("sac-kesimi", Sell::price(40000))
                    .master(Master::new("Elif Aslan").does(&["sac-kesimi"]).account("+905559990041"))
                    .admin("+905559990040"),
            )
            .build(&app)
            .await;
        let (staff, master) = (f.token("+905559990040"), f.token("+905559990041"));
        let (master_id, haircut) = (f.master("Elif Aslan"), f.sold("kuafor-m", "sac-kesimi"));
        let date = in_days(4);
        let entry = json!({"phone": "+905553300041", "full_name": "Deniz Ak", "salon_service_ids": [haircut], "master_id": master_id, "date": date.to_string(), "time": "10:00"});
        let (status, entered) = app.call(Method::POST, "/api/salon/schedule/acts/new").auth(&staff).json(entry).send().await;
        assert_eq!(status, 200, "{entered}");
        let client = token_for(&app.db, "+905551110042", &[Role::Client], None).await;
        let online = Visit::of(master_id).service(haircut).at(date, "12:00").client("Ece Kaya", "+905551110042").book(&app, &client).await;
        let (status, _) = app.call(Method::POST, &format!("/api/salon/schedule/acts/confirm/{}", online["id"])).auth(&staff).send().await;
        assert_eq!(status, 200);
        // Each message is written when its job runs, from the visit as it is then.
        app.run_due_jobs().await;
        let (status, moved) = app
            .call(Method::PUT, &format!("/api/salon/schedule/acts/{}", online["id"]))
            .auth(&staff)
            .json(json!({"date": date.to_string(), "time": "15:00"}))
            .send()
            .await;
        assert_eq!(status, 200, "{moved}");
        let (status, _) = app.call(Method::DELETE, &format!("/api/salon/schedule/acts/{}", entered["id"])).auth(&staff).send().await;
        assert_eq!(status, 200);

        app.run_due_jobs().await;
        let (_, heard) = app.call(Method::GET, "/api/common/notifications").auth(&master).lang("en").send().await;
        let mut kinds: Vec<(String, String)> = heard["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| (n["kind"].as_str().unwrap().to_owned(), n["text"].as_str().unwrap().to_owned()))
            .collect();
        kinds.sort();
        let when = date.format("%d.%m.%Y").to_string();
        assert_eq!(
            kinds,
            vec![
                ("booking_new".to_owned(), format!("Ece Kaya: Saç kesimi, {when} at 12:00 with Elif Aslan. Confirm within 15 minutes.")),
                ("master_visit_cancelled".to_owned(), format!("The salon cancelled Deniz Ak's visit on {when} at 10:00.")),
                ("master_visit_confirmed".to_owned(), format!("Deniz Ak: Saç kesimi on {when} at 10:00 is confirmed.")),
                ("master_visit_confirmed".to_owned(), format!("Ece Kaya: Saç kesimi on {when} at 12:00 is confirmed.")),
                ("master_visit_moved".to_owned(), format!("Ece Kaya's visit moved to {when} at 15:00 (master Elif Aslan).")),
            ]
        );
    });
}

#[tokio::test]
async fn a_completed_visit_names_its_options_so_it_can_be_booked_again() {
    // Issue #16 item 10: the history's "book again" puts the visit's services, options and master
    // back in the basket from what GET /api/client/acts lists.
    each_backend!(|app| {
        let w = world(&app).await;
        let token = token_for(&app.db, "+905551110007", &[Role::Client], None).await;
        let add = |body: Value| app.call(Method::POST, "/api/site/basket").auth(&token).json(body).send();
        let (status, _) = add(json!({"salon_id": w.salon.id, "salon_service_id": w.haircut, "option_ids": [w.blow_dry]})).await;
        assert_eq!(status, 200);
        let (_, basket) = add(json!({"salon_id": w.salon.id, "salon_service_id": w.wash})).await;
        let (basket_id, total) = (basket["basket"]["id"].as_i64().unwrap(), basket["total"].clone());
        let (status, _) = app
            .call(Method::PUT, &format!("/api/site/basket/{basket_id}"))
            .auth(&token)
            .json(json!({"master_id": w.master, "provision_date": in_days(3).to_string(), "provision_time": "10:00"}))
            .send()
            .await;
        assert_eq!(status, 200);
        let (status, order) =
            app.call(Method::POST, "/api/site/order/create").auth(&token).json(Visit::of(w.master).order_body(basket_id)).send().await;
        assert_eq!(status, 200, "{order}");
        let id = order["act"]["id"].as_i64().unwrap();
        crate::helpers::start_now(&app, id).await;
        let (status, _) = app
            .call(Method::POST, &format!("/api/salon/schedule/acts/complete/{id}"))
            .auth(&w.staff_token)
            .json(json!({"payment": "cash"}))
            .send()
            .await;
        assert_eq!(status, 200);

        let (_, done) = app.call(Method::GET, "/api/client/acts?status=completed").auth(&token).send().await;
        let act = &done["rows"][0];
        let items = act["items"].as_array().unwrap();
        let blow_dry = items.iter().find(|i| i["kind"] == "addon").expect("the add-on line");
        assert_eq!((blow_dry["salon_service_id"].as_i64(), blow_dry["option_id"].as_i64()), (Some(w.haircut), Some(w.blow_dry)));
        assert!(items.iter().filter(|i| i["kind"] == "service").all(|i| i["option_id"].is_null()), "{items:?}");

        // Booking it again: each service once, with its options and the visit's master.
        let mut again = Value::Null;
        for service in [w.haircut, w.wash] {
            let options: Vec<i64> =
                items.iter().filter(|i| i["salon_service_id"] == json!(service)).filter_map(|i| i["option_id"].as_i64()).collect();
            let (status, body) = add(json!({"salon_id": act["salon"]["id"], "salon_service_id": service, "option_ids": options, "master_id": act["master"]["id"]})).await;
            assert_eq!(status, 200, "{body}");
            again = body;
        }
        assert_eq!((again["total"].clone(), again["basket"]["master_id"].clone()), (total, json!(w.master)));
    });
}
