//! `GET /info-pages/{slug}`: one published info page of the request's language.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::Locale;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::site::blog::{BlogTranslation, served_html};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct InfoPage {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    /// Sanitised HTML.
    pub html: String,
    /// The page title (the title when no SEO title was set).
    pub seo_title: String,
    pub seo_description: String,
    pub published_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    /// The published versions of this page, this one included.
    pub translations: Vec<BlogTranslation>,
}

/// The page `slug` of `locale`, or `None`.
pub async fn load_info_page(state: &AppState, locale: Locale, slug: &str) -> ApiResult<Option<InfoPage>> {
    let Some((row, translations)) = store::info_pages::public_page(&state.db, locale.code(), slug).await? else { return Ok(None) };
    Ok(Some(InfoPage {
        seo_title: if row.seo_title.is_empty() { row.title.clone() } else { row.seo_title.clone() },
        seo_description: domain::info_page::description(&row.seo_description, &row.html),
        html: served_html(&row.html),
        id: row.id,
        locale: row.locale,
        title: row.title,
        slug: row.slug,
        published_at: row.published_at,
        updated_at: row.updated_at,
        translations: translations.into_iter().map(|(locale, slug)| BlogTranslation { locale, slug }).collect(),
    }))
}

/// An info page.
#[utoipa::path(get, path = "/info-pages/{slug}", tag = "site", params(("slug" = String, Path)), responses((status = 200, body = InfoPage), (status = 404, body = crate::error::ErrorBody)))]
pub async fn info_page(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(slug): Path<String>,
) -> ApiResult<Json<InfoPage>> {
    load_info_page(&state, locale, &slug).await?.map(Json).ok_or_else(ApiError::not_found)
}
