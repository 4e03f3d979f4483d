//! Page paths: the route table decides 200 or 404, and the served HTML carries the route's
//! head and first data before any script runs.

use crate::each_backend;
use crate::helpers::*;

fn initial_data(html: &str) -> serde_json::Value {
    let start = html.find("<script id=\"initial-data\" type=\"application/json\">").expect("initial data script");
    let rest = &html[start..];
    let json = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
    serde_json::from_str(json).expect("initial data JSON")
}

#[tokio::test]
async fn static_pages_in_three_languages() {
    each_backend!(|app| {
        Catalogue::new().departments(2).build(&app).await;
        for (path, lang, title, canonical) in [
            ("/hakkimizda", "tr", "Hakkımızda", "/hakkimizda"),
            ("/en/about", "en", "About", "/en/about"),
            ("/ru/o-nas", "ru", "О нас", "/ru/o-nas"),
        ] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 200, "{path}");
            assert_eq!(response.headers()["content-language"], lang);
            let html = response.text().await.unwrap();
            assert!(html.contains(&format!("<html lang=\"{lang}\" data-mantine-color-scheme=\"light\">")), "{path}: html lang");
            let title_tag = &html[html.find("<title>").unwrap()..html.find("</title>").unwrap()];
            assert!(title_tag.contains(title), "{path}: title {title_tag}");
            assert!(html.contains(&format!("<link rel=\"canonical\" href=\"http://localhost:8080{canonical}\">")), "{path}: canonical");
            assert!(html.contains("hreflang=\"tr\" href=\"http://localhost:8080/hakkimizda\""));
            assert!(html.contains("hreflang=\"en\" href=\"http://localhost:8080/en/about\""));
            assert!(html.contains("hreflang=\"ru\" href=\"http://localhost:8080/ru/o-nas\""));
            assert!(html.contains("hreflang=\"x-default\" href=\"http://localhost:8080/hakkimizda\""));
            assert!(html.contains("application/ld+json"));
            let data = initial_data(&html);
            assert_eq!(data["status"], 200);
            assert_eq!(data["route"], "about");
            assert_eq!(data["libs"]["header_departments"].as_array().unwrap().len(), 2);
        }
    });
}

#[tokio::test]
async fn home_pages_answer_in_their_language() {
    each_backend!(|app| {
        for (path, lang) in [("/", "tr"), ("/en", "en"), ("/ru", "ru"), ("/en/", "en")] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 200, "{path}");
            let html = response.text().await.unwrap();
            assert!(html.contains(&format!("<html lang=\"{lang}\" data-mantine-color-scheme=\"light\">")), "{path}");
            assert_eq!(initial_data(&html)["route"], "home");
            // A guest's page says so, and the app does not ask for an account (no 401 in the console).
            assert_eq!(initial_data(&html)["signed_in"], false, "{path}");
        }
        let f = Catalogue::new().client("+905551110001").build(&app).await;
        let response = app.call(Method::GET, "/").header("cookie", &format!("token={}", f.token("+905551110001"))).response().await;
        assert_eq!(initial_data(&response.text().await.unwrap())["signed_in"], true);
    });
}

#[tokio::test]
async fn unknown_pages_are_404_with_the_app() {
    each_backend!(|app| {
        for path in [
            "/en/no-such-page",
            "/no/such/page",
            "/isletme/not-a-salon",
            "/ru/biznes/missing",
            "/istanbul-nothing",
            "/404",
            "/blog/no-post",
        ] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 404, "{path}");
            let html = response.text().await.unwrap();
            assert!(html.contains("<div id=\"root\">"), "{path}: the app renders its not-found page");
            assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{path}");
            assert_eq!(initial_data(&html)["status"], 404, "{path}");
        }
        // A missing file is a plain 404, not the app.
        let response = app.get("/assets/missing-1234.js").await;
        assert_eq!(response.status(), 404);
    });
}

#[tokio::test]
async fn salon_pages_exist_in_every_language_when_the_salon_does() {
    each_backend!(|app| {
        Catalogue::new().departments(1).salon(Salon::new("studio-lale")).build(&app).await;
        for path in ["/isletme/studio-lale", "/en/place/studio-lale", "/ru/biznes/studio-lale"] {
            assert_eq!(app.get(path).await.status(), 200, "{path}");
        }
        // City-service landings exist for a real province and department.
        assert_eq!(app.get("/istanbul-dep-0").await.status(), 200);
        assert_eq!(app.get("/en/istanbul-dep-0").await.status(), 200);
        assert_eq!(app.get("/ankara-dep-0").await.status(), 404);
    });
}

#[tokio::test]
async fn a_salon_page_preloads_its_first_photo_from_the_head() {
    use sea_orm::{ActiveModelTrait, Set};
    use store::entities::{files, salon_photos};
    each_backend!(|app| {
        let fixture = Catalogue::new().departments(1).salon(Salon::new("studio-lale")).build(&app).await;
        let file = files::ActiveModel {
            folder: Set("salons".into()),
            name: Set("on-cephe.webp".into()),
            storage_key: Set("salons/on-cephe.webp".into()),
            mime: Set("image/webp".into()),
            size: Set(1000),
            width: Set(Some(1024)),
            height: Set(Some(683)),
            uploaded_by: Set(None),
            created_at: Set(chrono::Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        salon_photos::ActiveModel {
            salon_id: Set(fixture.salon("studio-lale").id),
            file_id: Set(file.id),
            sort_order: Set(0),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let html = app.get("/en/place/studio-lale").await.text().await.unwrap();
        let head = &html[..html.find("</head>").unwrap()];
        assert!(
            head.contains(
                "<link rel=\"preload\" as=\"image\" href=\"/api/files/salons/on-cephe.webp\" \
                 imagesrcset=\"/api/files/salons/on-cephe.webp?w=320 320w, /api/files/salons/on-cephe.webp?w=480 480w, \
                 /api/files/salons/on-cephe.webp?w=640 640w, /api/files/salons/on-cephe.webp?w=960 960w\" \
                 imagesizes=\"(min-width: 40em) 66vw, 100vw\" fetchpriority=\"high\">"
            ),
            "{head}"
        );
    });
}

#[tokio::test]
async fn salon_and_master_pages_share_the_cover_photo_at_1200_by_630() {
    use sea_orm::ActiveModelTrait;
    // Issue #16 item 10: a shared link shows a picture.
    each_backend!(|app| {
        let fixture = Catalogue::new()
            .departments(1)
            .category("sac", "dep-0", ["Saç", "Hair", "Волосы"])
            .service("sac-kesimi", "sac", ["Saç kesimi", "Haircut", "Стрижка"])
            .salon(
                Salon::new("studio-lale").sells("sac-kesimi", Sell::price(30_000)).master(Master::new("Elif Aslan").does(&["sac-kesimi"])),
            )
            .build(&app)
            .await;
        let owner = account(&app.db, "+905559990001", &[domain::access::Role::Client], None).await;
        let photo = stored_file(&app.db, owner.id, "salons", "salons/kapak.png").await;
        app.storage().put(&object_store::path::Path::from("salons/kapak.png"), PHOTO.to_vec().into()).await.unwrap();
        store::entities::salon_photos::ActiveModel {
            salon_id: sea_orm::Set(fixture.salon("studio-lale").id),
            file_id: sea_orm::Set(photo),
            sort_order: sea_orm::Set(0),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let master = fixture.master("Elif Aslan");
        let image = "<meta property=\"og:image\" content=\"http://localhost:8080/api/files/salons/kapak.png?fit=og\">\n\
                     <meta property=\"og:image:width\" content=\"1200\">\n<meta property=\"og:image:height\" content=\"630\">";
        for path in [
            "/isletme/studio-lale".to_owned(),
            format!("/en/place/studio-lale/master/{master}"),
            format!("/ru/biznes/studio-lale/master/{master}"),
        ] {
            let html = app.get(&path).await.text().await.unwrap();
            let head = &html[..html.find("</head>").unwrap()];
            assert!(head.contains(image), "{path}: {head}");
            assert!(head.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"), "{path}");
        }
        // The picture itself: the photo's centred crop, scaled to exactly 1200x630, as a WebP.
        let response = app.get("/api/files/salons/kapak.png?fit=og").await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "image/webp");
        let bytes = response.bytes().await.unwrap();
        assert_eq!(api::imaging::dimensions(&bytes).unwrap(), (1200, 630));
        assert_eq!(app.get("/api/files/salons/kapak.png?fit=square").await.status(), 404);
    });
}

#[tokio::test]
async fn cabinet_pages_are_served_but_not_indexed() {
    let app = spawn_app(Backend::Sqlite).await;
    let response = app.get("/admin-salon/settings").await;
    assert_eq!(response.status(), 200);
    assert!(response.text().await.unwrap().contains("<meta name=\"robots\" content=\"noindex\">"));
}

#[tokio::test]
async fn assets_are_precompressed_and_cached() {
    let app = spawn_app(Backend::Sqlite).await;
    let html = app.get("/").await.text().await.unwrap();
    let start = html.find("/assets/").expect("the built app references its hashed assets");
    let end = start + html[start..].find('"').unwrap();
    let asset = &html[start..end];
    let response = app.call(Method::GET, asset).header("accept-encoding", "br, gzip").response().await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    let encoding = response.headers().get("content-encoding").map(|v| v.to_str().unwrap().to_owned());
    assert!(matches!(encoding.as_deref(), Some("br") | Some("gzip")), "served compressed: {encoding:?}");
    let etag = response.headers()["etag"].to_str().unwrap().to_owned();
    let again = app.call(Method::GET, asset).header("if-none-match", &etag).response().await;
    assert_eq!(again.status(), 304);
}
