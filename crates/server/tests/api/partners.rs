//! The partners funnel (issue #20 items 3–5): the demo request is checked field by field (TC
//! identity and tax number check digits, the privacy acceptance) in every language; the phone is
//! proven by SMS code; the request creates the salon-admin account (or extends a client's), a
//! salon in state "new" with its legal details, the consent, and a notice for every platform
//! admin; a salon admin's phone is refused; the new salon's checklist; activation makes it public.

use domain::access::Role;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use store::entities::*;

use crate::helpers::*;

const ADMIN: &str = "+905550000001";
const PARTNER: &str = "+905557770001";
const OWNER: &str = "+905559990001";

/// A valid request of a limited company in İstanbul (province 34).
fn request(phone: &str) -> Value {
    json!({
        "companyType": "limited",
        "representativeName": "Ayşe Yılmaz",
        "companyName": "Moda Güzellik Ltd",
        "phone": phone,
        "email": "ayse@example.com",
        "taxNumber": "1234567890",
        "taxOffice": "Kadıköy",
        "country": "Türkiye",
        "provinceId": 34,
        "address": "Moda Cd. 12",
        "password": "gizli-parola-1",
        "isPrivacyAccepted": true,
        "captchaToken": "dev"
    })
}

async fn send(app: &TestApp, body: &Value, lang: &str) -> (u16, Value) {
    app.call(Method::POST, "/api/site/partner-send").lang(lang).json(body.clone()).send().await
}

/// Both calls: the code, then the request with it.
async fn join(app: &TestApp, body: &Value) -> (u16, Value) {
    let (status, answer) = send(app, body, "en").await;
    assert_eq!(status, 202, "code request: {answer}");
    let mut with_code = body.clone();
    with_code["code"] = json!(app.last_code(body["phone"].as_str().unwrap()).await);
    send(app, &with_code, "en").await
}

async fn world(app: &TestApp) -> String {
    Catalogue::hair_and_nails().salon(Salon::new("busy").named("Güzellik Evi").owner(OWNER)).build(app).await;
    token_for(&app.db, ADMIN, &[Role::Admin], None).await
}

#[tokio::test]
async fn the_request_is_checked_in_every_language() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        world(&app).await;
        for lang in ["tr", "en", "ru"] {
            let mut individual = request(PARTNER);
            individual["companyType"] = json!("individual");
            individual["taxNumber"] = json!("10000000147");
            let (status, body) = send(&app, &individual, lang).await;
            assert_field_error(status, &body, lang, "tax_number", "tckn_invalid", &[]);

            let mut company = request(PARTNER);
            company["taxNumber"] = json!("1234567891");
            let (status, body) = send(&app, &company, lang).await;
            assert_field_error(status, &body, lang, "tax_number", "vkn_invalid", &[]);

            let mut no_privacy = request(PARTNER);
            no_privacy["isPrivacyAccepted"] = json!(false);
            no_privacy["taxOffice"] = json!("");
            let (status, body) = send(&app, &no_privacy, lang).await;
            assert_field_error(status, &body, lang, "privacy", "privacy_required", &[]);
            assert_field_error(status, &body, lang, "tax_office", "required", &[]);
        }
        // Nothing was sent for a refused form.
        let (_, outbox) = app.call(Method::GET, &format!("/api/dev/outbox?recipient={}", urlencode(PARTNER))).send().await;
        assert_eq!(outbox.as_array().unwrap().len(), 0, "{outbox}");
        // No captcha, no code; a region that is not a province of the catalogue is refused.
        let mut no_captcha = request(PARTNER);
        no_captcha["captchaToken"] = Value::Null;
        let (status, body) = send(&app, &no_captcha, "en").await;
        assert_eq!((status, body["message_code"].as_str()), (422, Some("captcha_validation_error")), "{body}");
        let mut nowhere = request(PARTNER);
        nowhere["provinceId"] = json!(99);
        let (status, body) = send(&app, &nowhere, "en").await;
        assert_field_error(status, &body, "en", "province_id", "wrong_format", &[]);
        // A valid individual with a good TCKN gets a code.
        let mut individual = request(PARTNER);
        individual["companyType"] = json!("individual");
        individual["taxNumber"] = json!("10000000146");
        individual["taxOffice"] = Value::Null;
        let (status, body) = send(&app, &individual, "en").await;
        assert_eq!(status, 202, "{body}");
        assert_eq!(body["sent"], true);
    }
}

#[tokio::test]
async fn the_request_creates_the_partner_and_a_new_salon() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        let admin = world(&app).await;
        // A wrong code creates nothing.
        let (status, _) = send(&app, &request(PARTNER), "en").await;
        assert_eq!(status, 202);
        let mut wrong = request(PARTNER);
        wrong["code"] = json!("0000");
        let code = app.last_code(PARTNER).await;
        if code != "0000" {
            let (status, body) = send(&app, &wrong, "en").await;
            assert_eq!((status, body["message_code"].as_str()), (422, Some("sms_code_invalid")), "{body}");
        }
        assert!(accounts::Entity::find().filter(accounts::Column::Phone.eq(PARTNER)).one(&app.db).await.unwrap().is_none());

        let mut body = request(PARTNER);
        body["code"] = json!(code);
        let (status, login) = send(&app, &body, "en").await;
        assert_eq!(status, 200, "{login}");
        assert!(!login["token"].as_str().unwrap().is_empty());
        assert_eq!(login["account_data"]["role"], "salon_admin", "{login}");
        assert_eq!(login["account_data"]["name"], "Ayşe Yılmaz");

        let account = accounts::Entity::find().filter(accounts::Column::Phone.eq(PARTNER)).one(&app.db).await.unwrap().unwrap();
        assert_eq!(account.email.as_deref(), Some("ayse@example.com"));
        let salon = salons::Entity::find().filter(salons::Column::OwnerAccountId.eq(account.id)).one(&app.db).await.unwrap().unwrap();
        assert_eq!(salon.status, "new");
        assert_eq!(salon.name, "Moda Güzellik Ltd");
        assert_eq!(salon.slug, "moda-guzellik-ltd");
        assert_eq!(salon.plan, "free");
        assert_eq!(salon.province_id, 34);
        assert_eq!(salon.company_type.as_deref(), Some("limited"));
        assert_eq!(salon.legal_name.as_deref(), Some("Moda Güzellik Ltd"));
        assert_eq!(salon.tax_number.as_deref(), Some("1234567890"));
        assert_eq!(salon.tax_office.as_deref(), Some("Kadıköy"));
        assert_eq!(salon.billing_address.as_deref(), Some("Moda Cd. 12, Türkiye"));
        let roles = store::accounts::roles(&app.db, account.id).await.unwrap();
        assert!(roles.iter().any(|g| g.role == Role::SalonAdmin && g.salon_id == Some(salon.id)), "{roles:?}");
        let consents = consents::Entity::find().filter(consents::Column::AccountId.eq(account.id)).all(&app.db).await.unwrap();
        assert_eq!(consents.iter().map(|c| (c.kind.as_str(), c.granted)).collect::<Vec<_>>(), vec![("privacy", true)]);

        // The admin reads the notice in their language.
        let (status, notices) = app.call(Method::GET, "/api/common/notifications").auth(&admin).lang("en").send().await;
        assert_eq!(status, 200, "{notices}");
        let text = notices.to_string();
        assert!(text.contains("New business request") && text.contains("Moda Güzellik Ltd"), "{notices}");

        // The partner's cabinet: everything left to do, the salon not public yet.
        let token = login["token"].as_str().unwrap();
        let (status, list) = app.call(Method::GET, "/api/salon/checklist").auth(token).send().await;
        assert_eq!(status, 200, "{list}");
        assert_eq!(list["status"], "new");
        assert_eq!(list["complete"], false);
        let items: Vec<(String, bool)> = list["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| (i["key"].as_str().unwrap().to_owned(), i["done"].as_bool().unwrap()))
            .collect();
        assert_eq!(items, vec![("profile".into(), false), ("hours".into(), false), ("services".into(), false), ("masters".into(), false)]);
        let (_, found) = app.call(Method::GET, "/api/site/search-salons?term=Moda").send().await;
        assert_eq!(found.as_array().map(Vec::len), Some(0), "a new salon is not public: {found}");

        // Hours and a master tick their items.
        use sea_orm::{ActiveModelTrait, Set};
        salon_working_hours::ActiveModel {
            salon_id: Set(salon.id),
            weekday: Set(0),
            open_min: Set(540),
            close_min: Set(1080),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let (_, list) = app.call(Method::GET, "/api/salon/checklist").auth(token).send().await;
        let done: Vec<&str> =
            list["items"].as_array().unwrap().iter().filter(|i| i["done"] == true).map(|i| i["key"].as_str().unwrap()).collect();
        assert_eq!(done, vec!["hours"], "{list}");

        // The password set with the request works.
        let (status, body) = app
            .call(Method::POST, "/api/site/login/password")
            .json(json!({"phone": PARTNER, "password": "gizli-parola-1", "captchaToken": "dev", "isAgreementAccepted": true}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");

        // The admin activates it: it is found.
        let (status, body) = app.call(Method::POST, &format!("/api/admin/salons/{}/activate", salon.id)).auth(&admin).send().await;
        assert_eq!(status, 200, "{body}");
        let (_, found) = app.call(Method::GET, "/api/site/search-salons?term=Moda").send().await;
        assert_eq!(found.as_array().map(Vec::len), Some(1), "{found}");

        // A second request from the same phone is now a salon admin's: refused.
        let (status, body) = send(&app, &request(PARTNER), "en").await;
        assert_eq!((status, body["message_code"].as_str()), (409, Some("phone_exists_salon_admin")), "{body}");
    }
}

#[tokio::test]
async fn a_client_becomes_a_salon_admin_too() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        world(&app).await;
        let client = account(&app.db, PARTNER, &[Role::Client], None).await;
        let (status, login) = join(&app, &request(PARTNER)).await;
        assert_eq!(status, 200, "{login}");
        assert_eq!(login["account_data"]["id"], client.id);
        let mut roles: Vec<String> =
            login["account_data"]["roles"].as_array().unwrap().iter().map(|r| r.as_str().unwrap().to_owned()).collect();
        roles.sort();
        assert_eq!(roles, vec!["client", "salon_admin"]);
        // The client's own name stays.
        assert_eq!(login["account_data"]["name"], format!("Test {PARTNER}"));
    }
}

#[tokio::test]
async fn a_salon_admin_phone_is_refused() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        world(&app).await;
        app.call(Method::POST, "/api/site/partner-send")
            .json(request(OWNER))
            .refused_in_every_language(409, "phone_exists_salon_admin")
            .await;
        let salons = salons::Entity::find().all(&app.db).await.unwrap();
        assert_eq!(salons.len(), 1, "nothing created");
    }
}

#[tokio::test]
async fn the_partner_pages_are_served_with_their_head_in_three_languages() {
    for backend in backends() {
        let app = spawn_app(backend).await;
        Catalogue::new().departments(1).build(&app).await;
        for (path, lang, title, description) in [
            ("/ortaklar", "tr", "İşletmeler için Randevu", "Online randevu, takvim"),
            ("/en/partners", "en", "Randevu for business", "Online booking, calendar"),
            ("/ru/partnery", "ru", "Randevu для бизнеса", "Онлайн-запись, календарь"),
            ("/en/partners-login", "en", "Business login", "Log in to the salon and specialist panel"),
        ] {
            let response = app.get(path).await;
            assert_eq!(response.status(), 200, "{path}");
            let html = response.text().await.unwrap();
            assert!(html.contains(&format!("<html lang=\"{lang}\" data-mantine-color-scheme=\"light\">")), "{path}");
            let title_tag = &html[html.find("<title>").unwrap()..html.find("</title>").unwrap()];
            assert!(title_tag.contains(title), "{path}: {title_tag}");
            assert!(html.contains(description), "{path}: description");
        }
    }
}
