//! Review moderation on both sides (issue #17 item 4): the salon disputes a review (hidden and
//! not counted until the admin decides), the admin confirms or rejects it, the salon answers in
//! public, a reviewed visit becomes a portfolio case; another salon's review is a 404 and the
//! wrong roles are refused. Every test runs on each backend.

use chrono::{Duration, Timelike, Utc};
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::{Value, json};
use store::entities::*;

use crate::each_backend;
use crate::helpers::*;

struct World {
    a: salons::Model,
    /// Salon B, not named "Işık".
    b: salons::Model,
    /// Salon A's owner, salon B's owner, the platform admin and the client.
    token_a: String,
    token_b: String,
    admin: String,
    client: String,
    elif: i64,
    haircut_service: i64,
    /// The client's reviews of two completed visits at salon A: 5/5/5 and 1/2/3.
    good: i64,
    bad: i64,
    /// The visit behind `good`.
    good_visit: i64,
}

async fn world(app: &TestApp) -> World {
    let f = Catalogue::new()
        .departments(1)
        .category("sac", "dep-0", ["Saç", "Hair", "Волосы"])
        .service("sac-kesimi", "sac", ["Saç kesimi", "Haircut", "Стрижка"])
        .salon(
            Salon::new("salon-a")
                .named("Kuaför Işık")
                .owner("+905551110001")
                .sells("sac-kesimi", Sell::price(40000))
                .master(Master::new("Elif Şahin").does(&["sac-kesimi"])),
        )
        .salon(Salon::new("salon-b").owner("+905551110002").sells("sac-kesimi", Sell::price(30000)))
        .client("+905551110004")
        .build(app)
        .await;
    let client = f.account("+905551110004");
    let client_token = f.token("+905551110004");
    let elif = f.master("Elif Şahin");
    let haircut = f.sold("salon-a", "sac-kesimi");
    let mut reviews = Vec::new();
    for (days, marks, text) in [(3, (5, 5, 5), "Harika, Ayşe hanım çok ilgiliydi"), (2, (1, 2, 3), "Bekledim")] {
        let visit = Visit::of(elif)
            .service(haircut)
            .at(in_days(-days), "10:30")
            .minutes(60)
            .price(40000)
            .status("completed")
            .client("Ayşe Yılmaz", client.phone.as_deref().unwrap())
            .account(client.id)
            .insert(app)
            .await;
        let body = json!({"service_quality": marks.0, "salon_atmosphere": marks.1, "salon_cleanliness": marks.2, "text": text});
        let (status, reply) =
            app.call(Method::POST, &format!("/api/client/send-reply/{visit}")).auth(&client_token).json(body).send().await;
        assert_eq!(status, 200, "{reply}");
        reviews.push((reply["id"].as_i64().unwrap(), visit));
    }
    World {
        a: f.salon("salon-a"),
        b: f.salon("salon-b"),
        token_a: f.token("+905551110001"),
        token_b: f.token("+905551110002"),
        admin: token_for(&app.db, "+905551110009", &[Role::Admin], None).await,
        client: client_token,
        elif,
        haircut_service: f.service("sac-kesimi"),
        good: reviews[0].0,
        bad: reviews[1].0,
        good_visit: reviews[0].1,
    }
}

/// The salon's stored rating and count.
async fn rating(app: &TestApp, salon: i64) -> (Option<f64>, i32) {
    let salon = salons::Entity::find_by_id(salon).one(&app.db).await.unwrap().unwrap();
    (salon.rating_avg, salon.reviews_count)
}

/// The ids of the reviews the salon page shows, and its rating count.
async fn public(app: &TestApp, salon: i64, lang: &str) -> (Vec<i64>, Value, Value) {
    let (status, body) = app.call(Method::GET, &format!("/api/site/salon-last-replies/{salon}")).lang(lang).send().await;
    assert_eq!(status, 200, "{body}");
    (ids(&body["replies"]), body["rating"]["count"].clone(), body["replies"].clone())
}

async fn actions(app: &TestApp, admin: &str, review: i64) -> Vec<String> {
    let (status, history) = app.call(Method::GET, &format!("/api/admin/audit/review/{review}")).auth(admin).send().await;
    assert_eq!(status, 200, "{history}");
    history.as_array().unwrap().iter().map(|e| e["action"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn a_salon_dispute_hides_the_review_until_the_admin_confirms_it() {
    each_backend!(|app| {
        let w = world(&app).await;
        let salon = w.a.id;
        // Both placed: (5 + 2) / 2.
        assert_eq!(rating(&app, salon).await, (Some(3.5), 2));
        let (status, page) = app.call(Method::GET, "/api/salon/replies").auth(&w.token_a).send().await;
        assert_eq!((status, page["count"].clone(), page["meta"]["counts"]["placed"].clone()), (200, json!(2), json!(2)), "{page}");
        assert_eq!(ids(&page["rows"]), vec![w.bad, w.good], "newest first");
        // A page shorter than the table still counts all of it (the count runs apart from the page).
        let one_row = table_query(&json!({"limit": 1}));
        let (status, first) = app.call(Method::GET, &format!("/api/salon/replies{one_row}")).auth(&w.token_a).send().await;
        assert_eq!((status, ids(&first["rows"]), first["count"].clone()), (200, vec![w.bad], json!(2)), "{first}");
        let (status, second) = app
            .call(Method::GET, &format!("/api/salon/replies{}", table_query(&json!({"limit": 1, "offset": 1}))))
            .auth(&w.token_a)
            .send()
            .await;
        assert_eq!((status, ids(&second["rows"]), second["count"].clone()), (200, vec![w.good], json!(2)), "{second}");
        assert_eq!((page["rows"][0]["rating"].clone(), page["rows"][0]["master_name"].clone()), (json!(2.0), json!("Elif Şahin")));

        // A dispute needs a reason, in the reader's language.
        let (status, body) = app
            .call(Method::POST, &format!("/api/salon/replies/reject/{}", w.bad))
            .auth(&w.token_a)
            .json(json!({}))
            .lang("en")
            .send()
            .await;
        assert_field_error(status, &body, "en", "reason", "required", &[]);
        let (status, disputed) = app
            .call(Method::POST, &format!("/api/salon/replies/reject/{}", w.bad))
            .auth(&w.token_a)
            .json(json!({"reason": "Bu müşteri o gün gelmedi"}))
            .send()
            .await;
        assert_eq!((status, disputed["status"].clone()), (200, json!("disputed")), "{disputed}");
        // Hidden from the salon page and its rating at once.
        assert_eq!(rating(&app, salon).await, (Some(5.0), 1));
        let (shown, count, _) = public(&app, salon, "tr").await;
        assert_eq!((shown, count), (vec![w.good], json!(1)));

        // The admin sees the dispute with the salon's reason and confirms it.
        let q = table_query(&json!({"filters": {"status": {"type": "checkbox", "values": ["disputed"]}}}));
        let (status, page) = app.call(Method::GET, &format!("/api/admin/replies{q}")).auth(&w.admin).send().await;
        assert_eq!((status, ids(&page["rows"])), (200, vec![w.bad]), "{page}");
        assert_eq!(
            (page["rows"][0]["reason"].clone(), page["rows"][0]["salon_name"].clone(), page["meta"]["counts"]["disputed"].clone()),
            (json!("Bu müşteri o gün gelmedi"), json!("Kuaför Işık"), json!(1))
        );
        let (status, confirmed) = app.call(Method::POST, &format!("/api/admin/replies/{}/confirm", w.bad)).auth(&w.admin).send().await;
        assert_eq!((status, confirmed["status"].clone(), confirmed["admin_decided"].clone()), (200, json!("placed"), json!(true)));
        assert_eq!(rating(&app, salon).await, (Some(3.5), 2));
        assert_eq!(public(&app, salon, "tr").await.0, vec![w.bad, w.good]);
        // The admin's tabs and total (a page shorter than the table) come from the kept totals
        // (migration 000044), which follow the dispute and its confirmation: equal to a count.
        let (status, all) =
            app.call(Method::GET, &format!("/api/admin/replies{}", table_query(&json!({"limit": 1})))).auth(&w.admin).send().await;
        assert_eq!(status, 200, "{all}");
        let counted = |status: Option<&'static str>| {
            let mut query = reviews::Entity::find();
            if let Some(status) = status {
                query = query.filter(reviews::Column::Status.eq(status));
            }
            query.count(&app.db)
        };
        assert_eq!(all["count"], json!(counted(None).await.unwrap()));
        for status in ["placed", "disputed", "rejected"] {
            assert_eq!(all["meta"]["counts"][status], json!(counted(Some(status)).await.unwrap()), "{status}: {all}");
        }

        // Decided: the salon can neither dispute nor confirm it again.
        app.call(Method::POST, &format!("/api/salon/replies/reject/{}", w.bad))
            .auth(&w.token_a)
            .json(json!({"reason": "Yine"}))
            .refused_in_every_language(409, "review_decided")
            .await;
        app.call(Method::POST, &format!("/api/salon/replies/confirm/{}", w.bad))
            .auth(&w.token_a)
            .refused_in_every_language(409, "review_decided")
            .await;
        assert_eq!(actions(&app, &w.admin, w.bad).await, vec!["review.confirm", "review.dispute"]);
    });
}

#[tokio::test]
async fn a_salon_withdraws_its_dispute_and_the_admin_rejects_with_a_reason() {
    each_backend!(|app| {
        let w = world(&app).await;
        let salon = w.a.id;
        let reject = |id: i64| format!("/api/salon/replies/reject/{id}");
        app.call(Method::POST, &reject(w.good)).auth(&w.token_a).json(json!({"reason": "Yanlış"})).send().await;
        let (status, back) = app.call(Method::POST, &format!("/api/salon/replies/confirm/{}", w.good)).auth(&w.token_a).send().await;
        assert_eq!((status, back["status"].clone(), back["admin_decided"].clone()), (200, json!("placed"), json!(false)));
        assert_eq!(rating(&app, salon).await, (Some(3.5), 2));

        let (status, body) = app
            .call(Method::POST, &format!("/api/admin/replies/{}/reject", w.good))
            .auth(&w.admin)
            .json(json!({"reason": "x".repeat(501)}))
            .lang("ru")
            .send()
            .await;
        assert_field_error(status, &body, "ru", "reason", "max_length", &[("max", "500")]);
        let (status, rejected) = app
            .call(Method::POST, &format!("/api/admin/replies/{}/reject", w.good))
            .auth(&w.admin)
            .json(json!({"reason": "Kişisel veri içeriyor"}))
            .send()
            .await;
        assert_eq!(
            (status, rejected["status"].clone(), rejected["reason"].clone()),
            (200, json!("rejected"), json!("Kişisel veri içeriyor"))
        );
        assert_eq!(rating(&app, salon).await, (Some(2.0), 1));
        assert_eq!(public(&app, salon, "tr").await.0, vec![w.bad]);
        // The salon cannot put back what the admin rejected.
        app.call(Method::POST, &format!("/api/salon/replies/confirm/{}", w.good))
            .auth(&w.token_a)
            .refused_in_every_language(409, "review_decided")
            .await;
        assert_eq!(actions(&app, &w.admin, w.good).await, vec!["review.reject", "review.salon_confirm", "review.dispute"]);
        let (status, _) = app.call(Method::POST, "/api/admin/replies/999999/confirm").auth(&w.admin).send().await;
        assert_eq!(status, 404);
    });
}

#[tokio::test]
async fn the_admin_table_searches_folded_and_filters_by_salon_rating_and_date() {
    each_backend!(|app| {
        let w = world(&app).await;
        let page = |q: Value| {
            let path = format!("/api/admin/replies{}", table_query(&q));
            let admin = w.admin.clone();
            let app = &app;
            async move { app.call(Method::GET, &path).auth(&admin).send().await }
        };
        // "ayse hanim" finds "Ayşe hanım" in the text; "isik" the salon "Kuaför Işık".
        assert_eq!(ids(&page(json!({"search": "ayse hanim"})).await.1["rows"]), vec![w.good]);
        assert_eq!(page(json!({"search": "isik"})).await.1["count"], 2);
        // Every word must match: one in the text and one in the salon's name; a part shorter than
        // the trigram indexes answer ("ay") by LIKE.
        assert_eq!(ids(&page(json!({"search": "bekledim isik"})).await.1["rows"]), vec![w.bad]);
        assert_eq!(page(json!({"search": "bekledim harika"})).await.1["count"], 0);
        assert_eq!(ids(&page(json!({"search": "harika ay"})).await.1["rows"]), vec![w.good]);
        let salon = |id: i64| json!({"filters": {"salon": {"type": "radio", "value": id.to_string()}}});
        assert_eq!(page(salon(w.a.id)).await.1["count"], 2);
        assert_eq!(page(salon(w.a.id + 1000)).await.1["count"], 0);
        let rated = page(json!({"filters": {"rating": {"type": "number_range", "from": 4.5, "to": 5}}})).await.1;
        assert_eq!(ids(&rated["rows"]), vec![w.good]);
        let today = Utc::now().date_naive();
        let older = page(json!({"filters": {"created": {"type": "date", "mode": "older", "value": today.to_string()}}})).await.1;
        assert_eq!(older["count"], 0);
        let exact = page(json!({"filters": {"created": {"type": "date", "mode": "exact", "value": today.to_string()}}})).await.1;
        assert_eq!(exact["count"], 2);
        let sorted = page(json!({"sortColumn": "rating", "sortDirection": 1})).await.1;
        assert_eq!(ids(&sorted["rows"]), vec![w.bad, w.good]);
        let (status, body) = page(json!({"filters": {"salon": {"type": "radio", "value": "abc"}}})).await;
        assert_eq!((status, body["errors"]["filters.salon"].is_array()), (422, true), "{body}");
        let (status, _) = page(json!({"sortColumn": "text", "sortDirection": 1})).await;
        assert_eq!(status, 422);
    });
}

/// A whole second a day ago: reviews written then, minutes apart.
fn a_day_ago() -> chrono::DateTime<Utc> {
    Utc::now().with_nanosecond(0).unwrap() - Duration::days(1)
}

/// Placed 4/4/4 reviews by "Deniz K.", one per `(salon, text, written)`, inserted as rows.
async fn insert_reviews(app: &TestApp, reviews: impl IntoIterator<Item = (i64, String, chrono::DateTime<Utc>)>) {
    let author = "Deniz K.";
    let rows: Vec<reviews::ActiveModel> = reviews
        .into_iter()
        .map(|(salon, text, written)| reviews::ActiveModel {
            salon_id: Set(salon),
            author_name: Set(author.into()),
            service_quality: Set(4),
            atmosphere: Set(4),
            cleanliness: Set(4),
            search_key: Set(store::review_moderation::search_key(author, Some(&text))),
            text: Set(Some(text)),
            lang: Set("tr".into()),
            status: Set("placed".into()),
            created_at: Set(written),
            ..Default::default()
        })
        .collect();
    for chunk in rows.chunks(200) {
        reviews::Entity::insert_many(chunk.to_vec()).exec(&app.db).await.unwrap();
    }
}

/// The ids of the reviews whose own folded key or whose salon's holds every word, newest first
/// (then the higher id): what the admin's search must list.
async fn expected_matches(app: &TestApp, words: &[&str]) -> Vec<i64> {
    let salon_keys: std::collections::HashMap<i64, String> =
        salons::Entity::find().all(&app.db).await.unwrap().into_iter().map(|s| (s.id, s.search_key)).collect();
    let mut all = reviews::Entity::find().all(&app.db).await.unwrap();
    all.sort_by(|x, y| y.created_at.cmp(&x.created_at).then(y.id.cmp(&x.id)));
    all.iter()
        .filter(|r| words.iter().all(|word| r.search_key.contains(word) || salon_keys[&r.salon_id].contains(word)))
        .map(|r| r.id)
        .collect()
}

/// One page of the admin's reviews table: the row ids, `count` and `count_capped`.
async fn admin_page(app: &TestApp, admin: &str, q: Value) -> (Vec<i64>, u64, bool) {
    let (status, body) = app.call(Method::GET, &format!("/api/admin/replies{}", table_query(&q))).auth(admin).send().await;
    assert_eq!(status, 200, "{q}: {body}");
    (ids(&body["rows"]), body["count"].as_u64().unwrap(), body["count_capped"].as_bool().unwrap())
}

/// A search matching many reviews: the count comes from the indexes' ids alone, and a page in date
/// order is read down the order index on SQLite while the matches are many against the page's
/// depth, sorted otherwise (`review_moderation::walks_order_index`). Every page, on both paths, is
/// the matches in date order (newest first, then the higher id) with the right total.
#[tokio::test]
async fn a_search_of_many_reviews_pages_in_date_order_with_its_count() {
    each_backend!(|app| {
        let w = world(&app).await;
        // Salon A ("Kuaför Işık") has 30 more reviews; salon B 10, half of them naming "Işıklı".
        // Ten-minute steps over seven values: many share a time, so the id decides between them.
        let at = a_day_ago();
        insert_reviews(
            &app,
            (0..40_i64).map(|i| {
                let (salon, text) = match i {
                    0..30 => (w.a.id, format!("Güzel kesim {i}")),
                    30..35 => (w.b.id, format!("Işıklı ve ilgili bir yer {i}")),
                    _ => (w.b.id, format!("Fena değil {i}")),
                };
                (salon, text, at - Duration::minutes(10 * (i % 7)))
            }),
        )
        .await;
        for (term, words) in [("isik", vec!["isik"]), ("Işık ilgili", vec!["isik", "ilgili"])] {
            let matches = expected_matches(&app, &words).await;
            assert!(matches.len() >= 6, "{term}: {}", matches.len());
            for offset in [0, 3, 6, 9, 27, 33, 36] {
                let page: Vec<i64> = matches.iter().skip(offset).take(3).copied().collect();
                let got = admin_page(&app, &w.admin, json!({"search": term, "offset": offset, "limit": 3})).await;
                assert_eq!(got, (page, matches.len() as u64, false), "{term} from {offset}");
            }
        }
    });
}

/// Past 1,000 matches the count stops at the cap (`count_capped`), whether a search or another
/// filter counts them, and the pages up to the cap are still the matches in date order; under the
/// cap the count is exact, also when a second word or the salon's own table narrows it.
#[tokio::test]
async fn a_search_of_more_than_a_thousand_reviews_counts_to_the_cap() {
    each_backend!(|app| {
        let w = world(&app).await;
        // 1,005 reviews saying "temiz": 600 at salon A ("Kuaför Işık"), the rest at salon B.
        let at = a_day_ago();
        insert_reviews(
            &app,
            (0..1005_i64).map(|i| (if i < 600 { w.a.id } else { w.b.id }, format!("Çok temiz {i}"), at - Duration::minutes(i % 13))),
        )
        .await;
        let temiz = expected_matches(&app, &["temiz"]).await;
        assert!(temiz.len() > 1000, "{}", temiz.len());
        let first: Vec<i64> = temiz[..8].to_vec();
        assert_eq!(admin_page(&app, &w.admin, json!({"search": "temiz"})).await, (first, 1000, true));
        let last: Vec<i64> = temiz[992..1000].to_vec();
        assert_eq!(admin_page(&app, &w.admin, json!({"search": "Temiz", "offset": 992})).await, (last, 1000, true));
        // Every review rated 1 to 5: counted by the table's statement, which stops at the cap too.
        let rated = json!({"filters": {"rating": {"type": "number_range", "from": 1, "to": 5}}});
        let (rows, count, capped) = admin_page(&app, &w.admin, rated).await;
        assert_eq!((rows.len(), count, capped), (8, 1000, true));
        // Narrowed under the cap by a word in the salon's name, in either order: exact.
        for (term, words) in [("temiz isik", ["temiz", "isik"]), ("isik temiz", ["isik", "temiz"])] {
            let matches = expected_matches(&app, &words).await;
            assert_eq!(matches.len(), 600, "{term}");
            let page: Vec<i64> = matches[592..600].to_vec();
            assert_eq!(admin_page(&app, &w.admin, json!({"search": term, "offset": 592})).await, (page, 600, false), "{term}");
        }
        // The salon's own table: salon A's 602 reviews, counted exactly.
        let q = json!({"search": "temiz", "offset": 8});
        let (status, body) = app.call(Method::GET, &format!("/api/salon/replies{}", table_query(&q))).auth(&w.token_a).send().await;
        assert_eq!(status, 200, "{body}");
        assert_eq!((body["count"].as_u64(), body["count_capped"].as_bool()), (Some(600), Some(false)));
    });
}

/// A word in a salon's name matches all of that salon's reviews: when they alone pass the cap the
/// count stops there without reading any review's text (`Search::salons_reviews_reach`), and the
/// pages are still every match in date order, those matched by their own text included.
#[tokio::test]
async fn a_search_naming_a_salon_with_more_than_a_thousand_reviews_counts_to_the_cap() {
    each_backend!(|app| {
        let w = world(&app).await;
        // 1,005 more reviews at salon A ("Kuaför Işık") that never say "ışık"; 3 at salon B that do.
        let at = a_day_ago();
        insert_reviews(
            &app,
            (0..1008_i64).map(|i| match i {
                0..1005 => (w.a.id, format!("Güzel kesim {i}"), at - Duration::minutes(i % 11)),
                _ => (w.b.id, format!("Işık güzeldi {i}"), at - Duration::minutes(i % 5)),
            }),
        )
        .await;
        let isik = expected_matches(&app, &["isik"]).await;
        assert_eq!(isik.len(), 1010);
        for offset in [0, 992] {
            let page: Vec<i64> = isik[offset..offset + 8].to_vec();
            assert_eq!(admin_page(&app, &w.admin, json!({"search": "Işık", "offset": offset})).await, (page, 1000, true), "from {offset}");
        }
        // A second word no salon's name holds: counted over the texts, again past the cap.
        let both = expected_matches(&app, &["isik", "guzel"]).await;
        assert_eq!(both.len(), 1008);
        assert_eq!(admin_page(&app, &w.admin, json!({"search": "ışık güzel"})).await, (both[..8].to_vec(), 1000, true));
        // "güzeldi" is only in salon B's three texts (no salon's name holds it): counted exactly.
        let text_only = expected_matches(&app, &["guzeldi"]).await;
        assert_eq!(admin_page(&app, &w.admin, json!({"search": "güzeldi"})).await, (text_only, 3, false));
    });
}

#[tokio::test]
async fn the_salon_answers_in_public_and_filters_by_master() {
    each_backend!(|app| {
        let w = world(&app).await;
        let answer = format!("/api/salon/replies/{}/answer", w.good);
        let (status, body) =
            app.call(Method::PUT, &answer).auth(&w.token_a).json(json!({"text": "a".repeat(1001)})).lang("en").send().await;
        assert_field_error(status, &body, "en", "text", "max_length", &[("max", "1000")]);
        let (status, saved) =
            app.call(Method::PUT, &answer).auth(&w.token_a).json(json!({"text": "  Teşekkürler, yine bekleriz! "})).send().await;
        assert_eq!((status, saved["answer"].clone()), (200, json!("Teşekkürler, yine bekleriz!")));
        let (_, _, replies) = public(&app, w.a.id, "en").await;
        let shown = replies.as_array().unwrap().iter().find(|r| r["id"] == w.good).unwrap();
        assert_eq!(shown["answer"], "Teşekkürler, yine bekleriz!");
        assert!(shown["answered_at"].is_string(), "{shown}");
        assert_eq!(shown["author_name"], "Ayşe Y.");

        let (status, cleared) = app.call(Method::DELETE, &answer).auth(&w.token_a).send().await;
        assert_eq!((status, cleared["answer"].clone()), (200, Value::Null));
        let (_, _, replies) = public(&app, w.a.id, "en").await;
        assert!(replies.as_array().unwrap().iter().all(|r| r["answer"].is_null()));
        assert_eq!(actions(&app, &w.admin, w.good).await, vec!["review.answer_delete", "review.answer"]);

        let (status, masters) = app.call(Method::GET, "/api/salon/replies/masters").auth(&w.token_a).send().await;
        assert_eq!((status, masters), (200, json!([{"id": w.elif, "full_name": "Elif Şahin"}])));
        let by_master = |id: i64| table_query(&json!({"filters": {"master": {"type": "radio", "value": id.to_string()}}}));
        let (_, page) = app.call(Method::GET, &format!("/api/salon/replies{}", by_master(w.elif))).auth(&w.token_a).send().await;
        assert_eq!(page["count"], 2);
        let (_, page) = app.call(Method::GET, &format!("/api/salon/replies{}", by_master(w.elif + 1000))).auth(&w.token_a).send().await;
        assert_eq!(page["count"], 0);
    });
}

#[tokio::test]
async fn a_reviewed_visit_becomes_a_portfolio_case() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (status, case) =
            app.call(Method::POST, &format!("/api/salon/employees/cases/create-from-reply/{}", w.good)).auth(&w.token_a).send().await;
        assert_eq!(status, 200, "{case}");
        let visit = appointments::Entity::find_by_id(w.good_visit).one(&app.db).await.unwrap().unwrap();
        assert_eq!(
            (case["master_id"].clone(), case["service_id"].clone(), case["date"].clone(), case["time"].clone(), case["photos"].clone()),
            (json!(w.elif), json!(w.haircut_service), json!(visit.provision_date.to_string()), json!("10:30"), json!([]))
        );
        let (_, cases) = app.call(Method::GET, &format!("/api/salon/employees/{}/cases", w.elif)).auth(&w.token_a).send().await;
        assert!(cases.to_string().contains(&format!("\"id\":{}", case["id"])), "{cases}");

        // A review without a visit (imported) cannot make one.
        let imported = reviews::ActiveModel {
            salon_id: Set(w.a.id),
            author_name: Set("Mehmet T.".into()),
            service_quality: Set(4),
            atmosphere: Set(4),
            cleanliness: Set(4),
            lang: Set("tr".into()),
            status: Set("placed".into()),
            created_at: Set(Utc::now() - Duration::days(30)),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        app.call(Method::POST, &format!("/api/salon/employees/cases/create-from-reply/{}", imported.id))
            .auth(&w.token_a)
            .refused_in_every_language(409, "review_has_no_visit")
            .await;
    });
}

#[tokio::test]
async fn another_salon_s_review_is_a_404_and_wrong_roles_are_refused() {
    each_backend!(|app| {
        let w = world(&app).await;
        let id = w.good;
        let salon_calls = [
            (Method::POST, format!("/api/salon/replies/confirm/{id}"), None),
            (Method::POST, format!("/api/salon/replies/reject/{id}"), Some(json!({"reason": "Hayır"}))),
            (Method::PUT, format!("/api/salon/replies/{id}/answer"), Some(json!({"text": "Merhaba"}))),
            (Method::DELETE, format!("/api/salon/replies/{id}/answer"), None),
            (Method::POST, format!("/api/salon/employees/cases/create-from-reply/{id}"), None),
        ];
        for (method, path, body) in &salon_calls {
            let (status, answer) = app.call(method.clone(), path).auth(&w.token_b).json(body.clone()).send().await;
            assert_eq!(status, 404, "salon B on {path}: {answer}");
            let (status, _) = app.call(method.clone(), path).auth(&w.client).json(body.clone()).send().await;
            assert_eq!(status, 403, "client on {path}");
        }
        let (_, page) = app.call(Method::GET, "/api/salon/replies").auth(&w.token_b).send().await;
        assert_eq!(page["count"], 0, "salon B sees none of A's reviews");
        for path in ["/api/salon/replies", "/api/salon/replies/masters"] {
            let (status, _) = app.call(Method::GET, path).auth(&w.client).send().await;
            assert_eq!(status, 403, "client on {path}");
        }
        let admin_calls = [
            (Method::GET, "/api/admin/replies".to_owned(), None),
            (Method::POST, format!("/api/admin/replies/{id}/confirm"), None),
            (Method::POST, format!("/api/admin/replies/{id}/reject"), Some(json!({"reason": "Hayır"}))),
        ];
        for (method, path, body) in &admin_calls {
            for token in [&w.client, &w.token_a] {
                let (status, _) = app.call(method.clone(), path).auth(token).json(body.clone()).send().await;
                assert_eq!(status, 403, "{path}");
            }
        }
        // Nothing changed on the way.
        assert_eq!(rating(&app, w.a.id).await, (Some(3.5), 2));
        assert!(actions(&app, &w.admin, id).await.is_empty());
    });
}
