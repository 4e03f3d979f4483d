//! `/api/admin` (spec §7): platform administration. Guarded by `AdminUser`. Every write records
//! what it changed with `store::audit::record` in its own transaction (`CurrentUser::actor`).

mod audit_history;
mod catalogue;
mod impersonate;
mod overview;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(impersonate::impersonate))
        .routes(routes!(audit_history::audit_history))
        .routes(routes!(overview::overview))
        .routes(routes!(catalogue::tree))
        .routes(routes!(catalogue::department_create))
        .routes(routes!(catalogue::department_update, catalogue::department_delete))
        .routes(routes!(catalogue::department_icon))
        .routes(routes!(catalogue::category_create))
        .routes(routes!(catalogue::category_update, catalogue::category_delete))
        .routes(routes!(catalogue::category_move))
        .routes(routes!(catalogue::service_create))
        .routes(routes!(catalogue::service_update, catalogue::service_delete))
}
