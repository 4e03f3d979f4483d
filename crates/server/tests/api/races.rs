//! Read-then-write paths raced from two tabs (issue #15 item 5), on both databases: never a 5xx,
//! and the final state is one of the racers'.

use serde_json::json;

use crate::each_backend;
use crate::helpers::*;

const CLIENT: &str = "+905551110001";

#[tokio::test]
async fn saving_and_resetting_preferences_at_once_never_fails() {
    each_backend!(|app| {
        let f = Catalogue::hair_and_nails().client(CLIENT).build(&app).await;
        let token = f.token(CLIENT);
        let chosen = json!({"email": false, "sms": true, "push": false});
        for round in 0..20 {
            let put = app.call(Method::PUT, "/api/common/notification-preferences").auth(&token).json(chosen.clone()).send();
            let reset = app.call(Method::POST, "/api/common/notification-preferences/reset").auth(&token).send();
            let ((put_status, put_body), (reset_status, reset_body)) = tokio::join!(put, reset);
            assert_eq!(put_status, 200, "round {round}: {put_body}");
            // The reset answers 404 when it ran first and there was nothing to forget.
            assert!([200, 404].contains(&reset_status), "round {round}: {reset_status} {reset_body}");
            let (status, now) = app.call(Method::GET, "/api/common/notification-preferences").auth(&token).send().await;
            assert_eq!(status, 200);
            let channels = json!({"email": now["email"], "sms": now["sms"], "push": now["push"]});
            assert!(channels == chosen || channels == json!({"email": true, "sms": true, "push": true}), "round {round}: {now}");
        }
    });
}
