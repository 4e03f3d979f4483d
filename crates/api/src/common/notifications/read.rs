//! Marks one notification read.

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::Utc;

use super::*;

/// Marks one notification read.
#[utoipa::path(post, path = "/notifications/read/{id}", tag = "account", responses((status = 200, body = Counters), (status = 404, body = crate::error::ErrorBody)))]
pub async fn read(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> ApiResult<Json<Counters>> {
    if !store::notifications::mark_read(&state.db, user.account.id, Some(id), Utc::now()).await? {
        return Err(ApiError::not_found());
    }
    read_elsewhere(&state, &user).await;
    counters(State(state), user).await
}
