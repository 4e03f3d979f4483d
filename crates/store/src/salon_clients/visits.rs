//! The card's visits at the salon: the planned ones, and the visits table.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Value};

use crate::entities::appointments;
use crate::table::{DateMode, Order, Sorting, TableSql};

/// The card's live visits that have not started yet, soonest first.
pub async fn planned_visits(
    db: &impl ConnectionTrait,
    salon_id: i64,
    id: i64,
    now: DateTime<Utc>,
) -> Result<Vec<appointments::Model>, Error> {
    appointments::Entity::find()
        .filter(appointments::Column::SalonId.eq(salon_id))
        .filter(appointments::Column::SalonClientId.eq(id))
        .filter(appointments::Column::Status.is_in(Status::LIVE.iter().map(|s| s.as_str())))
        .filter(appointments::Column::StartsAt.gt(now))
        .order_by_asc(appointments::Column::StartsAt)
        .all(db)
        .await
        .map_err(Error::from)
}

pub const ACT_SORTING: Sorting = Sorting {
    columns: &[("date", "a.starts_at"), ("status", "a.status"), ("total", "a.total_price"), ("master", "m.full_name")],
    default: "a.starts_at DESC",
    tie_breaker: "a.id DESC",
};

#[derive(Debug, Clone, Default)]
pub struct ActFilter {
    pub statuses: Option<Vec<String>>,
    pub date: Option<(DateMode, NaiveDate)>,
}

/// One visit of the client at this salon.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ActRow {
    pub id: i64,
    pub status: String,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub total_price: i64,
    pub payment_method: Option<String>,
    pub master_id: i64,
    pub master_name: String,
}

/// One page of the card's visits at the salon.
pub async fn acts(
    db: &impl ConnectionTrait,
    salon_id: i64,
    client_id: i64,
    filter: &ActFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<ActRow>, u64), Error> {
    let mut table = TableSql::new(db.get_database_backend(), "appointments a JOIN masters m ON m.id = a.master_id");
    table.filter("a.salon_id = ?", [Value::from(salon_id)]).filter("a.salon_client_id = ?", [Value::from(client_id)]);
    if let Some(statuses) = &filter.statuses {
        table.any_of("a.status", statuses);
    }
    if let Some((mode, day)) = filter.date {
        table.date("a.provision_date", mode, day);
    }
    let select = "a.id, a.status, a.provision_date, a.start_min, a.duration_min, a.total_price, a.payment_method, a.master_id, m.full_name AS master_name";
    table.page(db, select, order, offset, limit).await
}
