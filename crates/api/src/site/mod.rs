//! `/api/site`: public data for visitors.

mod best_salons;
mod department_icon;
mod libs;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use libs::{load as load_libs, HeaderDepartment, Libs};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(libs::libs))
        .routes(routes!(best_salons::best_salons))
        .routes(routes!(department_icon::department_icon))
}
