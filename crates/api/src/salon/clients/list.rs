//! `GET /clients?q={json}`: the salon's clients table (spec §3 data table).
//!
//! Columns: name, phone, email, last_visit, visits. Sortable: name, last_visit, visits, created.
//! Search: folded name, phone digits, e-mail ("ayse" finds "Ayşe"). Filters:
//! - `planned` radio `yes` / `no`: has planned (live, future) visits;
//! - `gender` checkbox `male`, `female`;
//! - `birthday_month` radio `1`..`12`;
//! - `last_visit` date older / exact / newer;
//! - `visits` number_range of completed visits.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use store::salon_clients::{CLIENT_SORTING, ClientFilter};
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

const MONTHS: [&str; 12] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"];

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientRow {
    pub id: i64,
    pub full_name: String,
    /// E.164
    pub phone: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    /// yyyy-MM-dd
    pub birthday: Option<NaiveDate>,
    /// yyyy-MM-dd of the latest completed visit.
    pub last_visit: Option<NaiveDate>,
    /// Completed visits.
    pub visits: i64,
    pub created_at: DateTime<Utc>,
}

pub type ClientsPage = TableResponse<ClientRow>;

/// Whole numbers of a number range: a from of 1.5 means at least 2 visits.
fn whole(range: Option<(Option<f64>, Option<f64>)>) -> Option<(Option<i64>, Option<i64>)> {
    range.map(|(from, to)| (from.map(|f| f.ceil() as i64), to.map(|t| t.floor() as i64)))
}

/// One page of the salon's clients.
#[utoipa::path(get, path = "/clients", operation_id = "salon_clients", tag = "salon", params(crate::table::TableParams), responses((status = 200, body = TableResponse<ClientRow>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list(
    State(state): State<AppState>,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    query: TableQuery,
) -> ApiResult<Json<ClientsPage>> {
    let order = query.order(&CLIENT_SORTING)?;
    let filter = ClientFilter {
        search: query.search().map(str::to_owned),
        planned: query.radio("planned", &["yes", "no"])?.map(|v| v == "yes"),
        genders: query.checkbox("gender", &["male", "female"])?,
        birthday_month: query.radio("birthday_month", &MONTHS)?.and_then(|m| m.parse().ok()),
        last_visit: query.date("last_visit")?,
        visits: whole(query.number_range("visits")?),
    };
    let (rows, count) =
        store::salon_clients::list(&state.db, staff.salon_id, &filter, Utc::now(), &order, query.offset, query.limit()).await?;
    let rows = rows
        .into_iter()
        .map(|r| ClientRow {
            id: r.id,
            full_name: r.full_name,
            phone: r.phone,
            email: r.email,
            gender: r.gender,
            birthday: r.birthday,
            last_visit: r.last_visit,
            visits: r.visits,
            created_at: r.created_at,
        })
        .collect();
    Ok(Json(TableResponse::new(rows, count)))
}
