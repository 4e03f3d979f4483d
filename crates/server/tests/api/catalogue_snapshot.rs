//! The kept catalogue (issue #15, `store::catalogue_snapshot`): a salon's services, options,
//! masters and photos are kept in the process between requests, and every write of them —
//! through any path, here straight into the tables — reaches the very next request.

use chrono::Utc;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};
use serde_json::json;
use store::entities::*;

use crate::booking::world;
use crate::each_backend;
use crate::helpers::*;

/// Sets `column` to `value` in the row whose `id_column` is `id`, straight in the table.
async fn set<C>(app: &TestApp, column: C, value: impl Into<sea_orm::Value>, id_column: C, id: i64)
where
    C: ColumnTrait,
    C::EntityName: EntityTrait<Column = C>,
{
    <C::EntityName as EntityTrait>::update_many()
        .col_expr(column, Expr::value(value.into()))
        .filter(id_column.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
}

async fn version(app: &TestApp, salon_id: i64) -> i64 {
    salons::Entity::find_by_id(salon_id).one(&app.db).await.unwrap().expect("the salon").catalogue_version
}

#[tokio::test]
async fn the_basket_and_the_order_see_every_catalogue_write_at_once() {
    each_backend!(|app| {
        let w = world(&app).await;
        let (token, _) = app.login("+905551112233").await;
        let visit = w.haircut_at(in_days(3), "10:00");
        let basket = visit.basket(&app, &token).await;
        let get = || async { app.call(Method::GET, "/api/site/basket").auth(&token).lang("en").send().await.1 };
        let order = || async { app.call(Method::POST, "/api/site/order/create").auth(&token).json(visit.order_body(basket)).send().await };
        // The salon page's menu, as its API and its rendered page's first data give it.
        let menu_path = format!("/api/site/salon-services/{}", w.salon.id);
        let page_haircut = || async {
            let (_, menu) = app.call(Method::GET, &menu_path).lang("en").send().await;
            let haircut =
                menu["categories"].as_array().into_iter().flatten().flat_map(|c| c["services"].as_array().cloned().unwrap_or_default());
            let haircut = haircut.into_iter().find(|s| s["id"] == json!(w.haircut)).expect("the haircut on the salon's menu");
            (haircut["price"].clone(), haircut["name"].clone(), haircut["master_ids"].clone())
        };
        assert_eq!(page_haircut().await, (json!(40000), json!("Haircut"), json!([w.master])));
        // The master's page lists the services the master does, from the same menu.
        let master_path = format!("/api/site/salon/employee-info/{}", w.master);
        let master_services = || async {
            let (_, info) = app.call(Method::GET, &master_path).lang("en").send().await;
            info["services"]
                .as_array()
                .expect("the master's services")
                .iter()
                .map(|s| (s["id"].clone(), s["price"].clone()))
                .collect::<Vec<_>>()
        };
        assert!(master_services().await.contains(&(json!(w.haircut), json!(40000))));

        let first = get().await;
        assert_eq!((first["items"][0]["final_price"].clone(), first["items"][0]["name"].clone()), (json!(36000), json!("Haircut")));
        assert_eq!(first["items"][0]["available_options"][0]["price"], 5000);
        assert_eq!(ids(&first["basket"]["possible_masters"]), vec![w.master]);
        assert_eq!(get().await, first, "read twice, kept: the same answer");

        // The salon's price, the add-on's price and the catalogue's name.
        set(&app, salon_services::Column::Price, 50000, salon_services::Column::Id, w.haircut).await;
        set(&app, salon_service_options::Column::Price, 7000, salon_service_options::Column::Id, w.blow_dry).await;
        let service_id = salon_services::Entity::find_by_id(w.haircut).one(&app.db).await.unwrap().unwrap().service_id;
        set(&app, services::Column::NameEn, "Classic haircut", services::Column::Id, service_id).await;
        let changed = get().await;
        assert_eq!(
            (changed["items"][0]["final_price"].clone(), changed["items"][0]["name"].clone(), changed["total"].clone()),
            (json!(45000), json!("Classic haircut"), json!(45000))
        );
        assert_eq!(changed["items"][0]["available_options"][0]["price"], 7000);
        assert_eq!(page_haircut().await, (json!(50000), json!("Classic haircut"), json!([w.master])));
        assert!(master_services().await.contains(&(json!(w.haircut), json!(50000))));

        // The master stops doing haircuts: not offered, and the order is refused.
        w.master_does_haircuts(&app, false).await;
        assert_eq!(ids(&get().await["basket"]["possible_masters"]), Vec::<i64>::new());
        assert_eq!(page_haircut().await, (json!(50000), json!("Classic haircut"), json!([])));
        let without = master_services().await;
        assert!(!without.is_empty() && !without.iter().any(|(id, _)| *id == json!(w.haircut)), "{without:?}");
        let (status, refused) = order().await;
        assert_eq!(refused["message_code"], "master_service_not_provided", "{status} {refused}");

        // Back on haircuts, but the contract ends: the order is refused for that.
        w.master_does_haircuts(&app, true).await;
        assert_eq!(ids(&get().await["basket"]["possible_masters"]), vec![w.master]);
        set(&app, masters::Column::ContractActive, false, masters::Column::Id, w.master).await;
        let (status, refused) = order().await;
        assert_eq!(refused["message_code"], "master_no_contract", "{status} {refused}");

        // Contract again: booked at the new price, the act naming the master.
        set(&app, masters::Column::ContractActive, true, masters::Column::Id, w.master).await;
        let (status, booked) = order().await;
        assert_eq!(status, 200, "{booked}");
        assert_eq!((booked["act"]["total"].clone(), booked["act"]["master"]["id"].clone()), (json!(45000), json!(w.master)));
        assert_eq!(booked["act"]["master"]["full_name"], "Elif Aslan");
        assert_eq!(booked["act"]["salon"]["id"], json!(w.salon.id));
    });
}

#[tokio::test]
async fn every_table_of_a_salons_catalogue_moves_its_version() {
    each_backend!(|app| {
        let w = world(&app).await;
        let salon = w.salon.id;
        let mut last = version(&app, salon).await;
        // Each write must move the salon's version; `what` names it in the failure.
        let mut moved = async |what: &str| {
            let now = version(&app, salon).await;
            assert!(now > last, "{what}: version {now}, was {last}");
            last = now;
        };

        let photo = files::ActiveModel {
            folder: Set("salons".into()),
            name: Set("front.jpg".into()),
            storage_key: Set("salons/front.jpg".into()),
            mime: Set("image/jpeg".into()),
            size: Set(1000),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        salon_photos::ActiveModel { salon_id: Set(salon), file_id: Set(photo.id), sort_order: Set(0), ..Default::default() }
            .insert(&app.db)
            .await
            .unwrap();
        moved("a gallery photo added").await;
        set(&app, files::Column::Width, 1200, files::Column::Id, photo.id).await;
        moved("the photo's file changed").await;

        let service_id = salon_services::Entity::find_by_id(w.haircut).one(&app.db).await.unwrap().unwrap().service_id;
        let category_id = services::Entity::find_by_id(service_id).one(&app.db).await.unwrap().unwrap().category_id;
        let department_id = categories::Entity::find_by_id(category_id).one(&app.db).await.unwrap().unwrap().department_id;
        set(&app, categories::Column::NameRu, "Стрижки", categories::Column::Id, category_id).await;
        moved("the category renamed").await;
        set(&app, departments::Column::SortOrder, 7, departments::Column::Id, department_id).await;
        moved("the department reordered").await;
        salon_service_options::Entity::delete_many().filter(salon_service_options::Column::Id.eq(w.blow_dry)).exec(&app.db).await.unwrap();
        moved("an add-on removed").await;
        set(&app, masters::Column::FullName, "Elif Aslan Kaya", masters::Column::Id, w.master).await;
        moved("a master renamed").await;

        // Another salon's write leaves this one's version alone.
        let other = salon_services::Entity::find_by_id(w.other_haircut).one(&app.db).await.unwrap().unwrap();
        let other_before = version(&app, other.salon_id).await;
        set(&app, salon_services::Column::Price, 36000, salon_services::Column::Id, other.id).await;
        assert_eq!(version(&app, salon).await, last, "another salon's price");
        assert!(version(&app, other.salon_id).await > other_before, "the other salon's own version moved");
    });
}

#[tokio::test]
async fn free_times_see_a_new_break_and_day_off_at_once() {
    each_backend!(|app| {
        let w = world(&app).await;
        let date = in_days(4);
        let free_times = || async {
            let (status, body) = app
                .call(Method::POST, &format!("/api/site/salon/employee-availability-for-given-date/{}", w.salon.id))
                .json(json!({"date": date.to_string(), "masters": [w.master], "duration": 45}))
                .send()
                .await;
            assert_eq!(status, 200, "{body}");
            body["masters"][0]["free_times"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_owned()).collect::<Vec<_>>()
        };
        let open_dates = || async {
            let (_, body) =
                app.call(Method::GET, &format!("/api/site/order/available-dates?salon_id={}&duration=45", w.salon.id)).send().await;
            body["dates"].as_array().unwrap().iter().map(|d| d.as_str().unwrap().to_owned()).collect::<Vec<_>>()
        };
        assert!(free_times().await.contains(&"10:00".to_owned()));
        assert!(open_dates().await.contains(&date.to_string()));

        // A break that day, 10:00–11:00: no start that runs into it.
        master_breaks::ActiveModel {
            master_id: Set(w.master),
            day: Set(Some(date)),
            start_min: Set(600),
            end_min: Set(660),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        let free = free_times().await;
        assert!(
            !free.contains(&"10:00".to_owned()) && !free.contains(&"09:30".to_owned()) && free.contains(&"11:00".to_owned()),
            "{free:?}"
        );

        // The salon closes that day: nothing free, and the date is no longer offered.
        salon_days_off::ActiveModel { salon_id: Set(w.salon.id), day: Set(date), kind: Set("day_off".into()), ..Default::default() }
            .insert(&app.db)
            .await
            .unwrap();
        assert_eq!(free_times().await, Vec::<String>::new());
        assert!(!open_dates().await.contains(&date.to_string()));
    });
}
