//! `GET /reports/{report}?from&to&group_by&master_id&format`: one report as JSON, XLSX or CSV.

use axum::extract::State;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::tables::{self, Request};
use crate::error::{ApiError, ApiResult, FieldError};
use crate::export::{ExportFormat, Table};
use crate::json::{Path, ValidQuery};
use crate::locale::RequestLocale;
use crate::plan_gate::{Reports, SalonFeature};
use crate::state::AppState;

/// Which report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportKind {
    Appointments,
    Finances,
    Payments,
    Masters,
    Clients,
    Services,
    Cancellations,
}

/// How rows are grouped (each report takes some of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GroupBy {
    Day,
    Week,
    Month,
    Master,
    /// Every appointment on its own row (the appointments report only).
    None,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// First day, yyyy-MM-dd (salon-local). Required.
    pub from: Option<String>,
    /// Last day, yyyy-MM-dd, at most 731 days from `from` counted inclusively. Required.
    pub to: Option<String>,
    /// appointments: day (default), week, month, master or none (each appointment);
    /// finances: day, week or month (default); cancellations: day, week, month (default) or master.
    /// The other reports take none.
    #[param(inline)]
    pub group_by: Option<GroupBy>,
    /// Only this master's appointments (every report but finances, which is the salon's).
    #[param(minimum = 1)]
    pub master_id: Option<i64>,
    /// json (default), xlsx or csv.
    #[param(inline)]
    pub format: Option<ExportFormat>,
}

/// A report of the salon for a period: as JSON (`format=json`, the default) or as a download
/// (`xlsx`, `csv`) named `<report>-<from>-<to>`.
#[utoipa::path(
    get,
    path = "/reports/{report}",
    operation_id = "salon_report",
    tag = "salon",
    params(("report" = inline(ReportKind), Path, description = "appointments, finances, payments, masters, clients, services or cancellations"), ReportQuery),
    responses(
        (status = 200, description = "The report: JSON, or an XLSX or CSV file",
            content((Table = "application/json"), (String = "text/csv"), (String = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)
    )
)]
pub async fn report(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SalonFeature { staff, .. }: SalonFeature<Reports>,
    Path(kind): Path<ReportKind>,
    ValidQuery(query): ValidQuery<ReportQuery>,
) -> ApiResult<Response> {
    let period = crate::salon::charts::salon_period(query.from.as_deref(), query.to.as_deref())?;
    let group_by = tables::group_for(kind, query.group_by).ok_or_else(|| ApiError::field("group_by", FieldError::new("wrong_format")))?;
    if let Some(master_id) = query.master_id {
        if master_id < 1 {
            return Err(ApiError::field("master_id", FieldError::new("wrong_format")));
        }
        store::team::master_of_salon(&state.db, staff.salon_id, master_id).await?.ok_or_else(ApiError::not_found)?;
    }
    let request = Request { salon_id: staff.salon_id, period, group_by, master_id: query.master_id, locale };
    let format = query.format.unwrap_or_default();
    if kind == ReportKind::Appointments && group_by == GroupBy::None && format != ExportFormat::Json {
        // Every visit of up to two years: streamed from the database into the file.
        let (lines, received) = tokio::sync::mpsc::channel(crate::export::LINE_BUFFER);
        let (name, columns) = tables::stream_visits(&state, request, lines);
        return crate::export::respond_lines(name, columns, format, received).await;
    }
    let table = tables::build(&state, kind, request, format == ExportFormat::Json).await?;
    crate::export::respond(table, format).await
}
