//! Issue #20 items 6 and 7: the newsletter's double opt-in (pending → confirmation mail with a
//! link → approved with the İYS fields), the unsubscribe link, repeats, bad addresses, the IP
//! limit and the admin's list and export; info pages' CRUD, their public list and page, the served
//! head and the sitemap; admin-only writes. `/test` is gone from the route table.

use domain::access::Role;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905551135001";
const CLIENT: &str = "+905551135002";

async fn subscribe(app: &TestApp, email: &str, lang: &str) -> (u16, Value) {
    app.call(Method::POST, "/api/site/subscribe-to-newsletter").lang(lang).json(json!({"email": email})).send().await
}

/// The token after `parameter=` in the newest mail to `email`, and the mail.
async fn link_token(app: &TestApp, email: &str, parameter: &str) -> (String, Value) {
    let mail = app.last_message(email).await;
    let body = mail["body"].as_str().expect("a mail was recorded").to_owned();
    let start = body.find(&format!("?{parameter}=")).unwrap_or_else(|| panic!("no {parameter} link in {body}")) + parameter.len() + 2;
    let token: String = body[start..].chars().take_while(|c| c.is_ascii_hexdigit()).collect();
    (token, mail)
}

#[tokio::test]
async fn a_sign_up_is_pending_until_its_link_is_opened_then_approved_with_the_iys_fields() {
    each_backend!(|app| {
        let (status, answer) = subscribe(&app, "  Ayse.Kaya@Example.com ", "en").await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["accepted"], true);
        let (confirm, mail) = link_token(&app, "ayse.kaya@example.com", "confirm").await;
        assert_eq!(mail["channel"], "email");
        assert!(mail["subject"].as_str().unwrap().contains("confirm your newsletter subscription"), "the mail is in English: {mail}");
        let body = mail["body"].as_str().unwrap();
        assert!(body.contains("http://localhost:8080/en/newsletter?confirm="), "the English landing page: {body}");
        assert!(body.contains("/en/newsletter?unsubscribe="), "the confirmation carries the unsubscribe link too: {body}");

        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (_, list) = app.call(Method::GET, "/api/admin/newsletter").auth(&token).send().await;
        assert_eq!(list["total"], 1, "{list}");
        let row = &list["rows"][0];
        assert_eq!(row["email"], "ayse.kaya@example.com", "stored lower-cased");
        assert_eq!((row["status"].as_str(), row["consent_date"].is_null()), (Some("pending"), true));
        assert_eq!((row["consent_type"].as_str(), row["consent_source"].as_str()), (Some("email"), Some("web")));
        assert_eq!(row["recipient_type"], "individual");
        assert_eq!(row["locale"], "en");

        let (status, confirmed) = app.call(Method::POST, "/api/site/newsletter/confirm").json(json!({"token": confirm})).send().await;
        assert_eq!(status, 200, "{confirmed}");
        assert_eq!(confirmed["status"], "approved");
        let (_, list) = app.call(Method::GET, "/api/admin/newsletter?status=approved").auth(&token).send().await;
        assert_eq!(list["rows"][0]["status"], "approved");
        assert!(list["rows"][0]["consent_date"].is_string(), "the consent date is set: {list}");
        // The link is used up.
        app.call(Method::POST, "/api/site/newsletter/confirm")
            .json(json!({"token": confirm}))
            .refused_in_every_language(422, "invalid_or_expired_link")
            .await;
    });
}

#[tokio::test]
async fn the_unsubscribe_link_works_without_login_and_a_repeat_is_harmless() {
    each_backend!(|app| {
        assert_eq!(subscribe(&app, "mehmet@example.com", "tr").await.0, 200);
        let (confirm, mail) = link_token(&app, "mehmet@example.com", "confirm").await;
        assert!(mail["subject"].as_str().unwrap().contains("bülten aboneliğinizi onaylayın"), "Turkish mail: {mail}");
        let (unsubscribe, _) = link_token(&app, "mehmet@example.com", "unsubscribe").await;
        assert_eq!(app.call(Method::POST, "/api/site/newsletter/confirm").json(json!({"token": confirm})).send().await.0, 200);

        // Signing up again once approved: the same answer, no new mail, still one subscriber.
        let mails_before = app.call(Method::GET, "/api/dev/outbox?recipient=mehmet%40example.com&limit=50").send().await.1;
        assert_eq!(subscribe(&app, "MEHMET@example.com", "tr").await, (200, json!({"accepted": true})));
        let mails_after = app.call(Method::GET, "/api/dev/outbox?recipient=mehmet%40example.com&limit=50").send().await.1;
        assert_eq!(mails_before.as_array().unwrap().len(), mails_after.as_array().unwrap().len(), "no new mail");

        let (status, gone) = app.call(Method::POST, "/api/site/newsletter/unsubscribe").json(json!({"token": unsubscribe})).send().await;
        assert_eq!(status, 200, "{gone}");
        assert_eq!(gone["status"], "rejected");
        let (status, again) = app.call(Method::POST, "/api/site/newsletter/unsubscribe").json(json!({"token": unsubscribe})).send().await;
        assert_eq!((status, again["status"].as_str()), (200, Some("rejected")), "opening the link twice answers the same");
        app.call(Method::POST, "/api/site/newsletter/unsubscribe")
            .json(json!({"token": "0".repeat(64)}))
            .refused_in_every_language(422, "invalid_or_expired_link")
            .await;

        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let (_, list) = app.call(Method::GET, "/api/admin/newsletter").auth(&token).send().await;
        assert_eq!(list["total"], 1, "one row per address: {list}");
        assert_eq!(list["rows"][0]["status"], "rejected");
        let counts: Vec<(String, u64)> = list["counts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["status"].as_str().unwrap().to_owned(), c["count"].as_u64().unwrap()))
            .collect();
        assert!(counts.contains(&("rejected".into(), 1)), "{counts:?}");

        // Signing up again after unsubscribing asks for a new confirmation (a minute after the last
        // mail: the time is moved back instead of waiting).
        app.db.execute_unprepared("UPDATE newsletter_subscribers SET confirm_sent_at = NULL").await.unwrap();
        assert_eq!(subscribe(&app, "mehmet@example.com", "ru").await.0, 200);
        let (_, mail) = link_token(&app, "mehmet@example.com", "confirm").await;
        assert!(mail["body"].as_str().unwrap().contains("/ru/rassylka?confirm="), "{mail}");
        let (_, list) = app.call(Method::GET, "/api/admin/newsletter?q=mehmet").auth(&token).send().await;
        assert_eq!((list["rows"][0]["status"].as_str(), list["rows"][0]["locale"].as_str()), (Some("pending"), Some("ru")));
    });
}

#[tokio::test]
async fn a_bad_address_is_refused_in_every_language_and_one_ip_is_limited() {
    each_backend!(|app| {
        for lang in ["tr", "en", "ru"] {
            let (status, body) = subscribe(&app, "ayse@", lang).await;
            assert_field_error(status, &body, lang, "email", "email", &[]);
            let (status, body) = subscribe(&app, " ", lang).await;
            assert_field_error(status, &body, lang, "email", "required", &[]);
        }
        for n in 0..10 {
            assert_eq!(subscribe(&app, &format!("kisi{n}@example.com"), "tr").await.0, 200);
        }
        app.call(Method::POST, "/api/site/subscribe-to-newsletter")
            .json(json!({"email": "kisi11@example.com"}))
            .refused_in_every_language(429, "too_many_requests")
            .await;
    });
}

#[tokio::test]
async fn the_admin_exports_the_subscribers_in_iys_terms_and_only_admins_see_them() {
    each_backend!(|app| {
        assert_eq!(subscribe(&app, "zeynep@example.com", "tr").await.0, 200);
        let (confirm, _) = link_token(&app, "zeynep@example.com", "confirm").await;
        assert_eq!(app.call(Method::POST, "/api/site/newsletter/confirm").json(json!({"token": confirm})).send().await.0, 200);
        assert_eq!(subscribe(&app, "can@example.com", "tr").await.0, 200);

        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let response = app.call(Method::GET, "/api/admin/newsletter/export?format=csv").auth(&token).lang("tr").response().await;
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-disposition"].to_str().unwrap().contains("newsletter-"));
        let csv = response.text().await.unwrap();
        let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines[0], "Alıcı,Alıcı tipi,Tip,Kaynak,Durum,Onay tarihi,Dil,Kayıt tarihi", "Turkish headers");
        let zeynep = lines.iter().find(|l| l.starts_with("zeynep@")).expect("the approved subscriber");
        assert!(zeynep.starts_with("zeynep@example.com,BIREYSEL,EPOSTA,HS_WEB,ONAY,20"), "{zeynep}");
        let can = lines.iter().find(|l| l.starts_with("can@")).expect("the pending subscriber");
        assert!(can.contains(",Onay bekliyor,,"), "pending: no İYS status or date yet: {can}");
        let response = app.call(Method::GET, "/api/admin/newsletter/export?format=xlsx&status=approved").auth(&token).response().await;
        assert_eq!(response.status(), 200);
        assert!(response.bytes().await.unwrap().starts_with(b"PK"), "an XLSX (zip) file");

        let client = token_for(&app.db, CLIENT, &[Role::Client], None).await;
        for path in ["/api/admin/newsletter", "/api/admin/newsletter/export", "/api/admin/info-pages"] {
            assert_eq!(app.call(Method::GET, path).auth(&client).send().await.0, 403, "{path} as a client");
            assert_eq!(app.call(Method::GET, path).send().await.0, 401, "{path} as a guest");
        }
    });
}

fn page(locale: &str, title: &str, status: &str) -> Value {
    json!({"locale": locale, "title": title, "html": "<p>Kampanya <strong>metni</strong></p><script>alert(1)</script>", "status": status,
           "seo_description": "Bahar kampanyası hakkında"})
}

#[tokio::test]
async fn info_pages_are_written_per_language_served_with_their_head_and_listed_in_the_sitemap() {
    each_backend!(|app| {
        let token = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        let create = |body: Value| app.call(Method::POST, "/api/admin/info-pages").auth(&token).json(body).send();
        let (status, tr) = create(page("tr", "Bahar Kampanyası İstanbul", "published")).await;
        assert_eq!(status, 200, "{tr}");
        assert_eq!(tr["slug"], "bahar-kampanyasi-istanbul");
        assert!(!tr["html"].as_str().unwrap().contains("script"), "sanitised on save");
        let mut english = page("en", "Spring campaign", "published");
        english["translation_of"] = tr["id"].clone();
        let (status, en) = create(english).await;
        assert_eq!(status, 200, "{en}");
        assert_eq!(en["translation_group"], tr["translation_group"]);
        let (status, draft) = create(page("tr", "Taslak sayfa", "draft")).await;
        assert_eq!(status, 200);
        let (status, body) = create(page("tr", "Bahar Kampanyası İstanbul", "draft")).await;
        assert_field_error(status, &body, "tr", "slug", "info_page_slug_taken", &[]);
        let (status, body) =
            app.call(Method::POST, "/api/admin/info-pages").auth(&token).lang("ru").json(page("tr", "", "later")).send().await;
        assert_field_error(status, &body, "ru", "title", "required", &[]);
        assert!(body["errors"]["status"].is_array(), "{body}");

        let (_, list) = app.call(Method::GET, "/api/site/info-pages").lang("tr").send().await;
        let titles: Vec<&str> = list["pages"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
        assert_eq!(titles, vec!["Bahar Kampanyası İstanbul"], "only the published Turkish page");
        assert_eq!(list["pages"][0]["description"], "Bahar kampanyası hakkında");
        let (status, shown) = app.call(Method::GET, "/api/site/info-pages/bahar-kampanyasi-istanbul").send().await;
        assert_eq!(status, 200);
        assert_eq!(shown["html"], "<p>Kampanya <strong>metni</strong></p>");
        assert_eq!(app.call(Method::GET, "/api/site/info-pages/taslak-sayfa").send().await.0, 404, "a draft is not public");

        let html = app.get("/i/bahar-kampanyasi-istanbul").await.text().await.unwrap();
        let head = &html[..html.find("</head>").unwrap_or_else(|| panic!("{html}"))];
        assert!(head.contains("<title>Bahar Kampanyası İstanbul"), "title");
        assert!(head.contains("<meta name=\"description\" content=\"Bahar kampanyası hakkında\">"));
        assert!(head.contains("<link rel=\"canonical\" href=\"http://localhost:8080/i/bahar-kampanyasi-istanbul\">"));
        assert!(head.contains("hreflang=\"en\" href=\"http://localhost:8080/en/i/spring-campaign\""), "hreflang to the translation");
        assert!(!head.contains("hreflang=\"ru\""), "no Russian version");
        assert!(html.contains("\"info_page\":{"), "the page's first data is embedded");
        assert_eq!(app.get("/i/taslak-sayfa").await.status(), 404);
        let listing = app.get("/en/i").await.text().await.unwrap();
        assert!(listing.contains("<link rel=\"canonical\" href=\"http://localhost:8080/en/i\">") && listing.contains("Spring campaign"));

        let sitemap = app.get("/sitemap.xml").await.text().await.unwrap();
        assert!(sitemap.contains("<loc>http://localhost:8080/i/bahar-kampanyasi-istanbul</loc>"), "{sitemap}");
        assert!(sitemap.contains("<loc>http://localhost:8080/en/i/spring-campaign</loc>"));
        assert!(sitemap.contains("<loc>http://localhost:8080/ru/i</loc>"), "the list in every language");
        assert!(!sitemap.contains("taslak-sayfa") && !sitemap.contains("/test<"), "no draft, no /test");

        // Update (publish the draft), then delete; both audited.
        let mut body = page("tr", "Taslak sayfa", "published");
        body["slug"] = json!("sehir-rehberi");
        let (status, updated) =
            app.call(Method::PUT, &format!("/api/admin/info-pages/{}", draft["id"])).auth(&token).json(body).send().await;
        assert_eq!((status, updated["slug"].as_str(), updated["status"].as_str()), (200, Some("sehir-rehberi"), Some("published")));
        assert_eq!(app.call(Method::GET, "/api/site/info-pages/sehir-rehberi").send().await.0, 200);
        let (_, admin_list) = app.call(Method::GET, "/api/admin/info-pages?status=published&locale=tr").auth(&token).send().await;
        assert_eq!(admin_list["total"], 2, "{admin_list}");
        let (status, _) = app.call(Method::DELETE, &format!("/api/admin/info-pages/{}", draft["id"])).auth(&token).send().await;
        assert_eq!(status, 204);
        assert_eq!(app.call(Method::GET, "/api/site/info-pages/sehir-rehberi").send().await.0, 404);
        let (_, audit) = app.call(Method::GET, &format!("/api/admin/audit/info_page/{}", draft["id"])).auth(&token).send().await;
        let audit = audit.to_string();
        for action in ["info_page.create", "info_page.update", "info_page.delete"] {
            assert!(audit.contains(&format!("\"action\":\"{action}\"")), "{action} audited: {audit}");
        }

        let client = token_for(&app.db, CLIENT, &[Role::Client], None).await;
        let (status, _) = app.call(Method::POST, "/api/admin/info-pages").auth(&client).json(page("tr", "X", "draft")).send().await;
        assert_eq!(status, 403);
        let (status, _) = app.call(Method::DELETE, &format!("/api/admin/info-pages/{}", tr["id"])).send().await;
        assert_eq!(status, 401);
        assert_eq!(app.get("/test").await.status(), 404, "/test is no longer a page");
    });
}
