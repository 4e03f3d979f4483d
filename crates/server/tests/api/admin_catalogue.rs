//! The platform admin's catalogue (issue #17 items 1–2): the overview counts, departments
//! (names, order, show-in-menu with its maximum of 7, white SVG icons sanitised), categories
//! (create, rename, move between departments in order, delete), catalogue services (create,
//! edit, delete, the forced delete that unbinds the salons and notifies them), every change
//! audited and visible at once in `/api/site/libs` and search, and every call refused to
//! clients and salon admins.

use chrono::Utc;
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905559980001";
const SALON_ADMIN: &str = "+905559980002";
const CLIENT: &str = "+905559980003";

const WHITE_ICON: &str =
    r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff"><circle cx="12" cy="12" r="8"/></svg>"##;

struct World {
    fixture: Fixture,
    admin: String,
}

/// Departments `dep-0`, `dep-1` (both in the menu), categories `cat-0` (Haircut, Wash) and
/// `cat-1` (Manicure); salon `kuafor-a` sells the haircut.
async fn world(app: &TestApp) -> World {
    let fixture = Catalogue::hair_and_nails()
        .salon(Salon::new("kuafor-a").admin(SALON_ADMIN).sells("sac-kesimi", Sell::price(30000)))
        .client(CLIENT)
        .build(app)
        .await;
    let admin = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
    World { fixture, admin }
}

fn names(tr: &str, en: &str, ru: &str) -> Value {
    json!({ "tr": tr, "en": en, "ru": ru })
}

async fn tree(app: &TestApp, token: &str) -> Value {
    let (status, body) = app.call(Method::GET, "/api/admin/services-catalog").auth(token).send().await;
    assert_eq!(status, 200, "{body}");
    body
}

fn department<'a>(tree: &'a Value, slug: &str) -> &'a Value {
    tree["departments"].as_array().unwrap().iter().find(|d| d["slug"] == slug).unwrap_or_else(|| panic!("no {slug} in {tree}"))
}

fn category_slugs(department: &Value) -> Vec<String> {
    department["categories"].as_array().unwrap().iter().map(|c| c["slug"].as_str().unwrap().to_owned()).collect()
}

async fn audited(app: &TestApp, entity: &str, id: i64) -> Vec<String> {
    audit_changes::Entity::find()
        .filter(audit_changes::Column::Entity.eq(entity))
        .filter(audit_changes::Column::EntityId.eq(id))
        .all(&app.db)
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.action)
        .collect()
}

async fn header_names(app: &TestApp, lang: &str) -> Vec<String> {
    let (status, libs) = app.call(Method::GET, "/api/site/libs").lang(lang).send().await;
    assert_eq!(status, 200);
    libs["header_departments"].as_array().unwrap().iter().map(|d| d["name"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn the_overview_counts_what_waits_for_the_admin() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, body) = app.call(Method::GET, "/api/admin/overview").auth(&w.admin).send().await;
        assert_eq!((status, body), (200, json!({ "pending_services": 0, "disputed_reviews": 0, "new_salons": 0 })));

        let salon = w.fixture.salon("kuafor-a");
        let request = json!({ "category_id": w.fixture.category("cat-0"), "name_tr": "Keratin", "default_duration_min": 60 });
        let (status, _) =
            app.call(Method::POST, "/api/salon/services/request").auth(&w.fixture.token(SALON_ADMIN)).json(request).send().await;
        assert_eq!(status, 200);
        for status in ["disputed", "disputed", "placed", "rejected"] {
            reviews::ActiveModel {
                salon_id: Set(salon.id),
                author_name: Set("Ayşe".into()),
                service_quality: Set(5),
                atmosphere: Set(5),
                cleanliness: Set(5),
                lang: Set("tr".into()),
                status: Set(status.into()),
                created_at: Set(Utc::now()),
                ..Default::default()
            }
            .insert(&app.db)
            .await
            .unwrap();
        }
        let mut new_salon: salons::ActiveModel = salon.clone().into();
        new_salon.status = Set("new".into());
        new_salon.update(&app.db).await.unwrap();

        let (status, body) = app.call(Method::GET, "/api/admin/overview").auth(&w.admin).send().await;
        assert_eq!((status, body), (200, json!({ "pending_services": 1, "disputed_reviews": 2, "new_salons": 1 })));
    });
}

#[tokio::test]
async fn departments_are_created_edited_and_shown_in_the_header_at_once() {
    each_backend!(|app| {
        let w = world(&app).await;
        let body = json!({ "names": names("Kalıcı Makyaj", "Permanent make-up", "Перманентный макияж"), "show_in_menu": true, "icon_svg": WHITE_ICON });
        let (status, created) = app.call(Method::POST, "/api/admin/departments").auth(&w.admin).json(body).send().await;
        assert_eq!(status, 200, "{created}");
        let new = department(&created, "kalici-makyaj");
        assert_eq!((new["names"]["ru"].as_str(), new["show_in_menu"].as_bool()), (Some("Перманентный макияж"), Some(true)));
        let id = new["id"].as_i64().unwrap();
        // After the two of the fixture: the next order number.
        assert!(new["sort_order"].as_i64().unwrap() > department(&created, "dep-1")["sort_order"].as_i64().unwrap());
        assert!(header_names(&app, "en").await.contains(&"Permanent make-up".to_owned()));
        assert!(header_names(&app, "ru").await.contains(&"Перманентный макияж".to_owned()));

        // The icon is served as stored, and its URL in the header changes with it.
        let (_, libs) = app.call(Method::GET, "/api/site/libs").send().await;
        let icon_url =
            libs["header_departments"].as_array().unwrap().iter().find(|d| d["id"] == id).unwrap()["icon"].as_str().unwrap().to_owned();
        assert!(app.get(&icon_url).await.text().await.unwrap().contains("<circle cx=\"12\" cy=\"12\" r=\"8\"/>"));

        let edit = json!({ "names": names("Kalıcı Makyaj", "PMU", "Татуаж"), "sort_order": 0, "show_in_menu": true });
        let (status, edited) = app.call(Method::PUT, &format!("/api/admin/departments/{id}")).auth(&w.admin).json(edit).send().await;
        assert_eq!(status, 200, "{edited}");
        // Order 0: before dep-1 (order 1); the slug stays (landing URLs use it).
        let slugs: Vec<&str> = edited["departments"].as_array().unwrap().iter().map(|d| d["slug"].as_str().unwrap()).collect();
        assert_eq!(slugs, ["dep-0", "kalici-makyaj", "dep-1"]);
        assert_eq!(header_names(&app, "ru").await[1], "Татуаж");
        assert_eq!(header_names(&app, "en").await[1], "PMU");

        let (status, changed) = app
            .call(Method::POST, &format!("/api/admin/departments/{id}/icon"))
            .auth(&w.admin)
            .json(json!({ "svg": WHITE_ICON.replace("r=\"8\"", "r=\"6\"") }))
            .send()
            .await;
        assert_eq!(status, 200, "{changed}");
        let (_, libs) = app.call(Method::GET, "/api/site/libs").send().await;
        let new_url = libs["header_departments"][1]["icon"].as_str().unwrap().to_owned();
        assert_ne!(new_url, icon_url, "a new icon gets a new URL past the browsers' cache");
        assert!(app.get(&new_url).await.text().await.unwrap().contains("r=\"6\""));

        // Hidden from the menu: gone from the header.
        let hide = json!({ "names": names("Kalıcı Makyaj", "PMU", "Татуаж"), "sort_order": 0, "show_in_menu": false });
        let (status, _) = app.call(Method::PUT, &format!("/api/admin/departments/{id}")).auth(&w.admin).json(hide).send().await;
        assert_eq!(status, 200);
        assert!(!header_names(&app, "en").await.contains(&"PMU".to_owned()));

        assert_eq!(
            audited(&app, "department", id).await,
            ["department.create", "department.update", "department.icon", "department.update"]
        );
    });
}

#[tokio::test]
async fn forms_are_validated_and_an_eighth_menu_department_is_refused() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, body) = app
            .call(Method::POST, "/api/admin/departments")
            .auth(&w.admin)
            .lang("en")
            .json(json!({ "names": names(" ", "Nails", ""), "sort_order": 10001 }))
            .send()
            .await;
        assert_field_error(status, &body, "en", "names.tr", "required", &[]);
        assert_field_error(status, &body, "en", "names.ru", "required", &[]);
        assert_field_error(status, &body, "en", "sort_order", "between", &[("min", "0"), ("max", "10000")]);

        // The fixture shows 2; five more make the 7 of the header.
        for i in 0..5 {
            let body = json!({ "names": names(&format!("Bölüm {i}"), &format!("Dept {i}"), &format!("Раздел {i}")), "show_in_menu": true });
            let (status, _) = app.call(Method::POST, "/api/admin/departments").auth(&w.admin).json(body).send().await;
            assert_eq!(status, 200);
        }
        let eighth = json!({ "names": names("Sekizinci", "Eighth", "Восьмой"), "show_in_menu": true });
        for lang in ["tr", "en", "ru"] {
            let (status, body) =
                app.call(Method::POST, "/api/admin/departments").auth(&w.admin).lang(lang).json(eighth.clone()).send().await;
            assert_field_error(status, &body, lang, "show_in_menu", "menu_departments_max", &[("max", "7")]);
        }
        // Off the menu it is fine; turning it on later is refused the same way.
        let off = json!({ "names": names("Sekizinci", "Eighth", "Восьмой"), "show_in_menu": false });
        let (status, created) = app.call(Method::POST, "/api/admin/departments").auth(&w.admin).json(off).send().await;
        assert_eq!(status, 200);
        let id = department(&created, "sekizinci")["id"].as_i64().unwrap();
        let (status, body) =
            app.call(Method::PUT, &format!("/api/admin/departments/{id}")).auth(&w.admin).lang("ru").json(eighth).send().await;
        assert_field_error(status, &body, "ru", "show_in_menu", "menu_departments_max", &[("max", "7")]);
        assert_eq!(header_names(&app, "tr").await.len(), 7);
        // Editing one already shown keeps it shown.
        let dep0 = w.fixture.department("dep-0");
        let keep = json!({ "names": names("Bölüm A", "Dept A", "Раздел А"), "show_in_menu": true });
        let (status, _) = app.call(Method::PUT, &format!("/api/admin/departments/{dep0}")).auth(&w.admin).json(keep).send().await;
        assert_eq!(status, 200);

        let (status, body) = app
            .call(Method::POST, "/api/admin/services")
            .auth(&w.admin)
            .lang("en")
            .json(json!({ "category_id": w.fixture.category("cat-0"), "names": names("A", "B", "C"), "default_duration_min": 7 }))
            .send()
            .await;
        assert_field_error(status, &body, "en", "default_duration_min", "duration_step", &[("step", "5")]);
        let (status, body) = app
            .call(Method::POST, "/api/admin/services")
            .auth(&w.admin)
            .lang("en")
            .json(json!({ "category_id": 999_999, "names": names("A", "B", "C"), "default_duration_min": 30 }))
            .send()
            .await;
        assert_field_error(status, &body, "en", "category_id", "wrong_format", &[]);
        let (status, body) = app
            .call(Method::POST, "/api/admin/categories")
            .auth(&w.admin)
            .lang("en")
            .json(json!({ "department_id": 999_999, "names": names("A", "B", "C") }))
            .send()
            .await;
        assert_field_error(status, &body, "en", "department_id", "wrong_format", &[]);
    });
}

#[tokio::test]
async fn icons_must_be_white_svg_and_are_stored_without_scripts() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = w.fixture.department("dep-0");
        let path = format!("/api/admin/departments/{id}/icon");
        let red = r#"<svg xmlns="http://www.w3.org/2000/svg"><path fill="red" d="M0 0h1"/></svg>"#;
        for lang in ["tr", "en", "ru"] {
            let (status, body) = app.call(Method::POST, &path).auth(&w.admin).lang(lang).json(json!({ "svg": red })).send().await;
            assert_field_error(status, &body, lang, "svg", "icon_not_white", &[("colour", "red")]);
        }
        for not_svg in ["just text", "<html><body/></html>", "PNG IHDR"] {
            let (status, body) = app.call(Method::POST, &path).auth(&w.admin).lang("en").json(json!({ "svg": not_svg })).send().await;
            assert_field_error(status, &body, "en", "svg", "icon_not_svg", &[]);
        }
        // A non-white icon on the department form is refused too.
        let form = json!({ "names": names("Yeni", "New", "Новый"), "icon_svg": red });
        let (status, body) = app.call(Method::POST, "/api/admin/departments").auth(&w.admin).lang("en").json(form).send().await;
        assert_field_error(status, &body, "en", "icon_svg", "icon_not_white", &[("colour", "red")]);

        let sneaky = r##"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" fill="#fff"><script>alert(2)</script><foreignObject><p>x</p></foreignObject><circle r="4" onclick="alert(3)"/><use href="https://evil.example/a.svg#x"/></svg>"##;
        let (status, _) = app.call(Method::POST, &path).auth(&w.admin).json(json!({ "svg": sneaky })).send().await;
        assert_eq!(status, 200);
        let served = app.get(&format!("/api/site/departments/{id}/icon.svg")).await.text().await.unwrap();
        assert_eq!(served, r##"<svg xmlns="http://www.w3.org/2000/svg" fill="#fff"><circle r="4"/><use/></svg>"##);
        assert_eq!(audited(&app, "department", id).await, ["department.icon"]);
    });
}

#[tokio::test]
async fn categories_are_created_renamed_and_moved_between_departments_in_order() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (dep0, dep1) = (w.fixture.department("dep-0"), w.fixture.department("dep-1"));
        for (tr, en, ru) in [("Boya", "Colouring", "Окрашивание"), ("Fön", "Blow-dry", "Укладка")] {
            let body = json!({ "department_id": dep0, "names": names(tr, en, ru) });
            let (status, _) = app.call(Method::POST, "/api/admin/categories").auth(&w.admin).json(body).send().await;
            assert_eq!(status, 200);
        }
        let t = tree(&app, &w.admin).await;
        assert_eq!(category_slugs(department(&t, "dep-0")), ["cat-0", "boya", "fon"]);
        let boya = department(&t, "dep-0")["categories"][1]["id"].as_i64().unwrap();

        let rename = json!({ "names": names("Saç boyama", "Hair colouring", "Окрашивание волос") });
        let (status, t) = app.call(Method::PUT, &format!("/api/admin/categories/{boya}")).auth(&w.admin).json(rename).send().await;
        assert_eq!(status, 200);
        assert_eq!(department(&t, "dep-0")["categories"][1]["names"]["en"], "Hair colouring");

        // Into the other department, first; both keep a gapless order.
        let (status, t) = app
            .call(Method::POST, &format!("/api/admin/categories/{boya}/move"))
            .auth(&w.admin)
            .json(json!({ "department_id": dep1, "position": 0 }))
            .send()
            .await;
        assert_eq!(status, 200, "{t}");
        assert_eq!(category_slugs(department(&t, "dep-0")), ["cat-0", "fon"]);
        assert_eq!(category_slugs(department(&t, "dep-1")), ["boya", "cat-1"]);
        let orders = |d: &Value| d["categories"].as_array().unwrap().iter().map(|c| c["sort_order"].as_i64().unwrap()).collect::<Vec<_>>();
        assert_eq!((orders(department(&t, "dep-0")), orders(department(&t, "dep-1"))), (vec![1, 2], vec![1, 2]));
        // Within the department, past the end: last.
        let (status, t) = app
            .call(Method::POST, &format!("/api/admin/categories/{boya}/move"))
            .auth(&w.admin)
            .json(json!({ "department_id": dep1, "position": 50 }))
            .send()
            .await;
        assert_eq!(status, 200);
        assert_eq!(category_slugs(department(&t, "dep-1")), ["cat-1", "boya"]);
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/categories/{boya}/move"))
            .auth(&w.admin)
            .lang("en")
            .json(json!({ "department_id": dep1, "position": -1 }))
            .send()
            .await;
        assert_field_error(status, &body, "en", "position", "between", &[("min", "0"), ("max", "10000")]);
        assert_eq!(audited(&app, "category", boya).await, ["category.create", "category.update", "category.move", "category.move"]);
    });
}

#[tokio::test]
async fn deleting_is_refused_while_used_and_forced_only_over_what_is_empty() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (dep0, cat0, cat1) = (w.fixture.department("dep-0"), w.fixture.category("cat-0"), w.fixture.category("cat-1"));
        app.call(Method::DELETE, &format!("/api/admin/departments/{dep0}"))
            .auth(&w.admin)
            .refused_in_every_language(409, "department_has_categories")
            .await;
        let (_, body) = app.call(Method::DELETE, &format!("/api/admin/departments/{dep0}")).auth(&w.admin).lang("en").send().await;
        assert_eq!(body["message"], message("en", "department_has_categories", &[("count", "1")]));
        // Forced, it is still refused while a category holds services.
        let (status, _) = app.call(Method::DELETE, &format!("/api/admin/departments/{dep0}?force=true")).auth(&w.admin).send().await;
        assert_eq!(status, 409);
        app.call(Method::DELETE, &format!("/api/admin/categories/{cat0}"))
            .auth(&w.admin)
            .refused_in_every_language(409, "category_has_services")
            .await;
        // cat-0 holds the haircut (sold by kuafor-a) and the wash (sold by none): forcing is refused for the haircut.
        let (status, body) =
            app.call(Method::DELETE, &format!("/api/admin/categories/{cat0}?force=true")).auth(&w.admin).lang("en").send().await;
        assert_eq!((status, body["message"].clone()), (409, json!(message("en", "category_has_services", &[("count", "1")]))));
        let haircut = w.fixture.service("sac-kesimi");
        app.call(Method::DELETE, &format!("/api/admin/services/{haircut}"))
            .auth(&w.admin)
            .refused_in_every_language(409, "service_used_by_salons")
            .await;

        // cat-1 holds the manicure no salon sells: forcing deletes the service and the category.
        let (status, _) = app.call(Method::DELETE, &format!("/api/admin/categories/{cat1}?force=true")).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert_eq!(services::Entity::find_by_id(w.fixture.service("manikur")).one(&app.db).await.unwrap(), None);
        // dep-1 is empty now: deleted without force.
        let dep1 = w.fixture.department("dep-1");
        let (status, t) = app.call(Method::DELETE, &format!("/api/admin/departments/{dep1}")).auth(&w.admin).send().await;
        assert_eq!(status, 200);
        assert!(t["departments"].as_array().unwrap().iter().all(|d| d["slug"] != "dep-1"));
        assert_eq!(audited(&app, "category", cat1).await, ["category.delete"]);
        assert_eq!(audited(&app, "department", dep1).await, ["department.delete"]);
        let (status, _) = app.call(Method::DELETE, "/api/admin/departments/999999").auth(&w.admin).send().await;
        assert_eq!(status, 404);
    });
}

#[tokio::test]
async fn catalogue_services_are_created_edited_and_found_in_every_language() {
    each_backend!(|app| {
        let w = world(&app).await;
        let cat0 = w.fixture.category("cat-0");
        let form = json!({
            "category_id": cat0,
            "names": names("Saç botoksu", "Hair botox", "Ботокс для волос"),
            "descriptions": names("Bakım", "Care", ""),
            "default_duration_min": 90,
        });
        let (status, t) = app.call(Method::POST, "/api/admin/services").auth(&w.admin).json(form).send().await;
        assert_eq!(status, 200, "{t}");
        let service = department(&t, "dep-0")["categories"][0]["services"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["slug"] == "sac-botoksu")
            .unwrap_or_else(|| panic!("{t}"))
            .clone();
        assert_eq!((service["default_duration_min"].as_i64(), service["descriptions"]["ru"].as_str()), (Some(90), Some("")));
        let id = service["id"].as_i64().unwrap();
        let row = services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((row.moderation_state.as_str(), row.requested_by_salon_id), ("approved", None));

        let rename = json!({
            "category_id": w.fixture.category("cat-1"),
            "names": names("Saç botoksu", "Hair botox", "Кератиновый ботокс"),
            "default_duration_min": 60,
        });
        let (status, t) = app.call(Method::PUT, &format!("/api/admin/services/{id}")).auth(&w.admin).json(rename).send().await;
        assert_eq!(status, 200);
        let moved = &department(&t, "dep-1")["categories"][0]["services"];
        assert!(moved.as_array().unwrap().iter().any(|s| s["id"] == id && s["names"]["ru"] == "Кератиновый ботокс"), "{moved}");

        // The salon's haircut renamed in Russian: search finds it by the new name.
        let haircut = w.fixture.service("sac-kesimi");
        let (_, before) =
            app.call(Method::GET, &format!("/api/site/search-services?term={}", urlencode("Мужская"))).lang("ru").send().await;
        let rename = json!({ "category_id": cat0, "names": names("Saç kesimi", "Haircut", "Мужская стрижка"), "default_duration_min": 45 });
        let (status, _) = app.call(Method::PUT, &format!("/api/admin/services/{haircut}")).auth(&w.admin).json(rename).send().await;
        assert_eq!(status, 200);
        let (status, after) =
            app.call(Method::GET, &format!("/api/site/search-services?term={}", urlencode("Мужская"))).lang("ru").send().await;
        assert_eq!(status, 200, "{after}");
        assert!(!before.to_string().contains("Мужская стрижка"), "{before}");
        assert!(after.to_string().contains("Мужская стрижка"), "{after}");
        assert_eq!(audited(&app, "service", id).await, ["service.create", "service.update"]);
    });
}

#[tokio::test]
async fn a_forced_service_delete_unbinds_the_salons_and_tells_them() {
    each_backend!(|app| {
        let w = world(&app).await;
        let haircut = w.fixture.service("sac-kesimi");
        let (status, body) = app.call(Method::DELETE, &format!("/api/admin/services/{haircut}")).auth(&w.admin).lang("en").send().await;
        assert_eq!((status, body["message"].clone()), (409, json!(message("en", "service_used_by_salons", &[("count", "1")]))));

        let (status, body) = app.call(Method::DELETE, &format!("/api/admin/services/{haircut}?force=true")).auth(&w.admin).send().await;
        assert_eq!((status, body["unbound_salons"].clone()), (200, json!(1)), "{body}");
        assert_eq!(services::Entity::find_by_id(haircut).one(&app.db).await.unwrap(), None);
        let bindings = salon_services::Entity::find().filter(salon_services::Column::ServiceId.eq(haircut)).count(&app.db).await.unwrap();
        assert_eq!(bindings, 0);

        let salon_admin = w.fixture.token(SALON_ADMIN);
        let (status, notices) = app.call(Method::GET, "/api/common/notifications").auth(&salon_admin).lang("en").send().await;
        assert_eq!(status, 200, "{notices}");
        assert_eq!(notices["rows"][0]["kind"], "catalogue_service_removed", "{notices}");
        assert!(notices["rows"][0]["text"].as_str().unwrap().contains("«Haircut»"), "{notices}");
        let (_, notices) = app.call(Method::GET, "/api/common/notifications").auth(&salon_admin).lang("ru").send().await;
        assert!(notices["rows"][0]["text"].as_str().unwrap().contains("«Стрижка»"), "{notices}");
        let actions = audited(&app, "service", haircut).await;
        assert_eq!(actions, ["service.delete"]);
        let record = audit_changes::Entity::find().filter(audit_changes::Column::EntityId.eq(haircut)).one(&app.db).await.unwrap().unwrap();
        assert!(record.reason.unwrap_or_default().starts_with("force"));
    });
}

#[tokio::test]
async fn a_service_visits_were_booked_with_is_kept() {
    each_backend!(|app| {
        let fixture = Catalogue::hair_and_nails()
            .salon(
                Salon::new("kuafor-a")
                    .admin(SALON_ADMIN)
                    .sells("sac-kesimi", Sell::price(30000))
                    .master(Master::new("Elif").does(&["sac-kesimi"])),
            )
            .build(&app)
            .await;
        let admin = token_for(&app.db, ADMIN, &[Role::Admin], None).await;
        Visit::of(fixture.master("Elif"))
            .service(fixture.sold("kuafor-a", "sac-kesimi"))
            .at(in_days(-3), "10:00")
            .status("completed")
            .insert(&app)
            .await;
        let haircut = fixture.service("sac-kesimi");
        app.call(Method::DELETE, &format!("/api/admin/services/{haircut}?force=true"))
            .auth(&admin)
            .refused_in_every_language(409, "service_has_bookings")
            .await;
        assert!(services::Entity::find_by_id(haircut).one(&app.db).await.unwrap().is_some());
        let bindings = salon_services::Entity::find().filter(salon_services::Column::ServiceId.eq(haircut)).count(&app.db).await.unwrap();
        assert_eq!(bindings, 1, "the refused delete left the binding");
    });
}

#[tokio::test]
async fn only_the_platform_admin_may_call_the_catalogue() {
    each_backend!(|app| {
        let w = world(&app).await;
        let client = w.fixture.token(CLIENT);
        let salon_admin = w.fixture.token(SALON_ADMIN);
        let (dep, cat, service) = (w.fixture.department("dep-0"), w.fixture.category("cat-0"), w.fixture.service("yikama"));
        let calls: Vec<(Method, String, Option<Value>)> = vec![
            (Method::GET, "/api/admin/overview".into(), None),
            (Method::GET, "/api/admin/services-catalog".into(), None),
            (Method::POST, "/api/admin/departments".into(), Some(json!({ "names": names("A", "B", "C") }))),
            (Method::PUT, format!("/api/admin/departments/{dep}"), Some(json!({ "names": names("A", "B", "C") }))),
            (Method::POST, format!("/api/admin/departments/{dep}/icon"), Some(json!({ "svg": WHITE_ICON }))),
            (Method::DELETE, format!("/api/admin/departments/{dep}?force=true"), None),
            (Method::POST, "/api/admin/categories".into(), Some(json!({ "department_id": dep, "names": names("A", "B", "C") }))),
            (Method::PUT, format!("/api/admin/categories/{cat}"), Some(json!({ "names": names("A", "B", "C") }))),
            (Method::POST, format!("/api/admin/categories/{cat}/move"), Some(json!({ "department_id": dep, "position": 0 }))),
            (Method::DELETE, format!("/api/admin/categories/{cat}?force=true"), None),
            (
                Method::POST,
                "/api/admin/services".into(),
                Some(json!({ "category_id": cat, "names": names("A", "B", "C"), "default_duration_min": 30 })),
            ),
            (
                Method::PUT,
                format!("/api/admin/services/{service}"),
                Some(json!({ "category_id": cat, "names": names("A", "B", "C"), "default_duration_min": 30 })),
            ),
            (Method::DELETE, format!("/api/admin/services/{service}?force=true"), None),
        ];
        for (method, path, body) in &calls {
            for token in [&client, &salon_admin] {
                let (status, answer) = app.call(method.clone(), path).auth(token).json(body.clone()).send().await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
            let (status, _) = app.call(method.clone(), path).json(body.clone()).send().await;
            assert_eq!(status, 401, "{method} {path} without a session");
        }
        // Nothing changed.
        assert_eq!(audit_changes::Entity::find().count(&app.db).await.unwrap(), 0);
        assert_eq!(tree(&app, &w.admin).await["departments"].as_array().unwrap().len(), 2);
    });
}
