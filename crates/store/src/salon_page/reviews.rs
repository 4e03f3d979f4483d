//! Ratings of a salon or a master, and pages of their placed reviews.

use crate::Error;
use std::collections::HashMap;

use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Value};

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

/// Ratings of a salon, of a master (wherever they worked), or of a master at a salon when both are given.
pub async fn rating(db: &DatabaseConnection, salon_id: Option<i64>, master_id: Option<i64>) -> Result<RatingSummary, Error> {
    let mut conditions = Vec::new();
    let mut values = Vec::new();
    if let Some(id) = salon_id {
        conditions.push("salon_id = ?");
        values.push(Value::from(id));
    }
    if let Some(id) = master_id {
        conditions.push("master_id = ?");
        values.push(Value::from(id));
    }
    if conditions.is_empty() {
        return Ok(RatingSummary::default());
    }
    let sql = format!(
        "SELECT AVG(CAST(service_quality AS DOUBLE PRECISION)) AS service_quality, AVG(CAST(atmosphere AS DOUBLE PRECISION)) AS atmosphere, \
                AVG(CAST(cleanliness AS DOUBLE PRECISION)) AS cleanliness, COUNT(*) AS n \
         FROM reviews WHERE {} AND status = 'placed'",
        conditions.join(" AND ")
    );
    let row = RatingRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).one(db).await?;
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

/// Whose placed reviews a page lists: a salon's, a master's (at every salon they worked), or a master's at a salon.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReplyFilter {
    pub salon_id: Option<i64>,
    pub master_id: Option<i64>,
}

/// A page of placed reviews, newest first, and how many the filter matches in all.
pub async fn replies(db: &DatabaseConnection, filter: ReplyFilter, offset: u64, limit: u64) -> Result<(Vec<Reply>, u64), Error> {
    if filter == ReplyFilter::default() {
        return Ok((Vec::new(), 0));
    }
    let mut query = reviews::Entity::find().filter(reviews::Column::Status.eq("placed"));
    if let Some(id) = filter.salon_id {
        query = query.filter(reviews::Column::SalonId.eq(id));
    }
    if let Some(id) = filter.master_id {
        query = query.filter(reviews::Column::MasterId.eq(id));
    }
    let total = query.clone().count(db).await?;
    let rows =
        query.order_by_desc(reviews::Column::CreatedAt).order_by_desc(reviews::Column::Id).offset(offset).limit(limit).all(db).await?;
    let names: HashMap<i64, String> = masters::Entity::find()
        .filter(masters::Column::Id.is_in(rows.iter().filter_map(|r| r.master_id)))
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.full_name))
        .collect();
    let page =
        rows.into_iter().map(|review| Reply { master_name: review.master_id.and_then(|id| names.get(&id).cloned()), review }).collect();
    Ok((page, total))
}
