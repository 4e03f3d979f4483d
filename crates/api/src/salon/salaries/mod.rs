//! Salon cabinet: salaries (issue #19 item 1, spec §3 "Salary rows", §7 `get-all-salaries`,
//! `employees/payments/{id}`). Premium only: every handler takes `SalonFeature<Salaries>`.

mod appointments;
mod categories;
mod list;
mod payments;
mod rows;
mod settings;
mod worked_day;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list))
        .routes(routes!(appointments::appointments))
        .routes(routes!(settings::settings))
        .routes(routes!(categories::categories))
        .routes(routes!(worked_day::worked_day))
        .routes(routes!(payments::create, payments::list))
        .routes(routes!(payments::delete))
}
