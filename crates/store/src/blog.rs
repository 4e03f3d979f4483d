//! The blog's SQL (issue #20): posts per locale with their tags and category, the public list and
//! post (published only), the admin's list with counters per state, and the sweep that publishes
//! planned posts at their time.

use chrono::{DateTime, Utc};
use domain::blog::{PostInput, PostStatus, Tag};
use sea_orm::{ConnectionTrait, DatabaseConnection, FromQueryResult, Value};
use serde_json::json;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::sql::statement;

/// A post's columns as every reader gets them (category and cover resolved).
#[derive(Debug, Clone, FromQueryResult)]
pub struct PostRow {
    pub id: i64,
    pub locale: String,
    pub title: String,
    pub slug: String,
    pub translation_group: i64,
    pub author: String,
    pub category_id: Option<i64>,
    pub category_slug: Option<String>,
    pub category_name_tr: Option<String>,
    pub category_name_en: Option<String>,
    pub category_name_ru: Option<String>,
    pub cover_file_id: Option<i64>,
    pub excerpt: String,
    pub seo_title: String,
    pub seo_description: String,
    pub html: String,
    pub status: String,
    pub publish_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const POST_COLUMNS: &str = "p.id, p.locale, p.title, p.slug, p.translation_group, p.author, p.category_id, c.slug AS category_slug, \
     c.name_tr AS category_name_tr, c.name_en AS category_name_en, c.name_ru AS category_name_ru, p.cover_file_id, p.excerpt, \
     p.seo_title, p.seo_description, p.html, p.status, p.publish_at, p.created_at, p.updated_at";
const POST_FROM: &str = "blog_posts p LEFT JOIN blog_categories c ON c.id = p.category_id";

#[derive(Debug, Clone, FromQueryResult)]
pub struct TagRow {
    pub id: i64,
    pub name: String,
    pub slug: String,
}

#[derive(Debug, Clone, FromQueryResult)]
struct PostTagRow {
    post_id: i64,
    name: String,
    slug: String,
}

#[derive(Debug, Clone, FromQueryResult)]
struct Count {
    n: i64,
}

#[derive(Debug, Clone, FromQueryResult)]
struct Id {
    id: i64,
}

/// A post with its tags.
#[derive(Debug, Clone)]
pub struct Post {
    pub row: PostRow,
    pub tags: Vec<Tag>,
}

/// A published post as the public post page reads it.
#[derive(Debug, Clone)]
pub struct PublicPost {
    pub post: Post,
    /// The published translations: (locale, slug), this one included.
    pub translations: Vec<(String, String)>,
    pub similar: Vec<Post>,
}

/// What an admin's save writes besides the checked fields.
#[derive(Debug, Clone)]
pub struct PostWrite {
    pub input: PostInput,
    pub locale: String,
    pub category_id: Option<i64>,
    pub cover_file_id: Option<i64>,
    /// The post this one translates (its group is shared).
    pub translation_of: Option<i64>,
}

/// The outcome of a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    Ok(i64),
    /// Another post of the same locale has the slug.
    SlugTaken,
    NotFound,
}

async fn rows<C: ConnectionTrait, T: FromQueryResult>(db: &C, sql: &str, values: Vec<Value>) -> Result<Vec<T>, Error> {
    Ok(T::find_by_statement(statement(db.get_database_backend(), sql, values)).all(db).await?)
}

async fn exec<C: ConnectionTrait>(db: &C, sql: &str, values: Vec<Value>) -> Result<u64, Error> {
    Ok(db.execute_raw(statement(db.get_database_backend(), sql, values)).await?.rows_affected())
}

async fn with_tags<C: ConnectionTrait>(db: &C, posts: Vec<PostRow>) -> Result<Vec<Post>, Error> {
    if posts.is_empty() {
        return Ok(vec![]);
    }
    let ids: Vec<String> = posts.iter().map(|p| p.id.to_string()).collect();
    let sql = format!(
        "SELECT pt.post_id, t.name, t.slug FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id \
         WHERE pt.post_id IN ({}) ORDER BY t.name",
        ids.join(",")
    );
    let tags: Vec<PostTagRow> = rows(db, &sql, vec![]).await?;
    Ok(posts
        .into_iter()
        .map(|row| {
            let tags = tags.iter().filter(|t| t.post_id == row.id).map(|t| Tag { name: t.name.clone(), slug: t.slug.clone() }).collect();
            Post { row, tags }
        })
        .collect())
}

/// Posts read by [`published`] with their tags.
pub async fn with_tags_public(db: &DatabaseConnection, posts: Vec<PostRow>) -> Result<Vec<Post>, Error> {
    with_tags(db, posts).await
}

/// The filters of the public list.
#[derive(Debug, Clone, Default)]
pub struct PublicFilter {
    pub category: Option<String>,
    pub tag: Option<String>,
}

/// One page of published posts of `locale`, newest first, and their total.
pub async fn public_list(
    db: &DatabaseConnection,
    locale: &str,
    filter: &PublicFilter,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Post>, u64), Error> {
    let mut wher = String::from("p.status = 'published' AND p.locale = ?");
    let mut values: Vec<Value> = vec![locale.into()];
    if let Some(category) = &filter.category {
        wher.push_str(" AND c.slug = ?");
        values.push(category.clone().into());
    }
    if let Some(tag) = &filter.tag {
        wher.push_str(
            " AND EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id AND t.slug = ?)",
        );
        values.push(tag.clone().into());
    }
    let total: Vec<Count> = rows(db, &format!("SELECT COUNT(*) AS n FROM {POST_FROM} WHERE {wher}"), values.clone()).await?;
    values.push((limit as i64).into());
    values.push((offset as i64).into());
    let page: Vec<PostRow> = rows(
        db,
        &format!("SELECT {POST_COLUMNS} FROM {POST_FROM} WHERE {wher} ORDER BY p.publish_at DESC, p.id DESC LIMIT ? OFFSET ?"),
        values,
    )
    .await?;
    Ok((with_tags(db, page).await?, total.first().map_or(0, |c| c.n as u64)))
}

/// A published post of `locale` by slug, its published translations and up to `similar` posts
/// (sharing most tags first, then the same category, newest first).
pub async fn public_post(db: &DatabaseConnection, locale: &str, slug: &str, similar: u64) -> Result<Option<PublicPost>, Error> {
    let found: Vec<PostRow> = rows(
        db,
        &format!("SELECT {POST_COLUMNS} FROM {POST_FROM} WHERE p.status = 'published' AND p.locale = ? AND p.slug = ?"),
        vec![locale.into(), slug.into()],
    )
    .await?;
    let Some(row) = found.into_iter().next() else { return Ok(None) };
    #[derive(FromQueryResult)]
    struct Translation {
        locale: String,
        slug: String,
    }
    let translations: Vec<Translation> = rows(
        db,
        "SELECT locale, slug FROM blog_posts WHERE status = 'published' AND translation_group = ? ORDER BY locale",
        vec![row.translation_group.into()],
    )
    .await?;
    let similar_rows = similar_posts(db, &row, similar).await?;
    let mut posts = with_tags(db, vec![row]).await?;
    Ok(Some(PublicPost {
        post: posts.remove(0),
        translations: translations.into_iter().map(|t| (t.locale, t.slug)).collect(),
        similar: with_tags(db, similar_rows).await?,
    }))
}

/// Up to `limit` published posts of the post's language like it: those sharing most of its tags
/// first, then those of its category, newest first within each. Found from the post's own tags
/// and then the category's newest posts (both by index), so the cost follows the few posts that
/// share something with it, not the size of the blog; only the chosen rows are read whole.
async fn similar_posts(db: &DatabaseConnection, post: &PostRow, limit: u64) -> Result<Vec<PostRow>, Error> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let limit = limit as i64;
    let mut ids: Vec<i64> = rows::<_, Id>(
        db,
        "SELECT p.id FROM blog_post_tags mine JOIN blog_post_tags other ON other.tag_id = mine.tag_id \
         JOIN blog_posts p ON p.id = other.post_id \
         WHERE mine.post_id = ? AND p.id <> ? AND p.status = 'published' AND p.locale = ? \
         GROUP BY p.id, p.publish_at ORDER BY COUNT(*) DESC, p.publish_at DESC, p.id DESC LIMIT ?",
        vec![post.id.into(), post.id.into(), post.locale.clone().into(), limit.into()],
    )
    .await?
    .into_iter()
    .map(|r| r.id)
    .collect();
    if let Some(category) = post.category_id.filter(|_| (ids.len() as i64) < limit) {
        let mut values: Vec<Value> = vec![post.locale.clone().into(), category.into(), post.id.into()];
        values.extend(ids.iter().map(|id| Value::from(*id)));
        values.push((limit - ids.len() as i64).into());
        let taken = if ids.is_empty() { String::new() } else { format!(" AND p.id NOT IN ({})", vec!["?"; ids.len()].join(", ")) };
        let more: Vec<Id> = rows(
            db,
            &format!(
                "SELECT p.id FROM blog_posts p WHERE p.status = 'published' AND p.locale = ? AND p.category_id = ? AND p.id <> ?{taken} \
                 ORDER BY p.publish_at DESC, p.id DESC LIMIT ?"
            ),
            values,
        )
        .await?;
        ids.extend(more.into_iter().map(|r| r.id));
    }
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let marks = vec!["?"; ids.len()].join(", ");
    let mut found: Vec<PostRow> = rows(
        db,
        &format!("SELECT {POST_COLUMNS} FROM {POST_FROM} WHERE p.id IN ({marks})"),
        ids.iter().map(|id| Value::from(*id)).collect(),
    )
    .await?;
    found.sort_by_key(|row| ids.iter().position(|id| *id == row.id));
    Ok(found)
}

/// Every published post (locale, slug, updated) for the sitemap and feeds, newest first.
pub async fn published(db: &DatabaseConnection, locale: Option<&str>, limit: u64) -> Result<Vec<PostRow>, Error> {
    let (wher, mut values): (&str, Vec<Value>) = match locale {
        Some(locale) => ("p.status = 'published' AND p.locale = ?", vec![locale.into()]),
        None => ("p.status = 'published'", vec![]),
    };
    values.push((limit as i64).into());
    rows(db, &format!("SELECT {POST_COLUMNS} FROM {POST_FROM} WHERE {wher} ORDER BY p.publish_at DESC, p.id DESC LIMIT ?"), values).await
}

/// Publishes the planned posts whose time has come; returns how many.
pub async fn publish_due(db: &DatabaseConnection, now: DateTime<Utc>) -> Result<u64, Error> {
    exec(
        db,
        "UPDATE blog_posts SET status = 'published', updated_at = ? WHERE status = 'planned' AND publish_at <= ?",
        vec![now.into(), now.into()],
    )
    .await
}

/// Counters per state for the admin's list.
pub async fn counts(db: &DatabaseConnection) -> Result<Vec<(String, u64)>, Error> {
    #[derive(FromQueryResult)]
    struct StatusCount {
        status: String,
        n: i64,
    }
    let found: Vec<StatusCount> = rows(db, "SELECT status, COUNT(*) AS n FROM blog_posts GROUP BY status", vec![]).await?;
    Ok(PostStatus::ALL
        .iter()
        .map(|s| (s.as_str().to_owned(), found.iter().find(|c| c.status == s.as_str()).map_or(0, |c| c.n as u64)))
        .collect())
}

/// The admin's filters of posts and of info pages (`store::info_pages` lists with them too).
#[derive(Debug, Clone, Default)]
pub struct AdminFilter {
    pub status: Option<String>,
    pub locale: Option<String>,
    pub search: Option<String>,
}

impl AdminFilter {
    /// The WHERE condition and its values over a table with `status`, `locale`, `title` and
    /// `slug`, its columns named with `prefix` (`"p."`, or `""` for a table not aliased).
    pub(crate) fn condition(&self, prefix: &str) -> (String, Vec<Value>) {
        let mut wher = String::from("1 = 1");
        let mut values: Vec<Value> = vec![];
        if let Some(status) = &self.status {
            wher.push_str(&format!(" AND {prefix}status = ?"));
            values.push(status.clone().into());
        }
        if let Some(locale) = &self.locale {
            wher.push_str(&format!(" AND {prefix}locale = ?"));
            values.push(locale.clone().into());
        }
        if let Some(search) = &self.search {
            wher.push_str(&format!(" AND (LOWER({prefix}title) LIKE ? OR {prefix}slug LIKE ?)"));
            let like = format!("%{}%", search.to_lowercase().replace(['%', '_'], ""));
            values.push(like.clone().into());
            values.push(like.into());
        }
        (wher, values)
    }
}

/// One page of every post (any state), newest first, and the total.
pub async fn admin_list(db: &DatabaseConnection, filter: &AdminFilter, offset: u64, limit: u64) -> Result<(Vec<Post>, u64), Error> {
    let (wher, mut values) = filter.condition("p.");
    let total: Vec<Count> = rows(db, &format!("SELECT COUNT(*) AS n FROM {POST_FROM} WHERE {wher}"), values.clone()).await?;
    values.push((limit as i64).into());
    values.push((offset as i64).into());
    let page: Vec<PostRow> = rows(
        db,
        &format!("SELECT {POST_COLUMNS} FROM {POST_FROM} WHERE {wher} ORDER BY p.updated_at DESC, p.id DESC LIMIT ? OFFSET ?"),
        values,
    )
    .await?;
    Ok((with_tags(db, page).await?, total.first().map_or(0, |c| c.n as u64)))
}

/// One post by id, any state.
pub async fn post(db: &DatabaseConnection, id: i64) -> Result<Option<Post>, Error> {
    let found: Vec<PostRow> = rows(db, &format!("SELECT {POST_COLUMNS} FROM {POST_FROM} WHERE p.id = ?"), vec![id.into()]).await?;
    Ok(with_tags(db, found).await?.into_iter().next())
}

/// The tag ids for `tags`, creating the missing ones.
async fn tag_ids<C: ConnectionTrait>(db: &C, tags: &[Tag]) -> Result<Vec<i64>, Error> {
    let mut ids = Vec::with_capacity(tags.len());
    for tag in tags {
        let found: Vec<Id> = rows(db, "SELECT id FROM blog_tags WHERE slug = ?", vec![tag.slug.clone().into()]).await?;
        let id = match found.first() {
            Some(found) => found.id,
            None => {
                let created: Vec<Id> = rows(
                    db,
                    "INSERT INTO blog_tags (name, slug) VALUES (?, ?) RETURNING id",
                    vec![tag.name.clone().into(), tag.slug.clone().into()],
                )
                .await?;
                created[0].id
            }
        };
        ids.push(id);
    }
    Ok(ids)
}

async fn slug_taken<C: ConnectionTrait>(db: &C, locale: &str, slug: &str, except: Option<i64>) -> Result<bool, Error> {
    let found: Vec<Id> = rows(
        db,
        "SELECT id FROM blog_posts WHERE locale = ? AND slug = ? AND id <> ?",
        vec![locale.into(), slug.into(), except.unwrap_or(-1).into()],
    )
    .await?;
    Ok(!found.is_empty())
}

fn summary(input: &PostInput, locale: &str) -> serde_json::Value {
    json!({"title": input.title, "slug": input.slug, "locale": locale, "status": input.status.as_str(), "publish_at": input.publish_at,
           "tags": input.tags.iter().map(|t| t.slug.as_str()).collect::<Vec<_>>()})
}

/// Creates (`id` None) or updates a post with its tags, audited, in one transaction.
pub async fn save(db: &DatabaseConnection, id: Option<i64>, write: PostWrite, actor: Actor, now: DateTime<Utc>) -> Result<Saved, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let before = match id {
        Some(id) => match post(db, id).await? {
            Some(found) => Some(found),
            None => return Ok(Saved::NotFound),
        },
        None => None,
    };
    if slug_taken(&txn, &write.locale, &write.input.slug, id).await? {
        return Ok(Saved::SlugTaken);
    }
    let input = &write.input;
    let common: Vec<Value> = vec![
        write.locale.clone().into(),
        input.title.clone().into(),
        input.slug.clone().into(),
        input.author.clone().into(),
        write.category_id.into(),
        write.cover_file_id.into(),
        input.excerpt.clone().into(),
        input.seo_title.clone().into(),
        input.seo_description.clone().into(),
        input.html.clone().into(),
        input.status.as_str().into(),
        input.publish_at.into(),
        now.into(),
    ];
    let post_id = match id {
        Some(id) => {
            let mut values = common;
            values.push(id.into());
            exec(
                &txn,
                "UPDATE blog_posts SET locale = ?, title = ?, slug = ?, author = ?, category_id = ?, cover_file_id = ?, excerpt = ?, \
                 seo_title = ?, seo_description = ?, html = ?, status = ?, publish_at = ?, updated_at = ? WHERE id = ?",
                values,
            )
            .await?;
            exec(&txn, "DELETE FROM blog_post_tags WHERE post_id = ?", vec![id.into()]).await?;
            id
        }
        None => {
            let group = match write.translation_of {
                Some(of) => {
                    let found: Vec<Count> =
                        rows(&txn, "SELECT translation_group AS n FROM blog_posts WHERE id = ?", vec![of.into()]).await?;
                    found.first().map(|c| c.n)
                }
                None => None,
            };
            let mut values = common;
            values.push(now.into());
            values.push(group.unwrap_or(0).into());
            let created: Vec<Id> = rows(
                &txn,
                "INSERT INTO blog_posts (locale, title, slug, author, category_id, cover_file_id, excerpt, seo_title, seo_description, \
                 html, status, publish_at, updated_at, created_at, translation_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) \
                 RETURNING id",
                values,
            )
            .await?;
            let new_id = created[0].id;
            if group.is_none() {
                // A post that translates nothing starts its own group.
                exec(&txn, "UPDATE blog_posts SET translation_group = id WHERE id = ?", vec![new_id.into()]).await?;
            }
            new_id
        }
    };
    for tag_id in tag_ids(&txn, &input.tags).await? {
        exec(&txn, "INSERT INTO blog_post_tags (post_id, tag_id) VALUES (?, ?)", vec![post_id.into(), tag_id.into()]).await?;
    }
    let after = summary(input, &write.locale);
    let change = match &before {
        Some(b) => {
            let before = json!({"title": b.row.title, "slug": b.row.slug, "locale": b.row.locale, "status": b.row.status,
                                "publish_at": b.row.publish_at, "tags": b.tags.iter().map(|t| t.slug.as_str()).collect::<Vec<_>>()});
            Change::new(actor, "blog_post.update", Entity::BlogPost, post_id).between(&before, &after)
        }
        None => Change::new(actor, "blog_post.create", Entity::BlogPost, post_id).after(&after),
    };
    audit::record(&txn, change).await?;
    txn.commit().await?;
    Ok(Saved::Ok(post_id))
}

/// Deletes a post (audited); false when there was none.
pub async fn delete(db: &DatabaseConnection, id: i64, actor: Actor) -> Result<bool, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(found) = post(db, id).await? else { return Ok(false) };
    exec(&txn, "DELETE FROM blog_posts WHERE id = ?", vec![id.into()]).await?;
    let before = json!({"title": found.row.title, "slug": found.row.slug, "locale": found.row.locale, "status": found.row.status});
    audit::record(&txn, Change::new(actor, "blog_post.delete", Entity::BlogPost, id).before(&before)).await?;
    txn.commit().await?;
    Ok(true)
}

/// A category.
#[derive(Debug, Clone, FromQueryResult)]
pub struct CategoryRow {
    pub id: i64,
    pub slug: String,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
}

/// Every category, by Turkish name.
pub async fn categories(db: &DatabaseConnection) -> Result<Vec<CategoryRow>, Error> {
    rows(db, "SELECT id, slug, name_tr, name_en, name_ru FROM blog_categories ORDER BY name_tr", vec![]).await
}

/// Every tag, by name.
pub async fn tags(db: &DatabaseConnection) -> Result<Vec<TagRow>, Error> {
    rows(db, "SELECT id, name, slug FROM blog_tags ORDER BY name", vec![]).await
}

/// Whether a category exists.
pub async fn category_exists(db: &DatabaseConnection, id: i64) -> Result<bool, Error> {
    let found: Vec<Id> = rows(db, "SELECT id FROM blog_categories WHERE id = ?", vec![id.into()]).await?;
    Ok(!found.is_empty())
}

/// Creates a category (audited); `None` when the slug is taken.
pub async fn create_category(db: &DatabaseConnection, slug: &str, names: [&str; 3], actor: Actor) -> Result<Option<i64>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let found: Vec<Id> = rows(&txn, "SELECT id FROM blog_categories WHERE slug = ?", vec![slug.into()]).await?;
    if !found.is_empty() {
        return Ok(None);
    }
    let created: Vec<Id> = rows(
        &txn,
        "INSERT INTO blog_categories (slug, name_tr, name_en, name_ru) VALUES (?, ?, ?, ?) RETURNING id",
        vec![slug.into(), names[0].into(), names[1].into(), names[2].into()],
    )
    .await?;
    let id = created[0].id;
    let after = json!({"slug": slug, "name_tr": names[0], "name_en": names[1], "name_ru": names[2]});
    audit::record(&txn, Change::new(actor, "blog_category.create", Entity::BlogCategory, id).after(&after)).await?;
    txn.commit().await?;
    Ok(Some(id))
}

/// Deletes a category (its posts keep no category); false when there was none.
pub async fn delete_category(db: &DatabaseConnection, id: i64, actor: Actor) -> Result<bool, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let found: Vec<CategoryRow> =
        rows(&txn, "SELECT id, slug, name_tr, name_en, name_ru FROM blog_categories WHERE id = ?", vec![id.into()]).await?;
    let Some(category) = found.first() else { return Ok(false) };
    exec(&txn, "UPDATE blog_posts SET category_id = NULL WHERE category_id = ?", vec![id.into()]).await?;
    exec(&txn, "DELETE FROM blog_categories WHERE id = ?", vec![id.into()]).await?;
    let before = json!({"slug": category.slug, "name_tr": category.name_tr});
    audit::record(&txn, Change::new(actor, "blog_category.delete", Entity::BlogCategory, id).before(&before)).await?;
    txn.commit().await?;
    Ok(true)
}

/// Deletes a tag (its posts lose it); false when there was none.
pub async fn delete_tag(db: &DatabaseConnection, id: i64) -> Result<bool, Error> {
    Ok(exec(db, "DELETE FROM blog_tags WHERE id = ?", vec![id.into()]).await? > 0)
}
