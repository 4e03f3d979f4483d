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

#[derive(Deserialize)]
struct DemoBlog {
    categories: Vec<DemoCategory>,
    posts: Vec<DemoPost>,
}

#[derive(Deserialize)]
struct DemoCategory {
    slug: String,
    tr: String,
    en: String,
    ru: String,
}

#[derive(Deserialize)]
struct DemoPost {
    category: String,
    days_ago: i64,
    author: String,
    tr: DemoText,
    en: DemoText,
    ru: DemoText,
}

#[derive(Deserialize)]
struct DemoText {
    title: String,
    slug: String,
    excerpt: String,
    tags: Vec<String>,
    html: String,
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
    let blog: DemoBlog = serde_json::from_str(BLOG)?;
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
            let values: Vec<Value> = vec![
                locale.into(),
                text.title.clone().into(),
                text.slug.clone().into(),
                post.author.clone().into(),
                categories.get(&post.category).copied().into(),
                text.excerpt.clone().into(),
                text.title.clone().into(),
                text.excerpt.clone().into(),
                text.html.clone().into(),
                "published".into(),
                published.into(),
                published.into(),
                published.into(),
                group.unwrap_or(0).into(),
            ];
            let id = insert(
                db,
                "INSERT INTO blog_posts (locale, title, slug, author, category_id, excerpt, seo_title, seo_description, html, status, \
                 publish_at, created_at, updated_at, translation_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                values,
            )
            .await?;
            // The first language's post starts the group its translations join.
            let group_id = *group.get_or_insert(id);
            db.execute_raw(statement(
                db.get_database_backend(),
                "UPDATE blog_posts SET translation_group = ? WHERE id = ?",
                vec![group_id.into(), id.into()],
            ))
            .await?;
            // The editor's own tag rule, so the demo's slugs are what an admin's save would give.
            let mut problems = Problems::default();
            let parsed = parse_tags(&text.tags.join(","), &mut problems).ok_or_else(|| anyhow::anyhow!("demo tags: {:?}", text.tags))?;
            for tag in parsed {
                let tag_id = match tags.get(&tag.slug) {
                    Some(id) => *id,
                    None => {
                        let id = insert(
                            db,
                            "INSERT INTO blog_tags (name, slug) VALUES (?, ?)",
                            vec![tag.name.clone().into(), tag.slug.clone().into()],
                        )
                        .await?;
                        tags.insert(tag.slug, id);
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
            written += 1;
        }
    }
    Ok(written)
}
