//! Salon cabinet, profile part (issue #6): the profile and gallery, the settings, the services
//! bound from the catalogue and the requests for new ones. Every rule is checked with the
//! message the user reads in tr, en and ru; every endpoint that takes an id is tried with another
//! salon's ids; what the public salon page and availability show afterwards is checked too.

use std::collections::HashMap;

use chrono::{Datelike, Duration, Utc};
use domain::access::Role;
use reqwest::Method;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const LANGS: [&str; 3] = ["tr", "en", "ru"];

/// The web app's `errors` catalogue per language: what the user must see for each code.
fn catalogue(lang: &str) -> HashMap<String, String> {
    let path = format!("{}/../../web/src/locales/{lang}/errors.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The catalogue text of `code` in `lang` with `{{name}}` placeholders filled.
fn text(lang: &str, code: &str, params: &[(&str, &str)]) -> String {
    let mut text = catalogue(lang)[code].clone();
    for (name, value) in params {
        text = text.replace(&format!("{{{{{name}}}}}"), value);
    }
    text
}

const UPDATED: [(&str, &str); 3] =
    [("tr", "İşletme bilgileri güncellendi"), ("en", "Salon information updated"), ("ru", "Информация о салоне обновлена")];

struct World {
    salon: salons::Model,
    other: salons::Model,
    token: String,
    staff_account: i64,
    other_token: String,
    /// Hair care (department 0), nails (department 1), skin care and make-up (department 1).
    hair: i64,
    nails: i64,
    skin: i64,
    makeup: i64,
    /// Haircut and wash (hair care), manicure (nails): approved.
    haircut: i64,
    wash: i64,
    manicure: i64,
    /// Requested by the other salon, pending.
    foreign_pending: i64,
    master: i64,
    second_master: i64,
    other_master: i64,
    /// The other salon's binding of the haircut, and its gallery photo.
    other_binding: i64,
    other_photo: i64,
    kadikoy: i64,
    moda: i64,
    cankaya: i64,
}

async fn category(db: &DatabaseConnection, department: i64, slug: &str, names: [&str; 3], order: i32) -> i64 {
    categories::ActiveModel {
        department_id: Set(department),
        slug: Set(slug.into()),
        name_tr: Set(names[0].into()),
        name_en: Set(names[1].into()),
        name_ru: Set(names[2].into()),
        sort_order: Set(order),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

async fn master(db: &DatabaseConnection, salon: i64, name: &str) -> i64 {
    masters::ActiveModel {
        salon_id: Set(salon),
        full_name: Set(name.into()),
        contract_active: Set(true),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id
}

async fn world(db: &DatabaseConnection) -> World {
    let (province, kadikoy) = place(db, (34, "İstanbul"), (1, "Kadıköy")).await;
    let (_, cankaya) = place(db, (6, "Ankara"), (3, "Çankaya")).await;
    let moda = neighbourhoods::ActiveModel {
        id: Set(10),
        district_id: Set(kadikoy),
        name: Set("Caferağa Mah.".into()),
        postal_code: Set(Some("34710".into())),
        search_key: Set("caferaga mah.".into()),
    }
    .insert(db)
    .await
    .unwrap()
    .id;
    let deps = departments(db, 2).await;
    let hair = category(db, deps[0].id, "sac-bakimi", ["Saç Bakımı", "Hair care", "Уход за волосами"], 0).await;
    let nails = category(db, deps[1].id, "tirnak", ["Tırnak", "Nails", "Ногти"], 0).await;
    let skin = category(db, deps[1].id, "cilt-bakimi", ["Cilt Bakımı", "Skin care", "Уход за кожей"], 1).await;
    let makeup = category(db, deps[1].id, "makyaj", ["Makyaj", "Make-up", "Макияж"], 2).await;
    let haircut = catalogue_service(db, hair, "sac-kesimi", ["Saç kesimi", "Haircut", "Стрижка"]).await;
    let wash = catalogue_service(db, hair, "yikama", ["Yıkama", "Wash", "Мытьё"]).await;
    let manicure = catalogue_service(db, nails, "manikur", ["Manikür", "Manicure", "Маникюр"]).await;

    let salon = salon(db, "kuafor-a", province, kadikoy).await;
    let other = crate::helpers::salon(db, "kuafor-b", province, kadikoy).await;
    let mut other_row: salons::ActiveModel = other.clone().into();
    other_row.phone = Set("+905321110000".into());
    let other = other_row.update(db).await.unwrap();
    for s in [&salon, &other] {
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
    let foreign_pending = services::ActiveModel {
        category_id: Set(hair),
        slug: Set("keratin".into()),
        name_tr: Set("Keratin bakımı".into()),
        name_en: Set("Keratin treatment".into()),
        name_ru: Set("Кератин".into()),
        default_duration_min: Set(90),
        moderation_state: Set("pending".into()),
        requested_by_salon_id: Set(Some(other.id)),
        search_key: Set("keratin bakimi keratin treatment кератин".into()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id;
    let master_id = master(db, salon.id, "Elif Aslan").await;
    let second_master = master(db, salon.id, "Zeynep Kaya").await;
    let other_master = master(db, other.id, "Mert Demir").await;
    let other_binding = salon_services::ActiveModel {
        salon_id: Set(other.id),
        service_id: Set(haircut),
        price: Set(35000),
        discount_percent: Set(0),
        duration_min: Set(45),
        is_multiple: Set(false),
        active: Set(true),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id;
    let token = token_for(db, "+905559990001", &[Role::SalonAdmin], Some(salon.id)).await;
    let staff_account = store::accounts::by_phone(db, "+905559990001").await.unwrap().unwrap().id;
    let other_token = token_for(db, "+905559990002", &[Role::SalonAdmin], Some(other.id)).await;
    let other_account = store::accounts::by_phone(db, "+905559990002").await.unwrap().unwrap().id;
    let file = store::files::insert_file(
        db,
        store::files::NewFile {
            folder: "salons",
            name: "b.webp",
            storage_key: "salons/b.webp",
            mime: "image/webp",
            size: 10,
            dims: Some((100, 100)),
            uploaded_by: other_account,
        },
    )
    .await
    .unwrap();
    let other_photo =
        salon_photos::ActiveModel { salon_id: Set(other.id), file_id: Set(file.id), sort_order: Set(0), ..Default::default() }
            .insert(db)
            .await
            .unwrap()
            .id;
    World {
        salon,
        other,
        token,
        staff_account,
        other_token,
        hair,
        nails,
        skin,
        makeup,
        haircut,
        wash,
        manicure,
        foreign_pending,
        master: master_id,
        second_master,
        other_master,
        other_binding,
        other_photo,
        kadikoy,
        moda,
        cankaya,
    }
}

/// One request: method, path, JSON body, bearer token, language.
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

/// Asserts that `body` is a 422 whose `field` carries the catalogue text of `code` in `lang`.
fn assert_field(status: u16, body: &Value, lang: &str, field: &str, code: &str, params: &[(&str, &str)]) {
    assert_eq!(status, 422, "{field}: {body}");
    assert_eq!(body["message_code"], "validation_error", "{body}");
    let messages: Vec<String> = body["errors"][field]
        .as_array()
        .unwrap_or_else(|| panic!("no errors for {field}: {body}"))
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect();
    assert!(messages.contains(&text(lang, code, params)), "{field} in {lang}: expected {code}, got {messages:?}");
}

fn valid_profile() -> Value {
    json!({
        "name": "Studio Lale",
        "phone": "+90 532 123 45 67",
        "email": "info@lale.example",
        "address": "Moda Cad. No: 42",
        "neighbourhood_id": 10,
        "lat": 40.9847,
        "lng": 29.0262,
        "transport": "Kadıköy iskelesine 5 dakika",
        "social": {"instagram": "https://instagram.com/lale", "tiktok": "https://tiktok.com/@lale", "facebook": ""},
        "custom_link": "https://lale.example/randevu",
        "confirm_changes": true
    })
}

fn week(open: &str, close: &str) -> Value {
    Value::Array((0..7).map(|d| json!({"weekday": d, "enabled": true, "open": open, "close": close})).collect())
}

fn valid_settings(w: &World) -> Value {
    json!({
        "main_categories": [w.hair, w.nails],
        "about": {"tr": "Moda'da bir salon", "en": "A salon in Moda", "ru": ""},
        "working_hours": week("09:00", "20:00"),
        "days_off": [],
        "amenities": ["wifi", "parking"],
        "time_slicing": 15,
        "auto_confirm": true,
        "confirm_changes": true
    })
}

#[tokio::test]
async fn the_profile_is_read_and_saved_and_the_public_page_follows() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let (status, info) = call(&app, Method::GET, "/api/salon/info", None, Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{info}");
        assert_eq!(
            (info["name"].as_str(), info["slug"].as_str(), info["district"]["name"].as_str()),
            (Some("Salon kuafor-a"), Some("kuafor-a"), Some("Kadıköy"))
        );
        assert_eq!(info["gallery"], json!([]));

        for (lang, message) in UPDATED {
            let (status, saved) = call(&app, Method::POST, "/api/salon/update", Some(valid_profile()), Some(&w.token), lang).await;
            assert_eq!(status, 200, "{saved}");
            assert_eq!(saved["message"], message);
        }
        let (_, info) = call(&app, Method::GET, "/api/salon/info", None, Some(&w.token), "tr").await;
        assert_eq!(info["name"], "Studio Lale");
        assert_eq!(info["phone"], "+905321234567");
        // The neighbourhood alone places the salon: its district and province follow.
        assert_eq!(
            (info["neighbourhood"]["id"].as_i64(), info["district"]["id"].as_i64(), info["province"]["id"].as_i64()),
            (Some(w.moda), Some(w.kadikoy), Some(34))
        );
        assert_eq!(
            info["social"],
            json!({"instagram": "https://instagram.com/lale", "tiktok": "https://tiktok.com/@lale", "facebook": null, "youtube": null, "website": null})
        );
        // The slug stays: links to the salon page keep working after a rename.
        assert_eq!(info["slug"], "kuafor-a");

        let (_, page) = call(&app, Method::GET, "/api/site/salon/kuafor-a", None, None, "tr").await;
        assert_eq!(
            (page["name"].as_str(), page["address"].as_str(), page["neighbourhood"].as_str()),
            (Some("Studio Lale"), Some("Moda Cad. No: 42"), Some("Caferağa Mah."))
        );
        assert_eq!((page["lat"].as_f64(), page["custom_link"].as_str()), (Some(40.9847), Some("https://lale.example/randevu")));
        assert_eq!(page["social"]["instagram"], "https://instagram.com/lale");
        // The salon search reads the new name (its search key and index follow it).
        let (_, hits) = call(&app, Method::GET, "/api/site/search-salons?term=studio%20lale", None, None, "tr").await;
        assert_eq!(
            hits.as_array().unwrap().iter().map(|h| h["id"].as_str().unwrap().to_owned()).collect::<Vec<_>>(),
            vec![w.salon.id.to_string()]
        );
        let (_, old) = call(&app, Method::GET, "/api/site/search-salons?term=kuafor-a", None, None, "tr").await;
        assert_eq!(old, json!([]));

        // A district and province may be sent too, but they must be the neighbourhood's.
        let mut moved = valid_profile();
        moved["neighbourhood_id"] = Value::Null;
        moved["district_id"] = json!(w.cankaya);
        moved["province_id"] = json!(6);
        let (status, saved) = call(&app, Method::POST, "/api/salon/update", Some(moved), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!((saved["info"]["district"]["name"].as_str(), saved["info"]["neighbourhood"].as_null()), (Some("Çankaya"), Some(())));
    });
}

#[tokio::test]
async fn profile_rules_with_their_messages() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        for lang in LANGS {
            let (status, body) = call(&app, Method::POST, "/api/salon/update", Some(json!({})), Some(&w.token), lang).await;
            for field in ["name", "phone", "address", "district_id"] {
                assert_field(status, &body, lang, field, "required", &[]);
            }
            assert_field(status, &body, lang, "confirm_changes", "confirm_changes", &[]);

            let mut bad = valid_profile();
            bad["email"] = json!("info@lale");
            bad["social"]["instagram"] = json!("instagram.com/lale");
            bad["custom_link"] = json!("https://lale");
            bad["phone"] = json!("+90 216 123 45 67");
            bad["lng"] = Value::Null;
            bad["confirm_changes"] = json!(false);
            let (status, body) = call(&app, Method::POST, "/api/salon/update", Some(bad), Some(&w.token), lang).await;
            assert_field(status, &body, lang, "email", "email", &[]);
            assert_field(status, &body, lang, "social.instagram", "url", &[]);
            assert_field(status, &body, lang, "custom_link", "url", &[]);
            // A new phone must be a Turkish mobile.
            assert_field(status, &body, lang, "phone", "wrong_format", &[]);
            assert_field(status, &body, lang, "lng", "required", &[]);
            assert_field(status, &body, lang, "confirm_changes", "confirm_changes", &[]);

            // A neighbourhood of Kadıköy with the district Çankaya does not make a place.
            let mut mismatch = valid_profile();
            mismatch["district_id"] = json!(w.cankaya);
            let (status, body) = call(&app, Method::POST, "/api/salon/update", Some(mismatch), Some(&w.token), lang).await;
            assert_field(status, &body, lang, "neighbourhood_id", "wrong_format", &[]);
            let mut unknown = valid_profile();
            unknown["neighbourhood_id"] = Value::Null;
            unknown["district_id"] = json!(999);
            let (status, body) = call(&app, Method::POST, "/api/salon/update", Some(unknown), Some(&w.token), lang).await;
            assert_field(status, &body, lang, "district_id", "wrong_format", &[]);
        }
        // Nothing was saved by the refused requests.
        let salon = salons::Entity::find_by_id(w.salon.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(salon, w.salon);

        // The stored phone (here a landline from before the rule) is kept when it is not changed.
        let mut same = valid_profile();
        same["phone"] = json!("+90 212 000 00 00");
        let (status, body) = call(&app, Method::POST, "/api/salon/update", Some(same), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["info"]["phone"], "+902120000000");
    });
}

#[tokio::test]
async fn the_salon_phone_must_not_be_another_salons_or_salon_admins() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        // The other salon's admin, and the other salon itself.
        for phone in ["+90 555 999 00 02", "+90 532 111 00 00"] {
            for lang in LANGS {
                let mut body = valid_profile();
                body["phone"] = json!(phone);
                let (status, answer) = call(&app, Method::POST, "/api/salon/update", Some(body), Some(&w.token), lang).await;
                assert_eq!(status, 409, "{answer}");
                assert_eq!(answer["message_code"], "phone_exists_salon_admin");
                assert_eq!(answer["message"], text(lang, "phone_exists_salon_admin", &[]));
            }
        }
        assert_eq!(salons::Entity::find_by_id(w.salon.id).one(&app.db).await.unwrap().unwrap().phone, w.salon.phone);
        // The salon's own admin's phone is fine.
        let mut own = valid_profile();
        own["phone"] = json!("+90 555 999 00 01");
        let (status, answer) = call(&app, Method::POST, "/api/salon/update", Some(own), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["info"]["phone"], "+905559990001");
    });
}

async fn upload(app: &TestApp, token: &str) -> i64 {
    let png = include_bytes!("fixtures/photo.png").to_vec();
    let form =
        reqwest::multipart::Form::new().text("folder", "salons").part("file", reqwest::multipart::Part::bytes(png).file_name("salon.png"));
    let response = app.client.post(app.url("/api/common/upload-file")).bearer_auth(token).multipart(form).send().await.unwrap();
    assert_eq!(response.status(), 200);
    response.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

fn ids(gallery: &Value) -> Vec<i64> {
    gallery.as_array().unwrap().iter().map(|p| p["id"].as_i64().unwrap()).collect()
}

#[tokio::test]
async fn the_gallery_takes_own_uploads_in_order_and_never_another_salons_photos() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let first = upload(&app, &w.token).await;
        let second = upload(&app, &w.token).await;
        let (status, gallery) = call(&app, Method::POST, "/api/salon/gallery", Some(json!({"file_id": first})), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{gallery}");
        let (_, gallery) = call(&app, Method::POST, "/api/salon/gallery", Some(json!({"file_id": second})), Some(&w.token), "tr").await;
        let photos = ids(&gallery);
        assert_eq!(gallery.as_array().unwrap().iter().map(|p| p["file_id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![first, second]);
        assert!(gallery[0]["image"]["url"].as_str().unwrap().starts_with("/api/files/salons/"));

        // The same file twice, a file someone else uploaded, a file of the other salon's gallery.
        let (status, body) = call(&app, Method::POST, "/api/salon/gallery", Some(json!({"file_id": first})), Some(&w.token), "en").await;
        assert_field(status, &body, "en", "file_id", "wrong_format", &[]);
        let foreign = upload(&app, &w.other_token).await;
        assert_eq!(call(&app, Method::POST, "/api/salon/gallery", Some(json!({"file_id": foreign})), Some(&w.token), "tr").await.0, 404);
        let other_file = salon_photos::Entity::find_by_id(w.other_photo).one(&app.db).await.unwrap().unwrap().file_id;
        assert_eq!(call(&app, Method::POST, "/api/salon/gallery", Some(json!({"file_id": other_file})), Some(&w.token), "tr").await.0, 404);

        // Reorder: the new order shows on the public page (the first photo is the cover).
        let (status, gallery) =
            call(&app, Method::PUT, "/api/salon/gallery/order", Some(json!({"ids": [photos[1], photos[0]]})), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{gallery}");
        assert_eq!(ids(&gallery), vec![photos[1], photos[0]]);
        let (_, page) = call(&app, Method::GET, &format!("/api/site/salon/{}", w.salon.id), None, None, "tr").await;
        assert_eq!(page["photos"].as_array().unwrap().len(), 2);
        assert_eq!(page["photos"][0]["url"], gallery[0]["image"]["url"]);
        // Another salon's photo id in the order, or a list that leaves one out.
        assert_eq!(
            call(&app, Method::PUT, "/api/salon/gallery/order", Some(json!({"ids": [photos[0], w.other_photo]})), Some(&w.token), "tr")
                .await
                .0,
            404
        );
        let (status, body) =
            call(&app, Method::PUT, "/api/salon/gallery/order", Some(json!({"ids": [photos[0]]})), Some(&w.token), "ru").await;
        assert_field(status, &body, "ru", "ids", "wrong_format", &[]);
        let (_, info) = call(&app, Method::GET, "/api/salon/info", None, Some(&w.token), "tr").await;
        assert_eq!(ids(&info["gallery"]), vec![photos[1], photos[0]]);

        // Delete: not another salon's photo; one's own is gone.
        assert_eq!(call(&app, Method::DELETE, &format!("/api/salon/gallery/{}", w.other_photo), None, Some(&w.token), "tr").await.0, 404);
        assert!(salon_photos::Entity::find_by_id(w.other_photo).one(&app.db).await.unwrap().is_some());
        let (status, gallery) = call(&app, Method::DELETE, &format!("/api/salon/gallery/{}", photos[1]), None, Some(&w.token), "tr").await;
        assert_eq!(status, 200);
        assert_eq!(ids(&gallery), vec![photos[0]]);
        assert_eq!(call(&app, Method::DELETE, &format!("/api/salon/gallery/{}", photos[1]), None, Some(&w.token), "tr").await.0, 404);
        let _ = w.staff_account;
    });
}

#[tokio::test]
async fn settings_are_read_and_saved_and_the_public_page_follows() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let (status, settings) = call(&app, Method::GET, "/api/salon/settings", None, Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{settings}");
        assert_eq!(settings["working_hours"].as_array().unwrap().len(), 7);
        assert_eq!(settings["working_hours"][0], json!({"weekday": 0, "enabled": true, "open": "09:00", "close": "20:00"}));
        assert_eq!(settings["amenity_options"].as_array().unwrap().len(), 8);
        assert_eq!(settings["time_slicing_options"], json!([15, 30]));

        let day_off = api::booking::local(Utc::now()).date() + Duration::days(10);
        let mut body = valid_settings(&w);
        body["main_categories"] = json!([w.nails, w.hair]);
        body["working_hours"][6] = json!({"weekday": 6, "enabled": false, "open": "10:00", "close": null});
        body["working_hours"][5] = json!({"weekday": 5, "enabled": true, "open": "10:00", "close": "24:00"});
        body["days_off"] = json!([day_off.to_string(), day_off.to_string()]);
        body["time_slicing"] = json!(30);
        for (lang, message) in UPDATED {
            let (status, saved) = call(&app, Method::PUT, "/api/salon/settings", Some(body.clone()), Some(&w.token), lang).await;
            assert_eq!(status, 200, "{saved}");
            assert_eq!(saved["message"], message);
        }
        let (_, settings) = call(&app, Method::GET, "/api/salon/settings", None, Some(&w.token), "en").await;
        // The salon's own order of main categories, named in the request's language.
        assert_eq!(
            settings["main_categories"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["Nails", "Hair care"]
        );
        assert_eq!(settings["about"], json!({"tr": "Moda'da bir salon", "en": "A salon in Moda", "ru": null}));
        assert_eq!(settings["working_hours"][6], json!({"weekday": 6, "enabled": false, "open": null, "close": null}));
        assert_eq!(settings["working_hours"][5], json!({"weekday": 5, "enabled": true, "open": "10:00", "close": "24:00"}));
        assert_eq!(settings["days_off"], json!([{"date": day_off.to_string(), "kind": "day_off", "note": null}]));
        assert_eq!(
            (settings["amenities"].clone(), settings["time_slicing"].as_i64(), settings["auto_confirm"].as_bool()),
            (json!(["parking", "wifi"]), Some(30), Some(true))
        );

        let (_, page) = call(&app, Method::GET, &format!("/api/site/salon/{}", w.salon.id), None, None, "en").await;
        assert_eq!(page["amenities"], json!(["parking", "wifi"]));
        assert_eq!(page["about"], "A salon in Moda");
        assert_eq!(page["working_hours"].as_array().unwrap().len(), 6, "Sunday is closed");
        assert!(page["days_off"].as_array().unwrap().contains(&json!(day_off.to_string())));
        let (_, page_ru) = call(&app, Method::GET, &format!("/api/site/salon/{}", w.salon.id), None, None, "ru").await;
        assert_eq!(page_ru["about"], "Moda'da bir salon", "Russian falls back to Turkish");

        // A holiday stays a holiday (kind and note) when the list keeps its date; a removed day goes.
        let holiday = day_off + Duration::days(5);
        salon_days_off::ActiveModel {
            salon_id: Set(w.salon.id),
            day: Set(holiday),
            kind: Set("holiday".into()),
            note: Set(Some("Bayram".into())),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let past = day_off - Duration::days(40);
        salon_days_off::ActiveModel {
            salon_id: Set(w.salon.id),
            day: Set(past),
            kind: Set("day_off".into()),
            note: Set(None),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        body["days_off"] = json!([holiday.to_string()]);
        let (status, saved) = call(&app, Method::PUT, "/api/salon/settings", Some(body), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["settings"]["days_off"], json!([{"date": holiday.to_string(), "kind": "holiday", "note": "Bayram"}]));
        // History before today is not touched by the list.
        let kept = salon_days_off::Entity::find()
            .filter(salon_days_off::Column::SalonId.eq(w.salon.id))
            .filter(salon_days_off::Column::Day.eq(past))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(kept, 1);
        // The other salon's settings are its own.
        let (_, theirs) = call(&app, Method::GET, "/api/salon/settings", None, Some(&w.other_token), "tr").await;
        assert_eq!((theirs["time_slicing"].as_i64(), theirs["amenities"].clone()), (Some(15), json!([])));
    });
}

#[tokio::test]
async fn settings_rules_with_their_messages() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let (_, before) = call(&app, Method::GET, "/api/salon/settings", None, Some(&w.token), "tr").await;
        let yesterday = api::booking::local(Utc::now()).date() - Duration::days(1);
        for lang in LANGS {
            let put = |body: Value| call(&app, Method::PUT, "/api/salon/settings", Some(body), Some(&w.token), lang);
            for categories in [json!([]), json!([w.hair, w.nails, w.skin, w.makeup])] {
                let mut body = valid_settings(&w);
                body["main_categories"] = categories;
                let (status, answer) = put(body).await;
                assert_field(status, &answer, lang, "main_categories", "main_categories", &[]);
            }
            let mut body = valid_settings(&w);
            body["main_categories"] = json!([w.hair, 9999]);
            let (status, answer) = put(body).await;
            assert_field(status, &answer, lang, "main_categories", "wrong_format", &[]);

            let mut body = valid_settings(&w);
            body["working_hours"][1] = json!({"weekday": 1, "enabled": true, "open": "18:00", "close": "09:00"});
            body["working_hours"][2] = json!({"weekday": 2, "enabled": true, "open": null, "close": "18:00"});
            body["working_hours"][3] = json!({"weekday": 3, "enabled": true, "open": "9 am", "close": "18:00"});
            body["time_slicing"] = json!(20);
            body["days_off"] = json!([yesterday.to_string(), "01.12.2030"]);
            body["amenities"] = json!(["wifi", "jacuzzi"]);
            body["confirm_changes"] = json!(false);
            let (status, answer) = put(body).await;
            assert_field(status, &answer, lang, "working_hours.1.close", "time_range_alert", &[]);
            assert_field(status, &answer, lang, "working_hours.2.open", "required", &[]);
            assert_field(status, &answer, lang, "working_hours.3.open", "wrong_format", &[]);
            assert_field(status, &answer, lang, "time_slicing", "time_slicing", &[]);
            let today = (yesterday + Duration::days(1)).to_string();
            assert_field(status, &answer, lang, "days_off.0", "min_value", &[("min", &today)]);
            assert_field(status, &answer, lang, "days_off.1", "wrong_format", &[]);
            assert_field(status, &answer, lang, "amenities", "wrong_format", &[]);
            assert_field(status, &answer, lang, "confirm_changes", "confirm_changes", &[]);

            // No working day at all: the salon would never be open.
            let mut body = valid_settings(&w);
            body["working_hours"] = Value::Array((0..7).map(|d| json!({"weekday": d, "enabled": false})).collect());
            let (status, answer) = put(body).await;
            assert_eq!(status, 422, "{answer}");
            assert_eq!(answer["message_code"], "salon_time_and_address_required");
            assert_eq!(answer["message"], text(lang, "salon_time_and_address_required", &[]));
        }
        let (_, after) = call(&app, Method::GET, "/api/salon/settings", None, Some(&w.token), "tr").await;
        assert_eq!(after, before, "refused saves change nothing");
    });
}

#[tokio::test]
async fn hours_slicing_and_days_off_show_at_once_in_availability() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let date = api::booking::local(Utc::now()).date() + Duration::days(7);
        let weekday = date.weekday().num_days_from_monday() as usize;
        let path = format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id);
        let ask =
            || call(&app, Method::POST, &path, Some(json!({"date": date.to_string(), "masters": [w.master], "duration": 30})), None, "tr");
        let (status, before) = ask().await;
        assert_eq!(status, 200, "{before}");
        assert_eq!(before["masters"][0]["free_times"][0], "09:00");
        assert_eq!(before["masters"][0]["free_times"][1], "09:15");

        let mut body = valid_settings(&w);
        body["working_hours"][weekday] = json!({"weekday": weekday, "enabled": true, "open": "10:00", "close": "12:00"});
        body["time_slicing"] = json!(30);
        assert_eq!(call(&app, Method::PUT, "/api/salon/settings", Some(body.clone()), Some(&w.token), "tr").await.0, 200);
        let (_, after) = ask().await;
        assert_eq!(after["time_slicing"], 30);
        assert_eq!(after["masters"][0]["working"], json!({"start": "10:00", "end": "12:00"}));
        assert_eq!(after["masters"][0]["free_times"], json!(["10:00", "10:30", "11:00", "11:30"]));

        body["days_off"] = json!([date.to_string()]);
        assert_eq!(call(&app, Method::PUT, "/api/salon/settings", Some(body.clone()), Some(&w.token), "tr").await.0, 200);
        let (_, off) = ask().await;
        assert_eq!((off["masters"][0]["working"].clone(), off["masters"][0]["free_times"].clone()), (Value::Null, json!([])));

        body["days_off"] = json!([]);
        body["working_hours"][weekday]["enabled"] = json!(false);
        assert_eq!(call(&app, Method::PUT, "/api/salon/settings", Some(body), Some(&w.token), "tr").await.0, 200);
        let (_, closed) = ask().await;
        assert_eq!(closed["masters"][0]["free_times"], json!([]));
    });
}

fn binding_body(w: &World) -> Value {
    json!({
        "service_id": w.haircut,
        "price": 45000,
        "discount_percent": 10,
        "duration_min": 45,
        "description": "Yıkama dahil",
        "is_multiple": false,
        "master_ids": [w.master],
        "subservices": [{"name_tr": "Kısa saç", "name_en": "Short hair", "price": 0, "duration_min": 0}],
        "addons": [{"name_tr": "Fön", "name_en": "Blow-dry", "name_ru": "Укладка", "price": 5000, "duration_min": 15}]
    })
}

/// The salon's services on its public page, as (name, final price) per service.
async fn public_services(app: &TestApp, salon: i64, lang: &str) -> Value {
    let (status, body) = call(app, Method::GET, &format!("/api/site/salon-services/{salon}"), None, None, lang).await;
    assert_eq!(status, 200);
    body
}

#[tokio::test]
async fn a_bound_service_shows_on_the_public_page_at_once_and_goes_when_deleted_by_name() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let (status, catalogue) = call(&app, Method::GET, "/api/salon/services/grouped-by-departments", None, Some(&w.token), "en").await;
        assert_eq!(status, 200, "{catalogue}");
        assert_eq!(catalogue["departments"][0]["categories"][0]["name"], "Hair care");
        let hair: Vec<&str> = catalogue["departments"][0]["categories"][0]["services"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(hair, vec!["Haircut", "Wash"], "approved services only; another salon's request is not shown");
        assert_eq!(
            catalogue["masters"].as_array().unwrap().iter().map(|m| m["full_name"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["Elif Aslan", "Zeynep Kaya"]
        );
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"], json!([]));

        let (status, bound) = call(&app, Method::POST, "/api/salon/services/binding", Some(binding_body(&w)), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{bound}");
        let id = bound["id"].as_i64().unwrap();
        assert_eq!((bound["final_price"].as_i64(), bound["master_ids"].clone()), (Some(40500), json!([w.master])));
        assert_eq!(bound["subservices"][0]["name_ru"], "", "an empty language falls back to Turkish where shown");

        let public = public_services(&app, w.salon.id, "en").await;
        let service = &public["categories"][0]["services"][0];
        assert_eq!(
            (service["id"].as_i64(), service["name"].as_str(), service["final_price"].as_i64(), service["duration_min"].as_i64()),
            (Some(id), Some("Haircut"), Some(40500), Some(45))
        );
        assert_eq!(service["addons"][0]["name"], "Blow-dry");
        assert_eq!(service["subservices"][0]["name"], "Short hair");
        assert_eq!(service["master_ids"], json!([w.master]));
        assert_eq!(service["description"], "Yıkama dahil");
        let (_, page) = call(&app, Method::GET, &format!("/api/site/salon/{}", w.salon.id), None, None, "en").await;
        assert_eq!(page["price_from"], 40500);

        let (_, catalogue) = call(&app, Method::GET, "/api/salon/services/grouped-by-departments", None, Some(&w.token), "tr").await;
        let haircut = &catalogue["departments"][0]["categories"][0]["services"][0];
        assert_eq!((haircut["binding"]["id"].as_i64(), haircut["names"]["ru"].as_str()), (Some(id), Some("Стрижка")));

        for lang in LANGS {
            let (status, again) =
                call(&app, Method::POST, "/api/salon/services/binding", Some(binding_body(&w)), Some(&w.token), lang).await;
            assert_eq!(status, 409, "{again}");
            assert_eq!(again["message_code"], "service_already_bound");
            assert_eq!(again["message"], text(lang, "service_already_bound", &[]));
        }

        // Edit: a new price and masters; the add-on kept by id, the subservice dropped, one added.
        let addon_id = bound["addons"][0]["id"].as_i64().unwrap();
        let mut edit = binding_body(&w);
        edit["price"] = json!(50000);
        edit["discount_percent"] = Value::Null;
        edit["master_ids"] = json!([w.second_master, w.master]);
        edit["subservices"] = json!([]);
        edit["addons"] = json!([{"id": addon_id, "name_tr": "Fön", "name_en": "Blow-dry", "price": 6000, "duration_min": 15}, {"name_tr": "Maske", "price": 2000, "duration_min": 10}]);
        let (status, edited) =
            call(&app, Method::PUT, &format!("/api/salon/services/binding/{id}"), Some(edit), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{edited}");
        assert_eq!((edited["final_price"].as_i64(), edited["discount_percent"].as_i64()), (Some(50000), Some(0)));
        assert_eq!(edited["addons"][0]["id"].as_i64(), Some(addon_id));
        assert_eq!(edited["addons"].as_array().unwrap().len(), 2);
        assert_eq!(edited["subservices"], json!([]));
        assert_eq!(edited["master_ids"], json!([w.master, w.second_master]));
        let public = public_services(&app, w.salon.id, "tr").await;
        assert_eq!(public["categories"][0]["services"][0]["final_price"], 50000);
        assert_eq!(public["categories"][0]["services"][0]["addons"][1]["name"], "Maske");

        // Deleting needs the name as shown, in any language.
        for lang in LANGS {
            let (status, body) = call(
                &app,
                Method::DELETE,
                &format!("/api/salon/services/binding/{id}"),
                Some(json!({"name": "Saç"})),
                Some(&w.token),
                lang,
            )
            .await;
            assert_field(status, &body, lang, "name", "name_mismatch", &[]);
        }
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"][0]["services"].as_array().unwrap().len(), 1);
        let (status, removed) = call(
            &app,
            Method::DELETE,
            &format!("/api/salon/services/binding/{id}"),
            Some(json!({"name": "стрижка"})),
            Some(&w.token),
            "ru",
        )
        .await;
        assert_eq!(status, 200, "{removed}");
        assert_eq!(removed, json!({"outcome": "deleted", "planned_visits": 0}));
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"], json!([]));
        assert!(salon_services::Entity::find_by_id(id).one(&app.db).await.unwrap().is_none());
        assert_eq!(
            call(
                &app,
                Method::DELETE,
                &format!("/api/salon/services/binding/{id}"),
                Some(json!({"name": "Haircut"})),
                Some(&w.token),
                "ru"
            )
            .await
            .0,
            404
        );
    });
}

#[tokio::test]
async fn binding_rules_with_their_messages() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        for lang in LANGS {
            let post = |body: Value| call(&app, Method::POST, "/api/salon/services/binding", Some(body), Some(&w.token), lang);
            let (status, body) = post(json!({})).await;
            for field in ["service_id", "price", "duration_min"] {
                assert_field(status, &body, lang, field, "required", &[]);
            }
            let mut bad = binding_body(&w);
            bad["price"] = json!(0);
            bad["discount_percent"] = json!(101);
            bad["duration_min"] = json!(47);
            bad["subservices"] = json!([{"name_tr": " ", "price": -1, "duration_min": 3}]);
            bad["addons"] = json!([{"name_tr": "Fön", "price": null, "duration_min": 800}]);
            let (status, body) = post(bad).await;
            assert_field(status, &body, lang, "price", "min_value", &[("min", "0,01")]);
            assert_field(status, &body, lang, "discount_percent", "between", &[("min", "0"), ("max", "100")]);
            assert_field(status, &body, lang, "duration_min", "duration_step", &[("step", "5")]);
            assert_field(status, &body, lang, "subservices.0.name_tr", "required", &[]);
            assert_field(status, &body, lang, "subservices.0.price", "min_value", &[("min", "0")]);
            assert_field(status, &body, lang, "subservices.0.duration_min", "duration_step", &[("step", "5")]);
            assert_field(status, &body, lang, "addons.0.price", "required", &[]);
            assert_field(status, &body, lang, "addons.0.duration_min", "between", &[("min", "0"), ("max", "720")]);
            let mut zero = binding_body(&w);
            zero["duration_min"] = json!(0);
            let (status, body) = post(zero).await;
            assert_field(status, &body, lang, "duration_min", "between", &[("min", "5"), ("max", "720")]);
        }
        assert_eq!(salon_services::Entity::find().filter(salon_services::Column::SalonId.eq(w.salon.id)).count(&app.db).await.unwrap(), 0);
    });
}

/// A live visit tomorrow at 10:00 that includes `salon_service`.
async fn visit(db: &DatabaseConnection, salon: i64, master: i64, salon_service: i64) {
    let date = api::booking::local(Utc::now()).date() + Duration::days(1);
    let starts = api::booking::instant(date, 600);
    let now = Utc::now();
    let appointment = appointments::ActiveModel {
        salon_id: Set(salon),
        master_id: Set(master),
        client_name: Set("Ayşe".into()),
        client_phone: Set("+905551112233".into()),
        status: Set("confirmed".into()),
        provision_date: Set(date),
        start_min: Set(600),
        duration_min: Set(45),
        starts_at: Set(starts),
        ends_at: Set(starts + Duration::minutes(45)),
        total_price: Set(40500),
        source: Set("online".into()),
        created_at: Set(now),
        updated_at: Set(now),
        important: Set(false),
        locale: Set("tr".into()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    appointment_items::ActiveModel {
        appointment_id: Set(appointment.id),
        salon_service_id: Set(salon_service),
        quantity: Set(1),
        price: Set(40500),
        duration_min: Set(45),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
}

#[tokio::test]
async fn a_service_with_booked_visits_is_deactivated_and_can_be_bound_again() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let (_, bound) = call(&app, Method::POST, "/api/salon/services/binding", Some(binding_body(&w)), Some(&w.token), "tr").await;
        let id = bound["id"].as_i64().unwrap();
        visit(&app.db, w.salon.id, w.master, id).await;
        let (status, removed) = call(
            &app,
            Method::DELETE,
            &format!("/api/salon/services/binding/{id}"),
            Some(json!({"name": "Saç kesimi"})),
            Some(&w.token),
            "tr",
        )
        .await;
        assert_eq!(status, 200, "{removed}");
        assert_eq!(removed, json!({"outcome": "deactivated", "planned_visits": 1}));
        // Kept for the visit's history, gone from the page and the cabinet's list.
        assert!(!salon_services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap().active);
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"], json!([]));
        let (_, catalogue) = call(&app, Method::GET, "/api/salon/services/grouped-by-departments", None, Some(&w.token), "tr").await;
        assert_eq!(catalogue["departments"][0]["categories"][0]["services"][0]["binding"], Value::Null);
        assert_eq!(
            call(&app, Method::PUT, &format!("/api/salon/services/binding/{id}"), Some(binding_body(&w)), Some(&w.token), "tr").await.0,
            404
        );

        // Binding it again brings the same row back with the new values.
        let mut again = binding_body(&w);
        again["price"] = json!(60000);
        let (status, rebound) = call(&app, Method::POST, "/api/salon/services/binding", Some(again), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{rebound}");
        assert_eq!((rebound["id"].as_i64(), rebound["price"].as_i64()), (Some(id), Some(60000)));
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"][0]["services"][0]["price"], 60000);
    });
}

#[tokio::test]
async fn bindings_and_masters_of_another_salon_are_never_touched() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let before = salon_services::Entity::find_by_id(w.other_binding).one(&app.db).await.unwrap().unwrap();
        let path = format!("/api/salon/services/binding/{}", w.other_binding);
        assert_eq!(call(&app, Method::PUT, &path, Some(binding_body(&w)), Some(&w.token), "tr").await.0, 404);
        assert_eq!(call(&app, Method::DELETE, &path, Some(json!({"name": "Saç kesimi"})), Some(&w.token), "tr").await.0, 404);
        assert_eq!(salon_services::Entity::find_by_id(w.other_binding).one(&app.db).await.unwrap().unwrap(), before);

        // A master of another salon, in a new binding or an edit.
        let mut foreign = binding_body(&w);
        foreign["master_ids"] = json!([w.master, w.other_master]);
        assert_eq!(call(&app, Method::POST, "/api/salon/services/binding", Some(foreign.clone()), Some(&w.token), "tr").await.0, 404);
        assert_eq!(salon_services::Entity::find().filter(salon_services::Column::SalonId.eq(w.salon.id)).count(&app.db).await.unwrap(), 0);
        let (_, bound) = call(&app, Method::POST, "/api/salon/services/binding", Some(binding_body(&w)), Some(&w.token), "tr").await;
        let id = bound["id"].as_i64().unwrap();
        assert_eq!(call(&app, Method::PUT, &format!("/api/salon/services/binding/{id}"), Some(foreign), Some(&w.token), "tr").await.0, 404);
        let links = master_services::Entity::find().filter(master_services::Column::SalonServiceId.eq(id)).all(&app.db).await.unwrap();
        assert_eq!(links.iter().map(|l| l.master_id).collect::<Vec<_>>(), vec![w.master]);

        // Options of another binding are not taken over by naming their id.
        let other_option = salon_service_options::ActiveModel {
            salon_service_id: Set(w.other_binding),
            kind: Set("addon".into()),
            name_tr: Set("Onların fönü".into()),
            name_en: Set(String::new()),
            name_ru: Set(String::new()),
            price: Set(100),
            duration_min: Set(5),
            sort_order: Set(0),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let mut steal = binding_body(&w);
        steal["addons"] = json!([{"id": other_option.id, "name_tr": "Benim", "price": 1, "duration_min": 5}]);
        let (status, edited) =
            call(&app, Method::PUT, &format!("/api/salon/services/binding/{id}"), Some(steal), Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{edited}");
        assert_ne!(edited["addons"][0]["id"].as_i64(), Some(other_option.id));
        assert_eq!(salon_service_options::Entity::find_by_id(other_option.id).one(&app.db).await.unwrap().unwrap(), other_option);

        // Another salon's pending request is neither shown nor bindable; an unknown service neither.
        for service in [w.foreign_pending, 9999] {
            let mut body = binding_body(&w);
            body["service_id"] = json!(service);
            assert_eq!(call(&app, Method::POST, "/api/salon/services/binding", Some(body), Some(&w.token), "tr").await.0, 404);
        }
        let (_, hits) = call(&app, Method::GET, "/api/salon/services/search?term=keratin", None, Some(&w.token), "tr").await;
        assert_eq!(hits, json!([]));
        // The other salon still sees its binding, untouched.
        let (_, theirs) = call(&app, Method::GET, "/api/salon/services/grouped-by-departments", None, Some(&w.other_token), "tr").await;
        let names: Vec<&str> =
            theirs["departments"][0]["categories"][0]["services"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
        assert_eq!(names, vec!["Keratin bakımı", "Saç kesimi", "Yıkama"]);
        assert_eq!(theirs["departments"][0]["categories"][0]["services"][1]["binding"]["id"].as_i64(), Some(w.other_binding));
        assert_eq!(theirs["masters"].as_array().unwrap().len(), 1);
    });
}

#[tokio::test]
async fn lookups_fold_turkish_and_need_three_characters() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let (_, bound) = call(&app, Method::POST, "/api/salon/services/binding", Some(binding_body(&w)), Some(&w.token), "tr").await;
        for (term, lang, expected) in
            [("SAC", "tr", "Saç Bakımı"), ("bakımı", "en", "Hair care"), ("ногти", "ru", "Ногти"), ("tirn", "tr", "Tırnak")]
        {
            let (status, hits) =
                call(&app, Method::GET, &format!("/api/salon/search-categories?term={}", urlencode(term)), None, Some(&w.token), lang)
                    .await;
            assert_eq!(status, 200, "{hits}");
            assert_eq!(hits[0]["name"], expected, "{term}: {hits}");
        }
        let (_, care) = call(&app, Method::GET, "/api/salon/search-categories?term=care", None, Some(&w.token), "en").await;
        assert_eq!(
            care.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["Hair care", "Skin care"]
        );
        assert_eq!(care[1]["department"], "Department 1");

        let (status, hits) = call(&app, Method::GET, "/api/salon/services/search?term=SA%C3%87%20KES", None, Some(&w.token), "en").await;
        assert_eq!(status, 200, "{hits}");
        assert_eq!(
            (hits[0]["name"].as_str(), hits[0]["binding_id"].as_i64(), hits[0]["category"].as_str()),
            (Some("Haircut"), bound["id"].as_i64(), Some("Hair care"))
        );
        let (_, wash) = call(&app, Method::GET, "/api/salon/services/search?term=yikama", None, Some(&w.token), "ru").await;
        assert_eq!((wash[0]["name"].as_str(), wash[0]["binding_id"].clone()), (Some("Мытьё"), Value::Null));

        for (path, lang) in [
            ("/api/salon/search-categories?term=ab", "tr"),
            ("/api/salon/services/search?term=%20ab%20", "ru"),
            ("/api/salon/services/search", "en"),
        ] {
            let (status, body) = call(&app, Method::GET, path, None, Some(&w.token), lang).await;
            assert_field(status, &body, lang, "term", "min_length", &[("min", "3")]);
        }
    });
}

#[tokio::test]
async fn a_requested_service_waits_for_moderation_and_only_its_salon_sees_it() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let request = json!({"category_id": w.hair, "name_tr": "Saç botoksu", "name_en": "Hair botox", "description": "Bakım", "default_duration_min": 60});
        let (status, created) = call(&app, Method::POST, "/api/salon/services/request", Some(request.clone()), Some(&w.token), "en").await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(
            (created["name"].as_str(), created["moderation_state"].as_str(), created["category"].as_str()),
            (Some("Hair botox"), Some("pending"), Some("Hair care"))
        );
        let id = created["id"].as_i64().unwrap();
        let row = services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((row.requested_by_salon_id, row.slug.as_str(), row.name_ru.as_str()), (Some(w.salon.id), "sac-botoksu", ""));

        // In the salon's catalogue with its state; not public, not another salon's, not bindable.
        let (_, catalogue) = call(&app, Method::GET, "/api/salon/services/grouped-by-departments", None, Some(&w.token), "tr").await;
        let mine = catalogue["departments"][0]["categories"][0]["services"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"].as_i64() == Some(id))
            .cloned()
            .unwrap();
        assert_eq!((mine["moderation_state"].as_str(), mine["requested_by_salon"].as_bool()), (Some("pending"), Some(true)));
        let (_, public) = call(&app, Method::GET, "/api/site/search-services?term=botoks", None, None, "tr").await;
        assert_eq!(public, json!([]));
        let (_, theirs) = call(&app, Method::GET, "/api/salon/services/grouped-by-departments", None, Some(&w.other_token), "tr").await;
        assert!(!theirs.to_string().contains("botoks"));
        let mut bind = binding_body(&w);
        bind["service_id"] = json!(id);
        assert_eq!(call(&app, Method::POST, "/api/salon/services/binding", Some(bind.clone()), Some(&w.token), "tr").await.0, 404);

        // The same name again (folded), an existing catalogue name, another salon's pending name.
        for (name, category) in [("SAÇ BOTOKSU", w.hair), ("hair botox", w.hair), ("Saç Kesimi", w.hair), ("Keratin Bakımı", w.hair)] {
            for lang in LANGS {
                let (status, body) = call(
                    &app,
                    Method::POST,
                    "/api/salon/services/request",
                    Some(json!({"category_id": category, "name_tr": name, "default_duration_min": 30})),
                    Some(&w.token),
                    lang,
                )
                .await;
                assert_eq!(status, 409, "{name}: {body}");
                assert_eq!(body["message"], text(lang, "service_already_requested", &[]));
            }
        }
        // The same name in another category is another service.
        let (status, _) = call(
            &app,
            Method::POST,
            "/api/salon/services/request",
            Some(json!({"category_id": w.nails, "name_tr": "Saç botoksu", "default_duration_min": 30})),
            Some(&w.token),
            "tr",
        )
        .await;
        assert_eq!(status, 200);

        for lang in LANGS {
            let (status, body) = call(
                &app,
                Method::POST,
                "/api/salon/services/request",
                Some(json!({"name_tr": "", "default_duration_min": 33})),
                Some(&w.token),
                lang,
            )
            .await;
            assert_field(status, &body, lang, "category_id", "required", &[]);
            assert_field(status, &body, lang, "name_tr", "required", &[]);
            assert_field(status, &body, lang, "default_duration_min", "duration_step", &[("step", "5")]);
        }
        let (status, body) = call(
            &app,
            Method::POST,
            "/api/salon/services/request",
            Some(json!({"category_id": 9999, "name_tr": "X hizmeti", "default_duration_min": 30})),
            Some(&w.token),
            "tr",
        )
        .await;
        assert_field(status, &body, "tr", "category_id", "wrong_format", &[]);

        // The requests table: own requests only, newest first, with their states.
        let mut declined: services::ActiveModel = row.into();
        declined.moderation_state = Set("declined".into());
        declined.update(&app.db).await.unwrap();
        let (status, page) = call(&app, Method::GET, "/api/salon/services/requests", None, Some(&w.token), "tr").await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 2);
        assert_eq!(page["meta"]["states"], json!(["pending", "approved", "declined"]));
        assert_eq!(
            page["rows"].as_array().unwrap().iter().map(|r| r["moderation_state"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["pending", "declined"]
        );
        let q = urlencode(r#"{"filters":{"state":{"type":"checkbox","values":["declined"]}},"search":"botoks"}"#);
        let (_, declined_page) = call(&app, Method::GET, &format!("/api/salon/services/requests?q={q}"), None, Some(&w.token), "tr").await;
        assert_eq!((declined_page["count"].as_i64(), declined_page["rows"][0]["id"].as_i64()), (Some(1), Some(id)));
        let (_, theirs) = call(&app, Method::GET, "/api/salon/services/requests", None, Some(&w.other_token), "tr").await;
        assert_eq!(
            theirs["rows"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect::<Vec<_>>(),
            vec![w.foreign_pending]
        );
        let q = urlencode(r#"{"sortColumn":"secret","sortDirection":1}"#);
        assert_eq!(call(&app, Method::GET, &format!("/api/salon/services/requests?q={q}"), None, Some(&w.token), "tr").await.0, 422);
        // A declined name may be asked again.
        let (status, _) = call(&app, Method::POST, "/api/salon/services/request", Some(request), Some(&w.token), "tr").await;
        assert_eq!(status, 200);
    });
}

#[tokio::test]
async fn only_salon_staff_reach_the_profile_endpoints() {
    each_backend!(|app| {
        let w = world(&app.db).await;
        let client = token_for(&app.db, "+905559990010", &[Role::Client], None).await;
        let master_token = token_for(&app.db, "+905559990011", &[Role::SalonMaster], Some(w.salon.id)).await;
        let calls: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, "/api/salon/info".into(), None),
            (Method::POST, "/api/salon/update".into(), Some(valid_profile())),
            (Method::POST, "/api/salon/gallery".into(), Some(json!({"file_id": 1}))),
            (Method::PUT, "/api/salon/gallery/order".into(), Some(json!({"ids": []}))),
            (Method::DELETE, format!("/api/salon/gallery/{}", w.other_photo), None),
            (Method::GET, "/api/salon/settings".into(), None),
            (Method::PUT, "/api/salon/settings".into(), Some(valid_settings(&w))),
            (Method::GET, "/api/salon/services/grouped-by-departments".into(), None),
            (Method::GET, "/api/salon/services/search?term=sac".into(), None),
            (Method::GET, "/api/salon/search-categories?term=sac".into(), None),
            (Method::POST, "/api/salon/services/binding".into(), Some(binding_body(&w))),
            (Method::PUT, format!("/api/salon/services/binding/{}", w.other_binding), Some(binding_body(&w))),
            (Method::DELETE, format!("/api/salon/services/binding/{}", w.other_binding), Some(json!({"name": "Haircut"}))),
            (
                Method::POST,
                "/api/salon/services/request".into(),
                Some(json!({"category_id": w.hair, "name_tr": "Yeni", "default_duration_min": 30})),
            ),
            (Method::GET, "/api/salon/services/requests".into(), None),
        ];
        for (method, path, body) in calls {
            assert_eq!(call(&app, method.clone(), &path, body.clone(), None, "tr").await.0, 401, "{method} {path}");
            for token in [&client, &master_token] {
                let (status, answer) = call(&app, method.clone(), &path, body.clone(), Some(token), "tr").await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
        }
        let _ = (w.wash, w.manicure, w.other.id, w.staff_account);
    });
}
