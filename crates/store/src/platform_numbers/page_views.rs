//! Page views, counted: one row per (day, route kind, salon, locale, referrer host) whose
//! `views` goes up by one per view. Nothing of the visitor is stored.

use domain::platform_numbers::{MAX_REFERRER_HOSTS_PER_DAY, OTHER_REFERRER, PageView};
use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::Error;
use crate::sql::statement;

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

/// The salon a salon or master page names by its slug, if any.
pub async fn salon_id_by_slug(db: &impl ConnectionTrait, slug: &str) -> Result<Option<i64>, Error> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let row = Id::find_by_statement(statement(db.get_database_backend(), "SELECT id FROM salons WHERE slug = ?", vec![slug.into()]))
        .one(db)
        .await?;
    Ok(row.map(|r| r.id))
}

/// The referrer host the view is counted under: its own, unless the day already holds
/// [`MAX_REFERRER_HOSTS_PER_DAY`] other hosts (then [`OTHER_REFERRER`]).
async fn kept_referrer(db: &impl ConnectionTrait, view: &PageView) -> Result<String, Error> {
    if view.referrer_host.is_empty() {
        return Ok(String::new());
    }
    let backend = db.get_database_backend();
    // `ix_page_view_counts_day_referrer` answers both.
    let known = Count::find_by_statement(statement(
        backend,
        "SELECT COUNT(*) AS n FROM page_view_counts WHERE day = ? AND referrer_host = ?",
        vec![view.day.into(), view.referrer_host.clone().into()],
    ))
    .one(db)
    .await?
    .map_or(0, |c| c.n);
    if known > 0 {
        return Ok(view.referrer_host.clone());
    }
    let hosts = Count::find_by_statement(statement(
        backend,
        "SELECT COUNT(DISTINCT referrer_host) AS n FROM page_view_counts WHERE day = ? AND referrer_host <> ''",
        vec![view.day.into()],
    ))
    .one(db)
    .await?
    .map_or(0, |c| c.n);
    Ok(if hosts >= MAX_REFERRER_HOSTS_PER_DAY { OTHER_REFERRER.to_owned() } else { view.referrer_host.clone() })
}

/// Counts one view: adds its key's row or raises its count, in one statement (both databases
/// know `INSERT … ON CONFLICT … DO UPDATE`), so concurrent views of one page are all counted.
pub async fn record_page_view(db: &impl ConnectionTrait, view: &PageView) -> Result<(), Error> {
    let referrer = kept_referrer(db, view).await?;
    let values: Vec<Value> =
        vec![view.day.into(), view.kind.into(), view.salon_id.unwrap_or(0).into(), view.locale.code().into(), referrer.into()];
    db.execute_raw(statement(
        db.get_database_backend(),
        "INSERT INTO page_view_counts (day, kind, salon_id, locale, referrer_host, views) VALUES (?, ?, ?, ?, ?, 1) \
         ON CONFLICT (day, kind, salon_id, locale, referrer_host) DO UPDATE SET views = page_view_counts.views + 1",
        values,
    ))
    .await?;
    Ok(())
}
