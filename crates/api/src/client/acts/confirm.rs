//! Accepts a time the salon moved the visit to.

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::Status;
use store::bookings::StatusChange;

use super::*;

/// Accepts a time the salon moved the visit to.
#[utoipa::path(post, path = "/confirm/{id}", operation_id = "client_confirm", tag = "client", responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    if row.status != Status::Moved.as_str() || row.moved_by.as_deref() != Some("salon") {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let now = Utc::now();
    let updated = store::bookings::change_status(
        &state.db,
        id,
        &[Status::Moved],
        Status::Confirmed,
        StatusChange::default(),
        Some(user.account.id),
        "confirmed",
        now,
        vec![jobs::deliver(id, Event::Accepted, now)],
    )
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::ActionNotAllowed))?;
    Ok(Json(acts::one(&state, locale, updated, now).await?))
}
