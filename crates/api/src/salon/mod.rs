//! `/api/salon` (spec §7). Guarded by `SalonStaff`; every query is scoped to the staff's salon.
//! One sub-area per part of the salon cabinet, each with its own `router()`.

mod acts;
mod charts;
mod checklist;
mod clients;
mod desk;
mod finances;
pub(crate) mod loyalty;
mod period;
mod plan_usage;
mod profile;
mod replies;
mod reports;
mod salaries;
mod subscription;
mod team;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(acts::confirm))
        .routes(routes!(acts::decline))
        .routes(routes!(acts::offer_time_range))
        .routes(routes!(acts::complete))
        .routes(routes!(acts::no_show))
        .routes(routes!(plan_usage::plan_usage))
        .routes(routes!(checklist::checklist))
        .merge(desk::router())
        .merge(team::router())
        .merge(clients::router())
        .merge(loyalty::router())
        .merge(profile::router())
        .merge(replies::router())
        .merge(subscription::router())
        .merge(salaries::router())
        .merge(finances::router())
        .merge(charts::router())
        .merge(reports::router())
}
