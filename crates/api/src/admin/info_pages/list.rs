//! `GET /info-pages`: every info page (any state); filters status, locale, search.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use store::info_pages::AdminFilter;
use utoipa::{IntoParams, ToSchema};

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::json::ValidQuery;
use crate::state::AppState;

const PAGE_SIZE: u64 = 20;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AdminInfoPagesQuery {
    /// `draft` or `published`.
    pub status: Option<String>,
    pub locale: Option<String>,
    pub q: Option<String>,
    /// 1-based, at most 10000 (beyond: 422)
    #[param(minimum = 1, maximum = 10000)]
    pub page: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminInfoPageRow {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub status: String,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminInfoPages {
    pub rows: Vec<AdminInfoPageRow>,
    pub total: u64,
    pub page: u32,
    pub page_size: u64,
}

/// The admin's info pages.
#[utoipa::path(get, path = "/info-pages", operation_id = "admin_info_pages_list", tag = "admin", params(AdminInfoPagesQuery), responses((status = 200, body = AdminInfoPages)))]
pub async fn info_pages_list(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<AdminInfoPagesQuery>,
) -> ApiResult<Json<AdminInfoPages>> {
    let window = domain::paging::page(query.page, None, PAGE_SIZE, PAGE_SIZE)?;
    let filter = AdminFilter {
        status: query.status.filter(|s| domain::info_page::PageStatus::parse(s).is_some()),
        locale: query.locale.filter(|l| domain::Locale::parse(l).is_some()),
        search: query.q.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty()),
    };
    let (pages, total) = store::info_pages::admin_list(&state.db, &filter, window.offset, window.limit).await?;
    let rows = pages
        .into_iter()
        .map(|p| AdminInfoPageRow { id: p.id, locale: p.locale, title: p.title, slug: p.slug, status: p.status, updated_at: p.updated_at })
        .collect();
    Ok(Json(AdminInfoPages { rows, total, page: query.page.unwrap_or(1) as u32, page_size: PAGE_SIZE }))
}
