//! The server's reading of the ONE route table (`web/src/shared/routes/routes.json`), shared
//! with the React router and link building: it tells which page paths exist (200) and which
//! don't (404), and gives each page its alternates in the other languages.

use std::collections::HashMap;
use std::sync::LazyLock;

use domain::Locale;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct RouteFile {
    routes: Vec<RouteDef>,
}

#[derive(Debug, Deserialize)]
pub struct RouteDef {
    pub name: String,
    pub area: String,
    paths: HashMap<String, String>,
    #[serde(default)]
    aliases: HashMap<String, Vec<String>>,
    /// A validation the segment needs beyond its shape (e.g. `city-service`).
    #[serde(default)]
    pub pattern: Option<String>,
}

impl RouteDef {
    pub fn path(&self, locale: Locale) -> &str {
        &self.paths[locale.code()]
    }

    pub fn is_public(&self) -> bool {
        self.area == "public"
    }
}

pub static ROUTES: LazyLock<Vec<RouteDef>> = LazyLock::new(|| {
    let file: RouteFile = serde_json::from_str(include_str!("../../../web/src/shared/routes/routes.json")).expect("routes.json is valid");
    file.routes
});

/// A page path resolved against the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Matched {
    pub route: &'static RouteDef,
    pub locale: Locale,
    pub params: Vec<(String, String)>,
}

impl Matched {
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

impl PartialEq for RouteDef {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

/// Matches `pattern` (react-router syntax: `:name`, optional `:name?`) against `path`.
fn match_pattern(pattern: &str, path: &str) -> Option<Vec<(String, String)>> {
    let pattern_segments: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    let path_segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let mut params = Vec::new();
    let mut index = 0;
    for segment in &pattern_segments {
        match segment.strip_prefix(':') {
            Some(name) => {
                let (name, optional) = name.strip_suffix('?').map_or((name, false), |n| (n, true));
                match path_segments.get(index) {
                    Some(value) => {
                        params.push((name.to_owned(), percent_decode(value)));
                        index += 1;
                    }
                    None if optional => {}
                    None => return None,
                }
            }
            None => {
                if path_segments.get(index) != Some(segment) {
                    return None;
                }
                index += 1;
            }
        }
    }
    (index == path_segments.len()).then_some(params)
}

/// `%XX` escapes decoded, invalid UTF-8 replaced. Works on bytes: a `%` followed by a multi-byte
/// character (`/%a\u{e9}`) must not slice the text inside that character.
pub fn percent_decode(segment: &str) -> String {
    let bytes = segment.as_bytes();
    let hex = |b: u8| (b as char).to_digit(16);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(high), Some(low)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push((high * 16 + low) as u8);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Finds the route a page path belongs to. Static segments win over parameters, so `/hakkimizda`
/// is About even though the landing route `/:landing` would also take it.
pub fn resolve(full_path: &str) -> Option<Matched> {
    let (locale, path) = Locale::from_page_path(full_path);
    let path = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    let mut best: Option<(usize, Matched)> = None;
    for route in ROUTES.iter() {
        let mut candidates = vec![route.path(locale)];
        if let Some(aliases) = route.aliases.get(locale.code()) {
            candidates.extend(aliases.iter().map(String::as_str));
        }
        for candidate in candidates {
            if let Some(params) = match_pattern(candidate, path) {
                let static_segments = candidate.split('/').filter(|s| !s.is_empty() && !s.starts_with(':')).count();
                if best.as_ref().is_none_or(|(score, _)| static_segments > *score) {
                    best = Some((static_segments, Matched { route, locale, params }));
                }
            }
        }
    }
    best.map(|(_, m)| m)
}

/// Builds a route's path in a locale, with the locale prefix and the given parameters.
pub fn path_for(route: &RouteDef, locale: Locale, params: &[(String, String)]) -> String {
    let mut out = String::from(locale.path_prefix());
    for segment in route.path(locale).split('/').filter(|s| !s.is_empty()) {
        match segment.strip_prefix(':') {
            Some(name) => {
                let name = name.trim_end_matches('?');
                if let Some((_, value)) = params.iter().find(|(k, _)| k == name) {
                    out.push('/');
                    out.push_str(value);
                }
            }
            None => {
                out.push('/');
                out.push_str(segment);
            }
        }
    }
    if out.is_empty() {
        out.push('/');
    }
    out
}

pub fn by_name(name: &str) -> Option<&'static RouteDef> {
    ROUTES.iter().find(|r| r.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name_of(path: &str) -> Option<(String, Locale)> {
        resolve(path).map(|m| (m.route.name.clone(), m.locale))
    }

    #[test]
    fn static_pages_in_three_languages() {
        assert_eq!(name_of("/hakkimizda"), Some(("about".into(), Locale::Tr)));
        assert_eq!(name_of("/en/about"), Some(("about".into(), Locale::En)));
        assert_eq!(name_of("/ru/o-nas"), Some(("about".into(), Locale::Ru)));
        assert_eq!(name_of("/"), Some(("home".into(), Locale::Tr)));
        assert_eq!(name_of("/en"), Some(("home".into(), Locale::En)));
        assert_eq!(name_of("/ru/"), Some(("home".into(), Locale::Ru)));
        assert_eq!(name_of("/info/kullanim-kosullari"), Some(("terms".into(), Locale::Tr)));
    }

    #[test]
    fn parameters_and_optional_segments() {
        let salon = resolve("/en/place/studio-lale").unwrap();
        assert_eq!(salon.route.name, "salon");
        assert_eq!(salon.param("slug"), Some("studio-lale"));
        assert_eq!(name_of("/places").unwrap().0, "places");
        assert_eq!(name_of("/places/kuafor").unwrap().0, "places");
        assert_eq!(name_of("/admin-salon/clients/edit").unwrap().0, "admin-salon-clients-edit");
        assert_eq!(name_of("/admin-salon/clients/edit/5").unwrap().0, "admin-salon-clients-edit");
        assert_eq!(name_of("/istanbul-kuafor").unwrap().0, "city-service-landing");
    }

    #[test]
    fn unknown_paths_do_not_match() {
        assert_eq!(name_of("/en/no/such/page"), None);
        assert_eq!(name_of("/hakkimizda/extra"), None);
        // An English path under the Turkish tree is not the About page.
        assert_ne!(name_of("/about").map(|m| m.0), Some("about".into()));
    }

    #[test]
    fn builds_paths_for_other_locales() {
        let about = by_name("about").unwrap();
        assert_eq!(path_for(about, Locale::Ru, &[]), "/ru/o-nas");
        assert_eq!(path_for(by_name("home").unwrap(), Locale::Tr, &[]), "/");
        assert_eq!(path_for(by_name("home").unwrap(), Locale::En, &[]), "/en");
        let params = vec![("slug".to_owned(), "abc".to_owned())];
        assert_eq!(path_for(by_name("salon").unwrap(), Locale::Ru, &params), "/ru/biznes/abc");
        assert_eq!(path_for(by_name("places").unwrap(), Locale::En, &[]), "/en/places");
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("studio%20lale"), "studio lale");
        assert_eq!(percent_decode("%C5%9Fi%C5%9Fli"), "şişli");
        assert_eq!(percent_decode("50%"), "50%");
        // A `%` before a multi-byte character is kept as it is, without slicing the character.
        assert_eq!(percent_decode("%aé"), "%aé");
        assert_eq!(percent_decode("%é1"), "%é1");
        assert!(resolve("/%aé").is_none_or(|m| m.param("landing").is_some()));
    }
}
