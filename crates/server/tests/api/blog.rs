//! The blog (issue #20 items 1 and 2): post states (a planned post appears at its time), the
//! sanitised HTML as served, tag rules, slug uniqueness, the cover's size, the served head of a
//! post (Article JSON-LD, hreflang of its translations) and the sitemap and RSS entries.

use chrono::{Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{Value, json};
use store::entities::files;

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905551130001";
const CLIENT: &str = "+905551130002";

fn post(title: &str, status: &str) -> Value {
    json!({
        "locale": "tr", "title": title, "author": "Ayşe Yılmaz", "html": "<p>Saçınızı <strong>her gün</strong> tarayın.</p>",
        "tags": "saç, bakım", "status": status, "seo_description": "Saç bakımı için ipuçları"
    })
}

async fn create(app: &TestApp, token: &str, body: Value) -> (u16, Value) {
    app.call(Method::POST, "/api/admin/blog").auth(token).json(body).send().await
}

/// A stored 600×390 picture, as an upload of the right size leaves it.
async fn cover(app: &TestApp, width: i32, height: i32) -> i64 {
    files::ActiveModel {
        folder: Set("blog".into()),
        name: Set("kapak.png".into()),
        storage_key: Set(format!("blog/kapak-{width}.png")),
        mime: Set("image/png".into()),
        size: Set(1000),
        width: Set(Some(width)),
        height: Set(Some(height)),
        uploaded_by: Set(None),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap()
    .id
}

async fn public(app: &TestApp, path: &str, lang: &str) -> (u16, Value) {
    app.call(Method::GET, path).lang(lang).send().await
}

#[tokio::test]
async fn a_published_post_is_public_with_its_tags_and_a_draft_is_not() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (status, saved) = create(&app, &token, post("Saç Bakımında İpuçları", "published")).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["slug"], "sac-bakiminda-ipuclari", "the slug is the transliterated title");
        assert_eq!(saved["tags"], "bakım, saç");
        let (status, _) = create(&app, &token, post("Taslak yazı", "draft")).await;
        assert_eq!(status, 200);

        let (status, list) = public(&app, "/api/site/blog", "tr").await;
        assert_eq!(status, 200);
        assert_eq!(list["total"], 1, "the draft is not listed: {list}");
        assert_eq!(list["posts"][0]["title"], "Saç Bakımında İpuçları");
        assert_eq!(list["posts"][0]["reading_minutes"], 1);
        let (_, by_tag) = public(&app, "/api/site/blog?tag=sac", "tr").await;
        assert_eq!(by_tag["total"], 1);
        let (_, other_tag) = public(&app, "/api/site/blog?tag=boya", "tr").await;
        assert_eq!(other_tag["total"], 0);
        let (_, english) = public(&app, "/api/site/blog", "en").await;
        assert_eq!(english["total"], 0, "a Turkish post is not in the English blog");
        let (status, _) = public(&app, "/api/site/blog/taslak-yazi", "tr").await;
        assert_eq!(status, 404, "a draft has no public page");
        let (status, last) = public(&app, "/api/site/last-posts", "tr").await;
        assert_eq!(status, 200);
        assert_eq!(last.as_array().unwrap().len(), 1);

        let (status, admin_list) = app.call(Method::GET, "/api/admin/blog").auth(&token).send().await;
        assert_eq!(status, 200);
        assert_eq!(admin_list["total"], 2);
        assert_eq!(
            admin_list["counts"],
            json!([{"status": "draft", "count": 1}, {"status": "published", "count": 1}, {"status": "planned", "count": 0}])
        );
    });
}

#[tokio::test]
async fn a_planned_post_appears_at_its_time() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let at = Utc::now() + Duration::hours(2);
        let mut body = post("Yarın çıkacak yazı", "planned");
        body["publish_at"] = json!(at.to_rfc3339());
        let (status, saved) = create(&app, &token, body).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["status"], "planned");

        assert_eq!(store::blog::publish_due(&app.db, Utc::now()).await.unwrap(), 0, "not yet");
        let (status, _) = public(&app, "/api/site/blog/yarin-cikacak-yazi", "tr").await;
        assert_eq!(status, 404);
        assert_eq!(store::blog::publish_due(&app.db, at + Duration::minutes(1)).await.unwrap(), 1);
        let (status, shown) = public(&app, "/api/site/blog/yarin-cikacak-yazi", "tr").await;
        assert_eq!(status, 200);
        assert_eq!(shown["title"], "Yarın çıkacak yazı");

        // Planned without a date is refused.
        let (status, refused) = create(&app, &token, post("Tarihsiz", "planned")).await;
        assert_field_error(status, &refused, "tr", "publish_at", "required", &[]);
    });
}

#[tokio::test]
async fn a_script_in_a_post_is_never_served() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let mut body = post("Güvenli yazı", "published");
        body["html"] = json!(
            "<p onclick=\"x()\">Metin</p><script>alert('x')</script><img src=x onerror=alert(1)><a href=\"javascript:alert(1)\">bağ</a>"
        );
        let (status, saved) = create(&app, &token, body).await;
        assert_eq!(status, 200, "{saved}");
        let (_, shown) = public(&app, "/api/site/blog/guvenli-yazi", "tr").await;
        let html = shown["html"].as_str().unwrap();
        assert!(html.contains("Metin"), "{html}");
        for bad in ["<script", "alert", "onclick", "onerror", "javascript:"] {
            assert!(!html.contains(bad), "{bad} in {html}");
        }
        let page = app.get("/blog/guvenli-yazi").await.text().await.unwrap();
        assert!(!page.contains("alert('x')"), "the served page carries no script of the post");
    });
}

#[tokio::test]
async fn pictures_in_a_post_are_served_when_they_are_our_uploads() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let mut body = post("Resimli yazı", "published");
        body["html"] =
            json!("<p>Önce</p><img src=\"/api/files/blog/resim.webp\" alt=\"Fön\"><img src=\"https://iz.example/p.gif\"><p>Sonra</p>");
        let (status, saved) = create(&app, &token, body).await;
        assert_eq!(status, 200, "{saved}");
        let (_, shown) = public(&app, "/api/site/blog/resimli-yazi", "tr").await;
        assert_eq!(shown["html"], "<p>Önce</p><img src=\"/api/files/blog/resim.webp\" alt=\"Fön\"><p>Sonra</p>");
    });
}

#[tokio::test]
async fn tags_are_one_to_ten_and_slugs_unique_per_language() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        for tags in ["", " , ", &(1..=11).map(|i| format!("etiket{i}")).collect::<Vec<_>>().join(",")] {
            let mut body = post("Etiketsiz", "draft");
            body["tags"] = json!(tags);
            let (status, refused) = create(&app, &token, body).await;
            assert_field_error(status, &refused, "tr", "tags", "blog_tags_count", &[("min", "1"), ("max", "10")]);
        }
        let mut ten = post("On etiket", "draft");
        ten["tags"] = json!((1..=10).map(|i| format!("etiket{i}")).collect::<Vec<_>>().join(", "));
        assert_eq!(create(&app, &token, ten).await.0, 200);

        let (status, first) = create(&app, &token, post("Aynı başlık", "published")).await;
        assert_eq!(status, 200);
        let (status, refused) = create(&app, &token, post("Aynı başlık", "draft")).await;
        assert_field_error(status, &refused, "tr", "slug", "blog_slug_taken", &[]);
        // The same slug in another language is another post (a translation).
        let mut english = post("Aynı başlık", "published");
        english["locale"] = json!("en");
        english["translation_of"] = first["id"].clone();
        let (status, translated) = create(&app, &token, english).await;
        assert_eq!(status, 200, "{translated}");
        assert_eq!(translated["translation_group"], first["translation_group"]);
        // Updating a post keeps its own slug.
        let mut edit = post("Aynı başlık", "published");
        edit["author"] = json!("Mehmet");
        let (status, edited) = app.call(Method::PUT, &format!("/api/admin/blog/{}", first["id"])).auth(&token).json(edit).send().await;
        assert_eq!(status, 200, "{edited}");
        assert_eq!(edited["author"], "Mehmet");
    });
}

#[tokio::test]
async fn the_cover_must_be_600_by_390() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (status, small) = app.upload(&token, "blog", "kucuk.png", PHOTO).await;
        assert_eq!(status, 200, "{small}");
        let mut body = post("Kapaklı yazı", "published");
        body["cover_file_id"] = small["id"].clone();
        let (status, refused) = create(&app, &token, body.clone()).await;
        assert_field_error(status, &refused, "tr", "cover_file_id", "blog_cover_size", &[("width", "600"), ("height", "390")]);
        body["cover_file_id"] = json!(cover(&app, 600, 390).await);
        let (status, saved) = create(&app, &token, body).await;
        assert_eq!(status, 200, "{saved}");
        assert!(saved["cover_url"].as_str().unwrap().starts_with("/api/files/blog/"));
    });
}

#[tokio::test]
async fn only_admins_write_the_blog_and_writes_are_audited() {
    each_backend!(|app| {
        let client = token_for(&app.db, CLIENT, &[Role::Client], None).await;
        app.call(Method::POST, "/api/admin/blog").auth(&client).json(post("X", "draft")).refused_in_every_language(403, "forbidden").await;
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (_, saved) = create(&app, &token, post("Denetlenen", "draft")).await;
        let id = saved["id"].as_i64().unwrap();
        let (status, _) = app.call(Method::DELETE, &format!("/api/admin/blog/{id}")).auth(&token).send().await;
        assert_eq!(status, 204);
        let history = store::audit::history(&app.db, store::audit::Entity::BlogPost, id, 10).await.unwrap();
        let actions: Vec<&str> = history.iter().map(|h| h.action.as_str()).collect();
        assert!(actions.contains(&"blog_post.create") && actions.contains(&"blog_post.delete"), "{actions:?}");
    });
}

#[tokio::test]
async fn the_served_post_has_article_json_ld_its_translations_and_is_in_the_sitemap_and_feed() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let mut body = post("Yaz için saç bakımı", "published");
        body["cover_file_id"] = json!(cover(&app, 600, 390).await);
        let (_, tr) = create(&app, &token, body).await;
        let mut english = post("Summer hair care", "published");
        english["locale"] = json!("en");
        english["translation_of"] = tr["id"].clone();
        assert_eq!(create(&app, &token, english).await.0, 200);

        let response = app.get("/blog/yaz-icin-sac-bakimi").await;
        assert_eq!(response.status(), 200);
        let html = response.text().await.unwrap();
        let head = &html[..html.find("</head>").unwrap_or(html.len())];
        assert!(head.contains("<title>Yaz için saç bakımı"), "title");
        assert!(head.contains("<meta name=\"description\" content=\"Saç bakımı için ipuçları\">"));
        assert!(head.contains("<link rel=\"canonical\" href=\"http://localhost:8080/blog/yaz-icin-sac-bakimi\">"));
        assert!(head.contains("hreflang=\"en\" href=\"http://localhost:8080/en/blog/summer-hair-care\""), "hreflang to the translation");
        assert!(!head.contains("hreflang=\"ru\""), "no Russian version exists");
        assert!(head.contains("<meta property=\"og:type\" content=\"article\">"));
        assert!(head.contains("<meta property=\"og:image\" content=\"http://localhost:8080/api/files/blog/kapak-600.png\">"));
        assert!(head.contains("\"@type\":\"Article\""), "Article JSON-LD");
        assert!(head.contains("\"headline\":\"Yaz için saç bakımı\""));
        assert_eq!(app.get("/blog/yok-boyle-yazi").await.status(), 404);

        let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
        assert!(sitemap.contains("<loc>http://localhost:8080/blog/yaz-icin-sac-bakimi</loc>"), "sitemap lists the post");
        assert!(sitemap.contains("<loc>http://localhost:8080/en/blog/summer-hair-care</loc>"));
        let rss = app.get("/en/blog/rss.xml").await.text().await.unwrap();
        assert!(rss.contains("<title>Summer hair care</title>") && !rss.contains("Yaz için"), "{rss}");
        let home = app.get("/").await.text().await.unwrap();
        assert!(home.contains("Yaz için saç bakımı"), "the home page's first data has the latest post");
    });
}

#[tokio::test]
async fn similar_posts_share_most_tags_first_then_the_category() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (status, category) = app
            .call(Method::POST, "/api/admin/blog-categories")
            .auth(&token)
            .json(json!({"name_tr": "Saç", "name_en": "Hair", "name_ru": "Волосы"}))
            .send()
            .await;
        assert_eq!(status, 200, "{category}");
        let write = |title: &str, tags: &str, category: Option<i64>, locale: &str| {
            let mut body = post(title, "published");
            body["tags"] = json!(tags);
            body["locale"] = json!(locale);
            body["category_id"] = json!(category);
            body
        };
        let cat = category["id"].as_i64();
        for body in [
            write("Ana yazı", "saç, kış, bakım", cat, "tr"),
            write("Aynı kategori", "tırnak", cat, "tr"),
            write("Bir etiket", "kış", None, "tr"),
            write("İki etiket", "saç, kış", None, "tr"),
            write("İlgisiz", "makyaj", None, "tr"),
            write("Another language", "saç, kış, bakım", cat, "en"),
        ] {
            let (status, saved) = create(&app, &token, body).await;
            assert_eq!(status, 200, "{saved}");
        }
        let (_, shown) = public(&app, "/api/site/blog/ana-yazi", "tr").await;
        let titles: Vec<&str> = shown["similar"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
        assert_eq!(titles, ["İki etiket", "Bir etiket", "Aynı kategori"], "most shared tags first, then the category; same language only");
    });
}
