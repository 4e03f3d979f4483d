use serde_json::Value;

use crate::each_backend;
use crate::helpers::*;

#[tokio::test]
async fn health_answers_on_every_backend() {
    each_backend!(|app| {
        let response = app.get("/api/health").await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["status"], "ok");
        let expected = if app.backend == Backend::Postgres { "postgres" } else { "sqlite" };
        assert_eq!(body["database"], expected);
    });
}

#[tokio::test]
async fn libs_gives_at_most_seven_departments_in_the_request_language() {
    each_backend!(|app| {
        Catalogue::new().departments(9).build(&app).await;

        let tr: Value = app.get("/api/site/libs").await.json().await.unwrap();
        let departments = tr["header_departments"].as_array().unwrap();
        assert_eq!(departments.len(), 7);
        assert_eq!(departments[0]["name"], "Bölüm 0");
        assert_eq!(departments[0]["slug"], "dep-0");
        let icon = departments[0]["icon"].as_str().unwrap().to_owned();
        assert_eq!(tr["site"]["name"], "Randevu");

        let (_, en) = app.call(Method::GET, "/api/site/libs").lang("en-GB,en;q=0.9").send().await;
        assert_eq!(en["header_departments"][0]["name"], "Department 0");
        let (_, ru) = app.call(Method::GET, "/api/site/libs").header("cookie", "locale=ru").lang("en").send().await;
        assert_eq!(ru["header_departments"][0]["name"], "Отдел 0");
        let (_, referer) = app
            .call(Method::GET, "/api/site/libs")
            .header("referer", "http://localhost/en/about")
            .header("cookie", "locale=ru")
            .send()
            .await;
        assert_eq!(referer["header_departments"][0]["name"], "Department 0");

        let svg = app.get(&icon).await;
        assert_eq!(svg.status(), 200);
        assert_eq!(svg.headers()["content-type"], "image/svg+xml");
        assert!(svg.text().await.unwrap().contains("<svg"));
    });
}

#[tokio::test]
async fn errors_have_one_shape_in_the_request_language() {
    each_backend!(|app| {
        let response = app.call(Method::GET, "/api/site/no-such-endpoint").lang("ru").response().await;
        assert_eq!(response.status(), 404);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message_code"], "not_found");
        assert_eq!(body["message"], "Запрошенный объект не найден");

        let response = app.get("/api/site/departments/999/icon.svg").await;
        assert_eq!(response.status(), 404);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message_code"], "not_found");
        assert_eq!(body["message"], "Aradığınız kayıt bulunamadı");

        // A wrong method on a real endpoint is still our JSON shape, never an empty body.
        let response = app.call(Method::DELETE, "/api/site/libs").lang("en").response().await;
        assert_eq!(response.status(), 405);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message_code"], "validation_error");
        assert_eq!(body["message"], "Validation error");
    });
}

#[tokio::test]
async fn files_cannot_escape_the_store() {
    each_backend!(|app| {
        std::fs::create_dir_all(app.storage_dir.join("salons")).unwrap();
        std::fs::write(app.storage_dir.join("salons/a.svg"), "<svg/>").unwrap();
        assert_eq!(app.get("/api/files/salons/a.svg").await.status(), 200);
        assert_eq!(app.get("/api/files/salons/..%2F..%2Fetc%2Fpasswd").await.status(), 404);
        assert_eq!(app.get("/api/files/salons/.hidden").await.status(), 404);
        assert_eq!(app.get("/api/files/salons/missing.svg").await.status(), 404);
    });
}

#[tokio::test]
async fn openapi_document_describes_the_api() {
    let app = spawn_app(Backend::Sqlite).await;
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status(), 200);
    let doc: Value = response.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    for path in ["/api/site/libs", "/api/site/best-salons", "/api/health"] {
        assert!(doc["paths"].get(path).is_some(), "{path} missing from the OpenAPI document");
    }
    assert!(doc["components"]["schemas"].get("ErrorBody").is_some());
}

#[tokio::test]
async fn best_salons_lists_active_salons_with_prices() {
    each_backend!(|app| {
        let f = Catalogue::new().salon(Salon::new("first")).salon(Salon::new("hidden").status("deactivated")).build(&app).await;
        let first = f.salon("first");

        let body: Value = app.get("/api/site/best-salons?limit=5").await.json().await.unwrap();
        let salons = body["salons"].as_array().unwrap();
        assert_eq!(salons.len(), 1, "deactivated salons are not listed");
        assert_eq!(salons[0]["id"], first.id);
        assert_eq!(salons[0]["city"], "İstanbul");
        assert_eq!(salons[0]["district"], "Kadıköy");
        assert!(salons[0]["price_from"].is_null());
    });
}

/// Starred salons first, then the rated by their mark and number of reviews, and the unrated
/// last — on PostgreSQL too, where a plain `rating_avg DESC` puts the unrated (NULL) first.
#[tokio::test]
async fn best_salons_put_stars_first_and_the_unrated_last() {
    each_backend!(|app| {
        let rated = |mark: Option<f64>, reviews: i32, star: bool| {
            move |s: &mut store::entities::salons::ActiveModel| {
                s.rating_avg = sea_orm::Set(mark);
                s.reviews_count = sea_orm::Set(reviews);
                s.is_star = sea_orm::Set(star);
            }
        };
        let f = Catalogue::new()
            .salon(Salon::new("unrated").with(rated(None, 0, false)))
            .salon(Salon::new("good").with(rated(Some(4.2), 30, false)))
            .salon(Salon::new("starred").with(rated(Some(3.1), 2, true)))
            .salon(Salon::new("better").with(rated(Some(4.8), 5, false)))
            .salon(Salon::new("as-good-more-reviews").with(rated(Some(4.2), 90, false)))
            .build(&app)
            .await;
        let body: Value = app.get("/api/site/best-salons?limit=5").await.json().await.unwrap();
        let order: Vec<i64> = body["salons"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
        let expected: Vec<i64> =
            ["starred", "better", "as-good-more-reviews", "good", "unrated"].iter().map(|slug| f.salon(slug).id).collect();
        assert_eq!(order, expected);
    });
}

/// What the OpenAPI document bounds is refused beyond its bounds (a 422 naming the field), never
/// silently clamped, and a body the document says is an object is one: Schemathesis checks both.
#[tokio::test]
async fn values_beyond_the_document_s_bounds_are_refused() {
    each_backend!(|app| {
        let f = Catalogue::new().salon(Salon::new("first")).build(&app).await;
        let first = f.salon("first");
        for (path, field) in [
            ("/api/site/best-salons?limit=25".to_owned(), "limit"),
            ("/api/site/best-salons?limit=0".to_owned(), "limit"),
            ("/api/dev/outbox?limit=201".to_owned(), "limit"),
            (format!("/api/site/salon-last-replies/{}?limit=51", first.id), "limit"),
        ] {
            let response = app.get(&path).await;
            assert_eq!(response.status(), 422, "{path}");
            let body: Value = response.json().await.unwrap();
            assert!(body["errors"].get(field).is_some(), "{path}: {body}");
        }
        assert_eq!(app.get("/api/site/best-salons?limit=24").await.status(), 200);
        assert_eq!(app.get(&format!("/api/site/salon-last-replies/{}?limit=50", first.id)).await.status(), 200);

        // serde would fill the struct from an array; the document says object.
        let (status, body) = app.call(Method::POST, "/api/site/login/password").json(serde_json::json!([])).send().await;
        assert_eq!(status, 422);
        assert_eq!(body["errors"]["body"][0], "Hatalı biçim");
    });
}

/// The committed snapshot the web's API types are generated from must match the code.
#[test]
fn openapi_snapshot_matches_the_code() {
    let snapshot = include_str!("../../../../web/src/shared/api/openapi.json");
    let current = api::openapi().to_pretty_json().unwrap();
    assert!(
        snapshot.trim_end() == current.trim_end(),
        "web/src/shared/api/openapi.json is out of date: run `make api-types` and commit the result"
    );
}

/// The web's generated types key operations by id: two handlers with one id would silently give
/// one of them the other's request and response types.
#[test]
fn operation_ids_are_unique() {
    let doc = serde_json::to_value(api::openapi()).unwrap();
    let mut seen = std::collections::BTreeMap::<String, String>::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if let Some(id) = op.get("operationId").and_then(|v| v.as_str()) {
                let here = format!("{method} {path}");
                if let Some(before) = seen.insert(id.to_owned(), here.clone()) {
                    panic!("operationId `{id}` is used by both `{before}` and `{here}`: give one an explicit operation_id");
                }
            }
        }
    }
}
