//! `GET /info-pages`: the published info pages of the request's language, newest first.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::Locale;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// At most this many pages are listed (they are few: campaigns, city guides).
const LIST_MAX: u64 = 200;

#[derive(Debug, Serialize, ToSchema)]
pub struct InfoPageCard {
    pub title: String,
    pub slug: String,
    /// The SEO description or the text's beginning.
    pub description: String,
    pub published_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InfoPageList {
    pub pages: Vec<InfoPageCard>,
}

/// The list `/i` shows (also embedded in the page's first data as `info_pages`).
pub async fn load_info_pages(state: &AppState, locale: Locale) -> ApiResult<InfoPageList> {
    let rows = store::info_pages::published(&state.db, Some(locale.code()), LIST_MAX).await?;
    let pages = rows
        .into_iter()
        .map(|r| InfoPageCard {
            description: domain::info_page::description(&r.seo_description, &r.html),
            title: r.title,
            slug: r.slug,
            published_at: r.published_at,
        })
        .collect();
    Ok(InfoPageList { pages })
}

/// The published info pages.
#[utoipa::path(get, path = "/info-pages", tag = "site", responses((status = 200, body = InfoPageList)))]
pub async fn info_pages(State(state): State<AppState>, RequestLocale(locale): RequestLocale) -> ApiResult<Json<InfoPageList>> {
    Ok(Json(load_info_pages(&state, locale).await?))
}
