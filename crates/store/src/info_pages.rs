//! Info pages' SQL (issue #20 item 7): pages per locale (translations share `translation_group`),
//! the public list and page (published only), the admin's list, save and delete (audited).

use chrono::{DateTime, Utc};
use domain::info_page::{PageInput, PageStatus};
use sea_orm::{ConnectionTrait, DatabaseConnection, FromQueryResult, Value};
use serde_json::json;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::sql::statement;

/// A page as every reader gets it.
#[derive(Debug, Clone, FromQueryResult)]
pub struct PageRow {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub translation_group: i64,
    pub seo_title: String,
    pub seo_description: String,
    pub html: String,
    pub status: String,
    pub published_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const COLUMNS: &str =
    "id, locale, title, slug, translation_group, seo_title, seo_description, html, status, published_at, created_at, updated_at";

#[derive(Debug, Clone, FromQueryResult)]
struct Id {
    id: i64,
}

#[derive(Debug, Clone, FromQueryResult)]
struct Count {
    n: i64,
}

/// The outcome of a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    Ok(i64),
    /// Another page of the same locale has the slug.
    SlugTaken,
    NotFound,
}

async fn rows<C: ConnectionTrait, T: FromQueryResult>(db: &C, sql: &str, values: Vec<Value>) -> Result<Vec<T>, Error> {
    Ok(T::find_by_statement(statement(db.get_database_backend(), sql, values)).all(db).await?)
}

async fn exec<C: ConnectionTrait>(db: &C, sql: &str, values: Vec<Value>) -> Result<u64, Error> {
    Ok(db.execute_raw(statement(db.get_database_backend(), sql, values)).await?.rows_affected())
}

/// Published pages of `locale` (or every locale), newest first.
pub async fn published(db: &DatabaseConnection, locale: Option<&str>, limit: u64) -> Result<Vec<PageRow>, Error> {
    let (wher, mut values): (&str, Vec<Value>) = match locale {
        Some(locale) => ("status = 'published' AND locale = ?", vec![locale.into()]),
        None => ("status = 'published'", vec![]),
    };
    values.push((limit as i64).into());
    rows(db, &format!("SELECT {COLUMNS} FROM info_pages WHERE {wher} ORDER BY published_at DESC, id DESC LIMIT ?"), values).await
}

/// A published page of `locale` by slug, and its published translations (locale, slug), itself included.
pub async fn public_page(db: &DatabaseConnection, locale: &str, slug: &str) -> Result<Option<(PageRow, Vec<(String, String)>)>, Error> {
    let found: Vec<PageRow> = rows(
        db,
        &format!("SELECT {COLUMNS} FROM info_pages WHERE status = 'published' AND locale = ? AND slug = ?"),
        vec![locale.into(), slug.into()],
    )
    .await?;
    let Some(page) = found.into_iter().next() else { return Ok(None) };
    let translations: Vec<PageRow> = rows(
        db,
        &format!("SELECT {COLUMNS} FROM info_pages WHERE status = 'published' AND translation_group = ? ORDER BY locale"),
        vec![page.translation_group.into()],
    )
    .await?;
    Ok(Some((page, translations.into_iter().map(|t| (t.locale, t.slug)).collect())))
}

pub use crate::blog::AdminFilter;

/// One page of every info page (any state), last edited first, and the total.
pub async fn admin_list(db: &DatabaseConnection, filter: &AdminFilter, offset: u64, limit: u64) -> Result<(Vec<PageRow>, u64), Error> {
    let (wher, mut values) = filter.condition("");
    let total: Vec<Count> = rows(db, &format!("SELECT COUNT(*) AS n FROM info_pages WHERE {wher}"), values.clone()).await?;
    values.push((limit as i64).into());
    values.push((offset as i64).into());
    let page: Vec<PageRow> =
        rows(db, &format!("SELECT {COLUMNS} FROM info_pages WHERE {wher} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?"), values)
            .await?;
    Ok((page, total.first().map_or(0, |c| c.n as u64)))
}

/// One page by id, any state.
pub async fn page<C: ConnectionTrait>(db: &C, id: i64) -> Result<Option<PageRow>, Error> {
    let found: Vec<PageRow> = rows(db, &format!("SELECT {COLUMNS} FROM info_pages WHERE id = ?"), vec![id.into()]).await?;
    Ok(found.into_iter().next())
}

fn summary(title: &str, slug: &str, locale: &str, status: &str) -> serde_json::Value {
    json!({"title": title, "slug": slug, "locale": locale, "status": status})
}

/// Creates (`id` None) or updates a page, audited, in one transaction. `translation_of` (on
/// creation) names the page this one translates.
pub async fn save(
    db: &DatabaseConnection,
    id: Option<i64>,
    locale: &str,
    input: &PageInput,
    translation_of: Option<i64>,
    actor: Actor,
    now: DateTime<Utc>,
) -> Result<Saved, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let before = match id {
        Some(id) => match page(&txn, id).await? {
            Some(found) => Some(found),
            None => return Ok(Saved::NotFound),
        },
        None => None,
    };
    let taken: Vec<Id> = rows(
        &txn,
        "SELECT id FROM info_pages WHERE locale = ? AND slug = ? AND id <> ?",
        vec![locale.into(), input.slug.clone().into(), id.unwrap_or(-1).into()],
    )
    .await?;
    if !taken.is_empty() {
        return Ok(Saved::SlugTaken);
    }
    // Published keeps its first publication date; a draft has none.
    let published_at = match input.status {
        PageStatus::Published => Some(before.as_ref().and_then(|b| b.published_at).unwrap_or(now)),
        PageStatus::Draft => None,
    };
    let common: Vec<Value> = vec![
        locale.into(),
        input.title.clone().into(),
        input.slug.clone().into(),
        input.seo_title.clone().into(),
        input.seo_description.clone().into(),
        input.html.clone().into(),
        input.status.as_str().into(),
        published_at.into(),
        now.into(),
    ];
    let page_id = match id {
        Some(id) => {
            let mut values = common;
            values.push(id.into());
            exec(
                &txn,
                "UPDATE info_pages SET locale = ?, title = ?, slug = ?, seo_title = ?, seo_description = ?, html = ?, status = ?, \
                 published_at = ?, updated_at = ? WHERE id = ?",
                values,
            )
            .await?;
            id
        }
        None => {
            let group = match translation_of {
                Some(of) => {
                    let found: Vec<Count> =
                        rows(&txn, "SELECT translation_group AS n FROM info_pages WHERE id = ?", vec![of.into()]).await?;
                    found.first().map(|c| c.n)
                }
                None => None,
            };
            let mut values = common;
            values.push(now.into());
            values.push(group.unwrap_or(0).into());
            let created: Vec<Id> = rows(
                &txn,
                "INSERT INTO info_pages (locale, title, slug, seo_title, seo_description, html, status, published_at, updated_at, \
                 created_at, translation_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                values,
            )
            .await?;
            let new_id = created[0].id;
            if group.is_none() {
                // A page that translates nothing starts its own group.
                exec(&txn, "UPDATE info_pages SET translation_group = id WHERE id = ?", vec![new_id.into()]).await?;
            }
            new_id
        }
    };
    let after = summary(&input.title, &input.slug, locale, input.status.as_str());
    let change = match &before {
        Some(b) => Change::new(actor, "info_page.update", Entity::InfoPage, page_id)
            .between(&summary(&b.title, &b.slug, &b.locale, &b.status), &after),
        None => Change::new(actor, "info_page.create", Entity::InfoPage, page_id).after(&after),
    };
    audit::record(&txn, change).await?;
    txn.commit().await?;
    Ok(Saved::Ok(page_id))
}

/// Deletes a page (audited); false when there was none.
pub async fn delete(db: &DatabaseConnection, id: i64, actor: Actor) -> Result<bool, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(found) = page(&txn, id).await? else { return Ok(false) };
    exec(&txn, "DELETE FROM info_pages WHERE id = ?", vec![id.into()]).await?;
    let before = summary(&found.title, &found.slug, &found.locale, &found.status);
    audit::record(&txn, Change::new(actor, "info_page.delete", Entity::InfoPage, id).before(&before)).await?;
    txn.commit().await?;
    Ok(true)
}
