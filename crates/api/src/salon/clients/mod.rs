//! Salon cabinet: the salon's client base (spec §2 client edit screen, §3 client, §7 salon
//! clients), a Premium feature: every handler takes `plan_gate::SalonFeature<Crm>` (a free salon
//! gets 403 `plan_feature_unavailable` naming CRM) and passes its salon id to the store, whose
//! queries filter by it: another salon's client id is a 404, never data.

mod acts;
mod card;
mod create;
mod delete;
mod extended;
mod input;
mod list;
mod records;
mod update;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list::list))
        .routes(routes!(create::create))
        .routes(routes!(card::get_client, update::update, delete::delete))
        .routes(routes!(extended::extended))
        .routes(routes!(acts::acts))
        .routes(routes!(records::add_record))
        .routes(routes!(records::delete_record))
}
