//! The master's own visits (spec §7 master `appointments`, `acts/{id}`; §4 actions): the table,
//! one visit, and what a master may do with it: confirm, decline (cancelled by the salon, the
//! client is told) and complete with the payment method. The same status changes as the salon's
//! (`salon::acts`), through `store::bookings::change_status`.

use axum::Json;
use axum::extract::{Path, State};
use chrono::Utc;
use domain::Locale;
use domain::booking::Status;
use serde::{Deserialize, Serialize};
use store::bookings::{ItemLine, StatusChange};
use store::catalogue::localized;
use store::entities::appointments;
use utoipa::ToSchema;

use super::own_masters;
use crate::auth::MasterUser;
use crate::booking::acts::{self, Act};
use crate::booking::hhmm;
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::state::AppState;
use crate::table::{TableQuery, TableResponse};

const STATUSES: [&str; 5] = ["new", "moved", "confirmed", "cancelled", "completed"];
/// Statuses from which each action may be taken (as in the salon cabinet).
const CONFIRM_FROM: [Status; 2] = [Status::New, Status::Moved];
const COMPLETE_FROM: [Status; 4] = [Status::New, Status::Moved, Status::Confirmed, Status::Completed];

/// The service names of a visit's lines, in `locale`, comma separated.
pub fn service_names(locale: Locale, lines: Vec<ItemLine>) -> String {
    lines
        .iter()
        .filter(|l| l.option_id.is_none())
        .map(|l| localized(locale, &l.service_tr, &l.service_en, &l.service_ru).to_owned())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the master may do with a visit now.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MasterActions {
    pub confirm: bool,
    pub decline: bool,
    /// Complete with a payment method (also records the method of a completed visit without one).
    pub complete: bool,
}

fn actions(row: &appointments::Model) -> MasterActions {
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    MasterActions {
        confirm: CONFIRM_FROM.contains(&status),
        decline: status.is_live(),
        complete: status.is_live() || (status == Status::Completed && row.payment_method.is_none()),
    }
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
    let order =
        query.order_by(&[("date", "a.starts_at"), ("status", "a.status"), ("created", "a.created_at")], "a.starts_at DESC", "a.id DESC")?;
    let (rows, count) = store::team::visits_page(&state.db, &ids, &filter, &order, query.offset, query.limit()).await?;
    let row_ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut items = store::bookings::items_of(&state.db, &row_ids).await?;
    let names = store::team::salon_names(&state.db, &masters.iter().map(|m| m.salon_id).collect::<Vec<_>>()).await?;
    let rows = rows
        .into_iter()
        .map(|r| MasterVisitRow {
            actions: actions(&r),
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

/// One own visit with what the master may do with it.
#[derive(Debug, Serialize, ToSchema)]
pub struct MasterAct {
    #[serde(flatten)]
    pub act: Act,
    pub actions: MasterActions,
}

async fn own_visit(state: &AppState, user: &crate::auth::CurrentUser, id: i64) -> ApiResult<appointments::Model> {
    let ids: Vec<i64> = own_masters(state, user).await?.iter().map(|m| m.id).collect();
    store::team::visit_of_masters(&state.db, &ids, id).await?.ok_or_else(ApiError::not_found)
}

async fn answer(state: &AppState, locale: Locale, row: appointments::Model) -> ApiResult<Json<MasterAct>> {
    let actions = actions(&row);
    Ok(Json(MasterAct { act: acts::one(state, locale, row, Utc::now()).await?, actions }))
}

/// One of the master's own visits; another master's is a 404.
#[utoipa::path(get, path = "/acts/{id}", operation_id = "master_act", tag = "master", responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody)))]
pub async fn act(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterAct>> {
    let row = own_visit(&state, &user, id).await?;
    answer(&state, locale, row).await
}

#[allow(clippy::too_many_arguments)]
async fn change(
    state: &AppState,
    locale: Locale,
    user: &crate::auth::CurrentUser,
    id: i64,
    from: &[Status],
    to: Status,
    change: StatusChange,
    kind: &str,
    event: Event,
) -> ApiResult<Json<MasterAct>> {
    own_visit(state, user, id).await?;
    let now = Utc::now();
    let jobs = vec![jobs::deliver(id, event, now)];
    let updated = store::bookings::change_status(&state.db, id, from, to, change, Some(user.account.id), kind, now, jobs)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::ActionNotAllowed))?;
    answer(state, locale, updated).await
}

/// Confirms a new or moved visit of the master's own.
#[utoipa::path(post, path = "/acts/confirm/{id}", operation_id = "master_confirm_act", tag = "master", responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterAct>> {
    change(&state, locale, &user, id, &CONFIRM_FROM, Status::Confirmed, StatusChange::default(), "confirmed", Event::Confirmed).await
}

/// Declines an own visit: it is cancelled by the salon and the client is told.
#[utoipa::path(post, path = "/acts/decline/{id}", operation_id = "master_decline_act", tag = "master", responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody)))]
pub async fn decline(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<MasterAct>> {
    let by_salon = StatusChange { cancelled_by: Some("salon".into()), ..Default::default() };
    change(&state, locale, &user, id, &Status::LIVE, Status::Cancelled, by_salon, "declined", Event::CancelledBySalon).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CompleteVisit {
    /// card or cash
    #[serde(default)]
    pub payment: String,
}

/// Completes an own visit and records how it was paid.
#[utoipa::path(post, path = "/acts/complete/{id}", operation_id = "master_complete_act", tag = "master", request_body = CompleteVisit, responses((status = 200, body = MasterAct), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn complete(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    MasterUser(user): MasterUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<CompleteVisit>,
) -> ApiResult<Json<MasterAct>> {
    match body.payment.as_str() {
        "card" | "cash" => {}
        "" => return Err(ApiError::field("payment", FieldError::new("required"))),
        _ => return Err(ApiError::field("payment", FieldError::new("wrong_format"))),
    }
    let paid = StatusChange { payment_method: Some(body.payment), ..Default::default() };
    change(&state, locale, &user, id, &COMPLETE_FROM, Status::Completed, paid, "completed", Event::Completed).await
}
