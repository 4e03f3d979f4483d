//! Salon cabinet reports (spec §7 reports, issue #19): seven tables of a date range — appointments,
//! finances, payments by method, masters' performance, clients (new and returning, biggest
//! spenders first), services sold, cancellations — grouped and filtered, shown as JSON or
//! downloaded as XLSX or CSV through `crate::export` with headers in the reader's language.
//! Premium only: `plan_gate::SalonFeature<Reports>`. A master of another salon is a 404.
//! No-shows: appointments have no `no_show` status yet, so the cancellations report has no
//! no-show column.

mod report;
mod tables;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(report::report))
}
