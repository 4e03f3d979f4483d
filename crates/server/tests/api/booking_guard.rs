//! The booking's database guarantees (docs/booking.md), on SQLite and PostgreSQL:
//! - the database alone refuses a second overlapping live appointment of a master (PostgreSQL's
//!   exclusion constraint, SQLite's triggers), whatever path writes it, as `Booked::MasterBusy`;
//! - a booking (online, at the desk, or a move) is stored with all of its writes or not at all;
//! - a jobs row that does not parse is given up with its reason, not run with defaults.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::access::Role;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::bookings::Booked;
use store::entities::*;

use crate::booking::{World, world};
use crate::each_backend;
use crate::helpers::*;

/// A live (or `status`) appointment row of `master` at `date` `hour:minute` for `minutes`.
fn row(w: &World, master: i64, date: NaiveDate, start_min: u16, minutes: i64, status: &str) -> appointments::ActiveModel {
    let starts_at = api::booking::instant(date, start_min);
    let now = Utc::now();
    appointments::ActiveModel {
        salon_id: Set(w.salon.id),
        master_id: Set(master),
        client_name: Set("Ayşe Yılmaz".into()),
        client_phone: Set("+905551234567".into()),
        status: Set(status.into()),
        provision_date: Set(date),
        start_min: Set(start_min as i16),
        duration_min: Set(minutes as i32),
        starts_at: Set(starts_at),
        ends_at: Set(starts_at + Duration::minutes(minutes)),
        total_price: Set(40000),
        source: Set("manual".into()),
        created_at: Set(now),
        updated_at: Set(now),
        locale: Set("tr".into()),
        important: Set(false),
        ..Default::default()
    }
}

fn done(booked: Booked<appointments::Model>, what: &str) -> appointments::Model {
    match booked {
        Booked::Done(model) => model,
        other => panic!("{what}: {other:?}"),
    }
}

async fn live_of(db: &DatabaseConnection, master: i64) -> Vec<(i16, String)> {
    let mut rows: Vec<(i16, String)> = appointments::Entity::find()
        .filter(appointments::Column::MasterId.eq(master))
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .filter(|a| domain::booking::Status::parse(&a.status).is_some_and(domain::booking::Status::is_live))
        .map(|a| (a.start_min, a.status))
        .collect();
    rows.sort();
    rows
}

#[tokio::test]
async fn the_database_alone_refuses_a_second_overlapping_live_appointment() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let db = &app.db;
        let w = world(&app).await;
        let date = today() + Duration::days(3);

        // Straight through the store's lowest write, no overlap check before it.
        let first = done(store::bookings::save_live(db, row(&w, w.master, date, 600, 60, "new")).await.unwrap(), "first");
        for (start, minutes, status) in
            [(630, 60, "new"), (570, 45, "confirmed"), (600, 60, "moved"), (540, 240, "confirmed"), (615, 15, "new")]
        {
            let second = store::bookings::save_live(db, row(&w, w.master, date, start, minutes, status)).await.unwrap();
            assert!(matches!(second, Booked::MasterBusy), "{backend:?}: {start}+{minutes} {status} overlaps 10:00–11:00: {second:?}");
        }
        // Plain SQL without the store gets the database's refusal too.
        let err = row(&w, w.master, date, 630, 30, "confirmed").insert(db).await.expect_err("an overlapping insert");
        assert!(store::bookings::is_overlap_violation(&err), "{backend:?}: {err}");

        // Back to back is fine ([start, end)); so is another master, and a visit that holds no time.
        let after = done(store::bookings::save_live(db, row(&w, w.master, date, 660, 30, "confirmed")).await.unwrap(), "back to back");
        done(store::bookings::save_live(db, row(&w, w.master, date, 540, 60, "new")).await.unwrap(), "ends as the first starts");
        done(store::bookings::save_live(db, row(&w, w.nail_master, date, 600, 60, "new")).await.unwrap(), "another master");
        let cancelled = done(store::bookings::save_live(db, row(&w, w.master, date, 600, 60, "cancelled")).await.unwrap(), "cancelled");
        done(store::bookings::save_live(db, row(&w, w.master, date, 600, 60, "completed")).await.unwrap(), "completed");

        // Updates are guarded too: moving into the first visit's time, or bringing a cancelled
        // visit back to life over it.
        let mut moved: appointments::ActiveModel = after.clone().into();
        moved.starts_at = Set(api::booking::instant(date, 630));
        moved.ends_at = Set(api::booking::instant(date, 660));
        assert!(matches!(store::bookings::save_live(db, moved).await.unwrap(), Booked::MasterBusy), "{backend:?}: a move into 10:00–11:00");
        let mut revived: appointments::ActiveModel = cancelled.clone().into();
        revived.status = Set("confirmed".into());
        assert!(matches!(store::bookings::save_live(db, revived).await.unwrap(), Booked::MasterBusy), "{backend:?}: a revived visit");
        let mut other_master: appointments::ActiveModel = after.clone().into();
        other_master.master_id = Set(w.nail_master);
        other_master.starts_at = Set(api::booking::instant(date, 630));
        other_master.ends_at = Set(api::booking::instant(date, 690));
        assert!(
            matches!(store::bookings::save_live(db, other_master).await.unwrap(), Booked::MasterBusy),
            "{backend:?}: a transfer onto the other master's 10:00–11:00"
        );
        // A live visit may change what does not touch its time (its own row is no conflict).
        let mut flagged: appointments::ActiveModel = first.clone().into();
        flagged.status = Set("confirmed".into());
        flagged.important = Set(true);
        done(store::bookings::save_live(db, flagged).await.unwrap(), "confirming the first");

        assert_eq!(
            live_of(db, w.master).await,
            vec![(540, "new".to_owned()), (600, "confirmed".to_owned()), (660, "confirmed".to_owned())],
            "{backend:?}"
        );
    }
}

/// Makes every insert into `table` fail (a trigger), as a full disk or a constraint would.
async fn break_inserts(db: &DatabaseConnection, table: &str) {
    let statements = match db.get_database_backend() {
        sea_orm::DbBackend::Sqlite => {
            vec![format!("CREATE TRIGGER test_refuse_{table} BEFORE INSERT ON {table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")]
        }
        _ => vec![
            "CREATE OR REPLACE FUNCTION test_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql"
                .to_owned(),
            format!("CREATE TRIGGER test_refuse_{table} BEFORE INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION test_refuse()"),
        ],
    };
    for sql in statements {
        db.execute_unprepared(&sql).await.unwrap();
    }
}

async fn mend_inserts(db: &DatabaseConnection, table: &str) {
    let sql = match db.get_database_backend() {
        sea_orm::DbBackend::Sqlite => format!("DROP TRIGGER test_refuse_{table}"),
        _ => format!("DROP TRIGGER test_refuse_{table} ON {table}"),
    };
    db.execute_unprepared(&sql).await.unwrap();
}

/// The client's basket at `salon` with `services`, master and time; its id.
async fn fill_basket(app: &TestApp, token: &str, w: &World, services: &[i64], date: NaiveDate, time: &str) -> i64 {
    let mut id = 0;
    for s in services {
        let (status, body) = app
            .call(Method::POST, "/api/site/basket")
            .json(json!({"salon_id": w.salon.id, "salon_service_id": s}))
            .auth(token)
            .lang("tr")
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        id = body["basket"]["id"].as_i64().unwrap();
    }
    let choice = json!({"master_id": w.master, "provision_date": date.to_string(), "provision_time": time});
    let (status, body) = app.call(Method::PUT, &format!("/api/site/basket/{id}")).json(choice).auth(token).lang("tr").send().await;
    assert_eq!(status, 200, "{body}");
    id
}

fn order(basket: i64) -> Value {
    json!({"basket_id": basket, "full_name": "Ayşe Yılmaz", "phone": "+90 555 123 45 67", "email": "ayse@example.com", "privacy_accepted": true, "marketing_opt_in": false})
}

async fn count<E>(db: &DatabaseConnection) -> u64
where
    E: EntityTrait,
    E::Model: Sync,
{
    E::find().count(db).await.unwrap()
}

/// Rows a booking writes besides the appointment: (appointments, items, events, consents, jobs, salon client cards).
async fn footprint(db: &DatabaseConnection) -> [u64; 6] {
    [
        count::<appointments::Entity>(db).await,
        count::<appointment_items::Entity>(db).await,
        count::<appointment_events::Entity>(db).await,
        count::<consents::Entity>(db).await,
        count::<jobs::Entity>(db).await,
        count::<salon_clients::Entity>(db).await,
    ]
}

#[tokio::test]
async fn an_online_booking_is_stored_with_its_consents_basket_clear_and_jobs_or_not_at_all() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let db = &app.db;
        let w = world(&app).await;
        let token = token_for(db, "+905551234567", &[Role::Client], None).await;
        let date = today() + Duration::days(2);
        let basket = fill_basket(&app, &token, &w, &[w.haircut, w.wash], date, "10:00").await;
        let before = footprint(db).await;

        // The second consent record (marketing, after privacy and the appointment) cannot be written.
        for table in ["consents", "jobs"] {
            break_inserts(db, table).await;
            let (status, body) = app.call(Method::POST, "/api/site/order/create").json(order(basket)).auth(&token).lang("en").send().await;
            assert_eq!(status, 500, "{backend:?} {table}: {body}");
            assert_eq!(footprint(db).await, before, "{backend:?} {table}: nothing of the booking is stored");
            let (_, kept) = app.call(Method::GET, "/api/site/basket").auth(&token).lang("en").send().await;
            assert_eq!(
                (kept["basket"]["id"].as_i64(), kept["items"].as_array().map(Vec::len)),
                (Some(basket), Some(2)),
                "{backend:?} {table}: the basket is intact"
            );
            mend_inserts(db, table).await;
        }

        // Mended, the same order books with every part.
        let (status, body) = app.call(Method::POST, "/api/site/order/create").json(order(basket)).auth(&token).lang("en").send().await;
        assert_eq!(status, 200, "{backend:?}: {body}");
        let id = body["act"]["id"].as_i64().expect("the act's id");
        let records: Vec<(String, bool, Option<i64>, String)> =
            consents::Entity::find().all(db).await.unwrap().into_iter().map(|c| (c.kind, c.granted, c.appointment_id, c.phone)).collect();
        assert_eq!(
            records,
            vec![
                ("privacy".to_owned(), true, Some(id), "+905551234567".to_owned()),
                ("marketing".to_owned(), false, Some(id), "+905551234567".to_owned())
            ],
            "{backend:?}"
        );
        let mut kinds: Vec<String> = jobs::Entity::find().all(db).await.unwrap().into_iter().map(|j| j.kind).collect();
        kinds.sort();
        assert_eq!(kinds, ["complete", "confirm", "deliver", "remind"], "{backend:?}");
        let (_, emptied) = app.call(Method::GET, "/api/site/basket").auth(&token).lang("en").send().await;
        assert_eq!(emptied["basket"]["id"], Value::Null, "{backend:?}: the basket is emptied");
        let [appointments, items, events, consents, jobs, cards] = footprint(db).await;
        assert_eq!((appointments, items, events, consents, jobs, cards), (1, 2, 1, 2, 4, 1), "{backend:?}");
    }
}

#[tokio::test]
async fn manual_entries_and_moves_are_stored_whole_or_not_at_all() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let db = &app.db;
        let w = world(&app).await;
        let mut paid: salons::ActiveModel = w.salon.clone().into();
        paid.plan = Set("premium".into());
        paid.update(db).await.unwrap();
        let date = today() + Duration::days(2);
        let entry = json!({"phone": "+905553330003", "full_name": "Can Er", "birthday": "1990-05-17", "salon_service_ids": [w.haircut], "master_id": w.master, "date": date.to_string(), "time": "10:00"});

        // The desk's entry: its client card, items and event go with the failed jobs.
        let before = footprint(db).await;
        break_inserts(db, "jobs").await;
        let (status, body) =
            app.call(Method::POST, "/api/salon/schedule/acts/new").json(entry.clone()).auth(&w.staff_token).lang("en").send().await;
        assert_eq!(status, 500, "{backend:?}: {body}");
        assert_eq!(footprint(db).await, before, "{backend:?}: no entry, no card, no items");
        mend_inserts(db, "jobs").await;
        let (status, created) =
            app.call(Method::POST, "/api/salon/schedule/acts/new").json(entry).auth(&w.staff_token).lang("en").send().await;
        assert_eq!(status, 200, "{backend:?}: {created}");
        let id = created["id"].as_i64().unwrap();
        assert_eq!(count::<salon_clients::Entity>(db).await, before[5] + 1, "{backend:?}: the card comes with the entry");

        // The desk's reschedule and a client's transfer: the time stays when the rest fails.
        let client = token_for(db, "+905554440004", &[Role::Client], None).await;
        let basket = fill_basket(&app, &client, &w, &[w.haircut], date, "15:00").await;
        let (status, body) = app.call(Method::POST, "/api/site/order/create").json(order(basket)).auth(&client).lang("en").send().await;
        assert_eq!(status, 200, "{backend:?}: {body}");
        let own = body["act"]["id"].as_i64().unwrap();
        let moves = [
            (Method::PUT, format!("/api/salon/schedule/acts/{id}"), json!({"date": date.to_string(), "time": "11:00"}), &w.staff_token, id),
            (
                Method::POST,
                format!("/api/client/time-transfer/{own}"),
                json!({"provision_date": date.to_string(), "provision_time": "16:00"}),
                &client,
                own,
            ),
        ];
        for (method, path, body, token, moved) in moves {
            let was = appointments::Entity::find_by_id(moved).one(db).await.unwrap().unwrap();
            let before = footprint(db).await;
            break_inserts(db, "jobs").await;
            let (status, answer) = app.call(method.clone(), &path).json(body.clone()).auth(token).lang("en").send().await;
            assert_eq!(status, 500, "{backend:?} {path}: {answer}");
            assert_eq!(appointments::Entity::find_by_id(moved).one(db).await.unwrap().unwrap(), was, "{backend:?} {path}: not moved");
            assert_eq!(footprint(db).await, before, "{backend:?} {path}: no event");
            mend_inserts(db, "jobs").await;
            let (status, answer) = app.call(method, &path).json(body).auth(token).lang("en").send().await;
            assert_eq!(status, 200, "{backend:?} {path}: {answer}");
            let now = appointments::Entity::find_by_id(moved).one(db).await.unwrap().unwrap();
            assert_eq!((now.status.as_str(), now.starts_at != was.starts_at), ("moved", true), "{backend:?} {path}");
        }
    }
}

#[tokio::test]
async fn a_job_row_that_does_not_parse_is_given_up_with_its_reason() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let db = &app.db;
        let now = Utc::now();
        let add = |kind: &str, payload: &str| jobs::ActiveModel {
            kind: Set(kind.into()),
            payload: Set(payload.into()),
            run_at: Set(now - Duration::minutes(1)),
            status: Set("pending".into()),
            attempts: Set(0),
            created_at: Set(now),
            ..Default::default()
        };
        // A row as the string-keyed code wrote it (for a visit that no longer exists: nothing to do).
        let old = add("complete", r#"{"appointment_id":424242}"#).insert(db).await.unwrap();
        let broken = add("deliver", r#"{"appointment_id":424242,"event":"exploded","params":{}}"#).insert(db).await.unwrap();
        let unknown = add("sweep", r#"{"appointment_id":424242}"#).insert(db).await.unwrap();
        let ran = api::booking::jobs::run_due(&app.state_for_jobs().await, now).await.unwrap();
        assert_eq!(ran, 3, "{backend:?}");
        let state = |id: i64| async move {
            let row = jobs::Entity::find_by_id(id).one(db).await.unwrap().unwrap();
            (row.status, row.attempts, row.last_error)
        };
        assert_eq!(state(old.id).await, ("done".to_owned(), 1, None), "{backend:?}");
        for (id, kind) in [(broken.id, "deliver"), (unknown.id, "sweep")] {
            let (status, attempts, error) = state(id).await;
            assert_eq!((status.as_str(), attempts), ("failed", 1), "{backend:?}: given up at once, not retried");
            let error = error.unwrap_or_default();
            assert!(error.contains(kind), "{backend:?}: the reason is kept: {error}");
        }
        // Given up means never claimed again.
        let later: DateTime<Utc> = now + Duration::hours(1);
        assert_eq!(api::booking::jobs::run_due(&app.state_for_jobs().await, later).await.unwrap(), 0, "{backend:?}");
    }
}

/// The guarded write itself refuses a time on one of the master's breaks (dated, or recurring on
/// its weekday), even when nothing checked availability before it: a break saved between a
/// client's look at the free times and the order holds.
#[tokio::test]
async fn the_guarded_write_refuses_a_time_on_a_break() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (client, _) = person(&app.db, "+905553300021", &[Role::Client], None).await;
        let date = today() + Duration::days(3);
        let dated = today() + Duration::days(4);
        // A recurring break on `date`'s weekday 10:00–10:30 and a dated one on `dated` 15:15–15:45 (the
        // world's lunch, 13:00–13:45, stays out of the way).
        for (weekday, day, start, end) in [(Some(domain::schedule::weekday_of(date) as i16), None, 600, 630), (None, Some(dated), 915, 945)]
        {
            master_breaks::ActiveModel {
                master_id: Set(w.master),
                weekday: Set(weekday),
                day: Set(day),
                start_min: Set(start),
                end_min: Set(end),
                ..Default::default()
            }
            .insert(&app.db)
            .await
            .unwrap();
        }
        let book = |day: NaiveDate, time: &str| w.haircut_at(day, time).client("Ayşe Yılmaz", "+905553300021").account(client.id);
        for (day, time) in [(date, "09:45"), (date, "10:15"), (dated, "15:00"), (dated, "15:30")] {
            let answer = book(day, time).try_book_in_store(&app).await;
            assert!(matches!(answer, Booked::MasterBusy), "{:?}: {day} {time} is on a break: {answer:?}", app.backend);
        }
        for (day, time) in [(date, "10:30"), (dated, "15:45")] {
            let answer = book(day, time).try_book_in_store(&app).await;
            assert!(matches!(answer, Booked::Done(_)), "{:?}: {day} {time} starts when the break ends: {answer:?}", app.backend);
        }
    });
}
