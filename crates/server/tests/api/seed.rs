//! The demo seed on a real database: everything `make run` shows on first start.

use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::Value;
use store::entities::*;

use crate::each_backend;
use crate::helpers::Method;

#[tokio::test]
async fn demo_seed_fills_a_fresh_database() {
    each_backend!(|app| {
        let report = server::seed::demo(&app.db, &app.storage()).await.expect("demo seed");
        assert_eq!(report.provinces, 81);
        assert!(report.districts >= 970);
        assert!(report.salons >= 40);
        assert_eq!(provinces::Entity::find().count(&app.db).await.unwrap(), 81);
        assert!(neighbourhoods::Entity::find().count(&app.db).await.unwrap() > 30_000);
        assert_eq!(departments::Entity::find().count(&app.db).await.unwrap(), 8);
        assert!(services::Entity::find().count(&app.db).await.unwrap() >= 80);
        assert!(masters::Entity::find().count(&app.db).await.unwrap() >= 88);
        assert_eq!(accounts::Entity::find().count(&app.db).await.unwrap(), 5);
        // The demo client has a completed visit to review and one ahead.
        let visits = appointments::Entity::find().all(&app.db).await.unwrap();
        let mut statuses: Vec<&str> = visits.iter().filter(|v| v.client_account_id.is_some()).map(|v| v.status.as_str()).collect();
        statuses.sort_unstable();
        assert_eq!(statuses, ["completed", "confirmed"]);
        // The first salon's desk has walk-in and phone clients' visits, some waiting for it.
        let desk: Vec<_> = visits.iter().filter(|v| v.client_account_id.is_none()).collect();
        assert!(desk.len() >= 8, "{}", desk.len());
        assert!(desk.iter().all(|v| v.salon_id == desk[0].salon_id));
        assert!(
            desk.iter().any(|v| v.status == "new")
                && desk.iter().any(|v| v.status == "cancelled")
                && desk.iter().any(|v| v.source == "manual")
        );

        // A second run refuses instead of duplicating.
        assert!(server::seed::demo(&app.db, &app.storage()).await.is_err());

        let (_, libs) = app.call(Method::GET, "/api/site/libs").lang("en").send().await;
        assert_eq!(libs["header_departments"].as_array().unwrap().len(), 7);

        let best: Value = app.get("/api/site/best-salons?limit=8").await.json().await.unwrap();
        let salons = best["salons"].as_array().unwrap();
        assert_eq!(salons.len(), 8);
        for salon in salons {
            assert!(salon["price_from"].as_i64().unwrap() > 0, "{salon}");
            assert!(!salon["departments"].as_array().unwrap().is_empty());
            let cover = salon["cover_url"].as_str().unwrap();
            let image = app.get(cover).await;
            assert_eq!(image.status(), 200, "{cover}");
        }
        let slug = salons[0]["slug"].as_str().unwrap();
        assert_eq!(app.get(&format!("/en/place/{slug}")).await.status(), 200);
        assert_eq!(app.get("/istanbul-kuafor").await.status(), 200);
    });
}
