//! The salon's loyalty points programme (issue #19 item 3, docs/loyalty.md), on both databases:
//! a balance after earn, redeem, cancel and expiry against figures computed by hand; the
//! programme refused to a free salon, to other roles and to strangers; and two checkouts spending
//! the same points at the same moment never both succeed.

use chrono::{Months, Utc};
use domain::access::Role;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use store::bookings::{Booked, NewBooking, Redeem};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const STAFF: &str = "+905559990001";
const CLIENT: &str = "+905551234567";

struct World {
    f: Fixture,
    salon: i64,
    staff: String,
    elif: i64,
    deniz: i64,
    haircut: i64,
    client: String,
    client_account: i64,
}

async fn world(app: &TestApp, premium: bool) -> World {
    world_with(app, premium, None).await
}

/// The world, with `other` as a second salon when given.
async fn world_with(app: &TestApp, premium: bool, other: Option<Salon>) -> World {
    let salon = Salon::new("kuafor-a")
        .sells("sac-kesimi", Sell::price(40_000).minutes(60))
        .master(Master::new("Elif").does(&["sac-kesimi"]))
        .master(Master::new("Deniz").does(&["sac-kesimi"]))
        .admin(STAFF);
    let salon = if premium { salon.premium() } else { salon };
    let mut catalogue = Catalogue::hair_and_nails().salon(salon).client(CLIENT);
    if let Some(other) = other {
        catalogue = catalogue.salon(other);
    }
    let f = catalogue.build(app).await;
    World {
        salon: f.salon("kuafor-a").id,
        staff: f.token(STAFF),
        elif: f.master("Elif"),
        deniz: f.master("Deniz"),
        haircut: f.sold("kuafor-a", "sac-kesimi"),
        client: f.token(CLIENT),
        client_account: f.account(CLIENT).id,
        f,
    }
}

/// 10 points per 100 TRY, a point worth 0.50 TRY, at most half a total, points kept 6 months.
fn programme(expiry_months: i64) -> Value {
    json!({"enabled": true, "points_per_100_try": 10, "point_value_kurus": 50, "max_redeem_percent": 50, "expiry_months": expiry_months})
}

async fn set_programme(app: &TestApp, w: &World, body: Value) {
    let (status, saved) = app.call(Method::PUT, "/api/salon/loyalty").auth(&w.staff).json(body).send().await;
    assert_eq!(status, 200, "{saved}");
}

fn haircut(w: &World, master: i64, days: i64, time: &str) -> Visit {
    Visit::of(master).service(w.haircut).at(in_days(days), time).client("Ayşe Yılmaz", CLIENT)
}

/// Books `visit` as the client through the checkout, redeeming `points` when given.
async fn order(app: &TestApp, w: &World, visit: &Visit, points: Option<i64>) -> (u16, Value) {
    let basket = visit.basket(app, &w.client).await;
    let mut body = visit.order_body(basket);
    if let Some(points) = points {
        body["redeem_points"] = json!(points);
    }
    app.call(Method::POST, "/api/site/order/create").auth(&w.client).json(body).send().await
}

async fn complete(app: &TestApp, w: &World, id: i64) {
    crate::helpers::start_now(app, id).await;
    let (status, body) = app
        .call(Method::POST, &format!("/api/salon/schedule/acts/complete/{id}"))
        .auth(&w.staff)
        .json(json!({"payment": "cash"}))
        .send()
        .await;
    assert_eq!(status, 200, "{body}");
}

async fn balance(app: &TestApp, w: &World) -> i64 {
    store::loyalty::balance(&app.db, w.salon, w.client_account).await.unwrap()
}

async fn appointment(app: &TestApp, id: i64) -> appointments::Model {
    appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap()
}

async fn card_of_client(app: &TestApp, w: &World) -> i64 {
    salon_clients::Entity::find()
        .filter(salon_clients::Column::SalonId.eq(w.salon))
        .filter(salon_clients::Column::AccountId.eq(w.client_account))
        .one(&app.db)
        .await
        .unwrap()
        .expect("the client's card")
        .id
}

#[tokio::test]
async fn a_balance_after_earning_redeeming_cancelling_and_expiry_is_what_the_hand_computes() {
    each_backend!(|app| {
        let w = world(&app, true).await;
        set_programme(&app, &w, programme(6)).await;

        // A 400 TRY haircut completed: 400 × 10 / 100 = 40 points.
        let (status, first) = order(&app, &w, &haircut(&w, w.elif, 2, "10:00"), None).await;
        assert_eq!(status, 200, "{first}");
        let first = first["act"]["id"].as_i64().unwrap();
        complete(&app, &w, first).await;
        assert_eq!(balance(&app, &w).await, 40);
        // Completing it again (recording the payment) earns nothing more.
        complete(&app, &w, first).await;
        assert_eq!(balance(&app, &w).await, 40);
        let (_, mine) = app.call(Method::GET, "/api/client/loyalty").auth(&w.client).send().await;
        assert_eq!(
            mine["balances"],
            json!([{"salon_id": w.salon, "salon_name": w.f.salon("kuafor-a").name, "salon_slug": "kuafor-a", "points": 40,
                    "redeemable": true, "point_value_kurus": 50, "max_redeem_percent": 50, "value_kurus": 2000}])
        );

        // 30 points off the next one: 30 × 0.50 = 15 TRY; the salon collects 385 TRY. 10 left.
        let (status, second) = order(&app, &w, &haircut(&w, w.elif, 3, "10:00"), Some(30)).await;
        assert_eq!(status, 200, "{second}");
        let second = appointment(&app, second["act"]["id"].as_i64().unwrap()).await;
        assert_eq!((second.total_price, second.points_redeemed, second.points_discount), (40_000, 30, 1_500));
        assert_eq!(balance(&app, &w).await, 10);

        // 11 points are more than the 10 held: refused, nothing booked, nothing spent.
        let (status, refused) = order(&app, &w, &haircut(&w, w.elif, 4, "10:00"), Some(11)).await;
        assert_eq!((status, refused["message_code"].clone()), (409, json!("loyalty_points_insufficient")), "{refused}");
        // Beyond half the total (400 points = 200 TRY): a 422 naming the most, never a clamp.
        let (status, refused) = order(&app, &w, &haircut(&w, w.elif, 4, "10:00"), Some(401)).await;
        assert_field_error(status, &refused, "tr", "redeem_points", "loyalty_redeem_beyond_cap", &[("max_points", "400")]);
        assert_eq!(balance(&app, &w).await, 10);

        // The client cancels the second visit: its 30 points come back. 40.
        let (status, body) = app.call(Method::POST, &format!("/api/client/cancel/{}", second.id)).auth(&w.client).send().await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(balance(&app, &w).await, 40);

        // The salon now keeps points 12 months. 20 points (10 TRY) off a third visit, completed:
        // it earns on the 390 TRY paid, 39 points. 40 − 20 + 39 = 59.
        set_programme(&app, &w, programme(12)).await;
        let (status, third) = order(&app, &w, &haircut(&w, w.deniz, 5, "10:00"), Some(20)).await;
        assert_eq!(status, 200, "{third}");
        let third = third["act"]["id"].as_i64().unwrap();
        complete(&app, &w, third).await;
        assert_eq!(balance(&app, &w).await, 59);

        // Seven months on, the first 40 points (kept 6 months) expire less the 20 spent since
        // (oldest first): 20 expire, 39 remain. A second sweep then finds nothing.
        let later = Utc::now().checked_add_months(Months::new(7)).unwrap();
        assert_eq!(store::loyalty::expire_due(&app.db, later).await.unwrap(), 20);
        assert_eq!(store::loyalty::expire_due(&app.db, later).await.unwrap(), 0);
        assert_eq!(balance(&app, &w).await, 39);
        // Thirteen months on, the 39 earned on the third visit expire too.
        let much_later = Utc::now().checked_add_months(Months::new(13)).unwrap();
        assert_eq!(store::loyalty::expire_due(&app.db, much_later).await.unwrap(), 39);
        assert_eq!(balance(&app, &w).await, 0);

        // The salon's client card shows the balance and every entry, newest first.
        let card = card_of_client(&app, &w).await;
        let (status, points) = app.call(Method::GET, &format!("/api/salon/clients/{card}/loyalty")).auth(&w.staff).send().await;
        assert_eq!(status, 200, "{points}");
        assert_eq!((points["has_account"].clone(), points["points"].clone()), (json!(true), json!(0)));
        let entries: Vec<(String, i64, i64)> = points["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["kind"].as_str().unwrap().to_owned(), e["points"].as_i64().unwrap(), e["amount_kurus"].as_i64().unwrap()))
            .collect();
        let expected = [
            ("expire", -39, 0),
            ("expire", -20, 0),
            ("earn", 39, 39_000),
            ("redeem", -20, 1_000),
            ("return", 30, 1_500),
            ("redeem", -30, 1_500),
            ("earn", 40, 40_000),
        ];
        assert_eq!(entries, expected.map(|(k, p, a)| (k.to_owned(), p, a)).to_vec(), "{:?}", app.backend);
        let sum: i64 = entries.iter().map(|e| e.1).sum();
        assert_eq!(sum, 0, "the ledger adds up to the balance");
        // The client's cabinet shows the same entries with their dates; another account sees none of them.
        let (status, mine) = app.call(Method::GET, &format!("/api/client/loyalty/{}", w.salon)).auth(&w.client).send().await;
        assert_eq!(status, 200, "{mine}");
        assert_eq!(mine["points"], 0);
        let kinds: Vec<(String, i64)> = mine["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["kind"].as_str().unwrap().to_owned(), e["points"].as_i64().unwrap()))
            .collect();
        assert_eq!(kinds, expected.map(|(k, p, _)| (k.to_owned(), p)).to_vec());
        assert!(mine["entries"].as_array().unwrap().iter().all(|e| e["created_at"].is_string()));
        assert!(mine["entries"][6]["expires_at"].is_string(), "an earning says when it expires");
        let (status, theirs) = app.call(Method::GET, &format!("/api/client/loyalty/{}", w.salon)).auth(&w.staff).send().await;
        assert!(status == 403 || theirs["entries"] == json!([]), "{status} {theirs}");
        let (status, _) = app.call(Method::GET, &format!("/api/client/loyalty/{}", w.salon)).send().await;
        assert_eq!(status, 401);
        // With no points left, the cabinet lists no salon.
        let (_, mine) = app.call(Method::GET, "/api/client/loyalty").auth(&w.client).send().await;
        assert_eq!(mine["balances"], json!([]));
    });
}

#[tokio::test]
async fn a_switched_off_or_downgraded_programme_neither_earns_nor_redeems() {
    each_backend!(|app| {
        let w = world(&app, true).await;
        set_programme(&app, &w, programme(6)).await;
        let (_, first) = order(&app, &w, &haircut(&w, w.elif, 2, "10:00"), None).await;
        complete(&app, &w, first["act"]["id"].as_i64().unwrap()).await;
        assert_eq!(balance(&app, &w).await, 40);

        // Switched off: a redemption is refused by name, a completed visit earns nothing.
        let off = json!({"enabled": false, "points_per_100_try": 10, "point_value_kurus": 50, "max_redeem_percent": 50});
        set_programme(&app, &w, off).await;
        let (status, refused) = order(&app, &w, &haircut(&w, w.elif, 3, "10:00"), Some(10)).await;
        assert_field_error(status, &refused, "tr", "redeem_points", "loyalty_programme_off", &[]);
        let (status, plain) = order(&app, &w, &haircut(&w, w.elif, 3, "10:00"), None).await;
        assert_eq!(status, 200, "{plain}");
        complete(&app, &w, plain["act"]["id"].as_i64().unwrap()).await;
        assert_eq!(balance(&app, &w).await, 40, "kept, not grown");

        // On again, then the salon falls back to the free plan: the balance stays, frozen.
        set_programme(&app, &w, programme(6)).await;
        salons::Entity::update_many()
            .col_expr(salons::Column::Plan, sea_orm::sea_query::Expr::value("free"))
            .filter(salons::Column::Id.eq(w.salon))
            .exec(&app.db)
            .await
            .unwrap();
        let (status, refused) = order(&app, &w, &haircut(&w, w.elif, 4, "10:00"), Some(10)).await;
        assert_field_error(status, &refused, "tr", "redeem_points", "loyalty_programme_off", &[]);
        let (_, mine) = app.call(Method::GET, "/api/client/loyalty").auth(&w.client).send().await;
        assert_eq!((mine["balances"][0]["points"].clone(), mine["balances"][0]["redeemable"].clone()), (json!(40), json!(false)));
    });
}

#[tokio::test]
async fn a_free_salon_other_roles_and_strangers_are_refused_the_programme() {
    each_backend!(|app| {
        let other_staff = "+905559990077";
        let other = Salon::new("kuafor-b")
            .sells("sac-kesimi", Sell::price(10_000))
            .master(Master::new("Zeynep").does(&["sac-kesimi"]))
            .admin(other_staff)
            .premium();
        let free = world_with(&app, false, Some(other)).await;
        let other_token = free.f.token(other_staff);
        for (method, body) in [(Method::GET, None), (Method::PUT, Some(programme(6)))] {
            let call = app.call(method.clone(), "/api/salon/loyalty").auth(&free.staff).lang("en");
            let (status, refused) = match body {
                Some(body) => call.json(body).send().await,
                None => call.send().await,
            };
            assert_eq!((status, refused["message_code"].clone()), (403, json!("plan_feature_unavailable")), "{method}");
            assert!(refused["message"].as_str().unwrap().contains("Loyalty programme"), "{refused}");
        }
        let (status, _) = app.call(Method::GET, "/api/salon/loyalty").auth(&free.client).send().await;
        assert_eq!(status, 403, "a client is not salon staff");
        let (status, _) = app.call(Method::GET, "/api/salon/loyalty").send().await;
        assert_eq!(status, 401);
        let (status, _) = app.call(Method::GET, "/api/client/loyalty").send().await;
        assert_eq!(status, 401);
        let (status, _) = app.call(Method::GET, "/api/client/loyalty").auth(&free.staff).send().await;
        assert_eq!(status, 403, "salon staff is not a client");

        // A Premium salon cannot read another salon's client card.
        let (_, booked) = order(&app, &free, &haircut(&free, free.elif, 2, "10:00"), None).await;
        assert!(booked["act"]["id"].is_i64(), "{booked}");
        let card = card_of_client(&app, &free).await;
        let (status, _) = app.call(Method::GET, &format!("/api/salon/clients/{card}/loyalty")).auth(&other_token).send().await;
        assert_eq!(status, 404, "another salon's card");

        // Out-of-bounds settings are a 422 per field.
        let (status, refused) = app
            .call(Method::PUT, "/api/salon/loyalty")
            .auth(&other_token)
            .json(json!({"enabled": true, "points_per_100_try": 0, "point_value_kurus": 50, "max_redeem_percent": 101}))
            .send()
            .await;
        assert_field_error(status, &refused, "tr", "points_per_100_try", "between", &[("min", "1"), ("max", "1000")]);
        assert_field_error(status, &refused, "tr", "max_redeem_percent", "between", &[("min", "1"), ("max", "100")]);
    });
}

/// Rounds of the race: `RANDEVU_CONTENTION_ROUNDS`, 20 unless set.
fn rounds() -> usize {
    std::env::var("RANDEVU_CONTENTION_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(20)
}

/// Gives the client exactly `points` at the salon through a completed visit of the right price.
async fn top_up(app: &TestApp, w: &World, to: i64) {
    let now = balance(app, w).await;
    if now >= to {
        return;
    }
    // 10 points per 100 TRY: (to − now) × 10 TRY.
    let visit = Visit::of(w.elif)
        .service(w.haircut)
        .at(in_days(80), "09:00")
        .account(w.client_account)
        .price((to - now) * 1_000)
        .status("confirmed");
    let id = visit.insert(app).await;
    complete(app, w, id).await;
    assert_eq!(balance(app, w).await, to);
}

/// Two checkouts of the same client spending the same 30 of their 40 points at the same moment:
/// one is taken, the other refused with `loyalty_points_insufficient`, round after round. The
/// orders go to two masters, so only the balance's guard stands between them.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_simultaneous_checkouts_cannot_both_spend_the_same_points() {
    each_backend!(|app| {
        let w = world(&app, true).await;
        set_programme(&app, &w, programme(6)).await;
        for round in 0..rounds() {
            top_up(&app, &w, 40).await;
            let day = 2 + (round as i64 % 60);
            let a = haircut(&w, w.elif, day, "11:00").account(w.client_account);
            let b = haircut(&w, w.deniz, day, "11:00").account(w.client_account);
            let (a, b) = (a.new_appointment(&app).await, b.new_appointment(&app).await);
            let redeem = Some(Redeem { points: 30, discount: 1_500 });
            let book = |new: store::bookings::NewAppointment| {
                let db = app.db.clone();
                tokio::spawn(async move {
                    store::bookings::book(&db, NewBooking { redeem, ..NewBooking::from(new) }, Utc::now(), |_| vec![]).await.unwrap()
                })
            };
            let (first, second) = futures::future::join(book(a), book(b)).await;
            let outcomes = [first.unwrap(), second.unwrap()];
            let taken: Vec<&appointments::Model> =
                outcomes.iter().filter_map(|o| if let Booked::Done(a) = o { Some(a) } else { None }).collect();
            let short = outcomes.iter().filter(|o| matches!(o, Booked::PointsShort)).count();
            assert_eq!((taken.len(), short), (1, 1), "{:?} round {round}: {outcomes:?}", app.backend);
            assert_eq!(balance(&app, &w).await, 10, "{:?} round {round}", app.backend);
            let redeems = loyalty_ledger::Entity::find()
                .filter(loyalty_ledger::Column::Kind.eq("redeem"))
                .filter(loyalty_ledger::Column::AppointmentId.eq(taken[0].id))
                .all(&app.db)
                .await
                .unwrap();
            assert_eq!(redeems.len(), 1);
        }

        // Through the API as well: the same order sent twice at once (a double click) books once
        // and spends once.
        top_up(&app, &w, 40).await;
        let visit = haircut(&w, w.elif, 70, "15:00");
        let basket = visit.basket(&app, &w.client).await;
        let mut body = visit.order_body(basket);
        body["redeem_points"] = json!(30);
        let send = || app.call(Method::POST, "/api/site/order/create").auth(&w.client).json(body.clone()).send();
        let (one, two) = futures::future::join(send(), send()).await;
        let mut statuses = [one.0, two.0];
        statuses.sort();
        assert_eq!(statuses[0], 200, "{one:?} {two:?}");
        assert!(statuses[1] >= 400 && statuses[1] < 500, "{one:?} {two:?}");
        assert_eq!(balance(&app, &w).await, 10);

        // Whatever happened, the balance is the ledger's sum.
        let entries =
            loyalty_ledger::Entity::find().filter(loyalty_ledger::Column::AccountId.eq(w.client_account)).all(&app.db).await.unwrap();
        assert_eq!(entries.iter().map(|e| e.points).sum::<i64>(), balance(&app, &w).await);
    });
}

#[tokio::test]
async fn a_client_token_for_an_unknown_account_sees_no_points() {
    each_backend!(|app| {
        let token = token_for(&app.db, "+905553330001", &[Role::Client], None).await;
        let (status, body) = app.call(Method::GET, "/api/client/loyalty").auth(&token).send().await;
        assert_eq!((status, body), (200, json!({"balances": []})));
    });
}

#[tokio::test]
async fn the_ledger_of_a_salon_that_does_not_exist_is_not_found() {
    each_backend!(|app| {
        let w = world(&app, true).await;
        // A salon where the client never held points: an empty ledger.
        let (status, body) = app.call(Method::GET, &format!("/api/client/loyalty/{}", w.salon)).auth(&w.client).send().await;
        assert_eq!((status, body["points"].as_i64(), body["entries"].clone()), (200, Some(0), json!([])), "{body}");
        // No such salon: 404 with the not-found code, in the reader's language.
        let (status, body) = app.call(Method::GET, "/api/client/loyalty/987654321").auth(&w.client).lang("ru").send().await;
        assert_eq!((status, body["message_code"].as_str()), (404, Some("not_found")), "{body}");
    });
}
