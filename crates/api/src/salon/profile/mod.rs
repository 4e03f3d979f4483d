//! Salon cabinet: profile. Filled by its issue's work; every query is scoped to `SalonStaff::salon_id`.

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
}
