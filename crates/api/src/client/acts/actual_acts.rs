//! The client's live visits from now on, soonest first.

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;
use store::bookings::ActsFilter;

/// The client's live visits from now on, soonest first.
#[utoipa::path(get, path = "/actual-acts", tag = "client", responses((status = 200, body = Vec<Act>)))]
pub async fn actual_acts(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<Act>>> {
    let now = Utc::now();
    let (rows, _) = store::bookings::client_acts(&state.db, user.account.id, ActsFilter::Upcoming, now, 0, 50).await?;
    Ok(Json(acts::build(&state, locale, rows, now).await?))
}
