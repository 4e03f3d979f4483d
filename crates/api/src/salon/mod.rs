//! `/api/salon` (spec §7). Guarded by `SalonStaff`; every query is scoped to the staff's salon.

mod acts;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(acts::confirm))
        .routes(routes!(acts::decline))
        .routes(routes!(acts::offer_time_range))
        .routes(routes!(acts::complete))
}
