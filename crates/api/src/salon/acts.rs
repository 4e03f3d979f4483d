//! The salon's side of an appointment's life (spec §7 salon schedule): confirm, decline, offer
//! a new time range, complete with the payment method. Scoped to the staff member's salon.

use axum::Json;
use axum::extract::{Path, State};
use chrono::Utc;
use domain::booking::Status;
use serde::{Deserialize, Serialize};
use store::bookings::StatusChange;
use utoipa::ToSchema;

use crate::auth::SalonStaff;
use crate::booking::jobs::{self, Event};
use crate::booking::{parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ActStatus {
    pub id: i64,
    pub status: String,
}

#[allow(clippy::too_many_arguments)]
async fn change(
    state: &AppState,
    staff: &SalonStaff,
    id: i64,
    from: &[Status],
    to: Status,
    change: StatusChange,
    kind: &str,
    event: Option<(Event, serde_json::Value)>,
) -> ApiResult<Json<ActStatus>> {
    store::bookings::salon_appointment(&state.db, staff.salon_id, id).await?.ok_or_else(ApiError::not_found)?;
    let now = Utc::now();
    let jobs = event.map(|(e, params)| vec![jobs::deliver_with(id, e, params, now)]).unwrap_or_default();
    let updated = store::bookings::change_status(&state.db, id, from, to, change, Some(staff.user.account.id), kind, now, jobs)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::ActionNotAllowed))?;
    Ok(Json(ActStatus { id: updated.id, status: updated.status }))
}

/// Confirms a new or moved booking.
#[utoipa::path(post, path = "/schedule/acts/confirm/{id}", operation_id = "salon_confirm_act", tag = "salon", responses((status = 200, body = ActStatus), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ActStatus>> {
    change(
        &state,
        &staff,
        id,
        &[Status::New, Status::Moved],
        Status::Confirmed,
        StatusChange::default(),
        "confirmed",
        Some((Event::Confirmed, serde_json::json!({}))),
    )
    .await
}

/// Declines a booking waiting for the salon (new, or moved): it is cancelled by the salon and
/// the client is told. A confirmed visit is cancelled instead (`DELETE schedule/acts/{id}`).
#[utoipa::path(post, path = "/schedule/acts/decline/{id}", tag = "salon", responses((status = 200, body = ActStatus), (status = 409, body = crate::error::ErrorBody)))]
pub async fn decline(State(state): State<AppState>, staff: SalonStaff, Path(id): Path<i64>) -> ApiResult<Json<ActStatus>> {
    let change_by_salon = StatusChange { cancelled_by: Some("salon".into()), ..Default::default() };
    change(
        &state,
        &staff,
        id,
        &[Status::New, Status::Moved],
        Status::Cancelled,
        change_by_salon,
        "declined",
        Some((Event::CancelledBySalon, serde_json::json!({}))),
    )
    .await
}

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
    let params = serde_json::json!({"date": date.format("%d.%m.%Y").to_string(), "start": body.start.trim(), "end": body.end.trim()});
    change(&state, &staff, id, &Status::LIVE, Status::Moved, offer, "offered", Some((Event::Offered, params))).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct Complete {
    /// card or cash (also accepted as `payment_method`)
    #[serde(alias = "payment_method")]
    pub payment: String,
}

/// Marks a visit completed and records how it was paid.
#[utoipa::path(post, path = "/schedule/acts/complete/{id}", tag = "salon", request_body = Complete, responses((status = 200, body = ActStatus), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn complete(
    State(state): State<AppState>,
    staff: SalonStaff,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<Complete>,
) -> ApiResult<Json<ActStatus>> {
    if !matches!(body.payment.as_str(), "card" | "cash") {
        return Err(ApiError::field("payment", FieldError::new("wrong_format")));
    }
    let paid = StatusChange { payment_method: Some(body.payment), ..Default::default() };
    // A completed visit may still get its payment method recorded.
    change(
        &state,
        &staff,
        id,
        &[Status::New, Status::Moved, Status::Confirmed, Status::Completed],
        Status::Completed,
        paid,
        "completed",
        Some((Event::Completed, serde_json::json!({}))),
    )
    .await
}
