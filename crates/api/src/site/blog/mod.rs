//! `/api/site/blog…` (issue #20 item 1): the public blog in the request's language. Only
//! published posts are read; the HTML is sanitised again on the way out.

mod last_posts;
mod list;
mod post;

pub use last_posts::*;
pub use list::*;
pub use post::*;

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::agreement::sanitize_article_html;
use domain::blog::reading_minutes;
use serde::Serialize;
use store::blog::Post;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::images::file_url;
use crate::state::AppState;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BlogTag {
    pub name: String,
    pub slug: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BlogCategory {
    pub slug: String,
    /// In the request's language.
    pub name: String,
}

/// A post as lists show it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BlogCard {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub author: String,
    pub category: Option<BlogCategory>,
    /// The 600×390 cover's URL.
    pub cover_url: Option<String>,
    pub excerpt: String,
    pub published_at: Option<DateTime<Utc>>,
    pub reading_minutes: u32,
    pub tags: Vec<BlogTag>,
}

fn category(post: &Post, locale: Locale) -> Option<BlogCategory> {
    let row = &post.row;
    let slug = row.category_slug.clone()?;
    let tr = row.category_name_tr.clone().unwrap_or_default();
    let name = match locale {
        Locale::Tr => tr,
        Locale::En => row.category_name_en.clone().filter(|n| !n.is_empty()).unwrap_or(tr),
        Locale::Ru => row.category_name_ru.clone().filter(|n| !n.is_empty()).unwrap_or(tr),
    };
    Some(BlogCategory { slug, name })
}

/// The cover's URL, when the post has one.
pub async fn cover_url(state: &AppState, cover_file_id: Option<i64>) -> ApiResult<Option<String>> {
    let Some(id) = cover_file_id else { return Ok(None) };
    Ok(store::files::file(&state.db, id).await?.map(|f| file_url(&f.storage_key)))
}

/// The card of a post (its excerpt defaults to the text's beginning).
pub async fn card(state: &AppState, post: &Post, locale: Locale) -> ApiResult<BlogCard> {
    let row = &post.row;
    let excerpt = if row.excerpt.is_empty() {
        let text = domain::blog::visible_text(&row.html);
        text.chars().take(200).collect()
    } else {
        row.excerpt.clone()
    };
    Ok(BlogCard {
        id: row.id,
        locale: row.locale.clone(),
        title: row.title.clone(),
        slug: row.slug.clone(),
        author: row.author.clone(),
        category: category(post, locale),
        cover_url: cover_url(state, row.cover_file_id).await?,
        excerpt,
        published_at: row.publish_at,
        reading_minutes: reading_minutes(&row.html),
        tags: post.tags.iter().map(|t| BlogTag { name: t.name.clone(), slug: t.slug.clone() }).collect(),
    })
}

pub async fn cards(state: &AppState, posts: &[Post], locale: Locale) -> ApiResult<Vec<BlogCard>> {
    let mut out = Vec::with_capacity(posts.len());
    for post in posts {
        out.push(card(state, post, locale).await?);
    }
    Ok(out)
}

/// The HTML as served: sanitised again, in case a row was written around the editor.
pub fn served_html(html: &str) -> String {
    sanitize_article_html(html)
}
