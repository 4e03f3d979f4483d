//! Salon cabinet: finances (issue #19 item 2). Financial reporting is one of the Premium plan's
//! reports, so every handler takes `SalonFeature<Reports>`.

mod expenses;
mod summary;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(summary::summary))
        .routes(routes!(expenses::list, expenses::create))
        .routes(routes!(expenses::update, expenses::delete))
}
