//! Salon queries for public listings.

use crate::Error;
use domain::Locale;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, Order, QueryFilter, QueryOrder, QueryResult,
    QuerySelect, Select, Value,
};

use crate::entities::salons;
use crate::listing::prices::UNPRICED;
use crate::sql::{localized_sql, statement};

/// A salon as a card in a list.
#[derive(Debug, Clone, PartialEq)]
pub struct SalonCard {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub district: String,
    pub address: String,
    pub rating: Option<f64>,
    pub reviews_count: i32,
    pub cover_key: Option<String>,
    /// The lowest discounted price of the salon's active services, in kuruş.
    pub price_from: Option<i64>,
    pub departments: Vec<String>,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    /// Whether the viewing client bookmarked it (false for guests).
    pub is_favorite: bool,
    /// Kilometres from the point the list was sorted by, when it was.
    pub distance_km: Option<f64>,
    /// The catalogue service the list was filtered by, as this salon sells it.
    pub asked_service: Option<ServiceOffer>,
}

/// A service as one salon sells it: its price after the discount, in kuruş, and its minutes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServiceOffer {
    pub price: i64,
    pub duration_min: i32,
}

/// Active salons, starred first, then by rating (unrated last, on both databases) and number of reviews.
pub async fn best(db: &DatabaseConnection, locale: Locale, limit: u64, viewer: Option<i64>) -> Result<Vec<SalonCard>, Error> {
    let ids: Vec<i64> = best_ids(limit).into_tuple::<i64>().all(db).await?;
    cards(db, locale, &ids, viewer).await
}

/// The order of `ix_salons_best` (migration 000058), which the page walks for its few cards.
fn best_ids(limit: u64) -> Select<salons::Entity> {
    salons::Entity::find()
        .select_only()
        .column(salons::Column::Id)
        .filter(salons::Column::Status.eq("active"))
        .order_by_desc(salons::Column::IsStar)
        .order_by(Expr::cust("COALESCE(salons.rating_avg, -1)"), Order::Desc)
        .order_by_desc(salons::Column::ReviewsCount)
        .order_by_asc(salons::Column::Id)
        .limit(limit)
}

/// Joins the department names of a card in one column; no name holds this control character.
const NAME_SEPARATOR: char = '\u{1f}';

#[derive(FromQueryResult)]
struct CardRow {
    id: i64,
    slug: String,
    name: String,
    address: String,
    rating_avg: Option<f64>,
    reviews_count: i32,
    lat: Option<f64>,
    lng: Option<f64>,
    city: Option<String>,
    district: Option<String>,
    price_from: Option<i64>,
    cover_key: Option<String>,
    departments: Option<String>,
    is_favorite: bool,
}

/// The card's columns of the salon row `salons`, with their values (the viewer's id, when there
/// is one): each salon with its place names, the lowest discounted price of its active services,
/// its first gallery photo, the departments of its active services in catalogue order and whether
/// the viewer bookmarked it. Read by the card statement and, for the places list's first page, by
/// the page statement itself ([`crate::listing`]): a round trip costs more than these subqueries
/// over a dozen salons. The price and the departments are the salon's `all` and `department` rows
/// of `salon_prices` (kept with every write that moves them, [`crate::listing::prices`]): a
/// primary-key range each, where joining every service of the salon to its category was most of
/// the places list's database work. The place names are looked up per card too: joined,
/// PostgreSQL hashed all 973 districts for a dozen cards.
pub(crate) fn card_columns(locale: Locale, viewer: Option<i64>) -> (String, Vec<Value>) {
    let department = localized_sql(locale, "dep");
    let favorite = if viewer.is_some() {
        "EXISTS (SELECT 1 FROM salon_favorites fav WHERE fav.salon_id = salons.id AND fav.account_id = ?)"
    } else {
        "FALSE"
    };
    let columns = format!(
        "salons.id, salons.slug, salons.name, salons.address, salons.rating_avg, salons.reviews_count, salons.lat, salons.lng, \
         (SELECT pr.name FROM provinces pr WHERE pr.id = salons.province_id) AS city, \
         (SELECT di.name FROM districts di WHERE di.id = salons.district_id) AS district, \
         (SELECT NULLIF(p.price, {UNPRICED}) FROM salon_prices p WHERE p.salon_id = salons.id AND p.scope = 'all' AND p.scope_id = 0) AS price_from, \
         (SELECT f.storage_key FROM salon_photos ph JOIN files f ON f.id = ph.file_id WHERE ph.salon_id = salons.id \
          ORDER BY ph.sort_order, ph.id LIMIT 1) AS cover_key, \
         (SELECT string_agg({department}, '{NAME_SEPARATOR}' ORDER BY dep.sort_order, dep.id) FROM salon_prices p \
          JOIN departments dep ON dep.id = p.scope_id WHERE p.salon_id = salons.id AND p.scope = 'department') AS departments, \
         {favorite} AS is_favorite"
    );
    (columns, viewer.into_iter().map(Value::from).collect())
}

/// A row holding [`card_columns`] as a card.
pub(crate) fn card_of(row: &QueryResult) -> Result<SalonCard, Error> {
    let r = CardRow::from_query_result(row, "")?;
    Ok(SalonCard {
        id: r.id,
        slug: r.slug,
        name: r.name,
        city: r.city.unwrap_or_default(),
        district: r.district.unwrap_or_default(),
        address: r.address,
        rating: r.rating_avg,
        reviews_count: r.reviews_count,
        cover_key: r.cover_key,
        price_from: r.price_from,
        departments: r.departments.map(|names| names.split(NAME_SEPARATOR).map(str::to_owned).collect()).unwrap_or_default(),
        lat: r.lat,
        lng: r.lng,
        is_favorite: r.is_favorite,
        distance_km: None,
        asked_service: None,
    })
}

/// Salons `ids` as cards, in that order, with the viewer's bookmarks.
pub async fn cards(db: &DatabaseConnection, locale: Locale, ids: &[i64], viewer: Option<i64>) -> Result<Vec<SalonCard>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let (columns, mut values) = card_columns(locale, viewer);
    values.extend(ids.iter().copied().map(Value::from));
    let sql = format!("SELECT {columns} FROM salons WHERE salons.id IN ({})", vec!["?"; ids.len()].join(", "));
    let rows = db.query_all_raw(statement(db.get_database_backend(), &sql, values)).await?;
    let mut cards = rows.iter().map(card_of).collect::<Result<Vec<_>, _>>()?;
    cards.sort_by_key(|card| ids.iter().position(|id| *id == card.id));
    Ok(cards)
}

/// Slugs of every active salon, for the sitemap.
pub async fn active_slugs(db: &DatabaseConnection) -> Result<Vec<String>, Error> {
    salons::Entity::find()
        .select_only()
        .column(salons::Column::Slug)
        .filter(salons::Column::Status.eq("active"))
        .order_by_asc(salons::Column::Id)
        .into_tuple::<String>()
        .all(db)
        .await
        .map_err(Error::from)
}

/// The salons of `ids` by id (any status): names and slugs for lists of a client's things.
pub async fn by_ids(db: &impl ConnectionTrait, ids: &[i64]) -> Result<std::collections::HashMap<i64, salons::Model>, Error> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows = salons::Entity::find().filter(salons::Column::Id.is_in(ids.iter().copied())).all(db).await?;
    Ok(rows.into_iter().map(|s| (s.id, s)).collect())
}

/// Whether a salon with this id exists (any status: a deactivated salon still has its clients'
/// points and history).
pub async fn exists(db: &impl ConnectionTrait, id: i64) -> Result<bool, Error> {
    let found = salons::Entity::find_by_id(id).select_only().column(salons::Column::Id).into_tuple::<i64>().one(db).await?;
    Ok(found.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm::{DbBackend, QueryTrait};

    /// The home page's best salons read their eight entries of `ix_salons_best` rather than
    /// sorting every active salon (a temporary B-tree over 3,700 salons on the 10x dataset).
    #[tokio::test]
    async fn the_best_salons_walk_their_index() {
        let dir = tempfile::tempdir().unwrap();
        // The statistics of the 10x dataset's salons (3,700, nearly all active), as `PRAGMA
        // optimize` leaves them: without any, SQLite takes `status = ?` for a handful of rows.
        let stats = "('salons', 'ix_salons_list_rating_all', '3700 1850 2 2 1'), ('salons', 'ix_salons_list_newest_all', '3700 1850 1 1'), \
                     ('salons', 'ix_salons_best', '3700 1850 925 2 2 1')";
        let db = crate::sql::sqlite_with_stats(dir.path(), &["salons"], stats).await;
        let steps = crate::sql::sqlite_plan(&db, best_ids(8).build(DbBackend::Sqlite)).await;
        let sql = best_ids(8).build(DbBackend::Sqlite).to_string();
        assert!(steps.iter().any(|step| step.contains("ix_salons_best")), "{sql}: {steps:?}");
        assert!(!steps.iter().any(|step| step.contains("TEMP B-TREE")), "{steps:?}");
    }
}
