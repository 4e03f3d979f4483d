//! The places list (`/api/site/salons`): active salons filtered by catalogue, place, price,
//! rating, amenities and opening, sorted and paged in SQL.
//!
//! Every filter is an uncorrelated `salons.id IN (subquery)` that the database evaluates once
//! per request rather than once per salon, and the total rides on the page query as a window
//! count; the cards then come from one statement (`salons::cards`). That is two statements per
//! list, where most of the time went to per-statement round trips (docs/performance.md).

use crate::Error;
use chrono::NaiveDate;
use domain::Locale;
use sea_orm::{DatabaseConnection, FromQueryResult, Value};

use crate::salons::{SalonCard, cards};
use crate::sql::{FINAL_PRICE, contains_words, search_words, statement};

/// Where to look: a province, a district or a neighbourhood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    Province(i64),
    District(i64),
    Neighbourhood(i64),
}

/// What the list is filtered by; `None` and empty mean "any".
#[derive(Debug, Clone, Default)]
pub struct SalonFilter {
    pub department_id: Option<i64>,
    pub category_id: Option<i64>,
    pub service_id: Option<i64>,
    pub area: Option<Area>,
    /// Bounds on the discounted price of a matching service, in kuruş.
    pub price_min: Option<i64>,
    pub price_max: Option<i64>,
    pub rating_min: Option<f64>,
    /// Every one of these amenity codes.
    pub amenities: Vec<String>,
    /// Open on this date (a working weekday, not a day off) ...
    pub open_on: Option<NaiveDate>,
    /// ... and at this minute of that day.
    pub open_at_min: Option<i16>,
    /// Free text: the salon's name or a service it offers.
    pub text: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SalonSort {
    Rating,
    Price,
    /// Nearest to a point first.
    Distance {
        lat: f64,
        lng: f64,
    },
    Newest,
}

/// One page of the list and the number of salons over all pages.
#[derive(Debug, Clone)]
pub struct SalonPage {
    pub salons: Vec<SalonCard>,
    pub total: u64,
}

/// SQL with its values, in placeholder order.
#[derive(Default)]
struct Sql {
    sql: Vec<String>,
    values: Vec<Value>,
}

impl Sql {
    fn push(&mut self, sql: impl Into<String>, values: impl IntoIterator<Item = Value>) {
        self.sql.push(sql.into());
        self.values.extend(values);
    }
}

/// The salon services a filter is about (active, of its department, category or service, within
/// its price bounds), as the `WHERE` of a subquery over `salon_services ss`.
fn service_scope(filter: &SalonFilter) -> Sql {
    let mut scope = Sql::default();
    scope.push("ss.active = TRUE", []);
    // Every salon service has a service and every service a category (foreign keys, NOT NULL),
    // so the catalogue is only joined when its department or category is asked for.
    let mut catalogue = Sql::default();
    if let Some(id) = filter.department_id {
        catalogue.push("cat.department_id = ?", [id.into()]);
    }
    if let Some(id) = filter.category_id {
        catalogue.push("sv.category_id = ?", [id.into()]);
    }
    if !catalogue.sql.is_empty() {
        let sql = format!(
            "ss.service_id IN (SELECT sv.id FROM services sv JOIN categories cat ON cat.id = sv.category_id WHERE {})",
            catalogue.sql.join(" AND ")
        );
        scope.push(sql, catalogue.values);
    }
    if let Some(id) = filter.service_id {
        scope.push("ss.service_id = ?", [id.into()]);
    }
    if let Some(min) = filter.price_min {
        scope.push(format!("{FINAL_PRICE} >= ?"), [min.into()]);
    }
    if let Some(max) = filter.price_max {
        scope.push(format!("{FINAL_PRICE} <= ?"), [max.into()]);
    }
    scope
}

fn is_service_scoped(filter: &SalonFilter) -> bool {
    filter.department_id.is_some()
        || filter.category_id.is_some()
        || filter.service_id.is_some()
        || filter.price_min.is_some()
        || filter.price_max.is_some()
}

/// The opening filter: a weekly row for that weekday (covering the minute, when asked) and no
/// day off on that date.
fn open_on(c: &mut Sql, day: NaiveDate, minute: Option<i16>) {
    let weekday = i64::from(chrono::Datelike::weekday(&day).num_days_from_monday());
    match minute {
        Some(minute) => c.push(
            "salons.id IN (SELECT wh.salon_id FROM salon_working_hours wh WHERE wh.weekday = ? AND wh.open_min <= ? AND wh.close_min > ?)",
            [weekday.into(), i64::from(minute).into(), i64::from(minute).into()],
        ),
        None => c.push("salons.id IN (SELECT wh.salon_id FROM salon_working_hours wh WHERE wh.weekday = ?)", [weekday.into()]),
    }
    c.push("salons.id NOT IN (SELECT off.salon_id FROM salon_days_off off WHERE off.day = ?)", [day.into()]);
}

fn conditions(backend: sea_orm::DbBackend, filter: &SalonFilter) -> Sql {
    let mut c = Sql::default();
    c.push("salons.status = 'active'", []);
    if is_service_scoped(filter) {
        let scope = service_scope(filter);
        c.push(format!("salons.id IN (SELECT ss.salon_id FROM salon_services ss WHERE {})", scope.sql.join(" AND ")), scope.values);
    }
    match filter.area {
        Some(Area::Province(id)) => c.push("salons.province_id = ?", [id.into()]),
        Some(Area::District(id)) => c.push("salons.district_id = ?", [id.into()]),
        Some(Area::Neighbourhood(id)) => c.push("salons.neighbourhood_id = ?", [id.into()]),
        None => {}
    }
    if let Some(min) = filter.rating_min {
        c.push("salons.rating_avg >= ?", [min.into()]);
    }
    for amenity in &filter.amenities {
        c.push("salons.id IN (SELECT am.salon_id FROM salon_amenities am WHERE am.amenity = ?)", [amenity.clone().into()]);
    }
    if let Some(day) = filter.open_on {
        open_on(&mut c, day, filter.open_at_min);
    }
    if let Some(text) = filter.text.as_deref() {
        let words = search_words(text);
        let (by_name, mut values) = contains_words(backend, "salons", &words);
        let (by_service, service_values) = contains_words(backend, "services", &words);
        values.extend(service_values);
        c.push(
            format!(
                "({by_name} OR EXISTS (SELECT 1 FROM salon_services ts JOIN services ON services.id = ts.service_id \
                 WHERE ts.salon_id = salons.id AND ts.active = TRUE AND {by_service}))"
            ),
            values,
        );
    }
    c
}

/// A sort: what it joins to `salons` and its `ORDER BY`, each with its values.
struct Order {
    join: Sql,
    by: Sql,
}

fn order(filter: &SalonFilter, sort: SalonSort) -> Order {
    let mut join = Sql::default();
    let mut by = Sql::default();
    match sort {
        SalonSort::Rating => by.push("salons.rating_avg IS NULL, salons.rating_avg DESC, salons.reviews_count DESC, salons.id", []),
        SalonSort::Newest => by.push("salons.created_at DESC, salons.id DESC", []),
        SalonSort::Price => {
            // The cheapest matching service decides, so "manicure under 300 TRY" sorts by the
            // manicure. One grouped pass over the scope, not a subquery per salon.
            let scope = service_scope(filter);
            join.push(
                format!(
                    " LEFT JOIN (SELECT ss.salon_id, MIN({FINAL_PRICE}) AS price FROM salon_services ss WHERE {} GROUP BY ss.salon_id) cheapest \
                     ON cheapest.salon_id = salons.id",
                    scope.sql.join(" AND ")
                ),
                scope.values,
            );
            by.push("cheapest.price IS NULL, cheapest.price, salons.id", []);
        }
        SalonSort::Distance { lat, lng } => {
            // An equirectangular projection orders points exactly enough at city scale and needs
            // no trigonometry in SQL (SQLite may be built without it).
            let squeeze = lat.to_radians().cos();
            by.push(
                "salons.lat IS NULL, (salons.lat - ?) * (salons.lat - ?) + (salons.lng - ?) * (salons.lng - ?) * ?, salons.id",
                [lat.into(), lat.into(), lng.into(), lng.into(), (squeeze * squeeze).into()],
            );
        }
    }
    Order { join, by }
}

#[derive(FromQueryResult)]
struct PageRow {
    id: i64,
    total: i64,
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

/// Ids of one slice of the salons matching `c`, in `sort` order, each with the number of all
/// matches when `counted` (zero otherwise).
async fn page_rows(
    db: &DatabaseConnection,
    c: Sql,
    filter: &SalonFilter,
    sort: SalonSort,
    limit: u64,
    offset: u64,
    counted: bool,
) -> Result<Vec<PageRow>, Error> {
    let Order { join, by } = order(filter, sort);
    let total = if counted { "COUNT(*) OVER ()" } else { "CAST(0 AS BIGINT)" };
    let sql = format!(
        "SELECT salons.id, {total} AS total FROM salons{} WHERE {} ORDER BY {} LIMIT ? OFFSET ?",
        join.sql.concat(),
        c.sql.join(" AND "),
        by.sql.concat()
    );
    let values = [join.values, c.values, by.values, vec![(limit as i64).into(), (offset as i64).into()]].concat();
    PageRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await.map_err(Error::from)
}

/// Kilometres from the point of a distance sort, on each card.
fn with_distance(mut salons: Vec<SalonCard>, sort: SalonSort) -> Vec<SalonCard> {
    if let SalonSort::Distance { lat, lng } = sort {
        for card in &mut salons {
            card.distance_km = card.lat.zip(card.lng).map(|(a, b)| domain::geo::distance_km(lat, lng, a, b));
        }
    }
    salons
}

/// One page (1-based) of active salons matching `filter`, in `sort` order, as cards.
pub async fn list(
    db: &DatabaseConnection,
    locale: Locale,
    filter: &SalonFilter,
    sort: SalonSort,
    page: u64,
    per_page: u64,
    viewer: Option<i64>,
) -> Result<SalonPage, Error> {
    let backend = db.get_database_backend();
    let offset = page.saturating_sub(1).saturating_mul(per_page);
    let rows = page_rows(db, conditions(backend, filter), filter, sort, per_page, offset, true).await?;
    let total = match rows.first() {
        Some(row) => row.total as u64,
        // A page past the end has no row to carry the count.
        None if offset > 0 => {
            let c = conditions(backend, filter);
            let sql = format!("SELECT COUNT(*) AS n FROM salons WHERE {}", c.sql.join(" AND "));
            Count::find_by_statement(statement(backend, &sql, c.values)).one(db).await?.map_or(0, |c| c.n) as u64
        }
        None => 0,
    };
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    Ok(SalonPage { salons: with_distance(cards(db, locale, &ids, viewer).await?, sort), total })
}

/// The `limit` active salons of a province nearest to a point, leaving one salon out (the page
/// they are shown on), as cards with their distance.
pub async fn nearest(
    db: &DatabaseConnection,
    locale: Locale,
    province_id: i64,
    (lat, lng): (f64, f64),
    except: i64,
    limit: u64,
    viewer: Option<i64>,
) -> Result<Vec<SalonCard>, Error> {
    let filter = SalonFilter { area: Some(Area::Province(province_id)), ..Default::default() };
    let mut c = conditions(db.get_database_backend(), &filter);
    c.push("salons.id <> ?", [except.into()]);
    let sort = SalonSort::Distance { lat, lng };
    let ids: Vec<i64> = page_rows(db, c, &filter, sort, limit, 0, false).await?.into_iter().map(|r| r.id).collect();
    Ok(with_distance(cards(db, locale, &ids, viewer).await?, sort))
}
