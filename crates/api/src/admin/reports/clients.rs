//! `GET /clients?q={json}`: every client account with its bookings over all salons.
//!
//! Columns: id, name, phone, e-mail, registered, bookings, completed, spent. Sortable: registered
//! (default, newest first), name. Search: the folded name, phone digits or e-mail. Filters:
//! `from` / `to` date: registered on or after / on or before that day (Europe/Istanbul).

use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use serde::Serialize;
use store::platform_numbers::{CLIENT_SORTING, ClientFilter, ClientReportRow};
use utoipa::ToSchema;

use super::ExportQuery;
use super::export::MAX_EXPORT_ROWS;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::export::ExportFormat;
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::TableQuery;

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminClientRow {
    pub id: i64,
    pub full_name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Appointments booked under the account, any status, any salon.
    pub bookings: i64,
    pub completed: i64,
    /// Price of the completed visits, kuruş.
    pub spent_kurus: i64,
}

impl From<ClientReportRow> for AdminClientRow {
    fn from(r: ClientReportRow) -> Self {
        AdminClientRow {
            id: r.id,
            full_name: r.full_name,
            phone: r.phone,
            email: r.email,
            created_at: r.created_at,
            bookings: r.bookings,
            completed: r.completed,
            spent_kurus: r.spent_kurus,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AdminClientsPage {
    pub rows: Vec<AdminClientRow>,
    pub count: u64,
}

/// One page of client accounts, or all of them as a download (`format`).
#[utoipa::path(get, path = "/clients", operation_id = "admin_clients", tag = "admin", params(crate::table::TableParams, ExportQuery),
    responses(
        (status = 200, description = "The page as JSON, or every row as an XLSX or CSV file",
            content((AdminClientsPage = "application/json"), (String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 422, body = crate::error::ErrorBody)
    ))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    query: TableQuery,
    ValidQuery(export): ValidQuery<ExportQuery>,
) -> ApiResult<Response> {
    let order = query.order(&CLIENT_SORTING)?;
    let filter = ClientFilter {
        search: query.search().map(str::to_owned),
        from: query.date("from")?.map(|(_, day)| domain::time::instant(day, 0)),
        before: query.date("to")?.map(|(_, day)| domain::time::instant(day.succ_opt().unwrap_or(day), 0)),
    };
    let format = export.format.unwrap_or_default();
    if format != ExportFormat::Json {
        let (rows, _) = store::platform_numbers::client_report(&state.db, &filter, &order, 0, MAX_EXPORT_ROWS).await?;
        return crate::export::respond(super::export::clients(rows, locale, chrono::Utc::now()), format).await;
    }
    let (rows, count) = store::platform_numbers::client_report(&state.db, &filter, &order, query.offset, query.limit()).await?;
    Ok(Json(AdminClientsPage { rows: rows.into_iter().map(AdminClientRow::from).collect(), count }).into_response())
}
