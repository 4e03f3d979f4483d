//! Salon cabinet: the desk (spec §2 salon panel: overview, schedule, appointments; §4 statuses
//! and actions; §7 salon schedule calls). Every query is scoped to `SalonStaff::salon_id`, so an
//! id of another salon's appointment or master is a 404, never data.
//!
//! - [`overview`]: counters, today's visits, the next 7 days, the ones waiting for the salon;
//! - [`schedule`]: the day and week calendar per master;
//! - [`act`]: one appointment: detail (marks it viewed), reschedule/transfer, cancel, reply,
//!   important;
//! - [`manual`]: manual entries (paid plan), the client lookup by phone, the form's options;
//! - [`appointments`]: the appointments table.
//!
//! Confirm, decline, offer a time range and complete live in `salon::acts`.

pub mod act;
pub mod appointments;
pub mod manual;
pub mod overview;
pub mod rows;
pub mod schedule;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(overview::overview))
        .routes(routes!(schedule::schedule))
        .routes(routes!(schedule::options))
        .routes(routes!(act::detail, act::reschedule, act::cancel))
        .routes(routes!(act::reply))
        .routes(routes!(act::important))
        .routes(routes!(manual::create))
        .routes(routes!(manual::client))
        .routes(routes!(appointments::list))
}
