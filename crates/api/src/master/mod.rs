//! `/api/master` (spec §7 master: schedule, acts/{id}, appointments). Guarded by `MasterUser`;
//! the master rows are the account's own (`masters.account_id`), so every query is scoped to
//! them and another master's visit or break is a 404.

mod appointments;
pub(crate) mod calendar;
mod own;
mod schedule;

use own::{own_masters, pick};

use utoipa_axum::{router::OpenApiRouter, routes};

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
