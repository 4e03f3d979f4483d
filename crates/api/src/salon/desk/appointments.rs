//! `GET /api/salon/appointments?q={json}`: the salon's appointments on the generic data table
//! (spec §3 data table, §4 statuses and filters). Columns: date and time, client, master,
//! services, total, status, payment. Filters:
//! - `status` checkbox: new, moved, confirmed, cancelled, completed;
//! - `state` checkbox (any of) or radio: planned, paid, unpaid, new, rejected, important,
//!   viewed, unviewed (see `store::desk::table::State`);
//! - `master` checkbox of master ids (as strings);
//! - `date` older/exact/newer than a yyyy-MM-dd;
//! - `total` number_range in TRY (what the user types), each end optional.
//!
//! Search: the client's name (Turkish-folded) or phone digits. Sort: date, client, total, status.
//! `meta.counts` holds the rows per status under the other filters (the status tabs) and `all`.

use axum::Json;
use axum::extract::State;
use chrono::Utc;
use domain::booking::Status;
use serde::Serialize;
use store::desk::table::{self, Filters};
use utoipa::ToSchema;

use super::rows::{self, DeskActRow};
use crate::auth::SalonStaff;
use crate::error::{ApiError, ApiResult, FieldError};
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::TableQuery;

/// Rows per status tab under the other filters, and all of them.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct DeskStatusCounts {
    pub all: u64,
    pub new: u64,
    pub moved: u64,
    pub confirmed: u64,
    pub cancelled: u64,
    pub completed: u64,
    pub no_show: u64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SalonAppointmentsMeta {
    pub counts: DeskStatusCounts,
}

/// The appointments table's page: the generic `{rows, count, meta}` with its meta typed (a named
/// struct rather than `TableResponse<DeskActRow>`, whose schema name other tables would share).
#[derive(Debug, Serialize, ToSchema)]
pub struct SalonAppointmentsPage {
    pub rows: Vec<DeskActRow>,
    pub count: u64,
    pub meta: SalonAppointmentsMeta,
}

const STATUSES: [&str; 6] = ["new", "moved", "confirmed", "cancelled", "completed", "no_show"];
const STATES: [&str; 8] = ["planned", "paid", "unpaid", "new", "rejected", "important", "viewed", "unviewed"];

/// TRY as typed → kuruş; `None` for values no money can have.
fn kurus(field: &str, lira: Option<f64>) -> ApiResult<Option<i64>> {
    match lira {
        None => Ok(None),
        Some(v) if (0.0..1e12).contains(&v) => Ok(Some((v * 100.0).round() as i64)),
        Some(_) => Err(ApiError::field(format!("filters.{field}"), FieldError::new("wrong_format"))),
    }
}

/// Reads the table's filters from the query, each checked against what the salon has.
pub async fn filters_of(state: &AppState, salon_id: i64, query: &TableQuery) -> ApiResult<Filters> {
    let statuses = query.checkbox("status", &STATUSES)?.map(|v| v.iter().filter_map(|s| Status::parse(s)).collect());
    let states = match query.checkbox("state", &STATES) {
        Ok(values) => values,
        Err(_) => query.radio("state", &STATES)?.map(|v| vec![v]),
    }
    .map(|v| v.iter().filter_map(|s| table::State::parse(s)).collect());
    let master_ids = store::desk::master_ids_of_salon(&state.db, salon_id).await?;
    let allowed: Vec<String> = master_ids.iter().map(i64::to_string).collect();
    let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
    let masters = query.checkbox("master", &allowed)?.map(|v| v.iter().filter_map(|s| s.parse().ok()).collect());
    let total = match query.number_range("total")? {
        Some((from, to)) => Some((kurus("total", from)?, kurus("total", to)?)),
        None => None,
    };
    let search = match query.search() {
        Some(term) => Some(table::search_terms(&state.db, salon_id, term).await?),
        None => None,
    };
    Ok(Filters { statuses, states, master_ids: masters, date: query.date("date")?, total, search })
}

/// One page of the salon's appointments with the counts of the status tabs.
#[utoipa::path(get, path = "/appointments", operation_id = "salon_appointments", tag = "salon", params(crate::table::TableParams), responses((status = 200, body = SalonAppointmentsPage), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    query: TableQuery,
) -> ApiResult<Json<SalonAppointmentsPage>> {
    let salon = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let filters = filters_of(&state, salon.id, &query).await?;
    let order = query.order(&table::SORTING)?;
    let now = Utc::now();
    let (found, count) = table::page(&state.db, salon.id, &filters, now, &order, query.offset, query.limit()).await?;
    let mut counts = DeskStatusCounts::default();
    for (status, n) in table::status_counts(&state.db, salon.id, &filters, now).await? {
        counts.all += n;
        *match status {
            Status::New => &mut counts.new,
            Status::Moved => &mut counts.moved,
            Status::Confirmed => &mut counts.confirmed,
            Status::Cancelled => &mut counts.cancelled,
            Status::Completed => &mut counts.completed,
            Status::NoShow => &mut counts.no_show,
        } = n;
    }
    let rows = rows::build(&state, locale, found.iter().map(rows::RowSource::from).collect(), salon.auto_confirm).await?;
    Ok(Json(SalonAppointmentsPage { rows, count, meta: SalonAppointmentsMeta { counts } }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_are_typed_in_lira_and_kept_in_kurus() {
        assert_eq!(kurus("total", Some(150.5)).unwrap(), Some(15050));
        assert_eq!(kurus("total", None).unwrap(), None);
        assert!(kurus("total", Some(-1.0)).is_err());
        assert!(kurus("total", Some(f64::NAN)).is_err());
    }
}
