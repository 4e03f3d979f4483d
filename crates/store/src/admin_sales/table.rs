//! The sales table: one row per subscription payment (paid or not) with its salon, and the
//! totals of every row under the filters.

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect, Value};

use crate::Error;
use crate::entities::subscription_payments;
use crate::table::{Order, Sorting, TableSql};

/// Sortable columns of the sales table; newest payments first.
pub const SALE_SORTING: Sorting = Sorting {
    columns: &[
        ("date", "p.created_at"),
        ("salon", "s.search_key"),
        ("plan", "p.plan"),
        ("amount", "p.amount_kurus"),
        ("status", "p.status"),
        ("period", "p.period_start"),
        ("provider", "p.provider"),
    ],
    default: "p.created_at DESC",
    tie_breaker: "p.id DESC",
};

/// The filters of the sales table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct SaleFilter {
    /// The salon's folded name or phone digits.
    pub search: Option<String>,
    /// One salon (the link from its admin card).
    pub salon_id: Option<i64>,
    pub plans: Option<Vec<String>>,
    /// paid, unpaid
    pub statuses: Option<Vec<String>>,
    /// Payments made at or after this moment.
    pub from: Option<DateTime<Utc>>,
    /// Payments made before this moment.
    pub before: Option<DateTime<Utc>>,
}

/// One row of the sales table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct SaleRow {
    pub id: i64,
    pub salon_id: i64,
    pub salon_name: String,
    pub salon_slug: String,
    pub plan: String,
    pub amount_kurus: i64,
    pub status: String,
    pub period_start: DateTime<Utc>,
    pub period_end: DateTime<Utc>,
    pub provider: String,
    pub invoice_number: Option<i64>,
    pub failure_reason: Option<String>,
    pub paid_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// The totals of every payment under the filters (not only the page).
#[derive(Debug, Clone, Default, PartialEq, Eq, FromQueryResult)]
pub struct SaleTotals {
    pub count: i64,
    pub paid_count: i64,
    /// Sum of the paid payments, VAT included, in kuruş.
    pub paid_kurus: i64,
    pub unpaid_count: i64,
    pub unpaid_kurus: i64,
}

fn base(backend: DbBackend, filter: &SaleFilter) -> TableSql {
    let mut table = TableSql::new(backend, "subscription_payments p JOIN salons s ON s.id = p.salon_id");
    if let Some(term) = filter.search.as_deref() {
        table.search("(s.search_key || ' ' || s.phone)", term);
    }
    if let Some(id) = filter.salon_id {
        table.filter("p.salon_id = ?", [Value::from(id)]);
    }
    if let Some(plans) = &filter.plans {
        table.any_of("p.plan", plans);
    }
    if let Some(statuses) = &filter.statuses {
        table.any_of("p.status", statuses);
    }
    // `ix_subscription_payments_created` serves the date range.
    if let Some(from) = filter.from {
        table.filter("p.created_at >= ?", [Value::from(from)]);
    }
    if let Some(before) = filter.before {
        table.filter("p.created_at < ?", [Value::from(before)]);
    }
    table
}

const ROW_SELECT: &str = "p.id, p.salon_id, s.name AS salon_name, s.slug AS salon_slug, p.plan, p.amount_kurus, p.status, \
     p.period_start, p.period_end, p.provider, p.invoice_number, p.failure_reason, p.paid_at, p.created_at";

/// One page of payments (its total is [`SaleTotals::count`]).
pub async fn sales(db: &impl ConnectionTrait, filter: &SaleFilter, order: &Order, offset: u64, limit: u64) -> Result<Vec<SaleRow>, Error> {
    base(db.get_database_backend(), filter).rows(db, ROW_SELECT, order, offset, limit).await
}

/// The count and sums of every payment under the filters, in one statement. The sums are cast
/// back to BIGINT: PostgreSQL's SUM of a BIGINT is a NUMERIC.
pub async fn sale_totals(db: &impl ConnectionTrait, filter: &SaleFilter) -> Result<SaleTotals, Error> {
    let select = "CAST(COUNT(*) AS BIGINT) AS count, \
         CAST(COALESCE(SUM(CASE WHEN p.status = 'paid' THEN 1 ELSE 0 END), 0) AS BIGINT) AS paid_count, \
         CAST(COALESCE(SUM(CASE WHEN p.status = 'paid' THEN p.amount_kurus ELSE 0 END), 0) AS BIGINT) AS paid_kurus, \
         CAST(COALESCE(SUM(CASE WHEN p.status = 'paid' THEN 0 ELSE 1 END), 0) AS BIGINT) AS unpaid_count, \
         CAST(COALESCE(SUM(CASE WHEN p.status = 'paid' THEN 0 ELSE p.amount_kurus END), 0) AS BIGINT) AS unpaid_kurus";
    let totals = base(db.get_database_backend(), filter).select_one::<SaleTotals>(db, select, vec![]).await?;
    Ok(totals.unwrap_or_default())
}

/// The salon's latest payments, newest first (its admin card shows them).
pub async fn salon_payments(db: &impl ConnectionTrait, salon_id: i64, limit: u64) -> Result<Vec<subscription_payments::Model>, Error> {
    subscription_payments::Entity::find()
        .filter(subscription_payments::Column::SalonId.eq(salon_id))
        .order_by_desc(subscription_payments::Column::CreatedAt)
        .order_by_desc(subscription_payments::Column::Id)
        .limit(limit)
        .all(db)
        .await
        .map_err(Error::from)
}
