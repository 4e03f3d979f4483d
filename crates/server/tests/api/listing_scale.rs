//! The places list at the size of a country (issue #23) on both databases: the fast list (sort
//! indexes, `salon_prices`, the distance box, the capped count) gives the same salons in the same
//! order as a straightforward query over everything (`store::listing::reference`), on random small
//! worlds with ties everywhere; the price rows follow every write that moves them; the lookups
//! rank prefix matches first, then shorter names; the nearest matches of an empty search are the
//! distance sort's first.

use chrono::{Duration, NaiveDate, Utc};
use domain::Locale;
use reqwest::Method;
use sea_orm::{ConnectionTrait, Set, Statement};
use serde_json::{Value, json};
use store::listing::{Area, SalonFilter, SalonSort, reference};
use store::salons::SalonCard;

use crate::each_backend;
use crate::helpers::*;

/// splitmix64: a seeded generator, so a failing world can be rebuilt from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

const SERVICES: [&str; 6] = ["s0", "s1", "s2", "s3", "s4", "s5"];
const DISTRICTS: [i64; 3] = [1, 2, 3];
const AMENITIES: [&str; 2] = ["wifi", "parking"];

/// Two provinces, three districts, two departments of three categories and six services, and
/// `count` salons drawn from few values, so that ratings, prices, ages and places tie often.
fn random_world(rng: &mut Rng, count: usize) -> Catalogue {
    let mut world = Catalogue::new()
        .place((34, "İstanbul"), (1, "Kadıköy"))
        .place((34, "İstanbul"), (2, "Beşiktaş"))
        .place((6, "Ankara"), (3, "Çankaya"))
        .departments(2)
        .category("c0", "dep-0", ["K0", "C0", "К0"])
        .category("c1", "dep-0", ["K1", "C1", "К1"])
        .category("c2", "dep-1", ["K2", "C2", "К2"]);
    for (i, service) in SERVICES.iter().enumerate() {
        world =
            world.service(service, ["c0", "c1", "c2"][i % 3], [&format!("Hizmet {i}"), &format!("Service {i}"), &format!("Услуга {i}")]);
    }
    for n in 0..count {
        let name = format!("{} Salon {n}", rng.pick(&["Lale", "Defne", "Mavi"]));
        let mut salon = Salon::new(&format!("rnd-{n}")).named(&name).in_district(rng.pick(&DISTRICTS));
        if rng.chance(10) {
            salon = salon.status("deactivated");
        }
        let mut hours: Vec<(i16, i16, i16)> = Vec::new();
        for weekday in 0..7 {
            if rng.chance(80) {
                hours.push((weekday, rng.pick(&[540, 600]), rng.pick(&[1080, 1200])));
            }
        }
        salon = salon.hours(&hours);
        let amenities: Vec<&str> = AMENITIES.iter().copied().filter(|_| rng.chance(50)).collect();
        salon = salon.amenities(&amenities);
        for service in SERVICES {
            if rng.chance(40) {
                salon = salon.sells(service, Sell::price(rng.pick(&[10_000, 25_000, 40_000])).discount(rng.pick(&[0, 0, 10, 50])));
            }
        }
        let position =
            (!rng.chance(10)).then(|| (41.0 + rng.pick(&[-0.3, -0.05, 0.0, 0.02, 0.2]), 29.0 + rng.pick(&[-0.2, 0.0, 0.01, 0.3])));
        let rating = (!rng.chance(20)).then(|| rng.pick(&[3.5, 4.0, 4.5, 5.0]));
        let reviews = rng.pick(&[1, 2, 7]);
        let age = rng.pick(&[1, 30, 400]);
        salon = salon.with(move |s| {
            s.lat = Set(position.map(|p| p.0));
            s.lng = Set(position.map(|p| p.1));
            s.rating_avg = Set(rating);
            s.reviews_count = Set(if rating.is_some() { reviews } else { 0 });
            s.created_at = Set(Utc::now() - Duration::days(age));
        });
        world = world.salon(salon);
    }
    world
}

/// A filter and sort drawn from what the places list offers.
fn random_query(rng: &mut Rng, fixture: &Fixture) -> (SalonFilter, SalonSort) {
    let mut filter = SalonFilter::default();
    if rng.chance(30) {
        filter.department_id = Some(fixture.department(rng.pick(&["dep-0", "dep-1"])));
    }
    if rng.chance(20) {
        filter.category_id = Some(fixture.category(rng.pick(&["c0", "c1", "c2"])));
    }
    if rng.chance(25) {
        filter.service_id = Some(fixture.service(rng.pick(&SERVICES)));
    }
    filter.area = match rng.below(5) {
        0 => Some(Area::Province(rng.pick(&[34, 6]))),
        1 => Some(Area::District(rng.pick(&DISTRICTS))),
        _ => None,
    };
    if rng.chance(15) {
        filter.price_min = Some(rng.pick(&[9_000, 20_000, 36_000]));
    }
    if rng.chance(15) {
        filter.price_max = Some(rng.pick(&[12_000, 25_000, 40_000]));
    }
    if rng.chance(20) {
        filter.rating_min = Some(rng.pick(&[4.0, 4.5]));
    }
    if rng.chance(20) {
        filter.amenities = vec![rng.pick(&AMENITIES).to_owned()];
    }
    if rng.chance(20) {
        filter.open_on = Some(NaiveDate::from_ymd_opt(2030, 1, 7).unwrap() + Duration::days(rng.below(7) as i64));
        filter.open_at_min = rng.chance(50).then(|| rng.pick(&[550, 1100]));
    }
    if rng.chance(10) {
        filter.text = Some(rng.pick(&["lale", "defne salon", "hizmet 3"]).to_owned());
    }
    let sort = match rng.below(4) {
        0 => SalonSort::Rating,
        1 => SalonSort::Price,
        2 => SalonSort::Newest,
        _ => SalonSort::Distance { lat: 41.0 + rng.pick(&[0.0, 0.1, -0.25]), lng: 29.0 + rng.pick(&[0.0, 0.05]) },
    };
    (filter, sort)
}

#[tokio::test]
async fn the_fast_list_gives_the_reference_salons_in_the_reference_order() {
    each_backend!(|app| {
        for round in 0..4u64 {
            let seed = 0x5EED_0000 + round;
            let mut rng = Rng(seed);
            // Every round on an empty catalogue: a fresh app per world.
            let fresh;
            let app = if round == 0 {
                &app
            } else {
                fresh = spawn_app(app.backend).await;
                &fresh
            };
            let fixture = random_world(&mut rng, 40).build(app).await;
            for query in 0..40 {
                let (filter, sort) = random_query(&mut rng, &fixture);
                let (expected, expected_total) = reference::list(&app.db, &filter, sort).await.unwrap();
                let per_page = 1 + rng.below(7);
                let mut listed = Vec::new();
                let context = format!("seed {seed:#x}, query {query}: {filter:?} by {sort:?}, {per_page} a page");
                for page in 1.. {
                    // Each page carries the count (one statement with the rows), also past the last.
                    let (ids, total, capped) = store::listing::page_and_count(&app.db, &filter, sort, page, per_page).await.unwrap();
                    assert_eq!((total, capped), (expected_total, false), "{context}, page {page}");
                    if ids.is_empty() {
                        break;
                    }
                    listed.extend(ids);
                }
                if listed != expected && app.backend == Backend::Sqlite {
                    app.db.execute_unprepared("VACUUM INTO '/tmp/listing-bug.db'").await.ok();
                }
                assert_eq!(listed, expected, "{context}");
                // The first page reads its cards in the page statement itself: the reference's
                // first salons, each card as the card statement makes it, the same count.
                let first = store::listing::list(&app.db, Locale::Tr, &filter, sort, 1, per_page, None).await.unwrap();
                let first_ids: Vec<i64> = expected.iter().copied().take(per_page as usize).collect();
                let cards = store::salons::cards(&app.db, Locale::Tr, &first_ids, None).await.unwrap();
                // Beside the card: the distance of a distance sort and the asked service's offer.
                let shown: Vec<_> =
                    first.salons.into_iter().map(|card| SalonCard { distance_km: None, asked_service: None, ..card }).collect();
                assert_eq!(shown, cards, "{context}: the first page's cards");
                assert_eq!((first.total, first.total_capped), (expected_total, false), "{context}: the first page's count");
                assert_eq!(store::listing::count(&app.db, &filter).await.unwrap(), (expected_total, false), "{context}");
                // The nearest salons of an empty search (issue #16 item 1): the distance sort's first 12.
                if let SalonSort::Distance { lat, lng } = sort {
                    let nearest = store::listing::relaxed::nearest_ids(&app.db, &filter, (lat, lng), 12).await.unwrap();
                    assert_eq!(nearest, expected.iter().copied().take(12).collect::<Vec<_>>(), "{context}: the nearest 12");
                }
            }
        }
    });
}

#[tokio::test]
async fn counts_stop_at_a_thousand_and_pages_end_there() {
    each_backend!(|app| {
        let mut world = Catalogue::new().place((34, "İstanbul"), (1, "Kadıköy"));
        for n in 0..1_010 {
            world = world.salon(Salon::new(&format!("many-{n}")).hours(&[]));
        }
        world.build(&app).await;
        let (status, list) = app.call(Method::GET, "/api/site/salons?per_page=48").send().await;
        assert_eq!(status, 200, "{list}");
        assert_eq!((list["total"].as_u64(), list["total_capped"].as_bool()), (Some(1_000), Some(true)));
        // 1,000 ÷ 48: the 21st page holds the last 40 and the 22nd nothing.
        let (_, last) = app.call(Method::GET, "/api/site/salons?per_page=48&page=21").send().await;
        assert_eq!(last["salons"].as_array().map(Vec::len), Some(40));
        let (_, past) = app.call(Method::GET, "/api/site/salons?per_page=48&page=22").send().await;
        assert_eq!(past["salons"].as_array().map(Vec::len), Some(0));
        // Past the cap the nearest matches come from the distance walk, not from reading them all.
        let nowhere = SalonFilter::default();
        let nearest = store::listing::relaxed::nearest_ids(&app.db, &nowhere, (41.0, 29.0), 12).await.unwrap();
        let (sorted, _) = reference::list(&app.db, &nowhere, SalonSort::Distance { lat: 41.0, lng: 29.0 }).await.unwrap();
        assert_eq!(nearest, sorted[..12]);
        let (_, district) = app.call(Method::GET, "/api/site/salons?address=district-1&amenities=wifi").send().await;
        assert_eq!((district["total"].as_u64(), district["total_capped"].as_bool()), (Some(0), Some(false)));
    });
}

/// The price rows as stored, sorted.
async fn price_rows(app: &TestApp) -> Vec<(i64, String, i64, i64, String, i64, i64)> {
    let backend = app.db.get_database_backend();
    let rows = app
        .db
        .query_all_raw(Statement::from_string(
            backend,
            "SELECT salon_id, scope, scope_id, price, status, province_id, district_id FROM salon_prices ORDER BY salon_id, scope, scope_id",
        ))
        .await
        .unwrap();
    rows.iter()
        .map(|r| {
            (
                r.try_get("", "salon_id").unwrap(),
                r.try_get("", "scope").unwrap(),
                r.try_get("", "scope_id").unwrap(),
                r.try_get("", "price").unwrap(),
                r.try_get("", "status").unwrap(),
                r.try_get("", "province_id").unwrap(),
                r.try_get("", "district_id").unwrap(),
            )
        })
        .collect()
}

/// The stored rows equal the rows computed afresh from the salons' services.
async fn assert_prices_current(app: &TestApp, after: &str) {
    let stored = price_rows(app).await;
    store::listing::prices::refresh_all(&app.db).await.unwrap();
    assert_eq!(stored, price_rows(app).await, "price rows after {after}");
}

#[tokio::test]
async fn price_rows_follow_every_write_that_moves_them() {
    each_backend!(|app| {
        let fixture = Catalogue::new()
            .place((34, "İstanbul"), (1, "Kadıköy"))
            .place((6, "Ankara"), (3, "Çankaya"))
            .departments(2)
            .category("c0", "dep-0", ["K0", "C0", "К0"])
            .category("c1", "dep-1", ["K1", "C1", "К1"])
            .service("s0", "c0", ["Hizmet 0", "Service 0", "Услуга 0"])
            .service("s1", "c1", ["Hizmet 1", "Service 1", "Услуга 1"])
            .salon(Salon::new("cheap").sells("s0", Sell::price(30_000)).admin("+905551110001"))
            .salon(Salon::new("dear").sells("s0", Sell::price(50_000)))
            .build(&app)
            .await;
        let admin = fixture.token("+905551110001");
        let price_sorted = |query: &'static str| {
            let app = &app;
            async move {
                let (status, list) = app.call(Method::GET, &format!("/api/site/salons?sort_by=price{query}")).send().await;
                assert_eq!(status, 200, "{list}");
                list["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
            }
        };
        assert_eq!(price_sorted("").await, ["cheap", "dear"]);

        // A salon offers a service of the other department, cheaper than anything.
        let body = json!({"service_id": fixture.service("s1"), "price": 10_000, "discount_percent": 0, "duration_min": 30, "is_multiple": false, "master_ids": []});
        let (status, bound) = app.call(Method::POST, "/api/salon/services/binding").auth(&admin).json(body).send().await;
        assert_eq!(status, 200, "{bound}");
        assert_prices_current(&app, "a binding").await;
        let dep1 = fixture.department("dep-1");
        assert_eq!(price_sorted("").await, ["cheap", "dear"]);
        let (_, only) = app.call(Method::GET, &format!("/api/site/salons?department_id={dep1}")).send().await;
        assert_eq!(only["total"], 1);

        // Its own s0 gets dearer than the other salon's: the department's order turns.
        let s0 = fixture.sold("cheap", "s0");
        let body = json!({"service_id": fixture.service("s0"), "price": 80_000, "discount_percent": 25, "duration_min": 45, "is_multiple": false, "master_ids": []});
        let (status, updated) = app.call(Method::PUT, &format!("/api/salon/services/binding/{s0}")).auth(&admin).json(body).send().await;
        assert_eq!(status, 200, "{updated}");
        assert_prices_current(&app, "a price change").await;
        let dep0 = fixture.department("dep-0");
        let (_, by_department) = app.call(Method::GET, &format!("/api/site/salons?department_id={dep0}&sort_by=price")).send().await;
        let order: Vec<&str> = by_department["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect();
        assert_eq!(order, ["dear", "cheap"], "60,000 after the discount against 50,000");

        // It stops offering s0: no longer in department 0.
        let (status, removed) = app
            .call(Method::DELETE, &format!("/api/salon/services/binding/{s0}"))
            .auth(&admin)
            .json(json!({"name": "Hizmet 0"}))
            .send()
            .await;
        assert_eq!(status, 200, "{removed}");
        assert_prices_current(&app, "an unbinding").await;
        let (_, by_department) = app.call(Method::GET, &format!("/api/site/salons?department_id={dep0}")).send().await;
        assert_eq!(by_department["total"], 1);

        // The admin moves s1's category into department 0: the salon offering s1 follows it.
        let admin_token = token_for(&app.db, "+905559990001", &[domain::access::Role::Admin], None).await;
        let c1 = fixture.category("c1");
        let (status, moved) = app
            .call(Method::POST, &format!("/api/admin/categories/{c1}/move"))
            .auth(&admin_token)
            .json(json!({"department_id": dep0, "position": 0}))
            .send()
            .await;
        assert_eq!(status, 200, "{moved}");
        assert_prices_current(&app, "a category move").await;
        let (_, by_department) = app.call(Method::GET, &format!("/api/site/salons?department_id={dep0}&sort_by=price")).send().await;
        let order: Vec<&str> = by_department["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect();
        assert_eq!(order, ["cheap", "dear"], "cheap's s1 at 10,000 now counts in department 0");

        // A salon moved to another province, then deactivated: its rows' copies follow (the
        // trigger of migration 000041), and the counts by place read them alone.
        let count = |query: String| {
            let app = &app;
            async move {
                let (status, list) = app.call(Method::GET, &format!("/api/site/salons?department_id={dep0}{query}")).send().await;
                assert_eq!(status, 200, "{list}");
                list["total"].as_u64().unwrap()
            }
        };
        let (province, district) = (fixture.salon("dear").province_id, fixture.salon("dear").district_id);
        assert_eq!(count(format!("&address=province-{province}")).await, 2);
        app.db.execute_unprepared("UPDATE salons SET province_id = 6, district_id = 3 WHERE slug = 'dear'").await.unwrap();
        assert_prices_current(&app, "a move").await;
        assert_eq!(count(format!("&address=province-{province}")).await, 1);
        assert_eq!(count(format!("&address=district-{district}")).await, 1);
        assert_eq!(count("&address=province-6".to_owned()).await, 1);
        app.db.execute_unprepared("UPDATE salons SET status = 'deactivated' WHERE slug = 'cheap'").await.unwrap();
        assert_prices_current(&app, "a deactivation").await;
        assert_eq!(count(format!("&address=province-{province}")).await, 0);
        assert_eq!(count(String::new()).await, 1);
    });
}

fn names(hits: &Value) -> Vec<&str> {
    hits.as_array().unwrap().iter().map(|h| h["text"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn lookups_rank_prefix_matches_first_then_shorter_names() {
    each_backend!(|app| {
        let mut world = Catalogue::new().place((34, "İstanbul"), (1, "Kadıköy"));
        for name in ["Güzellik Lale Evi", "Lale Güzellik Merkezi", "Lale", "Studio Lale", "Lalezar Kuaför", "Mavi Kuaför", "Kapalı Lale"]
        {
            let slug = domain::text::slugify(name);
            let mut salon = Salon::new(&slug).named(name);
            if name == "Kapalı Lale" {
                salon = salon.status("deactivated");
            }
            world = world.salon(salon);
        }
        // Enough names holding "kuafor" that the lookup takes its walk of the rank index.
        for n in 0..450 {
            world = world.salon(Salon::new(&format!("kuafor-{n}")).named(&format!("Şehir Kuaför {n:03}")));
        }
        world.build(&app).await;
        let (status, hits) = app.call(Method::GET, "/api/site/search-salons?term=lale").send().await;
        assert_eq!(status, 200, "{hits}");
        assert_eq!(names(&hits), ["Lale", "Lalezar Kuaför", "Lale Güzellik Merkezi", "Studio Lale", "Güzellik Lale Evi"]);
        let (_, hits) = app.call(Method::GET, "/api/site/search-salons?term=KUAFÖR").send().await;
        // No name starts with it; the shortest first, ties by age (id).
        assert_eq!(names(&hits)[..4], ["Mavi Kuaför", "Lalezar Kuaför", "Şehir Kuaför 000", "Şehir Kuaför 001"]);
        assert_eq!(hits.as_array().unwrap().len(), 15);
        let (_, hits) = app.call(Method::GET, "/api/site/search-salons?term=kuafor lalez").send().await;
        assert_eq!(names(&hits), ["Lalezar Kuaför"]);
    });
}

/// A card's slug, service price, service minutes and lowest price.
type CardPrices<'a> = (&'a str, Option<i64>, Option<i64>, Option<i64>);

#[tokio::test]
async fn with_a_service_asked_each_card_shows_that_service_and_the_price_sort_follows_it() {
    each_backend!(|app| {
        let fixture = Catalogue::hair_and_nails()
            // Cheapest of all thanks to its manicure, but its haircut is the dearer one.
            .salon(Salon::new("nails-first").sells("manikur", Sell::price(5_000)).sells("sac-kesimi", Sell::price(60_000).minutes(50)))
            .salon(
                Salon::new("hair-first")
                    .sells("sac-kesimi", Sell::price(50_000).discount(10).minutes(40))
                    .sells("yikama", Sell::price(20_000)),
            )
            .salon(Salon::new("no-haircut").sells("yikama", Sell::price(1_000)))
            .build(&app)
            .await;
        let haircut = fixture.service("sac-kesimi");
        let (status, list) = app.call(Method::GET, &format!("/api/site/salons?service_id={haircut}&sort_by=price")).send().await;
        assert_eq!(status, 200, "{list}");
        let cards: Vec<CardPrices> = list["salons"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (s["slug"].as_str().unwrap(), s["service_price"].as_i64(), s["service_duration_min"].as_i64(), s["price_from"].as_i64())
            })
            .collect();
        assert_eq!(cards, [("hair-first", Some(45_000), Some(40), Some(20_000)), ("nails-first", Some(60_000), Some(50), Some(5_000))]);
        // Without a service asked, the cards carry no service and the price sort takes the lowest of all.
        let (_, list) = app.call(Method::GET, "/api/site/salons?sort_by=price").send().await;
        let order: Vec<&str> = list["salons"].as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect();
        assert_eq!(order, ["no-haircut", "nails-first", "hair-first"]);
        assert!(list["salons"].as_array().unwrap().iter().all(|s| s["service_price"].is_null()));
    });
}
