//! `GET /sales?q={json}`: every subscription payment on the generic data table.
//!
//! Columns: salon (name, id, link), plan, amount, status, period, date, provider. Sortable: date,
//! salon, plan, amount, status, period, provider. Search: the salon's folded name or phone
//! digits. Filters:
//! - `salon` radio: one salon's id (the link from its admin card);
//! - `plan` checkbox: free, premium;
//! - `status` checkbox: paid, unpaid;
//! - `from` / `to` date: payments made on or after / on or before that day in Europe/Istanbul
//!   (the filter's mode is not read: the two ends make the range).
//!
//! `meta` holds the totals of every payment under the filters (not only the page): counts and
//! sums paid and unpaid, in kuruş.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;
use store::admin_sales::{SALE_SORTING, SaleFilter, SaleRow, SaleTotals};
use utoipa::ToSchema;

use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::table::TableQuery;

const PLANS: [&str; 2] = ["free", "premium"];
const STATUSES: [&str; 2] = ["paid", "unpaid"];

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSaleRow {
    pub id: i64,
    pub salon_id: i64,
    pub salon_name: String,
    /// The salon's public page is `/salon/{slug}` (localised by the web).
    pub salon_slug: String,
    /// free or premium
    pub plan: String,
    /// VAT included, in kuruş.
    pub amount_kurus: i64,
    /// paid or unpaid
    pub status: String,
    pub period_start: DateTime<Utc>,
    pub period_end: DateTime<Utc>,
    /// dev, iyzico or grant
    pub provider: String,
    pub invoice_number: Option<i64>,
    pub failure_reason: Option<String>,
    pub paid_at: Option<DateTime<Utc>>,
    /// When the payment was made (or attempted): the table's date.
    pub created_at: DateTime<Utc>,
}

impl From<SaleRow> for AdminSaleRow {
    fn from(r: SaleRow) -> Self {
        AdminSaleRow {
            id: r.id,
            salon_id: r.salon_id,
            salon_name: r.salon_name,
            salon_slug: r.salon_slug,
            plan: r.plan,
            amount_kurus: r.amount_kurus,
            status: r.status,
            period_start: r.period_start,
            period_end: r.period_end,
            provider: r.provider,
            invoice_number: r.invoice_number,
            failure_reason: r.failure_reason,
            paid_at: r.paid_at,
            created_at: r.created_at,
        }
    }
}

/// The totals of the filtered payments.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalesTotals {
    pub paid_count: i64,
    /// Sum paid, in kuruş.
    pub paid_kurus: i64,
    pub unpaid_count: i64,
    pub unpaid_kurus: i64,
}

impl From<&SaleTotals> for AdminSalesTotals {
    fn from(t: &SaleTotals) -> Self {
        AdminSalesTotals { paid_count: t.paid_count, paid_kurus: t.paid_kurus, unpaid_count: t.unpaid_count, unpaid_kurus: t.unpaid_kurus }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalesMeta {
    pub totals: AdminSalesTotals,
}

/// The sales table's page: `{rows, count, meta}` with its meta typed.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminSalesPage {
    pub rows: Vec<AdminSaleRow>,
    pub count: u64,
    pub meta: AdminSalesMeta,
}

/// One page of subscription payments with the totals of all of them under the filters.
#[utoipa::path(get, path = "/sales", operation_id = "admin_sales", tag = "admin", params(crate::table::TableParams), responses((status = 200, body = AdminSalesPage), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, _admin: AdminUser, query: TableQuery) -> ApiResult<Json<AdminSalesPage>> {
    let order = query.order(&SALE_SORTING)?;
    let filter = SaleFilter {
        search: query.search().map(str::to_owned),
        salon_id: query.radio_id("salon")?,
        plans: query.checkbox("plan", &PLANS)?,
        statuses: query.checkbox("status", &STATUSES)?,
        from: query.date("from")?.map(|(_, day)| domain::time::instant(day, 0)),
        before: query.date("to")?.map(|(_, day)| domain::time::instant(day.succ_opt().unwrap_or(day), 0)),
    };
    let db = &state.db;
    let (rows, totals) = tokio::try_join!(
        store::admin_sales::sales(db, &filter, &order, query.offset, query.limit()),
        store::admin_sales::sale_totals(db, &filter),
    )?;
    Ok(Json(AdminSalesPage {
        rows: rows.into_iter().map(AdminSaleRow::from).collect(),
        count: totals.count.max(0) as u64,
        meta: AdminSalesMeta { totals: (&totals).into() },
    }))
}
