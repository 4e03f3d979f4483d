use serde::{Deserialize, Serialize};

/// The three languages of the product. Turkish is the default and the fallback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    Tr,
    En,
    Ru,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::Tr, Locale::En, Locale::Ru];

    pub fn code(self) -> &'static str {
        match self {
            Locale::Tr => "tr",
            Locale::En => "en",
            Locale::Ru => "ru",
        }
    }

    /// Parses a code like `tr`, `EN` or `ru-RU`; anything else is `None`.
    pub fn parse(code: &str) -> Option<Locale> {
        let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "tr" => Some(Locale::Tr),
            "en" => Some(Locale::En),
            "ru" => Some(Locale::Ru),
            _ => None,
        }
    }

    /// The URL prefix of page routes: none for Turkish, `/en`, `/ru` otherwise.
    pub fn path_prefix(self) -> &'static str {
        match self {
            Locale::Tr => "",
            Locale::En => "/en",
            Locale::Ru => "/ru",
        }
    }

    /// Picks the first supported language of an `Accept-Language` header, honouring q-values.
    pub fn from_accept_language(header: &str) -> Option<Locale> {
        let mut candidates: Vec<(f32, usize, Locale)> = header
            .split(',')
            .enumerate()
            .filter_map(|(index, part)| {
                let mut pieces = part.split(';');
                let locale = Locale::parse(pieces.next()?)?;
                let quality = pieces.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok())).unwrap_or(1.0);
                (quality > 0.0).then_some((quality, index, locale))
            })
            .collect();
        candidates.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        candidates.first().map(|c| c.2)
    }

    /// The locale named by a page path's first segment (`/en/...`, `/ru/...`), else Turkish.
    pub fn from_page_path(path: &str) -> (Locale, &str) {
        for locale in [Locale::En, Locale::Ru] {
            let prefix = locale.path_prefix();
            if let Some(rest) = path.strip_prefix(prefix) {
                if rest.is_empty() {
                    return (locale, "/");
                }
                if rest.starts_with('/') {
                    return (locale, rest);
                }
            }
        }
        (Locale::Tr, path)
    }
}

impl std::fmt::Display for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes_and_regions() {
        assert_eq!(Locale::parse("EN"), Some(Locale::En));
        assert_eq!(Locale::parse("ru-RU"), Some(Locale::Ru));
        assert_eq!(Locale::parse("de"), None);
    }

    #[test]
    fn accept_language_respects_quality() {
        assert_eq!(Locale::from_accept_language("de-DE,de;q=0.9,ru;q=0.8,en;q=0.7"), Some(Locale::Ru));
        assert_eq!(Locale::from_accept_language("en;q=0.5, tr;q=0.9"), Some(Locale::Tr));
        assert_eq!(Locale::from_accept_language("fr, de"), None);
        assert_eq!(Locale::from_accept_language("ru;q=0"), None);
    }

    #[test]
    fn page_path_prefix() {
        assert_eq!(Locale::from_page_path("/en/about"), (Locale::En, "/about"));
        assert_eq!(Locale::from_page_path("/ru"), (Locale::Ru, "/"));
        assert_eq!(Locale::from_page_path("/english"), (Locale::Tr, "/english"));
        assert_eq!(Locale::from_page_path("/hakkimizda"), (Locale::Tr, "/hakkimizda"));
    }
}
