//! Rows of the reports that are not day totals: per master, per payment method, per client, and
//! the appointments one by one (the export of a long range: tens of thousands of rows).

use std::collections::HashSet;

use chrono::NaiveDate;
use sea_orm::{ConnectionTrait, FromQueryResult};

use super::Scope;
use crate::Error;
use crate::sql::{COLLECTED, statement};

/// One master's appointments in the scope.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct MasterTotals {
    pub master_id: i64,
    pub full_name: String,
    pub appointments: i64,
    pub completed: i64,
    pub cancelled: i64,
    /// kuruş of the completed ones.
    pub revenue: i64,
}

/// Every master with an appointment in the scope, highest revenue first.
pub async fn master_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<MasterTotals>, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT t.master_id, m.full_name, t.appointments, t.completed, t.cancelled, t.revenue FROM \
         (SELECT a.master_id, COUNT(*) AS appointments, COUNT(CASE WHEN a.status = 'completed' THEN 1 END) AS completed, \
          COUNT(CASE WHEN a.status = 'cancelled' THEN 1 END) AS cancelled, \
          CAST(COALESCE(SUM(CASE WHEN a.status = 'completed' THEN {COLLECTED} ELSE 0 END), 0) AS BIGINT) AS revenue \
          FROM appointments a WHERE {filter} GROUP BY a.master_id) t \
         JOIN masters m ON m.id = t.master_id ORDER BY t.revenue DESC, m.full_name, t.master_id"
    );
    Ok(MasterTotals::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}

/// The average review score per master in a period, for the masters' report.
#[derive(Debug, Clone, PartialEq, FromQueryResult)]
pub struct MasterRating {
    pub master_id: i64,
    pub average: f64,
    pub reviews: i64,
}

pub async fn master_ratings(
    db: &impl ConnectionTrait,
    salon_id: i64,
    from: chrono::DateTime<chrono::Utc>,
    until: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<MasterRating>, Error> {
    let sql = "SELECT master_id, CAST(AVG((service_quality + atmosphere + cleanliness) / 3.0) AS DOUBLE PRECISION) AS average, COUNT(*) AS reviews \
               FROM reviews WHERE salon_id = ? AND status = 'placed' AND master_id IS NOT NULL AND created_at >= ? AND created_at < ? \
               GROUP BY master_id";
    Ok(MasterRating::find_by_statement(statement(db.get_database_backend(), sql, vec![salon_id.into(), from.into(), until.into()]))
        .all(db)
        .await?)
}

/// Completed visits paid one way.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct MethodTotals {
    /// card, cash, … ; `None`: completed without a recorded payment.
    pub method: Option<String>,
    pub payments: i64,
    /// kuruş
    pub amount: i64,
}

pub async fn method_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<MethodTotals>, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT a.payment_method AS method, COUNT(*) AS payments, CAST(COALESCE(SUM({COLLECTED}), 0) AS BIGINT) AS amount \
         FROM appointments a WHERE {filter} AND a.status = 'completed' GROUP BY a.payment_method ORDER BY amount DESC"
    );
    Ok(MethodTotals::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}

/// One client's completed visits in the scope.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct ClientTotals {
    pub phone: String,
    pub full_name: String,
    pub visits: i64,
    /// kuruş
    pub revenue: i64,
    pub last_visit: NaiveDate,
    /// Whether the client had a completed visit at the salon before the scope's start.
    #[sea_orm(skip)]
    pub returning: bool,
}

/// The clients of the scope's completed visits, biggest spenders first; each marked new or
/// returning (a completed visit at the salon before the period).
pub async fn client_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<ClientTotals>, Error> {
    let (filter, values) = scope.appointments();
    let backend = db.get_database_backend();
    let sql = format!(
        "SELECT a.client_phone AS phone, MAX(a.client_name) AS full_name, COUNT(*) AS visits, \
         CAST(COALESCE(SUM({COLLECTED}), 0) AS BIGINT) AS revenue, MAX(a.provision_date) AS last_visit \
         FROM appointments a WHERE {filter} AND a.status = 'completed' GROUP BY a.client_phone ORDER BY revenue DESC, phone"
    );
    let mut rows = ClientTotals::find_by_statement(statement(backend, &sql, values)).all(db).await?;
    #[derive(FromQueryResult)]
    struct Phone {
        phone: String,
    }
    let earlier: HashSet<String> = Phone::find_by_statement(statement(
        backend,
        "SELECT DISTINCT a.client_phone AS phone FROM appointments a WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date < ?",
        vec![scope.salon_id.into(), scope.from.into()],
    ))
    .all(db)
    .await?
    .into_iter()
    .map(|p| p.phone)
    .collect();
    for row in &mut rows {
        row.returning = earlier.contains(&row.phone);
    }
    Ok(rows)
}

/// One appointment as the detailed appointments report lists it.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct AppointmentLine {
    pub id: i64,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub master_name: String,
    pub client_name: String,
    pub client_phone: String,
    /// new, moved, confirmed, cancelled, completed
    pub status: String,
    pub cancelled_by: Option<String>,
    pub payment_method: Option<String>,
    /// kuruş
    pub total_price: i64,
}

fn appointment_lines_statement(backend: sea_orm::DbBackend, scope: Scope) -> sea_orm::Statement {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT a.id, a.provision_date, a.start_min, m.full_name AS master_name, a.client_name, a.client_phone, a.status, \
         a.cancelled_by, a.payment_method, {COLLECTED} AS total_price \
         FROM appointments a JOIN masters m ON m.id = a.master_id WHERE {filter} \
         ORDER BY a.provision_date, a.start_min, a.id"
    );
    statement(backend, &sql, values)
}

/// Every appointment of the scope in date and time order.
pub async fn appointment_lines(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<AppointmentLine>, Error> {
    Ok(AppointmentLine::find_by_statement(appointment_lines_statement(db.get_database_backend(), scope)).all(db).await?)
}

/// [`appointment_lines`] one at a time, for a download that writes each as it arrives (two years
/// of a busy salon are ~75,000 lines). Holds one pooled connection until it ends or is dropped.
pub async fn appointment_lines_stream<'a, C>(
    db: &'a C,
    scope: Scope,
) -> Result<futures_util::stream::BoxStream<'a, Result<AppointmentLine, Error>>, Error>
where
    C: ConnectionTrait + sea_orm::StreamTrait + Send + Sync,
{
    use futures_util::StreamExt;
    let statement = appointment_lines_statement(ConnectionTrait::get_database_backend(db), scope);
    let lines = AppointmentLine::find_by_statement(statement).stream(db).await?;
    Ok(lines.map(|line| line.map_err(Error::from)).boxed())
}

/// One master's cancellations in the scope.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct MasterCancellations {
    pub master_id: i64,
    pub full_name: String,
    pub appointments: i64,
    pub by_client: i64,
    /// By the salon (or the system on its behalf).
    pub by_salon: i64,
    /// Visits the client did not come to.
    pub no_shows: i64,
}

pub async fn master_cancellations(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<MasterCancellations>, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT t.master_id, m.full_name, t.appointments, t.by_client, t.by_salon, t.no_shows FROM \
         (SELECT a.master_id, COUNT(*) AS appointments, \
          COUNT(CASE WHEN a.status = 'cancelled' AND a.cancelled_by = 'client' THEN 1 END) AS by_client, \
          COUNT(CASE WHEN a.status = 'cancelled' AND (a.cancelled_by IS NULL OR a.cancelled_by <> 'client') THEN 1 END) AS by_salon, \
          COUNT(CASE WHEN a.status = 'no_show' THEN 1 END) AS no_shows \
          FROM appointments a WHERE {filter} GROUP BY a.master_id) t \
         JOIN masters m ON m.id = t.master_id ORDER BY m.full_name, t.master_id"
    );
    Ok(MasterCancellations::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}
