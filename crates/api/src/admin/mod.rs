//! `/api/admin` (spec §7): platform administration. Guarded by `AdminUser`. Every write records
//! what it changed with `store::audit::record` in its own transaction (`CurrentUser::actor`).

mod audit_history;
mod impersonate;
pub mod salons;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(impersonate::impersonate))
        .routes(routes!(audit_history::audit_history))
        .routes(routes!(salons::list::list))
        .routes(routes!(salons::deactivation_types::deactivation_types))
        .routes(routes!(salons::star_count::star_count, salons::update_star_count::update_star_count))
        .routes(routes!(salons::card::card))
        .routes(routes!(salons::activate::activate))
        .routes(routes!(salons::deactivate::deactivate))
        .routes(routes!(salons::set_as_star::set_as_star))
        .routes(routes!(salons::update_admin_phone::update_admin_phone))
        .routes(routes!(salons::set_user_as_admin::set_user_as_admin))
}
