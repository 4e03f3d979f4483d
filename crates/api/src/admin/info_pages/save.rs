//! `POST /info-pages` and `PUT /info-pages/{id}`: the editor's save. The HTML is sanitised, the
//! slug is the transliterated title unless given and unique per language (`info_page_slug_taken`).

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::Problems;
use domain::info_page::{PageInput, RawPage};
use serde::Deserialize;
use store::info_pages::Saved;
use utoipa::ToSchema;

use super::get::{AdminInfoPage, load};
use crate::auth::{AdminUser, CurrentUser};
use crate::error::{ApiError, ApiResult};
use crate::json::{Path, ValidJson};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct InfoPageInput {
    /// `tr`, `en` or `ru`: the language the page is written in.
    pub locale: String,
    pub title: String,
    /// Empty: the transliterated title.
    pub slug: Option<String>,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    /// HTML from the editor; sanitised before it is stored.
    pub html: String,
    /// `draft` or `published`.
    pub status: String,
    /// The page this one translates (on creation).
    pub translation_of: Option<i64>,
}

async fn save(state: &AppState, admin: &CurrentUser, id: Option<i64>, body: InfoPageInput) -> ApiResult<AdminInfoPage> {
    let mut problems = Problems::default();
    let locale = domain::Locale::parse(&body.locale);
    if locale.is_none() {
        problems.push("locale", "wrong_format");
    }
    let raw = RawPage {
        title: &body.title,
        slug: body.slug.as_deref(),
        seo_title: body.seo_title.as_deref(),
        seo_description: body.seo_description.as_deref(),
        html: &body.html,
        status: &body.status,
    };
    let input = match PageInput::parse(raw) {
        Ok(input) => Some(input),
        Err(found) => {
            problems.extend(found);
            None
        }
    };
    let (input, locale) = problems.finish(input.zip(locale))?;
    match store::info_pages::save(&state.db, id, locale.code(), &input, body.translation_of, admin.actor(), Utc::now()).await? {
        Saved::Ok(id) => load(state, id).await,
        Saved::SlugTaken => Err(ApiError::from(Problems::one("slug", "info_page_slug_taken"))),
        Saved::NotFound => Err(ApiError::not_found()),
    }
}

/// Creates an info page.
#[utoipa::path(post, path = "/info-pages", operation_id = "admin_info_page_create", tag = "admin", request_body = InfoPageInput, responses((status = 200, body = AdminInfoPage), (status = 422, body = crate::error::ErrorBody)))]
pub async fn info_page_create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(body): ValidJson<InfoPageInput>,
) -> ApiResult<Json<AdminInfoPage>> {
    Ok(Json(save(&state, &admin, None, body).await?))
}

/// Updates an info page.
#[utoipa::path(put, path = "/info-pages/{id}", operation_id = "admin_info_page_update", tag = "admin", params(("id" = i64, Path)), request_body = InfoPageInput, responses((status = 200, body = AdminInfoPage), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn info_page_update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<InfoPageInput>,
) -> ApiResult<Json<AdminInfoPage>> {
    Ok(Json(save(&state, &admin, Some(id), body).await?))
}
