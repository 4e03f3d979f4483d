//! `/api/admin` (spec §7): platform administration. Guarded by `AdminUser`. Every write records
//! what it changed with `store::audit::record` in its own transaction (`CurrentUser::actor`).

mod agreements;
mod audit_history;
mod impersonate;
mod service_requests;
mod replies;
mod portfolio;
mod users;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(impersonate::impersonate))
        .routes(routes!(audit_history::audit_history))
        .routes(routes!(service_requests::list))
        .routes(routes!(service_requests::merge_targets))
        .routes(routes!(service_requests::rename))
        .routes(routes!(service_requests::approve))
        .routes(routes!(service_requests::merge))
        .routes(routes!(service_requests::decline))
        .routes(routes!(agreements::list))
        .routes(routes!(agreements::get, agreements::update))
        .routes(routes!(agreements::version))
        .routes(routes!(replies::list))
        .routes(routes!(replies::confirm))
        .routes(routes!(replies::reject))
        .routes(routes!(users::list))
        .routes(routes!(users::salons))
        .routes(routes!(users::card, users::update, users::delete))
        .routes(routes!(users::bulk_delete))
        .routes(routes!(portfolio::list))
        .routes(routes!(portfolio::master))
        .routes(routes!(portfolio::hide))
        .routes(routes!(portfolio::transfer_cases))
}
