//! An online booking and a client's move: what they write and the calls that write it through `put_live`.

use crate::Error;

use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::{DatabaseConnection, Set};

use crate::baskets;
use crate::entities::appointments;
use crate::jobs::NewJob;
use crate::notifications::BookingConsent;

use super::*;

/// Everything a new appointment is made of.
#[derive(Debug, Clone)]
pub struct NewAppointment {
    pub salon_id: i64,
    pub master_id: i64,
    pub client_account_id: i64,
    pub client_name: String,
    pub client_phone: String,
    pub client_email: Option<String>,
    pub client_birthday: Option<NaiveDate>,
    pub comment: Option<String>,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub total_price: i64,
    pub locale: String,
    pub items: Vec<NewItem>,
}

#[derive(Debug, Clone)]
pub struct NewItem {
    pub salon_service_id: i64,
    pub option_id: Option<i64>,
    pub quantity: i32,
    pub price: i64,
    pub duration_min: i32,
}

/// An online booking: the appointment, the client's consent answers and the basket it empties.
#[derive(Debug, Clone)]
pub struct NewBooking {
    pub appointment: NewAppointment,
    pub consents: Vec<BookingConsent>,
    pub basket: Option<baskets::Owner>,
    /// Loyalty points the client spends on it, if any.
    pub redeem: Option<Redeem>,
    /// The client's no-shows at the salon as the caller read them with the rest of the client's
    /// standing (`client_standing`); `None`: counted here.
    pub no_shows: Option<u64>,
}

/// Loyalty points a booking spends and the discount they give (`domain::loyalty::Programme::discount`).
#[derive(Debug, Clone, Copy)]
pub struct Redeem {
    pub points: i32,
    pub discount: i64,
}

impl From<NewAppointment> for NewBooking {
    fn from(appointment: NewAppointment) -> Self {
        NewBooking { appointment, consents: Vec::new(), basket: None, redeem: None, no_shows: None }
    }
}

/// Books `new` unless the master's time is taken, in ONE transaction with its items, the salon's
/// client card, its `created` event, the consents, the basket clear and the jobs `jobs_for`
/// schedules for it: no booking without the rest, and nothing of the rest without the booking.
pub async fn book(
    db: &DatabaseConnection,
    new: impl Into<NewBooking>,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, Error> {
    let NewBooking { appointment: new, consents, basket, redeem, no_shows } = new.into();
    // Past no-shows are settled history no concurrent booking changes, so they are counted
    // before the master's lock (`put_live`) and do not lengthen its hold.
    let no_shows = match no_shows {
        Some(counted) => counted,
        None => {
            let since = now - chrono::Duration::days(domain::booking::NO_SHOW_WINDOW_DAYS);
            no_shows_since(db, new.salon_id, Some(new.client_account_id), &new.client_phone, since).await?
        }
    };
    let flag = domain::booking::needs_manual_confirmation(no_shows).then(|| i16::try_from(no_shows).unwrap_or(i16::MAX));
    // The salon sees every online client: the card of this phone is found or created.
    let card = CardClient {
        phone: new.client_phone.clone(),
        full_name: new.client_name.clone(),
        email: new.client_email.clone(),
        // The birthday typed at checkout stays with the booking; the card is the salon's.
        birthday: None,
        account_id: Some(new.client_account_id),
    };
    let row = appointments::ActiveModel {
        salon_id: Set(new.salon_id),
        master_id: Set(new.master_id),
        client_account_id: Set(Some(new.client_account_id)),
        client_name: Set(new.client_name),
        client_phone: Set(new.client_phone),
        client_email: Set(new.client_email),
        client_birthday: Set(new.client_birthday),
        comment: Set(new.comment),
        status: Set(Status::New.as_str().into()),
        provision_date: Set(new.provision_date),
        start_min: Set(new.start_min),
        duration_min: Set(new.duration_min),
        starts_at: Set(new.starts_at),
        ends_at: Set(new.ends_at),
        total_price: Set(new.total_price),
        source: Set("online".into()),
        created_by: Set(Some(new.client_account_id)),
        created_at: Set(now),
        updated_at: Set(now),
        locale: Set(new.locale),
        points_redeemed: Set(redeem.map_or(0, |r| r.points)),
        points_discount: Set(redeem.map_or(0, |r| r.discount)),
        no_shows_flag: Set(flag),
        ..Default::default()
    };
    let write = LiveWrite {
        live: Live::New { row: Box::new(row), card },
        items: new.items,
        account_id: Some(new.client_account_id),
        event: "created",
        consents,
        basket,
        redeem,
        jobs_for,
    };
    put_live(db, write, now).await
}

/// A new time for an existing appointment.
#[derive(Debug, Clone)]
pub struct NewTime {
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
}

/// Puts `row` at `time` with `status`, moved by `moved_by`; an offered range is used up.
pub(super) fn set_new_time(row: &mut appointments::ActiveModel, time: &NewTime, status: Status, moved_by: &str, now: DateTime<Utc>) {
    row.provision_date = Set(time.provision_date);
    row.start_min = Set(time.start_min);
    row.starts_at = Set(time.starts_at);
    row.ends_at = Set(time.ends_at);
    row.status = Set(status.as_str().into());
    row.moved_by = Set(Some(moved_by.into()));
    row.offer_date = Set(None);
    row.offer_start_min = Set(None);
    row.offer_end_min = Set(None);
    row.updated_at = Set(now);
}

/// Moves a live appointment as `to` says unless its master is busy then (`NotLive` when it is no
/// longer live); records the event `kind` by `account_id` and schedules `jobs_for`'s jobs, in one
/// transaction. The offered range, if any, is used up.
pub async fn move_to(
    db: &DatabaseConnection,
    to: Move,
    account_id: Option<i64>,
    kind: &str,
    now: DateTime<Utc>,
    jobs_for: impl FnOnce(&appointments::Model) -> Vec<NewJob>,
) -> Result<Booked<appointments::Model>, Error> {
    let write = LiveWrite {
        live: Live::Move(to),
        items: Vec::new(),
        account_id,
        event: kind,
        consents: Vec::new(),
        basket: None,
        redeem: None,
        jobs_for,
    };
    put_live(db, write, now).await
}
