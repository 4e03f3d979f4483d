//! Day totals, clients, reviews and services sold: what the analytics charts are drawn from.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::Locale;
use domain::period::Period;
use sea_orm::{ConnectionTrait, FromQueryResult};

use super::Scope;
use crate::Error;
use crate::sql::statement;

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

/// The day totals of the scope, in date order, from the day rows `appointment_days` (migration
/// 000040, kept by the database's triggers): a row per day and master instead of every visit.
pub async fn day_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<DayTotals>, Error> {
    let (filter, values) = scope.days();
    let sql = format!(
        "SELECT d.day, CAST(SUM(d.appointments) AS BIGINT) AS appointments, CAST(SUM(d.completed) AS BIGINT) AS completed, \
         CAST(SUM(d.revenue) AS BIGINT) AS revenue, CAST(SUM(d.cancelled_by_client) AS BIGINT) AS cancelled_by_client, \
         CAST(SUM(d.cancelled_by_salon) AS BIGINT) AS cancelled_by_salon, CAST(SUM(d.no_shows) AS BIGINT) AS no_shows \
         FROM appointment_days d WHERE {filter} GROUP BY d.day HAVING SUM(d.appointments) > 0 ORDER BY d.day"
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

#[derive(Debug, FromQueryResult)]
struct BothCounts {
    clients: i64,
    new_clients: i64,
    previous_clients: i64,
    previous_new_clients: i64,
}

/// The clients of the salon's period `current` and of `previous` (any earlier period), from the
/// client rows `salon_client_totals` (migration 000040, a row per phone: first and last completed
/// visit): a client is new in a period when their first visit falls in it, and came in it when
/// their first or last visit falls in it or, for a client who came before and after it, when a
/// completed visit of theirs does (one look-up on the index `ix_appointments_salon_client_numbers`).
pub async fn client_counts(
    db: &impl ConnectionTrait,
    salon_id: i64,
    current: Period,
    previous: Period,
) -> Result<(ClientCounts, ClientCounts), Error> {
    let came = "COUNT(CASE WHEN p.last_day >= ? AND p.first_day <= ? AND (p.first_day >= ? OR p.last_day <= ? OR EXISTS \
                (SELECT 1 FROM appointments a WHERE a.salon_id = p.salon_id AND a.status = 'completed' AND a.client_phone = p.client_phone \
                 AND a.provision_date >= ? AND a.provision_date <= ?)) THEN 1 END)";
    let sql = format!(
        "SELECT {came} AS clients, COUNT(CASE WHEN p.first_day >= ? AND p.first_day <= ? THEN 1 END) AS new_clients, \
         {came} AS previous_clients, COUNT(CASE WHEN p.first_day >= ? AND p.first_day <= ? THEN 1 END) AS previous_new_clients \
         FROM salon_client_totals p WHERE p.salon_id = ?"
    );
    let mut values: Vec<sea_orm::Value> = Vec::new();
    for period in [current, previous] {
        values.extend([period.from, period.to, period.from, period.to, period.from, period.to, period.from, period.to].map(Into::into));
    }
    values.push(salon_id.into());
    let row = BothCounts::find_by_statement(statement(db.get_database_backend(), &sql, values)).one(db).await?;
    Ok(row.map_or_else(Default::default, |r| {
        (
            ClientCounts { clients: r.clients, new_clients: r.new_clients },
            ClientCounts { clients: r.previous_clients, new_clients: r.previous_new_clients },
        )
    }))
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

/// The services sold in the scope's completed visits, best selling (by revenue) first. Revenue is
/// what was collected (`sql::COLLECTED`): the line prices less the points discount of the few
/// visits paid partly with points, spread over their lines in proportion to the line prices
/// (largest remainder, as salaries and finances spread a visit's price), so the services add up
/// to the income chart. Read from the day rows (`service_totals`), not from every visit's lines.
pub async fn services_sold(db: &impl ConnectionTrait, scope: Scope, locale: Locale) -> Result<Vec<ServiceSold>, Error> {
    let names = super::service_names(db, scope.salon_id).await?;
    let mut by_service: HashMap<i64, ServiceSold> = HashMap::new();
    for t in super::service_totals(db, scope).await? {
        let sold = by_service.entry(t.salon_service_id).or_insert_with(|| ServiceSold {
            salon_service_id: t.salon_service_id,
            name: names.get(&t.salon_service_id).map(|n| n.name(locale)).unwrap_or_default(),
            quantity: 0,
            visits: 0,
            revenue: 0,
        });
        sold.quantity += t.quantity;
        sold.visits += t.visits;
        sold.revenue += t.lines - t.points;
    }
    let mut sold: Vec<ServiceSold> = by_service.into_values().filter(|s| s.visits > 0).collect();
    sold.sort_by(|a, b| b.revenue.cmp(&a.revenue).then(a.salon_service_id.cmp(&b.salon_service_id)));
    Ok(sold)
}
