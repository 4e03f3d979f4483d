//! `/api/admin` (spec §7): platform administration. Guarded by `AdminUser`. Every write records
//! what it changed with `store::audit::record` in its own transaction (`CurrentUser::actor`).

mod agreements;
mod analytics;
mod audit_history;
mod blog;
mod catalogue;
mod feedback;
mod impersonate;
mod info_pages;
mod newsletter;
mod overview;
mod portfolio;
mod replies;
pub mod reports;
mod sales;
pub mod salons;
mod service_requests;
mod users;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(impersonate::impersonate))
        .routes(routes!(feedback::assign))
        .routes(routes!(feedback::status))
        .routes(routes!(audit_history::audit_history))
        .routes(routes!(service_requests::list))
        .routes(routes!(service_requests::merge_targets))
        .routes(routes!(service_requests::rename))
        .routes(routes!(service_requests::approve))
        .routes(routes!(service_requests::merge))
        .routes(routes!(service_requests::decline))
        .routes(routes!(agreements::list))
        .routes(routes!(blog::blog_list, blog::blog_create))
        .routes(routes!(blog::blog_get, blog::blog_update, blog::blog_delete))
        .routes(routes!(blog::blog_libs))
        .routes(routes!(blog::blog_category_create))
        .routes(routes!(blog::blog_category_delete))
        .routes(routes!(blog::blog_tag_delete))
        .routes(routes!(newsletter::newsletter_list))
        .routes(routes!(newsletter::newsletter_export))
        .routes(routes!(info_pages::info_pages_list, info_pages::info_page_create))
        .routes(routes!(info_pages::info_page_get, info_pages::info_page_update, info_pages::info_page_delete))
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
        .routes(routes!(salons::list::list))
        .routes(routes!(salons::deactivation_types::deactivation_types))
        .routes(routes!(salons::star_count::star_count, salons::update_star_count::update_star_count))
        .routes(routes!(salons::card::card))
        .routes(routes!(salons::activate::activate))
        .routes(routes!(salons::deactivate::deactivate))
        .routes(routes!(salons::set_as_star::set_as_star))
        .routes(routes!(salons::update_admin_phone::update_admin_phone))
        .routes(routes!(salons::set_user_as_admin::set_user_as_admin))
        .routes(routes!(salons::grant_plan::grant_plan))
        .routes(routes!(salons::end_grant::end_grant))
        .routes(routes!(sales::list::list))
        .routes(routes!(overview::overview))
        .routes(routes!(analytics::summary::summary))
        .routes(routes!(analytics::bookings::bookings))
        .routes(routes!(analytics::conversion::conversion))
        .routes(routes!(reports::clients::list))
        .routes(routes!(reports::orders::list))
        .routes(routes!(catalogue::tree))
        .routes(routes!(catalogue::department_create))
        .routes(routes!(catalogue::department_update, catalogue::department_delete))
        .routes(routes!(catalogue::department_icon))
        .routes(routes!(catalogue::category_create))
        .routes(routes!(catalogue::category_update, catalogue::category_delete))
        .routes(routes!(catalogue::category_move))
        .routes(routes!(catalogue::service_create))
        .routes(routes!(catalogue::service_update, catalogue::service_delete))
}
