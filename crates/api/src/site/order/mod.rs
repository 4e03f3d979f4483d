//! Free times and booking: `salon/employee-availability-for-given-date/{id}`,
//! `order/available-masters`, `order/available-dates` and `order/create` (spec §7).

mod available_dates;
mod available_masters;
mod create;
mod employee_availability;

pub use available_dates::*;
pub use available_masters::*;
pub use create::*;
pub use employee_availability::*;

use crate::booking::BookingContact;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use chrono::NaiveDate;
use domain::person;
use domain::time::Minutes;
use serde::Deserialize;
use std::collections::HashMap;
use store::model::{Master, Salon, StoredFile};
use utoipa::ToSchema;

/// The salon by id (or 404) and its bookable masters, read concurrently.
async fn salon_and_masters(state: &AppState, id: i64) -> ApiResult<(Salon, Vec<Master>)> {
    let (salon, masters) = tokio::try_join!(store::salon_page::salon(&state.db, id), store::bookings::bookable_masters(&state.db, id))?;
    Ok((salon.ok_or_else(ApiError::not_found)?, masters))
}

/// Portraits of masters by file id.
async fn portraits(state: &AppState, masters: &[Master]) -> ApiResult<HashMap<i64, StoredFile>> {
    Ok(store::salon_page::storage_keys(&state.db, masters.iter().filter_map(|m| m.photo_file_id)).await?)
}

fn duration_of(value: Option<i32>, fallback: i32) -> ApiResult<u16> {
    Ok(Minutes::parse("duration", i64::from(value.unwrap_or(fallback)))?.get())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateOrder {
    pub basket_id: i64,
    #[serde(flatten)]
    pub contact: BookingContact,
    #[serde(default)]
    pub privacy_accepted: bool,
    #[serde(default)]
    pub marketing_opt_in: bool,
    /// Loyalty points of the client at this salon to take off the total (at most the salon's
    /// percentage of it); the salon collects the rest in person.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 1000000)]
    pub redeem_points: Option<i64>,
}

/// The order's contact fields, checked: name, phone, e-mail, birthday, comment.
type Contact = (String, domain::Phone, Option<String>, Option<NaiveDate>, Option<String>);

fn contact(body: &CreateOrder) -> ApiResult<Contact> {
    let (contact, birthday, comment) = body.contact.parse()?;
    Ok((contact.full_name, contact.phone, contact.email.map(person::Email::into_string), birthday, comment))
}
