//! The places list as one straightforward query over every salon: each filter an uncorrelated
//! `IN (subquery)` over the salons' own services, hours and amenities, each sort a full
//! `ORDER BY`, the total an exact count. It reads every salon, so the list never serves from it;
//! the property test (`crates/server/tests/api/listing_scale.rs`) checks that the fast list gives
//! the same salons in the same order.

use chrono::NaiveDate;
use sea_orm::{DatabaseConnection, FromQueryResult};

use super::prices::{Scope, UNPRICED};
use super::{COUNT_CAP, Count, SalonFilter, SalonSort, Sql, distance, ids, price_scope, salon_conditions, service_scope};
use crate::Error;
use crate::sql::{FINAL_PRICE, statement};

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
    let scoped = filter.department_id.is_some()
        || filter.category_id.is_some()
        || filter.service_id.is_some()
        || filter.price_min.is_some()
        || filter.price_max.is_some();
    if scoped {
        let scope = service_scope(filter);
        c.push(format!("salons.id IN (SELECT ss.salon_id FROM salon_services ss WHERE {})", scope.sql.join(" AND ")), scope.values);
    }
    // Place, rating and text as the list has them; amenities and opening written out again.
    let rest = SalonFilter { amenities: Vec::new(), open_on: None, open_at_min: None, ..filter.clone() };
    salon_conditions(backend, &rest, &mut c);
    for amenity in &filter.amenities {
        c.push("salons.id IN (SELECT am.salon_id FROM salon_amenities am WHERE am.amenity = ?)", [amenity.clone().into()]);
    }
    if let Some(day) = filter.open_on {
        open_on(&mut c, day, filter.open_at_min);
    }
    c
}

/// The lowest price per salon over the services of the filter's narrowest catalogue term.
fn cheapest(filter: &SalonFilter) -> Sql {
    let mut sql = Sql::default();
    let term = match price_scope(filter) {
        Scope::All => None,
        Scope::Department(id) => Some((
            "ss.service_id IN (SELECT sv.id FROM services sv JOIN categories cat ON cat.id = sv.category_id WHERE cat.department_id = ?)",
            id,
        )),
        Scope::Category(id) => Some(("ss.service_id IN (SELECT sv.id FROM services sv WHERE sv.category_id = ?)", id)),
        Scope::Service(id) => Some(("ss.service_id = ?", id)),
    };
    let (term, values) = term.map_or((String::new(), Vec::new()), |(t, id)| (format!(" AND {t}"), vec![id.into()]));
    sql.push(
        format!(
            " LEFT JOIN (SELECT ss.salon_id, MIN({FINAL_PRICE}) AS price FROM salon_services ss WHERE ss.active = TRUE{term} GROUP BY ss.salon_id) cheapest \
             ON cheapest.salon_id = salons.id"
        ),
        values,
    );
    sql
}

/// All matches in `sort` order (at most `COUNT_CAP`), and the exact number of matches.
pub async fn list(db: &DatabaseConnection, filter: &SalonFilter, sort: SalonSort) -> Result<(Vec<i64>, u64), Error> {
    let backend = db.get_database_backend();
    let c = conditions(backend, filter);
    let count_sql = format!("SELECT COUNT(*) AS n FROM salons WHERE {}", c.sql.join(" AND "));
    let total = Count::find_by_statement(statement(backend, &count_sql, c.values.clone())).one(db).await?.map_or(0, |n| n.n) as u64;
    let cap = vec![(COUNT_CAP as i64).into()];
    let order = match sort {
        SalonSort::Rating => "salons.rating_avg IS NULL, salons.rating_avg DESC, salons.reviews_count DESC, salons.id",
        SalonSort::Newest => "salons.created_at DESC, salons.id DESC",
        SalonSort::Price => {
            let join = cheapest(filter);
            let sql = format!(
                "SELECT salons.id FROM salons{} WHERE {} ORDER BY COALESCE(cheapest.price, {UNPRICED}), salons.id LIMIT ?",
                join.sql.concat(),
                c.sql.join(" AND ")
            );
            return Ok((ids(db, &sql, [join.values, c.values, cap].concat()).await?, total));
        }
        SalonSort::Distance { lat, lng } => return Ok((distance::sorted_page(db, c, (lat, lng), COUNT_CAP, 0).await?, total)),
    };
    let sql = format!("SELECT salons.id FROM salons WHERE {} ORDER BY {order} LIMIT ?", c.sql.join(" AND "));
    Ok((ids(db, &sql, [c.values, cap].concat()).await?, total))
}
