//! The client's visits (spec §7 client): actual-acts, acts, acts-count, the calendar file, and
//! the changes a client makes: time-transfer, confirm, accept-range, cancel.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use chrono::{Duration, Utc};
use domain::booking::{self, CancelRefusal, Status};
use serde::{Deserialize, Serialize};
use store::bookings::{ActsFilter, Booked, Move, NewTime, StatusChange};
use store::model::Appointment;
use utoipa::{IntoParams, ToSchema};

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::booking::{instant, local, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::{ValidJson, ValidQuery};
use crate::locale::RequestLocale;
use crate::state::AppState;

/// The client's live visits from now on, soonest first.
#[utoipa::path(get, path = "/actual-acts", tag = "client", responses((status = 200, body = Vec<Act>)))]
pub async fn actual_acts(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<Act>>> {
    let now = Utc::now();
    let (rows, _) = store::bookings::client_acts(&state.db, user.account.id, ActsFilter::Upcoming, now, 0, 50).await?;
    Ok(Json(acts::build(&state, locale, rows, now).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActsQuery {
    /// upcoming (default), all, waiting, confirmed, completed, cancelled (also the stored names new, moved)
    pub status: Option<String>,
    /// 1-based
    pub page: Option<u64>,
    /// default 8 (spec §9), at most 50
    pub per_page: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActsPage {
    pub rows: Vec<Act>,
    pub count: u64,
}

fn filter_of(name: Option<&str>) -> ApiResult<ActsFilter> {
    Ok(match name.unwrap_or("upcoming") {
        "upcoming" | "" => ActsFilter::Upcoming,
        "all" => ActsFilter::All,
        "waiting" | "moved" => ActsFilter::Status(Status::Moved),
        "new" | "draft" => ActsFilter::Status(Status::New),
        other => ActsFilter::Status(Status::parse(other).ok_or_else(|| ApiError::field("status", FieldError::new("wrong_format")))?),
    })
}

/// One page of the client's history under a filter.
#[utoipa::path(get, path = "/acts", operation_id = "client_acts", tag = "client", params(ActsQuery), responses((status = 200, body = ActsPage)))]
pub async fn list(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    ValidQuery(query): ValidQuery<ActsQuery>,
) -> ApiResult<Json<ActsPage>> {
    let filter = filter_of(query.status.as_deref())?;
    let per_page = query.per_page.unwrap_or(8).clamp(1, 50);
    let page = query.page.unwrap_or(1).max(1);
    let now = Utc::now();
    let (rows, count) = store::bookings::client_acts(&state.db, user.account.id, filter, now, (page - 1) * per_page, per_page).await?;
    Ok(Json(ActsPage { rows: acts::build(&state, locale, rows, now).await?, count }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActsCount {
    pub upcoming: u64,
    pub all: u64,
    pub waiting: u64,
    pub confirmed: u64,
    pub completed: u64,
    pub cancelled: u64,
}

/// How many visits each history filter holds.
#[utoipa::path(get, path = "/acts-count", tag = "client", responses((status = 200, body = ActsCount)))]
pub async fn count(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Json<ActsCount>> {
    let now = Utc::now();
    let id = user.account.id;
    let n = |filter| store::bookings::count_client_acts(&state.db, id, filter, now);
    Ok(Json(ActsCount {
        upcoming: n(ActsFilter::Upcoming).await?,
        all: n(ActsFilter::All).await?,
        waiting: n(ActsFilter::Status(Status::Moved)).await?,
        confirmed: n(ActsFilter::Status(Status::Confirmed)).await?,
        completed: n(ActsFilter::Status(Status::Completed)).await?,
        cancelled: n(ActsFilter::Status(Status::Cancelled)).await?,
    }))
}

async fn own(state: &AppState, account_id: i64, id: i64) -> ApiResult<Appointment> {
    store::bookings::client_appointment(&state.db, account_id, id).await?.ok_or_else(ApiError::not_found)
}

/// The visit as an iCalendar file ("add to calendar").
#[utoipa::path(get, path = "/acts/{id}/calendar.ics", tag = "client", responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = crate::error::ErrorBody)))]
pub async fn calendar_file(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    let row = own(&state, user.account.id, id).await?;
    let (starts, ends) = (row.starts_at, row.ends_at);
    let now = Utc::now();
    let act = acts::one(&state, locale, row, now).await?;
    let summary = crate::i18n::message(locale, "ics_summary", &[("salon", act.salon.name.clone())]);
    let host = state.config.public_url.split("://").nth(1).unwrap_or("randevu").trim_end_matches('/').to_owned();
    let body = crate::booking::ics::calendar(&act, &summary, &host, starts, ends, now);
    Ok((
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"randevu-{id}.ics\"")),
        ],
        body,
    )
        .into_response())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct TimeTransfer {
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub provision_date: String,
    /// HH:mm
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub provision_time: String,
}

async fn services_of(state: &AppState, id: i64) -> ApiResult<Vec<i64>> {
    let mut ids: Vec<i64> = store::bookings::items_of(&state.db, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default()
        .into_iter()
        .map(|l| l.salon_service_id)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// Moves a visit to a new time with the same master; it waits for the salon's confirmation
/// again. At most 2 a day at one salon.
#[utoipa::path(post, path = "/time-transfer/{id}", tag = "client", request_body = TimeTransfer, responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn time_transfer(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<TimeTransfer>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    let date = parse_date("provision_date", &body.provision_date)?;
    let start = parse_time("provision_time", &body.provision_time)?;
    let now = Utc::now();
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    if !booking::can_reschedule(status, local(row.starts_at), local(now)) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let day_start = local_day_start(now);
    if booking::transfer_limit_reached(
        store::bookings::count_events(&state.db, user.account.id, "rescheduled", day_start, Some(row.salon_id)).await?,
    ) {
        return Err(ApiError::new(ErrorCode::MaxDailyChanges));
    }
    move_visit(&state, locale, &row, date, start, user.account.id, "rescheduled", Event::MovedByClient, now).await.map(Json)
}

/// The instant the client's current local day began (limits count per calendar day).
fn local_day_start(now: chrono::DateTime<Utc>) -> chrono::DateTime<Utc> {
    instant(local(now).date(), 0)
}

#[allow(clippy::too_many_arguments)]
async fn move_visit(
    state: &AppState,
    locale: domain::Locale,
    row: &Appointment,
    date: chrono::NaiveDate,
    start: u16,
    account_id: i64,
    kind: &str,
    event: Event,
    now: chrono::DateTime<Utc>,
) -> ApiResult<Act> {
    let salon = store::salon_page::salon(&state.db, row.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let services = services_of(state, row.id).await?;
    let duration = u16::try_from(row.duration_min).unwrap_or(u16::MAX);
    calendar::check(
        state,
        &Request { salon: &salon, master_id: row.master_id, salon_service_ids: &services, date, start, duration, except: Some(row.id) },
        now,
    )
    .await?;
    calendar::check_client(state, account_id, salon.id, date, now).await?;
    let starts_at = instant(date, start);
    let time =
        NewTime { provision_date: date, start_min: start as i16, starts_at, ends_at: starts_at + Duration::minutes(i64::from(duration)) };
    // Accepting the salon's own offer needs no second confirmation.
    let (status, moved_by) = if event == Event::Accepted { (Status::Confirmed, "salon") } else { (Status::Moved, "client") };
    let auto_confirm = salon.auto_confirm;
    let to = Move { id: row.id, master_id: row.master_id, time, status, moved_by };
    let moved =
        store::bookings::move_to(&state.db, to, Some(account_id), kind, now, |a| jobs::lifecycle(state, a, auto_confirm, event, now))
            .await?;
    match moved {
        Booked::Done(updated) => acts::one(state, locale, updated, now).await,
        Booked::MasterBusy => Err(ApiError::new(ErrorCode::MasterIsBusy)),
        // Cancelled or completed meanwhile.
        Booked::NotLive => Err(ApiError::new(ErrorCode::ActionNotAllowed)),
    }
}

/// Accepts a time the salon moved the visit to.
#[utoipa::path(post, path = "/confirm/{id}", operation_id = "client_confirm", tag = "client", responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody)))]
pub async fn confirm(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    if row.status != Status::Moved.as_str() || row.moved_by.as_deref() != Some("salon") {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let now = Utc::now();
    let updated = store::bookings::change_status(
        &state.db,
        id,
        &[Status::Moved],
        Status::Confirmed,
        StatusChange::default(),
        Some(user.account.id),
        "confirmed",
        now,
        vec![jobs::deliver(id, Event::Accepted, now)],
    )
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::ActionNotAllowed))?;
    Ok(Json(acts::one(&state, locale, updated, now).await?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AcceptRange {
    /// HH:mm inside the offered range, on the salon's grid.
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub provision_time: String,
}

/// Picks a start inside the time range the salon offered.
#[utoipa::path(post, path = "/accept-range/{id}", tag = "client", request_body = AcceptRange, responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn accept_range(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<AcceptRange>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    let (Some(date), Some(range_start), Some(range_end)) = (row.offer_date, row.offer_start_min, row.offer_end_min) else {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    };
    if !Status::parse(&row.status).is_some_and(Status::is_live) {
        return Err(ApiError::new(ErrorCode::ActionNotAllowed));
    }
    let start = parse_time("provision_time", &body.provision_time)?;
    let salon = store::salon_page::salon(&state.db, row.salon_id).await?.ok_or_else(ApiError::not_found)?;
    let duration = u16::try_from(row.duration_min).unwrap_or(u16::MAX);
    if !booking::fits_offered_range(start, duration, (range_start as u16, range_end as u16), salon.time_slicing as u16) {
        return Err(ApiError::new(ErrorCode::TimeOutsideOffer));
    }
    move_visit(&state, locale, &row, date, start, user.account.id, "accepted", Event::Accepted, Utc::now()).await.map(Json)
}

/// Cancels a visit: future ones, or up to 7 days after the date; never a completed one; at most
/// 3 a day, and the third blocks booking for 24 hours.
#[utoipa::path(post, path = "/cancel/{id}", tag = "client", responses((status = 200, body = Act), (status = 409, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn cancel(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    Path(id): Path<i64>,
) -> ApiResult<Json<Act>> {
    let row = own(&state, user.account.id, id).await?;
    let now = Utc::now();
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    booking::check_cancel(status, row.provision_date, local(now).date()).map_err(|refusal| match refusal {
        CancelRefusal::Completed => ApiError::new(ErrorCode::CompletedCannotCancel),
        CancelRefusal::NotAllowed => ApiError::new(ErrorCode::CancellationNotAllowed),
    })?;
    if booking::cancellation_limit_reached(
        store::bookings::count_events(&state.db, user.account.id, "cancelled", local_day_start(now), None).await?,
    ) {
        return Err(ApiError::new(ErrorCode::MaxDailyCancellations));
    }
    let change = StatusChange { cancelled_by: Some("client".into()), ..Default::default() };
    let updated = store::bookings::change_status(
        &state.db,
        id,
        &Status::LIVE,
        Status::Cancelled,
        change,
        Some(user.account.id),
        "cancelled",
        now,
        vec![jobs::deliver(id, Event::CancelledByClient, now)],
    )
    .await?
    .ok_or_else(|| ApiError::new(ErrorCode::CancellationNotAllowed))?;
    Ok(Json(acts::one(&state, locale, updated, now).await?))
}
