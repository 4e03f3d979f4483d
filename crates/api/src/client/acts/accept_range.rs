//! Picks a start inside the time range the salon offered.

use crate::auth::ClientUser;
use crate::booking::acts::Act;
use crate::booking::jobs::Event;
use crate::booking::parse_time;
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
pub struct AcceptRange {
    /// HH:mm inside the offered range, on the salon's grid.
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub provision_time: String,
}

/// Picks a start inside the time range the salon offered.
#[utoipa::path(post, path = "/accept-range/{id}", tag = "client", request_body = AcceptRange, responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn accept_range(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<AcceptRange>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    let (Some(date), Some(range_start), Some(range_end)) = (row.offer_date, row.offer_start_min, row.offer_end_min) else {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    };
    if !Status::parse(&row.status).is_some_and(Status::is_live) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let start = parse_time("provision_time", &body.provision_time)?;
    let salon = store::salon_page::salon(&state.db, row.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let duration = u16::try_from(row.duration_min).unwrap_or(u16::MAX);
    if !booking::fits_offered_range(start, duration, (range_start as u16, range_end as u16), salon.time_slicing as u16) {
        return Err(ApiError::new(ErrorCode::TimeOutsideOffer));
    }
    move_visit(&state, locale, &row, date, start, user.account.id, "accepted", Event::Accepted, Utc::now()).await.map(Json)
}
