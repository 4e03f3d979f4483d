//! `GET /blog`: published posts of the request's language, newest first, by category or tag.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use store::blog::PublicFilter;
use utoipa::{IntoParams, ToSchema};

use super::{BlogCard, BlogCategory, cards};
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// Posts on one page of the list.
pub const BLOG_PAGE_SIZE: u64 = 12;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BlogQuery {
    /// A category's slug.
    pub category: Option<String>,
    /// A tag's slug.
    pub tag: Option<String>,
    /// 1-based, at most 10000 (beyond: 422)
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BlogList {
    pub posts: Vec<BlogCard>,
    pub total: u64,
    pub page: u32,
    pub page_size: u64,
    /// Every category (for the filter), in the request's language.
    pub categories: Vec<BlogCategory>,
}

/// The blog list.
#[utoipa::path(get, path = "/blog", tag = "site", params(BlogQuery), responses((status = 200, body = BlogList), (status = 422, body = crate::error::ErrorBody)))]
pub async fn blog_list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ValidQuery(query): ValidQuery<BlogQuery>,
) -> ApiResult<Json<BlogList>> {
    Ok(Json(load_list(&state, locale, query).await?))
}

/// One page of the list (also embedded in the blog page the server renders).
pub async fn load_list(state: &AppState, locale: domain::Locale, query: BlogQuery) -> ApiResult<BlogList> {
    let window = domain::paging::page(query.page, None, BLOG_PAGE_SIZE, BLOG_PAGE_SIZE)?;
    let page = query.page.unwrap_or(1) as u32;
    let filter = PublicFilter { category: query.category.filter(|c| !c.is_empty()), tag: query.tag.filter(|t| !t.is_empty()) };
    let offset = window.offset;
    let (posts, total) = store::blog::public_list(&state.db, locale.code(), &filter, offset, BLOG_PAGE_SIZE).await?;
    let categories = store::blog::categories(&state.db)
        .await?
        .into_iter()
        .map(|c| {
            let name = match locale {
                domain::Locale::Tr => c.name_tr,
                domain::Locale::En => {
                    if c.name_en.is_empty() {
                        c.name_tr
                    } else {
                        c.name_en
                    }
                }
                domain::Locale::Ru => {
                    if c.name_ru.is_empty() {
                        c.name_tr
                    } else {
                        c.name_ru
                    }
                }
            };
            BlogCategory { slug: c.slug, name }
        })
        .collect();
    Ok(BlogList { posts: cards(state, &posts, locale).await?, total, page, page_size: BLOG_PAGE_SIZE, categories })
}
