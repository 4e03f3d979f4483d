//! Day totals, clients, reviews and services sold: what the analytics charts are drawn from.

use chrono::{DateTime, NaiveDate, Utc};
use domain::Locale;
use sea_orm::{ConnectionTrait, FromQueryResult};

use super::Scope;
use crate::Error;
use crate::sql::{COLLECTED, localized_sql, statement};

/// One salon-local day's appointments (only days that have any are returned).
#[derive(Debug, Clone, Default, PartialEq, Eq, FromQueryResult)]
pub struct DayTotals {
    pub day: NaiveDate,
    /// Every appointment dated that day, whatever its status.
    pub appointments: i64,
    pub completed: i64,
    /// kuruş of the completed ones.
    pub revenue: i64,
    pub cancelled_by_client: i64,
    /// Cancelled by the salon (or by the system on its behalf).
    pub cancelled_by_salon: i64,
    /// Visits the client did not come to.
    pub no_shows: i64,
}

/// The day totals of the scope, in date order.
pub async fn day_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<DayTotals>, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT a.provision_date AS day, COUNT(*) AS appointments, \
         COUNT(CASE WHEN a.status = 'completed' THEN 1 END) AS completed, \
         CAST(COALESCE(SUM(CASE WHEN a.status = 'completed' THEN {COLLECTED} ELSE 0 END), 0) AS BIGINT) AS revenue, \
         COUNT(CASE WHEN a.status = 'cancelled' AND a.cancelled_by = 'client' THEN 1 END) AS cancelled_by_client, \
         COUNT(CASE WHEN a.status = 'cancelled' AND (a.cancelled_by IS NULL OR a.cancelled_by <> 'client') THEN 1 END) AS cancelled_by_salon, \
         COUNT(CASE WHEN a.status = 'no_show' THEN 1 END) AS no_shows \
         FROM appointments a WHERE {filter} GROUP BY a.provision_date ORDER BY a.provision_date"
    );
    Ok(DayTotals::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}

/// Clients served in a period (completed visits; a client is a phone number).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClientCounts {
    /// Different clients with a completed visit in the period.
    pub clients: i64,
    /// Of them, those whose first completed visit at the salon falls in the period.
    pub new_clients: i64,
}

#[derive(Debug, FromQueryResult)]
struct Count {
    n: i64,
}

async fn count(db: &impl ConnectionTrait, sql: &str, values: Vec<sea_orm::Value>) -> Result<i64, Error> {
    let row = Count::find_by_statement(statement(db.get_database_backend(), sql, values)).one(db).await?;
    Ok(row.map_or(0, |r| r.n))
}

pub async fn client_counts(db: &impl ConnectionTrait, scope: Scope) -> Result<ClientCounts, Error> {
    let (filter, values) = scope.appointments();
    let clients = count(
        db,
        &format!("SELECT COUNT(DISTINCT a.client_phone) AS n FROM appointments a WHERE {filter} AND a.status = 'completed'"),
        values,
    )
    .await?;
    let new_clients = count(
        db,
        "SELECT COUNT(*) AS n FROM (SELECT a.client_phone FROM appointments a \
         WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date <= ? \
         GROUP BY a.client_phone HAVING MIN(a.provision_date) >= ?) firsts",
        vec![scope.salon_id.into(), scope.to.into(), scope.from.into()],
    )
    .await?;
    Ok(ClientCounts { clients, new_clients })
}

/// The salon's answers to reviews written in `[from, until)`.
pub async fn replies_count(db: &impl ConnectionTrait, salon_id: i64, from: DateTime<Utc>, until: DateTime<Utc>) -> Result<i64, Error> {
    count(
        db,
        "SELECT COUNT(*) AS n FROM reviews WHERE salon_id = ? AND answer IS NOT NULL AND answered_at >= ? AND answered_at < ?",
        vec![salon_id.into(), from.into(), until.into()],
    )
    .await
}

/// The average of the public reviews written in a period (each review's three scores averaged).
#[derive(Debug, Clone, Copy, Default, PartialEq, FromQueryResult)]
pub struct Rating {
    /// 1..=5; `None` without reviews.
    pub average: Option<f64>,
    pub reviews: i64,
}

pub async fn rating(
    db: &impl ConnectionTrait,
    salon_id: i64,
    master_id: Option<i64>,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
) -> Result<Rating, Error> {
    let mut sql =
        "SELECT CAST(AVG((service_quality + atmosphere + cleanliness) / 3.0) AS DOUBLE PRECISION) AS average, COUNT(*) AS reviews \
                   FROM reviews WHERE salon_id = ? AND status = 'placed' AND created_at >= ? AND created_at < ?"
            .to_owned();
    let mut values: Vec<sea_orm::Value> = vec![salon_id.into(), from.into(), until.into()];
    if let Some(master) = master_id {
        sql.push_str(" AND master_id = ?");
        values.push(master.into());
    }
    let row = Rating::find_by_statement(statement(db.get_database_backend(), &sql, values)).one(db).await?;
    Ok(row.unwrap_or_default())
}

/// A service of the salon's menu as sold in completed visits.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct ServiceSold {
    pub salon_service_id: i64,
    /// In the reader's language (Turkish when that one is empty).
    pub name: String,
    /// Units sold (a service booked twice in one visit counts twice).
    pub quantity: i64,
    /// Visits it was part of.
    pub visits: i64,
    /// kuruş, its subservices and add-ons included.
    pub revenue: i64,
}

/// The services sold in the scope's completed visits, best selling (by revenue) first.
pub async fn services_sold(db: &impl ConnectionTrait, scope: Scope, locale: Locale) -> Result<Vec<ServiceSold>, Error> {
    let (filter, values) = scope.appointments();
    let name = localized_sql(locale, "s");
    let sql = format!(
        "SELECT ai.salon_service_id, {name} AS name, \
         CAST(COALESCE(SUM(CASE WHEN ai.option_id IS NULL THEN ai.quantity ELSE 0 END), 0) AS BIGINT) AS quantity, \
         COUNT(DISTINCT a.id) AS visits, CAST(COALESCE(SUM(ai.price), 0) AS BIGINT) AS revenue \
         FROM appointments a JOIN appointment_items ai ON ai.appointment_id = a.id \
         JOIN salon_services ss ON ss.id = ai.salon_service_id JOIN services s ON s.id = ss.service_id \
         WHERE {filter} AND a.status = 'completed' \
         GROUP BY ai.salon_service_id, s.name_tr, s.name_en, s.name_ru \
         ORDER BY revenue DESC, ai.salon_service_id"
    );
    let mut sold = ServiceSold::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    take_off_points(db, scope, &mut sold).await?;
    sold.sort_by(|a, b| b.revenue.cmp(&a.revenue).then(a.salon_service_id.cmp(&b.salon_service_id)));
    Ok(sold)
}

/// Revenue is what was collected (`sql::COLLECTED`): the points discount of the few visits paid
/// partly with points is spread over their lines in proportion to the line prices (largest
/// remainder, as salaries and finances spread a visit's price) and taken off each service, so the
/// services add up to the income chart. Only those visits' lines are read: the big sum above stays
/// on the index.
async fn take_off_points(db: &impl ConnectionTrait, scope: Scope, sold: &mut [ServiceSold]) -> Result<(), Error> {
    #[derive(FromQueryResult)]
    struct Line {
        appointment_id: i64,
        discount: i64,
        salon_service_id: i64,
        price: i64,
    }
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT a.id AS appointment_id, a.total_price - {COLLECTED} AS discount, ai.salon_service_id, ai.price \
         FROM appointments a JOIN appointment_items ai ON ai.appointment_id = a.id \
         WHERE {filter} AND a.status = 'completed' AND a.points_discount > 0 ORDER BY a.id, ai.id"
    );
    let lines = Line::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    for visit in lines.chunk_by(|a, b| a.appointment_id == b.appointment_id) {
        let shares = domain::salary::allocate(visit[0].discount, &visit.iter().map(|l| l.price).collect::<Vec<_>>());
        for (line, share) in visit.iter().zip(shares) {
            if let Some(service) = sold.iter_mut().find(|s| s.salon_service_id == line.salon_service_id) {
                service.revenue -= share;
            }
        }
    }
    Ok(())
}
