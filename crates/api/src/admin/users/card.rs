//! `GET /users/{id}`: one account's card.

use axum::Json;
use axum::extract::State;

use super::{AdminUserView, views};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::json::Path;
use crate::state::AppState;

/// One account with its roles; a deleted or unknown one is 404 `user_not_found`.
#[utoipa::path(get, path = "/users/{id}", operation_id = "admin_user", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = AdminUserView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn card(State(state): State<AppState>, _admin: AdminUser, Path(id): Path<i64>) -> ApiResult<Json<AdminUserView>> {
    let row = store::admin_users::user(&state.db, id).await?.ok_or_else(|| ApiError::new(ErrorCode::UserNotFound))?;
    Ok(Json(views(&state, vec![row]).await?.remove(0)))
}
