//! What the server knows about a page before the app runs: whether its salon, master or landing
//! exists, its title and description, its structured data (JSON-LD), and the first API data the
//! screen needs, embedded so the first paint makes no extra request (DESIGN §5).

use api::AppState;
use api::routes::{self, Matched};
use api::site::salon::SalonDetails;
use api::site::salons::SalonsQuery;
use domain::Locale;
use serde_json::{Map, Value, json};

/// A page's content beyond the route's own title.
#[derive(Default)]
pub struct PageContent {
    pub title: Option<String>,
    pub description: Option<String>,
    pub image: Option<String>,
    /// `og:image:width` and `og:image:height` when the picture's size is known (the 1200x630 cover crops).
    pub image_size: Option<(u32, u32)>,
    /// Structured data besides the breadcrumb.
    pub json_ld: Vec<Value>,
    /// The name of the last breadcrumb (the page itself) when it is not the route's title.
    pub crumb: Option<String>,
    /// The page's language versions as (locale, absolute URL) when not every locale has it (a
    /// blog post exists in the languages it was written in); `None`: all three.
    pub alternates: Option<Vec<(Locale, String)>>,
    /// `og:type` `article` instead of `website`.
    pub article: bool,
    /// The picture that will be the page's largest paint, preloaded from the head so the browser
    /// fetches it before the app's JavaScript has run (issue #22 item 3).
    pub lcp_image: Option<Preload>,
    /// First API data by key (spec: `salon`, `salon_services`, `salon_replies`, `salons`, ...).
    pub data: Map<String, Value>,
}

/// A `<link rel="preload" as="image">`: its `imagesrcset` and `imagesizes` must be the `<img>`'s
/// own `srcset` and `sizes`, or the browser fetches the picture twice.
pub struct Preload {
    pub href: String,
    pub srcset: String,
    pub sizes: &'static str,
}

/// The `sizes` of the salon page's first hero photo (web: `features/salon/components/GalleryHero`).
pub const SALON_HERO_SIZES: &str = "(min-width: 40em) 66vw, 100vw";

/// The page's content, or `None` when what the URL names does not exist (a 404).
pub async fn load(
    state: &AppState,
    matched: &Matched,
    query: Option<&str>,
    viewer: Option<i64>,
) -> Result<Option<PageContent>, api::ApiError> {
    let locale = matched.locale;
    let mut content = PageContent::default();
    match matched.route.name.as_str() {
        "home" => {
            content.data.insert("best_salons".into(), to_value(api::site::salons::load_best(state, locale, 8, viewer).await?));
            content.data.insert("last_posts".into(), to_value(api::site::blog::load_last_posts(state, locale).await?));
        }
        "blog" => {
            let list_query: api::site::blog::BlogQuery = query.and_then(|q| serde_urlencoded::from_str(q).ok()).unwrap_or_default();
            // Which list the page shows, so the screen uses the embedded one only for the same filters.
            let served = json!({
                "category": list_query.category.clone().filter(|c| !c.is_empty()),
                "tag": list_query.tag.clone().filter(|t| !t.is_empty()),
                "page": list_query.page.unwrap_or(1),
            });
            // A bad page number in a shared link still shows the page; the screen reports it.
            if let Ok(list) = api::site::blog::load_list(state, locale, list_query).await {
                content.data.insert("blog_list".into(), to_value(list));
                content.data.insert("blog_query".into(), served);
            }
        }
        "blog-post" => {
            let slug = matched.param("slug").unwrap_or_default();
            let Some(post) = api::site::blog::load_post(state, locale, slug).await? else { return Ok(None) };
            let base = state.config.public_url.trim_end_matches('/');
            let href = |locale: Locale, slug: &str| {
                format!("{base}{}", routes::path_for(matched.route, locale, &[("slug".into(), slug.to_owned())]))
            };
            let canonical = href(locale, slug);
            content.title = Some(post.seo_title.clone());
            content.description = Some(post.seo_description.clone());
            content.image = post.card.cover_url.as_ref().map(|url| format!("{base}{url}"));
            content.crumb = Some(post.card.title.clone());
            content.article = true;
            content.alternates = Some(
                post.translations
                    .iter()
                    .filter_map(|t| Some((Locale::parse(&t.locale)?, href(Locale::parse(&t.locale)?, &t.slug))))
                    .collect(),
            );
            content.json_ld.push(article(&post, &canonical, content.image.as_deref()));
            content.data.insert("blog_post".into(), to_value(post));
        }
        "info" => match matched.param("slug").filter(|s| !s.is_empty()) {
            None => {
                content.data.insert("info_pages".into(), to_value(api::site::info::load_info_pages(state, locale).await?));
            }
            Some(slug) => {
                let Some(page) = api::site::info::load_info_page(state, locale, slug).await? else { return Ok(None) };
                let base = state.config.public_url.trim_end_matches('/');
                let href = |locale: Locale, slug: &str| {
                    format!("{base}{}", routes::path_for(matched.route, locale, &[("slug".into(), slug.to_owned())]))
                };
                content.title = Some(page.seo_title.clone());
                content.description = Some(page.seo_description.clone());
                content.crumb = Some(page.title.clone());
                // Only the languages the page was written in.
                content.alternates = Some(
                    page.translations
                        .iter()
                        .filter_map(|t| Some((Locale::parse(&t.locale)?, href(Locale::parse(&t.locale)?, &t.slug))))
                        .collect(),
                );
                content.data.insert("info_page".into(), to_value(page));
            }
        },
        "salon" => {
            let slug = matched.param("slug").unwrap_or_default();
            // The page's URL names the salon by slug (the API takes an id too).
            let Some(row) = store::salon_page::find_salon(&state.db, slug).await?.filter(|s| s.slug == slug) else { return Ok(None) };
            let (salon, services, replies) = tokio::try_join!(
                api::site::salon::load_details(state, locale, row.clone(), viewer),
                api::site::salon::load_services(state, locale, &row),
                api::site::salon::load_replies(state, row.id, 10),
            )?;
            let base = state.config.public_url.trim_end_matches('/');
            let canonical = format!("{base}{}", routes::path_for(matched.route, locale, &matched.params));
            content.title = Some(format!("{} · {}, {}", salon.name, salon.district, salon.city));
            content.description = salon.about.as_deref().map(|a| shorten(a, 155));
            // A shared link shows the cover photo, cropped to OpenGraph's 1200x630 (issue #16 item 10).
            if let Some(photo) = salon.photos.first() {
                let og = if photo.srcset.is_empty() { None } else { Some(format!("{}?fit=og", photo.url)) };
                content.image_size = og.is_some().then_some(api::images::OG_IMAGE_SIZE);
                content.image = Some(format!("{base}{}", og.as_deref().unwrap_or(&photo.url)));
            }
            content.lcp_image =
                salon.photos.first().map(|p| Preload { href: p.url.clone(), srcset: p.srcset.clone(), sizes: SALON_HERO_SIZES });
            content.crumb = Some(salon.name.clone());
            content.json_ld.push(beauty_salon(&salon, &canonical, base));
            content.data.insert("salon_services".into(), to_value(services));
            content.data.insert("salon_replies".into(), to_value(replies));
            content.data.insert("salon".into(), to_value(salon));
        }
        "master" => {
            let Some(master_id) = matched.param("masterId").and_then(|id| id.parse::<i64>().ok()) else { return Ok(None) };
            let employee = match api::site::salon::load_employee(state, locale, master_id).await {
                Ok(employee) => employee,
                Err(err) if err.code == api::ErrorCode::NotFound => return Ok(None),
                Err(err) => return Err(err),
            };
            if Some(employee.salon.slug.as_str()) != matched.param("slug") {
                return Ok(None);
            }
            content.title = Some(format!("{} · {}", employee.full_name, employee.salon.name));
            content.description = employee.description.as_deref().map(|d| shorten(d, 155));
            content.crumb = Some(employee.full_name.clone());
            // The salon's cover photo as the shared link's picture, as on the salon page.
            let base = state.config.public_url.trim_end_matches('/');
            let (covers, replies) = tokio::try_join!(
                async { Ok::<_, api::ApiError>(store::salon_page::cover_photos(&state.db, &[employee.salon.id]).await?) },
                api::site::salon::load_employee_replies(state, master_id, 10),
            )?;
            if let Some(cover) = covers.get(&employee.salon.id) {
                let og = api::images::og_image_url(&cover.storage_key, &cover.mime);
                content.image_size = og.is_some().then_some(api::images::OG_IMAGE_SIZE);
                content.image = Some(format!("{base}{}", og.unwrap_or_else(|| api::images::file_url(&cover.storage_key))));
            }
            // The first page of the master's reviews, as the salon page embeds its own: read by
            // search engines, and not fetched and drawn by a phone right after it hydrated.
            content.data.insert("employee_replies".into(), to_value(replies));
            content.data.insert("employee".into(), to_value(employee));
        }
        "places" => {
            let mut query_params: SalonsQuery = query.and_then(|q| serde_urlencoded::from_str(q).ok()).unwrap_or_default();
            if let Some(slug) = matched.param("slug").filter(|s| !s.is_empty()) {
                let tree = store::catalogue::tree(&state.db, locale).await?;
                let Some(department) = tree.into_iter().find(|d| d.slug == slug) else { return Ok(None) };
                content.title = Some(department.name.clone());
                content.crumb = Some(department.name);
                query_params.department_id = Some(department.id);
            }
            // A bad filter in a shared link still shows the page; the screen reports the filter.
            if let Ok(list) = api::site::salons::load_list(state, locale, &query_params, query, viewer).await {
                content.data.insert("salons".into(), to_value(list));
                content.data.insert("salons_query".into(), Value::String(query.unwrap_or_default().to_owned()));
            }
        }
        "city-service-landing" => {
            let slug = matched.param("landing").unwrap_or_default();
            let Some(landing) = store::catalogue::resolve_landing(&state.db, locale, slug).await? else { return Ok(None) };
            let seo = api::site::seo::landing_seo(state, locale, landing).await?;
            let info = seo.landing.as_ref().expect("a landing's seo names it");
            let list_query = SalonsQuery {
                address: Some(format!("province-{}", info.province_id)),
                department_id: info.department_id,
                category_id: info.category_id,
                service_id: info.service_id,
                ..Default::default()
            };
            content.data.insert("salons".into(), to_value(api::site::salons::load_list(state, locale, &list_query, None, viewer).await?));
            content.title = Some(seo.title.clone());
            content.description = Some(seo.description.clone());
            content.crumb = Some(seo.heading.clone());
            content.data.insert("seo".into(), to_value(seo));
        }
        "city-service" => {
            content.data.insert("city_services".into(), to_value(api::site::seo::load_city_services(state, locale).await?));
        }
        "not-found" => return Ok(None),
        _ => {}
    }
    Ok(Some(content))
}

/// The `Article` structured data of a blog post.
pub fn article(post: &api::site::blog::BlogPost, canonical: &str, image: Option<&str>) -> Value {
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": post.card.title,
        "description": post.seo_description,
        "author": {"@type": "Person", "name": post.card.author},
        "inLanguage": post.card.locale,
        "mainEntityOfPage": canonical,
        "url": canonical,
        "keywords": post.card.tags.iter().map(|t| t.name.as_str()).collect::<Vec<_>>().join(", "),
    });
    if let Some(published) = post.card.published_at {
        ld["datePublished"] = json!(published.to_rfc3339());
    }
    if let Some(image) = image {
        ld["image"] = json!(image);
    }
    ld
}

fn to_value(value: impl serde::Serialize) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// At most `max` characters, cut at a word and marked with an ellipsis.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max - 1).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':']))
}

const WEEKDAYS: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/// schema.org `BeautySalon` with address, geo, opening hours and aggregate rating.
pub fn beauty_salon(salon: &SalonDetails, canonical: &str, base: &str) -> Value {
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "BeautySalon",
        "@id": canonical,
        "name": salon.name,
        "url": canonical,
        "telephone": salon.phone,
        "address": {
            "@type": "PostalAddress",
            "streetAddress": salon.address,
            "addressLocality": salon.district,
            "addressRegion": salon.city,
            "addressCountry": "TR"
        },
        "openingHoursSpecification": salon.working_hours.iter().map(|h| json!({
            "@type": "OpeningHoursSpecification",
            "dayOfWeek": format!("https://schema.org/{}", WEEKDAYS[usize::from(h.weekday.min(6))]),
            "opens": h.open,
            "closes": h.close
        })).collect::<Vec<_>>(),
    });
    if let (Some(lat), Some(lng)) = (salon.lat, salon.lng) {
        ld["geo"] = json!({"@type": "GeoCoordinates", "latitude": lat, "longitude": lng});
    }
    if let Some(email) = &salon.email {
        ld["email"] = json!(email);
    }
    if !salon.photos.is_empty() {
        ld["image"] = json!(salon.photos.iter().map(|p| format!("{base}{}", p.url)).collect::<Vec<_>>());
    }
    if let Some(about) = &salon.about {
        ld["description"] = json!(shorten(about, 300));
    }
    if let (Some(average), true) = (salon.rating.average, salon.rating.count > 0) {
        ld["aggregateRating"] = json!({"@type": "AggregateRating", "ratingValue": average, "reviewCount": salon.rating.count, "bestRating": 5, "worstRating": 1});
    }
    ld
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortens_at_a_word() {
        assert_eq!(shorten("kısa", 10), "kısa");
        assert_eq!(shorten("Studio Lale, Moda'nın ara sokaklarında", 24), "Studio Lale, Moda'nın…");
        assert_eq!(shorten("Studio Lale, Moda'nın ara sokaklarında", 20), "Studio Lale…");
    }
}
