//! The employees table of the salon cabinet: its filters, rows, sorting and pages.

use crate::Error;
use chrono::{DateTime, Utc};
use sea_orm::{DatabaseConnection, FromQueryResult, Value};

use crate::table::{Order, Sorting, TableSql};

/// The filters of the employees table.
#[derive(Debug, Clone, Default)]
pub struct EmployeeFilter {
    /// Only these ids (the search's matches), when set.
    pub ids: Option<Vec<i64>>,
    pub working_types: Option<Vec<String>>,
    pub salary_type: Option<String>,
}

/// One row of the employees table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct EmployeeRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub position: Option<String>,
    pub photo_file_id: Option<i64>,
    pub working_type: String,
    pub salary_type: String,
    pub hourly_rate: Option<i64>,
    pub account_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub services_count: i64,
}

/// Sortable columns of the employees table; the salon's own order by default.
pub const EMPLOYEE_SORTING: Sorting = Sorting {
    columns: &[("name", "m.full_name"), ("position", "m.position"), ("created", "m.created_at")],
    default: "m.sort_order",
    tie_breaker: "m.id",
};

/// One page of the salon's masters, in an order of [`EMPLOYEE_SORTING`].
pub async fn employees_page(
    db: &DatabaseConnection,
    salon_id: i64,
    filter: &EmployeeFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<EmployeeRow>, u64), Error> {
    let mut table = TableSql::new(db.get_database_backend(), "masters m");
    table.filter("m.salon_id = ?", [Value::from(salon_id)]).filter("m.deleted_at IS NULL", []);
    if let Some(ids) = &filter.ids {
        if ids.is_empty() {
            table.filter("1 = 0", []);
        } else {
            let marks = vec!["?"; ids.len()].join(", ");
            table.filter(&format!("m.id IN ({marks})"), ids.iter().map(|id| Value::from(*id)));
        }
    }
    if let Some(types) = &filter.working_types {
        table.any_of("m.working_type", types);
    }
    if let Some(salary) = &filter.salary_type {
        table.filter("m.salary_type = ?", [Value::from(salary.clone())]);
    }
    let select = "m.id, m.full_name, m.phone, m.position, m.photo_file_id, m.working_type, m.salary_type, m.hourly_rate, m.account_id, m.created_at, \
                  (SELECT COUNT(*) FROM master_services ms WHERE ms.master_id = m.id) AS services_count";
    table.page(db, select, order, offset, limit).await
}
