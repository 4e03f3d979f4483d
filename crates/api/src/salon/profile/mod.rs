//! Salon cabinet: the salon's profile and gallery, its settings, the services it sells from the
//! catalogue and the new services it asks for (issue #6; spec §2 salon settings, §3 salon and
//! service, §4 service request, §5, §7 salon). Every query is scoped to `SalonStaff::salon_id`;
//! ids of another salon find nothing and answer 404. Docs: docs/salon-profile.md.

mod binding;
mod catalogue;
mod gallery;
mod info;
mod requests;
mod settings;

use std::collections::HashMap;
use std::sync::LazyLock;

use domain::Locale;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(info::info))
        .routes(routes!(info::update))
        .routes(routes!(gallery::add_photo))
        .routes(routes!(gallery::reorder_photos))
        .routes(routes!(gallery::delete_photo))
        .routes(routes!(settings::get_settings, settings::put_settings))
        .routes(routes!(catalogue::grouped_by_departments))
        .routes(routes!(catalogue::search_services))
        .routes(routes!(catalogue::search_categories))
        .routes(routes!(binding::create))
        .routes(routes!(binding::update, binding::delete))
        .routes(routes!(requests::create))
        .routes(routes!(requests::list))
}

/// The web app's `salonProfile` texts: the one source of the "Salon information updated"
/// message that saving answers with (key `messages.updated`), so the snack the web shows and the
/// server's words cannot drift apart.
static UPDATED: LazyLock<HashMap<Locale, String>> = LazyLock::new(|| {
    let read = |text: &str| {
        let json: serde_json::Value = serde_json::from_str(text).expect("salonProfile.json is valid JSON");
        json["messages"]["updated"].as_str().expect("salonProfile.json has messages.updated").to_owned()
    };
    HashMap::from([
        (Locale::Tr, read(include_str!("../../../../../web/src/locales/tr/salonProfile.json"))),
        (Locale::En, read(include_str!("../../../../../web/src/locales/en/salonProfile.json"))),
        (Locale::Ru, read(include_str!("../../../../../web/src/locales/ru/salonProfile.json"))),
    ])
});

/// "Salon information updated" in the request's language.
fn updated_message(locale: Locale) -> String {
    UPDATED[&locale].clone()
}

/// The salon's local date (days off are edited from it on).
fn today() -> chrono::NaiveDate {
    crate::booking::local(chrono::Utc::now()).date()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_success_message_is_translated() {
        assert_eq!(updated_message(Locale::Tr), "İşletme bilgileri güncellendi");
        assert_eq!(updated_message(Locale::En), "Salon information updated");
        assert_eq!(updated_message(Locale::Ru), "Информация о салоне обновлена");
    }
}
