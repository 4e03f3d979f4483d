//! `salon_prices`: each salon's lowest discounted price over all its active services, per
//! department, per category and per catalogue service (migration `000039_listing_at_scale`).
//!
//! The places list sorts by price and filters by department, category or service through this
//! table, so a page reads the page and not every salon's services. It is a copy, so every write
//! that changes what a salon offers, at what price, or where a service sits in the catalogue
//! calls [`refresh`] (or one of its wrappers) in the same transaction; the seeds call
//! [`refresh_all`] once. A salon with no active service keeps an `all` row priced [`UNPRICED`],
//! so the price sort can still list it, last.

use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::Error;
use crate::sql::{FINAL_PRICE, statement};

/// The `all` price of a salon that offers nothing yet: after every real price.
pub const UNPRICED: i64 = i64::MAX;

/// The scope of a price row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    All,
    Department(i64),
    Category(i64),
    Service(i64),
}

impl Scope {
    /// `(scope, scope_id)` as stored.
    pub fn key(self) -> (&'static str, i64) {
        match self {
            Scope::All => ("all", 0),
            Scope::Department(id) => ("department", id),
            Scope::Category(id) => ("category", id),
            Scope::Service(id) => ("service", id),
        }
    }
}

/// The rows of the salons that `salons` selects (`s.id` of `salons s`), as one `SELECT` of
/// [`COLUMNS`]; each row copies its salon's status and place (kept by a trigger on `salons`,
/// migration 000041), so counts by place read the rows alone.
fn rows_sql(salons: &str) -> String {
    let services = format!(
        "FROM salon_services ss JOIN services sv ON sv.id = ss.service_id JOIN categories cat ON cat.id = sv.category_id \
         JOIN salons s ON s.id = ss.salon_id WHERE ss.active = TRUE AND {salons}"
    );
    let place = "s.status, s.province_id, s.district_id";
    format!(
        "SELECT s.id, 'all', 0, COALESCE((SELECT MIN({FINAL_PRICE}) FROM salon_services ss WHERE ss.salon_id = s.id AND ss.active = TRUE), {UNPRICED}), {place} \
         FROM salons s WHERE {salons} \
         UNION ALL SELECT ss.salon_id, 'department', cat.department_id, MIN({FINAL_PRICE}), {place} {services} GROUP BY ss.salon_id, cat.department_id, {place} \
         UNION ALL SELECT ss.salon_id, 'category', sv.category_id, MIN({FINAL_PRICE}), {place} {services} GROUP BY ss.salon_id, sv.category_id, {place} \
         UNION ALL SELECT ss.salon_id, 'service', ss.service_id, MIN({FINAL_PRICE}), {place} {services} GROUP BY ss.salon_id, ss.service_id, {place}"
    )
}

const COLUMNS: &str = "salon_id, scope, scope_id, price, status, province_id, district_id";

/// Rewrites the price rows of `salon_ids`.
pub async fn refresh(db: &impl ConnectionTrait, salon_ids: &[i64]) -> Result<(), Error> {
    let backend = db.get_database_backend();
    for chunk in salon_ids.chunks(200) {
        let list = vec!["?"; chunk.len()].join(", ");
        let ids: Vec<Value> = chunk.iter().map(|id| Value::from(*id)).collect();
        db.execute_raw(statement(backend, &format!("DELETE FROM salon_prices WHERE salon_id IN ({list})"), ids.clone())).await?;
        let select = rows_sql(&format!("s.id IN ({list})"));
        // The salons' ids appear once per part of the UNION: three service parts and the `all` part.
        let values = [ids.clone(), ids.clone(), ids.clone(), ids].concat();
        db.execute_raw(statement(backend, &format!("INSERT INTO salon_prices ({COLUMNS}) {select}"), values)).await?;
    }
    Ok(())
}

/// Rewrites the price rows of every salon offering catalogue service `service_id`.
pub async fn refresh_offering_service(db: &impl ConnectionTrait, service_id: i64) -> Result<(), Error> {
    refresh_where(db, "SELECT DISTINCT ss.salon_id AS id FROM salon_services ss WHERE ss.service_id = ?", service_id).await
}

/// Rewrites the price rows of every salon offering a service of category `category_id`.
pub async fn refresh_offering_category(db: &impl ConnectionTrait, category_id: i64) -> Result<(), Error> {
    refresh_where(
        db,
        "SELECT DISTINCT ss.salon_id AS id FROM salon_services ss JOIN services sv ON sv.id = ss.service_id WHERE sv.category_id = ?",
        category_id,
    )
    .await
}

async fn refresh_where(db: &impl ConnectionTrait, sql: &str, id: i64) -> Result<(), Error> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let ids: Vec<i64> = Id::find_by_statement(statement(db.get_database_backend(), sql, vec![id.into()]))
        .all(db)
        .await?
        .into_iter()
        .map(|r| r.id)
        .collect();
    refresh(db, &ids).await
}

/// Rewrites the whole table: after a seed, and once by the migration that made it.
pub async fn refresh_all(db: &impl ConnectionTrait) -> Result<(), Error> {
    db.execute_unprepared("DELETE FROM salon_prices").await?;
    db.execute_unprepared(&format!("INSERT INTO salon_prices ({COLUMNS}) {}", rows_sql("TRUE"))).await?;
    Ok(())
}
