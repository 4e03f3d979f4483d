//! `GET /blog/{slug}`: one published post of the request's language with its translations and
//! similar posts (same tags first, then the same category).

use axum::Json;
use axum::extract::State;
use domain::Locale;
use serde::Serialize;
use utoipa::ToSchema;

use super::{BlogCard, card, cards, served_html};
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// Similar posts under a post.
const SIMILAR: u64 = 3;

#[derive(Debug, Serialize, ToSchema)]
pub struct BlogTranslation {
    pub locale: String,
    pub slug: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BlogPost {
    #[serde(flatten)]
    pub card: BlogCard,
    /// Sanitised HTML.
    pub html: String,
    /// The page title (the post's title when no SEO title was set).
    pub seo_title: String,
    pub seo_description: String,
    /// The published versions of this post, this one included.
    pub translations: Vec<BlogTranslation>,
    pub similar: Vec<BlogCard>,
}

/// The post `slug` of `locale`, or `None`.
pub async fn load_post(state: &AppState, locale: Locale, slug: &str) -> ApiResult<Option<BlogPost>> {
    let Some(found) = store::blog::public_post(&state.db, locale.code(), slug, SIMILAR).await? else { return Ok(None) };
    let row = &found.post.row;
    let card = card(state, &found.post, locale).await?;
    Ok(Some(BlogPost {
        seo_title: if row.seo_title.is_empty() { row.title.clone() } else { row.seo_title.clone() },
        seo_description: if row.seo_description.is_empty() {
            card.excerpt.chars().take(160).collect()
        } else {
            row.seo_description.clone()
        },
        html: served_html(&row.html),
        translations: found.translations.into_iter().map(|(locale, slug)| BlogTranslation { locale, slug }).collect(),
        similar: cards(state, &found.similar, locale).await?,
        card,
    }))
}

/// A post.
#[utoipa::path(get, path = "/blog/{slug}", tag = "site", params(("slug" = String, Path)), responses((status = 200, body = BlogPost), (status = 404, body = crate::error::ErrorBody)))]
pub async fn blog_post(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(slug): Path<String>,
) -> ApiResult<Json<BlogPost>> {
    load_post(&state, locale, &slug).await?.map(Json).ok_or_else(ApiError::not_found)
}
