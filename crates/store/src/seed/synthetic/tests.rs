//! The synthetic seed on a real database, on top of the demo data.

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use super::*;
use crate::seed::demo;

/// The whole seed on a fresh SQLite file: demo first, then synthetic salons that the
/// listing and the search index see; a second run refuses.
#[tokio::test]
async fn seeds_on_top_of_the_demo_and_refuses_twice() {
    let dir = tempfile::tempdir().unwrap();
    let db = crate::connect(&format!("sqlite://{}", dir.path().join("syn.db").display())).await.unwrap();
    assert!(load(&db, 5).await.is_err(), "needs the demo data first");
    crate::migrate(&db).await.unwrap();
    let inputs = demo::Inputs { password_hash: "not a real hash".into() };
    demo::load(&db, inputs, async { Ok(demo::placeholder_photos()) }, |_| async { Ok(()) }).await.unwrap();
    let before = salons::Entity::find().count(&db).await.unwrap();
    let report = load(&db, 90).await.unwrap();
    assert_eq!(report.salons, 90);
    assert_eq!(salons::Entity::find().count(&db).await.unwrap(), before + 90);
    assert!(report.salon_services >= 90 * 6 && report.salon_services <= 90 * 15);
    assert!(report.masters >= 180 && report.masters <= 450);
    // Every province got one.
    let provinces: Vec<i64> = salons::Entity::find()
        .filter(salons::Column::Slug.starts_with(SLUG_PREFIX))
        .all(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.province_id)
        .collect();
    let mut unique = provinces.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 81);
    // Ratings agree with the reviews.
    for salon in salons::Entity::find().filter(salons::Column::Slug.starts_with(SLUG_PREFIX)).all(&db).await.unwrap() {
        let rating = crate::salon_page::rating(&db, Some(salon.id), None).await.unwrap();
        assert_eq!(rating.count, i64::from(salon.reviews_count), "{}", salon.slug);
        match (rating.average(), salon.rating_avg) {
            (Some(a), Some(b)) => assert!((a - b).abs() < 1e-9, "{}: {a} vs {b}", salon.slug),
            (None, None) => {}
            other => panic!("{}: {other:?}", salon.slug),
        }
        let page = crate::salon_page::services(&db, domain::Locale::Tr, salon.id).await.unwrap();
        assert!(page.iter().flat_map(|g| &g.services).all(|s| !s.master_ids.is_empty()), "{}", salon.slug);
    }
    // The search index follows the inserts.
    let first = salons::Entity::find().filter(salons::Column::Slug.starts_with(SLUG_PREFIX)).one(&db).await.unwrap().unwrap();
    let word = first.search_key.split_whitespace().next().unwrap().to_owned();
    let hits = crate::search::salons(&db, &word, 100).await.unwrap();
    assert!(hits.iter().any(|h| h.id == first.id), "{word}");
    // A second run refuses instead of duplicating.
    assert!(load(&db, 5).await.unwrap_err().to_string().contains("synthetic"));
}
