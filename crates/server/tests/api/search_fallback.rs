//! A search never ends in an empty page (issue #16 item 1) on both databases: when the places list
//! finds nothing for a service (or category) in a place, it names what was searched and returns the
//! nearest salons offering it (with their distance from the place's centre), then the place's salons
//! for the service's category; both stay empty while the exact search finds something.

use reqwest::Method;
use sea_orm::Set;
use serde_json::Value;

use crate::each_backend;
use crate::helpers::*;

/// Kadıköy has two salons, neither colouring hair fully; its neighbours do.
async fn world(app: &TestApp) -> Fixture {
    let at = |lat: f64, lng: f64| {
        move |s: &mut store::entities::salons::ActiveModel| {
            s.lat = Set(Some(lat));
            s.lng = Set(Some(lng));
        }
    };
    Catalogue::new()
        .place((34, "İstanbul"), (1, "Kadıköy"))
        .place((34, "İstanbul"), (2, "Üsküdar"))
        .place((34, "İstanbul"), (3, "Beşiktaş"))
        .place((34, "İstanbul"), (5, "Ataşehir"))
        .place((6, "Ankara"), (4, "Çankaya"))
        .neighbourhood(50, 1, "Caferağa Mah.", Some("34710"))
        .neighbourhood(51, 3, "Bebek Mah.", Some("34342"))
        .department("kuafor", ["Kuaför", "Hair Salon", "Парикмахерская"])
        .department("tirnak", ["Tırnak", "Nails", "Ногти"])
        .category("sac-boyama", "kuafor", ["Saç Boyama", "Hair Colouring", "Окрашивание волос"])
        .category("sac-kesimi", "kuafor", ["Saç Kesimi", "Haircuts", "Стрижки"])
        .category("manikur", "tirnak", ["Manikür", "Manicure", "Маникюр"])
        .service("tum-boya", "sac-boyama", ["Tüm Saç Boyama", "Full Colour", "Окрашивание по всей длине"])
        .service("dip-boya", "sac-boyama", ["Dip Boya", "Root Touch-up", "Окрашивание корней"])
        .service("kesim", "sac-kesimi", ["Kadın Saç Kesimi", "Women's Haircut", "Женская стрижка"])
        .service("klasik-manikur", "manikur", ["Klasik Manikür", "Classic Manicure", "Классический маникюр"])
        .salon(
            Salon::new("lale-kadikoy")
                .in_district(1)
                .sells("dip-boya", Sell::price(40_000))
                .sells("klasik-manikur", Sell::price(20_000))
                .with(at(40.985, 29.026))
                .with(|s| s.neighbourhood_id = Set(Some(50))),
        )
        .salon(Salon::new("nail-kadikoy").in_district(1).sells("klasik-manikur", Sell::price(25_000)).with(at(40.962, 29.086)))
        .salon(Salon::new("uskudar-kuafor").in_district(2).sells("tum-boya", Sell::price(90_000).discount(10)).with(at(41.025, 29.015)))
        .salon(Salon::new("besiktas-kuafor").in_district(3).sells("tum-boya", Sell::price(80_000)).with(at(41.077, 29.043)))
        .salon(Salon::new("konumsuz-kuafor").in_district(3).sells("tum-boya", Sell::price(70_000)))
        .salon(Salon::new("ankara-kuafor").in_district(4).sells("tum-boya", Sell::price(60_000)).with(at(39.905, 32.86)))
        .salon(
            Salon::new("kapali-kuafor").in_district(2).status("deactivated").sells("tum-boya", Sell::price(1_000)).with(at(40.99, 29.03)),
        )
        .build(app)
        .await
}

async fn list(app: &TestApp, lang: &str, query: &str) -> Value {
    let (status, body) = app.call(Method::GET, &format!("/api/site/salons?{query}")).lang(lang).send().await;
    assert_eq!(status, 200, "{query}: {body}");
    body
}

fn slugs(salons: &Value) -> Vec<&str> {
    salons.as_array().unwrap().iter().map(|s| s["slug"].as_str().unwrap()).collect()
}

fn kinds(list: &Value) -> Vec<&str> {
    list["relaxed"].as_array().unwrap().iter().map(|r| r["kind"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn an_empty_search_for_a_service_in_a_district_shows_the_nearest_salons_then_related_services() {
    each_backend!(|app| {
        let f = world(&app).await;
        let (colour, manicure) = (f.service("tum-boya"), f.service("klasik-manikur"));

        let found = list(&app, "tr", &format!("service_id={colour}&address=district-1")).await;
        assert_eq!(found["total"], 0, "the exact search stays as it is");
        assert!(found["salons"].as_array().unwrap().is_empty());
        assert_eq!(found["searched"]["service"]["name"], "Tüm Saç Boyama");
        assert_eq!(found["searched"]["place"]["name"], "Kadıköy");
        assert_eq!(found["searched"]["place"]["within"], "İstanbul");
        assert_eq!(found["searched"]["place"]["address"], "district-1");
        assert_eq!(found["searched"]["service"]["id"], colour);
        assert_eq!(kinds(&found), ["nearby", "related_services"]);

        // Nearest to Kadıköy's centre (the mean of its salons' positions) first, within 50 km: not
        // Ankara's salon (350 km), nor the one without a position, nor the deactivated one.
        let nearby = &found["relaxed"][0];
        assert_eq!(slugs(&nearby["salons"]), ["uskudar-kuafor", "besiktas-kuafor"]);
        assert!(nearby["subject"].is_null());
        let km: Vec<Option<f64>> = nearby["salons"].as_array().unwrap().iter().map(|s| s["distance_km"].as_f64()).collect();
        let uskudar = domain::geo::distance_km((40.985 + 40.962) / 2.0, (29.026 + 29.086) / 2.0, 41.025, 29.015);
        assert_eq!(km[0], Some((uskudar * 10.0).round() / 10.0), "kilometres from the centre, one decimal");
        assert!(km[0] < km[1] && km[1] < Some(50.0), "{km:?}");
        // The asked service's price at each salon, after its discount.
        assert_eq!(nearby["salons"][0]["service_price"], 81_000);
        assert_eq!(nearby["salons"][1]["service_duration_min"], 45);

        // Kadıköy's salons for the service's category: Lale colours roots.
        let related = &found["relaxed"][1];
        assert_eq!(related["subject"], "Saç Boyama");
        assert_eq!(slugs(&related["salons"]), ["lale-kadikoy"]);
        assert!(related["salons"][0]["distance_km"].is_null());

        // The names follow the request's language.
        let english = list(&app, "en", &format!("service_id={colour}&address=district-1")).await;
        assert_eq!(english["searched"]["service"]["name"], "Full Colour");
        assert_eq!(english["relaxed"][1]["subject"], "Hair Colouring");
        let russian = list(&app, "ru", &format!("service_id={colour}&address=district-1")).await;
        assert_eq!(russian["relaxed"][1]["subject"], "Окрашивание волос");

        // A search that finds something is not loosened, and still names what it searched.
        let exact = list(&app, "tr", &format!("service_id={manicure}&address=district-1")).await;
        assert_eq!(slugs(&exact["salons"]).len(), 2);
        assert_eq!(kinds(&exact), Vec::<&str>::new());
        assert_eq!(exact["searched"]["service"]["name"], "Klasik Manikür");
        // Without a place or without a term there is nothing to loosen.
        let anywhere = list(&app, "tr", &format!("service_id={}", f.service("kesim"))).await;
        assert_eq!((anywhere["total"].as_u64(), kinds(&anywhere)), (Some(0), vec![]));
        let nothing_in = list(&app, "tr", "address=district-5").await;
        assert_eq!((nothing_in["total"].as_u64(), kinds(&nothing_in)), (Some(0), vec![]));
        assert_eq!(nothing_in["searched"]["place"]["name"], "Ataşehir");
        assert!(nothing_in["searched"]["service"].is_null());
    });
}

#[tokio::test]
async fn the_centre_of_a_place_without_salons_is_that_of_what_it_lies_in() {
    each_backend!(|app| {
        let f = world(&app).await;
        let colour = f.service("tum-boya");

        // Bebek has no salon: Beşiktaş's salons make its centre, so Beşiktaş's salon comes first.
        let bebek = list(&app, "tr", &format!("service_id={colour}&address=subdistrict-51")).await;
        assert_eq!(bebek["searched"]["place"]["name"], "Bebek Mah.");
        assert_eq!(bebek["searched"]["place"]["within"], "Beşiktaş, İstanbul");
        assert_eq!(slugs(&bebek["relaxed"][0]["salons"])[0], "besiktas-kuafor");
        assert_eq!(bebek["relaxed"][0]["salons"][0]["distance_km"], 0.0);
        // No salon nearby sells the category in Bebek: the related list is left out.
        assert_eq!(kinds(&bebek), ["nearby"]);

        // Ataşehir has no salon at all: İstanbul's centre (41.0, 29.0 in these tests) is the point.
        let atasehir = list(&app, "tr", &format!("service_id={colour}&address=district-5")).await;
        assert_eq!(slugs(&atasehir["relaxed"][0]["salons"])[..2], ["uskudar-kuafor", "besiktas-kuafor"]);

        // A neighbourhood with salons is its own centre: Lale, in Caferağa.
        let caferaga = list(&app, "tr", &format!("service_id={}&address=subdistrict-50", f.service("kesim"))).await;
        assert_eq!(caferaga["total"], 0);
        assert_eq!(kinds(&caferaga), ["related_services"], "nobody cuts hair, Lale colours roots in Caferağa");
        assert_eq!(caferaga["relaxed"][0]["subject"], "Kuaför", "no one in the category there: its department");
    });
}

#[tokio::test]
async fn a_category_search_loosens_to_the_department_and_other_filters_stay() {
    each_backend!(|app| {
        let f = world(&app).await;
        // Nobody offers haircuts: no nearby list; Kadıköy's hair salons (Lale) for the department.
        let cut = list(&app, "en", &format!("category_id={}&address=district-1", f.category("sac-kesimi"))).await;
        assert_eq!(cut["searched"]["category"]["name"], "Haircuts");
        assert_eq!(kinds(&cut), ["related_services"]);
        assert_eq!(cut["relaxed"][0]["subject"], "Hair Salon");
        assert_eq!(slugs(&cut["relaxed"][0]["salons"]), ["lale-kadikoy"]);

        // A department has nothing broader: only the nearest salons.
        let nails = list(&app, "tr", &format!("department_id={}&address=district-2", f.department("tirnak"))).await;
        assert_eq!(kinds(&nails), ["nearby"]);
        assert_eq!(slugs(&nails["relaxed"][0]["salons"]), ["lale-kadikoy", "nail-kadikoy"], "nearest to Üsküdar's salon");
        // Nothing within 50 km of Çankaya does nails: nothing to show at all.
        let far = list(&app, "tr", &format!("department_id={}&address=district-4", f.department("tirnak"))).await;
        assert_eq!((far["total"].as_u64(), kinds(&far)), (Some(0), vec![]));

        // The price bound is kept: Beşiktaş's 800 TRY colour, not Üsküdar's 810 TRY; Lale's 400 TRY roots.
        let cheap = list(&app, "tr", &format!("service_id={}&address=district-1&price_max=80000", f.service("tum-boya"))).await;
        assert_eq!(slugs(&cheap["relaxed"][0]["salons"]), ["besiktas-kuafor"]);
        assert_eq!(slugs(&cheap["relaxed"][1]["salons"]), ["lale-kadikoy"]);
    });
}
