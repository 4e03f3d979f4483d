//! `GET /clients/acts/{id}?q={json}`: the client's visits at this salon as a data table.
//!
//! Sortable: date, status, total, master. Filters: `status` checkbox of the appointment
//! statuses; `date` older / exact / newer.

use crate::json::Path;
use axum::Json;
use axum::extract::State;
use chrono::NaiveDate;
use domain::booking::Status;
use serde::Serialize;
use store::salon_clients::{ACT_SORTING, ActFilter};
use utoipa::ToSchema;

use super::card::load;
use crate::booking::acts::ActItem;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::plan_gate::{Crm, SalonFeature};
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientActMaster {
    pub id: i64,
    pub full_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ClientActRow {
    pub id: i64,
    /// new, moved, confirmed, cancelled, completed
    pub status: String,
    /// yyyy-MM-dd
    pub provision_date: NaiveDate,
    /// HH:mm
    pub provision_time: String,
    /// minutes
    pub duration: i32,
    /// kuruş
    pub total: i64,
    /// card or cash
    pub payment_method: Option<String>,
    pub master: ClientActMaster,
    pub items: Vec<ActItem>,
}

pub type ClientActsPage = TableResponse<ClientActRow>;

/// One page of the client's visits at this salon, newest first by default.
#[utoipa::path(get, path = "/clients/acts/{id}", operation_id = "salon_client_acts", tag = "salon", params(crate::table::TableParams), responses((status = 200, body = TableResponse<ClientActRow>), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn acts(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    SalonFeature { staff, .. }: SalonFeature<Crm>,
    Path(id): Path<i64>,
    query: TableQuery,
) -> ApiResult<Json<ClientActsPage>> {
    load(&state, &staff, id).await?;
    let order = query.order(&ACT_SORTING)?;
    let statuses: Vec<&str> = Status::ALL.iter().map(|s| s.as_str()).collect();
    let filter = ActFilter { statuses: query.checkbox("status", &statuses)?, date: query.date("date")? };
    let (rows, count) = store::salon_clients::acts(&state.db, staff.salon_id, id, &filter, &order, query.offset, query.limit()).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut items = store::bookings::items_of(&state.db, &ids).await?;
    let rows = rows
        .into_iter()
        .map(|r| ClientActRow {
            id: r.id,
            status: r.status,
            provision_date: r.provision_date,
            provision_time: crate::booking::hhmm(r.start_min.max(0) as u16),
            duration: r.duration_min,
            total: r.total_price,
            payment_method: r.payment_method,
            master: ClientActMaster { id: r.master_id, full_name: r.master_name },
            items: items.remove(&r.id).unwrap_or_default().into_iter().map(|l| ActItem::of(l, locale)).collect(),
        })
        .collect();
    Ok(Json(TableResponse::new(rows, count)))
}
