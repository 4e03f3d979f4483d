//! `sitemap.xml` and `robots.txt`, from the same route table as the pages: every indexable
//! static page, salon and city-service landing, each in tr, en and ru with its alternates.

use api::AppState;
use api::routes::{self, RouteDef};
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use domain::Locale;

/// Public routes without parameters that search engines should not list.
const NOT_INDEXED: [&str; 8] =
    ["not-found", "newsletter", "login-success", "order", "update-phone", "delete-account", "partners-login", "blog"];

fn indexable_static(route: &RouteDef) -> bool {
    route.is_public() && !route.path(Locale::Tr).contains(':') && !NOT_INDEXED.contains(&route.name.as_str())
}

/// One `<url>` per locale, each naming all three alternates and x-default.
fn entries(out: &mut String, base: &str, route: &RouteDef, params: &[(String, String)]) {
    let href = |locale: Locale| format!("{base}{}", routes::path_for(route, locale, params));
    for locale in Locale::ALL {
        out.push_str(&format!("<url><loc>{}</loc>", escape(&href(locale))));
        for alternate in Locale::ALL {
            out.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                alternate.code(),
                escape(&href(alternate))
            ));
        }
        out.push_str(&format!("<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/></url>\n", escape(&href(Locale::Tr))));
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

pub async fn sitemap(State(state): State<AppState>) -> Response {
    match build(&state).await {
        Ok(xml) => ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], xml)
            .into_response(),
        Err(err) => {
            tracing::error!(error = %err, "sitemap failed");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

async fn build(state: &AppState) -> Result<String, store::Error> {
    let base = state.config.public_url.trim_end_matches('/');
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for route in routes::ROUTES.iter().filter(|r| indexable_static(r)) {
        entries(&mut out, base, route, &[]);
    }
    let salon = routes::by_name("salon").expect("salon route");
    for slug in store::salons::active_slugs(&state.db).await? {
        entries(&mut out, base, salon, &[("slug".into(), slug)]);
    }
    let landing = routes::by_name("city-service-landing").expect("landing route");
    for city in store::catalogue::city_services(&state.db, Locale::Tr).await? {
        for department in city.departments {
            entries(&mut out, base, landing, &[("landing".into(), format!("{}-{}", city.slug, department.slug))]);
        }
    }
    // Info pages: the list `/i` in every language, and each page in the languages it was written
    // in, its translations as alternates.
    let info_route = routes::by_name("info").expect("info route");
    entries(&mut out, base, info_route, &[]);
    let pages = store::info_pages::published(&state.db, None, 50_000).await?;
    let info_href = |locale: &str, slug: &str| {
        let locale = Locale::parse(locale).unwrap_or(Locale::Tr);
        format!("{base}{}", routes::path_for(info_route, locale, &[("slug".into(), slug.to_owned())]))
    };
    for page in &pages {
        out.push_str(&format!(
            "<url><loc>{}</loc><lastmod>{}</lastmod>",
            escape(&info_href(&page.locale, &page.slug)),
            page.updated_at.format("%Y-%m-%d")
        ));
        for translation in pages.iter().filter(|p| p.translation_group == page.translation_group) {
            out.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                translation.locale,
                escape(&info_href(&translation.locale, &translation.slug))
            ));
        }
        out.push_str("</url>\n");
    }
    // Blog posts: each in the languages it was written in, its translations as alternates.
    let post_route = routes::by_name("blog-post").expect("blog-post route");
    let posts = store::blog::published(&state.db, None, 50_000).await?;
    let href = |locale: &str, slug: &str| {
        let locale = Locale::parse(locale).unwrap_or(Locale::Tr);
        format!("{base}{}", routes::path_for(post_route, locale, &[("slug".into(), slug.to_owned())]))
    };
    for post in &posts {
        out.push_str(&format!(
            "<url><loc>{}</loc><lastmod>{}</lastmod>",
            escape(&href(&post.locale, &post.slug)),
            post.updated_at.format("%Y-%m-%d")
        ));
        for translation in posts.iter().filter(|p| p.translation_group == post.translation_group) {
            out.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                translation.locale,
                escape(&href(&translation.locale, &translation.slug))
            ));
        }
        out.push_str("</url>\n");
    }
    out.push_str("</urlset>\n");
    Ok(out)
}

/// The RSS feed of the blog in one language (`/blog/rss.xml`, `/en/blog/rss.xml`, `/ru/blog/rss.xml`).
pub async fn rss(State(state): State<AppState>, uri: axum::http::Uri) -> Response {
    let (locale, _) = Locale::from_page_path(uri.path());
    match build_rss(&state, locale).await {
        Ok(xml) => ([(header::CONTENT_TYPE, "application/rss+xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=600")], xml)
            .into_response(),
        Err(err) => {
            tracing::error!(error = %err, "rss failed");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

async fn build_rss(state: &AppState, locale: Locale) -> Result<String, store::Error> {
    let base = state.config.public_url.trim_end_matches('/');
    let post_route = routes::by_name("blog-post").expect("blog-post route");
    let blog_route = routes::by_name("blog").expect("blog route");
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>{} Blog</title><link>{base}{}</link><description>{} Blog</description><language>{}</language>\n",
        escape(&state.config.site.name),
        routes::path_for(blog_route, locale, &[]),
        escape(&state.config.site.name),
        locale.code()
    );
    for post in store::blog::published(&state.db, Some(locale.code()), 50).await? {
        let link = format!("{base}{}", routes::path_for(post_route, locale, &[("slug".into(), post.slug.clone())]));
        let description =
            if post.excerpt.is_empty() { domain::blog::visible_text(&post.html).chars().take(300).collect() } else { post.excerpt.clone() };
        out.push_str(&format!(
            "<item><title>{}</title><link>{}</link><guid>{}</guid><pubDate>{}</pubDate><author>{}</author><description>{}</description></item>\n",
            escape(&post.title),
            escape(&link),
            escape(&link),
            post.publish_at.unwrap_or(post.created_at).to_rfc2822(),
            escape(&post.author),
            escape(&description)
        ));
    }
    out.push_str("</channel></rss>\n");
    Ok(out)
}

pub async fn robots(State(state): State<AppState>) -> impl IntoResponse {
    let base = state.config.public_url.trim_end_matches('/');
    let mut text = String::from("User-agent: *\nAllow: /\nDisallow: /api/\n");
    for prefix in ["/dashboard", "/admin", "/master", "/order", "/update-phone", "/login-success"] {
        for locale in ["", "/en", "/ru"] {
            text.push_str(&format!("Disallow: {locale}{prefix}\n"));
        }
    }
    text.push_str(&format!("\nSitemap: {base}/sitemap.xml\n"));
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text)
}
