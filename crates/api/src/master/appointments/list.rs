//! The master's own visits: search is not offered (a master's list is short per day); filters

use crate::auth::MasterUser;
use crate::booking::hhmm;
use crate::error::ApiResult;
use crate::locale::RequestLocale;
use crate::master::own_masters;
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};
use axum::Json;
use axum::extract::State;
use domain::Locale;
use serde::Serialize;
use store::bookings::ItemLine;
use store::catalogue::localized;
use utoipa::ToSchema;

use super::*;

const STATUSES: [&str; 5] = ["new", "moved", "confirmed", "cancelled", "completed"];

/// The service names of a visit's lines, in `locale`, comma separated.
pub fn service_names(locale: Locale, lines: Vec<ItemLine>) -> String {
    lines
        .iter()
        .filter(|l| l.option_id.is_none())
        .map(|l| localized(locale, &l.service_tr, &l.service_en, &l.service_ru).to_owned())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One row of the master's appointments table.
#[derive(Debug, Serialize, ToSchema)]
pub struct MasterVisitRow {
    pub id: i64,
    /// new, moved, confirmed, cancelled, completed
    pub status: String,
    /// yyyy-MM-dd
    pub provision_date: String,
    /// HH:mm
    pub provision_time: String,
    /// HH:mm
    pub end_time: String,
    pub duration: i32,
    pub full_name: String,
    pub phone: String,
    pub services: String,
    /// kuruş
    pub total: i64,
    pub payment_method: Option<String>,
    pub salon_name: String,
    pub actions: MasterActions,
}

/// The master's own visits: search is not offered (a master's list is short per day); filters
/// `status` (checkbox of the five statuses) and `date` (older/exact/newer); sort by `date`,
/// `status` or `created`.
#[utoipa::path(get, path = "/appointments", operation_id = "master_appointments", tag = "master", params(crate::table::TableParams), responses((status = 200, body = TableResponse<MasterVisitRow>), (status = 422, body = crate::error::ErrorBody)))]
pub async fn appointments(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    query: TableQuery,
) -> ApiResult<Json<TableResponse<MasterVisitRow>>> {
    let masters = own_masters(&state, &user).await?;
    let ids: Vec<i64> = masters.iter().map(|m| m.id).collect();
    let filter = store::team::VisitFilter { statuses: query.checkbox("status", &STATUSES)?, date: query.date("date")? };
    let order = query.order(&store::team::VISIT_SORTING)?;
    let (rows, count) = store::team::visits_page(&state.db, &ids, &filter, &order, query.offset, query.limit()).await?;
    let row_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut items = store::bookings::items_of(&state.db, &row_ids).await?;
    let names = store::team::salon_names(&state.db, &masters.iter().map(|m| m.salon_id).collect::<Vec<_>>()).await?;
    let now = chrono::Utc::now();
    let rows = rows
        .into_iter()
        .map(|r| MasterVisitRow {
            actions: actions(&r, now),
            services: service_names(locale, items.remove(&r.id).unwrap_or_default()),
            id: r.id,
            provision_date: r.provision_date.format("%Y-%m-%d").to_string(),
            provision_time: hhmm(r.start_min as u16),
            end_time: hhmm((i32::from(r.start_min) + r.duration_min).clamp(0, 1440) as u16),
            duration: r.duration_min,
            full_name: r.client_name,
            phone: r.client_phone,
            total: r.total_price,
            payment_method: r.payment_method,
            salon_name: names.get(&r.salon_id).cloned().unwrap_or_default(),
            status: r.status,
        })
        .collect();
    Ok(Json(TableResponse::new(rows, count)))
}
