//! `randevu seed --posts N` (issue #20's speed target): N published blog posts on top of the demo,
//! for the blog list and post benchmarks. The texts are the demo's posts (real prose, 2–5 KB of
//! HTML), numbered so every slug and title is unique; each group of three is one post in tr, en and
//! ru (a translation group), spread over the last N days, in the demo's categories, with the demo's
//! tags plus one of 40 numbered tags so a tag filter selects a realistic share. Deterministic;
//! running it again when numbered posts exist adds nothing.

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{FromQueryResult, TransactionTrait};

use super::demo::blog::{PostRow, demo_blog, write_post};
use crate::Db;
use crate::sql::statement;

/// Slugs of the numbered posts start with this, which is how a second run recognises them.
const PREFIX: &str = "yazi-";
/// Numbered tags, so tag filters on the bench data select about one post in forty.
const NUMBERED_TAGS: usize = 40;

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

#[derive(FromQueryResult)]
struct Id {
    id: i64,
}

#[derive(FromQueryResult)]
struct Tag {
    id: i64,
    slug: String,
}

/// Writes `count` numbered posts (rounded up to whole translation groups); returns how many it wrote.
pub async fn load(db: &Db, count: usize) -> anyhow::Result<usize> {
    load_at(db, count, Utc::now()).await
}

async fn load_at(db: &Db, count: usize, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let backend = db.get_database_backend();
    let existing = Count::find_by_statement(statement(
        backend,
        "SELECT COUNT(*) AS n FROM blog_posts WHERE slug LIKE ?",
        vec![format!("{PREFIX}%").into()],
    ))
    .one(db)
    .await?
    .map_or(0, |c| c.n);
    if existing > 0 {
        return Ok(0);
    }
    let demo = demo_blog()?;
    anyhow::ensure!(!demo.posts.is_empty(), "the demo blog has no posts to copy");
    let categories: Vec<i64> = Id::find_by_statement(statement(backend, "SELECT id FROM blog_categories ORDER BY id", vec![]))
        .all(db)
        .await?
        .into_iter()
        .map(|r| r.id)
        .collect();
    // The tags already there (the demo's, after `seed --demo`) are reused, not inserted again
    // (their slugs are unique).
    let mut tag_ids: HashMap<String, i64> = Tag::find_by_statement(statement(backend, "SELECT id, slug FROM blog_tags", vec![]))
        .all(db)
        .await?
        .into_iter()
        .map(|t| (t.slug, t.id))
        .collect();
    let txn = db.begin().await?;
    let mut written = 0;
    for number in 1..=count.div_ceil(3) {
        let source = &demo.posts[number % demo.posts.len()];
        let published = now - Duration::hours(number as i64 * 24 + 1);
        let category_id = (!categories.is_empty()).then(|| categories[number % categories.len()]);
        let mut group = None;
        for (locale, text) in [("tr", &source.tr), ("en", &source.en), ("ru", &source.ru)] {
            let title = format!("{} ({number})", text.title);
            let slug = format!("{PREFIX}{number}-{}", text.slug);
            let tags = format!("{},seri {}", text.tags.join(","), number % NUMBERED_TAGS + 1);
            let row = PostRow {
                locale,
                title: &title,
                slug: &slug,
                author: &text.author,
                category_id,
                excerpt: &text.excerpt,
                html: &text.html,
                tags: &tags,
                published,
            };
            let id = write_post(&txn, &row, group, &mut tag_ids).await?;
            group.get_or_insert(id);
            written += 1;
        }
    }
    txn.commit().await?;
    super::analyze(db).await?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm::ConnectionTrait;

    #[tokio::test]
    async fn writes_translated_numbered_posts_once() {
        let db = crate::connect("sqlite::memory:").await.unwrap();
        crate::migrate(&db).await.unwrap();
        let now = Utc::now();
        // A tag the posts use exists already, as the demo's do after `seed --demo`.
        db.execute_raw(statement(db.get_database_backend(), "INSERT INTO blog_tags (name, slug) VALUES ('seri 2', 'seri-2')", vec![]))
            .await
            .unwrap();
        assert_eq!(load_at(&db, 10, now).await.unwrap(), 12, "rounded up to four groups of three");
        assert_eq!(load_at(&db, 10, now).await.unwrap(), 0, "a second run adds nothing");
        let groups = Count::find_by_statement(statement(
            db.get_database_backend(),
            "SELECT COUNT(DISTINCT translation_group) AS n FROM blog_posts WHERE slug LIKE 'yazi-%' AND status = 'published'",
            vec![],
        ))
        .one(&db)
        .await
        .unwrap()
        .unwrap();
        assert_eq!(groups.n, 4);
    }
}
