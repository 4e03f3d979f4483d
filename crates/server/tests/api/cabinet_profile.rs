//! Salon cabinet, profile part (issue #6): the profile and gallery, the settings, the services
//! bound from the catalogue and the requests for new ones. Every rule is checked with the
//! message the user reads in tr, en and ru; every endpoint that takes an id is tried with another
//! salon's ids; what the public salon page and availability show afterwards is checked too.

use chrono::{Datelike, Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const LANGS: [&str; 3] = ["tr", "en", "ru"];

const UPDATED: [(&str, &str); 3] =
    [("tr", "İşletme bilgileri güncellendi"), ("en", "Salon information updated"), ("ru", "Информация о салоне обновлена")];

struct World {
    salon: salons::Model,
    token: String,
    other_token: String,
    /// Hair care (department 0), nails (department 1), skin care and make-up (department 1).
    hair: i64,
    nails: i64,
    skin: i64,
    makeup: i64,
    /// The catalogue's haircut (hair care, approved); wash (hair care) and manicure (nails) too.
    haircut: i64,
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

async fn world(app: &TestApp) -> World {
    let f = Catalogue::new()
        .place((34, "İstanbul"), (1, "Kadıköy"))
        .place((6, "Ankara"), (3, "Çankaya"))
        .neighbourhood(10, 1, "Caferağa Mah.", Some("34710"))
        .departments(2)
        .category("sac-bakimi", "dep-0", ["Saç Bakımı", "Hair care", "Уход за волосами"])
        .category("tirnak", "dep-1", ["Tırnak", "Nails", "Ногти"])
        .category("cilt-bakimi", "dep-1", ["Cilt Bakımı", "Skin care", "Уход за кожей"])
        .category("makyaj", "dep-1", ["Makyaj", "Make-up", "Макияж"])
        .service("sac-kesimi", "sac-bakimi", ["Saç kesimi", "Haircut", "Стрижка"])
        .service("yikama", "sac-bakimi", ["Yıkama", "Wash", "Мытьё"])
        .service("manikur", "tirnak", ["Manikür", "Manicure", "Маникюр"])
        .salon(Salon::new("kuafor-a").master(Master::new("Elif Aslan")).master(Master::new("Zeynep Kaya")).admin("+905559990001"))
        .salon(
            Salon::new("kuafor-b")
                .phone("+905321110000")
                .sells("sac-kesimi", Sell::price(35000))
                .master(Master::new("Mert Demir"))
                .admin("+905559990002"),
        )
        .build(app)
        .await;
    let other = f.salon("kuafor-b");
    let foreign_pending = services::ActiveModel {
        category_id: Set(f.category("sac-bakimi")),
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
    .insert(&app.db)
    .await
    .unwrap()
    .id;
    let file = stored_file(&app.db, f.account("+905559990002").id, "salons", "salons/b.webp").await;
    let other_photo = salon_photos::ActiveModel { salon_id: Set(other.id), file_id: Set(file), sort_order: Set(0), ..Default::default() }
        .insert(&app.db)
        .await
        .unwrap()
        .id;
    World {
        salon: f.salon("kuafor-a"),
        token: f.token("+905559990001"),
        other_token: f.token("+905559990002"),
        hair: f.category("sac-bakimi"),
        nails: f.category("tirnak"),
        skin: f.category("cilt-bakimi"),
        makeup: f.category("makyaj"),
        haircut: f.service("sac-kesimi"),
        foreign_pending,
        master: f.master("Elif Aslan"),
        second_master: f.master("Zeynep Kaya"),
        other_master: f.master("Mert Demir"),
        other_binding: f.sold("kuafor-b", "sac-kesimi"),
        other_photo,
        kadikoy: 1,
        moda: 10,
        cankaya: 3,
    }
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
        let w = world(&app).await;
        let (status, info) = app.call(Method::GET, "/api/salon/info").auth(&w.token).send().await;
        assert_eq!(status, 200, "{info}");
        assert_eq!(
            (info["name"].as_str(), info["slug"].as_str(), info["district"]["name"].as_str()),
            (Some("Salon kuafor-a"), Some("kuafor-a"), Some("Kadıköy"))
        );
        assert_eq!(info["gallery"], json!([]));

        for (lang, message) in UPDATED {
            let (status, saved) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(valid_profile()).lang(lang).send().await;
            assert_eq!(status, 200, "{saved}");
            assert_eq!(saved["message"], message);
        }
        let (_, info) = app.call(Method::GET, "/api/salon/info").auth(&w.token).send().await;
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

        let (_, page) = app.call(Method::GET, "/api/site/salon/kuafor-a").send().await;
        assert_eq!(
            (page["name"].as_str(), page["address"].as_str(), page["neighbourhood"].as_str()),
            (Some("Studio Lale"), Some("Moda Cad. No: 42"), Some("Caferağa Mah."))
        );
        assert_eq!((page["lat"].as_f64(), page["custom_link"].as_str()), (Some(40.9847), Some("https://lale.example/randevu")));
        assert_eq!(page["social"]["instagram"], "https://instagram.com/lale");
        // The salon search reads the new name (its search key and index follow it).
        let (_, hits) = app.call(Method::GET, "/api/site/search-salons?term=studio%20lale").send().await;
        assert_eq!(
            hits.as_array().unwrap().iter().map(|h| h["id"].as_str().unwrap().to_owned()).collect::<Vec<_>>(),
            vec![w.salon.id.to_string()]
        );
        let (_, old) = app.call(Method::GET, "/api/site/search-salons?term=kuafor-a").send().await;
        assert_eq!(old, json!([]));

        // A district and province may be sent too, but they must be the neighbourhood's.
        let mut moved = valid_profile();
        moved["neighbourhood_id"] = Value::Null;
        moved["district_id"] = json!(w.cankaya);
        moved["province_id"] = json!(6);
        let (status, saved) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(moved).send().await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!((saved["info"]["district"]["name"].as_str(), saved["info"]["neighbourhood"].as_null()), (Some("Çankaya"), Some(())));
    });
}

#[tokio::test]
async fn profile_rules_with_their_messages() {
    each_backend!(|app| {
        let w = world(&app).await;
        for lang in LANGS {
            let (status, body) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(json!({})).lang(lang).send().await;
            for field in ["name", "phone", "address", "district_id"] {
                assert_field_error(status, &body, lang, field, "required", &[]);
            }
            assert_field_error(status, &body, lang, "confirm_changes", "confirm_changes", &[]);

            let mut bad = valid_profile();
            bad["email"] = json!("info@lale");
            bad["social"]["instagram"] = json!("instagram.com/lale");
            bad["custom_link"] = json!("https://lale");
            bad["phone"] = json!("+90 216 123 45 67");
            bad["lng"] = Value::Null;
            bad["confirm_changes"] = json!(false);
            let (status, body) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(bad).lang(lang).send().await;
            assert_field_error(status, &body, lang, "email", "email", &[]);
            assert_field_error(status, &body, lang, "social.instagram", "url", &[]);
            assert_field_error(status, &body, lang, "custom_link", "url", &[]);
            // A new phone must be a Turkish mobile.
            assert_field_error(status, &body, lang, "phone", "wrong_format", &[]);
            assert_field_error(status, &body, lang, "lng", "required", &[]);
            assert_field_error(status, &body, lang, "confirm_changes", "confirm_changes", &[]);

            // A neighbourhood of Kadıköy with the district Çankaya does not make a place.
            let mut mismatch = valid_profile();
            mismatch["district_id"] = json!(w.cankaya);
            let (status, body) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(mismatch).lang(lang).send().await;
            assert_field_error(status, &body, lang, "neighbourhood_id", "wrong_format", &[]);
            let mut unknown = valid_profile();
            unknown["neighbourhood_id"] = Value::Null;
            unknown["district_id"] = json!(999);
            let (status, body) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(unknown).lang(lang).send().await;
            assert_field_error(status, &body, lang, "district_id", "wrong_format", &[]);
        }
        // Nothing was saved by the refused requests.
        let salon = salons::Entity::find_by_id(w.salon.id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(salon, w.salon);

        // The stored phone (here a landline from before the rule) is kept when it is not changed.
        let mut same = valid_profile();
        same["phone"] = json!("+90 212 000 00 00");
        let (status, body) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(same).send().await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["info"]["phone"], "+902120000000");
    });
}

#[tokio::test]
async fn the_salon_phone_must_not_be_another_salons_or_salon_admins() {
    each_backend!(|app| {
        let w = world(&app).await;
        // The other salon's admin, and the other salon itself.
        for phone in ["+90 555 999 00 02", "+90 532 111 00 00"] {
            for lang in LANGS {
                let mut body = valid_profile();
                body["phone"] = json!(phone);
                let (status, answer) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(body).lang(lang).send().await;
                assert_eq!(status, 409, "{answer}");
                assert_eq!(answer["message_code"], "phone_exists_salon_admin");
                assert_eq!(answer["message"], message(lang, "phone_exists_salon_admin", &[]));
            }
        }
        assert_eq!(salons::Entity::find_by_id(w.salon.id).one(&app.db).await.unwrap().unwrap().phone, w.salon.phone);
        // The salon's own admin's phone is fine.
        let mut own = valid_profile();
        own["phone"] = json!("+90 555 999 00 01");
        let (status, answer) = app.call(Method::POST, "/api/salon/update").auth(&w.token).json(own).send().await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["info"]["phone"], "+905559990001");
    });
}

/// An upload of the test photo into the salons folder as `token`; its file id.
async fn upload(app: &TestApp, token: &str) -> i64 {
    let (status, file) = app.upload(token, "salons", "salon.png", PHOTO).await;
    assert_eq!(status, 200, "{file}");
    file["id"].as_i64().unwrap()
}

#[tokio::test]
async fn the_gallery_takes_own_uploads_in_order_and_never_another_salons_photos() {
    each_backend!(|app| {
        let w = world(&app).await;
        let first = upload(&app, &w.token).await;
        let second = upload(&app, &w.token).await;
        let (status, gallery) = app.call(Method::POST, "/api/salon/gallery").auth(&w.token).json(json!({"file_id": first})).send().await;
        assert_eq!(status, 200, "{gallery}");
        let (_, gallery) = app.call(Method::POST, "/api/salon/gallery").auth(&w.token).json(json!({"file_id": second})).send().await;
        let photos = ids(&gallery);
        assert_eq!(gallery.as_array().unwrap().iter().map(|p| p["file_id"].as_i64().unwrap()).collect::<Vec<_>>(), vec![first, second]);
        assert!(gallery[0]["image"]["url"].as_str().unwrap().starts_with("/api/files/salons/"));

        // The same file twice, a file someone else uploaded, a file of the other salon's gallery.
        let (status, body) =
            app.call(Method::POST, "/api/salon/gallery").auth(&w.token).json(json!({"file_id": first})).lang("en").send().await;
        assert_field_error(status, &body, "en", "file_id", "wrong_format", &[]);
        let foreign = upload(&app, &w.other_token).await;
        assert_eq!(app.call(Method::POST, "/api/salon/gallery").auth(&w.token).json(json!({"file_id": foreign})).send().await.0, 404);
        let other_file = salon_photos::Entity::find_by_id(w.other_photo).one(&app.db).await.unwrap().unwrap().file_id;
        assert_eq!(app.call(Method::POST, "/api/salon/gallery").auth(&w.token).json(json!({"file_id": other_file})).send().await.0, 404);

        // Reorder: the new order shows on the public page (the first photo is the cover).
        let (status, gallery) =
            app.call(Method::PUT, "/api/salon/gallery/order").auth(&w.token).json(json!({"ids": [photos[1], photos[0]]})).send().await;
        assert_eq!(status, 200, "{gallery}");
        assert_eq!(ids(&gallery), vec![photos[1], photos[0]]);
        let (_, page) = app.call(Method::GET, &format!("/api/site/salon/{}", w.salon.id)).send().await;
        assert_eq!(page["photos"].as_array().unwrap().len(), 2);
        assert_eq!(page["photos"][0]["url"], gallery[0]["image"]["url"]);
        // Another salon's photo id in the order, or a list that leaves one out.
        assert_eq!(
            app.call(Method::PUT, "/api/salon/gallery/order")
                .auth(&w.token)
                .json(json!({"ids": [photos[0], w.other_photo]}))
                .send()
                .await
                .0,
            404
        );
        let (status, body) =
            app.call(Method::PUT, "/api/salon/gallery/order").auth(&w.token).json(json!({"ids": [photos[0]]})).lang("ru").send().await;
        assert_field_error(status, &body, "ru", "ids", "wrong_format", &[]);
        let (_, info) = app.call(Method::GET, "/api/salon/info").auth(&w.token).send().await;
        assert_eq!(ids(&info["gallery"]), vec![photos[1], photos[0]]);

        // Delete: not another salon's photo; one's own is gone.
        assert_eq!(app.call(Method::DELETE, &format!("/api/salon/gallery/{}", w.other_photo)).auth(&w.token).send().await.0, 404);
        assert!(salon_photos::Entity::find_by_id(w.other_photo).one(&app.db).await.unwrap().is_some());
        let (status, gallery) = app.call(Method::DELETE, &format!("/api/salon/gallery/{}", photos[1])).auth(&w.token).send().await;
        assert_eq!(status, 200);
        assert_eq!(ids(&gallery), vec![photos[0]]);
        assert_eq!(app.call(Method::DELETE, &format!("/api/salon/gallery/{}", photos[1])).auth(&w.token).send().await.0, 404);
    });
}

#[tokio::test]
async fn settings_are_read_and_saved_and_the_public_page_follows() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, settings) = app.call(Method::GET, "/api/salon/settings").auth(&w.token).send().await;
        assert_eq!(status, 200, "{settings}");
        assert_eq!(settings["working_hours"].as_array().unwrap().len(), 7);
        assert_eq!(settings["working_hours"][0], json!({"weekday": 0, "enabled": true, "open": "09:00", "close": "20:00"}));
        assert_eq!(settings["amenity_options"].as_array().unwrap().len(), 8);
        assert_eq!(settings["time_slicing_options"], json!([15, 30]));

        let free_day = in_days(10);
        let mut body = valid_settings(&w);
        body["main_categories"] = json!([w.nails, w.hair]);
        body["working_hours"][6] = json!({"weekday": 6, "enabled": false, "open": "10:00", "close": null});
        body["working_hours"][5] = json!({"weekday": 5, "enabled": true, "open": "10:00", "close": "24:00"});
        body["days_off"] = json!([free_day.to_string(), free_day.to_string()]);
        body["time_slicing"] = json!(30);
        for (lang, message) in UPDATED {
            let (status, saved) = app.call(Method::PUT, "/api/salon/settings").auth(&w.token).json(body.clone()).lang(lang).send().await;
            assert_eq!(status, 200, "{saved}");
            assert_eq!(saved["message"], message);
        }
        let (_, settings) = app.call(Method::GET, "/api/salon/settings").auth(&w.token).lang("en").send().await;
        // The salon's own order of main categories, named in the request's language.
        assert_eq!(
            settings["main_categories"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["Nails", "Hair care"]
        );
        assert_eq!(settings["about"], json!({"tr": "Moda'da bir salon", "en": "A salon in Moda", "ru": null}));
        assert_eq!(settings["working_hours"][6], json!({"weekday": 6, "enabled": false, "open": null, "close": null}));
        assert_eq!(settings["working_hours"][5], json!({"weekday": 5, "enabled": true, "open": "10:00", "close": "24:00"}));
        assert_eq!(settings["days_off"], json!([{"date": free_day.to_string(), "kind": "day_off", "note": null}]));
        assert_eq!(
            (settings["amenities"].clone(), settings["time_slicing"].as_i64(), settings["auto_confirm"].as_bool()),
            (json!(["parking", "wifi"]), Some(30), Some(true))
        );

        let (_, page) = app.call(Method::GET, &format!("/api/site/salon/{}", w.salon.id)).lang("en").send().await;
        assert_eq!(page["amenities"], json!(["parking", "wifi"]));
        assert_eq!(page["about"], "A salon in Moda");
        assert_eq!(page["working_hours"].as_array().unwrap().len(), 6, "Sunday is closed");
        assert!(page["days_off"].as_array().unwrap().contains(&json!(free_day.to_string())));
        let (_, page_ru) = app.call(Method::GET, &format!("/api/site/salon/{}", w.salon.id)).lang("ru").send().await;
        assert_eq!(page_ru["about"], "Moda'da bir salon", "Russian falls back to Turkish");

        // A holiday stays a holiday (kind and note) when the list keeps its date; a removed day goes.
        let holiday = free_day + Duration::days(5);
        day_off(&app.db, w.salon.id, holiday, "holiday", Some("Bayram")).await;
        let past = free_day - Duration::days(40);
        day_off(&app.db, w.salon.id, past, "day_off", None).await;
        body["days_off"] = json!([holiday.to_string()]);
        let (status, saved) = app.call(Method::PUT, "/api/salon/settings").auth(&w.token).json(body).send().await;
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
        let (_, theirs) = app.call(Method::GET, "/api/salon/settings").auth(&w.other_token).send().await;
        assert_eq!((theirs["time_slicing"].as_i64(), theirs["amenities"].clone()), (Some(15), json!([])));
    });
}

#[tokio::test]
async fn settings_rules_with_their_messages() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (_, before) = app.call(Method::GET, "/api/salon/settings").auth(&w.token).send().await;
        let yesterday = in_days(-1);
        for lang in LANGS {
            let put = |body: Value| app.call(Method::PUT, "/api/salon/settings").auth(&w.token).json(body).lang(lang).send();
            for categories in [json!([]), json!([w.hair, w.nails, w.skin, w.makeup])] {
                let mut body = valid_settings(&w);
                body["main_categories"] = categories;
                let (status, answer) = put(body).await;
                assert_field_error(status, &answer, lang, "main_categories", "main_categories", &[]);
            }
            let mut body = valid_settings(&w);
            body["main_categories"] = json!([w.hair, 9999]);
            let (status, answer) = put(body).await;
            assert_field_error(status, &answer, lang, "main_categories", "wrong_format", &[]);

            let mut body = valid_settings(&w);
            body["working_hours"][1] = json!({"weekday": 1, "enabled": true, "open": "18:00", "close": "09:00"});
            body["working_hours"][2] = json!({"weekday": 2, "enabled": true, "open": null, "close": "18:00"});
            body["working_hours"][3] = json!({"weekday": 3, "enabled": true, "open": "9 am", "close": "18:00"});
            body["time_slicing"] = json!(20);
            body["days_off"] = json!([yesterday.to_string(), "01.12.2030"]);
            body["amenities"] = json!(["wifi", "jacuzzi"]);
            body["confirm_changes"] = json!(false);
            let (status, answer) = put(body).await;
            assert_field_error(status, &answer, lang, "working_hours.1.close", "time_range_alert", &[]);
            assert_field_error(status, &answer, lang, "working_hours.2.open", "required", &[]);
            assert_field_error(status, &answer, lang, "working_hours.3.open", "wrong_format", &[]);
            assert_field_error(status, &answer, lang, "time_slicing", "time_slicing", &[]);
            let today = (yesterday + Duration::days(1)).to_string();
            assert_field_error(status, &answer, lang, "days_off.0", "min_value", &[("min", &today)]);
            assert_field_error(status, &answer, lang, "days_off.1", "wrong_format", &[]);
            assert_field_error(status, &answer, lang, "amenities", "wrong_format", &[]);
            assert_field_error(status, &answer, lang, "confirm_changes", "confirm_changes", &[]);

            // No working day at all: the salon would never be open.
            let mut body = valid_settings(&w);
            body["working_hours"] = Value::Array((0..7).map(|d| json!({"weekday": d, "enabled": false})).collect());
            let (status, answer) = put(body).await;
            assert_eq!(status, 422, "{answer}");
            assert_eq!(answer["message_code"], "salon_time_and_address_required");
            assert_eq!(answer["message"], message(lang, "salon_time_and_address_required", &[]));
        }
        let (_, after) = app.call(Method::GET, "/api/salon/settings").auth(&w.token).send().await;
        assert_eq!(after, before, "refused saves change nothing");
    });
}

#[tokio::test]
async fn hours_slicing_and_days_off_show_at_once_in_availability() {
    each_backend!(|app| {
        let w = world(&app).await;
        let date = in_days(7);
        let weekday = date.weekday().num_days_from_monday() as usize;
        let path = format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id);
        let ask = || app.call(Method::POST, &path).json(json!({"date": date.to_string(), "masters": [w.master], "duration": 30})).send();
        let (status, before) = ask().await;
        assert_eq!(status, 200, "{before}");
        assert_eq!(before["masters"][0]["free_times"][0], "09:00");
        assert_eq!(before["masters"][0]["free_times"][1], "09:15");

        let mut body = valid_settings(&w);
        body["working_hours"][weekday] = json!({"weekday": weekday, "enabled": true, "open": "10:00", "close": "12:00"});
        body["time_slicing"] = json!(30);
        assert_eq!(app.call(Method::PUT, "/api/salon/settings").auth(&w.token).json(body.clone()).send().await.0, 200);
        let (_, after) = ask().await;
        assert_eq!(after["time_slicing"], 30);
        assert_eq!(after["masters"][0]["working"], json!({"start": "10:00", "end": "12:00"}));
        assert_eq!(after["masters"][0]["free_times"], json!(["10:00", "10:30", "11:00", "11:30"]));

        body["days_off"] = json!([date.to_string()]);
        assert_eq!(app.call(Method::PUT, "/api/salon/settings").auth(&w.token).json(body.clone()).send().await.0, 200);
        let (_, off) = ask().await;
        assert_eq!((off["masters"][0]["working"].clone(), off["masters"][0]["free_times"].clone()), (Value::Null, json!([])));

        body["days_off"] = json!([]);
        body["working_hours"][weekday]["enabled"] = json!(false);
        assert_eq!(app.call(Method::PUT, "/api/salon/settings").auth(&w.token).json(body).send().await.0, 200);
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
    let (status, body) = app.call(Method::GET, &format!("/api/site/salon-services/{salon}")).lang(lang).send().await;
    assert_eq!(status, 200);
    body
}

#[tokio::test]
async fn a_bound_service_shows_on_the_public_page_at_once_and_goes_when_deleted_by_name() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, catalogue) =
            app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.token).lang("en").send().await;
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

        let (status, bound) = app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(binding_body(&w)).send().await;
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
        let (_, page) = app.call(Method::GET, &format!("/api/site/salon/{}", w.salon.id)).lang("en").send().await;
        assert_eq!(page["price_from"], 40500);

        let (_, catalogue) = app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.token).send().await;
        let haircut = &catalogue["departments"][0]["categories"][0]["services"][0];
        assert_eq!((haircut["binding"]["id"].as_i64(), haircut["names"]["ru"].as_str()), (Some(id), Some("Стрижка")));

        for lang in LANGS {
            let (status, again) =
                app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(binding_body(&w)).lang(lang).send().await;
            assert_eq!(status, 409, "{again}");
            assert_eq!(again["message_code"], "service_already_bound");
            assert_eq!(again["message"], message(lang, "service_already_bound", &[]));
        }

        // Edit: a new price and masters; the add-on kept by id, the subservice dropped, one added.
        let addon_id = bound["addons"][0]["id"].as_i64().unwrap();
        let mut edit = binding_body(&w);
        edit["price"] = json!(50000);
        edit["discount_percent"] = Value::Null;
        edit["master_ids"] = json!([w.second_master, w.master]);
        edit["subservices"] = json!([]);
        edit["addons"] = json!([{"id": addon_id, "name_tr": "Fön", "name_en": "Blow-dry", "price": 6000, "duration_min": 15}, {"name_tr": "Maske", "price": 2000, "duration_min": 10}]);
        let (status, edited) = app.call(Method::PUT, &format!("/api/salon/services/binding/{id}")).auth(&w.token).json(edit).send().await;
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
            let (status, body) = app
                .call(Method::DELETE, &format!("/api/salon/services/binding/{id}"))
                .auth(&w.token)
                .json(json!({"name": "Saç"}))
                .lang(lang)
                .send()
                .await;
            assert_field_error(status, &body, lang, "name", "name_mismatch", &[]);
        }
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"][0]["services"].as_array().unwrap().len(), 1);
        let (status, removed) = app
            .call(Method::DELETE, &format!("/api/salon/services/binding/{id}"))
            .auth(&w.token)
            .json(json!({"name": "стрижка"}))
            .lang("ru")
            .send()
            .await;
        assert_eq!(status, 200, "{removed}");
        assert_eq!(removed, json!({"outcome": "deleted", "planned_visits": 0}));
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"], json!([]));
        assert!(salon_services::Entity::find_by_id(id).one(&app.db).await.unwrap().is_none());
        assert_eq!(
            app.call(Method::DELETE, &format!("/api/salon/services/binding/{id}"))
                .auth(&w.token)
                .json(json!({"name": "Haircut"}))
                .lang("ru")
                .send()
                .await
                .0,
            404
        );
    });
}

#[tokio::test]
async fn binding_rules_with_their_messages() {
    each_backend!(|app| {
        let w = world(&app).await;
        for lang in LANGS {
            let post = |body: Value| app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(body).lang(lang).send();
            let (status, body) = post(json!({})).await;
            for field in ["service_id", "price", "duration_min"] {
                assert_field_error(status, &body, lang, field, "required", &[]);
            }
            let mut bad = binding_body(&w);
            bad["price"] = json!(0);
            bad["discount_percent"] = json!(101);
            bad["duration_min"] = json!(47);
            bad["subservices"] = json!([{"name_tr": " ", "price": -1, "duration_min": 3}]);
            bad["addons"] = json!([{"name_tr": "Fön", "price": null, "duration_min": 800}]);
            let (status, body) = post(bad).await;
            assert_field_error(status, &body, lang, "price", "min_value", &[("min", "0,01")]);
            assert_field_error(status, &body, lang, "discount_percent", "between", &[("min", "0"), ("max", "100")]);
            assert_field_error(status, &body, lang, "duration_min", "duration_step", &[("step", "5")]);
            assert_field_error(status, &body, lang, "subservices.0.name_tr", "required", &[]);
            assert_field_error(status, &body, lang, "subservices.0.price", "min_value", &[("min", "0")]);
            assert_field_error(status, &body, lang, "subservices.0.duration_min", "duration_step", &[("step", "5")]);
            assert_field_error(status, &body, lang, "addons.0.price", "required", &[]);
            assert_field_error(status, &body, lang, "addons.0.duration_min", "between", &[("min", "0"), ("max", "720")]);
            let mut zero = binding_body(&w);
            zero["duration_min"] = json!(0);
            let (status, body) = post(zero).await;
            assert_field_error(status, &body, lang, "duration_min", "between", &[("min", "5"), ("max", "720")]);
        }
        assert_eq!(salon_services::Entity::find().filter(salon_services::Column::SalonId.eq(w.salon.id)).count(&app.db).await.unwrap(), 0);
    });
}

#[tokio::test]
async fn a_service_with_booked_visits_is_deactivated_and_can_be_bound_again() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (_, bound) = app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(binding_body(&w)).send().await;
        let id = bound["id"].as_i64().unwrap();
        // A live visit tomorrow that includes the service.
        Visit::of(w.master).service(id).at(in_days(1), "10:00").status("confirmed").client("Ayşe", "+905551112233").insert(&app).await;
        let (status, removed) = app
            .call(Method::DELETE, &format!("/api/salon/services/binding/{id}"))
            .auth(&w.token)
            .json(json!({"name": "Saç kesimi"}))
            .send()
            .await;
        assert_eq!(status, 200, "{removed}");
        assert_eq!(removed, json!({"outcome": "deactivated", "planned_visits": 1}));
        // Kept for the visit's history, gone from the page and the cabinet's list.
        assert!(!salon_services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap().active);
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"], json!([]));
        let (_, catalogue) = app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.token).send().await;
        assert_eq!(catalogue["departments"][0]["categories"][0]["services"][0]["binding"], Value::Null);
        assert_eq!(
            app.call(Method::PUT, &format!("/api/salon/services/binding/{id}")).auth(&w.token).json(binding_body(&w)).send().await.0,
            404
        );

        // Binding it again brings the same row back with the new values.
        let mut again = binding_body(&w);
        again["price"] = json!(60000);
        let (status, rebound) = app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(again).send().await;
        assert_eq!(status, 200, "{rebound}");
        assert_eq!((rebound["id"].as_i64(), rebound["price"].as_i64()), (Some(id), Some(60000)));
        assert_eq!(public_services(&app, w.salon.id, "tr").await["categories"][0]["services"][0]["price"], 60000);
    });
}

#[tokio::test]
async fn bindings_and_masters_of_another_salon_are_never_touched() {
    each_backend!(|app| {
        let w = world(&app).await;
        let before = salon_services::Entity::find_by_id(w.other_binding).one(&app.db).await.unwrap().unwrap();
        let path = format!("/api/salon/services/binding/{}", w.other_binding);
        assert_eq!(app.call(Method::PUT, &path).auth(&w.token).json(binding_body(&w)).send().await.0, 404);
        assert_eq!(app.call(Method::DELETE, &path).auth(&w.token).json(json!({"name": "Saç kesimi"})).send().await.0, 404);
        assert_eq!(salon_services::Entity::find_by_id(w.other_binding).one(&app.db).await.unwrap().unwrap(), before);

        // A master of another salon, in a new binding or an edit.
        let mut foreign = binding_body(&w);
        foreign["master_ids"] = json!([w.master, w.other_master]);
        assert_eq!(app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(foreign.clone()).send().await.0, 404);
        assert_eq!(salon_services::Entity::find().filter(salon_services::Column::SalonId.eq(w.salon.id)).count(&app.db).await.unwrap(), 0);
        let (_, bound) = app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(binding_body(&w)).send().await;
        let id = bound["id"].as_i64().unwrap();
        assert_eq!(app.call(Method::PUT, &format!("/api/salon/services/binding/{id}")).auth(&w.token).json(foreign).send().await.0, 404);
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
        let (status, edited) = app.call(Method::PUT, &format!("/api/salon/services/binding/{id}")).auth(&w.token).json(steal).send().await;
        assert_eq!(status, 200, "{edited}");
        assert_ne!(edited["addons"][0]["id"].as_i64(), Some(other_option.id));
        assert_eq!(salon_service_options::Entity::find_by_id(other_option.id).one(&app.db).await.unwrap().unwrap(), other_option);

        // Another salon's pending request is neither shown nor bindable; an unknown service neither.
        for service in [w.foreign_pending, 9999] {
            let mut body = binding_body(&w);
            body["service_id"] = json!(service);
            assert_eq!(app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(body).send().await.0, 404);
        }
        let (_, hits) = app.call(Method::GET, "/api/salon/services/search?term=keratin").auth(&w.token).send().await;
        assert_eq!(hits, json!([]));
        // The other salon still sees its binding, untouched.
        let (_, theirs) = app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.other_token).send().await;
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
        let w = world(&app).await;
        let (_, bound) = app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(binding_body(&w)).send().await;
        for (term, lang, expected) in
            [("SAC", "tr", "Saç Bakımı"), ("bakımı", "en", "Hair care"), ("ногти", "ru", "Ногти"), ("tirn", "tr", "Tırnak")]
        {
            let (status, hits) = app
                .call(Method::GET, &format!("/api/salon/search-categories?term={}", urlencode(term)))
                .auth(&w.token)
                .lang(lang)
                .send()
                .await;
            assert_eq!(status, 200, "{hits}");
            assert_eq!(hits[0]["name"], expected, "{term}: {hits}");
        }
        let (_, care) = app.call(Method::GET, "/api/salon/search-categories?term=care").auth(&w.token).lang("en").send().await;
        assert_eq!(
            care.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["Hair care", "Skin care"]
        );
        assert_eq!(care[1]["department"], "Department 1");

        let (status, hits) = app.call(Method::GET, "/api/salon/services/search?term=SA%C3%87%20KES").auth(&w.token).lang("en").send().await;
        assert_eq!(status, 200, "{hits}");
        assert_eq!(
            (hits[0]["name"].as_str(), hits[0]["binding_id"].as_i64(), hits[0]["category"].as_str()),
            (Some("Haircut"), bound["id"].as_i64(), Some("Hair care"))
        );
        let (_, wash) = app.call(Method::GET, "/api/salon/services/search?term=yikama").auth(&w.token).lang("ru").send().await;
        assert_eq!((wash[0]["name"].as_str(), wash[0]["binding_id"].clone()), (Some("Мытьё"), Value::Null));

        for (path, lang) in [
            ("/api/salon/search-categories?term=ab", "tr"),
            ("/api/salon/services/search?term=%20ab%20", "ru"),
            ("/api/salon/services/search", "en"),
        ] {
            let (status, body) = app.call(Method::GET, path).auth(&w.token).lang(lang).send().await;
            assert_field_error(status, &body, lang, "term", "min_length", &[("min", "3")]);
        }
    });
}

#[tokio::test]
async fn a_requested_service_waits_for_moderation_and_only_its_salon_sees_it() {
    each_backend!(|app| {
        let w = world(&app).await;
        let request = json!({"category_id": w.hair, "name_tr": "Saç botoksu", "name_en": "Hair botox", "description": "Bakım", "default_duration_min": 60});
        let (status, created) =
            app.call(Method::POST, "/api/salon/services/request").auth(&w.token).json(request.clone()).lang("en").send().await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(
            (created["name"].as_str(), created["moderation_state"].as_str(), created["category"].as_str()),
            (Some("Hair botox"), Some("pending"), Some("Hair care"))
        );
        let id = created["id"].as_i64().unwrap();
        let row = services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((row.requested_by_salon_id, row.slug.as_str(), row.name_ru.as_str()), (Some(w.salon.id), "sac-botoksu", ""));

        // In the salon's catalogue with its state; not public, not another salon's, not bindable.
        let (_, catalogue) = app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.token).send().await;
        let mine = catalogue["departments"][0]["categories"][0]["services"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"].as_i64() == Some(id))
            .cloned()
            .unwrap();
        assert_eq!((mine["moderation_state"].as_str(), mine["requested_by_salon"].as_bool()), (Some("pending"), Some(true)));
        let (_, public) = app.call(Method::GET, "/api/site/search-services?term=botoks").send().await;
        assert_eq!(public, json!([]));
        let (_, theirs) = app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.other_token).send().await;
        assert!(!theirs.to_string().contains("botoks"));
        let mut bind = binding_body(&w);
        bind["service_id"] = json!(id);
        assert_eq!(app.call(Method::POST, "/api/salon/services/binding").auth(&w.token).json(bind.clone()).send().await.0, 404);

        // The same name again (folded), an existing catalogue name, another salon's pending name.
        for (name, category) in [("SAÇ BOTOKSU", w.hair), ("hair botox", w.hair), ("Saç Kesimi", w.hair), ("Keratin Bakımı", w.hair)] {
            for lang in LANGS {
                let (status, body) = app
                    .call(Method::POST, "/api/salon/services/request")
                    .auth(&w.token)
                    .json(json!({"category_id": category, "name_tr": name, "default_duration_min": 30}))
                    .lang(lang)
                    .send()
                    .await;
                assert_eq!(status, 409, "{name}: {body}");
                assert_eq!(body["message"], message(lang, "service_already_requested", &[]));
            }
        }
        // The same name in another category is another service.
        let (status, _) = app
            .call(Method::POST, "/api/salon/services/request")
            .auth(&w.token)
            .json(json!({"category_id": w.nails, "name_tr": "Saç botoksu", "default_duration_min": 30}))
            .send()
            .await;
        assert_eq!(status, 200);

        for lang in LANGS {
            let (status, body) = app
                .call(Method::POST, "/api/salon/services/request")
                .auth(&w.token)
                .json(json!({"name_tr": "", "default_duration_min": 33}))
                .lang(lang)
                .send()
                .await;
            assert_field_error(status, &body, lang, "category_id", "required", &[]);
            assert_field_error(status, &body, lang, "name_tr", "required", &[]);
            assert_field_error(status, &body, lang, "default_duration_min", "duration_step", &[("step", "5")]);
        }
        let (status, body) = app
            .call(Method::POST, "/api/salon/services/request")
            .auth(&w.token)
            .json(json!({"category_id": 9999, "name_tr": "X hizmeti", "default_duration_min": 30}))
            .send()
            .await;
        assert_field_error(status, &body, "tr", "category_id", "wrong_format", &[]);

        // The requests table: own requests only, newest first, with their states.
        let mut declined: services::ActiveModel = row.into();
        declined.moderation_state = Set("declined".into());
        declined.update(&app.db).await.unwrap();
        let (status, page) = app.call(Method::GET, "/api/salon/services/requests").auth(&w.token).send().await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["count"], 2);
        assert_eq!(page["meta"]["states"], json!(["pending", "approved", "merged", "declined"]));
        assert_eq!(
            page["rows"].as_array().unwrap().iter().map(|r| r["moderation_state"].as_str().unwrap()).collect::<Vec<_>>(),
            vec!["pending", "declined"]
        );
        let q = urlencode(r#"{"filters":{"state":{"type":"checkbox","values":["declined"]}},"search":"botoks"}"#);
        let (_, declined_page) = app.call(Method::GET, &format!("/api/salon/services/requests?q={q}")).auth(&w.token).send().await;
        assert_eq!((declined_page["count"].as_i64(), declined_page["rows"][0]["id"].as_i64()), (Some(1), Some(id)));
        let (_, theirs) = app.call(Method::GET, "/api/salon/services/requests").auth(&w.other_token).send().await;
        assert_eq!(ids(&theirs["rows"]), vec![w.foreign_pending]);
        let q = urlencode(r#"{"sortColumn":"secret","sortDirection":1}"#);
        assert_eq!(app.call(Method::GET, &format!("/api/salon/services/requests?q={q}")).auth(&w.token).send().await.0, 422);
        // A declined name may be asked again.
        let (status, _) = app.call(Method::POST, "/api/salon/services/request").auth(&w.token).json(request).send().await;
        assert_eq!(status, 200);
    });
}

#[tokio::test]
async fn only_salon_staff_reach_the_profile_endpoints() {
    each_backend!(|app| {
        let w = world(&app).await;
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
            assert_eq!(app.call(method.clone(), &path).json(body.clone()).send().await.0, 401, "{method} {path}");
            for token in [&client, &master_token] {
                let (status, answer) = app.call(method.clone(), &path).auth(token).json(body.clone()).send().await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
        }
    });
}
