//! `Visit`: one appointment of a master, written into the database or booked over HTTP.

use chrono::{Duration, NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::{Value, json};
use store::entities::*;

use super::catalogue::minutes_of;
use super::{Method, TestApp};

/// An appointment with `Visit::of(master)`: its services (`.service`, `.services`), when (`.at`,
/// required) and who comes; by default a new visit of Ayşe Yılmaz (+905551234567, no account),
/// each service at the salon's price and length. Then one of:
///
/// - `insert(&app)`: the rows written straight into the database (the booking flow has its own
///   tests); takes every mark (`status`, `paid`, `moved_by`, …).
/// - `book_in_store(&app)`: booked as `store::bookings` books online visits (it finds or makes the
///   salon's client card; needs an `account`), then moved to `status`.
/// - `basket(&app, token)`, `book(&app, token)`: through the client's basket and order over HTTP.
#[derive(Clone)]
#[must_use = "a visit is made by insert, book_in_store, basket or book"]
pub struct Visit {
    master: i64,
    services: Vec<i64>,
    when: Option<(NaiveDate, String)>,
    status: String,
    name: String,
    phone: String,
    email: Option<String>,
    account: Option<i64>,
    price: Option<i64>,
    minutes: Option<i32>,
    payment: Option<String>,
    moved_by: Option<String>,
    cancelled_by: Option<String>,
    important: bool,
    comment: Option<String>,
}

impl Visit {
    pub fn of(master: i64) -> Self {
        Visit {
            master,
            services: Vec::new(),
            when: None,
            status: "new".into(),
            name: "Ayşe Yılmaz".into(),
            phone: "+905551234567".into(),
            email: None,
            account: None,
            price: None,
            minutes: None,
            payment: None,
            moved_by: None,
            cancelled_by: None,
            important: false,
            comment: None,
        }
    }

    /// Another master (of this or another salon: the salon is the master's).
    pub fn master(mut self, master: i64) -> Self {
        self.master = master;
        self
    }

    /// The one salon service (`salon_services` id) of the visit.
    pub fn service(self, salon_service: i64) -> Self {
        self.services(&[salon_service])
    }

    /// The salon services of the visit, one item each (a service twice is two items).
    pub fn services(mut self, salon_services: &[i64]) -> Self {
        self.services = salon_services.to_vec();
        self
    }

    /// On `date` at `time` ("HH:MM").
    pub fn at(mut self, date: NaiveDate, time: &str) -> Self {
        self.when = Some((date, time.to_owned()));
        self
    }

    /// `new`, `confirmed`, `moved`, `completed` or `cancelled`.
    pub fn status(mut self, status: &str) -> Self {
        self.status = status.to_owned();
        self
    }

    /// Who comes: the name and phone on the visit (the account is set apart).
    pub fn client(mut self, name: &str, phone: &str) -> Self {
        self.name = name.to_owned();
        self.phone = phone.to_owned();
        self
    }

    /// The e-mail on the visit (the order form sends ayse@example.com without it).
    pub fn email(mut self, email: &str) -> Self {
        self.email = Some(email.to_owned());
        self
    }

    /// The client's account.
    pub fn account(mut self, account: i64) -> Self {
        self.account = Some(account);
        self
    }

    pub fn without_account(mut self) -> Self {
        self.account = None;
        self
    }

    /// What each service costs in this visit (kuruş), instead of the salon's final price.
    pub fn price(mut self, price: i64) -> Self {
        self.price = Some(price);
        self
    }

    /// How long each service lasts in this visit, instead of the salon's length.
    pub fn minutes(mut self, minutes: i32) -> Self {
        self.minutes = Some(minutes);
        self
    }

    /// Paid by `method` (`card`, `cash`).
    pub fn paid(mut self, method: &str) -> Self {
        self.payment = Some(method.to_owned());
        self
    }

    pub fn moved_by(mut self, who: &str) -> Self {
        self.moved_by = Some(who.to_owned());
        self
    }

    pub fn cancelled_by(mut self, who: &str) -> Self {
        self.cancelled_by = Some(who.to_owned());
        self
    }

    /// Marked important by the salon.
    pub fn important(mut self) -> Self {
        self.important = true;
        self
    }

    pub fn comment(mut self, comment: &str) -> Self {
        self.comment = Some(comment.to_owned());
        self
    }

    fn when(&self) -> (NaiveDate, &str) {
        let (date, time) = self.when.as_ref().expect("a visit needs .at(date, time)");
        (*date, time)
    }

    async fn salon(&self, app: &TestApp) -> i64 {
        masters::Entity::find_by_id(self.master).one(&app.db).await.unwrap().expect("the visit's master").salon_id
    }

    /// (salon service, price, minutes) of each item.
    async fn items(&self, app: &TestApp) -> Vec<(i64, i64, i32)> {
        assert!(!self.services.is_empty(), "a visit needs .service or .services");
        let mut items = Vec::new();
        for id in &self.services {
            let sold = salon_services::Entity::find_by_id(*id).one(&app.db).await.unwrap().expect("the visit's salon service");
            let price = self.price.unwrap_or(sold.price * i64::from(100 - sold.discount_percent) / 100);
            items.push((*id, price, self.minutes.unwrap_or(sold.duration_min)));
        }
        items
    }

    /// Writes the appointment and its items; returns its id.
    pub async fn insert(self, app: &TestApp) -> i64 {
        let (date, time) = self.when();
        let start = minutes_of(time);
        let items = self.items(app).await;
        let duration: i32 = items.iter().map(|(_, _, minutes)| minutes).sum();
        let starts_at = api::booking::instant(date, start as u16);
        let now = Utc::now();
        let saved = appointments::ActiveModel {
            salon_id: Set(self.salon(app).await),
            master_id: Set(self.master),
            client_account_id: Set(self.account),
            client_name: Set(self.name.clone()),
            client_phone: Set(self.phone.clone()),
            client_email: Set(self.email.clone()),
            status: Set(self.status.clone()),
            provision_date: Set(date),
            start_min: Set(start),
            duration_min: Set(duration),
            starts_at: Set(starts_at),
            ends_at: Set(starts_at + Duration::minutes(i64::from(duration))),
            total_price: Set(items.iter().map(|(_, price, _)| price).sum()),
            source: Set("online".into()),
            payment_method: Set(self.payment.clone()),
            moved_by: Set(self.moved_by.clone()),
            cancelled_by: Set(self.cancelled_by.clone()),
            important: Set(self.important),
            comment: Set(self.comment.clone()),
            created_at: Set(now),
            updated_at: Set(now),
            locale: Set("tr".into()),
            ..Default::default()
        }
        .insert(&app.db)
        .await
        .unwrap();
        for (salon_service, price, minutes) in items {
            appointment_items::ActiveModel {
                appointment_id: Set(saved.id),
                salon_service_id: Set(salon_service),
                option_id: Set(None),
                quantity: Set(1),
                price: Set(price),
                duration_min: Set(minutes),
                ..Default::default()
            }
            .insert(&app.db)
            .await
            .unwrap();
        }
        saved.id
    }

    /// Books it the way the store books online visits, then moves it to `status`.
    pub async fn book_in_store(self, app: &TestApp) -> appointments::Model {
        use domain::booking::Status;
        use store::bookings::{Booked, StatusChange};
        let (date, time) = self.when();
        let Booked::Done(booked) = self.clone().try_book_in_store(app).await else { panic!("the master is busy at {date} {time}") };
        let status = Status::parse(&self.status).unwrap();
        if status == Status::New {
            return booked;
        }
        store::bookings::change_status(
            &app.db,
            booked.id,
            &[Status::New],
            status,
            StatusChange::default(),
            None,
            status.as_str(),
            Utc::now(),
            vec![],
        )
        .await
        .unwrap()
        .unwrap()
    }

    /// Books it through the store's guarded write alone (no availability check before it), as
    /// `new`, and says what the guard answered.
    pub async fn try_book_in_store(self, app: &TestApp) -> store::bookings::Booked<appointments::Model> {
        let new = self.new_appointment(app).await;
        store::bookings::book(&app.db, new, Utc::now(), |_| vec![]).await.unwrap()
    }

    /// The store's input for booking it online (for the client `.account(id)`).
    pub async fn new_appointment(&self, app: &TestApp) -> store::bookings::NewAppointment {
        use store::bookings::{NewAppointment, NewItem};
        let (date, time) = self.when();
        let start = minutes_of(time);
        let items = self.items(app).await;
        let duration: i32 = items.iter().map(|(_, _, minutes)| minutes).sum();
        let starts_at = api::booking::instant(date, start as u16);
        NewAppointment {
            salon_id: self.salon(app).await,
            master_id: self.master,
            client_account_id: self.account.expect("the store books for an account: .account(id)"),
            client_name: self.name.clone(),
            client_phone: self.phone.clone(),
            client_email: self.email.clone(),
            client_birthday: None,
            comment: self.comment.clone(),
            provision_date: date,
            start_min: start,
            duration_min: duration,
            starts_at,
            ends_at: starts_at + Duration::minutes(duration.into()),
            total_price: items.iter().map(|(_, price, _)| price).sum(),
            locale: "tr".into(),
            items: items
                .iter()
                .map(|(id, price, minutes)| NewItem {
                    salon_service_id: *id,
                    option_id: None,
                    quantity: 1,
                    price: *price,
                    duration_min: *minutes,
                })
                .collect(),
        }
    }

    /// Fills the client's basket (emptied first) with the services, master and time; returns its id.
    pub async fn basket(&self, app: &TestApp, token: &str) -> i64 {
        let (date, time) = self.when();
        let salon = self.salon(app).await;
        let (_, current) = app.call(Method::GET, "/api/site/basket").auth(token).send().await;
        if let Some(old) = current["basket"]["id"].as_i64() {
            app.call(Method::DELETE, &format!("/api/site/basket/clear/{old}")).auth(token).send().await;
        }
        let mut id = 0;
        for service in &self.services {
            let (status, body) = app
                .call(Method::POST, "/api/site/basket")
                .auth(token)
                .json(json!({"salon_id": salon, "salon_service_id": service}))
                .send()
                .await;
            assert_eq!(status, 200, "{body}");
            id = body["basket"]["id"].as_i64().unwrap();
        }
        let (status, body) = app
            .call(Method::PUT, &format!("/api/site/basket/{id}"))
            .auth(token)
            .json(json!({"master_id": self.master, "provision_date": date.to_string(), "provision_time": time}))
            .send()
            .await;
        assert_eq!(status, 200, "{body}");
        id
    }

    /// The order form for `basket` with this visit's client, privacy and marketing accepted.
    pub fn order_body(&self, basket: i64) -> Value {
        let email = self.email.as_deref().unwrap_or("ayse@example.com");
        json!({"basket_id": basket, "full_name": self.name, "phone": self.phone, "email": email, "privacy_accepted": true, "marketing_opt_in": true})
    }

    /// Books it through the basket and `POST /api/site/order/create` as the client `token`;
    /// asserts it was taken and returns the act.
    pub async fn book(&self, app: &TestApp, token: &str) -> Value {
        let basket = self.basket(app, token).await;
        let (status, body) = app.call(Method::POST, "/api/site/order/create").auth(token).json(self.order_body(basket)).send().await;
        assert_eq!(status, 200, "{body}");
        body["act"].clone()
    }
}

/// Moves a booked visit so that it started five minutes ago (salon time): the desk completes a
/// visit only once it has started, and booking never takes a past time.
pub async fn start_now(app: &TestApp, id: i64) {
    let row = appointments::Entity::find_by_id(id).one(&app.db).await.unwrap().expect("the visit exists");
    let starts_at = Utc::now() - Duration::minutes(5);
    let local = api::booking::local(starts_at);
    let mut visit: appointments::ActiveModel = row.clone().into();
    visit.starts_at = Set(starts_at);
    visit.ends_at = Set(starts_at + Duration::minutes(i64::from(row.duration_min)));
    visit.provision_date = Set(local.date());
    visit.start_min = Set(i16::try_from(minutes_of_day(local.time())).unwrap());
    visit.update(&app.db).await.unwrap();
}

fn minutes_of_day(time: chrono::NaiveTime) -> u32 {
    use chrono::Timelike;
    time.hour() * 60 + time.minute()
}
