//! `/api/salon/loyalty` (issue #19 item 3): the salon's loyalty points programme and a client's
//! points and ledger on their card. A Premium feature: every handler takes
//! `plan_gate::SalonFeature<Loyalty>` (a free salon gets 403 `plan_feature_unavailable`).

pub(crate) mod client_points;
mod settings;
mod update;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(settings::loyalty_settings, update::update_loyalty)).routes(routes!(client_points::client_points))
}
