//! Texts of a public page: a landing's title, description, heading and paragraphs (and what it

use crate::error::{ApiError, ApiResult, FieldError};
use crate::i18n::{meta_text, meta_value};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use domain::Locale;
use serde::{Deserialize, Serialize};
use store::catalogue::{Landing, LandingSubject};
use utoipa::{IntoParams, ToSchema};

/// What a city-service landing lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct LandingInfo {
    pub province_id: i64,
    pub city: String,
    pub city_slug: String,
    /// The department, category or service name.
    pub subject: String,
    pub department_id: Option<i64>,
    pub category_id: Option<i64>,
    pub service_id: Option<i64>,
}

/// Title, description, heading and text of a public page.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeoInfo {
    pub title: String,
    pub description: String,
    pub heading: String,
    /// Paragraphs of the page's text block.
    pub text: Vec<String>,
    pub landing: Option<LandingInfo>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SeoQuery {
    /// A public page path, e.g. `/istanbul-kuafor` or `/en/istanbul-kuafor`.
    pub path: Option<String>,
}

/// The texts of a landing, with the number of salons it lists.
pub async fn landing_seo(state: &AppState, locale: Locale, landing: Landing) -> ApiResult<SeoInfo> {
    let (department_id, category_id, service_id) = match landing.subject {
        LandingSubject::Department(id) => (Some(id), None, None),
        LandingSubject::Category(id) => (None, Some(id), None),
        LandingSubject::Service(id) => (None, None, Some(id)),
    };
    let filter = store::listing::SalonFilter {
        department_id,
        category_id,
        service_id,
        area: Some(store::listing::Area::Province(landing.province_id)),
        ..Default::default()
    };
    let count = match store::listing::count(&state.db, &filter).await? {
        (count, false) => count.to_string(),
        (count, true) => format!("{count}+"),
    };
    let params = [("city", landing.city.clone()), ("service", landing.subject_name.clone()), ("count", count)];
    let text = |key: &str| meta_text(locale, "city-service-landing", key, &params).unwrap_or_default();
    let paragraphs = meta_value(locale, "city-service-landing", "landing_text")
        .and_then(|v| v.as_array())
        .map(|items| items.iter().filter_map(|p| p.as_str()).map(|p| crate::i18n::fill(p, &params)).collect())
        .unwrap_or_default();
    Ok(SeoInfo {
        title: text("landing_title"),
        description: text("landing_description"),
        heading: text("landing_heading"),
        text: paragraphs,
        landing: Some(LandingInfo {
            province_id: landing.province_id,
            city: landing.city,
            city_slug: landing.city_slug,
            subject: landing.subject_name,
            department_id,
            category_id,
            service_id,
        }),
    })
}

/// The landing a page path names, if it is one (`/istanbul-kuafor`, `/en/istanbul-kuafor`).
pub async fn landing_of_path(state: &AppState, locale: Locale, path: &str) -> ApiResult<Option<Landing>> {
    let (_, rest) = Locale::from_page_path(path);
    let slug = rest.trim_matches('/');
    if slug.is_empty() || slug.contains('/') || !slug.contains('-') {
        return Ok(None);
    }
    Ok(store::catalogue::resolve_landing(&state.db, locale, slug).await?)
}

/// Texts of a public page: a landing's title, description, heading and paragraphs (and what it
/// lists), or the route's title and description.
#[utoipa::path(get, path = "/seo", tag = "site", params(SeoQuery), responses((status = 200, body = SeoInfo), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn seo(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ValidQuery(query): ValidQuery<SeoQuery>,
) -> ApiResult<Json<SeoInfo>> {
    let path = query.path.filter(|p| p.starts_with('/')).ok_or_else(|| ApiError::field("path", FieldError::new("required")))?;
    if let Some(landing) = landing_of_path(&state, locale, &path).await? {
        return Ok(Json(landing_seo(&state, locale, landing).await?));
    }
    // A `/{city}-{service}` path that named no landing is a page that does not exist.
    let route = crate::routes::resolve(&path)
        .map(|m| m.route.name.clone())
        .filter(|name| name != "city-service-landing")
        .ok_or_else(ApiError::not_found)?;
    let title = meta_text(locale, &route, "title", &[]).unwrap_or_default();
    Ok(Json(SeoInfo {
        description: meta_text(locale, &route, "description", &[]).unwrap_or_default(),
        heading: title.clone(),
        title,
        text: Vec::new(),
        landing: None,
    }))
}
