//! Declines an own visit: it is cancelled by the salon and the client is told.

use crate::auth::MasterUser;
use crate::booking::jobs::Event;
use crate::error::ApiResult;
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::booking::Status;
use store::bookings::StatusChange;

use super::*;

/// Declines an own visit: it is cancelled by the salon and the client is told.
#[utoipa::path(post, path = "/acts/decline/{id}", operation_id = "master_decline_act", tag = "master", responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn decline(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterAct>> {
    let by_salon = StatusChange { cancelled_by: Some("salon".into()), ..Default::default() };
    change(&state, locale, &user, id, &Status::LIVE, Status::Cancelled, by_salon, "declined", Event::CancelledBySalon).await
}
