//! The reports screen's tables (spec §7 admin "clients" and "orders"): typed rows on the generic
//! data table. Each row type names its columns in [`CLIENT_COLUMNS`] / [`ORDER_COLUMNS`], the
//! keys of the localized headers (`adminReports.json` `columns.*`) an export writes above them.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, Value};

use crate::Error;
use crate::admin_users::folded;
use crate::sql::collected;
use crate::table::{Order, Sorting, TableSql, Total};

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

/// Sortable columns of the orders table; latest visits first. Each walks an index that ends with
/// the tie breaker (migrations 000046 and 000054), so a page of 4 M appointments reads its own rows;
/// the salon and the status, which no index orders that way, are filters instead (the salon radio
/// or search, the status boxes).
pub const ORDER_SORTING: Sorting = Sorting {
    columns: &[("visit", "a.starts_at"), ("created", "a.created_at"), ("total", "a.total_price")],
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

/// What a row shows besides the appointment's own columns.
const ORDER_JOINS: &str = " JOIN salons s ON s.id = a.salon_id JOIN masters m ON m.id = a.master_id";

/// How a table of [`order_table`] is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum OrderRead {
    /// One page in the table's order, down the order's index.
    Page,
    /// Every row in order, joined to what a row shows (the download).
    Download,
    /// The count up to the cap.
    Count,
}

/// The appointments under the filter, over every salon: from the appointments alone, or joined
/// to what a row shows for a download or when the search names the salon.
fn order_table(backend: sea_orm::DbBackend, filter: &OrderFilter, read: OrderRead) -> TableSql {
    let joins = if read == OrderRead::Download || filter.search.is_some() { ORDER_JOINS } else { "" };
    let mut table = TableSql::new(backend, format!("appointments a{joins}"));
    if let Some(term) = filter.search.as_deref() {
        let key = format!("s.search_key || ' ' || {} || ' ' || a.client_phone", folded("a.client_name"));
        table.search(&key, term);
    }
    if let Some(id) = filter.salon_id {
        table.filter("a.salon_id = ?", [Value::from(id)]);
    }
    // SQLite's statistics give each status the average share (~700,000 of 4.2 M visits), so for
    // a page of completed visits it read every one by `ix_appointments_status_ends` and sorted
    // them (12.9 s), and for the manual ones it skip-scanned `ix_appointments_created_source`
    // and sorted them; `+` keeps those indexes out and the page walks its order, where every
    // status and source is near: the upcoming visits at the top, the past ones common. A count
    // still uses them. (PostgreSQL knows each value's share and needs no hint.)
    let hinted = |column: &'static str| {
        if backend == DbBackend::Sqlite && read != OrderRead::Count { format!("+{column}") } else { column.to_owned() }
    };
    if let Some(statuses) = &filter.statuses {
        table.any_of(&hinted("a.status"), statuses);
    }
    if let Some(sources) = &filter.sources {
        table.any_of(&hinted("a.source"), sources);
    }
    // The visit day is the salon's (Europe/Istanbul, UTC+3) day of `starts_at`; the same days as a
    // wider range of `starts_at` let a page walk only that range of its order's index
    // (`ix_appointments_starts`) instead of sorting every visit of the days. A count reads the
    // days alone (`ix_appointments_day_numbers`, index only): with both ranges PostgreSQL, taking
    // them for independent, intersected two bitmaps of ~170,000 entries each (22 ms, not 0.5).
    if let Some(from) = filter.from {
        table.filter("a.provision_date >= ?", [Value::from(from)]);
        if read != OrderRead::Count {
            table.filter("a.starts_at >= ?", [Value::from(utc_midnight(from - Duration::days(1)))]);
        }
    }
    if let Some(to) = filter.to {
        table.filter("a.provision_date <= ?", [Value::from(to)]);
        if read != OrderRead::Count {
            table.filter("a.starts_at < ?", [Value::from(utc_midnight(to + Duration::days(2)))]);
        }
    }
    table
}

fn utc_midnight(day: NaiveDate) -> DateTime<Utc> {
    day.and_time(chrono::NaiveTime::MIN).and_utc()
}

/// One page of appointments over every salon and their total, counted up to
/// [`crate::table::COUNT_CAP`]: an exact count of the platform's appointments read every one of
/// them (1.1 s on PostgreSQL over the large dataset's 4.2 M). Without a search the page is cut
/// from the appointments alone down the order's index and joined after (docs/performance.md).
pub async fn order_report(
    db: &impl ConnectionTrait,
    filter: &OrderFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<OrderReportRow>, Total), Error> {
    let backend = db.get_database_backend();
    let table = order_table(backend, filter, OrderRead::Page);
    let rows: Vec<OrderReportRow> = if filter.search.is_some() {
        table.rows(db, ORDER_SELECT, order, offset, limit).await?
    } else {
        table.rows_of_page(db, "a", ORDER_JOINS, ORDER_SELECT, order, offset, limit).await?
    };
    let total = if offset == 0 && (rows.len() as u64) < limit {
        Total::exact(rows.len() as u64)
    } else {
        order_table(backend, filter, OrderRead::Count).count_to_cap(db).await?
    };
    Ok((rows, total))
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
    order_table(ConnectionTrait::get_database_backend(db), filter, OrderRead::Download).stream(db, ORDER_SELECT, order, limit).await
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;
    use sea_orm::{ConnectionTrait, Statement};

    use super::{ORDER_JOINS, ORDER_SELECT, ORDER_SORTING, OrderFilter, OrderRead, order_table};

    /// With the statistics of a platform where most appointments have no account (the large
    /// dataset's: 4.19 M appointments, 2 with an account), each client's counts still search the
    /// appointments by account, not every completed visit by status.
    #[tokio::test]
    async fn the_clients_counts_search_by_account_under_skewed_statistics() {
        let dir = tempfile::tempdir().unwrap();
        let stats = "('appointments', 'ix_appointments_status_ends', '4190866 698478 48'), \
                     ('appointments', 'ix_appointments_client', '4190866 2095433 140'), ('accounts', NULL, '5')";
        let db = crate::sql::sqlite_with_stats(dir.path(), &["appointments"], stats).await;
        let sql = format!("SELECT {} FROM accounts a ORDER BY a.created_at DESC LIMIT 8", super::client_select());
        let steps = crate::sql::sqlite_plan(&db, Statement::from_string(db.get_database_backend(), sql)).await;
        let searches: Vec<&String> = steps.iter().filter(|step| step.contains("SEARCH ap")).collect();
        assert_eq!(searches.len(), 3, "{steps:?}");
        assert!(searches.iter().all(|step| step.contains("ix_appointments_client")), "{steps:?}");
    }

    /// Each sortable order of the orders table cuts its page down that order's index, reading the
    /// page's rows and not sorting the platform's appointments (1.8–21 s on the large dataset
    /// before migration 000054), whichever the direction, also under a status, source or
    /// visit-day filter — under the large dataset's statistics, where the status index looked
    /// narrower than it is (a page of completed visits read and sorted 2.8 M of them, 12.9 s).
    #[tokio::test]
    async fn the_orders_pages_walk_their_order_index() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/t.db", dir.path().display());
        let db = crate::connect(&url).await.unwrap();
        crate::migrate(&db).await.unwrap();
        // `sqlite_stat1` of the large dataset (4,190,866 appointments), as ANALYZE wrote it.
        let stats = [
            ("ix_appointments_total", "4190866 7189 1"),
            ("ix_appointments_starts", "4190866 140 1"),
            ("ix_appointments_created_source", "4190866 140 70 1"),
            ("ix_appointments_day_numbers", "4190866 6600 2220 10 10"),
            ("ix_appointments_salon_client_numbers", "4190866 4914 1636 2 1 1 1 1 1"),
            ("ix_appointments_salon_net_numbers", "4190866 4914 8 5 3 2 2 1 1"),
            ("ix_appointments_salon_status_phone", "4190866 4914 1636 2"),
            ("ix_appointments_salon_client", "4190866 349239"),
            ("ix_appointments_status_ends", "4190866 698478 48"),
            ("ix_appointments_client", "4190866 2095433 140"),
            ("ix_appointments_salon_date", "4190866 4914 8"),
            ("ix_appointments_master_time", "4190866 1393 1"),
            ("ix_appointments_salon_starts", "4190866 4914 1 1"),
        ];
        db.execute_unprepared("ANALYZE").await.unwrap();
        db.execute_unprepared("DELETE FROM sqlite_stat1 WHERE tbl = 'appointments'").await.unwrap();
        for (index, stat) in stats {
            db.execute_unprepared(&format!("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('appointments', '{index}', '{stat}')"))
                .await
                .unwrap();
        }
        drop(db);
        // A new connection reads the statistics.
        let db = crate::connect(&url).await.unwrap();
        let backend = db.get_database_backend();
        let day = |d: u32| Some(NaiveDate::from_ymd_opt(2026, 11, d).unwrap());
        let filters = [
            OrderFilter::default(),
            OrderFilter { statuses: Some(vec!["completed".into()]), ..Default::default() },
            OrderFilter { sources: Some(vec!["manual".into()]), ..Default::default() },
            OrderFilter { statuses: Some(vec!["completed".into()]), from: day(2), ..Default::default() },
            OrderFilter { from: day(2), to: day(30), ..Default::default() },
        ];
        for (column, index) in
            [("visit", "ix_appointments_starts"), ("total", "ix_appointments_total"), ("created", "ix_appointments_created_source")]
        {
            for direction in [-1, 1] {
                for filter in &filters {
                    let order = ORDER_SORTING.order(Some(column), direction).unwrap();
                    let statement = order_table(backend, filter, OrderRead::Page).rows_of_page_statement(
                        "a",
                        ORDER_JOINS,
                        ORDER_SELECT,
                        &order,
                        40,
                        20,
                    );
                    let steps = crate::sql::sqlite_plan(&db, statement).await;
                    let walks = |index: &str| steps.iter().any(|step| step.contains(&format!("a USING INDEX {index}")));
                    let sorts = steps.iter().filter(|step| step.as_str() == "USE TEMP B-TREE FOR ORDER BY").count();
                    // Down the order's index, at most the ties of a step sorted; or, within visit
                    // days, down those days' range of the visit's index with those visits sorted.
                    let walks_order = walks(index) && sorts == 0;
                    let sorts_days = filter.from.is_some() && walks("ix_appointments_starts (starts_at>?") && sorts == 1;
                    assert!(walks_order || sorts_days, "{column} {direction} {filter:?}: {steps:?}");
                }
            }
        }
        // One salon's visits (74,000 for the benchmark salon) in visit order, any status.
        for statuses in [None, Some(vec!["completed".to_owned()])] {
            let filter = OrderFilter { salon_id: Some(1), statuses, ..Default::default() };
            let order = ORDER_SORTING.default_order();
            let statement =
                order_table(backend, &filter, OrderRead::Page).rows_of_page_statement("a", ORDER_JOINS, ORDER_SELECT, &order, 0, 20);
            let steps = crate::sql::sqlite_plan(&db, statement).await;
            assert!(
                steps.iter().any(|step| step.contains("a USING INDEX ix_appointments_salon_starts (salon_id=?)")),
                "{filter:?}: {steps:?}"
            );
            assert!(!steps.iter().any(|step| step == "USE TEMP B-TREE FOR ORDER BY"), "{filter:?}: {steps:?}");
        }
    }
}
