//! Rows of the reports that are not day totals: per master, per payment method, per client, and
//! the appointments one by one (the export of a long range: tens of thousands of rows).

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

/// Every master with an appointment in the scope, highest revenue first (from the day rows).
pub async fn master_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<MasterTotals>, Error> {
    let (filter, values) = scope.days();
    let sql = format!(
        "SELECT t.master_id, m.full_name, t.appointments, t.completed, t.cancelled, t.revenue FROM \
         (SELECT d.master_id, CAST(SUM(d.appointments) AS BIGINT) AS appointments, CAST(SUM(d.completed) AS BIGINT) AS completed, \
          CAST(SUM(d.cancelled_by_client + d.cancelled_by_salon) AS BIGINT) AS cancelled, CAST(SUM(d.revenue) AS BIGINT) AS revenue \
          FROM appointment_days d WHERE {filter} GROUP BY d.master_id HAVING SUM(d.appointments) > 0) t \
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

#[derive(Debug, FromQueryResult)]
struct Methods {
    card_visits: i64,
    card_revenue: i64,
    cash_visits: i64,
    cash_revenue: i64,
    transfer_visits: i64,
    transfer_revenue: i64,
    unpaid_visits: i64,
    unpaid_revenue: i64,
    other_visits: i64,
}

/// The completed visits per payment method, most first: from the day rows, which count card, cash,
/// transfer and none; a scope with visits paid any other way is counted from the visits.
pub async fn method_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<MethodTotals>, Error> {
    let (filter, values) = scope.days();
    let sums: Vec<String> = [
        "card_visits",
        "card_revenue",
        "cash_visits",
        "cash_revenue",
        "transfer_visits",
        "transfer_revenue",
        "unpaid_visits",
        "unpaid_revenue",
        "other_visits",
    ]
    .iter()
    .map(|c| format!("CAST(COALESCE(SUM(d.{c}), 0) AS BIGINT) AS {c}"))
    .collect();
    let sql = format!("SELECT {} FROM appointment_days d WHERE {filter}", sums.join(", "));
    let Some(m) = Methods::find_by_statement(statement(db.get_database_backend(), &sql, values)).one(db).await? else {
        return Ok(Vec::new());
    };
    if m.other_visits > 0 {
        return visit_method_totals(db, scope).await;
    }
    let mut totals: Vec<MethodTotals> = [
        (Some("card"), m.card_visits, m.card_revenue),
        (Some("cash"), m.cash_visits, m.cash_revenue),
        (Some("transfer"), m.transfer_visits, m.transfer_revenue),
        (None, m.unpaid_visits, m.unpaid_revenue),
    ]
    .into_iter()
    .filter(|(_, payments, _)| *payments > 0)
    .map(|(method, payments, amount)| MethodTotals { method: method.map(str::to_owned), payments, amount })
    .collect();
    totals.sort_by(|a, b| b.amount.cmp(&a.amount).then_with(|| a.method.cmp(&b.method)));
    Ok(totals)
}

/// [`method_totals`] from the visits themselves.
async fn visit_method_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<MethodTotals>, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT a.payment_method AS method, COUNT(*) AS payments, CAST(COALESCE(SUM({COLLECTED}), 0) AS BIGINT) AS amount \
         FROM appointments a WHERE {filter} AND a.status = 'completed' GROUP BY a.payment_method ORDER BY amount DESC, method"
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

#[derive(FromQueryResult)]
struct ClientRow {
    phone: String,
    full_name: String,
    visits: i64,
    revenue: i64,
    last_visit: NaiveDate,
    first_visit: NaiveDate,
}

impl ClientRow {
    /// The client as a scope starting `from` counts them.
    fn totals(self, from: NaiveDate) -> ClientTotals {
        ClientTotals {
            returning: self.first_visit < from,
            phone: self.phone,
            full_name: self.full_name,
            visits: self.visits,
            revenue: self.revenue,
            last_visit: self.last_visit,
        }
    }
}

/// The clients of the scope's completed visits, biggest spenders first; each marked new or
/// returning (a completed visit at the salon, with any master, before the period).
pub async fn client_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<ClientTotals>, Error> {
    let rows = if scope.master_id.is_some() { scope_client_rows(db, scope).await? } else { salon_client_rows(db, scope).await? };
    let mut clients: Vec<ClientTotals> = rows.into_iter().map(|r| r.totals(scope.from)).collect();
    clients.sort_by(|a, b| b.revenue.cmp(&a.revenue).then_with(|| a.phone.cmp(&b.phone)));
    Ok(clients)
}

/// The first `limit` clients of [`client_totals`] in its order, and the sums over all of them:
/// what the clients report's screen shows. A salon's two years are ~3,000 clients; sorted, cut
/// and summed by the database, the server is handed 200 rows instead of every one (SQLite's
/// driver passes rows one by one between threads).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClientPage {
    pub clients: Vec<ClientTotals>,
    /// Every client of the scope.
    pub count: i64,
    pub returning: i64,
    pub visits: i64,
    /// kuruş
    pub revenue: i64,
}

impl ClientPage {
    /// Every client, counted one by one (the downloads).
    pub fn of_all(clients: Vec<ClientTotals>) -> ClientPage {
        ClientPage::of(clients, usize::MAX)
    }

    /// The first `limit` of clients already counted one by one.
    fn of(mut clients: Vec<ClientTotals>, limit: usize) -> ClientPage {
        let page = ClientPage {
            count: clients.len() as i64,
            returning: clients.iter().filter(|c| c.returning).count() as i64,
            visits: clients.iter().map(|c| c.visits).sum(),
            revenue: clients.iter().map(|c| c.revenue).sum(),
            clients: Vec::new(),
        };
        clients.truncate(limit);
        ClientPage { clients, ..page }
    }
}

/// The sums over every client that each row of [`client_page`]'s statement carries.
#[derive(FromQueryResult)]
struct ClientSums {
    all_count: i64,
    all_returning: i64,
    all_visits: i64,
    all_revenue: i64,
}

/// A row of [`client_page`]'s statement: a client and the sums.
struct PagedClientRow {
    client: ClientRow,
    sums: ClientSums,
}

impl FromQueryResult for PagedClientRow {
    fn from_query_result(row: &sea_orm::QueryResult, prefix: &str) -> Result<Self, sea_orm::DbErr> {
        Ok(PagedClientRow { client: ClientRow::from_query_result(row, prefix)?, sums: ClientSums::from_query_result(row, prefix)? })
    }
}

/// See [`ClientPage`]; one master's clients are counted one by one ([`client_totals`]).
pub async fn client_page(db: &impl ConnectionTrait, scope: Scope, limit: u64) -> Result<ClientPage, Error> {
    if scope.master_id.is_some() {
        return Ok(ClientPage::of(client_totals(db, scope).await?, usize::try_from(limit).unwrap_or(usize::MAX)));
    }
    let from = crate::sql::day_literal(scope.from);
    // The sums over the window of every client, then the order of `client_totals` and the cut.
    let sql = format!(
        "SELECT c.*, CAST(COUNT(*) OVER () AS BIGINT) AS all_count, \
         CAST(SUM(CASE WHEN c.first_visit < {from} THEN 1 ELSE 0 END) OVER () AS BIGINT) AS all_returning, \
         CAST(SUM(c.visits) OVER () AS BIGINT) AS all_visits, CAST(SUM(c.revenue) OVER () AS BIGINT) AS all_revenue \
         FROM ({}) c ORDER BY c.revenue DESC, c.phone LIMIT {limit}",
        salon_client_rows_sql(scope)
    );
    let id = scope.salon_id;
    let rows = PagedClientRow::find_by_statement(statement(db.get_database_backend(), &sql, vec![id.into(), id.into()])).all(db).await?;
    let Some(sums) = rows.first().map(|r| &r.sums) else { return Ok(ClientPage::default()) };
    let (count, returning, visits, revenue) = (sums.all_count, sums.all_returning, sums.all_visits, sums.all_revenue);
    let clients = rows.into_iter().map(|r| r.client.totals(scope.from)).collect();
    Ok(ClientPage { clients, count, returning, visits, revenue })
}

/// The salon's clients of the scope from the client rows `salon_client_totals`: a client whose
/// every completed visit is in the period as counted there, the others (who also came before or
/// after it) from their visits in the period, each a range of the index
/// `ix_appointments_salon_client_numbers`. Binds the salon twice.
fn salon_client_rows_sql(scope: Scope) -> String {
    // The period's days are written in (parsed dates, `'yyyy-mm-dd'`), not bound: PostgreSQL's
    // generic plan of the bound statement, used from its sixth run on, did not know how few
    // client rows straddle the period and started from every completed visit instead (102 ms
    // against 3.5 ms for the history seed's salon, `EXPLAIN ANALYZE EXECUTE`).
    let (from, to) = (crate::sql::day_literal(scope.from), crate::sql::day_literal(scope.to));
    // CROSS JOIN: SQLite takes the client rows first (a look-up of each one's visits in the
    // period), never every completed visit of the salon first (measured 25 ms over two years).
    format!(
        "SELECT p.client_phone AS phone, p.full_name, p.visits, p.revenue, p.last_day AS last_visit, p.first_day AS first_visit \
         FROM salon_client_totals p WHERE p.salon_id = ? AND p.first_day >= {from} AND p.last_day <= {to} \
         UNION ALL \
         SELECT p.client_phone AS phone, MAX(a.client_name) AS full_name, COUNT(*) AS visits, CAST(SUM({COLLECTED}) AS BIGINT) AS revenue, \
         MAX(a.provision_date) AS last_visit, MIN(p.first_day) AS first_visit \
         FROM salon_client_totals p CROSS JOIN appointments a \
         WHERE p.salon_id = ? AND p.last_day >= {from} AND p.first_day <= {to} AND (p.first_day < {from} OR p.last_day > {to}) \
         AND a.salon_id = p.salon_id AND a.status = 'completed' AND a.client_phone = p.client_phone \
         AND a.provision_date >= {from} AND a.provision_date <= {to} GROUP BY p.client_phone"
    )
}

async fn salon_client_rows(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<ClientRow>, Error> {
    let id = scope.salon_id;
    Ok(ClientRow::find_by_statement(statement(db.get_database_backend(), &salon_client_rows_sql(scope), vec![id.into(), id.into()]))
        .all(db)
        .await?)
}

/// One master's clients of the scope (returning: a visit at the salon, with anyone, before it):
/// one pass over the salon's completed visits up to the period's end, phone by phone.
async fn scope_client_rows(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<ClientRow>, Error> {
    let mut in_scope = "a.provision_date >= ?".to_owned();
    let mut scope_values: Vec<sea_orm::Value> = vec![scope.from.into()];
    if let Some(master) = scope.master_id {
        in_scope.push_str(" AND a.master_id = ?");
        scope_values.push(master.into());
    }
    let sql = format!(
        "SELECT a.client_phone AS phone, MAX(CASE WHEN {in_scope} THEN a.client_name END) AS full_name, \
         COUNT(CASE WHEN {in_scope} THEN 1 END) AS visits, \
         CAST(COALESCE(SUM(CASE WHEN {in_scope} THEN {COLLECTED} ELSE 0 END), 0) AS BIGINT) AS revenue, \
         MAX(CASE WHEN {in_scope} THEN a.provision_date END) AS last_visit, MIN(a.provision_date) AS first_visit \
         FROM appointments a WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date <= ? \
         GROUP BY a.client_phone HAVING COUNT(CASE WHEN {in_scope} THEN 1 END) > 0"
    );
    let mut values = Vec::new();
    for _ in 0..4 {
        values.extend(scope_values.iter().cloned());
    }
    values.push(scope.salon_id.into());
    values.push(scope.to.into());
    values.extend(scope_values.iter().cloned());
    Ok(ClientRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
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

/// The scope's appointments in date and time order, the first `limit` of them when given.
fn appointment_lines_statement(backend: sea_orm::DbBackend, scope: Scope, limit: Option<u64>) -> sea_orm::Statement {
    let (filter, values) = scope.appointments();
    let limit = limit.map(|n| format!(" LIMIT {n}")).unwrap_or_default();
    let sql = format!(
        "SELECT a.id, a.provision_date, a.start_min, m.full_name AS master_name, a.client_name, a.client_phone, a.status, \
         a.cancelled_by, a.payment_method, {COLLECTED} AS total_price \
         FROM appointments a JOIN masters m ON m.id = a.master_id WHERE {filter} \
         ORDER BY a.provision_date, a.start_min, a.id{limit}"
    );
    statement(backend, &sql, values)
}

/// The first `limit` appointments of the scope in date and time order (what the screen shows;
/// the downloads read them all through [`appointment_lines_stream`]).
pub async fn appointment_lines(db: &impl ConnectionTrait, scope: Scope, limit: u64) -> Result<Vec<AppointmentLine>, Error> {
    Ok(AppointmentLine::find_by_statement(appointment_lines_statement(db.get_database_backend(), scope, Some(limit))).all(db).await?)
}

/// How many appointments the scope has and what they cost, a cancelled one 0 (the every-visit
/// report's totals row), kuruş.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, FromQueryResult)]
pub struct LineTotals {
    pub count: i64,
    pub price: i64,
}

/// [`LineTotals`] of the scope, counted by the database: the screen's report carries only its
/// first rows, its totals row is every visit's.
pub async fn appointment_line_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<LineTotals, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT CAST(COUNT(*) AS BIGINT) AS count, \
         CAST(COALESCE(SUM(CASE WHEN a.status = 'cancelled' THEN 0 ELSE {COLLECTED} END), 0) AS BIGINT) AS price \
         FROM appointments a WHERE {filter}"
    );
    Ok(LineTotals::find_by_statement(statement(db.get_database_backend(), &sql, values)).one(db).await?.unwrap_or_default())
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
    let statement = appointment_lines_statement(ConnectionTrait::get_database_backend(db), scope, None);
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
    let (filter, values) = scope.days();
    let sql = format!(
        "SELECT t.master_id, m.full_name, t.appointments, t.by_client, t.by_salon, t.no_shows FROM \
         (SELECT d.master_id, CAST(SUM(d.appointments) AS BIGINT) AS appointments, CAST(SUM(d.cancelled_by_client) AS BIGINT) AS by_client, \
          CAST(SUM(d.cancelled_by_salon) AS BIGINT) AS by_salon, CAST(SUM(d.no_shows) AS BIGINT) AS no_shows \
          FROM appointment_days d WHERE {filter} GROUP BY d.master_id HAVING SUM(d.appointments) > 0) t \
         JOIN masters m ON m.id = t.master_id ORDER BY m.full_name, t.master_id"
    );
    Ok(MasterCancellations::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}
