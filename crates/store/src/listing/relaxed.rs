//! What a places search asked for, by name, and the looser searches shown when it found nothing
//! (issue #16 item 1; which ones and in what order is `domain::relax`).
//!
//! - Nearby: the same filter without the place, nearest to the place's centre first, as far as
//!   `domain::relax::NEARBY_RADIUS_KM` (salons without a position are near nothing). The geo data
//!   has coordinates only for provinces, so a district's or neighbourhood's centre is the mean of
//!   (at most [`CENTRE_SAMPLE`]) salon positions in it, else its province's centre. The matches are
//!   counted first (the capped count, which starts from `salon_prices` for a rare service): up to
//!   [`COUNT_CAP`] of them are read whole and sorted here, more walk the distance box, which fills
//!   quickly when that many salons match. Neither reads the country.
//! - Related: the place's salons for the service's category, or when it has none there the
//!   category's department (the list's own rating walk, at most two of them).

use domain::Locale;
use domain::relax::{CENTRE_SAMPLE, CatalogueTerm, RELAXED_LIMIT, Relaxation, is_nearby, relaxations};
use sea_orm::{DatabaseConnection, EntityTrait, FromQueryResult, Value};

use super::distance::{planar, squeeze2};
use super::{
    Area, COUNT_CAP, SalonFilter, SalonSort, Sql, by_price_rows, capped_count, conditions, distance, price_scope, salon_conditions,
};
use crate::Error;
use crate::catalogue::localized;
use crate::entities::{categories, departments, districts, neighbourhoods, provinces, services};
use crate::salons::{SalonCard, cards};
use crate::sql::statement;

/// The search's terms by name, in the request's language, for the results header.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Searched {
    pub department: Option<Named>,
    pub category: Option<Named>,
    pub service: Option<Named>,
    pub place: Option<SearchedPlace>,
}

/// A catalogue term's id and name.
#[derive(Debug, Clone, PartialEq)]
pub struct Named {
    pub id: i64,
    pub name: String,
}

/// A place by name: "Kadıköy" within "İstanbul", "Caferağa Mah." within "Kadıköy, İstanbul".
#[derive(Debug, Clone, PartialEq)]
pub struct SearchedPlace {
    pub area: Area,
    pub name: String,
    /// What the place lies in; `None` for a province.
    pub within: Option<String>,
}

/// One looser search and its salons.
#[derive(Debug, Clone)]
pub struct RelaxedPage {
    pub relaxation: Relaxation,
    /// For [`Relaxation::Related`]: the broader term's name (the service's category, or the
    /// department when the category had nothing in the place).
    pub subject: Option<String>,
    pub salons: Vec<SalonCard>,
}

/// Names of what `filter` asks for; an id that names nothing is left out.
pub async fn searched(db: &DatabaseConnection, locale: Locale, filter: &SalonFilter) -> Result<Searched, Error> {
    let mut out = Searched::default();
    if let Some(id) = filter.department_id {
        out.department = departments::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|d| Named { id, name: localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned() });
    }
    if let Some(id) = filter.category_id {
        out.category = categories::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|c| Named { id, name: localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned() });
    }
    if let Some(id) = filter.service_id {
        out.service = services::Entity::find_by_id(id)
            .one(db)
            .await?
            .map(|s| Named { id, name: localized(locale, &s.name_tr, &s.name_en, &s.name_ru).to_owned() });
    }
    out.place = match filter.area {
        None => None,
        Some(Area::Province(id)) => {
            provinces::Entity::find_by_id(id).one(db).await?.map(|p| SearchedPlace { area: Area::Province(id), name: p.name, within: None })
        }
        Some(Area::District(id)) => match districts::Entity::find_by_id(id).one(db).await? {
            Some(d) => Some(SearchedPlace { area: Area::District(id), within: province_name(db, d.province_id).await?, name: d.name }),
            None => None,
        },
        Some(Area::Neighbourhood(id)) => match neighbourhoods::Entity::find_by_id(id).one(db).await? {
            Some(n) => {
                let within = match districts::Entity::find_by_id(n.district_id).one(db).await? {
                    Some(d) => Some(match province_name(db, d.province_id).await? {
                        Some(city) => format!("{}, {city}", d.name),
                        None => d.name,
                    }),
                    None => None,
                };
                Some(SearchedPlace { area: Area::Neighbourhood(id), name: n.name, within })
            }
            None => None,
        },
    };
    Ok(out)
}

async fn province_name(db: &DatabaseConnection, id: i64) -> Result<Option<String>, Error> {
    Ok(provinces::Entity::find_by_id(id).one(db).await?.map(|p| p.name))
}

/// The looser searches for `filter`, whose exact search matched `total` salons, each with its
/// salons (at most [`RELAXED_LIMIT`]); a looser search that finds nothing is left out.
pub async fn relaxed(
    db: &DatabaseConnection,
    locale: Locale,
    filter: &SalonFilter,
    total: u64,
    viewer: Option<i64>,
) -> Result<Vec<RelaxedPage>, Error> {
    let term = CatalogueTerm::narrowest(filter.department_id, filter.category_id, filter.service_id);
    let mut out = Vec::new();
    for relaxation in relaxations(total, term, filter.area.is_some()) {
        let page = match (relaxation, filter.area, term) {
            (Relaxation::Nearby, Some(area), _) => {
                let Some(point) = centre(db, area).await? else { continue };
                let around = SalonFilter { area: None, ..filter.clone() };
                let ids = nearest_ids(db, &around, point, RELAXED_LIMIT).await?;
                let sort = SalonSort::Distance { lat: point.0, lng: point.1 };
                let mut salons = super::with_distance(cards(db, locale, &ids, viewer).await?, sort);
                salons.retain(|card| is_nearby(card.distance_km));
                let salons = super::with_asked_service(db, salons, filter.service_id).await?;
                RelaxedPage { relaxation, subject: None, salons }
            }
            (Relaxation::Related, _, Some(term)) => {
                // The service's category, else the category's department: the first that holds salons here.
                let mut found = None;
                let mut narrower = term;
                while let Some((broader, subject)) = broader(db, locale, narrower).await? {
                    let related = SalonFilter {
                        service_id: None,
                        category_id: broader.category_id,
                        department_id: broader.department_id,
                        ..filter.clone()
                    };
                    let page = super::list(db, locale, &related, SalonSort::Rating, 1, RELAXED_LIMIT, viewer).await?;
                    if !page.salons.is_empty() {
                        found = Some(RelaxedPage { relaxation, subject: Some(subject), salons: page.salons });
                        break;
                    }
                    narrower = broader.term;
                }
                let Some(page) = found else { continue };
                page
            }
            _ => continue,
        };
        if !page.salons.is_empty() {
            out.push(page);
        }
    }
    Ok(out)
}

/// The catalogue terms of a broader search.
struct Broader {
    term: CatalogueTerm,
    department_id: Option<i64>,
    category_id: Option<i64>,
}

/// The term above `term` and its name: a service's category, a category's department.
async fn broader(db: &DatabaseConnection, locale: Locale, term: CatalogueTerm) -> Result<Option<(Broader, String)>, Error> {
    let category = |id: i64| async move {
        let Some(c) = categories::Entity::find_by_id(id).one(db).await? else { return Ok::<_, Error>(None) };
        let name = localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned();
        Ok(Some((c.department_id, name)))
    };
    Ok(match term {
        CatalogueTerm::Department(_) => None,
        CatalogueTerm::Category(id) => {
            let Some((department_id, _)) = category(id).await? else { return Ok(None) };
            departments::Entity::find_by_id(department_id).one(db).await?.map(|d| {
                (
                    Broader { term: CatalogueTerm::Department(d.id), department_id: Some(d.id), category_id: None },
                    localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned(),
                )
            })
        }
        CatalogueTerm::Service(id) => {
            let Some(service) = services::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
            category(service.category_id).await?.map(|(department_id, name)| {
                let term = CatalogueTerm::Category(service.category_id);
                (Broader { term, department_id: Some(department_id), category_id: Some(service.category_id) }, name)
            })
        }
    })
}

#[derive(FromQueryResult)]
struct Point {
    lat: f64,
    lng: f64,
}

/// The centre of a place: a province's own, the mean of a district's or neighbourhood's salon
/// positions, or else the centre of what it lies in. `None` for an id that names no place.
pub async fn centre(db: &DatabaseConnection, area: Area) -> Result<Option<(f64, f64)>, Error> {
    let backend = db.get_database_backend();
    let sample = |column: &str, id: i64| {
        let sql = format!(
            "SELECT salons.lat, salons.lng FROM salons WHERE salons.{column} = ? AND salons.lat IS NOT NULL AND salons.lng IS NOT NULL LIMIT ?"
        );
        statement(backend, &sql, vec![id.into(), (CENTRE_SAMPLE as i64).into()])
    };
    let mean = |rows: Vec<Point>| domain::relax::centre(&rows.into_iter().map(|p| (p.lat, p.lng)).collect::<Vec<_>>());
    let district = match area {
        Area::Province(id) => return Ok(provinces::Entity::find_by_id(id).one(db).await?.map(|p| (p.lat, p.lng))),
        Area::District(id) => id,
        Area::Neighbourhood(id) => {
            if let Some(point) = mean(Point::find_by_statement(sample("neighbourhood_id", id)).all(db).await?) {
                return Ok(Some(point));
            }
            let Some(neighbourhood) = neighbourhoods::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
            neighbourhood.district_id
        }
    };
    if let Some(point) = mean(Point::find_by_statement(sample("district_id", district)).all(db).await?) {
        return Ok(Some(point));
    }
    let Some(district) = districts::Entity::find_by_id(district).one(db).await? else { return Ok(None) };
    Ok(provinces::Entity::find_by_id(district.province_id).one(db).await?.map(|p| (p.lat, p.lng)))
}

#[derive(FromQueryResult)]
struct Placed {
    id: i64,
    lat: Option<f64>,
    lng: Option<f64>,
}

/// Ids of the `limit` salons matching `filter` nearest to `point`, in the distance sort's order
/// (salons without a position last, ties by id).
pub async fn nearest_ids(db: &DatabaseConnection, filter: &SalonFilter, point: (f64, f64), limit: u64) -> Result<Vec<i64>, Error> {
    let backend = db.get_database_backend();
    let (count, capped) = capped_count(db, filter).await?;
    if count == 0 {
        return Ok(Vec::new());
    }
    if capped {
        return distance::page(db, conditions(backend, filter), point, limit, 0).await;
    }
    // At most COUNT_CAP matches: read them (from the term's price rows when it has them) and sort.
    let (sql, values) = if by_price_rows(filter) {
        let mut c = Sql::default();
        c.push("salons.status = 'active'", []);
        salon_conditions(backend, filter, &mut c);
        let (scope, scope_id) = price_scope(filter).key();
        let sql = format!(
            "SELECT salons.id, salons.lat, salons.lng FROM salon_prices sp JOIN salons ON salons.id = sp.salon_id \
             WHERE sp.scope = ? AND sp.scope_id = ? AND {} LIMIT ?",
            c.sql.join(" AND ")
        );
        (sql, [vec![scope.into(), scope_id.into()], c.values].concat())
    } else {
        let c = conditions(backend, filter);
        (format!("SELECT salons.id, salons.lat, salons.lng FROM salons WHERE {} LIMIT ?", c.sql.join(" AND ")), c.values)
    };
    let values = [values, vec![Value::from(COUNT_CAP as i64)]].concat();
    let rows = Placed::find_by_statement(statement(backend, &sql, values)).all(db).await?;
    let squeeze2 = squeeze2(point.0);
    let mut placed: Vec<(bool, f64, i64)> = rows
        .into_iter()
        .map(|r| match r.lat.zip(r.lng) {
            Some((lat, lng)) => (false, planar(point, squeeze2, lat, lng), r.id),
            None => (true, 0.0, r.id),
        })
        .collect();
    placed.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.2.cmp(&b.2)));
    Ok(placed.into_iter().take(limit as usize).map(|(_, _, id)| id).collect())
}
