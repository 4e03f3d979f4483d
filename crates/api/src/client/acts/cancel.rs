//! Cancels a visit: future ones, or up to 7 days after the date; never a completed one; at most

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::booking::jobs::{self, Event};
use crate::booking::local;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::{self, CancelRefusal, Status};
use store::bookings::StatusChange;

use super::*;

/// Cancels a visit: future ones, or up to 7 days after the date; never a completed one; at most
/// 3 a day, and the third blocks booking for 24 hours.
#[utoipa::path(post, path = "/cancel/{id}", tag = "client", responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn cancel(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    let now = Utc::now();
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    booking::check_cancel(status, row.provision_date, local(now).date()).map_err(|refusal| match refusal {
        CancelRefusal::Completed => ApiError::new(ErrorCode::CompletedCannotCancel),
        CancelRefusal::NotAllowed => ApiError::new(ErrorCode::CancellationNotAllowed),
    })?;
    if booking::cancellation_limit_reached(
        store::bookings::count_events(&state.db, user.account.id, "cancelled", local_day_start(now), None).await?,
    ) {
        return Err(ApiError::new(ErrorCode::MaxDailyCancellations));
    }
    let change = StatusChange { cancelled_by: Some("client".into()), ..Default::default() };
    let updated = store::bookings::change_status(
        &state.db,
        id,
        &Status::LIVE,
        Status::Cancelled,
        change,
        Some(user.account.id),
        "cancelled",
        now,
        vec![jobs::deliver(id, Event::CancelledByClient, now)],
    )
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::CancellationNotAllowed))?;
    Ok(Json(acts::one(&state, locale, updated, now).await?))
}
