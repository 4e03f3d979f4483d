//! The admin's agreements (issue #17 item 8): the table, versioned saves with sanitised HTML,
//! "force everyone to accept", the audit, and refusals.

use chrono::Utc;
use domain::access::Role;
use sea_orm::{ActiveModelTrait, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905551120001";
const CLIENT: &str = "+905551120002";
const SALON_ADMIN: &str = "+905551120003";

/// The client and salon agreements at version 1 (with their version rows, as the seed leaves them).
async fn agreements(app: &TestApp) -> i64 {
    let mut client_id = 0;
    for (slug, name, kind) in [("client", "Kullanım koşulları", "client"), ("salon", "İşletme sözleşmesi", "salon")] {
        let row = agreements::ActiveModel {
            slug: Set(slug.into()),
            name: Set(name.into()),
            kind: Set(kind.into()),
            text_tr: Set("<p>bir</p>".into()),
            text_en: Set("<p>one</p>".into()),
            text_ru: Set("<p>один</p>".into()),
            version: Set(1),
            force_accept: Set(false),
            updated_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        if slug == "client" {
            client_id = row.id;
        }
    }
    store::agreements::backfill(&app.db).await.unwrap();
    client_id
}

fn edit(ru: &str, force: bool) -> Value {
    json!({"name": "Kullanım koşulları 2", "text_tr": "<p>iki</p>", "text_en": "<p>two</p>", "text_ru": ru, "force_accept": force, "confirm_changes": true})
}

async fn put(app: &TestApp, token: &str, slug: &str, body: Value) -> (u16, Value) {
    app.call(Method::PUT, &format!("/api/admin/agreements/{slug}")).auth(token).json(body).send().await
}

async fn admin(app: &TestApp) -> String {
    token_for(&app.db, ADMIN, &[Role::Admin], None).await
}

#[tokio::test]
async fn a_save_makes_version_2_with_its_date_and_keeps_version_1_readable() {
    each_backend!(|app| {
        let id = agreements(&app).await;
        let token = admin(&app).await;
        let (status, saved) = put(&app, &token, "client", edit("<p>два</p>", false)).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["current"]["version"], 2);
        assert_eq!(saved["current"]["name"], "Kullanım koşulları 2");
        assert_eq!(saved["current"]["text_ru"], "<p>два</p>");
        let versions: Vec<i64> = saved["versions"].as_array().unwrap().iter().map(|v| v["version"].as_i64().unwrap()).collect();
        assert_eq!(versions, vec![2, 1]);
        let newest = &saved["versions"][0];
        assert_eq!(newest["created_at"].as_str().unwrap()[..10], Utc::now().date_naive().to_string());
        assert_eq!(newest["author"], format!("Test {ADMIN}"));
        assert_eq!(saved["versions"][1]["author"], Value::Null);

        let (status, old) = app.call(Method::GET, "/api/admin/agreements/client/versions/1").auth(&token).send().await;
        assert_eq!(status, 200);
        assert_eq!((old["name"].as_str(), old["text_ru"].as_str()), (Some("Kullanım koşulları"), Some("<p>один</p>")));

        // The audit keeps version numbers and names, not the HTML.
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/agreement/{id}")).auth(&token).send().await;
        assert_eq!(history[0]["action"], "agreement.update");
        assert_eq!(history[0]["before"], json!({"version": 1, "name": "Kullanım koşulları", "force_accept": false}));
        assert_eq!(history[0]["after"], json!({"version": 2, "name": "Kullanım koşulları 2", "force_accept": false}));

        // The reader gets the new text in their language.
        let (_, served) = app.call(Method::GET, "/api/site/agreements?type=client").lang("ru").send().await;
        assert_eq!((served["content"].as_str(), served["version"].as_i64()), (Some("<p>два</p>"), Some(2)));
    });
}

#[tokio::test]
async fn scripts_and_event_handlers_are_removed_from_the_stored_and_the_served_text() {
    each_backend!(|app| {
        agreements(&app).await;
        let token = admin(&app).await;
        let dirty = r#"<p onclick="steal()">Текст<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">ссылка</a> <a href="https://randevu.example/kvkk">KVKK</a></p>"#;
        let (status, saved) = put(&app, &token, "client", edit(dirty, false)).await;
        assert_eq!(status, 200, "{saved}");
        let clean = r#"<p>Текст <a rel="noopener noreferrer nofollow">ссылка</a> <a href="https://randevu.example/kvkk" rel="noopener noreferrer nofollow">KVKK</a></p>"#;
        assert_eq!(saved["current"]["text_ru"], clean);
        let (_, served) = app.call(Method::GET, "/api/site/agreements?type=client").lang("ru").send().await;
        assert_eq!(served["content"], clean);

        // A row written past the editor (an old import) is cleaned on the way out as well.
        agreements::ActiveModel {
            slug: Set("terms".into()),
            name: Set("Kullanım şartları".into()),
            kind: Set("client".into()),
            text_tr: Set("<p>ok</p><script>alert(1)</script>".into()),
            text_en: Set(String::new()),
            text_ru: Set(String::new()),
            version: Set(1),
            force_accept: Set(false),
            updated_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let (_, served) = app.call(Method::GET, "/api/site/agreements?type=terms").lang("tr").send().await;
        assert_eq!(served["content"], "<p>ok</p>");
    });
}

#[tokio::test]
async fn a_forced_save_asks_everyone_again_until_they_accept_the_new_version() {
    each_backend!(|app| {
        agreements(&app).await;
        let token = admin(&app).await;
        let (client, data) = app.login(CLIENT).await;
        assert_eq!(data["agreements_to_accept"], json!([]));
        let (status, _) =
            app.call(Method::POST, "/api/common/agreements/accept").auth(&client).json(json!({"slug": "client"})).send().await;
        assert_eq!(status, 200);

        let (status, saved) = put(&app, &token, "client", edit("<p>новые условия</p>", true)).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["current"]["force_accept"], true);
        let (_, data) = app.call(Method::GET, "/api/common/account-data").auth(&client).send().await;
        assert_eq!(data["agreements_to_accept"], json!([{"slug": "client", "name": "Kullanım koşulları 2", "version": 2}]));

        let (_, data) = app.call(Method::POST, "/api/common/agreements/accept").auth(&client).json(json!({"slug": "client"})).send().await;
        assert_eq!(data["agreements_to_accept"], json!([]));
        let (_, data) = app.call(Method::GET, "/api/common/account-data").auth(&client).send().await;
        assert_eq!(data["agreements_to_accept"], json!([]));
    });
}

#[tokio::test]
async fn a_save_without_force_asks_nobody_and_a_forced_salon_agreement_is_not_a_client_s() {
    each_backend!(|app| {
        agreements(&app).await;
        let token = admin(&app).await;
        let (client, _) = app.login(CLIENT).await;
        app.call(Method::POST, "/api/common/agreements/accept").auth(&client).json(json!({"slug": "client"})).send().await;

        let (status, _) = put(&app, &token, "client", edit("<p>правка</p>", false)).await;
        assert_eq!(status, 200);
        let (status, _) = put(&app, &token, "salon", edit("<p>для салонов</p>", true)).await;
        assert_eq!(status, 200);
        let (_, data) = app.call(Method::GET, "/api/common/account-data").auth(&client).send().await;
        assert_eq!(data["agreements_to_accept"], json!([]));

        let f = Catalogue::hair_and_nails().salon(Salon::new("kuafor-a").admin(SALON_ADMIN)).build(&app).await;
        let (_, data) = app.call(Method::GET, "/api/common/account-data").auth(&f.token(SALON_ADMIN)).send().await;
        assert_eq!(data["agreements_to_accept"][0]["slug"], "salon");
    });
}

#[tokio::test]
async fn the_table_searches_filters_and_sorts() {
    each_backend!(|app| {
        agreements(&app).await;
        let token = admin(&app).await;
        let mut salon = edit("<p>x</p>", true);
        salon["name"] = json!("İşletme sözleşmesi");
        put(&app, &token, "salon", salon).await;
        let page = |q: Value| {
            let token = token.clone();
            let app = &app;
            async move { app.call(Method::GET, &format!("/api/admin/agreements{}", table_query(&q))).auth(&token).send().await }
        };
        let (status, all) = page(json!({})).await;
        assert_eq!(status, 200, "{all}");
        assert_eq!(all["count"], 2);
        assert_eq!(all["rows"][0]["slug"], "client");

        // Folded search: "kullanim" finds "Kullanım koşulları".
        let (_, found) = page(json!({"search": "KULLANIM"})).await;
        let slugs: Vec<&str> = found["rows"].as_array().unwrap().iter().map(|r| r["slug"].as_str().unwrap()).collect();
        assert_eq!(slugs, vec!["client"]);
        let (_, forced) = page(json!({"filters": {"forced": {"type": "radio", "value": "yes"}}})).await;
        assert_eq!((forced["count"].as_i64(), forced["rows"][0]["slug"].as_str()), (Some(1), Some("salon")));
        assert_eq!(forced["rows"][0]["version"], 2);
        let (_, by_version) = page(json!({"sortColumn": "version", "sortDirection": -1})).await;
        assert_eq!(by_version["rows"][0]["slug"], "salon");
        let (status, _) = page(json!({"sortColumn": "text_ru", "sortDirection": 1})).await;
        assert_eq!(status, 422);
    });
}

#[tokio::test]
async fn bad_input_is_a_422_with_field_messages() {
    each_backend!(|app| {
        agreements(&app).await;
        let token = admin(&app).await;
        let body = json!({"name": "  ", "text_tr": "<p>tr</p>", "text_en": "<p></p>", "text_ru": "<script>x</script>", "force_accept": false, "confirm_changes": false});
        let (status, errors) = app.call(Method::PUT, "/api/admin/agreements/client").auth(&token).json(body).lang("ru").send().await;
        assert_field_error(status, &errors, "ru", "name", "required", &[]);
        assert_field_error(status, &errors, "ru", "text_en", "required", &[]);
        assert_field_error(status, &errors, "ru", "text_ru", "required", &[]);
        assert_field_error(status, &errors, "ru", "confirm_changes", "confirm_changes", &[]);
        let (_, current) = app.call(Method::GET, "/api/admin/agreements/client").auth(&token).send().await;
        assert_eq!(current["current"]["version"], 1, "nothing saved");
    });
}

#[tokio::test]
async fn an_unknown_agreement_or_version_is_a_404() {
    each_backend!(|app| {
        agreements(&app).await;
        let token = admin(&app).await;
        for (method, path) in [
            (Method::GET, "/api/admin/agreements/nope"),
            (Method::GET, "/api/admin/agreements/nope/versions/1"),
            (Method::GET, "/api/admin/agreements/client/versions/9"),
        ] {
            let (status, body) = app.call(method, path).auth(&token).send().await;
            assert_eq!(status, 404, "{path}: {body}");
        }
        let (status, _) = put(&app, &token, "nope", edit("<p>x</p>", false)).await;
        assert_eq!(status, 404);
    });
}

#[tokio::test]
async fn non_admins_are_refused_on_every_call() {
    each_backend!(|app| {
        agreements(&app).await;
        let f = Catalogue::hair_and_nails().salon(Salon::new("kuafor-a").admin(SALON_ADMIN)).client(CLIENT).build(&app).await;
        for token in [f.token(CLIENT), f.token(SALON_ADMIN)] {
            for (method, path) in [
                (Method::GET, format!("/api/admin/agreements{}", table_query(&json!({})))),
                (Method::GET, "/api/admin/agreements/client".to_owned()),
                (Method::GET, "/api/admin/agreements/client/versions/1".to_owned()),
            ] {
                let (status, _) = app.call(method, &path).auth(&token).send().await;
                assert_eq!(status, 403, "{path}");
            }
            let (status, _) = put(&app, &token, "client", edit("<p>x</p>", true)).await;
            assert_eq!(status, 403);
        }
        let (status, _) = app.call(Method::GET, "/api/admin/agreements/client").send().await;
        assert_eq!(status, 401);
        let (_, served) = app.call(Method::GET, "/api/site/agreements?type=client").lang("ru").send().await;
        assert_eq!(served["version"], 1, "nothing saved");
    });
}
