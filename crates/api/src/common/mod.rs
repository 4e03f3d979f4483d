//! `/api/common` (spec §7): what every logged-in user can do with their own account.

pub mod account;
pub(crate) mod chat;
mod favorites;
pub(crate) mod notifications;
mod push;
mod upload;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(account::account_data))
        .routes(routes!(account::logout))
        .routes(routes!(account::change_active_role))
        .routes(routes!(account::password_send_code))
        .routes(routes!(account::password_change))
        .routes(routes!(account::personal_data))
        .routes(routes!(account::update_personal_data))
        .routes(routes!(account::request_phone_update))
        .routes(routes!(account::check_update_phone_sms))
        .routes(routes!(account::leave_impersonate))
        .routes(routes!(account::accept_agreement))
        .routes(routes!(favorites::update_salon_favorite))
        .routes(routes!(upload::upload_file))
        .routes(routes!(notifications::list))
        .routes(routes!(notifications::counters))
        .routes(routes!(notifications::read))
        .routes(routes!(notifications::read_all))
        .routes(routes!(notifications::get_preferences, notifications::put_preferences))
        .routes(routes!(notifications::reset_preferences))
        .routes(routes!(push::key))
        .routes(routes!(push::subscribe))
        .routes(routes!(push::unsubscribe))
        .routes(routes!(chat::collocutors))
        .routes(routes!(chat::messages))
        .routes(routes!(chat::send))
        .routes(routes!(chat::read))
        .routes(routes!(chat::typing))
        .routes(routes!(crate::realtime::connect))
        .layer(axum::extract::DefaultBodyLimit::max(upload::MAX_UPLOAD_BYTES + 64 * 1024))
}
