//! `GET /newsletter/export?format=csv|xlsx`: every subscriber matching the filters as a file in
//! İYS's terms (recipient, recipient type BIREYSEL, type EPOSTA, source HS_WEB, status ONAY/RET,
//! consent date `yyyy-MM-dd HH:mm:ss` Istanbul time), headers in the admin's language.

use axum::extract::State;
use axum::response::Response;
use chrono::{DateTime, Utc};
use domain::Locale;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::filter;
use crate::auth::AdminUser;
use crate::error::ApiResult;
use crate::export::{Cell, CellKind, Column, ExportFormat, Table};
use crate::json::ValidQuery;
use crate::locale::RequestLocale;
use crate::state::AppState;

/// The file's format.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum FileFormat {
    #[default]
    Csv,
    Xlsx,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportQuery {
    /// `pending`, `approved` or `rejected`; anything else: every status.
    pub status: Option<String>,
    /// Part of the address.
    pub q: Option<String>,
    /// csv (default) or xlsx.
    #[param(inline)]
    pub format: Option<FileFormat>,
}

fn istanbul(at: Option<DateTime<Utc>>) -> Cell {
    at.map_or(Cell::Empty, |at| Cell::text(domain::time::local(at).format("%Y-%m-%d %H:%M:%S").to_string()))
}

fn iys(value: &str) -> &str {
    match value {
        "email" => "EPOSTA",
        "web" => "HS_WEB",
        "individual" => "BIREYSEL",
        other => other,
    }
}

fn title(locale: Locale, key: &str) -> String {
    crate::i18n::message(locale, &format!("newsletter_column_{key}"), &[])
}

/// The subscribers as a download.
#[utoipa::path(get, path = "/newsletter/export", operation_id = "admin_newsletter_export", tag = "admin", params(ExportQuery),
    responses((status = 200, description = "The subscribers as CSV or XLSX",
        content((String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))))]
pub async fn newsletter_export(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    _admin: AdminUser,
    ValidQuery(export): ValidQuery<ExportQuery>,
) -> ApiResult<Response> {
    let (rows, _) = store::newsletter::list(&state.db, &filter(export.status.as_deref(), export.q.as_deref()), 0, None).await?;
    let keys = ["recipient", "recipient_type", "type", "source", "status", "consent_date", "locale", "created_at"];
    let columns = keys.iter().map(|k| Column::new(*k, title(locale, k), CellKind::Text)).collect();
    let rows = rows
        .into_iter()
        .map(|r| {
            let status = domain::newsletter::Status::parse(&r.status).map_or("", |s| s.iys_code());
            let status = if status.is_empty() { title(locale, "pending") } else { status.to_owned() };
            vec![
                Cell::text(&r.email),
                Cell::text(iys(&r.recipient_type)),
                Cell::text(iys(&r.consent_type)),
                Cell::text(iys(&r.consent_source)),
                Cell::text(status),
                istanbul(r.consent_date),
                Cell::text(&r.locale),
                istanbul(Some(r.created_at)),
            ]
        })
        .collect();
    let table = Table::new(format!("newsletter-{}", Utc::now().format("%Y-%m-%d")), columns, rows, None);
    let format = match export.format.unwrap_or_default() {
        FileFormat::Csv => ExportFormat::Csv,
        FileFormat::Xlsx => ExportFormat::Xlsx,
    };
    crate::export::respond(table, format).await
}
