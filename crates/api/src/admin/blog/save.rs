//! `POST /blog` and `PUT /blog/{id}`: the editor's save. The HTML is sanitised, tags (1–10,
//! comma separated) are created on the fly, the slug is the transliterated title unless given and
//! unique per language, the cover must be a 600×390 picture.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::Problems;
use domain::blog::{PostInput, RawPost, cover_fits};
use serde::Deserialize;
use store::blog::{PostWrite, Saved};
use utoipa::ToSchema;

use super::get::{AdminBlogPost, load};
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct BlogPostInput {
    /// `tr`, `en` or `ru`: the language the post is written in.
    pub locale: String,
    pub title: String,
    /// Empty: the transliterated title.
    pub slug: Option<String>,
    pub author: String,
    pub category_id: Option<i64>,
    /// An uploaded picture of exactly 600×390.
    pub cover_file_id: Option<i64>,
    pub excerpt: Option<String>,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    /// HTML from the editor; sanitised before it is stored.
    pub html: String,
    /// 1 to 10 tags, comma separated.
    pub tags: String,
    /// `draft`, `published` or `planned`.
    pub status: String,
    /// When a planned post is published (required for `planned`).
    pub publish_at: Option<DateTime<Utc>>,
    /// The post this one translates (on creation).
    pub translation_of: Option<i64>,
}

async fn check(state: &AppState, body: &BlogPostInput) -> ApiResult<PostWrite> {
    let mut problems = Problems::default();
    if domain::Locale::parse(&body.locale).is_none() {
        problems.push("locale", "wrong_format");
    }
    if let Some(id) = body.category_id
        && !store::blog::category_exists(&state.db, id).await?
    {
        problems.push("category_id", "wrong_format");
    }
    if let Some(id) = body.cover_file_id {
        match store::files::file(&state.db, id).await? {
            Some(file) if cover_fits(file.width, file.height) => {}
            Some(_) => problems.push_with("cover_file_id", "blog_cover_size", vec![("width", "600".into()), ("height", "390".into())]),
            None => problems.push("cover_file_id", "wrong_format"),
        }
    }
    let raw = RawPost {
        title: &body.title,
        slug: body.slug.as_deref(),
        author: &body.author,
        excerpt: body.excerpt.as_deref(),
        seo_title: body.seo_title.as_deref(),
        seo_description: body.seo_description.as_deref(),
        html: &body.html,
        tags: &body.tags,
        status: &body.status,
        publish_at: body.publish_at,
    };
    let input = match PostInput::parse(raw, Utc::now()) {
        Ok(input) => Some(input),
        Err(found) => {
            problems.extend(found);
            None
        }
    };
    let input = problems.finish(input)?;
    Ok(PostWrite {
        input,
        locale: body.locale.clone(),
        category_id: body.category_id,
        cover_file_id: body.cover_file_id,
        translation_of: body.translation_of,
    })
}

async fn save(state: &AppState, admin: &crate::auth::CurrentUser, id: Option<i64>, body: BlogPostInput) -> ApiResult<AdminBlogPost> {
    let write = check(state, &body).await?;
    match store::blog::save(&state.db, id, write, admin.actor(), Utc::now()).await? {
        Saved::Ok(id) => load(state, id).await,
        Saved::SlugTaken => Err(ApiError::from(Problems::one("slug", "blog_slug_taken"))),
        Saved::NotFound => Err(ApiError::not_found()),
    }
}

/// Creates a post.
#[utoipa::path(post, path = "/blog", operation_id = "admin_blog_create", tag = "admin", request_body = BlogPostInput, responses((status = 200, body = AdminBlogPost), (status = 422, body = crate::error::ErrorBody)))]
pub async fn blog_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(body): ValidJson<BlogPostInput>,
) -> ApiResult<Json<AdminBlogPost>> {
    Ok(Json(save(&state, &admin, None, body).await?))
}

/// Updates a post.
#[utoipa::path(put, path = "/blog/{id}", operation_id = "admin_blog_update", tag = "admin", params(("id" = i64, Path)), request_body = BlogPostInput, responses((status = 200, body = AdminBlogPost), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn blog_update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<BlogPostInput>,
) -> ApiResult<Json<AdminBlogPost>> {
    Ok(Json(save(&state, &admin, Some(id), body).await?))
}
