//! The places list (`/api/site/salons`): active salons filtered by catalogue, place, price,
//! rating, amenities and opening, sorted and paged in SQL, at a cost that follows the page and
//! not the number of salons in the country (issue #23, docs/performance.md "Catalogue at scale").
//!
//! - Each sort walks an index in its order and stops at the page: rating and newest walk the
//!   expression indexes on `salons` (with the place filter in front), price walks
//!   `salon_prices (scope, scope_id, price)`, and distance widens a bounding box around the point
//!   until it holds the page ([`distance`]).
//! - Every other filter is a correlated probe of one salon (`EXISTS` on a primary key or an
//!   index), which costs the same whether the country has a thousand salons or a hundred thousand.
//! - The total is counted up to [`COUNT_CAP`] and then shown as "1,000+": an exact count of a
//!   big city would read every salon in it, and nobody pages that far; pages end at the cap.
//! - A page is one statement with its capped count; the first page (most of the list's requests)
//!   reads its cards in that statement too, later pages in a second one by id.
//! - [`reference`] is the same list as one straightforward query over everything; the property
//!   test compares the two on random data.
//! - [`relaxed`] names what a search asked for and, when it found nothing, the looser searches
//!   shown instead (issue #16 item 1).

pub mod distance;
pub mod prices;
pub mod reference;
pub mod relaxed;

use crate::Error;
use chrono::NaiveDate;
use domain::Locale;
use sea_orm::{ConnectionTrait, DatabaseConnection, FromQueryResult, Value};

use crate::salons::{SalonCard, card_columns, card_of, cards};
use crate::sql::{FINAL_PRICE, contains_words, search_words, statement};

use self::prices::Scope;

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

/// Matches are counted up to this many; the list pages no further.
pub const COUNT_CAP: u64 = 1000;

/// One page of the list and the number of salons over all pages.
#[derive(Debug, Clone)]
pub struct SalonPage {
    pub salons: Vec<SalonCard>,
    /// The matches, at most [`COUNT_CAP`].
    pub total: u64,
    /// More than [`COUNT_CAP`] salons match ("1,000+").
    pub total_capped: bool,
}

/// SQL with its values, in placeholder order.
#[derive(Default, Clone)]
pub struct Sql {
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
/// its price bounds), as the `WHERE` of a query over `salon_services ss`.
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

/// The catalogue scope a filter names, the narrowest first: what the price sort orders by and
/// what the card's price is the lowest of.
pub fn price_scope(filter: &SalonFilter) -> Scope {
    match (filter.service_id, filter.category_id, filter.department_id) {
        (Some(id), _, _) => Scope::Service(id),
        (None, Some(id), _) => Scope::Category(id),
        (None, None, Some(id)) => Scope::Department(id),
        (None, None, None) => Scope::All,
    }
}

/// How many of department, category and service the filter names.
fn catalogue_terms(filter: &SalonFilter) -> usize {
    [filter.department_id, filter.category_id, filter.service_id].iter().filter(|id| id.is_some()).count()
}

/// The opening filter: a weekly row for that weekday (covering the minute, when asked) and no
/// day off on that date, each one probe of the salon's rows.
fn open_on(c: &mut Sql, day: NaiveDate, minute: Option<i16>) {
    let weekday = i64::from(chrono::Datelike::weekday(&day).num_days_from_monday());
    match minute {
        Some(minute) => c.push(
            "EXISTS (SELECT 1 FROM salon_working_hours wh WHERE wh.salon_id = salons.id AND wh.weekday = ? AND wh.open_min <= ? AND wh.close_min > ?)",
            [weekday.into(), i64::from(minute).into(), i64::from(minute).into()],
        ),
        None => c.push("EXISTS (SELECT 1 FROM salon_working_hours wh WHERE wh.salon_id = salons.id AND wh.weekday = ?)", [weekday.into()]),
    }
    c.push("NOT EXISTS (SELECT 1 FROM salon_days_off off WHERE off.salon_id = salons.id AND off.day = ?)", [day.into()]);
}

/// Everything but the catalogue scope, as conditions on `salons`.
fn salon_conditions(backend: sea_orm::DbBackend, filter: &SalonFilter, c: &mut Sql) {
    match filter.area {
        Some(Area::Province(id)) => c.push("salons.province_id = ?", [id.into()]),
        Some(Area::District(id)) => c.push("salons.district_id = ?", [id.into()]),
        Some(Area::Neighbourhood(id)) => c.push("salons.neighbourhood_id = ?", [id.into()]),
        None => {}
    }
    if let Some(min) = filter.rating_min {
        // The sort indexes' own expression, so the walk tests it without reading the salon's row
        // (no minimum is below 1, so unrated salons stay out as with `rating_avg >= ?`).
        c.push("COALESCE(salons.rating_avg, -1) >= ?", [min.into()]);
    }
    for amenity in &filter.amenities {
        c.push("EXISTS (SELECT 1 FROM salon_amenities am WHERE am.salon_id = salons.id AND am.amenity = ?)", [amenity.clone().into()]);
    }
    if let Some(day) = filter.open_on {
        open_on(c, day, filter.open_at_min);
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
}

/// The conditions of the list on `salons`: active, the catalogue scope as one probe of
/// `salon_prices` (or, for a combination of terms or price bounds, a probe of the salon's own
/// services), and the rest.
fn conditions(backend: sea_orm::DbBackend, filter: &SalonFilter) -> Sql {
    let mut c = Sql::default();
    c.push("salons.status = 'active'", []);
    let price_bounds = filter.price_min.is_some() || filter.price_max.is_some();
    if by_price_rows(filter) {
        let (scope, id) = price_scope(filter).key();
        c.push(
            "EXISTS (SELECT 1 FROM salon_prices sp WHERE sp.salon_id = salons.id AND sp.scope = ? AND sp.scope_id = ?)",
            [scope.into(), id.into()],
        );
    } else if price_bounds || catalogue_terms(filter) > 0 {
        let scope = service_scope(filter);
        c.push(
            format!("EXISTS (SELECT 1 FROM salon_services ss WHERE ss.salon_id = salons.id AND {})", scope.sql.join(" AND ")),
            scope.values,
        );
    }
    salon_conditions(backend, filter, &mut c);
    c
}

/// The rating order; the migration's indexes are on this very expression.
const RATING_ORDER: &str = "COALESCE(salons.rating_avg, -1) DESC, salons.reviews_count DESC, salons.id";
const NEWEST_ORDER: &str = "salons.created_at DESC, salons.id DESC";

#[derive(FromQueryResult)]
struct IdRow {
    id: i64,
}

#[derive(FromQueryResult)]
struct PageRow {
    id: i64,
    /// The count statement's answer, on every row alike.
    n: Option<i64>,
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

async fn ids(db: &DatabaseConnection, sql: &str, values: Vec<Value>) -> Result<Vec<i64>, Error> {
    let rows = IdRow::find_by_statement(statement(db.get_database_backend(), sql, values)).all(db).await?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

/// `LIMIT n` at the end of a statement with `values`: written in when the statement binds no
/// other value, bound otherwise. PostgreSQL cannot cost a generic plan with `LIMIT $n` (it guesses
/// a tenth of the table), so a bound limit keeps it planning each execution for its values: with
/// a generic plan, a department in İstanbul (2,218 salons) was sorted from a bitmap of the
/// province in 5.8 ms instead of walking the rating index in 1.9 ms. A statement without values
/// (the default list, the newest, the price sort) has one plan, so planning it anew each time
/// was waste: 0.35 ms for the default page statement against 0.23 ms with its limits written in
/// (pgbench). `n` is a number of this module, never the request's text.
fn limit(n: u64, values: &mut Vec<Value>) -> String {
    let bound = !values.is_empty();
    limit_bound_if(n, bound, values)
}

/// `LIMIT n`, bound (pushed onto `values`) when `bound`, else written in.
fn limit_bound_if(n: u64, bound: bool, values: &mut Vec<Value>) -> String {
    if !bound {
        format!("LIMIT {n}")
    } else {
        values.push((n as i64).into());
        "LIMIT ?".to_owned()
    }
}

/// The matches of `filter`, counted up to one past the cap. With one catalogue term the count may
/// start from that term's `salon_prices` rows instead of the salons: a rare service is offered
/// by few salons of a big country, and the database picks the smaller side by its statistics.
fn count_statement(backend: sea_orm::DbBackend, filter: &SalonFilter) -> (String, Vec<Value>) {
    if let Some(place) = price_rows_alone(filter) {
        // Every condition is on the price rows' own copies: one index range, read to the cap.
        let (scope, scope_id) = price_scope(filter).key();
        let mut values: Vec<Value> = vec![scope.into(), scope_id.into()];
        let mut sql = "SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM salon_prices sp WHERE sp.scope = ? AND sp.scope_id = ? \
                       AND sp.status = 'active'"
            .to_owned();
        if let Some((column, id)) = place {
            sql.push_str(&format!(" AND sp.{column} = ?"));
            values.push(id.into());
        }
        sql.push_str(&format!(" {}) matches", limit(COUNT_CAP + 1, &mut values)));
        (sql, values)
    } else if by_price_rows(filter) {
        let mut c = Sql::default();
        c.push("salons.status = 'active'", []);
        salon_conditions(backend, filter, &mut c);
        let (scope, scope_id) = price_scope(filter).key();
        let mut values = [vec![scope.into(), scope_id.into()], c.values].concat();
        let cap = limit(COUNT_CAP + 1, &mut values);
        let sql = format!(
            "SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM salon_prices sp JOIN salons ON salons.id = sp.salon_id \
             WHERE sp.scope = ? AND sp.scope_id = ? AND {} {cap}) matches",
            c.sql.join(" AND ")
        );
        (sql, values)
    } else {
        let mut c = conditions(backend, filter);
        let cap = limit(COUNT_CAP + 1, &mut c.values);
        (format!("SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM salons WHERE {} {cap}) matches", c.sql.join(" AND ")), c.values)
    }
}

/// `(total, capped)` of a count read up to one past the cap.
fn capped(n: i64) -> (u64, bool) {
    let n = n.max(0) as u64;
    (n.min(COUNT_CAP), n > COUNT_CAP)
}

async fn capped_count(db: &DatabaseConnection, filter: &SalonFilter) -> Result<(u64, bool), Error> {
    let backend = db.get_database_backend();
    let (sql, values) = count_statement(backend, filter);
    Ok(capped(Count::find_by_statement(statement(backend, &sql, values)).one(db).await?.map_or(0, |c| c.n)))
}

/// When the filter is one catalogue term and at most a province or district, nothing else:
/// `Some(the place column of salon_prices and its id, if any)`, so the count reads those rows
/// alone (their copies of the salon's status and place, migration 000041).
fn price_rows_alone(filter: &SalonFilter) -> Option<Option<(&'static str, i64)>> {
    let nothing_else = filter.rating_min.is_none() && filter.amenities.is_empty() && filter.open_on.is_none() && filter.text.is_none();
    if !by_price_rows(filter) || !nothing_else {
        return None;
    }
    match filter.area {
        None => Some(None),
        Some(Area::Province(id)) => Some(Some(("province_id", id))),
        Some(Area::District(id)) => Some(Some(("district_id", id))),
        Some(Area::Neighbourhood(_)) => None,
    }
}

/// The filter's catalogue scope is exactly one term, without price bounds: its `salon_prices`
/// rows are the salons offering it.
fn by_price_rows(filter: &SalonFilter) -> bool {
    filter.price_min.is_none() && filter.price_max.is_none() && catalogue_terms(filter) == 1
}

/// The statement of one slice of the salons matching `c`, in `sort` order: the first `first`
/// rows, each with `columns` (and their values: the salon's id, or its whole card) and the result
/// of `count` (a count statement and its values) as `n`, an uncorrelated subquery the database
/// runs once, so the page and its total are one round trip (the places list's default page on
/// PostgreSQL was three statements for two cores). `None` for the distance sort, whose walk is
/// several statements. The columns are computed for the rows the walk keeps only: each sort
/// walks an index in its order and stops at `first`.
fn page_statement(
    c: Sql,
    filter: &SalonFilter,
    sort: SalonSort,
    first: u64,
    (count_sql, count_values): (String, Vec<Value>),
    (columns, column_values): (&str, Vec<Value>),
) -> Option<(String, Vec<Value>)> {
    // Bound when the filter binds values (the viewer's id, with the cards, does not change the plan).
    let bound = binds_values(filter, &count_values, &c, sort);
    let head = format!("SELECT {columns}, ({count_sql}) AS n");
    let head_values = [column_values, count_values].concat();
    match sort {
        SalonSort::Rating | SalonSort::Newest => {
            let by = if sort == SalonSort::Rating { RATING_ORDER } else { NEWEST_ORDER };
            let mut values = [head_values, c.values].concat();
            let first = limit_bound_if(first, bound, &mut values);
            Some((format!("{head} FROM salons WHERE {} ORDER BY {by} {first}", c.sql.join(" AND ")), values))
        }
        SalonSort::Price => {
            let (scope_sql, scope_values) = price_scope_condition(filter);
            let mut values = [head_values, scope_values, c.values].concat();
            let first = limit_bound_if(first, bound, &mut values);
            let sql = format!(
                "{head} FROM salon_prices sp JOIN salons ON salons.id = sp.salon_id \
                 WHERE {scope_sql} AND {} ORDER BY sp.price, sp.salon_id {first}",
                c.sql.join(" AND ")
            );
            Some((sql, values))
        }
        SalonSort::Distance { .. } => None,
    }
}

/// The price sort's rows of `filter`'s scope. The `all` scope is a constant written in, so the
/// price sort without a filter binds nothing and keeps one plan, as the default list does; a
/// catalogue term is bound, so PostgreSQL plans for it (a rare service and hair care differ).
fn price_scope_condition(filter: &SalonFilter) -> (String, Vec<Value>) {
    match price_scope(filter) {
        Scope::All => {
            let (scope, scope_id) = Scope::All.key();
            (format!("sp.scope = '{scope}' AND sp.scope_id = {scope_id}"), Vec::new())
        }
        term => {
            let (scope, scope_id) = term.key();
            ("sp.scope = ? AND sp.scope_id = ?".to_owned(), vec![scope.into(), scope_id.into()])
        }
    }
}

/// Whether a page statement binds filter values (the price sort's scope, as
/// [`price_scope_condition`] writes it, when it names a catalogue term).
fn binds_values(filter: &SalonFilter, count_values: &[Value], c: &Sql, sort: SalonSort) -> bool {
    !count_values.is_empty() || !c.values.is_empty() || (sort == SalonSort::Price && !price_scope_condition(filter).1.is_empty())
}

/// Ids of one slice of the salons matching `c`, in `sort` order, with the count of
/// [`page_statement`] (`None` when the slice is empty or the sort is by distance).
///
/// The slice is read as the first `offset + limit` ids and cut here, not with SQL's `OFFSET`:
/// SQLite 3.51 skips `OFFSET` rows before it has tested them against correlated `EXISTS` filters,
/// so later pages repeated salons of earlier ones (found by the reference test). Offsets stop below
/// [`COUNT_CAP`], so this reads at most a thousand ids from an index.
async fn page_ids(
    db: &DatabaseConnection,
    c: Sql,
    filter: &SalonFilter,
    sort: SalonSort,
    (limit, offset): (u64, u64),
    count: (String, Vec<Value>),
) -> Result<(Vec<i64>, Option<i64>), Error> {
    if let SalonSort::Distance { lat, lng } = sort {
        return Ok((distance::page(db, c, (lat, lng), limit, offset).await?, None));
    }
    let (sql, values) = page_statement(c, filter, sort, offset + limit, count, ("salons.id", Vec::new()))
        .expect("a page statement for every sort but distance");
    let rows = PageRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    let count = rows.first().and_then(|row| row.n);
    Ok((rows.into_iter().skip(offset as usize).map(|row| row.id).collect(), count))
}

/// The first page as cards read by the page statement itself, with the count: one round trip
/// for the places list's commonest request (two before: ids, then cards). `None` for the distance
/// sort and for a statement that binds filter values: PostgreSQL plans those at each execution
/// (see [`limit`]), and planning the cards' subqueries with them cost more than the round trip
/// saved (`service_id=1&sort_by=price` fell from ~530 to ~250 req/s).
async fn first_page_cards(
    db: &DatabaseConnection,
    locale: Locale,
    filter: &SalonFilter,
    sort: SalonSort,
    limit: u64,
    viewer: Option<i64>,
) -> Result<Option<(Vec<SalonCard>, Option<i64>)>, Error> {
    let backend = db.get_database_backend();
    let (columns, column_values) = card_columns(locale, viewer);
    let count = count_statement(backend, filter);
    let c = conditions(backend, filter);
    if binds_values(filter, &count.1, &c, sort) {
        return Ok(None);
    }
    let Some((sql, values)) = page_statement(c, filter, sort, limit, count, (&columns, column_values)) else {
        return Ok(None);
    };
    let rows = db.query_all_raw(statement(backend, &sql, values)).await?;
    let count = match rows.first() {
        Some(row) => row.try_get::<Option<i64>>("", "n")?,
        None => None,
    };
    Ok(Some((rows.iter().map(card_of).collect::<Result<_, _>>()?, count)))
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

#[derive(FromQueryResult)]
struct OfferRow {
    salon_id: i64,
    price: i64,
    duration_min: i32,
}

/// On each card, the service the list is filtered by as that salon sells it (issue #16 item 2:
/// the price answers the question asked). The cheapest binding when a salon has several.
async fn with_asked_service(db: &DatabaseConnection, mut salons: Vec<SalonCard>, service_id: Option<i64>) -> Result<Vec<SalonCard>, Error> {
    let Some(service_id) = service_id.filter(|_| !salons.is_empty()) else { return Ok(salons) };
    let marks = vec!["?"; salons.len()].join(", ");
    let sql = format!(
        "SELECT ss.salon_id, {FINAL_PRICE} AS price, ss.duration_min FROM salon_services ss \
         WHERE ss.service_id = ? AND ss.active = TRUE AND ss.salon_id IN ({marks}) ORDER BY price DESC"
    );
    let values = std::iter::once(service_id).chain(salons.iter().map(|s| s.id)).map(Value::from).collect();
    for row in OfferRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await? {
        if let Some(card) = salons.iter_mut().find(|s| s.id == row.salon_id) {
            card.asked_service = Some(crate::salons::ServiceOffer { price: row.price, duration_min: row.duration_min });
        }
    }
    Ok(salons)
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
    let first_page = if page <= 1 { first_page_cards(db, locale, filter, sort, per_page.min(COUNT_CAP), viewer).await? } else { None };
    let (salons, total, total_capped) = match first_page {
        Some((salons, counted)) => {
            let (total, capped) = counted_or_count(db, filter, counted, !salons.is_empty()).await?;
            (salons, total, capped)
        }
        None => {
            let (ids, total, capped) = page_and_count(db, filter, sort, page, per_page).await?;
            (cards(db, locale, &ids, viewer).await?, total, capped)
        }
    };
    let salons = with_asked_service(db, with_distance(salons, sort), filter.service_id).await?;
    Ok(SalonPage { salons, total, total_capped })
}

/// The ids of one page (1-based) of the list — pages end at [`COUNT_CAP`] — and the number of
/// matches as the list reports it: `(ids, total, capped)`.
pub async fn page_and_count(
    db: &DatabaseConnection,
    filter: &SalonFilter,
    sort: SalonSort,
    page: u64,
    per_page: u64,
) -> Result<(Vec<i64>, u64, bool), Error> {
    let offset = page.saturating_sub(1).saturating_mul(per_page);
    if offset >= COUNT_CAP {
        let (total, capped) = capped_count(db, filter).await?;
        return Ok((Vec::new(), total, capped));
    }
    let limit = per_page.min(COUNT_CAP - offset);
    let backend = db.get_database_backend();
    let (ids, counted) = page_ids(db, conditions(backend, filter), filter, sort, (limit, offset), count_statement(backend, filter)).await?;
    let (total, capped) = counted_or_count(db, filter, counted, !ids.is_empty()).await?;
    Ok((ids, total, capped))
}

/// The count a page statement brought, or — for an empty slice (past the last page) or the
/// distance walk — the count on its own: `(total, capped)`.
async fn counted_or_count(
    db: &DatabaseConnection,
    filter: &SalonFilter,
    counted: Option<i64>,
    any_rows: bool,
) -> Result<(u64, bool), Error> {
    match counted {
        Some(n) if any_rows => Ok(capped(n)),
        _ => capped_count(db, filter).await,
    }
}

/// The number of matches as the list reports it: `(total, capped)`.
pub async fn count(db: &DatabaseConnection, filter: &SalonFilter) -> Result<(u64, bool), Error> {
    capped_count(db, filter).await
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
    let ids = distance::page(db, c, (lat, lng), limit, 0).await?;
    Ok(with_distance(cards(db, locale, &ids, viewer).await?, sort))
}
