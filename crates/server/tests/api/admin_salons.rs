//! Platform admin, salons (issue #17 item 5): the tabs of the list and their counts, the card,
//! activate, deactivate immediately or after orders finish (booking refused, the planned visit
//! stays, the sweep deactivates the salon once it is over), deactivation types in the reader's
//! language, the owner's phone, more salon admins, star salons under a maximum (also when many
//! admins star at once), the audit history, and every call refused to non-admins.

use chrono::{Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::admin_salons::SalonFilter;
use store::entities::*;

use crate::helpers::*;

const ADMIN: &str = "+905550000001";
const OWNER: &str = "+905559990001";
const OTHER_OWNER: &str = "+905559990002";
const CLIENT: &str = "+905551234567";

struct World {
    admin: String,
    /// Active, with a master, a service and a planned visit tomorrow.
    busy: salons::Model,
    /// Active, never booked.
    quiet: salons::Model,
    /// Created by the partner funnel.
    fresh: salons::Model,
    /// Created 30 days ago, its only visit changed 20 days ago.
    dormant: salons::Model,
    master: i64,
    sold: i64,
    /// The planned visit at `busy`.
    visit: i64,
    client: String,
    owner: String,
}

async fn world(app: &TestApp) -> World {
    let month_ago = Utc::now() - Duration::days(30);
    let f = Catalogue::hair_and_nails()
        .salon(
            Salon::new("busy")
                .named("Güzellik Evi")
                .phone("+902121110000")
                .sells("sac-kesimi", Sell::price(30000).minutes(60))
                .master(Master::new("Elif Aslan").does(&["sac-kesimi"]))
                .owner(OWNER),
        )
        .salon(Salon::new("quiet").named("Sessiz Salon").premium())
        .salon(Salon::new("fresh").named("Yeni Salon").status("new"))
        .salon(
            Salon::new("dormant")
                .named("Uykuda Salon")
                .sells("yikama", Sell::price(10000).minutes(30))
                .master(Master::new("Mert Demir").does(&["yikama"]))
                .owner(OTHER_OWNER)
                .with(move |s| s.created_at = Set(month_ago)),
        )
        .client(CLIENT)
        .build(app)
        .await;
    let master = f.master("Elif Aslan");
    let sold = f.sold("busy", "sac-kesimi");
    let visit = Visit::of(master).service(sold).at(in_days(1), "10:00").status("confirmed").insert(app).await;
    let old = Visit::of(f.master("Mert Demir"))
        .service(f.sold("dormant", "yikama"))
        .at(in_days(-20), "10:00")
        .status("completed")
        .insert(app)
        .await;
    let mut row: appointments::ActiveModel = appointments::Entity::find_by_id(old).one(&app.db).await.unwrap().unwrap().into();
    row.created_at = Set(Utc::now() - Duration::days(21));
    row.updated_at = Set(Utc::now() - Duration::days(20));
    row.update(&app.db).await.unwrap();
    // The salon row keeps the moment of its latest appointment change as it is written (today);
    // the history above is restored there as a fill from the stored rows would.
    refill_activity(app, f.salon("dormant").id).await;
    World {
        admin: token_for(&app.db, ADMIN, &[Role::Admin], None).await,
        busy: f.salon("busy"),
        quiet: f.salon("quiet"),
        fresh: f.salon("fresh"),
        dormant: f.salon("dormant"),
        master,
        sold,
        visit,
        client: f.token(CLIENT),
        owner: f.token(OWNER),
    }
}

/// A page of the salons table under `tab` (and `search`): the ids and the meta.
async fn tab(app: &TestApp, token: &str, tab: &str, search: Option<&str>) -> (Vec<i64>, u64, Value) {
    let mut q = json!({"limit": 100, "sortColumn": "name", "sortDirection": 1, "filters": {"tab": {"type": "radio", "value": tab}}});
    if let Some(term) = search {
        q["search"] = json!(term);
    }
    let (status, body) = app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&q))).auth(token).send().await;
    assert_eq!(status, 200, "{tab}: {body}");
    (ids(&body["rows"]), body["count"].as_u64().unwrap(), body["meta"].clone())
}

/// Sets salon `id`'s last appointment and admin change again from its stored rows.
async fn refill_activity(app: &TestApp, id: i64) {
    app.db.execute_unprepared(&store::migration::m20261128_000043_salon_activity::fill(&format!("id = {id}"))).await.unwrap();
}

async fn salon(app: &TestApp, id: i64) -> salons::Model {
    salons::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap()
}

async fn deactivate(app: &TestApp, token: &str, id: i64, kind: &str, reason: &str) -> (u16, Value) {
    app.call(Method::POST, &format!("/api/admin/salons/{id}/deactivate"))
        .auth(token)
        .json(json!({"type": kind, "reason": reason}))
        .send()
        .await
}

/// The client adds the salon's service to the basket (the first step of booking).
async fn add_to_basket(app: &TestApp, w: &World) -> (u16, Value) {
    app.call(Method::POST, "/api/site/basket").auth(&w.client).json(json!({"salon_id": w.busy.id, "salon_service_id": w.sold})).send().await
}

#[tokio::test]
async fn each_tab_holds_its_salons_with_counts() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        // One deactivated immediately, one after orders finish (it has a planned visit), one star.
        let (status, _) = deactivate(&app, &w.admin, w.quiet.id, "immediate", "Kapandı").await;
        assert_eq!(status, 200);
        let (status, _) = deactivate(&app, &w.admin, w.busy.id, "after_orders", "Taşınıyor").await;
        assert_eq!(status, 200);
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/salons/{}/set-as-star", w.dormant.id))
            .auth(&w.admin)
            .json(json!({"star": true}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");

        let expected = vec![
            ("all", vec![w.busy.id, w.quiet.id, w.dormant.id, w.fresh.id]),
            ("active", vec![w.dormant.id]),
            ("deactivated_immediately", vec![w.quiet.id]),
            ("deactivated_after_orders", vec![w.busy.id]),
            ("without_appointments", vec![w.quiet.id, w.fresh.id]),
            ("new", vec![w.fresh.id]),
            // Starring is an admin change on the salon: activity. Nothing else happened at the
            // dormant salon for 20 days, so before the star it is inactive (checked below).
            ("inactive", vec![]),
            ("star", vec![w.dormant.id]),
        ];
        for (name, ids) in &expected {
            let (found, count, meta) = tab(&app, &w.admin, name, None).await;
            assert_eq!(&found, ids, "tab {name}");
            assert_eq!(count, ids.len() as u64, "tab {name}");
            assert_eq!(meta["counts"][name], ids.len() as i64, "count of {name}: {meta}");
        }

        // Without the admin change of today, the dormant salon's last activity is its visit 20
        // days ago: inactive.
        audit_changes::Entity::delete_many().filter(audit_changes::Column::EntityId.eq(w.dormant.id)).exec(&app.db).await.unwrap();
        refill_activity(&app, w.dormant.id).await;
        let (found, _, meta) = tab(&app, &w.admin, "inactive", None).await;
        assert_eq!(found, vec![w.dormant.id]);
        assert_eq!(meta["counts"]["inactive"], 1);
        assert_eq!(meta["star_count"], 10);

        // The search narrows the rows and the counts: by folded name, by phone digits.
        let (found, _, meta) = tab(&app, &w.admin, "all", Some("guzellik")).await;
        assert_eq!(found, vec![w.busy.id]);
        assert_eq!(meta["counts"]["deactivated_after_orders"], 1);
        assert_eq!(meta["counts"]["new"], 0);
        let (found, _, _) = tab(&app, &w.admin, "all", Some("2121110000")).await;
        assert_eq!(found, vec![w.busy.id]);
        // Words of three letters or more go through the trigram index, shorter ones are tested on
        // the name itself, digits on the name and the phone; every word must match.
        let (found, _, meta) = tab(&app, &w.admin, "all", Some("SALON")).await;
        assert_eq!(found, vec![w.quiet.id, w.dormant.id, w.fresh.id]);
        assert_eq!(meta["counts"]["all"], 3);
        let (found, _, _) = tab(&app, &w.admin, "all", Some("ev")).await;
        assert_eq!(found, vec![w.busy.id]);
        let (found, _, _) = tab(&app, &w.admin, "all", Some("uykuda sa")).await;
        assert_eq!(found, vec![w.dormant.id]);
        let (found, _, _) = tab(&app, &w.admin, "all", Some("salon 2121110000")).await;
        assert_eq!(found, Vec::<i64>::new());

        // A row says what the columns show.
        let (_, body) =
            app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&json!({"search": "uykuda"})))).auth(&w.admin).send().await;
        let row = &body["rows"][0];
        assert_eq!(row["name"], "Uykuda Salon");
        assert_eq!(row["masters"], 1);
        assert_eq!(row["appointments"], 1);
        assert_eq!(row["is_star"], true);
        assert_eq!(row["plan"], "free");
        assert_eq!(row["status"], "active");

        // Pages of one row, sorted by a computed column or by city, give the whole table's rows in
        // its order, each with its own masters and appointments.
        for column in ["last_activity", "city"] {
            let sorted = |offset: u64, limit: u64| json!({"sortColumn": column, "sortDirection": -1, "offset": offset, "limit": limit});
            let (_, whole) =
                app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&sorted(0, 100)))).auth(&w.admin).send().await;
            let mut paged = Vec::new();
            for offset in 0..4 {
                let (_, page) =
                    app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&sorted(offset, 1)))).auth(&w.admin).send().await;
                paged.push(page["rows"][0].clone());
            }
            assert_eq!(whole["rows"].as_array().map(Vec::len), Some(4), "{column}: {whole}");
            assert_eq!(Value::Array(paged), whole["rows"], "{column}");
        }

        // An unknown tab is a 422, not an empty list.
        let q = json!({"filters": {"tab": {"type": "radio", "value": "gone"}}});
        let (status, _) = app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&q))).auth(&w.admin).send().await;
        assert_eq!(status, 422);
    }
}

/// The tab counts kept in `salon_tab_states` (read without a search) equal the statement that
/// tests every salon (an empty search takes that path and keeps every salon), under each plan
/// filter; and every row's appointments equal its salon's stored appointments.
async fn assert_kept_counts(app: &TestApp, admin: &str, step: &str) {
    let now = Utc::now();
    let plans = [None, Some(vec!["free".to_owned()]), Some(vec!["premium".to_owned()]), Some(vec![])];
    for plans in plans {
        let kept = SalonFilter { search: None, tab: None, plans: plans.clone() };
        let counted = SalonFilter { search: Some(String::new()), ..kept.clone() };
        let kept = store::admin_salons::tab_counts(&app.db, &kept, now).await.unwrap();
        assert_eq!(kept, store::admin_salons::tab_counts(&app.db, &counted, now).await.unwrap(), "{step}, plans {plans:?}");
    }
    let (_, body) = app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&json!({"limit": 100})))).auth(admin).send().await;
    for row in body["rows"].as_array().unwrap() {
        let stored =
            appointments::Entity::find().filter(appointments::Column::SalonId.eq(row["id"].as_i64().unwrap())).count(&app.db).await;
        assert_eq!(row["appointments"].as_u64(), Some(stored.unwrap()), "{step}: {row}");
    }
}

#[tokio::test]
async fn the_kept_counts_follow_every_change() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let admin = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let f = Catalogue::hair_and_nails()
            .salon(
                Salon::new("first")
                    .named("İlk Salon")
                    .sells("sac-kesimi", Sell::price(30000).minutes(30))
                    .master(Master::new("Ayşe Kaya").does(&["sac-kesimi"])),
            )
            .salon(Salon::new("quiet").named("Sessiz Salon").premium())
            .salon(Salon::new("fresh").named("Yeni Salon").status("new"))
            .build(&app)
            .await;
        let (first, quiet, fresh) = (f.salon("first").id, f.salon("quiet").id, f.salon("fresh").id);
        assert_kept_counts(&app, &admin, "seeded").await;
        let (_, _, meta) = tab(&app, &admin, "all", None).await;
        assert_eq!(meta["counts"]["without_appointments"], 3, "{meta}");

        // The salon's first appointment moves it out of "without appointments"; more add up;
        // a deleted one is taken off.
        let visit = |day: i64| {
            Visit::of(f.master("Ayşe Kaya")).service(f.sold("first", "sac-kesimi")).at(in_days(day), "10:00").status("confirmed")
        };
        let one = visit(1).insert(&app).await;
        assert_kept_counts(&app, &admin, "first appointment").await;
        let (_, _, meta) = tab(&app, &admin, "all", None).await;
        assert_eq!(meta["counts"]["without_appointments"], 2, "{meta}");
        visit(2).insert(&app).await;
        visit(3).insert(&app).await;
        appointments::Entity::delete_by_id(one).exec(&app.db).await.unwrap();
        assert_kept_counts(&app, &admin, "two more, one deleted").await;
        let (_, body) =
            app.call(Method::GET, &format!("/api/admin/salons{}", table_query(&json!({"search": "ilk salon"})))).auth(&admin).send().await;
        assert_eq!(body["rows"][0]["appointments"], 2, "{body}");

        // The admin's writes: deactivate both ways, activate, star; a plan changed.
        assert_eq!(deactivate(&app, &admin, first, "immediate", "Kapandı").await.0, 200);
        assert_eq!(deactivate(&app, &admin, quiet, "after_orders", "Taşınıyor").await.0, 200);
        assert_kept_counts(&app, &admin, "deactivated").await;
        for id in [first, fresh] {
            let (status, body) = app.call(Method::POST, &format!("/api/admin/salons/{id}/activate")).auth(&admin).send().await;
            assert_eq!(status, 200, "{body}");
        }
        assert_eq!(star(&app, &admin, fresh, true).await.0, 200);
        let mut row: salons::ActiveModel = salon(&app, quiet).await.into();
        row.plan = Set("free".into());
        row.update(&app.db).await.unwrap();
        assert_kept_counts(&app, &admin, "activated, starred, plan changed").await;
        let (_, _, meta) = tab(&app, &admin, "all", None).await;
        assert_eq!((meta["counts"]["active"].as_i64(), meta["counts"]["star"].as_i64()), (Some(2), Some(1)), "{meta}");
    }
}

#[tokio::test]
async fn after_orders_deactivation_refuses_bookings_keeps_the_visit_and_ends_after_it() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let (status, card) = deactivate(&app, &w.admin, w.busy.id, "after_orders", "Salon taşınıyor").await;
        assert_eq!(status, 200, "{card}");
        assert_eq!(card["status"], "deactivating");
        assert_eq!(card["deactivation_type"], "after_orders");
        assert_eq!(card["planned_visits"], 1);

        // No new booking; the page says why; the planned visit stays.
        let (status, body) = add_to_basket(&app, &w).await;
        assert_eq!(status, 409, "{body}");
        assert_eq!(body["message_code"], "salon_deactivated");
        let (status, body) = app.call(Method::GET, "/api/site/salon/busy").lang("en").send().await;
        assert_eq!(status, 200);
        assert_eq!(body["is_active"], false);
        assert_eq!(body["deactivation_reason"], "Salon taşınıyor");
        let visit = appointments::Entity::find_by_id(w.visit).one(&app.db).await.unwrap().unwrap();
        assert_eq!(visit.status, "confirmed");

        // The sweep waits while the visit is ahead, and deactivates once it is over.
        assert_eq!(store::admin_salons::finish_deactivations(&app.db, Utc::now()).await.unwrap(), 0);
        assert_eq!(salon(&app, w.busy.id).await.status, "deactivating");
        let after_visit = visit.ends_at + Duration::minutes(1);
        assert_eq!(store::admin_salons::finish_deactivations(&app.db, visit.ends_at - Duration::minutes(1)).await.unwrap(), 0);
        assert_eq!(store::admin_salons::finish_deactivations(&app.db, after_visit).await.unwrap(), 1);
        let done = salon(&app, w.busy.id).await;
        assert_eq!(done.status, "deactivated");
        assert_eq!(done.deactivation_type.as_deref(), Some("after_orders"));
        assert_eq!(store::admin_salons::finish_deactivations(&app.db, after_visit).await.unwrap(), 0, "once");

        // The history names the deactivation with its reason, then its end.
        let (status, history) = app.call(Method::GET, &format!("/api/admin/audit/salon/{}", w.busy.id)).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert_eq!(history[0]["action"], "salon.deactivation_finished");
        assert_eq!(history[1]["action"], "salon.deactivate_after_orders");
        assert_eq!(history[1]["reason"], "Salon taşınıyor");
        assert_eq!(history[1]["before"]["status"], "active");
        assert_eq!(history[1]["after"]["status"], "deactivating");
        assert_eq!(history[1]["actor_id"], history[0]["actor_id"]);

        // Activated again, it takes bookings, and the deactivation is forgotten.
        let (status, card) = app.call(Method::POST, &format!("/api/admin/salons/{}/activate", w.busy.id)).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert_eq!(card["status"], "active");
        assert_eq!(card["deactivation_reason"], Value::Null);
        let (status, body) = add_to_basket(&app, &w).await;
        assert_eq!(status, 200, "{body}");
    }
}

#[tokio::test]
async fn immediate_deactivation_stops_bookings_at_once_and_new_salons_are_activated() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let (status, card) = deactivate(&app, &w.admin, w.busy.id, "immediate", "Ruhsat yok").await;
        assert_eq!(status, 200, "{card}");
        assert_eq!(card["status"], "deactivated");
        assert_eq!(card["deactivation_type"], "immediate");
        assert!(card["deactivated_at"].is_string());
        let (status, body) = add_to_basket(&app, &w).await;
        assert_eq!(status, 409);
        assert_eq!(body["message"], message("tr", "salon_deactivated", &[]));
        // The visit already booked is not touched.
        assert_eq!(appointments::Entity::find_by_id(w.visit).one(&app.db).await.unwrap().unwrap().status, "confirmed");

        // Type and reason are required, and checked.
        let (status, body) = deactivate(&app, &w.admin, w.quiet.id, "someday", " ").await;
        assert_field_error(status, &body, "tr", "type", "wrong_format", &[]);
        assert_field_error(status, &body, "tr", "reason", "required", &[]);
        assert_eq!(salon(&app, w.quiet.id).await.status, "active");
        let (status, _) = deactivate(&app, &w.admin, 999_999, "immediate", "x").await;
        assert_eq!(status, 404);

        // A new salon of the partner funnel becomes active.
        let (status, card) = app.call(Method::POST, &format!("/api/admin/salons/{}/activate", w.fresh.id)).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert_eq!(card["status"], "active");
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/salon/{}", w.fresh.id)).auth(&w.admin).send().await;
        assert_eq!(history[0]["action"], "salon.activate");
        assert_eq!(history[0]["before"]["status"], "new");
    }
}

#[tokio::test]
async fn deactivation_types_speak_the_reader_s_language() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let admin = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (status, body) = app.call(Method::GET, "/api/admin/salons/deactivation-types").auth(&admin).lang("ru").send().await;
        assert_eq!(status, 200);
        assert_eq!(body[0]["value"], "immediate");
        assert_eq!(body[0]["label"], "Деактивировать сразу");
        assert_eq!(body[1]["value"], "after_orders");
        assert_eq!(body[1]["label"], "Деактивировать после завершения заказов");
        let (_, body) = app.call(Method::GET, "/api/admin/salons/deactivation-types").auth(&admin).lang("tr").send().await;
        assert_eq!(body[1]["label"], "Randevular bitince devre dışı bırak");
    }
}

#[tokio::test]
async fn the_owner_s_phone_changes_but_never_to_another_salon_admin_s() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let path = format!("/api/admin/salons/{}/update-admin-phone", w.busy.id);
        let (status, body) = app.call(Method::POST, &path).auth(&w.admin).lang("en").json(json!({"phone": OTHER_OWNER})).send().await;
        assert_eq!(status, 409, "{body}");
        assert_eq!(body["message"], "Phone already exists for a salon admin");
        let (status, body) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"phone": CLIENT})).send().await;
        assert_eq!(status, 409);
        assert_eq!(body["message_code"], "phone_taken_by_account");
        let (status, body) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"phone": "12"})).send().await;
        assert_field_error(status, &body, "tr", "phone", "wrong_format", &[]);

        let (status, card) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"phone": "0555 777 66 55"})).send().await;
        assert_eq!(status, 200, "{card}");
        let owner = card["admins"].as_array().unwrap().iter().find(|a| a["owner"] == true).unwrap().clone();
        assert_eq!(owner["phone"], "+905557776655");
        let account = accounts::Entity::find_by_id(owner["account_id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(account.phone.as_deref(), Some("+905557776655"));
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/salon/{}", w.busy.id)).auth(&w.admin).send().await;
        assert_eq!(history[0]["action"], "salon.update_admin_phone");
        assert_eq!(history[0]["before"]["phone"], OWNER);
        assert_eq!(history[0]["after"]["phone"], "+905557776655");
    }
}

#[tokio::test]
async fn an_existing_account_becomes_a_salon_admin() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let path = format!("/api/admin/salons/{}/set-user-as-admin", w.quiet.id);
        let (status, body) = app.call(Method::POST, &path).auth(&w.admin).lang("en").json(json!({"phone": "+905550009999"})).send().await;
        assert_eq!(status, 404);
        assert_eq!(body["message"], "User not found");

        let (status, card) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"phone": CLIENT})).send().await;
        assert_eq!(status, 200, "{card}");
        let client = accounts::Entity::find().filter(accounts::Column::Phone.eq(CLIENT)).one(&app.db).await.unwrap().unwrap();
        assert_eq!(card["admins"][0]["account_id"], client.id);
        let roles = store::accounts::roles(&app.db, client.id).await.unwrap();
        assert!(roles.iter().any(|g| g.role == Role::SalonAdmin && g.salon_id == Some(w.quiet.id)), "{roles:?}");
        // Twice is once.
        let (status, _) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"phone": CLIENT})).send().await;
        assert_eq!(status, 200);
        let grants = account_roles::Entity::find()
            .filter(account_roles::Column::AccountId.eq(client.id))
            .filter(account_roles::Column::SalonId.eq(w.quiet.id))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(grants, 1);
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/salon/{}", w.quiet.id)).auth(&w.admin).send().await;
        assert_eq!(history.as_array().unwrap().len(), 1);
        assert_eq!(history[0]["action"], "salon.set_user_as_admin");
    }
}

async fn star(app: &TestApp, token: &str, id: i64, star: bool) -> (u16, Value) {
    app.call(Method::POST, &format!("/api/admin/salons/{id}/set-as-star")).auth(token).lang("en").json(json!({"star": star})).send().await
}

#[tokio::test]
async fn starring_stops_at_the_maximum() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let (status, body) =
            app.call(Method::PUT, "/api/admin/salons/star-count").auth(&w.admin).json(json!({"star_count": 1})).send().await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body, json!({"star_count": 1, "starred": 0}));
        let (status, body) =
            app.call(Method::PUT, "/api/admin/salons/star-count").auth(&w.admin).json(json!({"star_count": 1001})).send().await;
        assert_field_error(status, &body, "tr", "star_count", "between", &[("min", "0"), ("max", "1000")]);

        assert_eq!(star(&app, &w.admin, w.busy.id, true).await.0, 200);
        let (status, body) = star(&app, &w.admin, w.quiet.id, true).await;
        assert_eq!(status, 409);
        assert_eq!(body["message"], "Maximum starred salons reached");
        assert!(!salon(&app, w.quiet.id).await.is_star);
        // Starring a star again is not a new star.
        assert_eq!(star(&app, &w.admin, w.busy.id, true).await.0, 200);
        assert_eq!(star(&app, &w.admin, w.busy.id, false).await.0, 200);
        assert_eq!(star(&app, &w.admin, w.quiet.id, true).await.0, 200);
        let (_, body) = app.call(Method::GET, "/api/admin/salons/star-count").auth(&w.admin).send().await;
        assert_eq!(body, json!({"star_count": 1, "starred": 1}));
        let (_, history) = app.call(Method::GET, "/api/admin/audit/setting/0").auth(&w.admin).send().await;
        assert_eq!(history[0]["action"], "setting.star_count");
        assert_eq!(history[0]["after"]["star_count"], 1);
    }
}

#[tokio::test]
async fn simultaneous_stars_never_pass_the_maximum() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let admin = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let mut catalogue = Catalogue::new();
        for i in 0..8 {
            catalogue = catalogue.salon(Salon::new(&format!("salon-{i}")));
        }
        let f = catalogue.build(&app).await;
        let (status, _) = app.call(Method::PUT, "/api/admin/salons/star-count").auth(&admin).json(json!({"star_count": 3})).send().await;
        assert_eq!(status, 200);
        let calls = (0..8).map(|i| {
            let (app, admin, id) = (&app, admin.clone(), f.salon(&format!("salon-{i}")).id);
            async move { star(app, &admin, id, true).await.0 }
        });
        let statuses = futures::future::join_all(calls).await;
        assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 3, "{statuses:?}");
        assert_eq!(statuses.iter().filter(|s| **s == 409).count(), 5, "{statuses:?}");
        assert_eq!(salons::Entity::find().filter(salons::Column::IsStar.eq(true)).count(&app.db).await.unwrap(), 3);
    }
}

#[tokio::test]
async fn only_the_platform_admin_may_call_any_of_it() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let w = world(&app).await;
        let id = w.busy.id;
        let calls: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, "/api/admin/salons".into(), None),
            (Method::GET, format!("/api/admin/salons/{id}"), None),
            (Method::GET, "/api/admin/salons/deactivation-types".into(), None),
            (Method::GET, "/api/admin/salons/star-count".into(), None),
            (Method::PUT, "/api/admin/salons/star-count".into(), Some(json!({"star_count": 50}))),
            (Method::POST, format!("/api/admin/salons/{id}/activate"), None),
            (Method::POST, format!("/api/admin/salons/{id}/deactivate"), Some(json!({"type": "immediate", "reason": "x"}))),
            (Method::POST, format!("/api/admin/salons/{id}/set-as-star"), Some(json!({"star": true}))),
            (Method::POST, format!("/api/admin/salons/{id}/update-admin-phone"), Some(json!({"phone": "+905557776655"}))),
            (Method::POST, format!("/api/admin/salons/{id}/set-user-as-admin"), Some(json!({"phone": CLIENT}))),
            (Method::GET, format!("/api/admin/audit/salon/{id}"), None),
        ];
        for token in [&w.client, &w.owner] {
            for (method, path, body) in &calls {
                let (status, answer) = app.call(method.clone(), path).auth(token).json(body.clone()).send().await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
        }
        for (method, path, body) in &calls {
            let (status, _) = app.call(method.clone(), path).json(body.clone()).send().await;
            assert_eq!(status, 401, "{method} {path} without a session");
        }
        // Nothing changed.
        let after = salon(&app, id).await;
        assert_eq!((after.status.as_str(), after.is_star), ("active", false));
        assert_eq!(audit_changes::Entity::find().count(&app.db).await.unwrap(), 0);
        // The admin's card of the salon.
        let (status, card) = app.call(Method::GET, &format!("/api/admin/salons/{id}")).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert_eq!(card["name"], "Güzellik Evi");
        assert_eq!(card["masters_list"][0]["id"], w.master);
        assert_eq!(card["admins"][0]["phone"], OWNER);
        assert_eq!(card["appointments"], 1);
        assert_eq!(card["planned_visits"], 1);
        let (status, _) = app.call(Method::GET, "/api/admin/salons/999999").auth(&w.admin).send().await;
        assert_eq!(status, 404);
    }
}
