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

        // Synthetic salons on top (`seed --synthetic`; on PostgreSQL it writes the reviews with
        // their kept totals' trigger off and counts the totals once): the admin's review tabs
        // still count every review.
        let report = store::seed::synthetic::load(&app.db, 40).await.expect("synthetic seed");
        assert!(report.reviews > 0);
        assert_eq!(
            review_totals(&app.db, "SELECT status, n FROM review_status_totals WHERE n <> 0").await,
            review_totals(&app.db, "SELECT status, COUNT(*) AS n FROM reviews GROUP BY status").await
        );
        let reviews = reviews::Entity::find().count(&app.db).await.unwrap() as i64;
        let kept: i64 = review_totals(&app.db, "SELECT status, n FROM review_status_totals").await.iter().map(|(_, n)| n).sum();
        assert_eq!(kept, reviews);
    });
}

/// (status, reviews) rows of `sql`, by status.
async fn review_totals(db: &store::Db, sql: &str) -> Vec<(String, i64)> {
    use sea_orm::ConnectionTrait;
    let rows = db.query_all_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
    let mut totals: Vec<(String, i64)> =
        rows.iter().map(|row| (row.try_get_by_index::<String>(0).unwrap(), row.try_get_by_index::<i64>(1).unwrap())).collect();
    totals.sort();
    totals
}

/// `seed --history` on three months instead of two years (the same rules; a test of the full
/// two years would take a minute per database): the benchmark salon's 10 masters are booked
/// at the rate that gives ≥ 60,000 appointments in two years, no master is booked twice at once,
/// and a second run adds nothing.
#[tokio::test]
async fn history_seed_books_the_benchmark_salon_at_the_rate_of_the_issue() {
    use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter, QueryOrder};
    const DAYS: i64 = 91;
    each_backend!(|app| {
        server::seed::demo(&app.db, &app.storage()).await.expect("demo seed");
        let report = store::seed::history::load_days(&app.db, DAYS).await.expect("history");
        assert!(report.salons > 1, "{report}");
        assert_eq!(report.masters_added, store::seed::history::BENCHMARK_MASTERS - 5, "{report}");
        let benchmark = salons::Entity::find()
            .filter(salons::Column::Plan.eq("premium"))
            .order_by_asc(salons::Column::Id)
            .one(&app.db)
            .await
            .unwrap()
            .unwrap();
        let masters = masters::Entity::find().filter(masters::Column::SalonId.eq(benchmark.id)).count(&app.db).await.unwrap();
        assert_eq!(masters, 10);
        let visits = appointments::Entity::find()
            .filter(appointments::Column::SalonId.eq(benchmark.id))
            .order_by_asc(appointments::Column::MasterId)
            .order_by_asc(appointments::Column::StartsAt)
            .all(&app.db)
            .await
            .unwrap();
        // Two years hold 730 / 91 times as many days (the same share of Sundays, give or take one).
        let two_years = visits.len() as i64 * store::seed::history::HISTORY_DAYS / DAYS;
        assert!(two_years >= 62_000, "{} visits in {DAYS} days: {two_years} in two years", visits.len());
        for pair in visits.windows(2) {
            if pair[0].master_id == pair[1].master_id {
                assert!(pair[0].ends_at <= pair[1].starts_at, "{} overlaps {}", pair[0].id, pair[1].id);
            }
        }
        let completed = visits.iter().filter(|v| v.status == "completed").count();
        assert!((80..=95).contains(&(completed * 100 / visits.len())), "{completed} of {} completed", visits.len());
        let items = appointment_items::Entity::find().count(&app.db).await.unwrap();
        assert!(items as usize >= visits.len());

        // The numbers' kept rows (written by the triggers on SQLite, counted once after the load
        // on PostgreSQL) hold what the appointments say, and the triggers act again afterwards.
        assert_eq!(kept_totals(&app.db, benchmark.id).await, counted_totals(&app.db, benchmark.id).await);
        // The salon row's last appointment change (migration 000043; stamped by the trigger on
        // SQLite, filled after the load on PostgreSQL) is the latest of the salon's appointments.
        let distinct = if app.db.get_database_backend() == sea_orm::DbBackend::Postgres { "IS DISTINCT FROM" } else { "IS NOT" };
        let stale = salons::Entity::find()
            .filter(salons::Column::Id.eq(benchmark.id))
            .filter(sea_orm::sea_query::Expr::cust(format!(
                "salons.last_appointment_at {distinct} (SELECT MAX(a.updated_at) FROM appointments a WHERE a.salon_id = salons.id)"
            )))
            .count(&app.db)
            .await
            .unwrap();
        assert_eq!(stale, 0, "the benchmark salon's last appointment change");
        let open = visits.iter().find(|v| v.status != "completed").expect("a visit that is not completed");
        app.db
            .execute_unprepared(&format!("UPDATE appointments SET status = 'completed', cancelled_by = NULL WHERE id = {}", open.id))
            .await
            .unwrap();
        assert_eq!(kept_totals(&app.db, benchmark.id).await, counted_totals(&app.db, benchmark.id).await, "after completing {}", open.id);

        let again = store::seed::history::load_days(&app.db, DAYS).await.expect("history again");
        assert_eq!((again.salons, again.appointments), (0, 0), "{again}");
    });
}

#[derive(sea_orm::FromQueryResult, Debug, PartialEq)]
struct Totals {
    appointments: i64,
    completed: i64,
    revenue: i64,
    clients: i64,
    client_visits: i64,
    units: i64,
    /// Master × client pairs with a completed visit (migration 000050's rows).
    pairs: i64,
}

async fn totals(db: &store::Db, sql: String) -> Totals {
    use sea_orm::{FromQueryResult, Statement};
    Totals::find_by_statement(Statement::from_string(db.get_database_backend(), sql)).one(db).await.unwrap().unwrap()
}

/// A salon's totals as the kept rows of migrations 000040 and 000050 hold them.
async fn kept_totals(db: &store::Db, salon: i64) -> Totals {
    totals(
        db,
        format!(
            "SELECT (SELECT CAST(SUM(appointments) AS BIGINT) FROM appointment_days WHERE salon_id = {salon}) AS appointments, \
             (SELECT CAST(SUM(completed) AS BIGINT) FROM appointment_days WHERE salon_id = {salon}) AS completed, \
             (SELECT CAST(SUM(revenue) AS BIGINT) FROM appointment_days WHERE salon_id = {salon}) AS revenue, \
             (SELECT COUNT(*) FROM salon_client_totals WHERE salon_id = {salon}) AS clients, \
             (SELECT CAST(SUM(visits) AS BIGINT) FROM salon_client_totals WHERE salon_id = {salon}) AS client_visits, \
             (SELECT CAST(SUM(quantity) AS BIGINT) FROM appointment_service_days WHERE salon_id = {salon}) AS units, \
             (SELECT COUNT(*) FROM master_client_totals WHERE salon_id = {salon}) AS pairs"
        ),
    )
    .await
}

/// The same totals counted from the appointments themselves.
async fn counted_totals(db: &store::Db, salon: i64) -> Totals {
    totals(
        db,
        format!(
            "SELECT (SELECT COUNT(*) FROM appointments WHERE salon_id = {salon}) AS appointments, \
             (SELECT COUNT(*) FROM appointments WHERE salon_id = {salon} AND status = 'completed') AS completed, \
             (SELECT CAST(SUM(total_price - points_discount) AS BIGINT) FROM appointments WHERE salon_id = {salon} AND status = 'completed') AS revenue, \
             (SELECT COUNT(DISTINCT client_phone) FROM appointments WHERE salon_id = {salon} AND status = 'completed') AS clients, \
             (SELECT COUNT(*) FROM appointments WHERE salon_id = {salon} AND status = 'completed') AS client_visits, \
             (SELECT CAST(SUM(i.quantity) AS BIGINT) FROM appointment_items i JOIN appointments a ON a.id = i.appointment_id \
              WHERE a.salon_id = {salon} AND a.status = 'completed' AND i.option_id IS NULL) AS units, \
             (SELECT COUNT(*) FROM (SELECT DISTINCT master_id, client_phone FROM appointments \
              WHERE salon_id = {salon} AND status = 'completed') p) AS pairs"
        ),
    )
    .await
}
