//! The clients table of the salon cabinet: its sorting, filters, rows and pages.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, Value};

use super::live_list;
use crate::table::{DateMode, Order, Sorting, TableSql};

/// Sortable columns of the clients table (the API picks one by name); newest cards first.
pub const CLIENT_SORTING: Sorting = Sorting {
    columns: &[
        // The folded name sorts Turkish letters beside their base letter (Ş beside S).
        ("name", "c.search_key"),
        ("last_visit", "COALESCE(s.last_visit, '0001-01-01')"),
        ("visits", "COALESCE(s.visits, 0)"),
        ("created", "c.created_at"),
    ],
    default: "c.created_at DESC",
    tie_breaker: "c.id DESC",
};

/// The filters of the clients table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct ClientFilter {
    pub search: Option<String>,
    /// Some(true): with planned visits; Some(false): without.
    pub planned: Option<bool>,
    pub genders: Option<Vec<String>>,
    /// 1..=12
    pub birthday_month: Option<u32>,
    pub last_visit: Option<(DateMode, NaiveDate)>,
    /// Completed visits from, to.
    pub visits: Option<(Option<i64>, Option<i64>)>,
}

/// One row of the clients table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ClientRow {
    pub id: i64,
    pub full_name: String,
    pub phone: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub last_visit: Option<NaiveDate>,
    pub visits: i64,
}

fn month_of(backend: DbBackend, column: &str) -> String {
    match backend {
        DbBackend::Postgres => format!("CAST(EXTRACT(MONTH FROM {column}) AS INTEGER)"),
        _ => format!("CAST(strftime('%m', {column}) AS INTEGER)"),
    }
}

/// One page of the salon's clients with their completed visits and last visit date.
pub async fn list(
    db: &impl ConnectionTrait,
    salon_id: i64,
    filter: &ClientFilter,
    now: DateTime<Utc>,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<ClientRow>, u64), Error> {
    let backend = db.get_database_backend();
    // The salon id is an integer, written into the subquery so the FROM needs no bound values
    // (TableSql binds only its conditions' values).
    let from = format!(
        "salon_clients c LEFT JOIN (SELECT a.salon_client_id AS cid, COUNT(CASE WHEN a.status = 'completed' THEN 1 END) AS visits, \
         MAX(CASE WHEN a.status = 'completed' THEN a.provision_date END) AS last_visit \
         FROM appointments a WHERE a.salon_id = {salon_id} AND a.salon_client_id IS NOT NULL GROUP BY a.salon_client_id) s ON s.cid = c.id"
    );
    let mut table = TableSql::new(backend, from);
    table.filter("c.salon_id = ?", [Value::from(salon_id)]);
    if let Some(term) = filter.search.as_deref() {
        table.search("c.search_key", term);
    }
    if let Some(planned) = filter.planned {
        let exists = format!(
            "EXISTS (SELECT 1 FROM appointments p WHERE p.salon_client_id = c.id AND p.salon_id = c.salon_id AND p.status IN ({}) AND p.starts_at > ?)",
            live_list()
        );
        let condition = if planned { exists } else { format!("NOT {exists}") };
        table.filter(&condition, [Value::from(now)]);
    }
    if let Some(genders) = &filter.genders {
        table.any_of("c.gender", genders);
    }
    if let Some(month) = filter.birthday_month {
        table.filter(&format!("{} = ?", month_of(backend, "c.birthday")), [Value::from(month as i32)]);
    }
    if let Some((mode, day)) = filter.last_visit {
        table.date("s.last_visit", mode, day);
    }
    if let Some((from, to)) = filter.visits {
        table.range("COALESCE(s.visits, 0)", from, to);
    }
    let select = "c.id, c.full_name, c.phone, c.email, c.gender, c.birthday, c.created_at, s.last_visit AS last_visit, COALESCE(s.visits, 0) AS visits";
    table.page(db, select, order, offset, limit).await
}
