//! `/api/admin` (spec §7): platform administration. Guarded by `AdminUser`.

mod impersonate;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(impersonate::impersonate))
}
