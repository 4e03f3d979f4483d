//! Account deletion while visits are planned (issue #15 item 9, spec §8), on both databases.

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;
use store::entities::appointments;

use crate::each_backend;
use crate::helpers::*;

const CLIENT: &str = "+905551110001";

#[tokio::test]
async fn deletion_is_refused_while_a_visit_is_planned() {
    each_backend!(|app| {
        let f = Catalogue::hair_and_nails()
            .salon(Salon::new("kuafor-a").sells("sac-kesimi", Sell::price(40000)).master(Master::new("Elif").does(&["sac-kesimi"])))
            .client(CLIENT)
            .build(&app)
            .await;
        let token = f.token(CLIENT);
        let client = f.account(CLIENT).id;
        let service = f.sold("kuafor-a", "sac-kesimi");
        // A cancelled visit and a past one do not count; a confirmed upcoming one does.
        Visit::of(f.master("Elif"))
            .service(service)
            .at(in_days(3), "12:00")
            .status("cancelled")
            .cancelled_by("client")
            .account(client)
            .insert(&app)
            .await;
        Visit::of(f.master("Elif")).service(service).at(in_days(-3), "12:00").status("completed").account(client).insert(&app).await;
        let upcoming =
            Visit::of(f.master("Elif")).service(service).at(in_days(2), "10:00").status("confirmed").account(client).insert(&app).await;

        app.call(Method::POST, "/api/client/delete-account")
            .auth(&token)
            .json(json!({}))
            .refused_in_every_language(409, "planned_visits_exist_client")
            .await;
        assert_eq!(app.call(Method::GET, "/api/common/account-data").auth(&token).response().await.status(), 200, "the session stays");

        // Once the visit is cancelled, the deletion is accepted.
        appointments::Entity::update_many()
            .col_expr(appointments::Column::Status, Expr::value("cancelled"))
            .filter(appointments::Column::Id.eq(upcoming))
            .exec(&app.db)
            .await
            .unwrap();
        let (status, body) = app.call(Method::POST, "/api/client/delete-account").auth(&token).json(json!({})).send().await;
        assert_eq!(status, 200, "{body}");
    });
}
