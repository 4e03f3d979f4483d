//! The platform admin's users and portfolio management (issue #17 items 6 and 7), on both
//! databases: the users table, the card's edit, deletion with its refusals, bulk deletion, hiding
//! a case, moving a master's cases, and every call refused to a client and to a salon admin.

use domain::access::Role;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use store::entities::{accounts, appointments, masters, notifications};

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905559990001";
const SALON_ADMIN: &str = "+905559990002";
const CLIENT: &str = "+905559990004";
const OTHER_CLIENT: &str = "+905559990005";
const MASTER: &str = "+905559990003";

struct World {
    f: Fixture,
    admin: String,
    admin_id: i64,
}

/// A salon with a master (with an account) and a service, a salon admin, two clients and the
/// platform admin.
async fn world(app: &TestApp) -> World {
    let f = Catalogue::hair_and_nails()
        .salon(
            Salon::new("kuafor-a")
                .named("Kuaför A")
                .sells("sac-kesimi", Sell::price(40000))
                .master(Master::new("Elif Usta").does(&["sac-kesimi"]).account(MASTER))
                .admin(SALON_ADMIN),
        )
        .salon(
            Salon::new("kuafor-b")
                .named("Kuaför B")
                .sells("sac-kesimi", Sell::price(45000))
                .master(Master::new("Elif Yeni").does(&["sac-kesimi"])),
        )
        .client(CLIENT)
        .client(OTHER_CLIENT)
        .build(app)
        .await;
    let (admin, token) = person(&app.db, ADMIN, &[Role::Admin], None).await;
    World { f, admin: token, admin_id: admin.id }
}

fn rows(body: &Value) -> Vec<Value> {
    body["rows"].as_array().unwrap_or_else(|| panic!("rows: {body}")).clone()
}

#[tokio::test]
async fn the_users_table_searches_and_filters_by_role() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.f.account(CLIENT).id;
        // The client fills in their profile (a write that keeps the search key).
        let personal = store::accounts::PersonalData {
            full_name: "Ayşe Işık".into(),
            email: Some("ayse@example.com".into()),
            gender: None,
            birthday: None,
            photo_file_id: None,
        };
        store::accounts::update_personal(&app.db, w.f.account(CLIENT), personal).await.unwrap();

        // Folded name, phone digits, e-mail.
        for term in ["ayse isik", "AYŞE", "5559990004", "ayse@example"] {
            let (status, body) =
                app.call(Method::GET, &format!("/api/admin/users{}", table_query(&json!({"search": term})))).auth(&w.admin).send().await;
            assert_eq!(status, 200, "{body}");
            assert_eq!(ids(&body["rows"]), vec![client], "{term}: {body}");
            assert_eq!(body["rows"][0]["phone"], CLIENT);
            assert_eq!(body["rows"][0]["roles"][0]["role"], "client");
        }

        let by_role = |role: &str| table_query(&json!({"filters": {"role": {"type": "checkbox", "values": [role]}}, "limit": 100}));
        let (_, body) = app.call(Method::GET, &format!("/api/admin/users{}", by_role("salon_admin"))).auth(&w.admin).send().await;
        assert_eq!(ids(&body["rows"]), vec![w.f.account(SALON_ADMIN).id], "{body}");
        let salon_admin = &rows(&body)[0];
        assert_eq!(salon_admin["roles"][0]["salon_name"], "Kuaför A", "the salons show: {salon_admin}");
        let (_, body) = app.call(Method::GET, &format!("/api/admin/users{}", by_role("admin"))).auth(&w.admin).send().await;
        assert_eq!(ids(&body["rows"]), vec![w.admin_id]);
        let (_, body) = app.call(Method::GET, &format!("/api/admin/users{}", by_role("client"))).auth(&w.admin).send().await;
        assert_eq!(body["count"], 2, "{body}");

        // Last login is set when a session starts.
        let (_, body) = app.call(Method::GET, &format!("/api/admin/users/{client}")).auth(&w.admin).send().await;
        assert!(body["last_login_at"].is_null(), "{body}");
        app.login(CLIENT).await;
        let (_, body) = app.call(Method::GET, &format!("/api/admin/users/{client}")).auth(&w.admin).send().await;
        assert!(body["last_login_at"].is_string(), "{body}");
        assert_eq!(body["full_name"], "Ayşe Işık");

        let (status, body) = app.call(Method::GET, &format!("/api/admin/users{}", by_role("owner"))).auth(&w.admin).send().await;
        assert_eq!(status, 422, "{body}");
        app.call(Method::GET, "/api/admin/users/999999").auth(&w.admin).refused_in_every_language(404, "user_not_found").await;
    });
}

#[tokio::test]
async fn the_card_edits_name_email_and_roles_with_history() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.f.account(CLIENT).id;
        let salon = w.f.salon("kuafor-b").id;
        let path = format!("/api/admin/users/{client}");

        let (status, body) = app
            .call(Method::PUT, &path)
            .auth(&w.admin)
            .json(json!({"full_name": "Zeynep Kaya", "email": "zeynep@example.com", "roles": [{"role": "client"}, {"role": "salon_admin", "salon_id": salon}]}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["full_name"], "Zeynep Kaya");
        assert_eq!(body["email"], "zeynep@example.com");
        let roles: Vec<(String, Option<i64>)> = rows(&json!({"rows": body["roles"]}))
            .iter()
            .map(|r| (r["role"].as_str().unwrap().to_owned(), r["salon_id"].as_i64()))
            .collect();
        assert_eq!(roles, vec![("client".to_owned(), None), ("salon_admin".to_owned(), Some(salon))]);
        // The new salon admin may use the salon cabinet now.
        let token = w.f.token(CLIENT);
        assert_eq!(app.call(Method::GET, "/api/salon/overview").auth(&token).send().await.0, 200);

        // Invalid e-mail, in Turkish; a salon admin without a salon; no role left.
        let (status, body) = app
            .call(Method::PUT, &path)
            .auth(&w.admin)
            .lang("tr")
            .json(json!({"full_name": "Zeynep", "email": "not-an-email", "roles": [{"role": "client"}]}))
            .send()
            .await;
        assert_field_error(status, &body, "tr", "email", "email", &[]);
        let (status, body) = app
            .call(Method::PUT, &path)
            .auth(&w.admin)
            .lang("en")
            .json(json!({"full_name": "Zeynep", "roles": [{"role": "salon_admin"}]}))
            .send()
            .await;
        assert_field_error(status, &body, "en", "roles", "required", &[]);
        let (status, body) =
            app.call(Method::PUT, &path).auth(&w.admin).lang("en").json(json!({"full_name": "", "roles": []})).send().await;
        assert_field_error(status, &body, "en", "roles", "required", &[]);
        assert_field_error(status, &body, "en", "full_name", "required", &[]);
        let (status, body) = app
            .call(Method::PUT, &path)
            .auth(&w.admin)
            .lang("en")
            .json(json!({"full_name": "Zeynep", "roles": [{"role": "salon_admin", "salon_id": 999999}]}))
            .send()
            .await;
        assert_field_error(status, &body, "en", "roles", "wrong_format", &[]);
        let (_, body) = app.call(Method::GET, &path).auth(&w.admin).send().await;
        assert_eq!(body["full_name"], "Zeynep Kaya", "a refused edit changes nothing");

        // The history shows who changed what.
        let (status, history) = app.call(Method::GET, &format!("/api/admin/audit/account/{client}")).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert_eq!(history.as_array().unwrap().len(), 1, "{history}");
        assert_eq!(history[0]["action"], "account.update");
        assert_eq!(history[0]["actor_id"], w.admin_id);
        assert_eq!(history[0]["before"]["full_name"], format!("Test {CLIENT}"));
        assert_eq!(history[0]["after"]["full_name"], "Zeynep Kaya");
    });
}

#[tokio::test]
async fn deletion_checks_the_digits_refuses_admins_and_cancels_planned_visits_only_with_force() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.f.account(CLIENT).id;
        let service = w.f.sold("kuafor-a", "sac-kesimi");
        let master = w.f.master("Elif Usta");
        let past = Visit::of(master)
            .service(service)
            .at(in_days(-5), "12:00")
            .status("completed")
            .client("Can Demir", CLIENT)
            .account(client)
            .insert(&app)
            .await;
        let planned = Visit::of(master)
            .service(service)
            .at(in_days(2), "10:00")
            .status("confirmed")
            .client("Can Demir", CLIENT)
            .account(client)
            .insert(&app)
            .await;
        let path = format!("/api/admin/users/{client}");

        let (status, body) = app.call(Method::DELETE, &format!("{path}?phone_last4=1234")).auth(&w.admin).lang("en").send().await;
        assert_field_error(status, &body, "en", "phone_last4", "phone_digits_mismatch", &[]);
        let (status, body) = app.call(Method::DELETE, &path).auth(&w.admin).lang("ru").send().await;
        assert_field_error(status, &body, "ru", "phone_last4", "phone_digits_mismatch", &[]);
        app.call(Method::DELETE, &format!("/api/admin/users/{}?phone_last4=0001", w.admin_id))
            .auth(&w.admin)
            .refused_in_every_language(403, "admin_cannot_be_deleted")
            .await;

        app.call(Method::DELETE, &format!("{path}?phone_last4=0004"))
            .auth(&w.admin)
            .refused_in_every_language(409, "planned_visits_exist_client")
            .await;
        let visit = appointments::Entity::find_by_id(planned).one(&app.db).await.unwrap().unwrap();
        assert_eq!(visit.status, "confirmed", "a refusal changes nothing");

        let (status, body) = app.call(Method::DELETE, &format!("{path}?phone_last4=0004&force=true")).auth(&w.admin).send().await;
        assert_eq!((status, body["cancelled"].as_u64()), (200, Some(1)), "{body}");
        let visit = appointments::Entity::find_by_id(planned).one(&app.db).await.unwrap().unwrap();
        assert_eq!((visit.status.as_str(), visit.cancelled_by.as_deref()), ("cancelled", Some("admin")));

        // The appointments stay, with the name anonymised; the account is gone.
        for id in [past, planned] {
            let row = appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
            assert_eq!(row.client_name, store::accounts::ANONYMOUS_NAME, "appointment {id} kept, anonymised");
            assert_eq!(row.client_account_id, Some(client));
        }
        let account = accounts::Entity::find_by_id(client).one(&app.db).await.unwrap().unwrap();
        assert!(account.deleted_at.is_some() && account.phone.is_none() && account.full_name.is_empty(), "{account:?}");
        assert_eq!(app.call(Method::GET, "/api/common/account-data").auth(&w.f.token(CLIENT)).send().await.0, 401, "sessions end");
        app.call(Method::GET, &path).auth(&w.admin).refused_in_every_language(404, "user_not_found").await;

        // The salon hears of the cancellation; the client gets the SMS.
        app.run_due_jobs().await;
        let salon_admin = w.f.account(SALON_ADMIN).id;
        let notices = notifications::Entity::find()
            .filter(notifications::Column::AccountId.eq(salon_admin))
            .filter(notifications::Column::AppointmentId.eq(planned))
            .all(&app.db)
            .await
            .unwrap();
        assert_eq!(notices.iter().map(|n| n.kind.as_str()).collect::<Vec<_>>(), vec!["booking_cancelled"]);
        let sms = app.last_message(CLIENT).await;
        assert!(sms["body"].as_str().unwrap().contains("Kuaför A"), "{sms}");

        // Audited without personal data.
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/account/{client}")).auth(&w.admin).send().await;
        assert_eq!(history[0]["action"], "account.delete", "{history}");
        assert_eq!(history[0]["after"]["cancelled_visits"], json!([planned]));
        assert!(!history.to_string().contains(CLIENT), "{history}");
    });
}

#[tokio::test]
async fn bulk_delete_reports_each_account() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.f.account(CLIENT).id;
        let other = w.f.account(OTHER_CLIENT).id;
        let service = w.f.sold("kuafor-a", "sac-kesimi");
        let planned =
            Visit::of(w.f.master("Elif Usta")).service(service).at(in_days(3), "11:00").status("new").account(other).insert(&app).await;

        let (status, body) = app
            .call(Method::POST, "/api/admin/users/bulk-delete")
            .auth(&w.admin)
            .lang("en")
            .json(json!({"ids": [client, other, w.admin_id, 999999]}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        let outcome: Vec<(i64, bool, Option<&str>)> = body
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (r["id"].as_i64().unwrap(), r["deleted"].as_bool().unwrap(), r["message_code"].as_str()))
            .collect();
        assert_eq!(
            outcome,
            vec![
                (client, true, None),
                (other, false, Some("planned_visits_exist_client")),
                (w.admin_id, false, Some("admin_cannot_be_deleted")),
                (999999, false, Some("user_not_found")),
            ]
        );
        assert_eq!(body[2]["message"], message("en", "admin_cannot_be_deleted", &[]));
        // The refused account is untouched: all or nothing per account.
        let kept = accounts::Entity::find_by_id(other).one(&app.db).await.unwrap().unwrap();
        assert!(kept.deleted_at.is_none() && kept.phone.as_deref() == Some(OTHER_CLIENT));
        assert_eq!(appointments::Entity::find_by_id(planned).one(&app.db).await.unwrap().unwrap().status, "new");

        let (_, body) =
            app.call(Method::POST, "/api/admin/users/bulk-delete").auth(&w.admin).json(json!({"ids": [other], "force": true})).send().await;
        assert_eq!((body[0]["deleted"].as_bool(), body[0]["cancelled"].as_u64()), (Some(true), Some(1)), "{body}");
        let (status, body) = app.call(Method::POST, "/api/admin/users/bulk-delete").auth(&w.admin).json(json!({"ids": []})).send().await;
        assert_eq!(status, 422, "{body}");
    });
}

#[tokio::test]
async fn a_hidden_case_leaves_the_public_pages() {
    each_backend!(|app| {
        let w = world(&app).await;
        let master = w.f.master("Elif Usta");
        let photo = stored_file(&app.db, w.admin_id, "cases", "cases/one.png").await;
        let case = portfolio_case(&app.db, master, w.f.service("sac-kesimi"), in_days(-3), None, photo).await;
        let salon = w.f.salon("kuafor-a");

        let (status, body) = app
            .call(
                Method::GET,
                &format!(
                    "/api/admin/portfolio{}",
                    table_query(&json!({"filters": {"salon": {"type": "checkbox", "values": [salon.id.to_string()]}}}))
                ),
            )
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(ids(&body["rows"]), vec![case]);
        assert_eq!(body["rows"][0]["master_name"], "Elif Usta");
        assert_eq!(body["rows"][0]["salon_name"], "Kuaför A");
        assert_eq!(body["rows"][0]["photos"].as_array().unwrap().len(), 1);
        assert_eq!(body["meta"]["salons"][0]["name"], "Kuaför A");

        assert_eq!(app.get(&format!("/api/site/salon/case/{case}")).await.status(), 200);
        let (_, page) = app.call(Method::GET, &format!("/api/site/salon/employee-info/{master}")).send().await;
        assert_eq!(ids(&page["cases"]), vec![case], "{page}");
        let (status, body) = app
            .call(Method::PUT, &format!("/api/admin/portfolio/cases/{case}/hidden"))
            .auth(&w.admin)
            .json(json!({"hidden": true}))
            .send()
            .await;
        assert_eq!((status, &body["hidden"]), (200, &json!(true)), "{body}");
        assert_eq!(app.get(&format!("/api/site/salon/case/{case}")).await.status(), 404, "hidden from the public");
        let (status, page) = app.call(Method::GET, &format!("/api/site/salon/employee-info/{master}")).send().await;
        assert_eq!((status, &page["cases"]), (200, &json!([])), "the master page leaves it out: {page}");
        // The filter finds it among the hidden ones.
        let (_, body) = app
            .call(
                Method::GET,
                &format!("/api/admin/portfolio{}", table_query(&json!({"filters": {"hidden": {"type": "radio", "value": "yes"}}}))),
            )
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(ids(&body["rows"]), vec![case]);
        let (_, body) = app
            .call(
                Method::GET,
                &format!("/api/admin/portfolio{}", table_query(&json!({"filters": {"hidden": {"type": "radio", "value": "no"}}}))),
            )
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(body["count"], 0);

        app.call(Method::PUT, &format!("/api/admin/portfolio/cases/{case}/hidden"))
            .auth(&w.admin)
            .json(json!({"hidden": false}))
            .send()
            .await;
        assert_eq!(app.get(&format!("/api/site/salon/case/{case}")).await.status(), 200);
        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/master_case/{case}")).auth(&w.admin).send().await;
        let actions: Vec<&str> = history.as_array().unwrap().iter().map(|h| h["action"].as_str().unwrap()).collect();
        assert_eq!(actions, vec!["master_case.unhide", "master_case.hide"]);
    });
}

#[tokio::test]
async fn cases_move_only_to_the_same_person_in_another_salon() {
    each_backend!(|app| {
        let w = world(&app).await;
        let old = w.f.master("Elif Usta");
        let stranger = w.f.master("Elif Yeni");
        let photo = stored_file(&app.db, w.admin_id, "cases", "cases/two.png").await;
        let cases = [
            portfolio_case(&app.db, old, w.f.service("sac-kesimi"), in_days(-3), None, photo).await,
            portfolio_case(&app.db, old, w.f.service("sac-kesimi"), in_days(-9), Some("10:30"), photo).await,
        ];
        let path = format!("/api/admin/masters/{old}/transfer-cases");

        // Another person's master record: refused, nothing moves.
        app.call(Method::POST, &path)
            .auth(&w.admin)
            .json(json!({"to_master_id": stranger}))
            .refused_in_every_language(409, "cases_transfer_other_person")
            .await;
        let (_, body) = app.call(Method::GET, &format!("/api/admin/portfolio/{old}")).auth(&w.admin).send().await;
        assert_eq!(ids(&body["cases"]), cases.to_vec(), "{body}");
        assert_eq!(body["transfer_targets"], json!([]));

        // The same person starts at salon B: their new master record has the same account.
        let account = w.f.account(MASTER).id;
        masters::Entity::update_many()
            .col_expr(masters::Column::AccountId, Expr::value(account))
            .filter(masters::Column::Id.eq(stranger))
            .exec(&app.db)
            .await
            .unwrap();
        let (_, body) = app.call(Method::GET, &format!("/api/admin/portfolio/{old}")).auth(&w.admin).send().await;
        assert_eq!(body["transfer_targets"][0]["id"], stranger, "{body}");
        assert_eq!(body["transfer_targets"][0]["salon_name"], "Kuaför B");

        let (status, body) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"to_master_id": stranger})).send().await;
        assert_eq!(status, 200, "{body}");
        let (_, body) = app.call(Method::GET, &format!("/api/admin/portfolio/{stranger}")).auth(&w.admin).send().await;
        assert_eq!(ids(&body["cases"]), cases.to_vec(), "{body}");
        assert_eq!(body["cases"][0]["salon_name"], "Kuaför B");
        let (_, body) = app.call(Method::GET, &format!("/api/admin/portfolio/{old}")).auth(&w.admin).send().await;
        assert_eq!(body["cases"], json!([]));
        let (_, page) = app.call(Method::GET, &format!("/api/site/salon/case/{}", cases[0])).send().await;
        assert_eq!(page["master_name"], "Elif Yeni", "the public case names the new master: {page}");

        let (_, history) = app.call(Method::GET, &format!("/api/admin/audit/master/{old}")).auth(&w.admin).send().await;
        assert_eq!(history[0]["action"], "master.transfer_cases_out", "{history}");
        assert_eq!(history[0]["after"]["cases"], json!(cases));
        app.call(Method::POST, "/api/admin/masters/999999/transfer-cases")
            .auth(&w.admin)
            .json(json!({"to_master_id": stranger}))
            .refused_in_every_language(404, "not_found")
            .await;
    });
}

#[tokio::test]
async fn every_call_is_refused_to_clients_and_salon_admins() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.f.account(CLIENT).id;
        let master = w.f.master("Elif Usta");
        let calls: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, "/api/admin/users".into(), None),
            (Method::GET, "/api/admin/users/salons".into(), None),
            (Method::GET, format!("/api/admin/users/{client}"), None),
            (Method::PUT, format!("/api/admin/users/{client}"), Some(json!({"full_name": "X", "roles": [{"role": "admin"}]}))),
            (Method::DELETE, format!("/api/admin/users/{client}?phone_last4=0004&force=true"), None),
            (Method::POST, "/api/admin/users/bulk-delete".into(), Some(json!({"ids": [client], "force": true}))),
            (Method::GET, "/api/admin/portfolio".into(), None),
            (Method::GET, format!("/api/admin/portfolio/{master}"), None),
            (Method::PUT, "/api/admin/portfolio/cases/1/hidden".into(), Some(json!({"hidden": true}))),
            (Method::POST, format!("/api/admin/masters/{master}/transfer-cases"), Some(json!({"to_master_id": master}))),
        ];
        for token in [w.f.token(OTHER_CLIENT), w.f.token(SALON_ADMIN)] {
            for (method, path, body) in &calls {
                let (status, answer) = app.call(method.clone(), path).auth(&token).json(body.clone()).send().await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
        }
        let account = accounts::Entity::find_by_id(client).one(&app.db).await.unwrap().unwrap();
        assert!(account.deleted_at.is_none() && account.full_name == format!("Test {CLIENT}"), "nothing changed");
    });
}

/// The users search reads the stored key (`accounts.search_key`, migration 000038) through the
/// trigram index: part of a name in another case and with or without Turkish letters, the phone
/// as typed with spaces (national or international), part of the e-mail; the key follows a rename
/// by the admin, a phone change and a deletion.
#[tokio::test]
async fn the_users_search_uses_the_stored_key_and_follows_every_write() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.f.account(CLIENT).id;
        let other = w.f.account(OTHER_CLIENT).id;
        let personal = |name: &str, email: &str| store::accounts::PersonalData {
            full_name: name.into(),
            email: Some(email.into()),
            gender: None,
            birthday: None,
            photo_file_id: None,
        };
        store::accounts::update_personal(&app.db, w.f.account(CLIENT), personal("Gülşen Çağlayan", "GULSEN.C@Example.com")).await.unwrap();
        store::accounts::update_personal(&app.db, w.f.account(OTHER_CLIENT), personal("Ahmet Yılmaz", "ahmet@example.com")).await.unwrap();
        let stored = accounts::Entity::find_by_id(client).one(&app.db).await.unwrap().unwrap();
        assert_eq!(stored.search_key, "gulsen caglayan 905559990004 05559990004 gulsen.c@example.com");

        let search = |term: &str| {
            let path = format!("/api/admin/users{}", table_query(&json!({"search": term, "limit": 100})));
            let app = &app;
            let token = w.admin.clone();
            async move {
                let (status, body) = app.call(Method::GET, &path).auth(&token).send().await;
                assert_eq!(status, 200, "{body}");
                ids(&body["rows"])
            }
        };
        for term in [
            "ÇAĞLA",
            "caglayan",
            "gülşen çağ",
            "Şen",
            "555 999 00 04",
            "0555 999 00 04",
            "+90 555 999 0004",
            "9990004",
            "gulsen.c@",
            "EXAMPLE.COM gulsen",
        ] {
            assert_eq!(search(term).await, vec![client], "{term}");
        }
        // Parts shorter than a trigram still narrow the rows.
        assert_eq!(search("gü ça").await, vec![client]);
        assert!(search("zzz").await.is_empty());
        let mut both = search("example.com").await;
        both.sort();
        assert_eq!(both, {
            let mut v = vec![client, other];
            v.sort();
            v
        });

        // Renamed by the admin: found by the new name, no longer by the old one.
        let (status, body) = app
            .call(Method::PUT, &format!("/api/admin/users/{client}"))
            .auth(&w.admin)
            .json(json!({"full_name": "Şebnem Öztürk", "email": "sebnem@example.org", "roles": [{"role": "client"}]}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(search("sebnem ozturk").await, vec![client]);
        assert_eq!(search("ÖZTÜRK").await, vec![client]);
        assert_eq!(search("sebnem@example.org").await, vec![client]);
        assert!(search("caglayan").await.is_empty(), "the old name is gone from the key");
        assert!(search("gulsen.c@").await.is_empty(), "and the old e-mail");

        // A phone change: found by the new number only.
        store::accounts::set_phone(&app.db, client, "+905321112233").await.unwrap();
        assert_eq!(search("0532 111 22 33").await, vec![client]);
        assert!(search("555 999 00 04").await.is_empty());

        // A deleted account is not listed, and its key keeps nothing to find it by.
        let (status, body) =
            app.call(Method::DELETE, &format!("/api/admin/users/{other}?phone_last4=0005&force=true")).auth(&w.admin).send().await;
        assert_eq!(status, 200, "{body}");
        assert!(search("ahmet").await.is_empty());
        let deleted = accounts::Entity::find_by_id(other).one(&app.db).await.unwrap().unwrap();
        assert_eq!(deleted.search_key, "");
    });
}
