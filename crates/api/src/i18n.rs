//! Server-side message catalogue: the web app's `errors` namespace (plus `messages`, the texts
//! of SMS and e-mails), so the server and the
//! browser speak with one voice and a missing translation is caught in one place.

use std::collections::HashMap;
use std::sync::LazyLock;

use domain::Locale;

static CATALOGUES: LazyLock<HashMap<Locale, HashMap<String, String>>> = LazyLock::new(|| {
    // `errors` (failures) and `messages` (SMS and e-mail texts) are flat string maps.
    let parse = |errors: &str, messages: &str| {
        let mut map = serde_json::from_str::<HashMap<String, String>>(errors).expect("errors.json is a flat string map");
        map.extend(serde_json::from_str::<HashMap<String, String>>(messages).expect("messages.json is a flat string map"));
        map
    };
    HashMap::from([
        (
            Locale::Tr,
            parse(include_str!("../../../web/src/locales/tr/errors.json"), include_str!("../../../web/src/locales/tr/messages.json")),
        ),
        (
            Locale::En,
            parse(include_str!("../../../web/src/locales/en/errors.json"), include_str!("../../../web/src/locales/en/messages.json")),
        ),
        (
            Locale::Ru,
            parse(include_str!("../../../web/src/locales/ru/errors.json"), include_str!("../../../web/src/locales/ru/messages.json")),
        ),
    ])
});

/// Per-route page texts (titles, descriptions, landing texts): the web app's `meta` namespace.
static META: LazyLock<HashMap<Locale, serde_json::Value>> = LazyLock::new(|| {
    let parse = |text: &str| serde_json::from_str::<serde_json::Value>(text).expect("meta.json is valid JSON");
    HashMap::from([
        (Locale::Tr, parse(include_str!("../../../web/src/locales/tr/meta.json"))),
        (Locale::En, parse(include_str!("../../../web/src/locales/en/meta.json"))),
        (Locale::Ru, parse(include_str!("../../../web/src/locales/ru/meta.json"))),
    ])
});

/// The salon reports' texts (column headers, statuses, payment methods): the web app's
/// `salonReports` namespace, so a downloaded file's headers read as the screen's.
static REPORTS: LazyLock<HashMap<Locale, serde_json::Value>> = LazyLock::new(|| {
    let parse = |text: &str| serde_json::from_str::<serde_json::Value>(text).expect("salonReports.json is valid JSON");
    HashMap::from([
        (Locale::Tr, parse(include_str!("../../../web/src/locales/tr/salonReports.json"))),
        (Locale::En, parse(include_str!("../../../web/src/locales/en/salonReports.json"))),
        (Locale::Ru, parse(include_str!("../../../web/src/locales/ru/salonReports.json"))),
    ])
});

/// A report text by its dotted key (`columns.revenue`) in `locale`, placeholders filled; Turkish
/// when the language lacks it, the key itself when no language has it.
pub fn report_text(locale: Locale, key: &str, params: &[(&str, String)]) -> String {
    let find = |locale: Locale| key.split('.').try_fold(&REPORTS[&locale], |node, part| node.get(part)).and_then(|v| v.as_str());
    fill(find(locale).or_else(|| find(Locale::Tr)).unwrap_or(key), params)
}

/// A page text of `route` (e.g. its `title`) in `locale`.
pub fn meta_value(locale: Locale, route: &str, key: &str) -> Option<&'static serde_json::Value> {
    META.get(&locale)?.get(route)?.get(key)
}

/// A string page text of `route`, placeholders filled.
pub fn meta_text(locale: Locale, route: &str, key: &str, params: &[(&str, String)]) -> Option<String> {
    meta_value(locale, route, key)?.as_str().map(|t| fill(t, params))
}

pub fn fill(template: &str, params: &[(&str, String)]) -> String {
    let mut text = template.to_owned();
    for (name, value) in params {
        text = text.replace(&format!("{{{{{name}}}}}"), value);
    }
    text
}

/// The message for `code` in `locale` with `{{name}}` placeholders filled; falls back to Turkish,
/// then to the code itself so a gap never turns into an empty message.
pub fn message(locale: Locale, code: &str, params: &[(&str, String)]) -> String {
    let template = CATALOGUES[&locale].get(code).or_else(|| CATALOGUES[&Locale::Tr].get(code)).map(String::as_str).unwrap_or(code);
    fill(template, params)
}

/// True when the code has a text in every locale.
pub fn has_all_translations(code: &str) -> bool {
    Locale::ALL.iter().all(|l| CATALOGUES[l].get(code).is_some_and(|t| !t.trim().is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_placeholders_per_locale() {
        let params = [("date", "2026-12-01".to_owned())];
        assert_eq!(message(Locale::En, "client_has_planned_visit", &params), "Client already has a planned visit at 2026-12-01");
        assert!(message(Locale::Ru, "client_has_planned_visit", &params).contains("2026-12-01"));
        assert!(message(Locale::Tr, "client_has_planned_visit", &params).starts_with("2026-12-01"));
    }

    #[test]
    fn catalogues_have_identical_keys() {
        let tr: std::collections::BTreeSet<_> = CATALOGUES[&Locale::Tr].keys().collect();
        for locale in [Locale::En, Locale::Ru] {
            let other: std::collections::BTreeSet<_> = CATALOGUES[&locale].keys().collect();
            assert_eq!(tr, other, "keys differ between tr and {locale}");
        }
    }
}
