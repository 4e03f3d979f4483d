//! Privacy between tenants (issue #15 item 7): a salon's phone lookup finds only its own client
//! cards and the accounts that booked there, and public reviews name their author by first name
//! and initial.

use serde_json::{Value, json};

use crate::each_backend;
use crate::helpers::*;

#[tokio::test]
async fn the_desk_lookup_finds_only_this_salons_clients() {
    each_backend!(|app| {
        let f = Catalogue::hair_and_nails()
            .salon(
                Salon::new("gizli-a")
                    .premium()
                    .sells("sac-kesimi", Sell::price(40000))
                    .master(Master::new("Elif Aslan").does(&["sac-kesimi"]))
                    .admin("+905559990001"),
            )
            .salon(
                Salon::new("gizli-b")
                    .sells("sac-kesimi", Sell::price(35000))
                    .master(Master::new("Mert Demir").does(&["sac-kesimi"]))
                    .admin("+905559990002"),
            )
            .client("+905551110001")
            .client("+905551110002")
            .build(&app)
            .await;
        let (a_staff, b_staff) = (f.token("+905559990001"), f.token("+905559990002"));
        // The first client booked at B only; the second never booked anywhere.
        Visit::of(f.master("Mert Demir"))
            .service(f.sold("gizli-b", "sac-kesimi"))
            .at(in_days(2), "10:00")
            .client("Ayşe Işık", "+905551110001")
            .account(f.account("+905551110001").id)
            .insert(&app)
            .await;

        let lookup = |token: String, phone: &'static str| {
            let app = &app;
            async move { app.call(Method::GET, &format!("/api/salon/schedule/client?phone={phone}")).auth(&token).lang("en").send().await }
        };
        let (status, found) = lookup(b_staff.clone(), "05551110001").await;
        assert_eq!(
            (status, found["source"].clone(), found["full_name"].clone(), found["salon_client_id"].clone()),
            (200, json!("account"), json!("Test +905551110001"), Value::Null),
            "the salon where the client booked finds the account"
        );
        let (status, found) = lookup(a_staff.clone(), "05551110001").await;
        assert_eq!((status, found["message_code"].clone()), (404, json!("not_found")), "another salon learns nothing: {found}");
        assert!(found.get("full_name").is_none() && found.get("email").is_none(), "{found}");
        let (status, _) = lookup(b_staff.clone(), "05551110002").await;
        assert_eq!(status, 404, "an account that never booked at B is not shown to B either");

        // A manual entry for the stranger makes A's own card: from then on A finds its card.
        let (status, created) = app
            .call(Method::POST, "/api/salon/schedule/acts/new")
            .auth(&a_staff)
            .json(json!({
                "phone": "05551110002", "full_name": "Kendi Yazdığı", "salon_service_ids": [f.sold("gizli-a", "sac-kesimi")],
                "master_id": f.master("Elif Aslan"), "date": in_days(3).to_string(), "time": "11:00"
            }))
            .send()
            .await;
        assert_eq!(status, 200, "{created}");
        let (status, found) = lookup(a_staff.clone(), "05551110002").await;
        assert_eq!((status, found["source"].clone(), found["full_name"].clone()), (200, json!("salon_client"), json!("Kendi Yazdığı")));
        let (status, _) = lookup(b_staff, "05551110002").await;
        assert_eq!(status, 404, "A's card stays A's");
    });
}

#[tokio::test]
async fn a_new_clients_review_shows_first_name_and_initial() {
    each_backend!(|app| {
        let f = Catalogue::hair_and_nails()
            .salon(Salon::new("yorum-a").sells("sac-kesimi", Sell::price(40000)).master(Master::new("Elif Aslan").does(&["sac-kesimi"])))
            .client("+905551110001")
            .build(&app)
            .await;
        let token = f.token("+905551110001");
        let id = Visit::of(f.master("Elif Aslan"))
            .service(f.sold("yorum-a", "sac-kesimi"))
            .at(in_days(-2), "10:00")
            .status("completed")
            .client("Zehra Nur Yıldız", "+905551110001")
            .account(f.account("+905551110001").id)
            .insert(&app)
            .await;
        let review = json!({"service_quality": 5, "salon_atmosphere": 4, "salon_cleanliness": 5, "text": "Harika"});
        let (status, body) = app.call(Method::POST, &format!("/api/client/send-reply/{id}")).auth(&token).json(review).send().await;
        assert_eq!(status, 200, "{body}");

        let (status, replies) = app.call(Method::GET, "/api/site/salon-last-replies/yorum-a").send().await;
        assert_eq!(status, 200);
        assert_eq!(replies["replies"][0]["author_name"], "Zehra Y.", "{replies}");
        // The salon page's server-rendered data carries the same list.
        let page = app.call(Method::GET, "/isletme/yorum-a").response().await.text().await.unwrap();
        assert!(page.contains("Zehra Y.") && !page.contains("Yıldız"), "the page shows the short name only");
    });
}
