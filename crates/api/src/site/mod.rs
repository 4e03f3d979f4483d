//! `/api/site`: public data for visitors, and login.

pub mod basket;
pub mod blog;
mod department_icon;
pub mod info;
mod libs;
pub mod login;
pub mod newsletter;
pub mod order;
mod page_view;
mod partner_send;
mod payments;
mod phone;
pub mod plans;
pub mod salon;
pub mod salons;
pub mod search;
pub mod seo;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub use libs::{HeaderDepartment, Libs, load as load_libs};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(libs::libs))
        .routes(routes!(plans::plans))
        .routes(routes!(page_view::page_view))
        .routes(routes!(payments::webhook::webhook))
        .routes(routes!(payments::checkout_return::checkout_return))
        .routes(routes!(salons::best_salons))
        .routes(routes!(salons::salons))
        .routes(routes!(search::search_services))
        .routes(routes!(search::search_salons))
        .routes(routes!(search::search_districts))
        .routes(routes!(salon::salon))
        .routes(routes!(salon::salon_services))
        .routes(routes!(salon::salon_last_replies))
        .routes(routes!(salon::employee_info))
        .routes(routes!(salon::employee_replies))
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
        .routes(routes!(basket::get_basket, basket::add))
        .routes(routes!(basket::update))
        .routes(routes!(basket::update_item))
        .routes(routes!(basket::clear))
        .routes(routes!(order::employee_availability))
        .routes(routes!(order::available_masters))
        .routes(routes!(order::available_dates))
        .routes(routes!(order::create))
        .routes(routes!(partner_send::partner_send))
        .routes(routes!(blog::blog_list))
        .routes(routes!(blog::blog_post))
        .routes(routes!(blog::last_posts))
        .routes(routes!(newsletter::subscribe_to_newsletter))
        .routes(routes!(newsletter::newsletter_confirm))
        .routes(routes!(newsletter::newsletter_unsubscribe))
        .routes(routes!(info::info_pages))
        .routes(routes!(info::info_page))
}
