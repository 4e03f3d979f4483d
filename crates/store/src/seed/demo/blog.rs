//! The demo blog: a few published posts in each language, each translated into the other two (one
//! translation group), under two categories, so the blog, the home page's latest posts, the RSS
//! feeds and the admin's editor have something to show on a fresh `make run`.

use chrono::{DateTime, Duration, Utc};
use domain::Problems;
use domain::blog::parse_tags;
use sea_orm::{ConnectionTrait, FromQueryResult, Value};
use serde::Deserialize;

use crate::sql::statement;

const BLOG: &str = include_str!("../../../../server/seed/blog.json");

/// The demo's categories and posts, also copied by the numbered posts of `seed --posts`.
pub(crate) fn demo_blog() -> anyhow::Result<DemoBlog> {
    Ok(serde_json::from_str(BLOG)?)
}

#[derive(Deserialize)]
pub(crate) struct DemoBlog {
    categories: Vec<DemoCategory>,
    pub posts: Vec<DemoPost>,
}

#[derive(Deserialize)]
struct DemoCategory {
    slug: String,
    tr: String,
    en: String,
    ru: String,
}

#[derive(Deserialize)]
pub(crate) struct DemoPost {
    category: String,
    days_ago: i64,
    pub tr: DemoText,
    pub en: DemoText,
    pub ru: DemoText,
}

#[derive(Deserialize)]
pub(crate) struct DemoText {
    pub title: String,
    /// In the post's language, as the byline shows it.
    pub author: String,
    pub slug: String,
    pub excerpt: String,
    pub tags: Vec<String>,
    pub html: String,
}

#[derive(FromQueryResult)]
struct Id {
    id: i64,
}

async fn insert<C: ConnectionTrait>(db: &C, sql: &str, values: Vec<Value>) -> anyhow::Result<i64> {
    let backend = db.get_database_backend();
    let row = Id::find_by_statement(statement(backend, &format!("{sql} RETURNING id"), values)).one(db).await?;
    row.map(|r| r.id).ok_or_else(|| anyhow::anyhow!("insert returned no id: {sql}"))
}

/// Writes the demo posts; returns how many.
pub(super) async fn seed<C: ConnectionTrait>(db: &C, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let blog = demo_blog()?;
    let mut categories = std::collections::HashMap::new();
    for c in &blog.categories {
        let id = insert(
            db,
            "INSERT INTO blog_categories (slug, name_tr, name_en, name_ru) VALUES (?, ?, ?, ?)",
            vec![c.slug.clone().into(), c.tr.clone().into(), c.en.clone().into(), c.ru.clone().into()],
        )
        .await?;
        categories.insert(c.slug.clone(), id);
    }
    let mut tags = std::collections::HashMap::new();
    let mut written = 0;
    for post in &blog.posts {
        let published = now - Duration::days(post.days_ago);
        let mut group: Option<i64> = None;
        for (locale, text) in [("tr", &post.tr), ("en", &post.en), ("ru", &post.ru)] {
            let row = PostRow {
                locale,
                title: &text.title,
                slug: &text.slug,
                author: &text.author,
                category_id: categories.get(&post.category).copied(),
                excerpt: &text.excerpt,
                html: &text.html,
                tags: &text.tags.join(","),
                published,
            };
            let id = write_post(db, &row, group, &mut tags).await?;
            // The first language's post starts the group its translations join.
            group.get_or_insert(id);
            written += 1;
        }
    }
    Ok(written)
}

/// One published post as the seeds write it.
pub(crate) struct PostRow<'a> {
    pub locale: &'a str,
    pub title: &'a str,
    pub slug: &'a str,
    pub author: &'a str,
    pub category_id: Option<i64>,
    pub excerpt: &'a str,
    pub html: &'a str,
    /// Comma separated, as the editor's field.
    pub tags: &'a str,
    pub published: DateTime<Utc>,
}

/// Writes a published post into translation `group` (a new group when `None`) with its tags,
/// creating the tags `tag_ids` (slug → id) does not know yet; returns the post's id.
pub(crate) async fn write_post<C: ConnectionTrait>(
    db: &C,
    post: &PostRow<'_>,
    group: Option<i64>,
    tag_ids: &mut std::collections::HashMap<String, i64>,
) -> anyhow::Result<i64> {
    let values: Vec<Value> = vec![
        post.locale.into(),
        post.title.into(),
        post.slug.into(),
        post.author.into(),
        post.category_id.into(),
        post.excerpt.into(),
        post.title.into(),
        post.excerpt.into(),
        post.html.into(),
        "published".into(),
        post.published.into(),
        post.published.into(),
        post.published.into(),
        group.unwrap_or(0).into(),
    ];
    let id = insert(
        db,
        "INSERT INTO blog_posts (locale, title, slug, author, category_id, excerpt, seo_title, seo_description, html, status, \
         publish_at, created_at, updated_at, translation_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        values,
    )
    .await?;
    db.execute_raw(statement(
        db.get_database_backend(),
        "UPDATE blog_posts SET translation_group = ? WHERE id = ?",
        vec![group.unwrap_or(id).into(), id.into()],
    ))
    .await?;
    // The editor's own tag rule, so the seeds' slugs are what an admin's save would give.
    let mut problems = Problems::default();
    let parsed = parse_tags(post.tags, &mut problems).ok_or_else(|| anyhow::anyhow!("seed tags: {}", post.tags))?;
    for tag in parsed {
        let tag_id = match tag_ids.get(&tag.slug) {
            Some(id) => *id,
            None => {
                let id =
                    insert(db, "INSERT INTO blog_tags (name, slug) VALUES (?, ?)", vec![tag.name.clone().into(), tag.slug.clone().into()])
                        .await?;
                tag_ids.insert(tag.slug, id);
                id
            }
        };
        db.execute_raw(statement(
            db.get_database_backend(),
            "INSERT INTO blog_post_tags (post_id, tag_id) VALUES (?, ?)",
            vec![id.into(), tag_id.into()],
        ))
        .await?;
    }
    Ok(id)
}
