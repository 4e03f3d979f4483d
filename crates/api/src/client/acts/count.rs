//! How many visits each history filter holds.

use crate::auth::ClientUser;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::Status;
use serde::Serialize;
use store::bookings::ActsFilter;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct ActsCount {
    pub upcoming: u64,
    pub all: u64,
    pub waiting: u64,
    pub confirmed: u64,
    pub completed: u64,
    pub cancelled: u64,
}

/// How many visits each history filter holds.
#[utoipa::path(get, path = "/acts-count", tag = "client", responses((status = 200, body = ActsCount)))]
pub async fn count(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Json<ActsCount>> {
    let now = Utc::now();
    let id = user.account.id;
    let n = |filter| store::bookings::count_client_acts(&state.db, id, filter, now);
    Ok(Json(ActsCount {
        upcoming: n(ActsFilter::Upcoming).await?,
        all: n(ActsFilter::All).await?,
        waiting: n(ActsFilter::Status(Status::Moved)).await?,
        confirmed: n(ActsFilter::Status(Status::Confirmed)).await?,
        completed: n(ActsFilter::Status(Status::Completed)).await?,
        cancelled: n(ActsFilter::Status(Status::Cancelled)).await?,
    }))
}
