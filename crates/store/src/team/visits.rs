//! The visits of a master's own rows: the appointments table, a date range and one visit.

use crate::Error;
use chrono::NaiveDate;
use domain::booking::Status;
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Value};

use crate::entities::appointments;
use crate::table::{Order, Sorting, TableSql};

/// Sortable columns of a master's visits table; newest first by default.
pub const VISIT_SORTING: Sorting = Sorting {
    columns: &[("date", "a.starts_at"), ("status", "a.status"), ("created", "a.created_at")],
    default: "a.starts_at DESC",
    tie_breaker: "a.id DESC",
};

/// The filters of a master's appointments table.
#[derive(Debug, Clone, Default)]
pub struct VisitFilter {
    pub statuses: Option<Vec<String>>,
    pub date: Option<(crate::table::DateMode, NaiveDate)>,
}

/// One page of the visits of `master_ids` (a master's own rows only), in an order of [`VISIT_SORTING`]; from the API's
/// whitelist over the alias `a`.
pub async fn visits_page(
    db: &DatabaseConnection,
    master_ids: &[i64],
    filter: &VisitFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<appointments::Model>, u64), Error> {
    let mut table = TableSql::new(db.get_database_backend(), "appointments a");
    if master_ids.is_empty() {
        table.filter("1 = 0", []);
    } else {
        let marks = vec!["?"; master_ids.len()].join(", ");
        table.filter(&format!("a.master_id IN ({marks})"), master_ids.iter().map(|id| Value::from(*id)));
    }
    if let Some(statuses) = &filter.statuses {
        table.any_of("a.status", statuses);
    }
    if let Some((mode, day)) = filter.date {
        table.date("a.provision_date", mode, day);
    }
    table.page(db, "a.*", order, offset, limit).await
}

/// The visits of `master_ids` dated `from..=to` that are not cancelled, in time order.
pub async fn visits_between(
    db: &impl ConnectionTrait,
    master_ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<appointments::Model>, Error> {
    appointments::Entity::find()
        .filter(appointments::Column::MasterId.is_in(master_ids.to_vec()))
        .filter(appointments::Column::ProvisionDate.between(from, to))
        .filter(appointments::Column::Status.ne(Status::Cancelled.as_str()))
        .order_by_asc(appointments::Column::StartsAt)
        .order_by_asc(appointments::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// A visit of one of `master_ids`; anyone else's is `None`.
pub async fn visit_of_masters(db: &impl ConnectionTrait, master_ids: &[i64], id: i64) -> Result<Option<appointments::Model>, Error> {
    if master_ids.is_empty() {
        return Ok(None);
    }
    appointments::Entity::find_by_id(id)
        .filter(appointments::Column::MasterId.is_in(master_ids.to_vec()))
        .one(db)
        .await
        .map_err(Error::from)
}
