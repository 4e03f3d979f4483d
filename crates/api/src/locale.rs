//! The language of a request: page prefix (`/en`, `/ru` of the page that made the call, or of
//! the page itself) → `locale` cookie → `Accept-Language` → Turkish.

use std::convert::Infallible;

use axum::extract::FromRequestParts;
use axum::http::{HeaderMap, header, request::Parts};
use domain::Locale;

/// Name of the cookie that remembers the chosen language for 365 days.
pub const LOCALE_COOKIE: &str = "locale";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestLocale(pub Locale);

/// The value of one cookie in a `Cookie` header.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}

/// Resolves the locale for a request to `path` with `headers`.
pub fn resolve(path: &str, headers: &HeaderMap) -> Locale {
    let prefixed = |p: &str| match Locale::from_page_path(p) {
        (Locale::Tr, _) => None,
        (locale, _) => Some(locale),
    };
    if !path.starts_with("/api/") {
        return Locale::from_page_path(path).0;
    }
    let referer_path = headers
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .map(|r| r.split_once("://").map_or(r, |(_, rest)| rest.find('/').map_or("/", |i| &rest[i..])));
    referer_path
        .and_then(prefixed)
        .or_else(|| cookie(headers, LOCALE_COOKIE).and_then(Locale::parse))
        .or_else(|| headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).and_then(Locale::from_accept_language))
        .unwrap_or_default()
}

impl<S: Send + Sync> FromRequestParts<S> for RequestLocale {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        // Nested routers strip their prefix from `uri`; the original tells API calls from pages.
        let path = parts.extensions.get::<axum::extract::OriginalUri>().map_or(parts.uri.path(), |u| u.0.path());
        Ok(RequestLocale(resolve(path, &parts.headers)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn page_paths_use_their_prefix() {
        assert_eq!(resolve("/en/about", &HeaderMap::new()), Locale::En);
        assert_eq!(resolve("/hakkimizda", &headers(&[(header::COOKIE, "locale=ru")])), Locale::Tr);
    }

    #[test]
    fn api_calls_follow_the_order() {
        let all = headers(&[
            (header::REFERER, "http://localhost:8080/ru/o-nas"),
            (header::COOKIE, "a=b; locale=en"),
            (header::ACCEPT_LANGUAGE, "tr"),
        ]);
        assert_eq!(resolve("/api/site/libs", &all), Locale::Ru);
        let no_prefix = headers(&[
            (header::REFERER, "http://localhost:8080/hakkimizda"),
            (header::COOKIE, "locale=en"),
            (header::ACCEPT_LANGUAGE, "ru"),
        ]);
        assert_eq!(resolve("/api/site/libs", &no_prefix), Locale::En);
        assert_eq!(resolve("/api/site/libs", &headers(&[(header::ACCEPT_LANGUAGE, "ru-RU,ru;q=0.9")])), Locale::Ru);
        assert_eq!(resolve("/api/site/libs", &HeaderMap::new()), Locale::Tr);
    }
}
#[cfg(test)]
mod referer_tests {
    use super::*;
    #[test]
    fn referer_without_port() {
        let mut h = HeaderMap::new();
        h.insert(header::REFERER, "http://localhost/en/about".parse().unwrap());
        h.insert(header::COOKIE, "locale=ru".parse().unwrap());
        assert_eq!(resolve("/api/site/libs", &h), Locale::En);
    }
}
