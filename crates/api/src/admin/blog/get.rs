//! `GET /blog/{id}`: one post as the editor loads it.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::Path;
use crate::site::blog::cover_url;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminBlogPost {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub translation_group: i64,
    pub author: String,
    pub category_id: Option<i64>,
    pub cover_file_id: Option<i64>,
    pub cover_url: Option<String>,
    pub excerpt: String,
    pub seo_title: String,
    pub seo_description: String,
    pub html: String,
    /// The tags comma separated, as the editor's field shows them.
    pub tags: String,
    pub status: String,
    pub publish_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
}

pub async fn load(state: &AppState, id: i64) -> ApiResult<AdminBlogPost> {
    let post = store::blog::post(&state.db, id).await?.ok_or_else(ApiError::not_found)?;
    let r = post.row;
    Ok(AdminBlogPost {
        cover_url: cover_url(state, r.cover_file_id).await?,
        id: r.id,
        locale: r.locale,
        title: r.title,
        slug: r.slug,
        translation_group: r.translation_group,
        author: r.author,
        category_id: r.category_id,
        cover_file_id: r.cover_file_id,
        excerpt: r.excerpt,
        seo_title: r.seo_title,
        seo_description: r.seo_description,
        html: r.html,
        tags: post.tags.iter().map(|t| t.name.as_str()).collect::<Vec<_>>().join(", "),
        status: r.status,
        publish_at: r.publish_at,
        updated_at: r.updated_at,
    })
}

/// A post.
#[utoipa::path(get, path = "/blog/{id}", operation_id = "admin_blog_get", tag = "admin", params(("id" = i64, Path)), responses((status = 200, body = AdminBlogPost), (status = 404, body = crate::error::ErrorBody)))]
pub async fn blog_get(State(state): State<AppState>, _admin: AdminUser, Path(id): Path<i64>) -> ApiResult<Json<AdminBlogPost>> {
    Ok(Json(load(&state, id).await?))
}
