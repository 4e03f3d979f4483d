//! `/api/admin` (spec §7): platform administration. Guarded by `AdminUser`. Every write records
//! what it changed with `store::audit::record` in its own transaction (`CurrentUser::actor`).

mod audit_history;
mod impersonate;
mod replies;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(impersonate::impersonate))
        .routes(routes!(audit_history::audit_history))
        .routes(routes!(replies::list))
        .routes(routes!(replies::confirm))
        .routes(routes!(replies::reject))
}
