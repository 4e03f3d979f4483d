//! The unread counter of the header's bell.

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;

use super::*;

/// The unread counter of the header's bell.
#[utoipa::path(get, path = "/notifications/counters", tag = "account", responses((status = 200, body = Counters)))]
pub async fn counters(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Counters>> {
    Ok(Json(Counters { unread: store::notifications::unread_count(&state.db, user.account.id).await? }))
}
