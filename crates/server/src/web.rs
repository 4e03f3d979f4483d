//! Serves the embedded React app: hashed assets with long caching and precompressed variants,
//! and every page path as `index.html` with a `<head>` written for that route (title,
//! description, canonical, hreflang alternates, OpenGraph, JSON-LD) plus the first data the
//! page needs, so the first paint needs no extra round trip. Unknown page paths get HTTP 404.

use api::AppState;
use axum::Extension;
use axum::body::Body;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use domain::Locale;
use rust_embed::RustEmbed;
use serde_json::json;
use std::sync::{Arc, Mutex};

use api::routes::{self, Matched};

use crate::page_cache::{self, Page, PageCache, PageHtml};
use crate::page_data::PageContent;
use crate::ssr::Renderer;

#[derive(RustEmbed)]
#[folder = "../../web/dist"]
struct WebDist;

/// Handles every non-API GET: a file of the built app, or a page.
pub async fn serve(
    State(state): State<AppState>,
    Extension(renderer): Extension<Renderer>,
    Extension(pages): Extension<PageCache>,
    request: Request,
) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let path = request.uri().path().to_owned();
    if let Some(response) = asset(&path, request.headers()) {
        return response;
    }
    if path.rsplit('/').next().is_some_and(|last| last.contains('.') && !last.starts_with('.')) {
        // A file that is not there (an old hashed chunk, a mistyped image): no HTML for it.
        return (StatusCode::NOT_FOUND, "not found").into_response();
    }
    let query = request.uri().query().map(str::to_owned);
    let (mut parts, _) = request.into_parts();
    let viewer = match api::auth::MaybeUser::from_request_parts(&mut parts, &state).await {
        Ok(api::auth::MaybeUser(user)) => user.map(|u| u.account.id),
        Err(_) => None,
    };
    page(&state, &renderer, &pages, &parts.headers, &path, query.as_deref(), viewer).await
}

/// The compressions a client accepts, in the order we prefer them: brotli, then gzip.
fn accepted_encodings(headers: &HeaderMap) -> impl Iterator<Item = &'static str> + '_ {
    let accepts = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
    ["br", "gzip"].into_iter().filter(move |enc| accepts.split(',').any(|a| a.trim().split(';').next() == Some(*enc)))
}

/// The compression a client accepts that we prefer, if any.
pub fn preferred_encoding(headers: &HeaderMap) -> Option<&'static str> {
    accepted_encodings(headers).next()
}

/// A file of `web/dist`, precompressed when the client accepts it.
fn asset(path: &str, headers: &HeaderMap) -> Option<Response> {
    let name = path.trim_start_matches('/');
    if name.is_empty() || name == "index.html" {
        return None;
    }
    let file = WebDist::get(name)?;
    let (body, encoding) = accepted_encodings(headers)
        .find_map(|enc| {
            let ext = if enc == "br" { "br" } else { "gz" };
            WebDist::get(&format!("{name}.{ext}")).map(|f| (f.data, Some(enc)))
        })
        .unwrap_or((file.data.clone(), None));
    let etag = format!("\"{}\"", hex_prefix(&file.metadata.sha256_hash()));
    if headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) == Some(etag.as_str()) {
        return Some((StatusCode::NOT_MODIFIED, [(header::ETAG, etag)]).into_response());
    }
    // The service worker (Web Push) is looked up again by the browser; a stale copy must not linger.
    let cache = match name {
        _ if name.starts_with("assets/") => "public, max-age=31536000, immutable",
        "sw.js" => "no-cache",
        _ => "public, max-age=3600",
    };
    let mut response = Response::new(Body::from(body.into_owned()));
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(file.metadata.mimetype()).unwrap_or(HeaderValue::from_static("application/octet-stream")),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    h.insert(header::ETAG, HeaderValue::from_str(&etag).expect("hex etag"));
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(encoding) = encoding {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    Some(response)
}

fn hex_prefix(hash: &[u8]) -> String {
    hash.iter().take(12).map(|b| format!("{b:02x}")).collect()
}

async fn page(
    state: &AppState,
    renderer: &Renderer,
    pages: &PageCache,
    request: &HeaderMap,
    path: &str,
    query: Option<&str>,
    viewer: Option<i64>,
) -> Response {
    let matched = routes::resolve(path);
    let content = match &matched {
        Some(m) => crate::page_data::load(state, m, query, viewer).await.unwrap_or_else(|err| {
            // The page still renders; the screen fetches its data itself and shows the failure.
            tracing::error!(code = err.code.as_str(), "page data failed");
            Some(PageContent::default())
        }),
        None => None,
    };
    let locale = matched.as_ref().map_or_else(|| Locale::from_page_path(path).0, |m| m.locale);
    let status = if content.is_some() { StatusCode::OK } else { StatusCode::NOT_FOUND };
    let Some(templates) = templates() else {
        return (status, "The web app is not built: run `make run` (or `npm run build` in web/).").into_response();
    };
    let libs = api::site::load_libs(state, locale).await.ok();
    let page = if content.is_some() { matched.as_ref() } else { None };
    let content = content.unwrap_or_default();
    let head = head(state, locale, page, &content);
    // `signed_in` lets the app skip asking for the account of a guest (a 401 in the console).
    let mut initial = json!({
        "status": status.as_u16(),
        "locale": locale.code(),
        "route": page.map(|m| m.route.name.as_str()),
        "libs": libs,
        "signed_in": viewer.is_some(),
    });
    initial.as_object_mut().expect("an object").extend(content.data);
    // Public pages (and the not-found page) come rendered and are kept whole (page_cache.rs);
    // cabinets are private and render in the browser.
    if page.is_none_or(|m| m.route.is_public()) {
        let url = query.map_or_else(|| path.to_owned(), |q| format!("{path}?{q}"));
        let key = page_cache::key(&[&url, &head, &initial.to_string()]);
        let make = |priority| {
            let (renderer, template, head, initial) = (renderer.clone(), templates.rendered.clone(), head.clone(), initial.clone());
            async move {
                let body = renderer.render(&url, &initial, priority).await?;
                // Writing ~300 KB and compressing its own ~130 KB is milliseconds of CPU: not on the async workers.
                let page = move || Page::new(&key, status, locale.code(), &render(&template, locale, &head, &initial, Some(&body)));
                tokio::task::spawn_blocking(page).await.ok()
            }
        };
        if let Some(page) = pages.get_or_make(key, make).await {
            return page.respond(request);
        }
    }
    let html = render(&templates.browser, locale, &head, &initial, None).joined();
    let mut response = (status, html).into_response();
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(locale.code()));
    response
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// JSON safe to place inside a `<script>` element.
fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026")
}

fn meta_text(locale: Locale, route: &str, key: &str) -> Option<String> {
    api::i18n::meta_text(locale, route, key, &[])
}

fn og_locale(locale: Locale) -> &'static str {
    match locale {
        Locale::Tr => "tr_TR",
        Locale::En => "en_US",
        Locale::Ru => "ru_RU",
    }
}

/// The route-specific part of `<head>`.
fn head(state: &AppState, locale: Locale, page: Option<&Matched>, content: &PageContent) -> String {
    let site = &state.config.site.name;
    let base = state.config.public_url.trim_end_matches('/');
    let route_name = page.map_or("not-found", |m| m.route.name.as_str());
    let title = content.title.clone().or_else(|| meta_text(locale, route_name, "title")).unwrap_or_else(|| site.clone());
    let title = if title == *site { title } else { format!("{title} | {site}") };
    let description = content.description.clone().or_else(|| meta_text(locale, route_name, "description")).unwrap_or_default();
    let mut out = format!("<title>{}</title>\n<meta name=\"description\" content=\"{}\">\n", escape(&title), escape(&description));

    let Some(page) = page else {
        out.push_str("<meta name=\"robots\" content=\"noindex\">\n");
        return out;
    };
    if !page.route.is_public() || matches!(route_name, "newsletter" | "login-success" | "order" | "update-phone" | "delete-account") {
        out.push_str("<meta name=\"robots\" content=\"noindex\">\n");
    }
    let canonical = format!("{base}{}", routes::path_for(page.route, locale, &page.params));
    out.push_str(&format!("<link rel=\"canonical\" href=\"{}\">\n", escape(&canonical)));
    let alternates: Vec<(Locale, String)> = match &content.alternates {
        Some(alternates) => alternates.clone(),
        None => Locale::ALL.into_iter().map(|l| (l, format!("{base}{}", routes::path_for(page.route, l, &page.params)))).collect(),
    };
    for (alternate, href) in &alternates {
        out.push_str(&format!("<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">\n", alternate.code(), escape(href)));
    }
    // x-default: the Turkish version when there is one, else this page.
    let default_href = alternates.iter().find(|(l, _)| *l == Locale::Tr).map_or_else(|| canonical.clone(), |(_, href)| href.clone());
    out.push_str(&format!("<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">\n", escape(&default_href)));
    out.push_str(&format!(
        "<meta property=\"og:type\" content=\"{}\">\n<meta property=\"og:site_name\" content=\"{}\">\n<meta property=\"og:title\" content=\"{}\">\n<meta property=\"og:description\" content=\"{}\">\n<meta property=\"og:url\" content=\"{}\">\n<meta property=\"og:locale\" content=\"{}\">\n",
        if content.article { "article" } else { "website" }, escape(site), escape(&title), escape(&description), escape(&canonical), og_locale(locale)
    ));
    for alternate in Locale::ALL.into_iter().filter(|l| *l != locale) {
        out.push_str(&format!("<meta property=\"og:locale:alternate\" content=\"{}\">\n", og_locale(alternate)));
    }
    if let Some(image) = &content.image {
        out.push_str(&format!("<meta property=\"og:image\" content=\"{}\">\n", escape(image)));
        if let Some((width, height)) = content.image_size {
            out.push_str(&format!(
                "<meta property=\"og:image:width\" content=\"{width}\">\n<meta property=\"og:image:height\" content=\"{height}\">\n<meta property=\"og:image:type\" content=\"image/webp\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n"
            ));
        }
    }
    if let Some(lcp) = &content.lcp_image {
        out.push_str(&format!(
            "<link rel=\"preload\" as=\"image\" href=\"{}\" imagesrcset=\"{}\" imagesizes=\"{}\" fetchpriority=\"high\">\n",
            escape(&lcp.href),
            escape(&lcp.srcset),
            escape(lcp.sizes)
        ));
    }
    let home = format!("{base}{}", routes::path_for(routes::by_name("home").expect("home route"), locale, &[]));
    let ld = if route_name == "home" {
        json!({"@context": "https://schema.org", "@type": "WebSite", "name": site, "url": home, "inLanguage": locale.code()})
    } else {
        let page_name = content.crumb.clone().or_else(|| meta_text(locale, route_name, "title")).unwrap_or_else(|| site.clone());
        json!({"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": site, "item": home},
            {"@type": "ListItem", "position": 2, "name": page_name, "item": canonical}
        ]})
    };
    for data in std::iter::once(&ld).chain(&content.json_ld) {
        out.push_str(&format!("<script type=\"application/ld+json\">{}</script>\n", script_json(data)));
    }
    out
}

/// Writes the language, the head, the initial data and the rendered page (when there is one) into
/// the app's `index.html`. The head goes before the entry's script, ahead of the inlined
/// stylesheets (tens of kilobytes): the browser's preload scanner meets the LCP picture in the
/// first bytes of the response. The page comes in its three runs (`PageHtml`): what is between
/// the entry's script and `</head>` is the same on every page, and is compressed once.
fn render<'t>(template: &'t str, locale: Locale, head: &str, initial: &serde_json::Value, body: Option<&str>) -> PageHtml<'t> {
    let head_at =
        ["<script type=\"module\"", "<script data-entry>", "</head>"].iter().find_map(|tag| template.find(tag)).unwrap_or(template.len());
    let head_end = template[head_at..].find("</head>").map_or(template.len(), |at| head_at + at);
    let mut start = template[..head_at].replacen("<html lang=\"tr\"", &format!("<html lang=\"{}\"", locale.code()), 1);
    if let (Some(title_start), Some(title_end)) = (start.find("<title>"), start.find("</title>")) {
        start.replace_range(title_start..title_end + "</title>".len(), "");
    }
    // The template's empty description (for the dev server) gives way to the route's.
    let mut start = start.replacen("<meta name=\"description\" content=\"\" />", "", 1);
    start.push_str(head);
    let data = format!("<script id=\"initial-data\" type=\"application/json\">{}</script>\n", script_json(initial));
    let rest = &template[head_end..];
    let end = match body {
        Some(body) => rest.replacen("<div id=\"root\"></div>", &format!("<div id=\"root\">{body}</div>"), 1),
        None => rest.to_owned(),
    };
    PageHtml { start, shared: &template[head_at..head_end], end: data + &end }
}

/// The app's `index.html` as served, read once: decoding its ~180 KB on every page was a few
/// percent of the server's CPU. A development build reads the file from disk, so it is known by
/// its hash and a rebuilt web app is picked up.
struct Templates {
    /// For a page the browser renders (a cabinet, or a public page the renderer could not make).
    browser: Arc<str>,
    /// For a page that comes rendered: its entry script is asked for after the first paint.
    rendered: Arc<str>,
}

fn templates() -> Option<Arc<Templates>> {
    static KEPT: Mutex<Option<([u8; 32], Arc<Templates>)>> = Mutex::new(None);
    let index = WebDist::get("index.html")?;
    let hash = index.metadata.sha256_hash();
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    match kept.as_ref() {
        Some((kept_hash, templates)) if *kept_hash == hash => Some(templates.clone()),
        _ => {
            let browser = String::from_utf8_lossy(&index.data).into_owned();
            let templates = Arc::new(Templates { rendered: entry_after_first_paint(&browser).into(), browser: browser.into() });
            *kept = Some((hash, templates.clone()));
            Some(templates)
        }
    }
}

/// A rendered page paints from its HTML alone; its entry script (~110 KB) only makes it
/// interactive. Asked for by the `<script type="module">` in the head, the script downloads
/// beside the page's largest picture on a phone's slow link and delays it (Lighthouse counts
/// every request finished before that paint against it: docs/performance.md, "Lighthouse"). Here
/// it is asked for once the page has painted: after the document is parsed, the next frame (or
/// after 250 ms, for a tab in the background that draws no frames). A module script added so
/// runs as soon as it arrives, and the whole page is parsed by then, so hydration finds it all.
///
/// While the script downloads, the loader also makes one date format in the page's language and
/// the salons' zone: a page's first `Intl` format starts the browser's ICU (its locale and zone
/// data), ~17 ms on a laptop and ~70 ms on Lighthouse's 4× slower phone, which otherwise lands in
/// the middle of hydration as one piece no yielding can split (docs/performance.md, "Lighthouse",
/// session 45). The formats the screens then make cost ~2 ms together.
fn entry_after_first_paint(template: &str) -> String {
    const TAG: &str = "<script type=\"module\" crossorigin src=\"";
    let Some(start) = template.find(TAG) else { return template.to_owned() };
    let src_start = start + TAG.len();
    let (Some(src_len), Some(close)) = (template[src_start..].find('"'), template[start..].find("</script>")) else {
        return template.to_owned();
    };
    let src = &template[src_start..src_start + src_len];
    let zone = crate::ssr::RENDER_TIME_ZONE;
    let loader = format!(
        "<script data-entry>addEventListener(\"DOMContentLoaded\",function(){{var asked=false;function load(){{if(asked)return;asked=true;\
var s=document.createElement(\"script\");s.type=\"module\";s.crossOrigin=\"anonymous\";s.src=\"{src}\";document.head.appendChild(s);\
setTimeout(function(){{try{{new Intl.DateTimeFormat(document.documentElement.lang,{{timeZone:\"{zone}\"}}).format(0)}}catch(e){{}}}},0)}}\
requestAnimationFrame(function(){{setTimeout(load,0)}});setTimeout(load,250)}})</script>"
    );
    [&template[..start], &loader, &template[start + close + "</script>".len()..]].concat()
}

/// Starts compressing the block every page shares (page_cache.rs) on a thread of its own, so the
/// first page a visitor misses does not wait for it.
pub fn prepare_pages() {
    static STARTED: std::sync::Once = std::sync::Once::new();
    STARTED.call_once(|| {
        std::thread::spawn(|| {
            if let Some(templates) = templates() {
                page_cache::prepare(&render(&templates.rendered, Locale::Tr, "", &json!({}), None));
            }
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_script() {
        let value = json!({"name": "</script><script>alert(1)</script>"});
        assert!(!script_json(&value).contains("</script>"));
    }

    #[test]
    fn render_sets_language_and_replaces_title() {
        let template = "<!doctype html><html lang=\"tr\" data-mantine-color-scheme=\"light\"><head><title>x</title><meta name=\"description\" content=\"\" /></head><body></body></html>";
        let html = render(template, Locale::Ru, "<title>О нас</title>\n", &json!({"status": 200}), None).joined();
        assert!(html.contains("<html lang=\"ru\" data-mantine-color-scheme=\"light\">"));
        assert_eq!(html.matches("<title>").count(), 1);
        assert_eq!(html.matches("<meta name=\"description\"").count(), 0, "the template's empty description is dropped");
        assert!(html.contains("<title>О нас</title>"));
        assert!(html.contains("<script id=\"initial-data\" type=\"application/json\">{\"status\":200}</script>"));
    }

    #[test]
    fn the_head_comes_before_the_inlined_styles() {
        let template = "<html lang=\"tr\"><head><meta charset=\"UTF-8\" /><title>Randevu</title>\
            <script type=\"module\" crossorigin src=\"/assets/index-1.js\"></script><style data-entry>a{}</style></head><body></body></html>";
        let head = "<title>Salon</title>\n<link rel=\"preload\" as=\"image\" href=\"/api/files/1\">\n";
        let html = render(template, Locale::Tr, head, &json!({}), None).joined();
        let at = |needle: &str| html.find(needle).unwrap_or_else(|| panic!("{needle} in {html}"));
        assert!(at("rel=\"preload\" as=\"image\"") < at("<script type=\"module\""), "{html}");
        assert!(at("<script type=\"module\"") < at("<style data-entry>"), "{html}");
        assert!(at("<style data-entry>") < at("id=\"initial-data\""), "{html}");
    }

    #[test]
    fn a_rendered_page_asks_for_its_entry_script_after_the_first_paint() {
        let template = "<html lang=\"tr\"><head><title>Randevu</title>\
            <script type=\"module\" crossorigin src=\"/assets/index-1.js\"></script><style data-entry>a{}</style></head><body><div id=\"root\"></div></body></html>";
        let rendered = entry_after_first_paint(template);
        assert!(!rendered.contains("<script type=\"module\""), "{rendered}");
        assert!(rendered.contains("s.src=\"/assets/index-1.js\""), "{rendered}");
        assert!(rendered.contains("DOMContentLoaded") && rendered.contains("requestAnimationFrame"), "{rendered}");
        assert!(rendered.contains("new Intl.DateTimeFormat(document.documentElement.lang,{timeZone:\"Europe/Istanbul\"})"), "{rendered}");
        let page = render(&rendered, Locale::Tr, "<link rel=\"preload\" as=\"image\" href=\"/p\">", &json!({}), Some("<main>Salon</main>"));
        assert!(page.start.ends_with("<link rel=\"preload\" as=\"image\" href=\"/p\">"), "the head before the loader and the styles");
        assert!(
            page.shared.starts_with("<script data-entry>") && page.shared.ends_with("<style data-entry>a{}</style>"),
            "{}",
            page.shared
        );
        assert!(page.end.contains("<div id=\"root\"><main>Salon</main></div>"));
        assert_eq!(entry_after_first_paint("<html><head></head></html>"), "<html><head></head></html>", "no entry script: as it is");
    }

    #[test]
    fn a_rendered_page_fills_the_root_and_an_unrendered_one_leaves_it_to_the_browser() {
        let template = "<html lang=\"tr\"><head></head><body><div id=\"root\"></div></body></html>";
        let rendered = render(template, Locale::Tr, "", &json!({}), Some("<main>Salon</main>")).joined();
        assert!(rendered.contains("<div id=\"root\"><main>Salon</main></div>"));
        let unrendered = render(template, Locale::Tr, "", &json!({}), None).joined();
        assert!(unrendered.contains("<div id=\"root\"></div>"));
    }

    #[test]
    fn every_public_route_has_a_title_in_every_locale() {
        let missing: Vec<String> = routes::ROUTES
            .iter()
            .filter(|r| r.is_public())
            .flat_map(|r| {
                Locale::ALL.into_iter().filter(|l| meta_text(*l, &r.name, "title").is_none()).map(move |l| format!("{}:{l}", r.name))
            })
            .collect();
        assert!(missing.is_empty(), "routes without a title: {missing:?}");
    }
}
