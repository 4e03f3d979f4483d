//! Operations (issue #15 item 11): `/metrics` behind its token, and `randevu backup` of a SQLite
//! database while the server runs.

use sea_orm::{EntityTrait, PaginatorTrait};
use store::entities::salons;

use crate::helpers::*;

async fn scrape(app: &TestApp, token: Option<&str>) -> (u16, String) {
    let mut call = app.call(Method::GET, "/metrics");
    if let Some(token) = token {
        call = call.auth(token);
    }
    let response = call.response().await;
    (response.status().as_u16(), response.text().await.unwrap())
}

#[tokio::test]
async fn metrics_count_requests_per_route_for_the_token_holder_only() {
    for backend in backends() {
        let off = spawn_app(backend).await;
        assert_eq!(scrape(&off, Some("anything")).await.0, 404, "no token configured: no metrics");

        let app = spawn_app_with(backend, |c| {
            c.metrics_token = "scrape-me".into();
            // The rendered pages' cache is counted too (its first page waits for a renderer's start).
            c.render.node = "node".into();
            c.render.timeout_ms = 60_000;
        })
        .await;
        let f = Catalogue::hair_and_nails().salon(Salon::new("olcum-a").sells("sac-kesimi", Sell::price(40000))).build(&app).await;
        for _ in 0..3 {
            let (status, _) = app.call(Method::GET, "/api/site/salon-last-replies/olcum-a").send().await;
            assert_eq!(status, 200);
        }
        let (status, _) = app.call(Method::GET, &format!("/api/site/salon-last-replies/{}", f.salon("olcum-a").id + 1000)).send().await;
        assert_eq!(status, 404);
        for _ in 0..2 {
            let page = app.call(Method::GET, "/isletme/olcum-a").response().await;
            assert_eq!(page.status().as_u16(), 200);
        }

        assert_eq!(scrape(&app, None).await.0, 401);
        assert_eq!(scrape(&app, Some("wrong")).await.0, 401);
        let (status, text) = scrape(&app, Some("scrape-me")).await;
        assert_eq!(status, 200, "{text}");
        let route = r#"route="/api/site/salon-last-replies/{id}""#;
        assert!(text.contains(&format!(r#"randevu_http_requests_total{{method="GET",{route},status="2xx"}} 3"#)), "{text}");
        assert!(text.contains(&format!(r#"randevu_http_requests_total{{method="GET",{route},status="4xx"}} 1"#)), "{text}");
        assert!(text.contains(&format!(r#"randevu_http_request_duration_seconds_count{{method="GET",{route},status="2xx"}} 3"#)), "{text}");
        assert!(text.contains("randevu_db_pool_connections "), "{text}");
        // The salon page: rendered on the first request, from the cache on the second.
        assert!(text.contains(r#"randevu_page_cache_requests_total{outcome="rendered"} 1"#), "{text}");
        assert!(text.contains(r#"randevu_page_cache_requests_total{outcome="fresh"} 1"#), "{text}");
        assert!(text.contains("randevu_jobs_due 0"), "{text}");
        assert!(text.contains("randevu_jobs_failed 0"), "{text}");
    }
}

#[tokio::test]
async fn backup_copies_a_running_sqlite_database_and_refuses_postgres() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        Catalogue::hair_and_nails()
            .salon(Salon::new("yedek-a").sells("sac-kesimi", Sell::price(40000)))
            .salon(Salon::new("yedek-b").sells("sac-kesimi", Sell::price(30000)))
            .build(&app)
            .await;
        // A connection of its own, as `randevu backup` opens beside the running server.
        let db = store::connect(&app.config.database_url).await.unwrap();
        let file = app.storage_dir.join("backup.db");
        match backend {
            Backend::Sqlite => {
                store::ops::backup_sqlite(&db, &file).await.unwrap();
                let copy = store::connect(&format!("sqlite://{}", file.display())).await.unwrap();
                assert_eq!(salons::Entity::find().count(&copy).await.unwrap(), 2, "the copy holds the rows");
                let again = store::ops::backup_sqlite(&db, &file).await.unwrap_err().to_string();
                assert!(again.contains("exists already"), "{again}");
            }
            Backend::Postgres => {
                let refused = store::ops::backup_sqlite(&db, &file).await.unwrap_err().to_string();
                assert!(refused.contains("pg_dump"), "{refused}");
                assert!(!file.exists());
            }
        }
    }
}
