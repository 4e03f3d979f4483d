//! Which master rows the logged-in account may act as.

use store::model::Master;

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::state::AppState;

/// The master rows of the logged-in account; an account with the role but no row (removed from
/// its salon) may do nothing here.
pub(super) async fn own_masters(state: &AppState, user: &CurrentUser) -> ApiResult<Vec<Master>> {
    let rows = store::team::masters_of_account(&state.db, user.account.id).await?;
    if rows.is_empty() {
        return Err(ApiError::forbidden());
    }
    Ok(rows)
}

/// The row `id` among the account's own (404 otherwise), or the only one when none is named.
pub(super) fn pick(rows: Vec<Master>, id: Option<i64>) -> ApiResult<Master> {
    match id {
        Some(id) => rows.into_iter().find(|m| m.id == id).ok_or_else(ApiError::not_found),
        None if rows.len() == 1 => Ok(rows.into_iter().next().expect("one row")),
        None => Err(ApiError::field("master_id", FieldError::new("required"))),
    }
}
