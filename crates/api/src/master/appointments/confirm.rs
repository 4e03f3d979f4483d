//! Confirms a new or moved visit of the master's own.

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

/// Confirms a new or moved visit of the master's own.
#[utoipa::path(post, path = "/acts/confirm/{id}", operation_id = "master_confirm_act", tag = "master", responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterAct>> {
    change(&state, locale, &user, id, &CONFIRM_FROM, Status::Confirmed, StatusChange::default(), "confirmed", Event::Confirmed).await
}
