//! Writers of one master's calendar under contention (issue #15, docs/booking.md "Locking"), on
//! SQLite and PostgreSQL: many simultaneous orders of overlapping times give exactly one booking
//! and a clean `409 master_is_busy` to everyone else, round after round, never a 5xx or a 408;
//! the desk's entries and moves race online orders the same way; and on PostgreSQL a master's
//! writers never hold up another master's, and wait for their own at most a few seconds.

use std::time::{Duration as Elapsed, Instant};

use chrono::Duration;
use domain::access::Role;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::booking::world;
use crate::each_backend;
use crate::helpers::*;

/// Rounds of the fifty-order race: `RANDEVU_CONTENTION_ROUNDS`, 50 unless set.
fn rounds() -> usize {
    std::env::var("RANDEVU_CONTENTION_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(50)
}

/// `(2xx, 409 master_is_busy, 5xx, 408, anything else)` of a round's answers.
fn tally(answers: &[(u16, Value)]) -> [usize; 5] {
    let mut out = [0; 5];
    for (status, body) in answers {
        let slot = match status {
            200..=299 => 0,
            409 if body["message_code"] == "master_is_busy" => 1,
            500..=599 => 2,
            408 => 3,
            _ => 4,
        };
        out[slot] += 1;
    }
    out
}

/// A break write that lost to a booking: refused because it covers the visit, or because the
/// master's lock was not granted in time (PostgreSQL under load).
fn refused_for_the_visit(body: &Value) -> bool {
    matches!(body["message_code"].as_str(), Some("break_overlaps_visit" | "master_is_busy"))
}

async fn live_of(app: &TestApp, master: i64) -> Vec<appointments::Model> {
    appointments::Entity::find()
        .filter(appointments::Column::MasterId.eq(master))
        .filter(appointments::Column::Status.is_in(["new", "confirmed", "moved"]))
        .all(&app.db)
        .await
        .unwrap()
}

/// On a multi-thread runtime the server handles the fifty orders at the same time.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_simultaneous_overlapping_orders_book_exactly_one_every_round() {
    each_backend!(|app| {
        let w = world(&app).await;
        let date = in_days(2);
        let mut clients = Vec::new();
        for i in 0..50 {
            let token = token_for(&app.db, &format!("+90555310{i:04}"), &[Role::Client], None).await;
            // 45-minute haircuts starting 10:00, 10:15 or 10:30: every pair overlaps.
            let visit = w.haircut_at(date, ["10:00", "10:15", "10:30"][i % 3]).client("Ayşe Yılmaz", &format!("+90555310{i:04}"));
            let basket = visit.basket(&app, &token).await;
            clients.push((token, visit, basket));
        }
        let started = Instant::now();
        for round in 0..rounds() {
            let requests = clients.iter().map(|(token, visit, basket)| {
                app.call(Method::POST, "/api/site/order/create").auth(token).json(visit.order_body(*basket)).send()
            });
            let answers = futures::future::join_all(requests).await;
            let codes: Vec<(u16, Value)> = answers.iter().map(|(s, b)| (*s, b["message_code"].clone())).collect();
            assert_eq!(tally(&answers), [1, 49, 0, 0, 0], "{:?} round {round}: {codes:?}", app.backend);
            let live = live_of(&app, w.master).await;
            assert_eq!(live.len(), 1, "{:?} round {round}: one live visit", app.backend);

            // Free the time again (cancelled holds none) and give the winner a new basket.
            appointments::Entity::update_many()
                .col_expr(appointments::Column::Status, Expr::value("cancelled"))
                .filter(appointments::Column::Id.eq(live[0].id))
                .exec(&app.db)
                .await
                .unwrap();
            let winner = answers.iter().position(|(s, _)| *s == 200).unwrap();
            let (token, visit, basket) = &mut clients[winner];
            *basket = visit.basket(&app, token).await;
        }
        eprintln!("{:?}: {} rounds of 50 simultaneous orders in {:?}", app.backend, rounds(), started.elapsed());
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_masters_booked_at_once_do_not_wait_for_each_other() {
    each_backend!(|app| {
        let w = world(&app).await;
        let date = in_days(2);
        let hair = token_for(&app.db, "+905553200001", &[Role::Client], None).await;
        let nails = token_for(&app.db, "+905553200002", &[Role::Client], None).await;
        let haircut = w.haircut_at(date, "10:00");
        let manicure = Visit::of(w.nail_master).service(w.manicure).at(date, "10:00");
        let (hair_basket, nail_basket) = (haircut.basket(&app, &hair).await, manicure.basket(&app, &nails).await);
        let order = |token: &str, visit: &Visit, basket: i64| {
            app.call(Method::POST, "/api/site/order/create").auth(token).json(visit.order_body(basket)).response()
        };

        if app.backend == Backend::Postgres {
            // Another writer holds the hair master's lock (an open transaction).
            let txn = store::bookings::begin_write(&app.db).await.unwrap();
            store::bookings::lock_master(&txn, w.master).await.unwrap();

            // The nail master's booking does not wait for it.
            let started = Instant::now();
            let response = order(&nails, &manicure, nail_basket).await;
            assert_eq!(response.status(), 200, "the other master's booking");
            assert!(started.elapsed() < Elapsed::from_secs(2), "the other master waited {:?}", started.elapsed());

            // The hair master's booking waits a few seconds at most, then is told the master is busy.
            let started = Instant::now();
            let response = order(&hair, &haircut, hair_basket).await;
            let waited = started.elapsed();
            let status = response.status();
            let body: Value = response.json().await.unwrap();
            assert_eq!((status.as_u16(), body["message_code"].clone()), (409, json!("master_is_busy")), "{body}");
            assert!(waited < Elapsed::from_secs(6), "the lock wait is bounded, waited {waited:?}");
            txn.rollback().await.unwrap();

            // The lock released, the same order books.
            let response = order(&hair, &haircut, hair_basket).await;
            assert_eq!(response.status(), 200);
        } else {
            // SQLite has one writer at a time: the two orders queue, and both are taken.
            let (a, b) = futures::future::join(order(&hair, &haircut, hair_basket), order(&nails, &manicure, nail_basket)).await;
            assert_eq!((a.status().as_u16(), b.status().as_u16()), (200, 200));
        }
        assert_eq!((live_of(&app, w.master).await.len(), live_of(&app, w.nail_master).await.len()), (1, 1), "{:?}", app.backend);
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_desk_and_an_online_order_racing_for_one_time_give_one_winner() {
    each_backend!(|app| {
        let w = world(&app).await;
        let mut paid: salons::ActiveModel = w.salon.clone().into();
        paid.plan = Set("premium".into());
        paid.update(&app.db).await.unwrap();
        let client = token_for(&app.db, "+905553300001", &[Role::Client], None).await;
        let mut winners = [0usize; 3];
        for round in 0..12 {
            let date = in_days(2) + Duration::days(round);
            // Online 10:00, a manual entry 10:15, and the desk moving a 15:00 visit to 10:30: all overlap.
            let online = w.haircut_at(date, "10:00").client("Ayşe Yılmaz", "+905553300001");
            let basket = online.basket(&app, &client).await;
            let moved = w.haircut_at(date, "15:00").client("Can Er", "+905553300002").status("confirmed").insert(&app).await;
            let entry = json!({"phone": "+905553300003", "full_name": "Deniz Ak", "salon_service_ids": [w.haircut], "master_id": w.master, "date": date.to_string(), "time": "10:15"});
            let (a, b, c) = futures::future::join3(
                app.call(Method::POST, "/api/site/order/create").auth(&client).json(online.order_body(basket)).send(),
                app.call(Method::POST, "/api/salon/schedule/acts/new").auth(&w.staff_token).json(entry).send(),
                app.call(Method::PUT, &format!("/api/salon/schedule/acts/{moved}"))
                    .auth(&w.staff_token)
                    .json(json!({"date": date.to_string(), "time": "10:30"}))
                    .send(),
            )
            .await;
            let answers = [a, b, c];
            let codes: Vec<(u16, Value)> = answers.iter().map(|(s, b)| (*s, b["message_code"].clone())).collect();
            assert_eq!(tally(&answers), [1, 2, 0, 0, 0], "{:?} round {round}: {codes:?}", app.backend);
            winners[answers.iter().position(|(s, _)| *s == 200).unwrap()] += 1;
            let mut morning: Vec<i16> = live_of(&app, w.master)
                .await
                .into_iter()
                .filter(|a| a.provision_date == date && a.start_min < 12 * 60)
                .map(|a| a.start_min)
                .collect();
            morning.sort();
            assert_eq!(morning.len(), 1, "{:?} round {round}: one visit in the morning: {morning:?}", app.backend);
        }
        eprintln!("{:?}: wins of (online, manual entry, desk move): {winners:?}", app.backend);
    });
}

/// A break and a booking of the same time, written at once, never both stand: break writes take
/// the master's lock and re-read the visits; the booking re-reads the breaks under the same lock.
#[tokio::test]
async fn a_break_and_a_booking_racing_for_one_time_never_both_stand() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = token_for(&app.db, "+905553300011", &[Role::Client], None).await;
        let mut winners = [0usize; 2];
        for round in 0..12 {
            let date = in_days(2) + Duration::days(round);
            let online = w.haircut_at(date, "10:00").client("Ayşe Yılmaz", "+905553300011");
            let basket = online.basket(&app, &client).await;
            let brk = json!({"master_id": w.master, "date": date.to_string(), "start": "10:15", "end": "10:45"});
            let (order, pause) = futures::future::join(
                app.call(Method::POST, "/api/site/order/create").auth(&client).json(online.order_body(basket)).send(),
                app.call(Method::POST, "/api/salon/schedule/add-break").auth(&w.staff_token).json(brk).send(),
            )
            .await;
            let statuses = (order.0, pause.0);
            assert!(order.0 < 500 && pause.0 < 500, "{:?} round {round}: {order:?} {pause:?}", app.backend);
            assert_eq!(u16::from(order.0 == 200) + u16::from(pause.0 == 200), 1, "{:?} round {round}: {statuses:?}", app.backend);
            if order.0 == 200 {
                // Refused for the visit, or (on a loaded PostgreSQL) after waiting out the lock.
                assert!(refused_for_the_visit(&pause.1), "{:?} round {round}: {pause:?}", app.backend);
                winners[0] += 1;
            } else {
                assert_eq!(order.0, 409, "{:?} round {round}: {order:?}", app.backend);
                winners[1] += 1;
            }
            let on_day = master_breaks::Entity::find()
                .filter(master_breaks::Column::MasterId.eq(w.master))
                .filter(master_breaks::Column::Day.eq(date))
                .all(&app.db)
                .await
                .unwrap();
            let visits = live_of(&app, w.master).await.into_iter().filter(|a| a.provision_date == date).count();
            assert_eq!(on_day.len() + visits, 1, "{:?} round {round}: a break or a visit, not both", app.backend);
        }
        eprintln!("{:?}: wins of (booking, break): {winners:?}", app.backend);
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_employee_form_and_a_booking_racing_for_one_time_never_both_stand() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = token_for(&app.db, "+905553300012", &[Role::Client], None).await;
        for round in 0..12 {
            let date = in_days(2) + Duration::days(round);
            let online = w.haircut_at(date, "10:00").client("Ayşe Yılmaz", "+905553300012");
            let basket = online.basket(&app, &client).await;
            // The salon saves Elif's whole card with a schedule whose break on that date covers 10:00.
            let form = json!({
                "full_name": "Elif Aslan", "salary_type": "fixed", "working_type": "full_time", "services": [w.haircut, w.wash],
                "schedule": {"days": [{"date": date.to_string(), "day_type": "work", "start": "10:00", "end": "18:00", "breaks": [{"start": "10:15", "end": "10:45"}]}]}
            });
            let (order, saved) = futures::future::join(
                app.call(Method::POST, "/api/site/order/create").auth(&client).json(online.order_body(basket)).send(),
                app.call(Method::PUT, &format!("/api/salon/employees/{}", w.master)).auth(&w.staff_token).json(form).send(),
            )
            .await;
            let statuses = (order.0, saved.0);
            assert!(order.0 < 500 && saved.0 < 500, "{:?} round {round}: {order:?} {saved:?}", app.backend);
            assert_eq!(u16::from(order.0 == 200) + u16::from(saved.0 == 200), 1, "{:?} round {round}: {statuses:?}", app.backend);
            if order.0 == 200 {
                assert!(refused_for_the_visit(&saved.1), "{:?} round {round}: {saved:?}", app.backend);
            } else {
                assert_eq!(order.0, 409, "{:?} round {round}: {order:?}", app.backend);
            }
            let on_day = master_breaks::Entity::find()
                .filter(master_breaks::Column::MasterId.eq(w.master))
                .filter(master_breaks::Column::Day.eq(date))
                .all(&app.db)
                .await
                .unwrap();
            let visits = live_of(&app, w.master).await.into_iter().filter(|a| a.provision_date == date).count();
            assert_eq!(on_day.len() + visits, 1, "{:?} round {round}: a break or a visit, not both", app.backend);
        }
    });
}
