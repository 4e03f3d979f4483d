//! `/api/master` (spec §7 master: schedule, acts/{id}, appointments). Guarded by `MasterUser`;
//! the master rows are the account's own (`masters.account_id`), so every query is scoped to
//! them and another master's visit or break is a 404.

mod appointments;
pub(crate) mod calendar;
mod schedule;

use store::model::Master;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::CurrentUser;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(schedule::schedule))
        .routes(routes!(schedule::add_break))
        .routes(routes!(schedule::edit_break))
        .routes(routes!(schedule::remove_break))
        .routes(routes!(appointments::appointments))
        .routes(routes!(appointments::act))
        .routes(routes!(appointments::confirm))
        .routes(routes!(appointments::decline))
        .routes(routes!(appointments::complete))
}

/// The master rows of the logged-in account; an account with the role but no row (removed from
/// its salon) may do nothing here.
async fn own_masters(state: &AppState, user: &CurrentUser) -> ApiResult<Vec<Master>> {
    let rows = store::team::masters_of_account(&state.db, user.account.id).await?;
    if rows.is_empty() {
        return Err(ApiError::forbidden());
    }
    Ok(rows)
}

/// The row `id` among the account's own (404 otherwise), or the only one when none is named.
fn pick(rows: Vec<Master>, id: Option<i64>) -> ApiResult<Master> {
    match id {
        Some(id) => rows.into_iter().find(|m| m.id == id).ok_or_else(ApiError::not_found),
        None if rows.len() == 1 => Ok(rows.into_iter().next().expect("one row")),
        None => Err(ApiError::field("master_id", FieldError::new("required"))),
    }
}
