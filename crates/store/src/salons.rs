//! Salon queries for public listings.

use crate::Error;
use domain::Locale;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect, Value,
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

/// Active salons, starred first, then by rating and number of reviews.
pub async fn best(db: &DatabaseConnection, locale: Locale, limit: u64, viewer: Option<i64>) -> Result<Vec<SalonCard>, Error> {
    let ids: Vec<i64> = salons::Entity::find()
        .select_only()
        .column(salons::Column::Id)
        .filter(salons::Column::Status.eq("active"))
        .order_by_desc(salons::Column::IsStar)
        .order_by_desc(salons::Column::RatingAvg)
        .order_by_desc(salons::Column::ReviewsCount)
        .order_by_asc(salons::Column::Id)
        .limit(limit)
        .into_tuple::<i64>()
        .all(db)
        .await?;
    cards(db, locale, &ids, viewer).await
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

/// The card statement: each salon with its place names, the lowest discounted price of its
/// active services, its first gallery photo, the departments of its active services in catalogue
/// order and whether the viewer bookmarked it. One statement for a whole page, because a round
/// trip costs more than these subqueries over a dozen salons. The price and the departments are
/// the salon's `all` and `department` rows of `salon_prices` (kept with every write that moves
/// them, [`crate::listing::prices`]): a primary-key range each, where joining every service of
/// the salon to its category was most of the places list's database work.
fn card_sql(locale: Locale, ids: usize, viewer: bool) -> String {
    let department = localized_sql(locale, "dep");
    let favorite =
        if viewer { "EXISTS (SELECT 1 FROM salon_favorites fav WHERE fav.salon_id = s.id AND fav.account_id = ?)" } else { "FALSE" };
    let placeholders = vec!["?"; ids].join(", ");
    format!(
        "SELECT s.id, s.slug, s.name, s.address, s.rating_avg, s.reviews_count, s.lat, s.lng, pr.name AS city, di.name AS district, \
                (SELECT NULLIF(p.price, {UNPRICED}) FROM salon_prices p WHERE p.salon_id = s.id AND p.scope = 'all' AND p.scope_id = 0) AS price_from, \
                (SELECT f.storage_key FROM salon_photos sp JOIN files f ON f.id = sp.file_id WHERE sp.salon_id = s.id \
                 ORDER BY sp.sort_order, sp.id LIMIT 1) AS cover_key, \
                (SELECT string_agg({department}, '{NAME_SEPARATOR}' ORDER BY dep.sort_order, dep.id) FROM salon_prices p \
                 JOIN departments dep ON dep.id = p.scope_id WHERE p.salon_id = s.id AND p.scope = 'department') AS departments, \
                {favorite} AS is_favorite \
         FROM salons s LEFT JOIN provinces pr ON pr.id = s.province_id LEFT JOIN districts di ON di.id = s.district_id \
         WHERE s.id IN ({placeholders})"
    )
}

/// Salons `ids` as cards, in that order, with the viewer's bookmarks.
pub async fn cards(db: &DatabaseConnection, locale: Locale, ids: &[i64], viewer: Option<i64>) -> Result<Vec<SalonCard>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let values: Vec<Value> = viewer.into_iter().chain(ids.iter().copied()).map(Value::from).collect();
    let sql = card_sql(locale, ids.len(), viewer.is_some());
    let mut rows = CardRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    rows.sort_by_key(|r| ids.iter().position(|id| *id == r.id));
    Ok(rows
        .into_iter()
        .map(|r| SalonCard {
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
        .collect())
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
