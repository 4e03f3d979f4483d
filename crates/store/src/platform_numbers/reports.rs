//! The reports screen's tables (spec §7 admin "clients" and "orders"): typed rows on the generic
//! data table. Each row type names its columns in [`CLIENT_COLUMNS`] / [`ORDER_COLUMNS`], the
//! keys of the localized headers (`adminReports.json` `columns.*`) an export writes above them.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::Error;
use crate::admin_users::folded;
use crate::sql::collected;
use crate::table::{Order, Sorting, TableSql};

/// The clients table's columns in order (the keys of their headers).
pub const CLIENT_COLUMNS: [&str; 8] = ["id", "name", "phone", "email", "registered", "bookings", "completed", "spent"];

/// Sortable columns of the clients table; newest accounts first. The counts are computed for the
/// page's rows only (one indexed look-up each), so they are not sortable.
pub const CLIENT_SORTING: Sorting =
    Sorting { columns: &[("registered", "a.created_at"), ("name", "a.full_name")], default: "a.created_at DESC", tie_breaker: "a.id DESC" };

/// The filters of the clients table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct ClientFilter {
    /// Folded name, phone digits or e-mail.
    pub search: Option<String>,
    /// Registered at or after this moment.
    pub from: Option<DateTime<Utc>>,
    /// Registered before this moment.
    pub before: Option<DateTime<Utc>>,
}

/// One client account with its bookings over every salon.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct ClientReportRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Appointments booked under the account, any status.
    pub bookings: i64,
    pub completed: i64,
    /// The price of the completed ones, kuruş.
    pub spent_kurus: i64,
}

/// The columns of a client row; `spent_kurus` is what the salons collected (`sql::collected`).
/// Each count finds the account's appointments by `ix_appointments_client` and tests the status
/// inside its sum: with the status in `WHERE`, SQLite's statistics — where most appointments have
/// no account, so an account "has" ~half of them — chose `ix_appointments_status_ends` and read
/// every completed visit of the platform per row (30 s and a 503 on the large dataset).
pub(crate) fn client_select() -> String {
    format!(
        "a.id, a.full_name, a.phone, a.email, a.created_at, \
         (SELECT CAST(COUNT(*) AS BIGINT) FROM appointments ap WHERE ap.client_account_id = a.id) AS bookings, \
         (SELECT CAST(COALESCE(SUM(CASE WHEN ap.status = 'completed' THEN 1 ELSE 0 END), 0) AS BIGINT) FROM appointments ap \
          WHERE ap.client_account_id = a.id) AS completed, \
         (SELECT CAST(COALESCE(SUM(CASE WHEN ap.status = 'completed' THEN {} ELSE 0 END), 0) AS BIGINT) FROM appointments ap \
          WHERE ap.client_account_id = a.id) AS spent_kurus",
        collected("ap")
    )
}

/// One page of client accounts (not deleted, holding the client role) and their total.
pub async fn client_report(
    db: &impl ConnectionTrait,
    filter: &ClientFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<ClientReportRow>, u64), Error> {
    let mut table = TableSql::new(db.get_database_backend(), "accounts a");
    table.filter("a.deleted_at IS NULL", []);
    table.filter("EXISTS (SELECT 1 FROM account_roles r WHERE r.account_id = a.id AND r.role = 'client')", []);
    if let Some(term) = filter.search.as_deref() {
        crate::admin_users::search_accounts(&mut table, term);
    }
    if let Some(from) = filter.from {
        table.filter("a.created_at >= ?", [Value::from(from)]);
    }
    if let Some(before) = filter.before {
        table.filter("a.created_at < ?", [Value::from(before)]);
    }
    table.page(db, &client_select(), order, offset, limit).await
}

/// The orders table's columns in order (the keys of their headers).
pub const ORDER_COLUMNS: [&str; 9] = ["id", "visit", "salon", "master", "client", "phone", "status", "total", "source"];

/// Sortable columns of the orders table; latest visits first.
pub const ORDER_SORTING: Sorting = Sorting {
    columns: &[
        ("visit", "a.starts_at"),
        ("created", "a.created_at"),
        ("salon", "s.search_key"),
        ("total", "a.total_price"),
        ("status", "a.status"),
    ],
    default: "a.starts_at DESC",
    tie_breaker: "a.id DESC",
};

/// The filters of the orders table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct OrderFilter {
    /// The salon's folded name, or the client's folded name or phone digits.
    pub search: Option<String>,
    pub salon_id: Option<i64>,
    pub statuses: Option<Vec<String>>,
    /// online, manual
    pub sources: Option<Vec<String>>,
    /// Visit days on or after / on or before (salon-local).
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
}

/// One appointment of any salon.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct OrderReportRow {
    pub id: i64,
    pub starts_at: DateTime<Utc>,
    pub salon_id: i64,
    pub salon_name: String,
    pub master_name: String,
    pub client_name: String,
    pub client_phone: String,
    pub status: String,
    pub total_kurus: i64,
    pub source: String,
    pub created_at: DateTime<Utc>,
}

const ORDER_SELECT: &str = "a.id, a.starts_at, a.salon_id, s.name AS salon_name, m.full_name AS master_name, a.client_name, \
     a.client_phone, a.status, a.total_price AS total_kurus, a.source, a.created_at";

/// The appointments under the filter, over every salon.
fn order_table(backend: sea_orm::DbBackend, filter: &OrderFilter) -> TableSql {
    let mut table = TableSql::new(backend, "appointments a JOIN salons s ON s.id = a.salon_id JOIN masters m ON m.id = a.master_id");
    if let Some(term) = filter.search.as_deref() {
        let key = format!("s.search_key || ' ' || {} || ' ' || a.client_phone", folded("a.client_name"));
        table.search(&key, term);
    }
    if let Some(id) = filter.salon_id {
        table.filter("a.salon_id = ?", [Value::from(id)]);
    }
    if let Some(statuses) = &filter.statuses {
        table.any_of("a.status", statuses);
    }
    if let Some(sources) = &filter.sources {
        table.any_of("a.source", sources);
    }
    // `ix_appointments_provision_date` serves the range.
    if let Some(from) = filter.from {
        table.filter("a.provision_date >= ?", [Value::from(from)]);
    }
    if let Some(to) = filter.to {
        table.filter("a.provision_date <= ?", [Value::from(to)]);
    }
    table
}

/// One page of appointments over every salon and their total.
pub async fn order_report(
    db: &impl ConnectionTrait,
    filter: &OrderFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<OrderReportRow>, u64), Error> {
    order_table(db.get_database_backend(), filter).page(db, ORDER_SELECT, order, offset, limit).await
}

/// Every appointment under the filter in `order`, at most `limit`, one at a time: the download
/// (`GET /api/admin/orders?format=xlsx|csv`) writes each row as it arrives, so 100,000 rows never
/// sit in memory at once.
pub async fn order_report_stream<'a, C>(
    db: &'a C,
    filter: &OrderFilter,
    order: &Order,
    limit: u64,
) -> Result<futures_util::stream::BoxStream<'a, Result<OrderReportRow, Error>>, Error>
where
    C: ConnectionTrait + sea_orm::StreamTrait + Send + Sync,
{
    order_table(ConnectionTrait::get_database_backend(db), filter).stream(db, ORDER_SELECT, order, limit).await
}

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, FromQueryResult, Statement};

    #[derive(FromQueryResult)]
    struct Step {
        detail: String,
    }

    /// With the statistics of a platform where most appointments have no account (the large
    /// dataset's: 4.19 M appointments, 2 with an account), each client's counts still search the
    /// appointments by account, not every completed visit by status.
    #[tokio::test]
    async fn the_clients_counts_search_by_account_under_skewed_statistics() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/t.db", dir.path().display());
        let db = crate::connect(&url).await.unwrap();
        crate::migrate(&db).await.unwrap();
        for sql in [
            "ANALYZE",
            "DELETE FROM sqlite_stat1 WHERE tbl = 'appointments'",
            "INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('appointments', 'ix_appointments_status_ends', '4190866 698478 48'), \
             ('appointments', 'ix_appointments_client', '4190866 2095433 140'), ('accounts', NULL, '5')",
        ] {
            db.execute_unprepared(sql).await.unwrap();
        }
        drop(db);
        // A new connection reads the statistics.
        let db = crate::connect(&url).await.unwrap();
        let sql = format!("EXPLAIN QUERY PLAN SELECT {} FROM accounts a ORDER BY a.created_at DESC LIMIT 8", super::client_select());
        let plan = Step::find_by_statement(Statement::from_string(db.get_database_backend(), sql)).all(&db).await.unwrap();
        let steps: Vec<&str> = plan.iter().map(|step| step.detail.as_str()).collect();
        let searches: Vec<&&str> = steps.iter().filter(|step| step.contains("SEARCH ap")).collect();
        assert_eq!(searches.len(), 3, "{steps:?}");
        assert!(searches.iter().all(|step| step.contains("ix_appointments_client")), "{steps:?}");
    }
}
