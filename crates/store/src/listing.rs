//! The places list (`/api/site/salons`): active salons filtered by catalogue, place, price,
//! rating, amenities and opening, sorted and paged in SQL.

use chrono::NaiveDate;
use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, FromQueryResult, QueryFilter, Value};

use crate::entities::salons;
use crate::salons::{cards, SalonCard};
use crate::sql::{contains_words, search_words, statement};

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
    Distance { lat: f64, lng: f64 },
    Newest,
}

/// One page of the list and the number of salons over all pages.
#[derive(Debug, Clone)]
pub struct SalonPage {
    pub salons: Vec<SalonCard>,
    pub total: u64,
}

/// The discounted price of a salon service, rounded as `Money::discounted` rounds.
const FINAL_PRICE: &str = "((ss.price * (100 - ss.discount_percent) + 50) / 100)";

/// SQL conditions over `salons` and their values, in placeholder order.
#[derive(Default)]
struct Conditions {
    sql: Vec<String>,
    values: Vec<Value>,
}

impl Conditions {
    fn push(&mut self, sql: impl Into<String>, values: impl IntoIterator<Item = Value>) {
        self.sql.push(sql.into());
        self.values.extend(values);
    }
}

/// The salon services a filter is about (its department, category or service), as the tail of a
/// `FROM salon_services ss ...` subquery correlated with `salons`.
fn service_scope(filter: &SalonFilter, with_price: bool) -> (String, Vec<Value>) {
    let mut sql = String::from(
        " FROM salon_services ss JOIN services sv ON sv.id = ss.service_id JOIN categories cat ON cat.id = sv.category_id \
         WHERE ss.salon_id = salons.id AND ss.active = TRUE",
    );
    let mut values = Vec::new();
    if let Some(id) = filter.department_id {
        sql.push_str(" AND cat.department_id = ?");
        values.push(id.into());
    }
    if let Some(id) = filter.category_id {
        sql.push_str(" AND sv.category_id = ?");
        values.push(id.into());
    }
    if let Some(id) = filter.service_id {
        sql.push_str(" AND ss.service_id = ?");
        values.push(id.into());
    }
    if with_price {
        if let Some(min) = filter.price_min {
            sql.push_str(&format!(" AND {FINAL_PRICE} >= ?"));
            values.push(min.into());
        }
        if let Some(max) = filter.price_max {
            sql.push_str(&format!(" AND {FINAL_PRICE} <= ?"));
            values.push(max.into());
        }
    }
    (sql, values)
}

fn conditions(backend: sea_orm::DbBackend, filter: &SalonFilter) -> Conditions {
    let mut c = Conditions::default();
    c.push("salons.status = 'active'", []);
    let scoped = filter.department_id.is_some() || filter.category_id.is_some() || filter.service_id.is_some();
    if scoped || filter.price_min.is_some() || filter.price_max.is_some() {
        let (scope, values) = service_scope(filter, true);
        c.push(format!("EXISTS (SELECT 1{scope})"), values);
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
        c.push("EXISTS (SELECT 1 FROM salon_amenities am WHERE am.salon_id = salons.id AND am.amenity = ?)", [amenity.clone().into()]);
    }
    if let Some(day) = filter.open_on {
        let weekday = i64::from(chrono::Datelike::weekday(&day).num_days_from_monday());
        match filter.open_at_min {
            Some(minute) => c.push(
                "EXISTS (SELECT 1 FROM salon_working_hours wh WHERE wh.salon_id = salons.id AND wh.weekday = ? AND wh.open_min <= ? AND wh.close_min > ?)",
                [weekday.into(), i64::from(minute).into(), i64::from(minute).into()],
            ),
            None => c.push("EXISTS (SELECT 1 FROM salon_working_hours wh WHERE wh.salon_id = salons.id AND wh.weekday = ?)", [weekday.into()]),
        }
        c.push("NOT EXISTS (SELECT 1 FROM salon_days_off off WHERE off.salon_id = salons.id AND off.day = ?)", [day.into()]);
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

/// `ORDER BY` for a sort, with its values.
fn order(filter: &SalonFilter, sort: SalonSort) -> (String, Vec<Value>) {
    match sort {
        SalonSort::Rating => ("salons.rating_avg IS NULL, salons.rating_avg DESC, salons.reviews_count DESC, salons.id".into(), vec![]),
        SalonSort::Newest => ("salons.created_at DESC, salons.id DESC".into(), vec![]),
        SalonSort::Price => {
            // The cheapest matching service decides, so "manicure under 300 TRY" sorts by the manicure.
            let (scope, values) = service_scope(filter, true);
            let cheapest = format!("(SELECT MIN({FINAL_PRICE}){scope})");
            (format!("{cheapest} IS NULL, {cheapest}, salons.id"), [values.clone(), values].concat())
        }
        SalonSort::Distance { lat, lng } => {
            // An equirectangular projection orders points exactly enough at city scale and needs
            // no trigonometry in SQL (SQLite may be built without it).
            let squeeze = lat.to_radians().cos();
            let sql = "salons.lat IS NULL, (salons.lat - ?) * (salons.lat - ?) + (salons.lng - ?) * (salons.lng - ?) * ?, salons.id";
            (sql.into(), vec![lat.into(), lat.into(), lng.into(), lng.into(), (squeeze * squeeze).into()])
        }
    }
}

#[derive(FromQueryResult)]
struct Id {
    id: i64,
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
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
) -> Result<SalonPage, DbErr> {
    let backend = db.get_database_backend();
    let conditions = conditions(backend, filter);
    let where_sql = conditions.sql.join(" AND ");

    let count_sql = format!("SELECT COUNT(*) AS n FROM salons WHERE {where_sql}");
    let total = Count::find_by_statement(statement(backend, &count_sql, conditions.values.clone())).one(db).await?.map_or(0, |c| c.n) as u64;

    let (order_sql, order_values) = order(filter, sort);
    let mut values = conditions.values;
    values.extend(order_values);
    values.push((per_page as i64).into());
    values.push(((page.saturating_sub(1).saturating_mul(per_page)) as i64).into());
    let page_sql = format!("SELECT salons.id FROM salons WHERE {where_sql} ORDER BY {order_sql} LIMIT ? OFFSET ?");
    let ids: Vec<i64> = Id::find_by_statement(statement(backend, &page_sql, values)).all(db).await?.into_iter().map(|r| r.id).collect();

    let mut rows = salons::Entity::find().filter(salons::Column::Id.is_in(ids.clone())).all(db).await?;
    rows.sort_by_key(|s| ids.iter().position(|id| *id == s.id));
    let mut salons = cards(db, locale, rows, viewer).await?;
    if let SalonSort::Distance { lat, lng } = sort {
        for card in &mut salons {
            card.distance_km = card.lat.zip(card.lng).map(|(a, b)| domain::geo::distance_km(lat, lng, a, b));
        }
    }
    Ok(SalonPage { salons, total })
}
