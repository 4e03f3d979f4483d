//! Service moderation (issue #17 item 3): the admin's table of salons' requests, approve with
//! data (bound to the salon at its asked price), merge into an existing catalogue service,
//! rename, decline with a reason; the salon's view of the outcome and its notification; the
//! refusals (decided already, unknown ids, bad input) and non-admins refused on every call.

use domain::access::Role;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

const ADMIN: &str = "+905559990009";
const CLIENT: &str = "+905559990008";

struct World {
    admin: String,
    client: String,
    /// Kuaför A's admin, who asks for services; kuaför B's sells the haircut at 350 ₺.
    salon_a: i64,
    token_a: String,
    salon_b: i64,
    token_b: String,
    hair: i64,
    nails: i64,
    haircut: i64,
}

async fn world(app: &TestApp) -> World {
    let f = Catalogue::new()
        .departments(2)
        .category("sac-bakimi", "dep-0", ["Saç Bakımı", "Hair care", "Уход за волосами"])
        .category("tirnak", "dep-1", ["Tırnak", "Nails", "Ногти"])
        .service("sac-kesimi", "sac-bakimi", ["Saç kesimi", "Haircut", "Стрижка"])
        .salon(Salon::new("kuafor-a").named("Kuaför A").master(Master::new("Elif Aslan")).admin("+905559990001"))
        .salon(
            Salon::new("kuafor-b")
                .named("Kuaför B")
                .sells("sac-kesimi", Sell::price(35000))
                .master(Master::new("Mert Demir"))
                .admin("+905559990002"),
        )
        .build(app)
        .await;
    World {
        admin: token_for(&app.db, ADMIN, &[Role::Admin], None).await,
        client: token_for(&app.db, CLIENT, &[Role::Client], None).await,
        salon_a: f.salon("kuafor-a").id,
        token_a: f.token("+905559990001"),
        salon_b: f.salon("kuafor-b").id,
        token_b: f.token("+905559990002"),
        hair: f.category("sac-bakimi"),
        nails: f.category("tirnak"),
        haircut: f.service("sac-kesimi"),
    }
}

/// The salon asks for a service through its cabinet; returns the request's id.
async fn request(app: &TestApp, token: &str, category: i64, name_tr: &str, price: i64, minutes: i64) -> i64 {
    let body = json!({"category_id": category, "name_tr": name_tr, "default_duration_min": minutes, "price": price});
    let (status, created) = app.call(Method::POST, "/api/salon/services/request").auth(token).json(body).send().await;
    assert_eq!(status, 200, "{created}");
    created["id"].as_i64().unwrap()
}

async fn binding(app: &TestApp, salon: i64, service: i64) -> Option<salon_services::Model> {
    salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon))
        .filter(salon_services::Column::ServiceId.eq(service))
        .one(&app.db)
        .await
        .unwrap()
}

/// The salon's own request as its services screen lists it (in `lang`).
async fn salon_sees(app: &TestApp, token: &str, id: i64, lang: &str) -> Value {
    let (status, page) = app.call(Method::GET, "/api/salon/services/requests").auth(token).lang(lang).send().await;
    assert_eq!(status, 200, "{page}");
    page["rows"].as_array().unwrap().iter().find(|r| r["id"].as_i64() == Some(id)).cloned().unwrap_or_else(|| panic!("{page}"))
}

/// The newest notification of the account behind `token`, as it reads in `lang`.
async fn last_notice(app: &TestApp, token: &str, lang: &str) -> Value {
    let (status, page) = app.call(Method::GET, "/api/common/notifications").auth(token).lang(lang).send().await;
    assert_eq!(status, 200, "{page}");
    page["rows"][0].clone()
}

async fn audit(app: &TestApp, w: &World, id: i64) -> Value {
    let (status, history) = app.call(Method::GET, &format!("/api/admin/audit/service/{id}")).auth(&w.admin).send().await;
    assert_eq!(status, 200, "{history}");
    history
}

fn approval(category: i64, minutes: i64) -> Value {
    json!({"name_tr": "Saç botoksu", "name_en": "Hair botox", "name_ru": "Ботокс для волос", "category_id": category, "default_duration_min": minutes})
}

#[tokio::test]
async fn approving_puts_the_service_in_the_catalogue_bound_to_the_salon_at_its_asked_price() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = request(&app, &w.token_a, w.nails, "sac botoks", 45000, 60).await;

        // The moderator fixes the names, moves it to hair care and sets the catalogue's duration.
        let (status, decided) = app
            .call(Method::POST, &format!("/api/admin/service-requests/{id}/approve"))
            .auth(&w.admin)
            .json(approval(w.hair, 45))
            .send()
            .await;
        assert_eq!(status, 200, "{decided}");
        assert_eq!(decided["service_id"].as_i64(), Some(id));

        let service = services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!(
            (
                service.moderation_state.as_str(),
                service.name_en.as_str(),
                service.category_id,
                service.default_duration_min,
                service.slug.as_str()
            ),
            ("approved", "Hair botox", w.hair, 45, "sac-botoksu")
        );
        let bound = binding(&app, w.salon_a, id).await.expect("bound to the requesting salon");
        assert_eq!((bound.id, bound.price, bound.duration_min, bound.active), (decided["binding_id"].as_i64().unwrap(), 45000, 60, true));

        // The salon sees it approved, in its catalogue with its binding, and is told.
        let mine = salon_sees(&app, &w.token_a, id, "en").await;
        assert_eq!((mine["moderation_state"].as_str(), mine["name"].as_str()), (Some("approved"), Some("Hair botox")));
        let (_, catalogue) = app.call(Method::GET, "/api/salon/services/grouped-by-departments").auth(&w.token_a).send().await;
        assert!(catalogue.to_string().contains("Saç botoksu"), "{catalogue}");
        let notice = last_notice(&app, &w.token_a, "en").await;
        assert_eq!(notice["kind"], "service_request_approved");
        assert_eq!(notice["title"], "Your service request is approved");
        assert!(notice["text"].as_str().unwrap().contains("Saç botoksu"), "{notice}");
        let notice = last_notice(&app, &w.token_a, "ru").await;
        assert_eq!(notice["title"], "Ваша заявка на услугу одобрена");

        // Everyone finds it now; the other salon may bind it too.
        let (_, public) = app.call(Method::GET, "/api/site/search-services?term=botoks").send().await;
        assert_eq!(public[0]["id"].as_str(), Some(id.to_string().as_str()), "{public}");

        let history = audit(&app, &w, id).await;
        assert_eq!(history[0]["action"], "service.approve");
        assert_eq!((history[0]["before"]["state"].as_str(), history[0]["after"]["state"].as_str()), (Some("pending"), Some("approved")));
        assert_eq!(history[0]["after"]["binding_id"], decided["binding_id"]);
    });
}

#[tokio::test]
async fn merging_binds_the_salon_to_the_existing_service_and_keeps_a_binding_it_has() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = request(&app, &w.token_a, w.hair, "Erkek saç kesimi", 50000, 40).await;
        let (status, decided) = app
            .call(Method::POST, &format!("/api/admin/service-requests/{id}/merge"))
            .auth(&w.admin)
            .json(json!({"service_id": w.haircut}))
            .send()
            .await;
        assert_eq!(status, 200, "{decided}");
        assert_eq!(decided["service_id"].as_i64(), Some(w.haircut));
        let bound = binding(&app, w.salon_a, w.haircut).await.expect("bound to the catalogue's haircut");
        assert_eq!((bound.price, bound.duration_min, bound.active), (50000, 40, true));
        let request_row = services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((request_row.moderation_state.as_str(), request_row.merged_into_service_id), ("merged", Some(w.haircut)));
        assert!(binding(&app, w.salon_a, id).await.is_none(), "the request itself is never sold");

        let mine = salon_sees(&app, &w.token_a, id, "en").await;
        assert_eq!((mine["moderation_state"].as_str(), mine["merged_into"].as_str()), (Some("merged"), Some("Haircut")));
        let notice = last_notice(&app, &w.token_a, "tr").await;
        assert_eq!(notice["kind"], "service_request_merged");
        assert!(notice["text"].as_str().unwrap().contains("«Saç kesimi»"), "{notice}");
        assert_eq!(audit(&app, &w, id).await[0]["after"]["merged_into_service_id"].as_i64(), Some(w.haircut));

        // Kuaför B sells the haircut already: its price stays.
        let theirs = request(&app, &w.token_b, w.hair, "Kısa kesim", 99000, 30).await;
        let (status, decided) = app
            .call(Method::POST, &format!("/api/admin/service-requests/{theirs}/merge"))
            .auth(&w.admin)
            .json(json!({"service_id": w.haircut}))
            .send()
            .await;
        assert_eq!(status, 200, "{decided}");
        let kept = binding(&app, w.salon_b, w.haircut).await.unwrap();
        assert_eq!((Some(kept.id), kept.price), (decided["binding_id"].as_i64(), 35000));

        // Only into an approved catalogue service, never into a request or itself.
        let other = request(&app, &w.token_a, w.hair, "Saç boyama", 20000, 90).await;
        let pending = request(&app, &w.token_b, w.hair, "Perma", 20000, 90).await;
        for target in [json!(pending), json!(other), json!(987654), Value::Null] {
            let (status, body) = app
                .call(Method::POST, &format!("/api/admin/service-requests/{other}/merge"))
                .auth(&w.admin)
                .json(json!({"service_id": target}))
                .lang("en")
                .send()
                .await;
            let code = if target.is_null() { "required" } else { "wrong_format" };
            assert_field_error(status, &body, "en", "service_id", code, &[]);
        }
    });
}

#[tokio::test]
async fn declining_stores_the_reason_and_tells_the_salon() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = request(&app, &w.token_a, w.hair, "Sihirli bakım", 10000, 30).await;
        let path = format!("/api/admin/service-requests/{id}/decline");
        for lang in ["tr", "en", "ru"] {
            let (status, body) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"reason": "  "})).lang(lang).send().await;
            assert_field_error(status, &body, lang, "reason", "required", &[]);
            let (status, body) =
                app.call(Method::POST, &path).auth(&w.admin).json(json!({"reason": "x".repeat(501)})).lang(lang).send().await;
            assert_field_error(status, &body, lang, "reason", "max_length", &[("max", "500")]);
        }
        assert_eq!(salon_sees(&app, &w.token_a, id, "tr").await["moderation_state"], "pending");

        let reason = "Bu hizmet katalogdaki «Saç kesimi» ile aynı değil ama tanımı belirsiz.";
        let (status, _) = app.call(Method::POST, &path).auth(&w.admin).json(json!({"reason": reason})).send().await;
        assert_eq!(status, 200);
        let mine = salon_sees(&app, &w.token_a, id, "tr").await;
        assert_eq!((mine["moderation_state"].as_str(), mine["decline_reason"].as_str()), (Some("declined"), Some(reason)));
        let notice = last_notice(&app, &w.token_a, "en").await;
        assert_eq!(notice["kind"], "service_request_declined");
        assert_eq!(notice["text"].as_str(), Some(format!("Your request “Sihirli bakım” was declined. Reason: {reason}").as_str()));
        let history = audit(&app, &w, id).await;
        assert_eq!((history[0]["action"].as_str(), history[0]["reason"].as_str()), (Some("service.decline"), Some(reason)));
        assert!(binding(&app, w.salon_a, id).await.is_none());
        // The salon may ask for a declined name again.
        request(&app, &w.token_a, w.hair, "Sihirli bakım", 10000, 30).await;
    });
}

#[tokio::test]
async fn renaming_keeps_the_request_pending_with_the_new_names() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = request(&app, &w.token_a, w.hair, "sac botox", 45000, 60).await;
        let path = format!("/api/admin/service-requests/{id}");
        let (status, body) =
            app.call(Method::PUT, &path).auth(&w.admin).json(json!({"name_tr": "", "name_en": "x"})).lang("ru").send().await;
        assert_field_error(status, &body, "ru", "name_tr", "required", &[]);
        let (status, body) =
            app.call(Method::PUT, &path).auth(&w.admin).json(json!({"name_tr": "Saç botoksu", "name_en": "Hair botox"})).send().await;
        assert_eq!(status, 200, "{body}");
        let mine = salon_sees(&app, &w.token_a, id, "en").await;
        assert_eq!((mine["name"].as_str(), mine["moderation_state"].as_str()), (Some("Hair botox"), Some("pending")));
        let history = audit(&app, &w, id).await;
        assert_eq!((history[0]["action"].as_str(), history[0]["after"]["name_tr"].as_str()), (Some("service.rename"), Some("Saç botoksu")));
        // Search finds it by its new names.
        let (_, table) = app
            .call(Method::GET, &format!("/api/admin/service-requests{}", table_query(&json!({"search": "BOTOKS"}))))
            .auth(&w.admin)
            .send()
            .await;
        assert_eq!(ids(&table["rows"]), vec![id]);
    });
}

#[tokio::test]
async fn a_decided_request_is_refused_and_two_moderators_cannot_both_decide() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = request(&app, &w.token_a, w.hair, "Saç botoksu", 45000, 60).await;
        let approve = format!("/api/admin/service-requests/{id}/approve");
        // Two moderators at once: exactly one wins, and the salon gets one binding.
        let (first, second) = tokio::join!(
            app.call(Method::POST, &approve).auth(&w.admin).json(approval(w.hair, 45)).send(),
            app.call(Method::POST, &approve).auth(&w.admin).json(approval(w.hair, 45)).send(),
        );
        let mut statuses = [first.0, second.0];
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 409], "{} {}", first.1, second.1);

        let already = |lang: &str| message(lang, "service_request_already_decided", &[]);
        let calls: [(Method, String, Value); 4] = [
            (Method::POST, approve.clone(), approval(w.hair, 45)),
            (Method::POST, format!("/api/admin/service-requests/{id}/merge"), json!({"service_id": w.haircut})),
            (Method::PUT, format!("/api/admin/service-requests/{id}"), json!({"name_tr": "Yeni ad"})),
            (Method::POST, format!("/api/admin/service-requests/{id}/decline"), json!({"reason": "Geç kaldı"})),
        ];
        for (lang, (method, path, body)) in ["tr", "en", "ru", "en"].into_iter().zip(calls) {
            let (status, answer) = app.call(method, &path).auth(&w.admin).json(body).lang(lang).send().await;
            assert_eq!((status, answer["message"].as_str()), (409, Some(already(lang).as_str())), "{path}");
        }
        let row = services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap();
        assert_eq!((row.moderation_state.as_str(), row.name_tr.as_str(), row.decline_reason), ("approved", "Saç botoksu", None));
        assert_eq!(audit(&app, &w, id).await.as_array().unwrap().len(), 1, "one decision recorded");

        // A declined one is refused as well.
        let declined = request(&app, &w.token_a, w.hair, "Başka bakım", 1000, 30).await;
        let decline = format!("/api/admin/service-requests/{declined}/decline");
        assert_eq!(app.call(Method::POST, &decline).auth(&w.admin).json(json!({"reason": "Hayır"})).send().await.0, 200);
        let (status, _) = app
            .call(Method::POST, &format!("/api/admin/service-requests/{declined}/approve"))
            .auth(&w.admin)
            .json(approval(w.hair, 30))
            .send()
            .await;
        assert_eq!(status, 409);

        // Not a request: a catalogue service, an unknown id; an unknown category is a field error.
        for target in [w.haircut, 987654] {
            let (status, _) = app
                .call(Method::POST, &format!("/api/admin/service-requests/{target}/approve"))
                .auth(&w.admin)
                .json(approval(w.hair, 30))
                .send()
                .await;
            assert_eq!(status, 404);
        }
        let fresh = request(&app, &w.token_a, w.hair, "Üçüncü", 1000, 30).await;
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/service-requests/{fresh}/approve"))
            .auth(&w.admin)
            .json(approval(987654, 30))
            .lang("en")
            .send()
            .await;
        assert_field_error(status, &body, "en", "category_id", "wrong_format", &[]);
        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/service-requests/{fresh}/approve"))
            .auth(&w.admin)
            .json(json!({"name_tr": "", "default_duration_min": 7}))
            .lang("tr")
            .send()
            .await;
        assert_field_error(status, &body, "tr", "name_tr", "required", &[]);
        assert_field_error(status, &body, "tr", "category_id", "required", &[]);
        assert_field_error(status, &body, "tr", "default_duration_min", "duration_step", &[("step", "5")]);
        assert_eq!(services::Entity::find_by_id(fresh).one(&app.db).await.unwrap().unwrap().moderation_state, "pending");
    });
}

#[tokio::test]
async fn only_a_platform_admin_moderates() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = request(&app, &w.token_a, w.hair, "Saç botoksu", 45000, 60).await;
        let calls: [(Method, String, Value); 6] = [
            (Method::GET, "/api/admin/service-requests".into(), Value::Null),
            (Method::GET, "/api/admin/service-requests/merge-targets?term=kesim".into(), Value::Null),
            (Method::POST, format!("/api/admin/service-requests/{id}/approve"), approval(w.hair, 45)),
            (Method::POST, format!("/api/admin/service-requests/{id}/merge"), json!({"service_id": w.haircut})),
            (Method::PUT, format!("/api/admin/service-requests/{id}"), json!({"name_tr": "Yeni"})),
            (Method::POST, format!("/api/admin/service-requests/{id}/decline"), json!({"reason": "Hayır"})),
        ];
        for (method, path, body) in calls {
            for token in [&w.client, &w.token_a] {
                let mut call = app.call(method.clone(), &path).auth(token);
                if !body.is_null() {
                    call = call.json(body.clone());
                }
                let (status, answer) = call.send().await;
                assert_eq!(status, 403, "{method} {path}: {answer}");
            }
            let (status, _) = app.call(method.clone(), &path).send().await;
            assert_eq!(status, 401, "{method} {path} without a session");
        }
        assert_eq!(services::Entity::find_by_id(id).one(&app.db).await.unwrap().unwrap().moderation_state, "pending");

        // The admin's lookup of merge targets: approved services only, at least 3 characters.
        let (status, hits) =
            app.call(Method::GET, "/api/admin/service-requests/merge-targets?term=kesim").auth(&w.admin).lang("en").send().await;
        assert_eq!(status, 200, "{hits}");
        assert_eq!(
            (hits[0]["id"].as_str(), hits[0]["text"].as_str(), hits.as_array().unwrap().len()),
            (Some(w.haircut.to_string().as_str()), Some("Haircut"), 1)
        );
        let (_, none) = app.call(Method::GET, "/api/admin/service-requests/merge-targets?term=botoks").auth(&w.admin).send().await;
        assert_eq!(none, json!([]));
        let (status, body) =
            app.call(Method::GET, "/api/admin/service-requests/merge-targets?term=ke").auth(&w.admin).lang("ru").send().await;
        assert_field_error(status, &body, "ru", "term", "min_length", &[("min", "3")]);
    });
}

#[tokio::test]
async fn the_table_filters_by_state_salon_and_department_and_shows_what_the_salon_asked() {
    each_backend!(|app| {
        let w = world(&app).await;
        let botox = request(&app, &w.token_a, w.hair, "Saç botoksu", 45000, 60).await;
        let gel = request(&app, &w.token_a, w.nails, "Jel tırnak", 30000, 75).await;
        let perm = request(&app, &w.token_b, w.hair, "Perma", 60000, 120).await;
        let decline = format!("/api/admin/service-requests/{gel}/decline");
        assert_eq!(app.call(Method::POST, &decline).auth(&w.admin).json(json!({"reason": "Belirsiz"})).send().await.0, 200);

        let page = |q: Value| {
            let path = format!("/api/admin/service-requests{}", table_query(&q));
            let token = w.admin.clone();
            let app = &app;
            async move {
                let (status, body) = app.call(Method::GET, &path).auth(&token).lang("en").send().await;
                assert_eq!(status, 200, "{body}");
                body
            }
        };
        let all = page(json!({})).await;
        assert_eq!((ids(&all["rows"]), all["count"].as_u64()), (vec![perm, gel, botox], Some(3)), "newest first");
        let first = &all["rows"][2];
        assert_eq!(
            (
                first["name"].as_str(),
                first["salon"].as_str(),
                first["category"].as_str(),
                first["requested_price"].as_i64(),
                first["requested_duration_min"].as_i64()
            ),
            (Some("Saç botoksu"), Some("Kuaför A"), Some("Hair care"), Some(45000), Some(60))
        );
        assert_eq!(all["rows"][1]["decline_reason"], "Belirsiz");
        assert_eq!(all["meta"]["salons"], json!([{"id": w.salon_a, "name": "Kuaför A"}, {"id": w.salon_b, "name": "Kuaför B"}]));
        assert_eq!(all["meta"]["departments"].as_array().unwrap().len(), 2);
        let hair_department = all["rows"][2]["department_id"].as_i64().unwrap();

        let checkbox = |values: Vec<String>| json!({"type": "checkbox", "values": values});
        let pending = page(json!({"filters": {"state": checkbox(vec!["pending".into()])}})).await;
        assert_eq!(ids(&pending["rows"]), vec![perm, botox]);
        let declined = page(json!({"filters": {"state": checkbox(vec!["declined".into()])}})).await;
        assert_eq!(ids(&declined["rows"]), vec![gel]);
        let of_b = page(json!({"filters": {"salon": checkbox(vec![w.salon_b.to_string()])}})).await;
        assert_eq!(ids(&of_b["rows"]), vec![perm]);
        let hair = page(json!({"filters": {"department": checkbox(vec![hair_department.to_string()])}})).await;
        assert_eq!(ids(&hair["rows"]), vec![perm, botox]);
        let search = page(json!({"search": "PERMA", "filters": {"salon": checkbox(vec![w.salon_a.to_string()])}})).await;
        assert_eq!(search["count"], 0);
        let by_name = page(json!({"sortColumn": "name", "sortDirection": 1})).await;
        assert_eq!(ids(&by_name["rows"]), vec![gel, perm, botox]);

        // A catalogue service no salon asked for is not in the table; unknown filter values are refused.
        assert!(!ids(&all["rows"]).contains(&w.haircut));
        for q in [
            json!({"filters": {"state": checkbox(vec!["lost".into()])}}),
            json!({"filters": {"salon": checkbox(vec!["987654".into()])}}),
            json!({"sortColumn": "price", "sortDirection": 1}),
        ] {
            let (status, _) = app.call(Method::GET, &format!("/api/admin/service-requests{}", table_query(&q))).auth(&w.admin).send().await;
            assert_eq!(status, 422, "{q}");
        }
    });
}
