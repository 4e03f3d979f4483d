//! Bad numbers, dates and bytes (issue #15 item 4, each found by fuzzing) answer a 4xx in the
//! API's JSON shape, on both databases: never a 500, never a dropped connection.

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::each_backend;
use crate::helpers::*;

const CLIENT: &str = "+905551110001";
const ADMIN: &str = "+905551110002";
const MASTER: &str = "+905551110003";

async fn world(app: &TestApp) -> Fixture {
    Catalogue::hair_and_nails()
        .salon(
            Salon::new("kuafor-a")
                .premium()
                .admin(ADMIN)
                .sells("sac-kesimi", Sell::price(40000))
                .master(Master::new("Elif").account(MASTER).does(&["sac-kesimi"])),
        )
        .client(CLIENT)
        .build(app)
        .await
}

/// `(status, message_code)` of a GET.
async fn code_of(app: &TestApp, token: Option<&str>, path: &str) -> (u16, Value) {
    let call = app.call(Method::GET, path).lang("en");
    let (status, body) = match token {
        Some(token) => call.auth(token).send().await,
        None => call.send().await,
    };
    (status, body["message_code"].clone())
}

#[tokio::test]
async fn a_nul_in_a_search_term_is_a_422_not_an_fts_error() {
    each_backend!(|app| {
        world(&app).await;
        for path in [
            "/api/site/search-salons?term=abc%00def",
            "/api/site/search-services?term=abc%00def",
            "/api/site/search-districts?term=abc%00def",
            "/api/site/salons?q=abc%00def",
            "/api/site/search-salons?term=%1B%5B31mkuafor",
        ] {
            assert_eq!(code_of(&app, None, path).await, (422, json!("validation_error")), "{path}");
        }
        // A term the FTS syntax would read as operators is matched as plain text.
        let (status, _) = app.call(Method::GET, "/api/site/search-salons?term=%22kuafor%22%20OR%20*").send().await;
        assert_eq!(status, 200);
    });
}

#[tokio::test]
async fn pages_beyond_the_bound_are_422() {
    each_backend!(|app| {
        let f = world(&app).await;
        let token = f.token(CLIENT);
        for path in [
            "/api/client/acts?page=9223372036854775808",
            "/api/common/notifications?page=18446744073709551615",
            "/api/client/acts?page=10001",
        ] {
            assert_eq!(code_of(&app, Some(&token), path).await, (422, json!("validation_error")), "{path}");
        }
        // A page number beyond u64 is a 422 too, not axum's plain-text 400.
        let (status, body) = app.call(Method::GET, "/api/common/notifications?page=18446744073709551616").auth(&token).send().await;
        assert_eq!((status, body["message_code"].as_str()), (422, Some("validation_error")));
        assert_eq!(code_of(&app, Some(&token), "/api/client/acts?page=10000").await.0, 200);
        assert_eq!(code_of(&app, None, "/api/site/salons?page=9223372036854775808").await, (422, json!("validation_error")));
    });
}

#[tokio::test]
async fn table_offsets_beyond_the_bound_are_422() {
    each_backend!(|app| {
        let f = world(&app).await;
        let admin = f.token(ADMIN);
        for q in [r#"{"offset":9223372036854775808}"#, r#"{"offset":18446744073709551615}"#, r#"{"search":"a\u0000b"}"#] {
            let path = format!("/api/salon/clients?q={}", urlencoding(q));
            let (status, body) = app.call(Method::GET, &path).auth(&admin).send().await;
            assert_eq!((status, body["message_code"].as_str()), (422, Some("validation_error")), "{q}: {body}");
        }
        let (status, _) =
            app.call(Method::GET, &format!("/api/salon/clients?q={}", urlencoding(r#"{"offset":1000000}"#))).auth(&admin).send().await;
        assert_eq!(status, 200);
    });
}

#[tokio::test]
async fn dates_far_outside_the_calendar_are_422() {
    each_backend!(|app| {
        let f = world(&app).await;
        let master = f.token(MASTER);
        let admin = f.token(ADMIN);
        assert_eq!(code_of(&app, Some(&master), "/api/master/schedule?from=%2B262142-12-31").await, (422, json!("validation_error")));
        assert_eq!(
            code_of(&app, Some(&admin), "/api/salon/schedule?view=week&date=%2B262142-12-31").await,
            (422, json!("validation_error"))
        );
        assert_eq!(code_of(&app, Some(&admin), "/api/salon/schedule?view=week&date=2100-12-31").await.0, 200);
    });
}

#[tokio::test]
async fn path_ids_beyond_the_integer_range_are_404() {
    each_backend!(|app| {
        let f = world(&app).await;
        let client = f.token(CLIENT);
        let master = f.token(MASTER);
        let (status, body) =
            app.call(Method::GET, "/api/client/acts/9223372036854775808/calendar.ics").auth(&client).lang("en").send().await;
        assert_eq!((status, body["message_code"].as_str()), (404, Some("not_found")));
        assert_eq!(code_of(&app, Some(&master), "/api/master/acts/abc").await, (404, json!("not_found")));
        // A NUL in a path segment names nothing.
        assert_eq!(code_of(&app, None, "/api/site/salon/kuafor%00a").await, (404, json!("not_found")));
    });
}

#[tokio::test]
async fn control_characters_in_a_json_body_are_422() {
    each_backend!(|app| {
        let f = world(&app).await;
        let token = f.token(CLIENT);
        let (status, body) = app
            .call(Method::POST, "/api/common/update-personal-data")
            .auth(&token)
            .json(json!({"full_name": "Ayşe\u{0}Yılmaz"}))
            .send()
            .await;
        assert_eq!((status, body["message_code"].as_str()), (422, Some("validation_error")), "{body}");
    });
}

#[tokio::test]
async fn a_negative_basket_quantity_is_422() {
    each_backend!(|app| {
        world(&app).await;
        app.call(Method::POST, "/api/site/basket/update-item")
            .header("x-session-id", "guest-session-1")
            .json(json!({"item_id": 1, "quantity": -1}))
            .refused_in_every_language(422, "validation_error")
            .await;
    });
}

#[tokio::test]
async fn a_percent_before_a_multibyte_character_in_the_request_line_is_answered() {
    each_backend!(|app| {
        let address = app.address.trim_start_matches("http://").to_owned();
        let mut stream = tokio::net::TcpStream::connect(&address).await.expect("connect");
        stream.write_all(b"GET /%a\xc3\xa9 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").await.unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.unwrap();
        let status_line = String::from_utf8_lossy(&answer).lines().next().unwrap_or_default().to_owned();
        assert!(status_line.starts_with("HTTP/1.1 4"), "{status_line:?}");
        // The server is still up.
        assert_eq!(app.call(Method::GET, "/api/site/search-salons?term=kuafor").send().await.0, 200);
    });
}

fn urlencoding(text: &str) -> String {
    text.bytes().map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}
