//! Accounts and access: login by code and password, the abuse limits, guards, role switch,
//! impersonation, account lifecycle and agreements.

use chrono::{Duration, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const CLIENT: &str = "+905321112233";

fn phone_request(phone: &str) -> Value {
    json!({"phone": phone, "recaptchaToken": "dev", "isAgreementAccepted": true})
}

#[tokio::test]
async fn phone_login_creates_a_client_with_a_session() {
    each_backend!(|app| {
        let sent = app
            .call(Method::POST, "/api/site/login/phone")
            .json(json!({"phone": "+90 532 111 22 33", "recaptchaToken": "dev", "isAgreementAccepted": true}))
            .response()
            .await;
        assert_eq!(sent.status(), 200);
        let body: Value = sent.json().await.unwrap();
        assert_eq!(body["expires_in"], 300);
        let sms = app.last_message(CLIENT).await;
        assert_eq!(sms["channel"], "sms");
        let code = app.last_code(CLIENT).await;
        assert_eq!(code.len(), 4);

        let response = app.call(Method::POST, "/api/site/login/code").json(json!({"phone": CLIENT, "code": code})).response().await;
        assert_eq!(response.status(), 200);
        let cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
        assert!(
            cookie.starts_with("token=")
                && cookie.contains("HttpOnly")
                && cookie.contains("SameSite=Lax")
                && cookie.contains("Max-Age=2592000"),
            "{cookie}"
        );
        let body: Value = response.json().await.unwrap();
        let token = body["token"].as_str().unwrap();
        assert!(token.len() >= 32);
        let data = &body["account_data"];
        assert_eq!(data["role"], "client");
        assert_eq!(data["roles"], json!(["client"]));
        assert_eq!(data["impersonated"], false);
        assert_eq!(data["notifications_count"], 0);
        assert_eq!(data["home_route"], "dashboard-personal");

        // Only the token's hash is stored.
        let stored = sessions::Entity::find().one(&app.db).await.unwrap().unwrap();
        assert_ne!(stored.token_hash, token);
        assert_eq!(stored.token_hash.len(), 64);

        // Bearer and cookie both authenticate.
        assert_eq!(app.call(Method::GET, "/api/common/account-data").auth(token).response().await.status(), 200);
        let by_cookie = app.call(Method::GET, "/api/common/account-data").header("cookie", &format!("token={token}")).response().await;
        assert_eq!(by_cookie.status(), 200);

        // The code is single use, and a second login gives a new token.
        let again = app.call(Method::POST, "/api/site/login/code").json(json!({"phone": CLIENT, "code": code})).response().await;
        assert_eq!(again.status(), 422);
        assert_eq!(again.json::<Value>().await.unwrap()["message_code"], "sms_code_invalid");
    });
}

#[tokio::test]
async fn bad_login_input_gets_its_own_message_in_each_language() {
    let app = spawn_app(Backend::Sqlite).await;
    let cases = [
        (
            json!({"phone": "+90 212 123 45 67", "recaptchaToken": "dev", "isAgreementAccepted": true}),
            "phone_validation_failed",
            "Failed to validate phone",
        ),
        (
            json!({"phone": CLIENT, "recaptchaToken": "dev", "isAgreementAccepted": false}),
            "agreement_not_accepted",
            "User agreement is not accepted",
        ),
        (json!({"phone": CLIENT, "isAgreementAccepted": true}), "captcha_validation_error", "Captcha validation error"),
    ];
    for (body, code, english) in cases {
        let send_code = app.call(Method::POST, "/api/site/login/phone").json(body);
        let (status, error) = send_code.clone().lang("en").send().await;
        assert_eq!(status, 422, "{code}");
        assert_eq!(error["message_code"], code);
        assert_eq!(error["message"], english);
        let (status, ru) = send_code.lang("ru").send().await;
        assert_eq!((status, ru["message_code"].as_str()), (422, Some(code)));
        assert_ne!(ru["message"], english, "{code} has a Russian text");
    }
    // Malformed JSON is a validation error, never a 500 (the one request with a body that is not JSON).
    let response =
        app.client.post(app.url("/api/site/login/phone")).header("content-type", "application/json").body("{nope").send().await.unwrap();
    assert_eq!(response.status(), 422);
    let response = app.call(Method::POST, "/api/site/login/phone").json(json!({"recaptchaToken": "dev"})).response().await;
    assert_eq!(response.status(), 422);
    assert_eq!(response.json::<Value>().await.unwrap()["errors"]["phone"][0], "Zorunlu alan");
}

async fn backdate_codes(app: &TestApp, phone: &str, minutes_ago: i64) {
    for code in login_codes::Entity::find().filter(login_codes::Column::Phone.eq(phone)).all(&app.db).await.unwrap() {
        let mut active = code.into_active_model();
        active.created_at = Set(Utc::now() - Duration::minutes(minutes_ago));
        active.update(&app.db).await.unwrap();
    }
}

#[tokio::test]
async fn codes_are_limited_per_phone_and_per_ip() {
    each_backend!(|app| {
        assert_eq!(app.call(Method::POST, "/api/site/login/phone").json(phone_request(CLIENT)).response().await.status(), 200);
        // A second request within 60 s.
        let soon = app.call(Method::POST, "/api/site/login/phone").json(phone_request(CLIENT)).response().await;
        assert_eq!(soon.status(), 429);
        assert_eq!(soon.json::<Value>().await.unwrap()["message_code"], "too_many_requests");
        // Five sends in the last day: the sixth is refused.
        for _ in 0..4 {
            backdate_codes(&app, CLIENT, 2).await;
            assert_eq!(app.call(Method::POST, "/api/site/login/resend-code").json(json!({"phone": CLIENT})).response().await.status(), 200);
        }
        backdate_codes(&app, CLIENT, 120).await;
        let sixth = app.call(Method::POST, "/api/site/login/resend-code").json(json!({"phone": CLIENT})).response().await;
        assert_eq!(sixth.status(), 429, "the 6th code in a day");
        // Resend needs an earlier request.
        let fresh = app.call(Method::POST, "/api/site/login/resend-code").json(json!({"phone": "+905320000009"})).response().await;
        assert_eq!(fresh.status(), 422);
        // Ten sends an hour from one address (the test client's), whatever the phones; the
        // backdated sends above are outside the hour.
        for i in 0..10 {
            assert_eq!(
                app.call(Method::POST, "/api/site/login/phone").json(phone_request(&format!("+90532000001{i}"))).response().await.status(),
                200
            );
        }
        let eleventh = app.call(Method::POST, "/api/site/login/phone").json(phone_request("+905320000099")).response().await;
        assert_eq!(eleventh.status(), 429, "the 11th code from one IP within an hour");
    });
}

#[tokio::test]
async fn a_code_dies_after_five_wrong_tries_and_after_300_seconds() {
    each_backend!(|app| {
        app.call(Method::POST, "/api/site/login/phone").json(phone_request(CLIENT)).response().await;
        let code = app.last_code(CLIENT).await;
        let wrong = if code == "0000" { "1111" } else { "0000" };
        for _ in 0..5 {
            let response = app.call(Method::POST, "/api/site/login/code").json(json!({"phone": CLIENT, "code": wrong})).response().await;
            assert_eq!(response.json::<Value>().await.unwrap()["message_code"], "sms_code_invalid");
        }
        let sixth = app.call(Method::POST, "/api/site/login/code").json(json!({"phone": CLIENT, "code": code})).response().await;
        assert_eq!(sixth.status(), 422, "the right code after five wrong tries");

        backdate_codes(&app, CLIENT, 2).await;
        app.call(Method::POST, "/api/site/login/resend-code").json(json!({"phone": CLIENT})).response().await;
        let code = app.last_code(CLIENT).await;
        backdate_codes(&app, CLIENT, 6).await;
        let expired = app.call(Method::POST, "/api/site/login/code").json(json!({"phone": CLIENT, "code": code})).response().await;
        assert_eq!(expired.status(), 422, "a code older than 300 s");
    });
}

#[tokio::test]
async fn password_change_by_sms_then_password_login() {
    each_backend!(|app| {
        let (token, _) = app.login(CLIENT).await;
        backdate_codes(&app, CLIENT, 2).await;
        assert_eq!(app.call(Method::POST, "/api/common/password/send-code").auth(&token).json(json!({})).response().await.status(), 200);
        let code = app.last_code(CLIENT).await;
        let (status, mismatch) = app
            .call(Method::POST, "/api/common/password/change")
            .auth(&token)
            .lang("en")
            .json(json!({"code": code, "password": "secret-123", "password_confirmation": "secret-124"}))
            .send()
            .await;
        assert_eq!(status, 422);
        assert_eq!(mismatch["errors"]["password_confirmation"][0], "Passwords do not match");
        let short = app
            .call(Method::POST, "/api/common/password/change")
            .auth(&token)
            .json(json!({"code": code, "password": "short", "password_confirmation": "short"}))
            .response()
            .await;
        assert_eq!(short.status(), 422);
        let ok = app
            .call(Method::POST, "/api/common/password/change")
            .auth(&token)
            .json(json!({"code": code, "password": "secret-123", "password_confirmation": "secret-123"}))
            .response()
            .await;
        assert_eq!(ok.status(), 204);
        let hash = store::accounts::by_phone(&app.db, CLIENT).await.unwrap().unwrap().password_hash.unwrap();
        assert!(hash.starts_with("$argon2"));

        let login = app
            .call(Method::POST, "/api/site/login/password")
            .json(json!({"phone": "0532 111 22 33", "password": "secret-123", "captchaToken": "dev", "isAgreementAccepted": true}))
            .response()
            .await;
        assert_eq!(login.status(), 200);
        let (status, wrong) = app
            .call(Method::POST, "/api/site/login/password")
            .lang("en")
            .json(json!({"phone": CLIENT, "password": "nope-nope", "captchaToken": "dev", "isAgreementAccepted": true}))
            .send()
            .await;
        assert_eq!(status, 401);
        assert_eq!(wrong["message"], "Invalid phone and password combination");
    });
}

#[tokio::test]
async fn areas_are_guarded_by_role() {
    each_backend!(|app| {
        let (client, _) = app.login(CLIENT).await;
        for path in ["/api/salon/info", "/api/admin/users", "/api/master/appointments"] {
            let response = app.call(Method::GET, path).auth(&client).response().await;
            assert_eq!(response.status(), 403, "{path}");
            assert_eq!(response.json::<Value>().await.unwrap()["message"], "Bu işlemi yapmaya yetkiniz yok");
            assert_eq!(app.get(path).await.status(), 401, "{path} for a guest");
        }
        let impersonate = app.call(Method::POST, "/api/admin/salons/1/impersonate").auth(&client).json(json!({})).response().await;
        assert_eq!(impersonate.status(), 403);
        assert_eq!(app.get("/api/common/account-data").await.status(), 401);
        assert_eq!(app.call(Method::GET, "/api/common/account-data").auth("not-a-token").response().await.status(), 401);
    });
}

#[tokio::test]
async fn role_switch_and_logout() {
    each_backend!(|app| {
        let f = Catalogue::new().salon(Salon::new("multi")).build(&app).await;
        account(&app.db, "+905551234567", &[Role::Client, Role::SalonAdmin, Role::SalonMaster], Some(f.salon("multi").id)).await;
        let (token, data) = app.login("+905551234567").await;
        assert_eq!(data["roles"].as_array().unwrap().len(), 3);

        let (_, switched) =
            app.call(Method::POST, "/api/common/change-active-role").auth(&token).json(json!({"role": "salon_admin"})).send().await;
        assert_eq!(switched["role"], "salon_admin");
        assert_eq!(switched["home_route"], "admin-salon-salon");
        let (_, master) =
            app.call(Method::POST, "/api/common/change-active-role").auth(&token).json(json!({"role": "salon_master"})).send().await;
        assert_eq!(master["home_route"], "master-personal");
        assert_eq!(
            app.call(Method::POST, "/api/common/change-active-role").auth(&token).json(json!({"role": "admin"})).response().await.status(),
            403
        );
        let (_, data) = app.call(Method::GET, "/api/common/account-data").auth(&token).send().await;
        assert_eq!(data["role"], "salon_master", "the active role is remembered");

        let logout = app.call(Method::POST, "/api/common/logout").auth(&token).json(json!({})).response().await;
        assert_eq!(logout.status(), 204);
        assert!(logout.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
        assert_eq!(app.call(Method::GET, "/api/common/account-data").auth(&token).response().await.status(), 401);
    });
}

#[tokio::test]
async fn impersonation_is_recorded_with_the_admin() {
    each_backend!(|app| {
        let salon = Catalogue::new().salon(Salon::new("owned")).build(&app).await.salon("owned");
        account(&app.db, "+905551110001", &[Role::SalonAdmin], Some(salon.id)).await;
        let admin = account(&app.db, "+905551110002", &[Role::Admin], None).await;
        let (admin_token, _) = app.login("+905551110002").await;

        let response = app
            .call(Method::POST, &format!("/api/admin/salons/{}/impersonate", salon.id))
            .auth(&admin_token)
            .json(json!({}))
            .response()
            .await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        let token = body["token"].as_str().unwrap().to_owned();
        assert_eq!(body["account_data"]["impersonated"], true);
        assert_eq!(body["account_data"]["role"], "salon_admin");

        let write = app
            .call(Method::POST, "/api/common/update-personal-data")
            .auth(&token)
            .json(json!({"full_name": "Owner Renamed"}))
            .response()
            .await;
        assert_eq!(write.status(), 200);
        let audit = audit_log::Entity::find().all(&app.db).await.unwrap();
        assert_eq!(audit.len(), 1);
        assert_eq!(audit[0].impersonator_id, Some(admin.id));
        assert_eq!(audit[0].path, "/api/common/update-personal-data");

        let leave = app.call(Method::POST, "/api/common/leave-impersonate").auth(&token).json(json!({})).response().await;
        assert_eq!(leave.status(), 200);
        let back: Value = leave.json().await.unwrap();
        assert_eq!(back["account_data"]["id"], admin.id);
        assert_eq!(back["account_data"]["impersonated"], false);
        assert_eq!(
            app.call(Method::GET, "/api/common/account-data").auth(&token).response().await.status(),
            401,
            "the impersonation session is gone"
        );
        assert_eq!(
            app.call(Method::POST, "/api/common/leave-impersonate").auth(&admin_token).json(json!({})).response().await.status(),
            403
        );
        assert_eq!(
            app.call(Method::POST, "/api/admin/salons/999/impersonate").auth(&admin_token).json(json!({})).response().await.status(),
            404
        );
    });
}

#[tokio::test]
async fn account_deletion_rules() {
    each_backend!(|app| {
        let (token, _) = app.login(CLIENT).await;
        let response = app.call(Method::POST, "/api/client/delete-account").auth(&token).json(json!({})).response().await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        let scheduled = chrono::NaiveDate::parse_from_str(body["scheduled_for"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        assert_eq!(scheduled, domain::access::add_business_days(Utc::now().date_naive(), 7));
        assert_eq!(account_deletions::Entity::find().count(&app.db).await.unwrap(), 1);
        assert_eq!(app.call(Method::GET, "/api/common/account-data").auth(&token).response().await.status(), 401, "sessions end");

        // Nothing happens before the date; on it, the personal data goes.
        assert_eq!(store::accounts::process_due_deletions(&app.db, scheduled - Duration::days(1)).await.unwrap(), 0);
        assert!(store::accounts::by_phone(&app.db, CLIENT).await.unwrap().is_some());
        assert_eq!(store::accounts::process_due_deletions(&app.db, scheduled).await.unwrap(), 1);
        assert!(store::accounts::by_phone(&app.db, CLIENT).await.unwrap().is_none());
        let deleted = accounts::Entity::find().one(&app.db).await.unwrap().unwrap();
        assert!(deleted.deleted_at.is_some() && deleted.phone.is_none() && deleted.email.is_none() && deleted.full_name.is_empty());
        assert_eq!(store::accounts::process_due_deletions(&app.db, scheduled).await.unwrap(), 0, "done once");

        let f = Catalogue::new().place((6, "Ankara"), (2, "Çankaya")).salon(Salon::new("s")).build(&app).await;
        account(&app.db, "+905551234500", &[Role::Client, Role::SalonAdmin], Some(f.salon("s").id)).await;
        let (multi, _) = app.login("+905551234500").await;
        let (status, refused) = app.call(Method::POST, "/api/client/delete-account").auth(&multi).lang("en").send().await;
        assert_eq!(status, 409);
        assert_eq!(refused["message"], "Cannot delete the account with multiple roles");
    });
}

#[tokio::test]
async fn phone_update_by_email_link_then_sms_code() {
    each_backend!(|app| {
        let (token, _) = app.login(CLIENT).await;
        let without_email = app
            .call(Method::POST, "/api/common/request-phone-update")
            .auth(&token)
            .json(json!({"phone": "+905329998877"}))
            .response()
            .await;
        assert_eq!(without_email.json::<Value>().await.unwrap()["message_code"], "email_required");
        let saved = app
            .call(Method::POST, "/api/common/update-personal-data")
            .auth(&token)
            .json(json!({"full_name": "Elif Kaya", "email": "elif@example.com", "gender": "female", "birthday": "1994-05-17"}))
            .response()
            .await;
        assert_eq!(saved.status(), 200);
        let bad = app
            .call(Method::POST, "/api/common/update-personal-data")
            .auth(&token)
            .json(json!({"full_name": "", "email": "nope", "birthday": "17.05.1994"}))
            .response()
            .await;
        assert_eq!(bad.status(), 422);
        let errors = bad.json::<Value>().await.unwrap()["errors"].clone();
        assert!(errors.get("full_name").is_some() && errors.get("email").is_some() && errors.get("birthday").is_some(), "{errors}");

        assert_eq!(
            app.call(Method::POST, "/api/common/request-phone-update")
                .auth(&token)
                .json(json!({"phone": "+905329998877"}))
                .response()
                .await
                .status(),
            200
        );
        let mail = app.last_message("elif@example.com").await;
        assert_eq!(mail["channel"], "email");
        let body = mail["body"].as_str().unwrap();
        let link_token = body.split("token=").nth(1).unwrap().split_whitespace().next().unwrap().to_owned();

        assert_eq!(
            app.call(Method::POST, "/api/site/verify-update-phone-link")
                .json(json!({"token": "forged"}))
                .response()
                .await
                .json::<Value>()
                .await
                .unwrap()["message_code"],
            "invalid_or_expired_link"
        );
        let (_, verified) = app.call(Method::POST, "/api/site/verify-update-phone-link").json(json!({"token": link_token})).send().await;
        assert_eq!(verified["phone"], "+90 532 999 88 77");
        let code = app.last_code("+905329998877").await;
        let done = app
            .call(Method::POST, "/api/common/check-update-phone-sms")
            .auth(&token)
            .json(json!({"token": link_token, "code": code}))
            .response()
            .await;
        assert_eq!(done.status(), 200);
        assert_eq!(done.json::<Value>().await.unwrap()["phone"], "+905329998877");
        assert!(store::accounts::by_phone(&app.db, CLIENT).await.unwrap().is_none());
    });
}

#[tokio::test]
async fn uploads_accept_images_only() {
    let app = spawn_app(Backend::Sqlite).await;
    let (token, _) = app.login(CLIENT).await;
    // A real 24x24 PNG: uploads are decoded and re-encoded, so a bare header is refused.
    let (status, file) = app.upload(&token, "avatars", "me.png", PHOTO).await;
    assert_eq!(status, 200);
    assert!(file["name"].as_str().unwrap().starts_with("me."), "{file}");
    assert_eq!(app.get(file["full_url"].as_str().unwrap()).await.status(), 200);
    let saved = app
        .call(Method::POST, "/api/common/update-personal-data")
        .auth(&token)
        .json(json!({"full_name": "Me", "photo_file_id": file["id"]}))
        .response()
        .await;
    assert_eq!(saved.json::<Value>().await.unwrap()["photo"]["id"], file["id"]);

    let (status, _) = app.upload(&token, "avatars", "x.svg", b"<svg onload=alert(1)>").await;
    assert_eq!(status, 422);
}

#[tokio::test]
async fn forced_agreements_must_be_accepted_again() {
    each_backend!(|app| {
        let agreement = agreements::ActiveModel {
            slug: Set("client".into()),
            name: Set("Kullanım koşulları".into()),
            kind: Set("client".into()),
            text_tr: Set("<p>tr</p>".into()),
            text_en: Set("<p>en</p>".into()),
            text_ru: Set("<p>ru</p>".into()),
            version: Set(1),
            force_accept: Set(true),
            updated_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let (_, en) = app.call(Method::GET, "/api/site/agreements?type=client").lang("en").send().await;
        assert_eq!(en["content"], "<p>en</p>");
        let (token, data) = app.login(CLIENT).await;
        assert_eq!(data["agreements_to_accept"][0]["slug"], "client");
        let (_, accepted) =
            app.call(Method::POST, "/api/common/agreements/accept").auth(&token).json(json!({"slug": "client"})).send().await;
        assert_eq!(accepted["agreements_to_accept"], json!([]));
        let acceptance = agreement_acceptances::Entity::find().one(&app.db).await.unwrap().unwrap();
        assert_eq!(acceptance.version, 1);

        let mut next = agreement.into_active_model();
        next.version = Set(2);
        next.update(&app.db).await.unwrap();
        let (_, data) = app.call(Method::GET, "/api/common/account-data").auth(&token).send().await;
        assert_eq!(data["agreements_to_accept"][0]["version"], 2);
    });
}

#[tokio::test]
async fn order_flow_refuses_phones_of_non_clients() {
    let app = spawn_app(Backend::Sqlite).await;
    account(&app.db, "+905551110003", &[Role::Admin], None).await;
    let response = app
        .call(Method::POST, "/api/site/login/phone")
        .json(json!({"phone": "+905551110003", "recaptchaToken": "dev", "isAgreementAccepted": true, "isForOrder": true}))
        .response()
        .await;
    assert_eq!(response.status(), 409);
    assert_eq!(response.json::<Value>().await.unwrap()["message_code"], "phone_exists_not_client");
}

#[tokio::test]
async fn the_dev_outbox_is_closed_outside_development() {
    let app = spawn_app_with(Backend::Sqlite, |c| c.profile = server::config::Profile::Production).await;
    assert_eq!(app.get("/api/dev/outbox").await.status(), 404);
}

#[test]
fn production_binary_refuses_development_adapters() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_randevu"))
        .args(["serve", "--port", "0"])
        .env("RANDEVU_PROFILE", "production")
        .env("DATABASE_URL", "sqlite::memory:")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("refusing to start in production"), "{stderr}");
}
