//! The distance sort without sorting the country: a bounding box around the point, widened until
//! the circle inside it holds the page.
//!
//! Distances are compared in the list's planar metric (latitude degrees, longitude scaled by the
//! cosine of the point's latitude), which orders points exactly enough at city scale and needs no
//! trigonometry in SQL. Every salon inside the circle of radius `r` lies inside the box, and every
//! salon outside the circle is farther than any inside, so once the circle holds `offset + limit`
//! matches their order is the order of the whole list. The box reads `ix_salons_position`
//! (lat, lng, status); only when even the widest box holds too few (a rare filter, a tiny country) does
//! the list fall back to sorting every match, salons without a position last.

use sea_orm::{DatabaseConnection, FromQueryResult};

use super::{Sql, ids};
use crate::Error;
use crate::sql::statement;

/// The first radius, in degrees of latitude (about 220 m): a city centre with a hundred thousand
/// salons in the country holds a page within it, and a village's box grows in a few steps.
const FIRST_RADIUS: f64 = 0.002;
/// Past this radius the box is the whole country and sorting every match is as cheap.
const WIDEST_RADIUS: f64 = 20.0;

#[derive(FromQueryResult)]
struct Placed {
    id: i64,
    lat: f64,
    lng: f64,
}

/// The squared planar distance of the list's SQL, computed in the same order.
pub fn planar(point: (f64, f64), squeeze2: f64, lat: f64, lng: f64) -> f64 {
    (lat - point.0) * (lat - point.0) + (lng - point.1) * (lng - point.1) * squeeze2
}

/// `cos²` of the point's latitude, the longitude's scale in [`planar`].
pub fn squeeze2(lat: f64) -> f64 {
    let squeeze = lat.to_radians().cos();
    squeeze * squeeze
}

/// Ids of salons matching `c`, nearest to `point` first, `offset` skipped, at most `limit`.
pub async fn page(db: &DatabaseConnection, c: Sql, point: (f64, f64), limit: u64, offset: u64) -> Result<Vec<i64>, Error> {
    let need = (offset + limit) as usize;
    let squeeze2 = squeeze2(point.0);
    let squeeze = squeeze2.sqrt().max(0.05);
    let mut radius = FIRST_RADIUS;
    while radius <= WIDEST_RADIUS {
        let sql = format!(
            "SELECT salons.id, salons.lat, salons.lng FROM salons \
             WHERE salons.lat BETWEEN ? AND ? AND salons.lng BETWEEN ? AND ? AND {}",
            c.sql.join(" AND ")
        );
        let bounds = [point.0 - radius, point.0 + radius, point.1 - radius / squeeze, point.1 + radius / squeeze];
        let values = [bounds.iter().map(|b| (*b).into()).collect(), c.values.clone()].concat();
        let rows = Placed::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
        let mut inside: Vec<(f64, i64)> =
            rows.into_iter().map(|r| (planar(point, squeeze2, r.lat, r.lng), r.id)).filter(|(d, _)| *d <= radius * radius).collect();
        if inside.len() >= need {
            inside.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            return Ok(inside.into_iter().skip(offset as usize).take(limit as usize).map(|(_, id)| id).collect());
        }
        // Grow by the shortfall (matches grow with the area), at least doubling, at most ×4; an
        // empty circle says nothing of the density around it, so it grows ×8 (a salon page's
        // nearby salons in a small town took eight boxes at ×4).
        radius *= match inside.len() {
            0 => 8.0,
            found => (need as f64 / found as f64).sqrt().clamp(2.0, 4.0),
        };
    }
    sorted_page(db, c, point, limit, offset).await
}

/// Every match sorted by distance, salons without a position last (the slice cut here, not by
/// SQL's `OFFSET`: see `listing::page_ids`).
pub async fn sorted_page(db: &DatabaseConnection, c: Sql, point: (f64, f64), limit: u64, offset: u64) -> Result<Vec<i64>, Error> {
    let sql = format!(
        "SELECT salons.id FROM salons WHERE {} \
         ORDER BY salons.lat IS NULL, (salons.lat - ?) * (salons.lat - ?) + (salons.lng - ?) * (salons.lng - ?) * ?, salons.id LIMIT ?",
        c.sql.join(" AND ")
    );
    let (lat, lng) = point;
    let order = vec![lat.into(), lat.into(), lng.into(), lng.into(), squeeze2(lat).into(), ((offset + limit) as i64).into()];
    Ok(ids(db, &sql, [c.values, order].concat()).await?.into_iter().skip(offset as usize).collect())
}
