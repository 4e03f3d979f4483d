//! Ratings of a salon or a master, and the salon's latest placed reviews.

use crate::Error;
use std::collections::HashMap;

use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect, Value};

use crate::entities::{masters, reviews};
use crate::sql::statement;

/// Averages of the three review ratings (spec §3 review) over placed reviews.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RatingSummary {
    pub service_quality: Option<f64>,
    pub atmosphere: Option<f64>,
    pub cleanliness: Option<f64>,
    pub count: i64,
}

impl RatingSummary {
    /// The overall mark: the mean of the three averages.
    pub fn average(&self) -> Option<f64> {
        Some((self.service_quality? + self.atmosphere? + self.cleanliness?) / 3.0)
    }
}

#[derive(FromQueryResult)]
struct RatingRow {
    service_quality: Option<f64>,
    atmosphere: Option<f64>,
    cleanliness: Option<f64>,
    n: i64,
}

/// Ratings of a salon, or of one master there when `master_id` is given.
pub async fn rating(db: &DatabaseConnection, salon_id: Option<i64>, master_id: Option<i64>) -> Result<RatingSummary, Error> {
    let (column, id) = match (salon_id, master_id) {
        (_, Some(id)) => ("master_id", id),
        (Some(id), None) => ("salon_id", id),
        (None, None) => return Ok(RatingSummary::default()),
    };
    let sql = format!(
        "SELECT AVG(CAST(service_quality AS DOUBLE PRECISION)) AS service_quality, AVG(CAST(atmosphere AS DOUBLE PRECISION)) AS atmosphere, \
                AVG(CAST(cleanliness AS DOUBLE PRECISION)) AS cleanliness, COUNT(*) AS n \
         FROM reviews WHERE {column} = ? AND status = 'placed'"
    );
    let row = RatingRow::find_by_statement(statement(db.get_database_backend(), &sql, vec![Value::from(id)])).one(db).await?;
    Ok(row.map_or_else(RatingSummary::default, |r| RatingSummary {
        service_quality: r.service_quality,
        atmosphere: r.atmosphere,
        cleanliness: r.cleanliness,
        count: r.n,
    }))
}

/// A placed review with the names a reader wants beside it.
#[derive(Debug, Clone)]
pub struct Reply {
    pub review: reviews::Model,
    pub master_name: Option<String>,
}

/// The latest placed reviews of a salon.
pub async fn last_replies(db: &DatabaseConnection, salon_id: i64, limit: u64) -> Result<Vec<Reply>, Error> {
    let rows = reviews::Entity::find()
        .filter(reviews::Column::SalonId.eq(salon_id))
        .filter(reviews::Column::Status.eq("placed"))
        .order_by_desc(reviews::Column::CreatedAt)
        .order_by_desc(reviews::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    let names: HashMap<i64, String> = masters::Entity::find()
        .filter(masters::Column::Id.is_in(rows.iter().filter_map(|r| r.master_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.full_name))
        .collect();
    Ok(rows.into_iter().map(|review| Reply { master_name: review.master_id.and_then(|id| names.get(&id).cloned()), review }).collect())
}
