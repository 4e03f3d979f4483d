//! `GET /blog`: every post (any state) with counters per state; filters status, locale, search.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use store::blog::AdminFilter;
use utoipa::{IntoParams, ToSchema};

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

const PAGE_SIZE: u64 = 20;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AdminBlogQuery {
    /// `draft`, `published` or `planned`.
    pub status: Option<String>,
    pub locale: Option<String>,
    pub q: Option<String>,
    /// 1-based, at most 10000 (beyond: 422)
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminBlogRow {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub author: String,
    pub status: String,
    pub publish_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub tags: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StateCount {
    pub status: String,
    pub count: u64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminBlogList {
    pub rows: Vec<AdminBlogRow>,
    pub total: u64,
    pub page: u32,
    pub page_size: u64,
    pub counts: Vec<StateCount>,
}

/// The admin's posts.
#[utoipa::path(get, path = "/blog", operation_id = "admin_blog_list", tag = "admin", params(AdminBlogQuery), responses((status = 200, body = AdminBlogList)))]
pub async fn blog_list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<AdminBlogQuery>,
) -> ApiResult<Json<AdminBlogList>> {
    let window = domain::paging::page(query.page, None, PAGE_SIZE, PAGE_SIZE)?;
    let page = query.page.unwrap_or(1) as u32;
    let filter = AdminFilter {
        status: query.status.filter(|s| domain::blog::PostStatus::parse(s).is_some()),
        locale: query.locale.filter(|l| domain::Locale::parse(l).is_some()),
        search: query.q.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty()),
    };
    let (posts, total) = store::blog::admin_list(&state.db, &filter, window.offset, window.limit).await?;
    let counts = store::blog::counts(&state.db).await?.into_iter().map(|(status, count)| StateCount { status, count }).collect();
    let rows = posts
        .into_iter()
        .map(|p| AdminBlogRow {
            id: p.row.id,
            locale: p.row.locale,
            title: p.row.title,
            slug: p.row.slug,
            author: p.row.author,
            status: p.row.status,
            publish_at: p.row.publish_at,
            updated_at: p.row.updated_at,
            tags: p.tags.into_iter().map(|t| t.name).collect(),
        })
        .collect();
    Ok(Json(AdminBlogList { rows, total, page, page_size: PAGE_SIZE, counts }))
}
