//! `/api/site`: public data for visitors, and login.

mod best_salons;
mod department_icon;
mod libs;
pub mod login;
mod phone;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use libs::{load as load_libs, HeaderDepartment, Libs};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(libs::libs))
        .routes(routes!(best_salons::best_salons))
        .routes(routes!(department_icon::department_icon))
        .routes(routes!(login::login_phone))
        .routes(routes!(login::resend_code))
        .routes(routes!(login::login_code))
        .routes(routes!(login::login_password))
        .routes(routes!(phone::verify_update_phone_link))
        .routes(routes!(phone::agreements))
}
