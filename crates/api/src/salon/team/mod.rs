//! Salon cabinet: team (spec §2 masters, §7 salon employees and schedule of one master). Every
//! query is scoped to `SalonStaff::salon_id`; a master, case or break of another salon is a 404.

mod cases;
mod employees;
mod form;
mod schedule;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(employees::list))
        .routes(routes!(employees::search_services))
        .routes(routes!(employees::create))
        .routes(routes!(employees::set_self))
        .routes(routes!(employees::get, employees::update, employees::delete))
        .routes(routes!(cases::list))
        .routes(routes!(cases::create))
        .routes(routes!(cases::create_from_reply))
        .routes(routes!(cases::update, cases::delete))
        .routes(routes!(schedule::get, schedule::save))
        .routes(routes!(schedule::add_break))
        .routes(routes!(schedule::edit_break))
        .routes(routes!(schedule::remove_break))
}
