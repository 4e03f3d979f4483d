//! `/api/site`: public data for visitors, and login.

mod department_icon;
mod libs;
pub mod login;
mod phone;
pub mod salon;
pub mod salons;
pub mod search;
pub mod seo;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use libs::{load as load_libs, HeaderDepartment, Libs};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(libs::libs))
        .routes(routes!(salons::best_salons))
        .routes(routes!(salons::salons))
        .routes(routes!(search::search_services))
        .routes(routes!(search::search_salons))
        .routes(routes!(search::search_districts))
        .routes(routes!(salon::salon))
        .routes(routes!(salon::salon_services))
        .routes(routes!(salon::salon_last_replies))
        .routes(routes!(salon::employee_info))
        .routes(routes!(salon::portfolio))
        .routes(routes!(seo::seo))
        .routes(routes!(seo::city_services))
        .routes(routes!(seo::departments))
        .routes(routes!(department_icon::department_icon))
        .routes(routes!(login::login_phone))
        .routes(routes!(login::resend_code))
        .routes(routes!(login::login_code))
        .routes(routes!(login::login_password))
        .routes(routes!(phone::verify_update_phone_link))
        .routes(routes!(phone::agreements))
}
