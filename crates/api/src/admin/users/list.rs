//! `GET /users?q={json}`: every account that is not deleted.
//!
//! Sortable: name, created, last_login. Search: name (Turkish letters folded), phone, e-mail.
//! Filter: `role` checkbox of client, admin, salon_admin, salon_master.

use axum::Json;
use axum::extract::State;
use store::admin_users::{FILTER_ROLES, USER_SORTING, UserFilter};

use super::{AdminUserView, views};
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

/// One page of the users table.
#[utoipa::path(get, path = "/users", operation_id = "admin_users", tag = "admin", params(crate::table::TableParams), responses((status = 200, body = TableResponse<AdminUserView>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, _admin: AdminUser, query: TableQuery) -> ApiResult<Json<TableResponse<AdminUserView>>> {
    let order = query.order(&USER_SORTING)?;
    let filter = UserFilter { search: query.search().map(str::to_owned), roles: query.checkbox("role", &FILTER_ROLES)? };
    let (rows, count) = store::admin_users::list(&state.db, &filter, &order, query.offset, query.limit()).await?;
    Ok(Json(TableResponse::new(views(&state, rows).await?, count)))
}
