//! Salon cabinet (clients): the card's create, update and delete (with and without force and
//! planned visits), records, extended numbers with the top 3 categories from real visits, the
//! clients and visits tables, the card an online booking creates, the backfill of old visits,
//! and the rights checks of every endpoint that takes an id.

use chrono::{Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const STAFF: &str = "+905559990001";
const OTHER_STAFF: &str = "+905559990002";

struct World {
    salon: i64,
    other_salon: i64,
    staff: String,
    other_staff: String,
    /// Salon services of four categories (0..4) at the salon.
    services: Vec<i64>,
    /// Names of those categories in English.
    categories_en: Vec<String>,
    master: i64,
    other_master: i64,
    other_service: i64,
    /// A client account that books online.
    client_account: i64,
}

async fn world(app: &TestApp) -> World {
    let mut catalogue = Catalogue::new().departments(1);
    let mut salon = Salon::new("kuafor-a").premium();
    let mut categories_en = Vec::new();
    for i in 0..4 {
        let (category, service) = (format!("cat-{i}"), format!("hizmet-{i}"));
        catalogue = catalogue
            .category(&category, "dep-0", [&format!("Kategori {i}"), &format!("Category {i}"), &format!("Категория {i}")])
            .service(&service, &category, [&format!("Hizmet {i}"), &format!("Service {i}"), &format!("Услуга {i}")]);
        salon = salon.sells(&service, Sell::price(10000 * (i + 1)).minutes(30));
        categories_en.push(format!("Category {i}"));
    }
    let f = catalogue
        .service("baska", "cat-0", ["Başka", "Other", "Другая"])
        .salon(salon.master(Master::new("Elif Aslan").does(&["hizmet-0", "hizmet-1", "hizmet-2", "hizmet-3"])).admin(STAFF))
        .salon(
            Salon::new("kuafor-b")
                .premium()
                .sells("baska", Sell::price(5000).minutes(30))
                .master(Master::new("Mert Demir").does(&["baska"]))
                .admin(OTHER_STAFF),
        )
        .client("+905551234567")
        .build(app)
        .await;
    World {
        salon: f.salon("kuafor-a").id,
        other_salon: f.salon("kuafor-b").id,
        staff: f.token(STAFF),
        other_staff: f.token(OTHER_STAFF),
        services: (0..4).map(|i| f.sold("kuafor-a", &format!("hizmet-{i}"))).collect(),
        categories_en,
        master: f.master("Elif Aslan"),
        other_master: f.master("Mert Demir"),
        other_service: f.sold("kuafor-b", "baska"),
        client_account: f.account("+905551234567").id,
    }
}

impl World {
    /// A visit with Elif for `name` and `phone` on the client's account, each service at 100 TRY;
    /// `book_in_store` books it as online bookings are, which finds or makes the salon's card.
    fn visit(&self, name: &str, phone: &str, services: &[i64]) -> Visit {
        Visit::of(self.master).services(services).client(name, phone).account(self.client_account).price(10000)
    }
}

/// `GET /api/salon/clients?q=...` rows and count.
async fn table(app: &TestApp, token: &str, path: &str, q: Value) -> (Vec<Value>, u64) {
    let (status, body) = app.call(Method::GET, &format!("{path}{}", table_query(&q))).auth(token).lang("en").send().await;
    assert_eq!(status, 200, "{q}: {body}");
    (body["rows"].as_array().unwrap().clone(), body["count"].as_u64().unwrap())
}

fn names(rows: &[Value]) -> Vec<&str> {
    rows.iter().map(|r| r["full_name"].as_str().unwrap()).collect()
}

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let (status, created) = app.call(Method::POST, "/api/salon/clients/new").auth(token).json(body).lang("en").send().await;
    assert_eq!(status, 200, "{created}");
    created
}

#[tokio::test]
async fn cards_are_created_validated_updated_and_phones_stay_unique_per_salon() {
    each_backend!(|app| {
        let w = world(&app).await;

        // Every problem at once, each in the request's language from the catalogue.
        for lang in ["tr", "en", "ru"] {
            let texts = messages(lang);
            let tomorrow = (in_days(1)).to_string();
            let (status, body) = app
                .call(Method::POST, "/api/salon/clients/new")
                .auth(&w.staff)
                .json(json!({"full_name": "  ", "email": "ayse@", "birthday": tomorrow, "gender": "x"}))
                .lang(lang)
                .send()
                .await;
            assert_eq!((status, body["message_code"].as_str()), (422, Some("validation_error")), "{body}");
            assert_eq!(body["errors"]["full_name"][0], texts["required"], "{lang}");
            assert_eq!(body["errors"]["phone"][0], texts["required"], "{lang}");
            assert_eq!(body["errors"]["email"][0], texts["email"], "{lang}");
            assert_eq!(body["errors"]["birthday"][0], texts["max_value"].replace("{{max}}", &today().to_string()), "{lang}");
            assert_eq!(body["errors"]["gender"][0], texts["wrong_format"], "{lang}");
        }
        let (status, body) = app
            .call(Method::POST, "/api/salon/clients/new")
            .auth(&w.staff)
            .json(json!({"full_name": "A", "phone": "+90 212 123 45 67", "birthday": "1990-13-01"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 422);
        assert_eq!(body["errors"]["phone"][0], "Wrong format", "a landline is not a mobile: {body}");
        assert_eq!(body["errors"]["birthday"][0], "Wrong format");
        assert_eq!(salon_clients::Entity::find().count(&app.db).await.unwrap(), 0, "nothing stored on a refusal");

        let created = create(&app, &w.staff, json!({"full_name": " Ayşe Yılmaz ", "phone": "+90 555 111 22 33", "email": "ayse@example.com", "birthday": "1990-05-17", "gender": "female"})).await;
        assert_eq!(created["full_name"], "Ayşe Yılmaz");
        assert_eq!(created["phone"], "+905551112233");
        assert_eq!(created["birthday"], "1990-05-17");
        assert_eq!(created["has_account"], false);
        let id = created["id"].as_i64().unwrap();

        // The same phone typed differently is the same client of this salon...
        let (status, dup) = app
            .call(Method::POST, "/api/salon/clients/new")
            .auth(&w.staff)
            .json(json!({"full_name": "Başka", "phone": "0555 111 22 33"}))
            .lang("ru")
            .send()
            .await;
        assert_eq!((status, dup["message_code"].as_str()), (409, Some("salon_client_exists")), "{dup}");
        assert_eq!(dup["message"], messages("ru")["salon_client_exists"]);
        // ...but another salon may have its own card of the same person.
        create(&app, &w.other_staff, json!({"full_name": "Ayşe Y.", "phone": "5551112233"})).await;

        let (status, got) = app.call(Method::GET, &format!("/api/salon/clients/{id}")).auth(&w.staff).lang("en").send().await;
        assert_eq!((status, got["email"].as_str()), (200, Some("ayse@example.com")));

        // A photo must be an image the staff member uploaded.
        let (status, uploaded) = app.upload(&w.staff, "avatars", "ayse.png", PHOTO).await;
        assert_eq!(status, 200, "{uploaded}");
        let (status, foreign) = app.upload(&w.other_staff, "avatars", "x.png", PHOTO).await;
        assert_eq!(status, 200, "{foreign}");
        let (status, body) = app
            .call(Method::PUT, &format!("/api/salon/clients/{id}"))
            .auth(&w.staff)
            .json(json!({"full_name": "Ayşe Yılmaz", "phone": "+905551112233", "photo_file_id": foreign["id"]}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["errors"]["photo_file_id"][0].as_str()), (422, Some("Wrong format")), "{body}");

        let (status, updated) = app.call(Method::PUT, &format!("/api/salon/clients/{id}")).auth(&w.staff).json(json!({"full_name": "Ayşe Demir", "phone": "+905551112234", "email": "", "birthday": null, "gender": "female", "photo_file_id": uploaded["id"]})).lang("en").send()
        .await;
        assert_eq!(status, 200, "{updated}");
        assert_eq!(
            (updated["full_name"].as_str(), updated["phone"].as_str(), updated["email"].clone(), updated["birthday"].clone()),
            (Some("Ayşe Demir"), Some("+905551112234"), Value::Null, Value::Null)
        );
        assert_eq!(updated["photo"]["id"], uploaded["id"]);
        assert_eq!(app.get(updated["photo"]["full_url"].as_str().unwrap()).await.status(), 200);
        let stored = salon_clients::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(stored.search_key, "ayse demir 905551112234", "the search key follows the edit");

        // Moving to the phone of another card of this salon is refused.
        let other = create(&app, &w.staff, json!({"full_name": "Burak Kaya", "phone": "+905552223344"})).await;
        let (status, body) = app
            .call(Method::PUT, &format!("/api/salon/clients/{}", other["id"]))
            .auth(&w.staff)
            .json(json!({"full_name": "Burak Kaya", "phone": "+905551112234"}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].as_str()), (409, Some("salon_client_exists")));
        // A phone that belongs to an account links the card to it.
        let linked = create(&app, &w.staff, json!({"full_name": "Online Client", "phone": "+905551234567"})).await;
        assert_eq!(linked["has_account"], true);
    });
}

#[tokio::test]
async fn records_are_added_listed_and_deleted_only_on_the_salons_own_cards() {
    each_backend!(|app| {
        let w = world(&app).await;
        let card = create(&app, &w.staff, json!({"full_name": "Ayşe Yılmaz", "phone": "+905551112233"})).await;
        let id = card["id"].as_i64().unwrap();
        let theirs = create(&app, &w.other_staff, json!({"full_name": "Zeynep", "phone": "+905553334455"})).await["id"].as_i64().unwrap();

        let (status, body) =
            app.call(Method::POST, &format!("/api/salon/clients/{id}/records")).auth(&w.staff).json(json!({"text": "   "})).send().await;
        assert_eq!((status, body["errors"]["text"][0].as_str()), (422, Some(messages("tr")["required"].as_str())));
        let long = "x".repeat(2001);
        let (status, body) = app
            .call(Method::POST, &format!("/api/salon/clients/{id}/records"))
            .auth(&w.staff)
            .json(json!({"text": long}))
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["errors"]["text"][0].as_str()), (422, Some("Maximum length is 2000")));

        let (status, first) = app
            .call(Method::POST, &format!("/api/salon/clients/{id}/records"))
            .auth(&w.staff)
            .json(json!({"text": "Allergic to ammonia"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 200, "{first}");
        assert_eq!(first["author"], format!("Test {STAFF}"));
        let (_, second) = app
            .call(Method::POST, &format!("/api/salon/clients/{id}/records"))
            .auth(&w.staff)
            .json(json!({"text": "Prefers Elif"}))
            .lang("en")
            .send()
            .await;
        let (_, extended) = app.call(Method::GET, &format!("/api/salon/clients/extended/{id}")).auth(&w.staff).lang("en").send().await;
        let texts: Vec<&str> = extended["records"].as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap()).collect();
        assert_eq!(texts.len(), 2);
        assert!(texts.contains(&"Allergic to ammonia") && texts.contains(&"Prefers Elif"));

        // Another salon can neither add to nor delete from this card, nor this salon to theirs.
        let (status, _) = app
            .call(Method::POST, &format!("/api/salon/clients/{id}/records"))
            .auth(&w.other_staff)
            .json(json!({"text": "spam"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 404);
        let (status, _) = app
            .call(Method::DELETE, &format!("/api/salon/clients/{id}/records/{}", first["id"]))
            .auth(&w.other_staff)
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 404);
        let (status, _) = app
            .call(Method::POST, &format!("/api/salon/clients/{theirs}/records"))
            .auth(&w.staff)
            .json(json!({"text": "spam"}))
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 404);
        // A record id under the wrong card (even of the same salon) is not found either.
        let (_, their_record) = app
            .call(Method::POST, &format!("/api/salon/clients/{theirs}/records"))
            .auth(&w.other_staff)
            .json(json!({"text": "theirs"}))
            .lang("en")
            .send()
            .await;
        let (status, _) = app
            .call(Method::DELETE, &format!("/api/salon/clients/{id}/records/{}", their_record["id"]))
            .auth(&w.staff)
            .lang("en")
            .send()
            .await;
        assert_eq!(status, 404);
        let count =
            |card: i64| salon_client_records::Entity::find().filter(salon_client_records::Column::SalonClientId.eq(card)).count(&app.db);
        assert_eq!((count(id).await.unwrap(), count(theirs).await.unwrap()), (2, 1), "no record moved or vanished");

        let (status, body) =
            app.call(Method::DELETE, &format!("/api/salon/clients/{id}/records/{}", second["id"])).auth(&w.staff).lang("en").send().await;
        assert_eq!((status, body["deleted"].as_bool()), (200, Some(true)));
        let (_, extended) = app.call(Method::GET, &format!("/api/salon/clients/extended/{id}")).auth(&w.staff).lang("en").send().await;
        assert_eq!(extended["records"].as_array().unwrap().len(), 1);
        assert_eq!(extended["records"][0]["text"], "Allergic to ammonia");
    });
}

#[tokio::test]
async fn extended_counts_real_visits_and_the_acts_table_lists_them() {
    each_backend!(|app| {
        let w = world(&app).await;
        let db = &app.db;
        let (phone, name) = ("+905551234567", "Ayşe Yılmaz");
        let s = &w.services;
        // Category 0: two completed visits (one with two services of it: still one visit).
        w.visit(name, phone, &[s[0]]).at(in_days(-20), "10:00").status("completed").book_in_store(&app).await;
        w.visit(name, phone, &[s[0], s[0]]).at(in_days(-10), "10:00").status("completed").book_in_store(&app).await;
        // Category 1: one completed visit, the latest (its date is the last visit).
        let last = w.visit(name, phone, &[s[1]]).at(in_days(-3), "10:00").status("completed").book_in_store(&app).await;
        // Category 2: one planned visit. Category 3: three cancelled ones, which do not count.
        let planned = w.visit(name, phone, &[s[2]]).at(in_days(2), "11:00").status("confirmed").book_in_store(&app).await;
        for day in [-5, -6, -7] {
            w.visit(name, phone, &[s[3]]).at(in_days(day), "12:00").status("cancelled").book_in_store(&app).await;
        }
        // A visit at another salon is that salon's business.
        w.visit(name, phone, &[w.other_service])
            .master(w.other_master)
            .at(in_days(-1), "10:00")
            .status("completed")
            .book_in_store(&app)
            .await;

        let cards = salon_clients::Entity::find().filter(salon_clients::Column::SalonId.eq(w.salon)).all(db).await.unwrap();
        assert_eq!(cards.len(), 1, "eight bookings of one phone make one card");
        let id = cards[0].id;
        assert_eq!(planned.salon_client_id, Some(id));
        assert_eq!(cards[0].account_id, Some(w.client_account));

        let (status, ext) = app.call(Method::GET, &format!("/api/salon/clients/extended/{id}")).auth(&w.staff).lang("en").send().await;
        assert_eq!(status, 200, "{ext}");
        assert_eq!((ext["visits"].as_i64(), ext["planned_visits"].as_i64()), (Some(3), Some(1)));
        assert_eq!(ext["last_visit"], last.provision_date.to_string());
        assert_eq!(ext["completed_spend"], 10000 + 20000 + 10000);
        let top: Vec<(&str, i64)> = ext["top_categories"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["name"].as_str().unwrap(), c["visits"].as_i64().unwrap()))
            .collect();
        assert_eq!(top, vec![(w.categories_en[0].as_str(), 2), (w.categories_en[1].as_str(), 1), (w.categories_en[2].as_str(), 1)]);
        let (_, ext_ru) = app.call(Method::GET, &format!("/api/salon/clients/extended/{id}")).auth(&w.staff).lang("ru").send().await;
        assert_eq!(ext_ru["top_categories"][0]["name"], "Категория 0");

        // The visits table: all eight of this salon, newest first; filters and sorting.
        let path = format!("/api/salon/clients/acts/{id}");
        let (rows, count) = table(&app, &w.staff, &path, json!({"limit": 20})).await;
        assert_eq!((rows.len(), count), (7, 7));
        assert_eq!(rows[0]["id"], planned.id, "newest first");
        assert_eq!(rows[0]["master"]["full_name"], "Elif Aslan");
        assert_eq!(rows[0]["items"][0]["name"], "Service 2");
        assert_eq!(rows[0]["provision_time"], "11:00");
        let (rows, count) = table(
            &app,
            &w.staff,
            &path,
            json!({"filters": {"status": {"type": "checkbox", "values": ["completed"]}}, "sortColumn": "date", "sortDirection": 1}),
        )
        .await;
        assert_eq!(count, 3);
        assert_eq!(rows.last().unwrap()["id"], last.id, "oldest first when asked");
        let (rows, _) =
            table(&app, &w.staff, &path, json!({"filters": {"date": {"type": "date", "mode": "newer", "value": today().to_string()}}}))
                .await;
        assert_eq!(rows.iter().map(|r| r["id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![planned.id]);
        let (rows, count) = table(&app, &w.staff, &path, json!({"limit": 2, "offset": 2})).await;
        assert_eq!((rows.len(), count), (2, 7), "a page of two and the total");
        let (status, body) = app
            .call(Method::GET, &format!("{path}?q={}", urlencode(r#"{"filters":{"status":{"type":"checkbox","values":["lost"]}}}"#)))
            .auth(&w.staff)
            .lang("en")
            .send()
            .await;
        assert_eq!((status, body["message_code"].as_str()), (422, Some("validation_error")));
    });
}

#[tokio::test]
async fn deleting_a_card_warns_about_planned_visits_and_force_cancels_them() {
    each_backend!(|app| {
        let w = world(&app).await;
        let db = &app.db;
        // A card with only a past visit and a record goes at once; its visit stays, unlinked.
        let past =
            w.visit("Deniz", "+905557778899", &[w.services[0]]).at(in_days(-4), "10:00").status("completed").book_in_store(&app).await;
        let quiet = past.salon_client_id.unwrap();
        app.call(Method::POST, &format!("/api/salon/clients/{quiet}/records"))
            .auth(&w.staff)
            .json(json!({"text": "note"}))
            .lang("en")
            .send()
            .await;
        let (status, body) = app.call(Method::DELETE, &format!("/api/salon/clients/{quiet}")).auth(&w.staff).lang("en").send().await;
        assert_eq!((status, body["deleted"].as_bool(), body["cancelled"].as_i64()), (200, Some(true), Some(0)), "{body}");
        assert!(salon_clients::Entity::find_by_id(quiet).one(db).await.unwrap().is_none());
        assert_eq!(salon_client_records::Entity::find().count(db).await.unwrap(), 0);
        let kept = appointments::Entity::find_by_id(past.id).one(db).await.unwrap().unwrap();
        assert_eq!((kept.status.as_str(), kept.salon_client_id), ("completed", None));
        let (status, _) = app.call(Method::DELETE, &format!("/api/salon/clients/{quiet}")).auth(&w.staff).lang("en").send().await;
        assert_eq!(status, 404, "gone");

        // A card with a planned visit: refused with the catalogue's message, nothing changes.
        let planned =
            w.visit("Ayşe", "+905551234567", &[w.services[1]]).at(in_days(3), "10:00").status("confirmed").book_in_store(&app).await;
        let id = planned.salon_client_id.unwrap();
        for lang in ["tr", "en", "ru"] {
            let (status, body) = app.call(Method::DELETE, &format!("/api/salon/clients/{id}")).auth(&w.staff).lang(lang).send().await;
            assert_eq!((status, body["message_code"].as_str()), (409, Some("planned_visits_exist_client")), "{body}");
            assert_eq!(body["message"], messages(lang)["planned_visits_exist_client"]);
        }
        let (status, _) = app.call(Method::DELETE, &format!("/api/salon/clients/{id}?force=false")).auth(&w.staff).lang("en").send().await;
        assert_eq!(status, 409);
        assert!(salon_clients::Entity::find_by_id(id).one(db).await.unwrap().is_some());
        assert_eq!(appointments::Entity::find_by_id(planned.id).one(db).await.unwrap().unwrap().status, "confirmed");

        // Another salon cannot force it either.
        let (status, _) =
            app.call(Method::DELETE, &format!("/api/salon/clients/{id}?force=true")).auth(&w.other_staff).lang("en").send().await;
        assert_eq!(status, 404);
        assert_eq!(appointments::Entity::find_by_id(planned.id).one(db).await.unwrap().unwrap().status, "confirmed");

        // With force: the visit is cancelled by the salon, the client is told, the card goes.
        let (status, body) =
            app.call(Method::DELETE, &format!("/api/salon/clients/{id}?force=true")).auth(&w.staff).lang("en").send().await;
        assert_eq!((status, body["cancelled"].as_i64()), (200, Some(1)), "{body}");
        let cancelled = appointments::Entity::find_by_id(planned.id).one(db).await.unwrap().unwrap();
        assert_eq!(
            (cancelled.status.as_str(), cancelled.cancelled_by.as_deref(), cancelled.salon_client_id),
            ("cancelled", Some("salon"), None)
        );
        let delivery = jobs::Entity::find().filter(jobs::Column::Kind.eq("deliver")).all(db).await.unwrap();
        assert!(
            delivery
                .iter()
                .any(|j| j.payload.contains("cancelled_by_salon") && j.payload.contains(&format!("\"appointment_id\":{}", planned.id))),
            "the client's cancellation message is queued: {delivery:?}"
        );
        assert!(salon_clients::Entity::find_by_id(id).one(db).await.unwrap().is_none());
        assert!(accounts::Entity::find_by_id(w.client_account).one(db).await.unwrap().is_some(), "the client's account is untouched");
        // The client still sees the visit, cancelled, in their own history.
        let token = session(db, w.client_account).await;
        let (_, history) = app.call(Method::GET, "/api/client/acts?status=cancelled").auth(&token).lang("en").send().await;
        assert_eq!(history["rows"][0]["id"], planned.id, "{history}");
    });
}

#[tokio::test]
async fn the_clients_table_searches_folded_filters_and_sorts_real_rows() {
    each_backend!(|app| {
        let w = world(&app).await;
        for (name, phone, gender, birthday) in [
            ("Ayşe Yılmaz", "+905551110001", Some("female"), Some("1990-05-17")),
            ("Çağla Şahin", "+905551110002", Some("female"), Some("1985-11-02")),
            ("Burak Işık", "+905551110003", Some("male"), None),
            ("Deniz Öztürk", "+905551110004", None, Some("2000-05-30")),
        ] {
            create(&app, &w.staff, json!({"full_name": name, "phone": phone, "gender": gender, "birthday": birthday, "email": format!("{}@example.com", &phone[9..])})).await;
        }
        // Another salon's Ayşe never shows here.
        create(&app, &w.other_staff, json!({"full_name": "Ayşe Başka", "phone": "+905551110009"})).await;
        // Visits: Ayşe two completed (latest 5 days ago) and one planned; Burak one completed 40 days ago.
        let s = &w.services;
        w.visit("Ayşe", "+905551110001", &[s[0]]).at(in_days(-30), "10:00").status("completed").book_in_store(&app).await;
        w.visit("Ayşe", "+905551110001", &[s[0]]).at(in_days(-5), "10:00").status("completed").book_in_store(&app).await;
        w.visit("Ayşe", "+905551110001", &[s[0]]).at(in_days(4), "10:00").status("confirmed").book_in_store(&app).await;
        w.visit("Burak", "+905551110003", &[s[1]]).at(in_days(-40), "10:00").status("completed").book_in_store(&app).await;
        let p = "/api/salon/clients";

        let (rows, count) = table(&app, &w.staff, p, json!({})).await;
        assert_eq!((count, rows.len()), (4, 4), "default page of 8 holds all four, none of the other salon");
        assert_eq!(rows[0]["full_name"], "Deniz Öztürk", "newest first by default");
        for term in ["ayse", "AYŞE", "yilmaz", "AYSE YILMAZ"] {
            let (rows, count) = table(&app, &w.staff, p, json!({"search": term})).await;
            assert_eq!((count, names(&rows)), (1, vec!["Ayşe Yılmaz"]), "{term}");
        }
        let (rows, _) = table(&app, &w.staff, p, json!({"search": "isik"})).await;
        assert_eq!(names(&rows), vec!["Burak Işık"]);
        let (rows, _) = table(&app, &w.staff, p, json!({"search": "0555 111 00 02"})).await;
        assert_eq!(names(&rows), vec!["Çağla Şahin"], "by phone as typed");
        let (rows, _) = table(&app, &w.staff, p, json!({"search": "0004@example"})).await;
        assert_eq!(names(&rows), vec!["Deniz Öztürk"], "by e-mail");
        let (_, count) = table(&app, &w.staff, p, json!({"search": "100%_"})).await;
        assert_eq!(count, 0, "wildcards are literal");

        let (rows, _) = table(&app, &w.staff, p, json!({"sortColumn": "name", "sortDirection": 1})).await;
        assert_eq!(names(&rows), vec!["Ayşe Yılmaz", "Burak Işık", "Çağla Şahin", "Deniz Öztürk"], "Ç sorts beside C");
        let (rows, _) = table(&app, &w.staff, p, json!({"sortColumn": "visits", "sortDirection": -1})).await;
        assert_eq!((rows[0]["full_name"].as_str(), rows[0]["visits"].as_i64()), (Some("Ayşe Yılmaz"), Some(2)));
        assert_eq!((rows[1]["full_name"].as_str(), rows[1]["visits"].as_i64()), (Some("Burak Işık"), Some(1)));
        assert_eq!(rows[0]["last_visit"], (in_days(-5)).to_string(), "the latest completed visit, not the planned one");
        let (rows, _) = table(&app, &w.staff, p, json!({"sortColumn": "last_visit", "sortDirection": -1})).await;
        assert_eq!(names(&rows)[..2], ["Ayşe Yılmaz", "Burak Işık"]);

        let radio = |name: &str, value: &str| json!({"filters": {name: {"type": "radio", "value": value}}});
        let (rows, _) = table(&app, &w.staff, p, radio("planned", "yes")).await;
        assert_eq!(names(&rows), vec!["Ayşe Yılmaz"]);
        let (_, count) = table(&app, &w.staff, p, radio("planned", "no")).await;
        assert_eq!(count, 3);
        let (rows, _) = table(&app, &w.staff, p, json!({"filters": {"gender": {"type": "checkbox", "values": ["male"]}}})).await;
        assert_eq!(names(&rows), vec!["Burak Işık"]);
        let (_, count) = table(&app, &w.staff, p, json!({"filters": {"gender": {"type": "checkbox", "values": ["male", "female"]}}})).await;
        assert_eq!(count, 3, "Deniz has no gender");
        let (rows, _) = table(
            &app,
            &w.staff,
            p,
            json!({"sortColumn": "name", "sortDirection": 1, "filters": {"birthday_month": {"type": "radio", "value": "5"}}}),
        )
        .await;
        assert_eq!(names(&rows), vec!["Ayşe Yılmaz", "Deniz Öztürk"]);
        let ten_days_ago = (in_days(-10)).to_string();
        let (rows, _) =
            table(&app, &w.staff, p, json!({"filters": {"last_visit": {"type": "date", "mode": "older", "value": ten_days_ago}}})).await;
        assert_eq!(names(&rows), vec!["Burak Işık"]);
        let (rows, _) =
            table(&app, &w.staff, p, json!({"filters": {"last_visit": {"type": "date", "mode": "newer", "value": ten_days_ago}}})).await;
        assert_eq!(names(&rows), vec!["Ayşe Yılmaz"]);
        let (rows, _) = table(
            &app,
            &w.staff,
            p,
            json!({"filters": {"visits": {"type": "number_range", "from": 1, "to": null}}, "sortColumn": "name", "sortDirection": 1}),
        )
        .await;
        assert_eq!(names(&rows), vec!["Ayşe Yılmaz", "Burak Işık"]);
        let (rows, count) = table(&app, &w.staff, p, json!({"limit": 3, "offset": 3, "sortColumn": "name", "sortDirection": 1})).await;
        assert_eq!((names(&rows), count), (vec!["Deniz Öztürk"], 4));

        for bad in
            [json!({"sortColumn": "phone; DROP TABLE x", "sortDirection": 1}), radio("planned", "maybe"), radio("birthday_month", "13")]
        {
            let (status, body) = app.call(Method::GET, &format!("{p}{}", table_query(&bad))).auth(&w.staff).lang("en").send().await;
            assert_eq!((status, body["message_code"].as_str()), (422, Some("validation_error")), "{bad}");
        }
    });
}

#[tokio::test]
async fn an_online_booking_creates_the_card_or_links_the_existing_one() {
    each_backend!(|app| {
        let w = world(&app).await;
        let token = session(&app.db, w.client_account).await;

        let online = |master: i64, service: i64, days: i64, phone: &str| {
            Visit::of(master).service(service).at(in_days(days), "10:00").client("Ayşe Online", phone).email("online@example.com")
        };
        let act = online(w.master, w.services[0], 1, "+90 555 123 45 67").book(&app, &token).await;
        let booked = appointments::Entity::find_by_id(act["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        let card = salon_clients::Entity::find_by_id(booked.salon_client_id.expect("the booking is linked to a card"))
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (card.salon_id, card.full_name.as_str(), card.phone.as_str(), card.account_id),
            (w.salon, "Ayşe Online", "+905551234567", Some(w.client_account))
        );
        assert_eq!(card.email.as_deref(), Some("online@example.com"));
        // The salon sees the new client in its table, with the planned visit.
        let (rows, _) = table(
            &app,
            &w.staff,
            "/api/salon/clients",
            json!({"search": "ayse", "filters": {"planned": {"type": "radio", "value": "yes"}}}),
        )
        .await;
        assert_eq!(names(&rows), vec!["Ayşe Online"]);

        // A card the other salon typed by hand is found by phone and linked; its name is kept.
        let typed = create(&app, &w.other_staff, json!({"full_name": "Ayşe (kuaför notu)", "phone": "05551234567"})).await;
        let act = online(w.other_master, w.other_service, 2, "+905551234567").book(&app, &token).await;
        let booked = appointments::Entity::find_by_id(act["id"].as_i64().unwrap()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(booked.salon_client_id, typed["id"].as_i64());
        let card = salon_clients::Entity::find_by_id(booked.salon_client_id.unwrap()).one(&app.db).await.unwrap().unwrap();
        assert_eq!(
            (card.full_name.as_str(), card.account_id, card.email.as_deref()),
            ("Ayşe (kuaför notu)", Some(w.client_account), Some("online@example.com"))
        );
        assert_eq!(salon_clients::Entity::find().count(&app.db).await.unwrap(), 2, "one card per salon");
    });
}

#[tokio::test]
async fn old_visits_are_backfilled_into_one_card_per_salon_and_phone() {
    each_backend!(|app| {
        let w = world(&app).await;
        let db = &app.db;
        // Visits from before the cards: no card, as the backfill migration finds them.
        let mut ids = Vec::new();
        for (salon, master, phone, name, email, days) in [
            (w.salon, w.master, "+905551234567", "Old Name", Some("old@example.com"), -30),
            (w.salon, w.master, "+905551234567", "New Name", None, -2),
            (w.salon, w.master, "+905559998877", "Walk In", None, -3),
            (w.other_salon, w.other_master, "+905551234567", "Elsewhere", None, -1),
        ] {
            let visit = w
                .visit(name, phone, &[if salon == w.salon { w.services[0] } else { w.other_service }])
                .master(master)
                .at(in_days(days), "10:00")
                .status("completed")
                .book_in_store(&app)
                .await;
            let mut active: appointments::ActiveModel = visit.into();
            active.client_email = Set(email.map(str::to_owned));
            active.salon_client_id = Set(None);
            active.created_at = Set(Utc::now() + Duration::days(days));
            ids.push(active.update(db).await.unwrap().id);
        }
        salon_clients::Entity::delete_many().exec(db).await.unwrap();

        assert_eq!(store::salon_clients::backfill(db, Utc::now()).await.unwrap(), 4);
        let cards = salon_clients::Entity::find().all(db).await.unwrap();
        assert_eq!(cards.len(), 3);
        let ayse = cards.iter().find(|c| c.salon_id == w.salon && c.phone == "+905551234567").unwrap();
        assert_eq!(
            (ayse.full_name.as_str(), ayse.email.as_deref(), ayse.account_id),
            ("New Name", Some("old@example.com"), Some(w.client_account)),
            "latest name, an e-mail, the phone's account"
        );
        assert_eq!(ayse.search_key, "new name 905551234567 old@example.com");
        let walk_in = cards.iter().find(|c| c.phone == "+905559998877").unwrap();
        assert_eq!(walk_in.account_id, None);
        for id in ids {
            assert!(appointments::Entity::find_by_id(id).one(db).await.unwrap().unwrap().salon_client_id.is_some());
        }
        assert_eq!(store::salon_clients::backfill(db, Utc::now()).await.unwrap(), 0, "running again changes nothing");
    });
}

#[tokio::test]
async fn another_salons_client_ids_give_404_and_no_data_on_every_endpoint() {
    each_backend!(|app| {
        let w = world(&app).await;
        let theirs =
            create(&app, &w.other_staff, json!({"full_name": "Gizli Müşteri", "phone": "+905553334455", "email": "secret@example.com"}))
                .await;
        let id = theirs["id"].as_i64().unwrap();
        let (_, record) = app
            .call(Method::POST, &format!("/api/salon/clients/{id}/records"))
            .auth(&w.other_staff)
            .json(json!({"text": "secret note"}))
            .lang("en")
            .send()
            .await;
        let body = json!({"full_name": "Hijacked", "phone": "+905553334455"});
        let attempts = [
            (Method::GET, format!("/api/salon/clients/{id}"), None),
            (Method::PUT, format!("/api/salon/clients/{id}"), Some(body.clone())),
            (Method::DELETE, format!("/api/salon/clients/{id}"), None),
            (Method::DELETE, format!("/api/salon/clients/{id}?force=true"), None),
            (Method::GET, format!("/api/salon/clients/extended/{id}"), None),
            (Method::GET, format!("/api/salon/clients/acts/{id}"), None),
            (Method::POST, format!("/api/salon/clients/{id}/records"), Some(json!({"text": "x"}))),
            (Method::DELETE, format!("/api/salon/clients/{id}/records/{}", record["id"]), None),
        ];
        for (method, path, body) in attempts {
            let (status, answer) = app.call(method.clone(), &path).auth(&w.staff).json(body).lang("en").send().await;
            assert!(status == 404 || status == 403, "{method} {path}: {status}");
            let text = answer.to_string();
            assert!(!text.contains("Gizli") && !text.contains("secret"), "{method} {path} leaked: {text}");
        }
        let (rows, _) = table(&app, &w.staff, "/api/salon/clients", json!({"search": "gizli"})).await;
        assert!(rows.is_empty());
        let stored = salon_clients::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((stored.full_name.as_str(), stored.salon_id), ("Gizli Müşteri", w.other_salon), "untouched");
        assert_eq!(salon_client_records::Entity::find().count(&app.db).await.unwrap(), 1);

        // Only salon staff reach the area; a client or a master of the same salon does not.
        let client = token_for(&app.db, "+905556660001", &[Role::Client], None).await;
        let master = token_for(&app.db, "+905556660002", &[Role::SalonMaster], Some(w.salon)).await;
        for token in [&client, &master] {
            let (status, _) = app.call(Method::GET, "/api/salon/clients").auth(token).lang("en").send().await;
            assert_eq!(status, 403);
            let (status, _) = app
                .call(Method::POST, "/api/salon/clients/new")
                .auth(token)
                .json(json!({"full_name": "X", "phone": "+905556660003"}))
                .lang("en")
                .send()
                .await;
            assert_eq!(status, 403);
        }
        let (status, _) = app.call(Method::GET, "/api/salon/clients").lang("en").send().await;
        assert_eq!(status, 401);
    });
}
