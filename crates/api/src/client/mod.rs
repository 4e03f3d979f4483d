//! `/api/client` (spec §7): the client's cabinet. Guarded by `ClientUser`.

mod acts;
mod bookmarks;
mod delete_account;
mod loyalty;
mod loyalty_ledger;
mod replies;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(delete_account::delete_account))
        .routes(routes!(bookmarks::bookmarks))
        .routes(routes!(acts::actual_acts))
        .routes(routes!(acts::list))
        .routes(routes!(acts::count))
        .routes(routes!(acts::calendar_file))
        .routes(routes!(acts::time_transfer))
        .routes(routes!(acts::confirm))
        .routes(routes!(acts::accept_range))
        .routes(routes!(acts::cancel))
        .routes(routes!(replies::send_reply))
        .routes(routes!(replies::replies))
        .routes(routes!(loyalty::loyalty))
        .routes(routes!(loyalty_ledger::ledger))
}
