//! `/api/client` (spec §7): the client's cabinet. Guarded by `ClientUser`.

mod bookmarks;
mod delete_account;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(delete_account::delete_account)).routes(routes!(bookmarks::bookmarks))
}
