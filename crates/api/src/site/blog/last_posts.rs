//! `GET /last-posts`: the home page's latest published posts in the request's language.

use axum::Json;
use axum::extract::State;

use super::{BlogCard, cards};
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// Posts the home page shows.
const LAST_POSTS: u64 = 3;

/// The latest posts of `locale` as cards (the home page's first data too).
pub async fn load_last_posts(state: &AppState, locale: domain::Locale) -> crate::error::ApiResult<Vec<BlogCard>> {
    let posts = store::blog::published(&state.db, Some(locale.code()), LAST_POSTS).await?;
    let posts = store::blog::with_tags_public(&state.db, posts).await?;
    cards(state, &posts, locale).await
}

/// The latest posts.
#[utoipa::path(get, path = "/last-posts", tag = "site", responses((status = 200, body = Vec<BlogCard>)))]
pub async fn last_posts(State(state): State<AppState>, RequestLocale(locale): RequestLocale) -> ApiResult<Json<Vec<BlogCard>>> {
    Ok(Json(load_last_posts(&state, locale).await?))
}
