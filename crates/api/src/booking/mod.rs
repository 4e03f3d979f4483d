//! What the booking calls share: salon-local time, the session a guest's basket belongs to, the
//! `Act` shape the client sees, the availability check behind every booking rule, and the jobs
//! a booking schedules. Handlers live with their area (`site::order`, `client::acts`, ...).

pub mod acts;
pub mod calendar;
pub mod ics;
pub mod jobs;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use domain::Problems;
use domain::person::Contact;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::ApiResult;

/// The salon-local wall time of an instant.
pub fn local(at: DateTime<Utc>) -> NaiveDateTime {
    domain::time::local(at)
}

/// The instant of a salon-local date and minute. Turkey has no daylight saving time, so every
/// local time exists exactly once; `earliest` keeps this total should that ever change.
pub fn instant(date: NaiveDate, minutes: u16) -> DateTime<Utc> {
    domain::time::instant(date, minutes)
}

/// `yyyy-MM-dd` (spec §5) or a 422 on `field`.
pub fn parse_date(field: &'static str, text: &str) -> ApiResult<NaiveDate> {
    let mut out = Problems::default();
    let date = out.date(field, text);
    Ok(out.finish(date)?)
}

/// `HH:mm` → minutes after midnight, or a 422 on `field`.
pub fn parse_time(field: &'static str, text: &str) -> ApiResult<u16> {
    let mut out = Problems::default();
    let minutes = out.time(field, text);
    Ok(out.finish(minutes)?)
}

pub use domain::time::hhmm;

/// Who a booking is for, as checkout (`order/create`) and the desk's manual entry send it.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BookingContact {
    /// Required.
    #[schema(min_length = 1, max_length = 120)]
    pub full_name: String,
    /// Required; +90 5xx xxx xx xx in any common spelling.
    pub phone: String,
    pub email: Option<String>,
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub birthday: Option<String>,
    /// Kept up to 1000 characters.
    #[schema(max_length = 1000)]
    pub comment: Option<String>,
}

impl BookingContact {
    /// The contact, birthday and comment (`domain::person::booking_contact`), every problem in one
    /// 422; a phone that is not a Turkish mobile answers `phone_validation_failed`.
    pub fn parse(&self) -> ApiResult<(Contact, Option<NaiveDate>, Option<String>)> {
        let (contact, birthday) =
            domain::person::booking_contact(&self.full_name, &self.phone, self.email.as_deref(), self.birthday.as_deref())
                .map_err(crate::site::login::phone_refused)?;
        Ok((contact, birthday, domain::booking::comment(self.comment.as_deref())))
    }
}

/// The session id of spec §3: the `x-session-id` header the web app sends (guests' baskets
/// belong to it). Only ids of 6 to 64 safe characters are taken.
#[derive(Debug, Clone)]
pub struct SessionId(pub Option<String>);

pub const SESSION_HEADER: &str = "x-session-id";

impl<S: Send + Sync> FromRequestParts<S> for SessionId {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(SessionId(session_of(&parts.headers)))
    }
}

pub fn session_of(headers: &axum::http::HeaderMap) -> Option<String> {
    headers
        .get(SESSION_HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| (6..=64).contains(&v.len()) && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_parse_and_convert() {
        assert_eq!(parse_time("t", "09:30").unwrap(), 570);
        assert_eq!(parse_time("t", "00:00").unwrap(), 0);
        assert!(parse_time("t", "24:00").is_err() && parse_time("t", "9").is_err() && parse_time("t", "09:60").is_err());
        let refused = parse_time("provision_time", "9:30").unwrap_err();
        assert_eq!(refused.fields["provision_time"][0].code, "wrong_format");
        assert_eq!(parse_date("date", "2026-12-40").unwrap_err().fields["date"][0].code, "wrong_format");
        let date = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(instant(date, 600).to_rfc3339(), "2026-12-01T07:00:00+00:00", "Istanbul is UTC+3");
        assert_eq!(local(instant(date, 600)), domain::booking::at(date, 600));
    }
}
