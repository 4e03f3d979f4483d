//! `DELETE /info-pages/{id}`: removes an info page (audited).

use axum::extract::State;
use axum::http::StatusCode;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;

/// Deletes an info page.
#[utoipa::path(delete, path = "/info-pages/{id}", operation_id = "admin_info_page_delete", tag = "admin", params(("id" = i64, Path)), responses((status = 204), (status = 404, body = crate::error::ErrorBody)))]
pub async fn info_page_delete(State(state): State<AppState>, AdminUser(admin): AdminUser, Path(id): Path<i64>) -> ApiResult<StatusCode> {
    if store::info_pages::delete(&state.db, id, admin.actor()).await? { Ok(StatusCode::NO_CONTENT) } else { Err(ApiError::not_found()) }
}
