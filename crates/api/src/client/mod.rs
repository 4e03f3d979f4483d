//! `/api/client` (spec §7). Endpoints arrive with their issues; role guards with Accounts and access.

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
}
