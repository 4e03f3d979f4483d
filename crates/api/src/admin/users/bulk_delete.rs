//! `POST /users/bulk-delete`: deletes the selected accounts one by one.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiResult, FieldError};
use crate::json::ValidJson;
use crate::state::AppState;

/// At most this many accounts in one request (a table page is 8; a few pages' selection).
pub const BULK_DELETE_MAX: usize = 100;

#[derive(Debug, Deserialize, ToSchema)]
pub struct BulkDeleteInput {
    #[serde(default)]
    #[schema(min_items = 1, max_items = 100)]
    pub ids: Vec<i64>,
    /// Cancel planned visits and delete anyway.
    #[serde(default)]
    pub force: bool,
}

/// What happened to one account.
#[derive(Debug, Serialize, ToSchema)]
pub struct BulkDeleteResult {
    pub id: i64,
    pub deleted: bool,
    /// Planned visits cancelled (with `force`).
    pub cancelled: u32,
    /// Why it was refused: `admin_cannot_be_deleted`, `planned_visits_exist_client`, `user_not_found`.
    pub message_code: Option<String>,
    /// The refusal in the reader's language.
    pub message: Option<String>,
}

/// Each account is deleted or refused on its own (all or nothing per account, not per batch):
/// admins are refused, accounts with planned visits too unless `force`.
#[utoipa::path(post, path = "/users/bulk-delete", operation_id = "admin_users_bulk_delete", tag = "admin", request_body = BulkDeleteInput, responses((status = 200, body = Vec<BulkDeleteResult>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn bulk_delete(
    State(state): State<AppState>,
    crate::locale::RequestLocale(locale): crate::locale::RequestLocale,
    AdminUser(admin): AdminUser,
    ValidJson(body): ValidJson<BulkDeleteInput>,
) -> ApiResult<Json<Vec<BulkDeleteResult>>> {
    if body.ids.is_empty() || body.ids.len() > BULK_DELETE_MAX {
        return Err(crate::error::ApiError::field("ids", FieldError::new("between").with("min", 1).with("max", BULK_DELETE_MAX)));
    }
    let mut ids = body.ids.clone();
    ids.dedup();
    let mut results = Vec::with_capacity(ids.len());
    for id in ids {
        results.push(match super::delete_account(&state, id, body.force, admin.actor()).await {
            Ok(cancelled) => BulkDeleteResult { id, deleted: true, cancelled, message_code: None, message: None },
            Err(err) if err.code.status().is_client_error() => BulkDeleteResult {
                id,
                deleted: false,
                cancelled: 0,
                message_code: Some(err.code.as_str().to_owned()),
                message: Some(crate::i18n::message(locale, err.code.as_str(), &[])),
            },
            Err(err) => return Err(err),
        });
    }
    Ok(Json(results))
}
