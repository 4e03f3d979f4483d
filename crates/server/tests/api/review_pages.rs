//! Pages of public reviews (issue #16 item 9): a salon's reviews page through all of them and
//! filter by master (the averages follow the filter); a master's page lists that master's reviews
//! with their averages; rejected reviews never show; bad pages are 422s and unknown masters 404s.
//! Every test runs on each backend.

use chrono::{Duration, Utc};
use sea_orm::{ActiveModelTrait, Set};
use serde_json::Value;
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

struct World {
    salon: i64,
    elif: i64,
    deniz: i64,
}

/// Kuaför Işık with Elif (13 placed reviews, 5/5/5 and 3/3/3 alternating, and a rejected one) and
/// Deniz (2 placed, 4/2/3).
async fn world(app: &TestApp) -> World {
    let f = Catalogue::new()
        .departments(1)
        .category("sac", "dep-0", ["Saç", "Hair", "Волосы"])
        .service("sac-kesimi", "sac", ["Saç kesimi", "Haircut", "Стрижка"])
        .salon(
            Salon::new("salon-a")
                .named("Kuaför Işık")
                .owner("+905551120001")
                .sells("sac-kesimi", Sell::price(40000))
                .master(Master::new("Elif Şahin").does(&["sac-kesimi"]))
                .master(Master::new("Deniz Kaya").does(&["sac-kesimi"])),
        )
        .build(app)
        .await;
    let (salon, elif, deniz) = (f.salon("salon-a").id, f.master("Elif Şahin"), f.master("Deniz Kaya"));
    let mut reviews = Vec::new();
    for i in 0..13 {
        let mark = if i % 2 == 0 { 5 } else { 3 };
        reviews.push((elif, (mark, mark, mark), "placed", i));
    }
    reviews.push((elif, (1, 1, 1), "rejected", 13));
    reviews.push((deniz, (4, 2, 3), "placed", 14));
    reviews.push((deniz, (4, 2, 3), "placed", 15));
    for (master, marks, status, n) in reviews {
        reviews::ActiveModel {
            salon_id: Set(salon),
            master_id: Set(Some(master)),
            author_name: Set(format!("Müşteri{n} Yılmaz")),
            service_quality: Set(marks.0),
            atmosphere: Set(marks.1),
            cleanliness: Set(marks.2),
            text: Set(Some(format!("Yorum {n}"))),
            lang: Set("tr".into()),
            status: Set(status.into()),
            created_at: Set(Utc::now() - Duration::hours(100 - n)),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
    }
    World { salon, elif, deniz }
}

async fn json(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "GET {path}");
    response.json().await.unwrap()
}

fn texts(page: &Value) -> Vec<String> {
    page["replies"].as_array().unwrap().iter().map(|r| r["text"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn a_salon_s_reviews_page_through_all_and_filter_by_master() {
    each_backend!(|app| {
        let w = world(&app).await;
        let mut seen = Vec::new();
        for page in 1..=4 {
            let body = json(&app, &format!("/api/site/salon-last-replies/{}?limit=4&page={page}", w.salon)).await;
            assert_eq!((body["count"].as_u64(), body["page"].as_u64(), body["limit"].as_u64()), (Some(15), Some(page), Some(4)), "{body}");
            assert_eq!(body["rating"]["count"], 15);
            seen.extend(texts(&body));
        }
        // Newest first, every placed review once, the rejected one (Yorum 13) never.
        let expected: Vec<String> = [15, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].iter().map(|n| format!("Yorum {n}")).collect();
        assert_eq!(seen, expected);
        let beyond = json(&app, &format!("/api/site/salon-last-replies/{}?limit=4&page=5", w.salon)).await;
        assert_eq!((beyond["replies"].as_array().unwrap().len(), beyond["count"].as_u64()), (0, Some(15)));

        // One master's reviews at the salon, with that master's averages.
        let deniz = json(&app, &format!("/api/site/salon-last-replies/salon-a?master_id={}", w.deniz)).await;
        assert_eq!(texts(&deniz), ["Yorum 15", "Yorum 14"]);
        assert_eq!(deniz["count"], 2);
        assert_eq!((deniz["rating"]["service_quality"].as_f64(), deniz["rating"]["atmosphere"].as_f64()), (Some(4.0), Some(2.0)));
        assert_eq!(deniz["replies"][0]["master_name"], "Deniz Kaya");
        assert_eq!(deniz["replies"][0]["author_name"], "Müşteri15 Y.");
        let elif = json(&app, &format!("/api/site/salon-last-replies/salon-a?master_id={}&limit=50", w.elif)).await;
        assert_eq!((elif["count"].as_u64(), elif["replies"].as_array().unwrap().len()), (Some(13), 13));
        // A master of no review (or of another salon) filters to nothing.
        let nobody = json(&app, &format!("/api/site/salon-last-replies/salon-a?master_id={}", w.deniz + 1000)).await;
        assert_eq!((nobody["count"].as_u64(), nobody["rating"]["count"].as_i64()), (Some(0), Some(0)));
    });
}

#[tokio::test]
async fn a_master_page_lists_that_master_s_reviews_with_averages() {
    each_backend!(|app| {
        let w = world(&app).await;
        let first = json(&app, &format!("/api/site/salon/employee-replies/{}?limit=10", w.elif)).await;
        assert_eq!(first["count"], 13);
        assert_eq!(texts(&first).first().map(String::as_str), Some("Yorum 12"));
        // Seven 5s and six 3s: 53 / 13 = 4.08 → 4.1 in every column and overall.
        for column in ["average", "service_quality", "atmosphere", "cleanliness"] {
            assert_eq!(first["rating"][column].as_f64(), Some(4.1), "{column}: {first}");
        }
        let second = json(&app, &format!("/api/site/salon/employee-replies/{}?limit=10&page=2", w.elif)).await;
        assert_eq!(texts(&second), ["Yorum 2", "Yorum 1", "Yorum 0"]);
        assert_eq!(second["page"], 2);
        // The master page's own summary agrees with the list.
        let info = json(&app, &format!("/api/site/salon/employee-info/{}", w.elif)).await;
        assert_eq!(info["rating"]["count"], 13);
    });
}

#[tokio::test]
async fn review_pages_refuse_bad_pages_and_unknown_masters() {
    each_backend!(|app| {
        let w = world(&app).await;
        for (path, field) in [
            (format!("/api/site/salon-last-replies/{}?page=0", w.salon), "page"),
            (format!("/api/site/salon-last-replies/{}?page=10001", w.salon), "page"),
            (format!("/api/site/salon-last-replies/{}?master_id=0", w.salon), "master_id"),
            (format!("/api/site/salon/employee-replies/{}?limit=51", w.elif), "limit"),
            (format!("/api/site/salon/employee-replies/{}?page=0", w.elif), "page"),
        ] {
            let (status, body) = app.call(reqwest::Method::GET, &path).lang("en").send().await;
            assert_eq!(status, 422, "{path}: {body}");
            assert!(body["errors"][field].is_array(), "{path}: {body}");
        }
        for path in ["/api/site/salon/employee-replies/999999", "/api/site/salon/employee-replies/abc"] {
            assert_eq!(app.get(path).await.status(), 404, "{path}");
        }
    });
}
