//! `GET /info-pages/{id}`: one info page as the editor loads it.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminInfoPage {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub translation_group: i64,
    pub seo_title: String,
    pub seo_description: String,
    pub html: String,
    pub status: String,
    pub published_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
}

pub async fn load(state: &AppState, id: i64) -> ApiResult<AdminInfoPage> {
    let r = store::info_pages::page(&state.db, id).await?.ok_or_else(ApiError::not_found)?;
    Ok(AdminInfoPage {
        id: r.id,
        locale: r.locale,
        title: r.title,
        slug: r.slug,
        translation_group: r.translation_group,
        seo_title: r.seo_title,
        seo_description: r.seo_description,
        html: r.html,
        status: r.status,
        published_at: r.published_at,
        updated_at: r.updated_at,
    })
}

/// An info page.
#[utoipa::path(get, path = "/info-pages/{id}", operation_id = "admin_info_page_get", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = AdminInfoPage), (status = 404, body = crate::error::ErrorBody)))]
pub async fn info_page_get(State(state): State<AppState>, _admin: AdminUser, Path(id): Path<i64>) -> ApiResult<Json<AdminInfoPage>> {
    Ok(Json(load(&state, id).await?))
}
