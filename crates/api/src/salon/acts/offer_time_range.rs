//! Offers the client a time range instead; the visit waits for the client's pick.

use crate::auth::SalonStaff;
use crate::booking::jobs::Event;
use crate::booking::{parse_date, parse_time};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::json::Path;
use crate::json::ValidJson;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::booking::Status;
use serde::Deserialize;
use store::bookings::StatusChange;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct OfferRange {
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub date: String,
    /// HH:mm
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub start: String,
    /// HH:mm, later than start
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub end: String,
}

/// Offers the client a time range instead; the visit waits for the client's pick.
#[utoipa::path(post, path = "/schedule/acts/offer-time-range/{id}", tag = "salon", request_body = OfferRange, responses((status = 200, body = ActStatus), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn offer_time_range(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<OfferRange>,
) -> ApiResult<Json<ActStatus>> {
    let date = parse_date("date", &body.date)?;
    let (start, end) = (parse_time("start", &body.start)?, parse_time("end", &body.end)?);
    if end <= start {
        return Err(ApiError::field("end", FieldError::new("time_range_alert")));
    }
    let offer = StatusChange { offer: Some((date, start as i16, end as i16)), ..Default::default() };
    let params =
        vec![("date", date.format("%d.%m.%Y").to_string()), ("start", body.start.trim().to_owned()), ("end", body.end.trim().to_owned())];
    change(&state, &staff, id, &Status::LIVE, Status::Moved, offer, "offered", Some((Event::Offered, params))).await
}
