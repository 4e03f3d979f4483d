//! Moves a visit to a new time with the same master; it waits for the salon's confirmation

use crate::auth::ClientUser;
use crate::booking::acts::Act;
use crate::booking::jobs::Event;
use crate::booking::{local, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::{self, Status};
use serde::Deserialize;
use utoipa::ToSchema;

use super::*;

#[derive(Debug, Deserialize, ToSchema)]
pub struct TimeTransfer {
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub provision_date: String,
    /// HH:mm
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub provision_time: String,
}

/// Moves a visit to a new time with the same master; it waits for the salon's confirmation
/// again. At most 2 a day at one salon.
#[utoipa::path(post, path = "/time-transfer/{id}", tag = "client", request_body = TimeTransfer, responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn time_transfer(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<TimeTransfer>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    let date = parse_date("provision_date", &body.provision_date)?;
    let start = parse_time("provision_time", &body.provision_time)?;
    let now = Utc::now();
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    if !booking::can_reschedule(status, local(row.starts_at), local(now)) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let day_start = local_day_start(now);
    if booking::transfer_limit_reached(
        store::bookings::count_events(&state.db, user.account.id, "rescheduled", day_start, Some(row.salon_id)).await?,
    ) {
        return Err(ApiError::new(ErrorCode::MaxDailyChanges));
    }
    move_visit(&state, locale, &row, date, start, user.account.id, "rescheduled", Event::MovedByClient, now).await.map(Json)
}
