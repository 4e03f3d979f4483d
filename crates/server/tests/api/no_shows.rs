//! No-shows (issue #16 item 7): the desk's actions follow the visit's start time (complete from
//! the start, no-show only after it, the API refuses the rest with `visit_not_started`); a
//! recorded no-show counts on the client's card and in the cancellations report; two no-shows in
//! 90 days flag the client's next online booking, which then waits for the salon's own
//! confirmation even at a salon that confirms automatically.

use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

struct World {
    haircut: i64,
    elif: i64,
    staff: String,
    client: String,
    client_id: i64,
}

const PHONE: &str = "+905551110001";

async fn world(app: &TestApp) -> World {
    let f = Catalogue::hair_and_nails()
        .salon(
            Salon::new("noshow-a")
                .premium()
                .sells("sac-kesimi", Sell::price(40000))
                .master(Master::new("Elif Aslan").does(&["sac-kesimi"]))
                .admin("+905559990001")
                // The system would confirm every booking at once: a flagged one it must not.
                .with(|s| s.auto_confirm = Set(true)),
        )
        .client(PHONE)
        .build(app)
        .await;
    World {
        haircut: f.sold("noshow-a", "sac-kesimi"),
        elif: f.master("Elif Aslan"),
        staff: f.token("+905559990001"),
        client: f.token(PHONE),
        client_id: f.account(PHONE).id,
    }
}

impl World {
    fn visit(&self, date: chrono::NaiveDate, time: &str, status: &str) -> Visit {
        Visit::of(self.elif).service(self.haircut).at(date, time).status(status).client("Ayşe Işık", PHONE).account(self.client_id)
    }
}

fn acts(what: &str, id: i64) -> String {
    format!("/api/salon/schedule/acts/{what}/{id}")
}

async fn detail(app: &TestApp, token: &str, id: i64) -> Value {
    let (status, body) = app.call(Method::GET, &format!("/api/salon/schedule/acts/{id}")).auth(token).send().await;
    assert_eq!(status, 200, "{body}");
    body
}

#[tokio::test]
async fn the_desk_completes_and_records_no_shows_only_once_the_visit_has_started() {
    each_backend!(|app| {
        let w = world(&app).await;
        // A visit in three days: no "complete", no "no-show", and the API refuses both.
        let future = w.visit(in_days(3), "10:00", "confirmed").insert(&app).await;
        let row = detail(&app, &w.staff, future).await;
        assert_eq!((row["actions"]["complete"].clone(), row["actions"]["no_show"].clone()), (json!(false), json!(false)));
        assert_eq!(row["actions"]["cancel"], true, "a future visit can still be cancelled");
        app.call(Method::POST, &acts("complete", future))
            .auth(&w.staff)
            .json(json!({"payment": "card"}))
            .refused_in_every_language(409, "visit_not_started")
            .await;
        app.call(Method::POST, &acts("no-show", future)).auth(&w.staff).refused_in_every_language(409, "visit_not_started").await;
        let unchanged = appointments::Entity::find_by_id(future).one(&app.db).await.unwrap().unwrap();
        assert_eq!((unchanged.status.as_str(), unchanged.payment_method), ("confirmed", None));

        // Yesterday's visit has started: both are offered, the no-show is recorded with who and when.
        let started = w.visit(in_days(-1), "10:00", "confirmed").insert(&app).await;
        let row = detail(&app, &w.staff, started).await;
        assert_eq!((row["actions"]["complete"].clone(), row["actions"]["no_show"].clone()), (json!(true), json!(true)));
        let (status, body) = app.call(Method::POST, &acts("no-show", started)).auth(&w.staff).send().await;
        assert_eq!((status, body), (200, json!({"id": started, "status": "no_show"})));
        let event = appointment_events::Entity::find()
            .filter(appointment_events::Column::AppointmentId.eq(started))
            .filter(appointment_events::Column::Kind.eq("no_show"))
            .one(&app.db)
            .await
            .unwrap()
            .expect("the no-show event");
        let admin = accounts::Entity::find().filter(accounts::Column::Phone.eq("+905559990001")).one(&app.db).await.unwrap().unwrap();
        assert_eq!(event.account_id, Some(admin.id), "who recorded it");
        // An ended visit offers nothing but the reply; the no-show cannot be recorded twice nor
        // the visit completed afterwards.
        let row = detail(&app, &w.staff, started).await;
        assert_eq!(row["status"], "no_show");
        let actions = &row["actions"];
        assert_eq!(
            [&actions["complete"], &actions["no_show"], &actions["cancel"], &actions["confirm"], &actions["reply"]],
            [&json!(false), &json!(false), &json!(false), &json!(false), &json!(true)]
        );
        app.call(Method::POST, &acts("no-show", started)).auth(&w.staff).refused_in_every_language(409, "action_not_allowed").await;
        app.call(Method::POST, &acts("complete", started))
            .auth(&w.staff)
            .json(json!({"payment": "cash"}))
            .refused_in_every_language(409, "action_not_allowed")
            .await;
        // The appointments table has a no-show tab.
        let (status, page) = app
            .call(
                Method::GET,
                &format!(
                    "/api/salon/appointments{}",
                    table_query(&json!({"filters": {"status": {"type": "checkbox", "values": ["no_show"]}}}))
                ),
            )
            .auth(&w.staff)
            .send()
            .await;
        assert_eq!(status, 200, "{page}");
        assert_eq!((ids(&page["rows"]), page["meta"]["counts"]["no_show"].clone()), (vec![started], json!(1)));
    });
}

#[tokio::test]
async fn a_no_show_counts_on_the_client_card_and_in_the_cancellations_report() {
    each_backend!(|app| {
        let w = world(&app).await;
        let day = in_days(-2);
        let missed = w.visit(day, "10:00", "confirmed").book_in_store(&app).await;
        w.visit(day, "12:00", "completed").book_in_store(&app).await;
        w.visit(day, "14:00", "cancelled").book_in_store(&app).await;
        let (status, _) = app.call(Method::POST, &acts("no-show", missed.id)).auth(&w.staff).send().await;
        assert_eq!(status, 200);

        let card = missed.salon_client_id.expect("the booking's card");
        let (status, ext) = app.call(Method::GET, &format!("/api/salon/clients/extended/{card}")).auth(&w.staff).send().await;
        assert_eq!(status, 200, "{ext}");
        assert_eq!((ext["no_shows"].clone(), ext["visits"].clone()), (json!(1), json!(1)), "one no-show, one completed visit");

        let path = format!("/api/salon/reports/cancellations?from={day}&to={day}&group_by=day");
        let (status, table) = app.call(Method::GET, &path).auth(&w.staff).lang("en").send().await;
        assert_eq!(status, 200, "{table}");
        let titles: Vec<&str> = table["columns"].as_array().unwrap().iter().map(|c| c["title"].as_str().unwrap()).collect();
        assert_eq!(titles.last(), Some(&"No-shows"));
        // Appointments, by client, by salon, cancelled, share, no-shows: the no-show is not a cancellation.
        assert_eq!(table["rows"], json!([[day.to_string(), 3, 0, 1, 1, 33.33, 1]]));
        assert_eq!(table["totals"], json!(["Total", 3, 0, 1, 1, 33.33, 1]));
        let path = format!("/api/salon/reports/cancellations?from={day}&to={day}&group_by=master");
        let (_, table) = app.call(Method::GET, &path).auth(&w.staff).lang("tr").send().await;
        assert_eq!(table["rows"], json!([["Elif Aslan", 3, 0, 1, 1, 33.33, 1]]));
        assert_eq!(table["columns"].as_array().unwrap().last().unwrap()["title"], "Gelmedi");
    });
}

#[tokio::test]
async fn two_no_shows_in_90_days_flag_the_next_online_booking_for_manual_confirmation() {
    each_backend!(|app| {
        let w = world(&app).await;
        // One no-show within 90 days and one older: not flagged, the salon's automatic
        // confirmation confirms it.
        w.visit(in_days(-100), "10:00", "no_show").insert(&app).await;
        w.visit(in_days(-30), "10:00", "no_show").insert(&app).await;
        let first = w.visit(in_days(2), "10:00", "new").book(&app, &w.client).await;
        let first = first["id"].as_i64().unwrap();
        app.run_due_jobs().await;
        let row = detail(&app, &w.staff, first).await;
        assert_eq!((row["status"].clone(), row["no_shows_flag"].clone()), (json!("confirmed"), Value::Null));

        // A second no-show within 90 days: the next booking waits for the salon.
        w.visit(in_days(-5), "10:00", "no_show").insert(&app).await;
        let second = w.visit(in_days(2), "12:00", "new").book(&app, &w.client).await;
        let second = second["id"].as_i64().unwrap();
        app.run_due_jobs().await;
        let row = detail(&app, &w.staff, second).await;
        assert_eq!(
            (row["status"].clone(), row["no_shows_flag"].clone(), row["confirm_deadline"].clone()),
            (json!("new"), json!(2), Value::Null),
            "flagged, never confirmed by the system"
        );
        assert_eq!(row["actions"]["confirm"], true);
        let (_, overview) = app.call(Method::GET, "/api/salon/overview").auth(&w.staff).send().await;
        let waiting = overview["unconfirmed"].as_array().unwrap().iter().find(|r| r["id"] == second).expect("listed as waiting");
        assert_eq!(waiting["no_shows_flag"], 2);
        // The salon confirms it by hand.
        let (status, body) = app.call(Method::POST, &acts("confirm", second)).auth(&w.staff).send().await;
        assert_eq!((status, body["status"].clone()), (200, json!("confirmed")));
    });
}
