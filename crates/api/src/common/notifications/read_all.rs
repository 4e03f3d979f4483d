//! Marks every notification read.

use crate::auth::CurrentUser;
use crate::error::ApiResult;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::*;

/// Marks every notification read.
#[utoipa::path(post, path = "/notifications/read-all", tag = "account", responses((status = 200, body = Counters)))]
pub async fn read_all(State(state): State<AppState>, user: CurrentUser) -> ApiResult<Json<Counters>> {
    store::notifications::mark_read(&state.db, user.account.id, None, Utc::now()).await?;
    read_elsewhere(&state, &user).await;
    counters(State(state), user).await
}
