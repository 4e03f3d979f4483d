//! The card's numbers at the salon: visits, spend, planned visits and the top categories.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, FromQueryResult};

use super::live_list;
use crate::sql::{COLLECTED, statement};

/// The card's numbers at this salon.
#[derive(Debug, Clone, Default, FromQueryResult)]
pub struct Stats {
    /// Completed visits.
    pub visits: i64,
    /// Date of the latest completed visit.
    pub last_visit: Option<NaiveDate>,
    /// kuruş paid for completed visits (what was collected: points discounts left out).
    pub completed_spend: i64,
    /// Live visits that have not started yet.
    pub planned: i64,
    /// Visits the client did not come to (every one, not only the last 90 days').
    pub no_shows: i64,
}

pub async fn stats(db: &impl ConnectionTrait, salon_id: i64, client_id: i64, now: DateTime<Utc>) -> Result<Stats, Error> {
    let sql = format!(
        "SELECT COUNT(CASE WHEN a.status = 'completed' THEN 1 END) AS visits, \
         MAX(CASE WHEN a.status = 'completed' THEN a.provision_date END) AS last_visit, \
         CAST(COALESCE(SUM(CASE WHEN a.status = 'completed' THEN {COLLECTED} ELSE 0 END), 0) AS BIGINT) AS completed_spend, \
         COUNT(CASE WHEN a.status IN ({live}) AND a.starts_at > ? THEN 1 END) AS planned, \
         COUNT(CASE WHEN a.status = 'no_show' THEN 1 END) AS no_shows \
         FROM appointments a WHERE a.salon_id = ? AND a.salon_client_id = ?",
        live = live_list()
    );
    let row = Stats::find_by_statement(statement(db.get_database_backend(), &sql, vec![now.into(), salon_id.into(), client_id.into()]))
        .one(db)
        .await?;
    Ok(row.unwrap_or_default())
}

/// A category the client visited, with its names in every language (the caller picks one).
#[derive(Debug, Clone, FromQueryResult)]
pub struct CategoryVisits {
    pub id: i64,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    pub visits: i64,
}

/// The 3 categories of the client's most visits here (completed or planned; cancelled ones do
/// not count), most visits first; a visit with two services of one category counts once.
pub async fn top_categories(db: &impl ConnectionTrait, salon_id: i64, client_id: i64) -> Result<Vec<CategoryVisits>, Error> {
    let sql = format!(
        "SELECT c.id, c.name_tr, c.name_en, c.name_ru, COUNT(DISTINCT a.id) AS visits \
         FROM appointments a JOIN appointment_items ai ON ai.appointment_id = a.id \
         JOIN salon_services ss ON ss.id = ai.salon_service_id JOIN services s ON s.id = ss.service_id \
         JOIN categories c ON c.id = s.category_id \
         WHERE a.salon_id = ? AND a.salon_client_id = ? AND a.status IN ('completed', {live}) \
         GROUP BY c.id, c.name_tr, c.name_en, c.name_ru ORDER BY COUNT(DISTINCT a.id) DESC, c.id ASC LIMIT 3",
        live = live_list()
    );
    CategoryVisits::find_by_statement(statement(db.get_database_backend(), &sql, vec![salon_id.into(), client_id.into()]))
        .all(db)
        .await
        .map_err(Error::from)
}
