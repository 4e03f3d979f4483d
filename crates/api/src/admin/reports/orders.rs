//! `GET /orders?q={json}`: every appointment of every salon.
//!
//! Columns: id, visit, salon, master, client, phone, status, total, source. Sortable: visit
//! (default, latest first), created, total. `count` stops at 1,000 with `count_capped`. Search: the salon's folded name, the
//! client's folded name or phone digits. Filters: `salon` radio (one salon's id); `status`
//! checkbox (new, moved, confirmed, cancelled, completed, no_show); `source` checkbox (online, manual);
//! `from` / `to` date: visits on or after / on or before that day.

use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use serde::Serialize;
use store::platform_numbers::{ORDER_SORTING, OrderFilter, OrderReportRow};
use utoipa::ToSchema;

use super::ExportQuery;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::export::ExportFormat;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::TableQuery;

const STATUSES: [&str; 6] = ["new", "moved", "confirmed", "cancelled", "completed", "no_show"];
const SOURCES: [&str; 2] = ["online", "manual"];

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminOrderRow {
    pub id: i64,
    pub starts_at: DateTime<Utc>,
    pub salon_id: i64,
    pub salon_name: String,
    pub master_name: String,
    pub client_name: String,
    pub client_phone: String,
    /// new, moved, confirmed, cancelled or completed
    pub status: String,
    /// kuruş
    pub total_kurus: i64,
    /// online (booked by the client) or manual (entered by the salon)
    pub source: String,
    pub created_at: DateTime<Utc>,
}

impl From<OrderReportRow> for AdminOrderRow {
    fn from(r: OrderReportRow) -> Self {
        AdminOrderRow {
            id: r.id,
            starts_at: r.starts_at,
            salon_id: r.salon_id,
            salon_name: r.salon_name,
            master_name: r.master_name,
            client_name: r.client_name,
            client_phone: r.client_phone,
            status: r.status,
            total_kurus: r.total_kurus,
            source: r.source,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminOrdersPage {
    pub rows: Vec<AdminOrderRow>,
    pub count: u64,
    /// More rows than `count` match: counted up to 1,000 and stopped (shown "1,000+").
    pub count_capped: bool,
}

/// One page of appointments over every salon, or all of them as a download (`format`).
#[utoipa::path(get, path = "/orders", operation_id = "admin_orders", tag = "admin", params(crate::table::TableParams, ExportQuery),
    responses(
        (status = 200, description = "The page as JSON, or every row as an XLSX or CSV file",
            content((AdminOrdersPage = "application/json"), (String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 422, body = crate::error::ErrorBody)
    ))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    query: TableQuery,
    ValidQuery(export): ValidQuery<ExportQuery>,
) -> ApiResult<Response> {
    let order = query.order(&ORDER_SORTING)?;
    let filter = OrderFilter {
        search: query.search().map(str::to_owned),
        salon_id: query.radio_id("salon")?,
        statuses: query.checkbox("status", &STATUSES)?,
        sources: query.checkbox("source", &SOURCES)?,
        from: query.date("from")?.map(|(_, day)| day),
        to: query.date("to")?.map(|(_, day)| day),
    };
    let format = export.format.unwrap_or_default();
    if format != ExportFormat::Json {
        // Streamed: the rows go from the database to the file as they come (up to 200,000).
        let (name, columns) = super::export::order_head(locale, chrono::Utc::now());
        let (lines, received) = tokio::sync::mpsc::channel(crate::export::LINE_BUFFER);
        let db = state.db.clone();
        tokio::spawn(async move { super::export::send_orders(&db, &filter, &order, locale, lines).await });
        return crate::export::respond_lines(name, columns, format, received).await;
    }
    let (rows, total) = store::platform_numbers::order_report(&state.db, &filter, &order, query.offset, query.limit()).await?;
    let rows = rows.into_iter().map(AdminOrderRow::from).collect();
    Ok(Json(AdminOrdersPage { rows, count: total.count, count_capped: total.capped }).into_response())
}
