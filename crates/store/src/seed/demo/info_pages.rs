//! The demo info pages (`/i`): a campaign and a city guide, each written in tr, en and ru (one
//! translation group), so `/i`, its pages and their sitemap entries show something on a fresh
//! `make run`. The HTML goes through the editor's own rule (`domain::info_page`).

use chrono::{DateTime, Duration, Utc};
use domain::info_page::{PageInput, RawPage};
use sea_orm::{ConnectionTrait, FromQueryResult, Value};
use serde::Deserialize;

use crate::sql::statement;

const PAGES: &str = include_str!("../../../../server/seed/info_pages.json");

#[derive(Deserialize)]
struct DemoPages {
    pages: Vec<DemoPage>,
}

#[derive(Deserialize)]
struct DemoPage {
    days_ago: i64,
    tr: DemoText,
    en: DemoText,
    ru: DemoText,
}

#[derive(Deserialize)]
struct DemoText {
    title: String,
    slug: String,
    seo_description: String,
    html: String,
}

#[derive(FromQueryResult)]
struct Id {
    id: i64,
}

/// Writes the demo pages; returns how many (one per language).
pub(super) async fn seed<C: ConnectionTrait>(db: &C, now: DateTime<Utc>) -> anyhow::Result<usize> {
    let demo: DemoPages = serde_json::from_str(PAGES)?;
    let backend = db.get_database_backend();
    let mut written = 0;
    for page in &demo.pages {
        let published = now - Duration::days(page.days_ago);
        let mut group: Option<i64> = None;
        for (locale, text) in [("tr", &page.tr), ("en", &page.en), ("ru", &page.ru)] {
            let raw = RawPage {
                title: &text.title,
                slug: Some(&text.slug),
                seo_title: None,
                seo_description: Some(&text.seo_description),
                html: &text.html,
                status: "published",
            };
            let input = PageInput::parse(raw).map_err(|p| anyhow::anyhow!("demo info page {}: {:?}", text.slug, p.codes()))?;
            let values: Vec<Value> = vec![
                locale.into(),
                input.title.into(),
                input.slug.into(),
                group.unwrap_or(0).into(),
                input.seo_title.into(),
                input.seo_description.into(),
                input.html.into(),
                input.status.as_str().into(),
                published.into(),
                published.into(),
                published.into(),
            ];
            let row = Id::find_by_statement(statement(
                backend,
                "INSERT INTO info_pages (locale, title, slug, translation_group, seo_title, seo_description, html, status, published_at, \
                 created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                values,
            ))
            .one(db)
            .await?
            .ok_or_else(|| anyhow::anyhow!("info page insert returned no id"))?;
            if group.is_none() {
                db.execute_raw(statement(backend, "UPDATE info_pages SET translation_group = id WHERE id = ?", vec![row.id.into()]))
                    .await?;
                group = Some(row.id);
            }
            written += 1;
        }
    }
    Ok(written)
}
