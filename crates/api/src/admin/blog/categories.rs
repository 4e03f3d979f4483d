//! `/blog-categories` and `/blog-tags`: the categories (named in three languages) and tags.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use domain::Problems;
use domain::text::slugify;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminBlogCategory {
    pub id: i64,
    pub slug: String,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminBlogTag {
    pub id: i64,
    pub name: String,
    pub slug: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BlogLibs {
    pub categories: Vec<AdminBlogCategory>,
    pub tags: Vec<AdminBlogTag>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BlogCategoryInput {
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
}

/// Categories and tags.
#[utoipa::path(get, path = "/blog-libs", operation_id = "admin_blog_libs", tag = "admin", responses((status = 200, body = BlogLibs)))]
pub async fn blog_libs(State(state): State<AppState>, _admin: AdminUser) -> ApiResult<Json<BlogLibs>> {
    let categories = store::blog::categories(&state.db)
        .await?
        .into_iter()
        .map(|c| AdminBlogCategory { id: c.id, slug: c.slug, name_tr: c.name_tr, name_en: c.name_en, name_ru: c.name_ru })
        .collect();
    let tags = store::blog::tags(&state.db).await?.into_iter().map(|t| AdminBlogTag { id: t.id, name: t.name, slug: t.slug }).collect();
    Ok(Json(BlogLibs { categories, tags }))
}

/// Creates a category; its slug is the transliterated Turkish name.
#[utoipa::path(post, path = "/blog-categories", operation_id = "admin_blog_category_create", tag = "admin", request_body = BlogCategoryInput, responses((status = 200, body = AdminBlogCategory), (status = 422, body = crate::error::ErrorBody)))]
pub async fn blog_category_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(body): ValidJson<BlogCategoryInput>,
) -> ApiResult<Json<AdminBlogCategory>> {
    let mut problems = Problems::default();
    let tr = problems.required_text("name_tr", &body.name_tr, 100);
    let en = problems.required_text("name_en", &body.name_en, 100);
    let ru = problems.required_text("name_ru", &body.name_ru, 100);
    let (tr, en, ru) = problems.finish(tr.zip(en).zip(ru).map(|((a, b), c)| (a, b, c)))?;
    let slug = slugify(&tr);
    if slug.is_empty() {
        return Err(Problems::one("name_tr", "wrong_format").into());
    }
    let id = store::blog::create_category(&state.db, &slug, [&tr, &en, &ru], admin.actor())
        .await?
        .ok_or_else(|| ApiError::from(Problems::one("name_tr", "blog_slug_taken")))?;
    Ok(Json(AdminBlogCategory { id, slug, name_tr: tr, name_en: en, name_ru: ru }))
}

/// Deletes a category (its posts keep no category).
#[utoipa::path(delete, path = "/blog-categories/{id}", operation_id = "admin_blog_category_delete", tag = "admin", params(("id" = i64, Path)), responses((status = 204), (status = 404, body = crate::error::ErrorBody)))]
pub async fn blog_category_delete(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
) -> ApiResult<StatusCode> {
    if store::blog::delete_category(&state.db, id, admin.actor()).await? { Ok(StatusCode::NO_CONTENT) } else { Err(ApiError::not_found()) }
}

/// Deletes a tag (its posts lose it).
#[utoipa::path(delete, path = "/blog-tags/{id}", operation_id = "admin_blog_tag_delete", tag = "admin", params(("id" = i64, Path)), responses((status = 204), (status = 404, body = crate::error::ErrorBody)))]
pub async fn blog_tag_delete(State(state): State<AppState>, _admin: AdminUser, Path(id): Path<i64>) -> ApiResult<StatusCode> {
    if store::blog::delete_tag(&state.db, id).await? { Ok(StatusCode::NO_CONTENT) } else { Err(ApiError::not_found()) }
}
