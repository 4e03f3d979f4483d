//! Discovery (issue #4) on both databases: Turkish-folding lookups, the 3-character rule, every
//! filter and sort of the places list, salon and master data, bookmarks, page heads and sitemap.

use chrono::{Datelike, Duration, NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

/// The small world every test here searches.
struct World {
    isik: salons::Model,
    nil: salons::Model,
    defne: salons::Model,
    kapali: salons::Model,
    haircut: i64,
    manicure: i64,
    hair_department: i64,
    nails_category: i64,
    kadikoy_neighbourhood: i64,
    master: i64,
    case_id: i64,
}

/// What the lists and pages show of a salon beyond the defaults: contacts and texts, where it
/// is, its rating (of two reviews) and how many days ago it joined.
fn listed(name: &'static str, (lat, lng): (f64, f64), rating: Option<f64>, age_days: i64) -> impl FnOnce(&mut salons::ActiveModel) {
    move |salon| {
        salon.email = Set(Some("info@example.com".into()));
        salon.about_tr = Set(Some(format!("{name} hakkında")));
        salon.about_en = Set(Some(format!("About {name}")));
        salon.about_ru = Set(Some(format!("О салоне {name}")));
        salon.social = Set(r#"{"instagram":"https://instagram.com/test"}"#.into());
        salon.lat = Set(Some(lat));
        salon.lng = Set(Some(lng));
        salon.rating_avg = Set(rating);
        salon.reviews_count = Set(if rating.is_some() { 2 } else { 0 });
        salon.created_at = Set(Utc::now() - Duration::days(age_days));
    }
}

async fn world(app: &TestApp) -> World {
    let week = |open, close| (0..6).map(move |d| (d, open, close)).collect::<Vec<_>>();
    let every_day: Vec<_> = (0..7).map(|d| (d, 540, 1260)).collect();
    let weekdays: Vec<_> = (0..5).map(|d| (d, 600, 1080)).collect();
    let f = Catalogue::new()
        .place((34, "İstanbul"), (1, "Şişli"))
        .place((34, "İstanbul"), (2, "Kadıköy"))
        .place((6, "Ankara"), (3, "Çankaya"))
        .neighbourhood(50, 2, "Caferağa Mah.", Some("34710"))
        .department("kuafor", ["Kuaför", "Hairdresser", "Парикмахерская"])
        .department("tirnak", ["Tırnak", "Nails", "Ногти"])
        .category("kuafor-genel", "kuafor", ["Kuaför genel", "Hairdresser general", "Парикмахерская общее"])
        .category("tirnak-genel", "tirnak", ["Tırnak genel", "Nails general", "Ногти общее"])
        .service("sac-kesimi", "kuafor-genel", ["Saç Kesimi", "Haircut", "Стрижка"])
        .service("manikur", "tirnak-genel", ["Manikür", "Manicure", "Маникюр"])
        .salon(
            Salon::new("isik-guzellik")
                .named("Işık Güzellik")
                .in_district(1)
                .hours(&week(600, 1200))
                .amenities(&["wifi", "parking"])
                .sells("sac-kesimi", Sell::price(30_000).discount(10))
                .with(listed("Işık Güzellik", (41.06, 28.98), Some(4.8), 300)),
        )
        .salon(
            Salon::new("kuafor-nil")
                .named("KUAFÖR Nil")
                .in_district(2)
                .hours(&every_day)
                .amenities(&["wifi"])
                .sells("sac-kesimi", Sell::price(50_000).addon(["Fön", "Blow-dry", "Укладка"], 10_000, 15))
                .sells("manikur", Sell::price(20_000))
                .master(Master::new("Elif Aslan").does(&["sac-kesimi"]).with(|m| {
                    m.position = Set(Some("Kuaför".into()));
                    m.description = Set(Some("8 yıllık deneyim".into()));
                }))
                .with(listed("KUAFÖR Nil", (40.99, 29.03), Some(4.2), 100))
                .with(|s| s.neighbourhood_id = Set(Some(50))),
        )
        .salon(
            Salon::new("defne-studio")
                .named("Defne Studio")
                .in_district(3)
                .hours(&weekdays)
                .sells("manikur", Sell::price(15_000))
                .with(listed("Defne Studio", (39.92, 32.85), None, 5)),
        )
        .salon(
            Salon::new("kapali-salon")
                .named("Kapalı Işık Salonu")
                .in_district(1)
                .status("deactivated")
                .hours(&every_day)
                .amenities(&["wifi"])
                .sells("sac-kesimi", Sell::price(10_000))
                .with(listed("Kapalı Işık Salonu", (41.05, 28.99), Some(5.0), 1))
                .with(|s| s.deactivation_reason = Set(Some("Kapandı".to_owned()))),
        )
        .build(app)
        .await;

    // Elif at Nil has two reviews and a portfolio case.
    let (nil, master) = (f.salon("kuafor-nil"), f.master("Elif Aslan"));
    for (author, marks, days) in [("Ayşe K.", (5, 4, 5), 3), ("Mehmet T.", (4, 4, 3), 10)] {
        reviews::ActiveModel {
            salon_id: Set(nil.id),
            master_id: Set(Some(master)),
            author_name: Set(author.into()),
            service_quality: Set(marks.0),
            atmosphere: Set(marks.1),
            cleanliness: Set(marks.2),
            text: Set(Some(format!("{author} memnun kaldı"))),
            lang: Set("tr".into()),
            status: Set("placed".into()),
            created_at: Set(Utc::now() - Duration::days(days)),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    let owner = account(&app.db, "+905559990000", &[domain::access::Role::Client], None).await;
    let photo = stored_file(&app.db, owner.id, "masters", "masters/case.png").await;
    let case_id =
        portfolio_case(&app.db, master, f.service("sac-kesimi"), NaiveDate::from_ymd_opt(2026, 10, 1).unwrap(), Some("10:30"), photo).await;

    World {
        isik: f.salon("isik-guzellik"),
        nil,
        defne: f.salon("defne-studio"),
        kapali: f.salon("kapali-salon"),
        haircut: f.service("sac-kesimi"),
        manicure: f.service("manikur"),
        hair_department: f.department("kuafor"),
        nails_category: f.category("tirnak-genel"),
        kadikoy_neighbourhood: 50,
        master,
        case_id,
    }
}

async fn json(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "GET {path}");
    response.json().await.unwrap()
}

fn texts(options: &Value) -> Vec<String> {
    options.as_array().unwrap().iter().map(|o| o["text"].as_str().unwrap().to_owned()).collect()
}

/// Slugs of a salons list, in order.
async fn slugs(app: &TestApp, query: &str) -> Vec<String> {
    let list = json(app, &format!("/api/site/salons?{query}")).await;
    list["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn lookups_ignore_turkish_case_and_diacritics_both_ways() {
    each_backend!(|app| {
        world(&app).await;
        for term in ["isik", "IŞIK", "ışık", "Isik"] {
            assert_eq!(
                texts(&json(&app, &format!("/api/site/search-salons?term={}", urlencode(term))).await),
                vec!["Işık Güzellik"],
                "{term} on {:?}",
                app.backend
            );
        }
        for term in ["kuafor", "KUAFÖR", "kuaför"] {
            let found = json(&app, &format!("/api/site/search-salons?term={}", urlencode(term))).await;
            assert_eq!(texts(&found), vec!["KUAFÖR Nil"], "{term}");
            assert_eq!(found[0]["slug"], "kuafor-nil");
            assert_eq!(found[0]["type"], "salon");
            assert_eq!(found[0]["district_name"], "Kadıköy, İstanbul");
        }
        for term in ["sisli", "ŞİŞLİ", "Şişli", "SISLI"] {
            let places = json(&app, &format!("/api/site/search-districts?term={}", urlencode(term))).await;
            assert_eq!(places[0]["id"], "district-1", "{term}");
            assert_eq!(places[0]["text"], "Şişli");
            assert_eq!(places[0]["district_name"], "İstanbul");
        }
        let by_dotted = json(&app, &format!("/api/site/search-districts?term={}", urlencode("İstanbul"))).await;
        let by_plain = json(&app, "/api/site/search-districts?term=istanbul").await;
        assert_eq!(by_dotted, by_plain);
        assert_eq!(by_plain[0]["id"], "province-34");

        let neighbourhood = json(&app, "/api/site/search-districts?term=cafer").await;
        assert_eq!(neighbourhood[0]["id"], "subdistrict-50");
        assert_eq!(neighbourhood[0]["district_name"], "Kadıköy, İstanbul");
        let by_zip = json(&app, "/api/site/search-districts?term=3471").await;
        assert_eq!(by_zip[0]["id"], "subdistrict-50");
        assert_eq!(by_zip[0]["text"], "Caferağa Mah. (34710)");

        // Services match in every language, answer in the request's, with the category beside.
        let (_, services) = app.call(Method::GET, &format!("/api/site/search-services?term={}", urlencode("SAÇ"))).lang("en").send().await;
        assert_eq!(texts(&services), vec!["Haircut"]);
        assert_eq!(services[0]["district_name"], "Hairdresser general");
        assert_eq!(texts(&json(&app, "/api/site/search-services?term=manikur").await), vec!["Manikür"]);
        assert_eq!(texts(&json(&app, &format!("/api/site/search-services?term={}", urlencode("стрижка"))).await), vec!["Saç Kesimi"]);
        // Words in any order; wildcards are plain characters.
        assert_eq!(
            texts(&json(&app, &format!("/api/site/search-salons?term={}", urlencode("güzellik ışık"))).await),
            vec!["Işık Güzellik"]
        );
        assert!(json(&app, "/api/site/search-salons?term=%25%25%25").await.as_array().unwrap().is_empty());
        // Deactivated salons are not offered.
        assert!(!texts(&json(&app, "/api/site/search-salons?term=kapali").await).contains(&"Kapalı Işık Salonu".to_owned()));
    });
}

#[tokio::test]
async fn lookups_need_three_characters() {
    each_backend!(|app| {
        world(&app).await;
        for path in [
            "/api/site/search-services?term=sa",
            "/api/site/search-salons?term=%20%20is%20",
            "/api/site/search-districts",
            "/api/site/search-districts?term=",
        ] {
            let response = app.call(Method::GET, path).lang("en").response().await;
            assert_eq!(response.status(), 422, "{path}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["message_code"], "validation_error");
            assert_eq!(body["errors"]["term"][0], "Minimum length is 3", "{path}");
        }
        let turkish: Value = app.get("/api/site/search-salons?term=is").await.json().await.unwrap();
        assert_eq!(turkish["errors"]["term"][0], "En az 3 karakter olmalıdır");
    });
}

#[tokio::test]
async fn places_list_filters() {
    each_backend!(|app| {
        let w = world(&app).await;
        assert_eq!(slugs(&app, "").await, ["isik-guzellik", "kuafor-nil", "defne-studio"], "deactivated salons are never listed");
        assert_eq!(slugs(&app, &format!("department_id={}", w.hair_department)).await, ["isik-guzellik", "kuafor-nil"]);
        assert_eq!(slugs(&app, &format!("category_id={}", w.nails_category)).await, ["kuafor-nil", "defne-studio"]);
        assert_eq!(slugs(&app, &format!("service_id={}", w.manicure)).await, ["kuafor-nil", "defne-studio"]);
        assert_eq!(slugs(&app, "address=province-34").await, ["isik-guzellik", "kuafor-nil"]);
        assert_eq!(slugs(&app, "address=district-3").await, ["defne-studio"]);
        assert_eq!(slugs(&app, &format!("address=subdistrict-{}", w.kadikoy_neighbourhood)).await, ["kuafor-nil"]);
        // Prices are discounted prices: Işık's 300 TRY haircut at -10% costs 270 TRY.
        assert_eq!(slugs(&app, "price_max=27000").await, ["isik-guzellik", "kuafor-nil", "defne-studio"]);
        assert_eq!(slugs(&app, &format!("service_id={}&price_max=27000", w.haircut)).await, ["isik-guzellik"]);
        assert_eq!(slugs(&app, &format!("service_id={}&price_min=27001", w.haircut)).await, ["kuafor-nil"]);
        assert_eq!(slugs(&app, "price_min=16000&price_max=25000").await, ["kuafor-nil"]);
        assert_eq!(slugs(&app, "rating_min=4.5").await, ["isik-guzellik"]);
        assert_eq!(slugs(&app, "amenities=wifi,parking").await, ["isik-guzellik"]);
        assert_eq!(slugs(&app, "amenities%5B0%5D=wifi").await, ["isik-guzellik", "kuafor-nil"]);
        // Open on a Sunday: only Nil works every day; on a Saturday at 19:30 Işık (till 20:00) and Nil.
        let today = Utc::now().date_naive();
        let next =
            |weekday: u32| (1..=7).map(|d| today + Duration::days(d)).find(|d| d.weekday().num_days_from_monday() == weekday).unwrap();
        assert_eq!(slugs(&app, &format!("date={}", next(6))).await, ["kuafor-nil"]);
        assert_eq!(slugs(&app, &format!("date={}&time=19:30", next(5))).await, ["isik-guzellik", "kuafor-nil"]);
        assert_eq!(slugs(&app, &format!("date={}&time=20:30", next(5))).await, ["kuafor-nil"]);
        // A day off closes the salon on that date.
        let monday = next(0);
        day_off(&app.db, w.defne.id, monday, "day_off", None).await;
        assert_eq!(slugs(&app, &format!("date={monday}&address=province-6")).await, Vec::<String>::new());
        // Free text finds salon names and services.
        assert_eq!(slugs(&app, "q=defne").await, ["defne-studio"]);
        assert_eq!(slugs(&app, &format!("q={}", urlencode("MANİKÜR"))).await, ["kuafor-nil", "defne-studio"]);

        // Bad input is a 422 naming the parameter, never a 500.
        for (query, field) in [
            ("address=city-34", "address"),
            ("price_min=abc", "price_min"),
            ("price_min=-5", "price_min"),
            ("rating_min=9", "rating_min"),
            ("sort_by=distance", "lat"),
            ("sort_by=cheapest", "sort_by"),
            ("per_page=1000", "per_page"),
            ("time=10:00", "date"),
            ("date=2026-13-40", "date"),
        ] {
            let response = app.get(&format!("/api/site/salons?{query}")).await;
            assert_eq!(response.status(), 422, "{query}");
            let body: Value = response.json().await.unwrap();
            assert!(body["errors"][field].is_array(), "{query}: {body}");
        }
        let _ = (w.isik, w.nil, w.kapali);
    });
}

#[tokio::test]
async fn places_list_sorts_and_pages() {
    each_backend!(|app| {
        let w = world(&app).await;
        assert_eq!(slugs(&app, "sort_by=rating").await, ["isik-guzellik", "kuafor-nil", "defne-studio"]);
        // Cheapest service first: Defne 150, Nil 200, Işık 270 TRY.
        assert_eq!(slugs(&app, "sort_by=price").await, ["defne-studio", "kuafor-nil", "isik-guzellik"]);
        // Only the services in scope count: Nil's haircut is 500 TRY, its 200 TRY manicure is out
        // of the department, and a price floor leaves Defne's 150 TRY manicure out.
        assert_eq!(slugs(&app, &format!("department_id={}&sort_by=price", w.hair_department)).await, ["isik-guzellik", "kuafor-nil"]);
        assert_eq!(slugs(&app, &format!("service_id={}&sort_by=price", w.manicure)).await, ["defne-studio", "kuafor-nil"]);
        assert_eq!(slugs(&app, "price_min=16000&sort_by=price").await, ["kuafor-nil", "isik-guzellik"]);
        assert_eq!(slugs(&app, "sort_by=newest").await, ["defne-studio", "kuafor-nil", "isik-guzellik"]);
        assert_eq!(slugs(&app, "sort_by=distance&lat=39.9&lng=32.8").await, ["defne-studio", "kuafor-nil", "isik-guzellik"]);
        let near_sisli = json(&app, "/api/site/salons?sort_by=distance&lat=41.06&lng=28.98").await;
        let order: Vec<_> = near_sisli["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect();
        assert_eq!(order, ["isik-guzellik", "kuafor-nil", "defne-studio"]);
        assert_eq!(near_sisli["salons"][0]["distance_km"], 0.0);
        assert!(near_sisli["salons"][2]["distance_km"].as_f64().unwrap() > 300.0, "Ankara is far from Şişli");

        let page = json(&app, "/api/site/salons?per_page=2&page=2").await;
        assert_eq!(page["total"], 3);
        assert_eq!(page["page"], 2);
        assert_eq!(page["per_page"], 2);
        assert_eq!(page["salons"].as_array().unwrap().len(), 1);
        assert_eq!(page["salons"][0]["slug"], "defne-studio");
        let past_the_end = json(&app, "/api/site/salons?per_page=2&page=5").await;
        assert_eq!(past_the_end["total"], 3, "the total does not depend on the page");
        assert!(past_the_end["salons"].as_array().unwrap().is_empty());
        let nil = json(&app, "/api/site/salons?address=district-2").await;
        assert_eq!(nil["salons"][0]["departments"], json!(["Kuaför", "Tırnak"]), "catalogue order");
        let (_, nil) = app.call(Method::GET, "/api/site/salons?address=district-2").lang("ru").send().await;
        assert_eq!(nil["salons"][0]["departments"], json!(["Парикмахерская", "Ногти"]));
        assert_eq!(nil["salons"][0]["price_from"], 20_000);
        let card = &json(&app, "/api/site/salons?per_page=1").await["salons"][0];
        assert_eq!(card["price_from"], 27_000);
        assert_eq!(card["city"], "İstanbul");
        assert_eq!(card["district"], "Şişli");
        assert_eq!(card["is_favorite"], false);
        assert_eq!(card["lat"], 41.06);
    });
}

#[tokio::test]
async fn salon_and_master_pages_data() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (_, by_slug) = app.call(Method::GET, "/api/site/salon/kuafor-nil").lang("en").send().await;
        let (_, by_id) = app.call(Method::GET, &format!("/api/site/salon/{}", w.nil.id)).lang("en").send().await;
        assert_eq!(by_slug, by_id);
        assert_eq!(by_slug["name"], "KUAFÖR Nil");
        assert_eq!(by_slug["about"], "About KUAFÖR Nil");
        assert_eq!(by_slug["neighbourhood"], "Caferağa Mah.");
        assert_eq!(by_slug["working_hours"].as_array().unwrap().len(), 7);
        assert_eq!(by_slug["working_hours"][0], json!({"weekday": 0, "open": "09:00", "close": "21:00"}));
        assert_eq!(by_slug["amenities"], json!(["wifi"]));
        assert_eq!(by_slug["is_active"], true);
        assert_eq!(by_slug["rating"]["count"], 2);
        assert_eq!(by_slug["rating"]["service_quality"], 4.5);
        assert_eq!(by_slug["rating"]["atmosphere"], 4.0);
        assert_eq!(by_slug["rating"]["cleanliness"], 4.0);
        assert_eq!(by_slug["rating"]["average"], 4.2);
        assert_eq!(by_slug["masters"][0]["full_name"], "Elif Aslan");
        assert_eq!(by_slug["social"]["instagram"], "https://instagram.com/test");
        assert_eq!(by_slug["nearby"][0]["slug"], "isik-guzellik", "nearby lists other active salons of the city");
        assert_eq!(by_slug["nearby"].as_array().unwrap().len(), 1);
        assert!(by_slug["nearby"][0]["distance_km"].as_f64().unwrap() > 5.0, "Şişli is a few kilometres from Kadıköy");
        assert_eq!(by_slug["departments"], json!(["Hairdresser", "Nails"]));
        assert_eq!(by_slug["price_from"], 20_000);
        assert_eq!(by_slug["city"], "İstanbul");
        assert_eq!(by_slug["district"], "Kadıköy");
        assert_eq!(by_slug["masters"][0]["photo_url"], Value::Null);

        let closed = json(&app, "/api/site/salon/kapali-salon").await;
        assert_eq!(closed["is_active"], false);
        assert_eq!(closed["deactivation_reason"], "Kapandı");
        assert_eq!(app.get("/api/site/salon/no-such-salon").await.status(), 404);

        let (_, services) = app.call(Method::GET, "/api/site/salon-services/kuafor-nil").lang("ru").send().await;
        let categories = services["categories"].as_array().unwrap();
        assert_eq!(categories.len(), 2);
        assert_eq!(categories[0]["name"], "Парикмахерская общее");
        let haircut = &categories[0]["services"][0];
        assert_eq!(haircut["name"], "Стрижка");
        assert_eq!(haircut["final_price"], 50_000);
        assert_eq!(haircut["addons"][0]["name"], "Укладка");
        assert_eq!(haircut["master_ids"], json!([w.master]));
        assert_eq!(by_slug["masters"][0]["service_ids"], json!([haircut["id"]]));
        let isik = json(&app, "/api/site/salon-services/isik-guzellik").await;
        assert_eq!(isik["categories"][0]["services"][0]["price"], 30_000);
        assert_eq!(isik["categories"][0]["services"][0]["final_price"], 27_000);
        assert_eq!(isik["categories"][0]["services"][0]["discount_percent"], 10);

        let replies = json(&app, "/api/site/salon-last-replies/kuafor-nil?limit=1").await;
        assert_eq!(replies["replies"].as_array().unwrap().len(), 1);
        assert_eq!(replies["replies"][0]["author_name"], "Ayşe K.", "newest first");
        assert_eq!(replies["replies"][0]["master_name"], "Elif Aslan");
        assert_eq!(replies["rating"]["count"], 2);

        let (_, master) = app.call(Method::GET, &format!("/api/site/salon/employee-info/{}", w.master)).lang("en").send().await;
        assert_eq!(master["full_name"], "Elif Aslan");
        assert_eq!(master["salon"]["slug"], "kuafor-nil");
        assert_eq!(master["services"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect::<Vec<_>>(), ["Haircut"]);
        assert_eq!(master["cases"][0]["id"], w.case_id);
        assert_eq!(master["cases"][0]["service_name"], "Haircut");
        assert_eq!(master["rating"]["count"], 2);

        let case = json(&app, &format!("/api/site/salon/case/{}", w.case_id)).await;
        assert_eq!(case["date"], "2026-10-01");
        assert_eq!(case["time"], "10:30");
        assert_eq!(case["master_name"], "Elif Aslan");
        assert_eq!(case["photos"][0]["url"], "/api/files/masters/case.png");
        assert!(case["photos"][0]["srcset"].as_str().unwrap().contains("/api/files/masters/case.png?w=320 320w"));
        for missing in [
            "/api/site/salon/case/999999",
            "/api/site/salon/employee-info/999999",
            "/api/site/salon/employee-info/abc",
            "/api/site/salon-services/nope",
        ] {
            assert_eq!(app.get(missing).await.status(), 404, "{missing}");
        }
    });
}

#[tokio::test]
async fn clients_bookmark_salons() {
    each_backend!(|app| {
        let w = world(&app).await;
        let favorite = |salon: i64, on: bool| {
            app.call(Method::POST, "/api/common/update-salon-favorite").json(json!({"salon_id": salon, "favorite": on}))
        };
        assert_eq!(favorite(w.isik.id, true).send().await.0, 401);

        let (token, _) = app.login("+905551112233").await;
        let (status, marked) = favorite(w.isik.id, true).auth(&token).send().await;
        assert_eq!(status, 200);
        assert_eq!(marked, json!({"salon_id": w.isik.id, "favorite": true}));
        // Marking twice keeps one bookmark.
        favorite(w.isik.id, true).auth(&token).send().await;
        favorite(w.defne.id, true).auth(&token).send().await;

        let (_, bookmarks) = app.call(Method::GET, "/api/client/bookmarks").auth(&token).send().await;
        let marked: Vec<_> = bookmarks["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect();
        assert_eq!(marked, ["defne-studio", "isik-guzellik"], "newest bookmark first");
        assert!(bookmarks["salons"].as_array().unwrap().iter().all(|s| s["is_favorite"] == true));

        let (_, list) = app.call(Method::GET, "/api/site/salons").auth(&token).send().await;
        let hearts: Vec<_> =
            list["salons"].as_array().unwrap().iter().map(|s| (s["slug"].as_str().unwrap(), s["is_favorite"].as_bool().unwrap())).collect();
        assert_eq!(hearts, [("isik-guzellik", true), ("kuafor-nil", false), ("defne-studio", true)]);
        let (_, page) = app.call(Method::GET, "/api/site/salon/isik-guzellik").auth(&token).send().await;
        assert_eq!(page["is_favorite"], true);
        // Another client sees no hearts.
        let (other, _) = app.login("+905551112244").await;
        let (_, page) = app.call(Method::GET, "/api/site/salon/isik-guzellik").auth(&other).send().await;
        assert_eq!(page["is_favorite"], false);

        favorite(w.isik.id, false).auth(&token).send().await;
        let (_, bookmarks) = app.call(Method::GET, "/api/client/bookmarks").auth(&token).send().await;
        assert_eq!(bookmarks["salons"].as_array().unwrap().len(), 1);
        assert_eq!(favorite(999_999, true).auth(&token).send().await.0, 404);
        assert_eq!(app.get("/api/client/bookmarks").await.status(), 401);
    });
}

#[tokio::test]
async fn landings_seo_and_city_index() {
    each_backend!(|app| {
        world(&app).await;
        let (_, seo) = app.call(Method::GET, "/api/site/seo?path=/en/istanbul-kuafor").lang("en").send().await;
        assert_eq!(seo["title"], "Hairdresser in İstanbul");
        assert_eq!(seo["landing"]["province_id"], 34);
        assert!(seo["text"][0].as_str().unwrap().starts_with("2 salons in İstanbul"), "{seo}");
        let by_service: Value = json(&app, "/api/site/seo?path=/ankara-manikur").await;
        assert!(by_service["landing"]["service_id"].as_i64().is_some());
        assert_eq!(by_service["heading"], "Ankara Manikür");
        assert_eq!(app.get("/api/site/seo?path=/atlantis-kuafor").await.status(), 404);
        assert_eq!(app.get("/api/site/seo").await.status(), 422);
        let about = json(&app, "/api/site/seo?path=/hakkimizda").await;
        assert!(about["landing"].is_null());
        assert!(!about["title"].as_str().unwrap().is_empty());

        let (_, index) = app.call(Method::GET, "/api/site/city-services").lang("en").send().await;
        assert_eq!(
            index["cities"],
            json!([
                {"slug": "ankara", "name": "Ankara", "departments": [{"slug": "tirnak", "name": "Nails", "salons_count": 1, "path_slug": "ankara-tirnak"}]},
                {"slug": "istanbul", "name": "İstanbul", "departments": [
                    {"slug": "kuafor", "name": "Hairdresser", "salons_count": 2, "path_slug": "istanbul-kuafor"},
                    {"slug": "tirnak", "name": "Nails", "salons_count": 1, "path_slug": "istanbul-tirnak"}
                ]}
            ])
        );
        let tree = json(&app, "/api/site/departments").await;
        assert_eq!(tree["departments"][0]["slug"], "kuafor");
        assert_eq!(tree["departments"][1]["categories"][0]["slug"], "tirnak-genel");
    });
}

/// The visible text of a served page's body as a browser without scripts shows it: the rendered
/// root, tags stripped (the embedded first data and styles left out).
fn body_text(html: &str) -> String {
    let root = html.split("<div id=\"root\">").nth(1).expect("a root element");
    let root = root.split("<script").next().unwrap();
    let mut text = String::new();
    let mut rest = root;
    while let Some(start) = rest.find("<style") {
        text.push_str(&rest[..start]);
        rest = rest[start..].split_once("</style>").map_or("", |(_, after)| after);
    }
    text.push_str(rest);
    let stripped: String = text.split('<').map(|part| part.split_once('>').map_or(part, |(_, t)| t)).collect::<Vec<_>>().join(" ");
    stripped.replace("&amp;", "&").replace("&#x27;", "'").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// An app that renders its public pages with Node.
async fn rendering_app(backend: Backend) -> TestApp {
    // A generous limit: a renderer's first page of each screen loads that screen's code.
    spawn_app_with(backend, |config| {
        config.render.node = "node".into();
        config.render.timeout_ms = 60_000;
    })
    .await
}

/// Public pages come rendered by the server (the page renderer, web/src/app/ssr): what a phone or a
/// search engine reads before any script runs is the page itself, in its language.
#[tokio::test]
async fn public_pages_come_rendered() {
    for backend in backends() {
        let app = rendering_app(backend).await;
        let w = world(&app).await;
        let master = format!("/isletme/kuafor-nil/uzman/{}", w.master);
        let admin = token_for(&app.db, "+905551130091", &[domain::access::Role::Admin], None).await;
        let post = json!({"locale": "tr", "title": "Saç Bakımında İpuçları", "author": "Ayşe Yılmaz", "html": "<p>Her gün tarayın.</p>",
            "tags": "saç", "status": "published", "seo_description": "Saç bakımı"});
        let (status, saved) = app.call(Method::POST, "/api/admin/blog").auth(&admin).json(post).send().await;
        assert_eq!(status, 200, "{saved}");
        for (path, expected) in [
            ("/isletme/kuafor-nil", vec!["KUAFÖR Nil", "Saç Kesimi", "₺500,00", "Manikür", "₺200,00", "Ayşe K. memnun kaldı"]),
            ("/en/place/kuafor-nil", vec!["KUAFÖR Nil", "Haircut", "₺500.00", "Manicure", "Blow-dry"]),
            ("/ru/biznes/kuafor-nil", vec!["KUAFÖR Nil", "Стрижка", "Маникюр"]),
            (master.as_str(), vec!["Elif Aslan", "8 yıllık deneyim", "Ayşe K. memnun kaldı", "Mehmet T. memnun kaldı"]),
            ("/places", vec!["Işık Güzellik", "KUAFÖR Nil", "Defne Studio"]),
            ("/en/places", vec!["Işık Güzellik", "KUAFÖR Nil"]),
            ("/ru/istanbul-kuafor", vec!["Парикмахерская", "KUAFÖR Nil", "Işık Güzellik"]),
            ("/", vec!["Kendinize ayıracağınız zamanı birkaç dokunuşla ayırtın", "Ara"]),
            ("/en", vec!["Book time for yourself in a few taps", "Search"]),
            ("/ru", vec!["Запишитесь на время для себя в пару касаний", "Найти"]),
            ("/hakkimizda", vec!["Hakkımızda"]),
            ("/blog", vec!["Saç Bakımında İpuçları", "Ayşe Yılmaz"]),
        ] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 200, "{path}");
            let text = body_text(&response.text().await.unwrap());
            for words in expected {
                assert!(text.contains(words), "{path}: {words:?} is not in the rendered page: {text}");
            }
        }
        // A deactivated salon's page says why it takes no bookings; a salon that does not exist is
        // the not-found page, rendered too.
        let closed = body_text(&app.get("/isletme/kapali-salon").await.text().await.unwrap());
        assert!(closed.contains("Kapalı Işık Salonu") && closed.contains("Kapandı"), "{closed}");
        let missing = app.get("/isletme/no-such-salon").await;
        assert_eq!(missing.status(), 404);
        assert!(body_text(&missing.text().await.unwrap()).contains("Bu sayfa bulunamadı"));
        // Cabinets are private: rendered in the browser only.
        let cabinet = app.get("/dashboard").await.text().await.unwrap();
        assert!(cabinet.contains("<div id=\"root\"></div>"), "a cabinet page is not rendered on the server");
    }
}

/// A rendered page is kept whole with its compressed forms (crates/server/src/page_cache.rs):
/// a browser gets it in brotli or gzip, a revalidation of the same page answers 304, and a change
/// to the salon's data makes a new page at once.
#[tokio::test]
async fn rendered_pages_are_kept_compressed_and_follow_their_data() {
    use std::io::Read;
    for backend in backends() {
        let app = rendering_app(backend).await;
        let w = world(&app).await;
        let get = |encoding: &'static str, etag: Option<String>| {
            let call = app.call(Method::GET, "/isletme/kuafor-nil").header("accept-encoding", encoding);
            let call = match &etag {
                Some(etag) => call.header("if-none-match", etag),
                None => call,
            };
            call.response()
        };
        let brotli_page = get("gzip, deflate, br", None).await;
        assert_eq!(brotli_page.status(), 200);
        assert_eq!(brotli_page.headers()["content-encoding"], "br");
        let etag = brotli_page.headers()["etag"].to_str().unwrap().to_owned();
        let mut html = String::new();
        brotli::Decompressor::new(&brotli_page.bytes().await.unwrap()[..], 4096).read_to_string(&mut html).unwrap();
        let text = body_text(&html);
        assert!(text.contains("KUAFÖR Nil") && text.contains("Ayşe K. memnun kaldı"), "{text}");

        let gzip_page = get("gzip", None).await;
        assert_eq!(gzip_page.headers()["content-encoding"], "gzip");
        let mut unzipped = String::new();
        flate2::read::GzDecoder::new(&gzip_page.bytes().await.unwrap()[..]).read_to_string(&mut unzipped).unwrap();
        assert_eq!(unzipped, html, "one page, two encodings");
        let plain = get("identity", None).await;
        assert!(plain.headers().get("content-encoding").is_none());
        assert_eq!(plain.text().await.unwrap(), html);

        let again = get("br", Some(etag.clone())).await;
        assert_eq!(again.status(), 304, "the browser holds this page");
        assert!(again.bytes().await.unwrap().is_empty());

        // A new review changes the page's data: a new page, a new tag, the review in it.
        reviews::ActiveModel {
            salon_id: Set(w.nil.id),
            author_name: Set("Zeynep A.".into()),
            service_quality: Set(5),
            atmosphere: Set(5),
            cleanliness: Set(5),
            text: Set(Some("Zeynep çok beğendi".into())),
            lang: Set("tr".into()),
            status: Set("placed".into()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let changed = get("identity", Some(etag.clone())).await;
        assert_eq!(changed.status(), 200, "the page changed");
        assert_ne!(changed.headers()["etag"].to_str().unwrap(), etag);
        let text = body_text(&changed.text().await.unwrap());
        assert!(text.contains("Zeynep çok beğendi"), "{text}");
    }
}

/// The `<head>` and embedded data of a page as first served, before any script runs.
#[tokio::test]
async fn salon_pages_are_findable() {
    each_backend!(|app| {
        let w = world(&app).await;
        let response = app.get("/en/place/kuafor-nil").await;
        assert_eq!(response.status(), 200);
        let html = response.text().await.unwrap();
        assert!(html.contains("<title>KUAFÖR Nil · Kadıköy, İstanbul | Randevu</title>"), "{html}");
        assert!(html.contains("<link rel=\"alternate\" hreflang=\"tr\" href=\"http://localhost:8080/isletme/kuafor-nil\">"));
        assert!(html.contains("<link rel=\"alternate\" hreflang=\"ru\" href=\"http://localhost:8080/ru/biznes/kuafor-nil\">"));
        assert!(html.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"http://localhost:8080/isletme/kuafor-nil\">"));
        assert!(html.contains("<link rel=\"canonical\" href=\"http://localhost:8080/en/place/kuafor-nil\">"));
        let ld: Vec<Value> = html
            .split("<script type=\"application/ld+json\">")
            .skip(1)
            .map(|part| serde_json::from_str(part.split("</script>").next().unwrap()).unwrap())
            .collect();
        let salon = ld.iter().find(|v| v["@type"] == "BeautySalon").expect("BeautySalon JSON-LD");
        assert_eq!(salon["name"], "KUAFÖR Nil");
        assert_eq!(salon["address"]["addressLocality"], "Kadıköy");
        assert_eq!(salon["geo"]["latitude"], 40.99);
        assert_eq!(salon["aggregateRating"]["reviewCount"], 2);
        assert_eq!(salon["openingHoursSpecification"][0]["dayOfWeek"], "https://schema.org/Monday");
        assert_eq!(salon["openingHoursSpecification"][0]["opens"], "09:00");
        let crumbs = ld.iter().find(|v| v["@type"] == "BreadcrumbList").expect("breadcrumbs");
        assert_eq!(crumbs["itemListElement"][1]["name"], "KUAFÖR Nil");

        let initial: Value = serde_json::from_str(
            html.split("<script id=\"initial-data\" type=\"application/json\">").nth(1).unwrap().split("</script>").next().unwrap(),
        )
        .unwrap();
        assert_eq!(initial["salon"]["slug"], "kuafor-nil");
        assert_eq!(initial["salon"]["about"], "About KUAFÖR Nil");
        assert_eq!(initial["salon_services"]["categories"][0]["services"][0]["name"], "Haircut");
        assert_eq!(initial["salon_replies"]["replies"].as_array().unwrap().len(), 2);

        let master = app.get(&format!("/isletme/kuafor-nil/uzman/{}", w.master)).await;
        assert_eq!(master.status(), 200);
        let html = master.text().await.unwrap();
        assert!(html.contains("<title>Elif Aslan · KUAFÖR Nil | Randevu</title>"));
        assert!(html.contains("\"employee\":{"));
        let initial: Value = serde_json::from_str(
            html.split("<script id=\"initial-data\" type=\"application/json\">").nth(1).unwrap().split("</script>").next().unwrap(),
        )
        .unwrap();
        assert_eq!(initial["employee_replies"]["count"], 2, "the master's first page of reviews is embedded");
        assert_eq!(initial["employee_replies"]["replies"][0]["text"], "Ayşe K. memnun kaldı");
        assert_eq!(app.get(&format!("/isletme/isik-guzellik/uzman/{}", w.master)).await.status(), 404, "a master of another salon");

        let landing = app.get("/ru/istanbul-kuafor").await;
        assert_eq!(landing.status(), 200);
        let html = landing.text().await.unwrap();
        assert!(html.contains("<title>Парикмахерская — İstanbul | Randevu</title>"), "{html}");
        assert!(html.contains("\"salons\":{\"page\":1"));

        let places = app.get("/places?sort_by=price").await.text().await.unwrap();
        assert!(places.contains("\"salons_query\":\"sort_by=price\""));
        assert_eq!(app.get("/places/kuafor").await.status(), 200);
        assert_eq!(app.get("/places/no-such-department").await.status(), 404);

        let sitemap = app.get("/sitemap.xml").await;
        assert_eq!(sitemap.headers()["content-type"], "application/xml; charset=utf-8");
        let sitemap = sitemap.text().await.unwrap();
        for url in [
            "<loc>http://localhost:8080/isletme/kuafor-nil</loc>",
            "<loc>http://localhost:8080/en/place/kuafor-nil</loc>",
            "<loc>http://localhost:8080/ru/biznes/kuafor-nil</loc>",
            "<loc>http://localhost:8080/istanbul-kuafor</loc>",
            "<loc>http://localhost:8080/en/ankara-tirnak</loc>",
            "<loc>http://localhost:8080/hakkimizda</loc>",
            "<loc>http://localhost:8080/ru/o-nas</loc>",
        ] {
            assert!(sitemap.contains(url), "{url} missing from the sitemap");
        }
        assert!(!sitemap.contains("kapali-salon"), "deactivated salons are not listed");
        assert!(!sitemap.contains("/dashboard"));
        let robots = app.get("/robots.txt").await.text().await.unwrap();
        assert!(robots.contains("Sitemap: http://localhost:8080/sitemap.xml"));
        assert!(robots.contains("Disallow: /api/"));
    });
}
