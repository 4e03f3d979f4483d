//! Free times and booking: `salon/employee-availability-for-given-date/{id}`,
//! `order/available-masters`, `order/available-dates` and `order/create` (spec §7).

use std::collections::HashMap;

use axum::Json;
use axum::extract::{Path, State};
use chrono::{Duration, NaiveDate, Utc};
use domain::availability;
use domain::time::Minutes;
use domain::{booking, person};
use serde::{Deserialize, Serialize};
use store::bookings::{Booked, NewAppointment, NewBooking};
use store::entities::{files, masters, salons};
use store::notifications::BookingConsent;
use utoipa::{IntoParams, ToSchema};

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::booking::{BookingContact, SessionId, hhmm, local, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::images::{ImageRef, image_ref};
use crate::json::{ValidJson, ValidQuery};
use crate::locale::RequestLocale;
use crate::site::basket::{self, BasketMaster};
use crate::state::AppState;

/// The salon by id (or 404) and its bookable masters, read concurrently.
async fn salon_and_masters(state: &AppState, id: i64) -> ApiResult<(salons::Model, Vec<masters::Model>)> {
    let (salon, masters) = tokio::try_join!(store::salon_page::salon(&state.db, id), store::bookings::bookable_masters(&state.db, id))?;
    Ok((salon.ok_or_else(ApiError::not_found)?, masters))
}

/// Portraits of masters by file id.
async fn portraits(state: &AppState, masters: &[masters::Model]) -> ApiResult<HashMap<i64, files::Model>> {
    Ok(store::salon_page::storage_keys(&state.db, masters.iter().filter_map(|m| m.photo_file_id)).await?)
}

fn duration_of(value: Option<i32>, fallback: i32) -> ApiResult<u16> {
    Ok(Minutes::parse("duration", i64::from(value.unwrap_or(fallback)))?.get())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AvailabilityRequest {
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub date: String,
    /// Masters to ask about; all the salon's bookable masters when empty.
    #[serde(default)]
    pub masters: Vec<i64>,
    /// Minutes the visit takes; the session's basket total at this salon by default.
    #[schema(minimum = 1, maximum = 720)]
    pub duration: Option<i32>,
}

/// A booked entry of the schedule time structure (spec §3).
#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleEntry {
    /// HH:mm
    pub provision_time: String,
    pub duration: i32,
}

/// A break of the schedule time structure (spec §3).
#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleBreak {
    pub is_break: bool,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Schedule {
    pub entries: Vec<ScheduleEntry>,
    pub breaks: Vec<ScheduleBreak>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WorkingWindow {
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MasterAvailability {
    pub master_id: i64,
    pub full_name: String,
    pub photo: Option<ImageRef>,
    /// `null` when the master does not work that day.
    pub working: Option<WorkingWindow>,
    /// HH:mm starts where the whole visit fits.
    pub free_times: Vec<String>,
    pub schedule: Schedule,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Availability {
    pub date: String,
    pub time_slicing: i16,
    pub duration: i32,
    pub masters: Vec<MasterAvailability>,
}

/// Free start times of the salon's masters on one date, with their booked entries and breaks.
#[utoipa::path(post, path = "/salon/employee-availability-for-given-date/{id}", tag = "booking", request_body = AvailabilityRequest, responses((status = 200, body = Availability), (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn employee_availability(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    crate::auth::MaybeUser(user): crate::auth::MaybeUser,
    session: SessionId,
    Path(id): Path<i64>,
    ValidJson(body): ValidJson<AvailabilityRequest>,
) -> ApiResult<Json<Availability>> {
    let (salon, masters) = salon_and_masters(&state, id).await?;
    let date = parse_date("date", &body.date)?;
    let basket_duration = match basket::owner(user.as_ref(), &session) {
        Some(owner) => basket::load(&state, locale, &owner)
            .await?
            .filter(|b| b.salon.id == salon.id)
            .map(|b| b.view.basket.total_duration)
            .filter(|d| *d > 0),
        None => None,
    };
    let duration = duration_of(body.duration.or(basket_duration), i32::from(salon.time_slicing))?;
    let chosen: Vec<_> = masters.into_iter().filter(|m| body.masters.is_empty() || body.masters.contains(&m.id)).collect();
    let ids: Vec<i64> = chosen.iter().map(|m| m.id).collect();
    let ((salon_calendar, calendars), portraits) =
        tokio::try_join!(calendar::load(&state, &salon, &ids, date, date, None), portraits(&state, &chosen))?;
    let now = Utc::now();
    let mut answer = Vec::with_capacity(chosen.len());
    for (master, cal) in chosen.iter().zip(&calendars) {
        let free = calendar::free_times(&salon_calendar, cal, date, duration, now)?;
        let mut entries: Vec<ScheduleEntry> = cal
            .busy
            .get(&date)
            .map(|list| list.iter().map(|(s, d)| ScheduleEntry { provision_time: hhmm(*s), duration: i32::from(*d) }).collect())
            .unwrap_or_default();
        entries.sort_by(|a, b| a.provision_time.cmp(&b.provision_time));
        answer.push(MasterAvailability {
            master_id: master.id,
            full_name: master.full_name.clone(),
            photo: master.photo_file_id.and_then(|f| portraits.get(&f)).map(|f| image_ref(f, &master.full_name)),
            working: availability::working_window(&salon_calendar, cal, date).map(|(s, e)| WorkingWindow { start: hhmm(s), end: hhmm(e) }),
            free_times: free.into_iter().map(hhmm).collect(),
            schedule: Schedule {
                entries,
                breaks: availability::breaks_on(cal, date)
                    .into_iter()
                    .map(|(s, e)| ScheduleBreak { is_break: true, start: hhmm(s), end: hhmm(e) })
                    .collect(),
            },
        });
    }
    Ok(Json(Availability {
        date: date.format("%Y-%m-%d").to_string(),
        time_slicing: salon.time_slicing,
        duration: i32::from(duration),
        masters: answer,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailableMastersQuery {
    pub salon_id: i64,
    /// Comma-separated salon service ids the masters must all do.
    pub salon_service_ids: Option<String>,
    /// yyyy-MM-dd, with `time`: tells whether each master is free then.
    #[param(format = Date)]
    pub date: Option<String>,
    /// HH:mm
    #[param(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub time: Option<String>,
    /// Minutes; needed with `date` and `time`.
    #[param(minimum = 1, maximum = 720)]
    pub duration: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AvailableMaster {
    #[serde(flatten)]
    pub master: BasketMaster,
    /// Free at the asked date and time (true when none was asked).
    pub is_free: bool,
}

fn id_list(field: &'static str, text: Option<&str>) -> ApiResult<Vec<i64>> {
    text.unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().map_err(|_| ApiError::field(field, FieldError::new("integer"))))
        .collect()
}

/// The salon's masters who do every given service, and whether each is free at a time.
#[utoipa::path(get, path = "/order/available-masters", tag = "booking", params(AvailableMastersQuery), responses((status = 200, body = Vec<AvailableMaster>)))]
pub async fn available_masters(
    State(state): State<AppState>,
    ValidQuery(query): ValidQuery<AvailableMastersQuery>,
) -> ApiResult<Json<Vec<AvailableMaster>>> {
    let (salon, masters) = salon_and_masters(&state, query.salon_id).await?;
    let services = id_list("salon_service_ids", query.salon_service_ids.as_deref())?;
    let ids: Vec<i64> = masters.iter().map(|m| m.id).collect();
    // Every master's portrait, fetched beside the services rather than after them.
    let (doers, portraits) =
        tokio::try_join!(async { Ok(store::bookings::services_of_masters(&state.db, &ids).await?) }, portraits(&state, &masters))?;
    let capable: Vec<_> =
        masters.into_iter().filter(|m| services.iter().all(|s| doers.get(&m.id).is_some_and(|set| set.contains(s)))).collect();
    let when = match (query.date.as_deref(), query.time.as_deref()) {
        (Some(d), Some(t)) => {
            Some((parse_date("date", d)?, parse_time("time", t)?, duration_of(query.duration, i32::from(salon.time_slicing))?))
        }
        _ => None,
    };
    let free: Vec<bool> = match when {
        Some((date, start, duration)) => {
            let ids: Vec<i64> = capable.iter().map(|m| m.id).collect();
            let (salon_calendar, calendars) = calendar::load(&state, &salon, &ids, date, date, None).await?;
            let now = local(Utc::now());
            calendars
                .iter()
                .map(|c| {
                    availability::is_free(&salon_calendar, c, date, start, duration, (now.date(), calendar::local_minute(now)))
                        .unwrap_or(false)
                })
                .collect()
        }
        None => vec![true; capable.len()],
    };
    Ok(Json(
        capable
            .iter()
            .zip(free)
            .map(|(m, is_free)| AvailableMaster {
                master: BasketMaster {
                    id: m.id,
                    full_name: m.full_name.clone(),
                    position: m.position.clone(),
                    photo: m.photo_file_id.and_then(|f| portraits.get(&f)).map(|f| image_ref(f, &m.full_name)),
                },
                is_free,
            })
            .collect(),
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailableDatesQuery {
    pub salon_id: i64,
    /// Minutes the visit takes.
    #[param(minimum = 1, maximum = 720)]
    pub duration: i32,
    /// Only this master; any bookable master otherwise.
    pub master_id: Option<i64>,
    /// yyyy-MM-dd, today by default.
    pub from: Option<String>,
    /// yyyy-MM-dd, at most 3 months ahead (the default).
    pub to: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AvailableDates {
    /// yyyy-MM-dd dates with at least one free start.
    pub dates: Vec<String>,
}

/// Dates with a free start for the visit, for the checkout's calendar (3 months at most).
#[utoipa::path(get, path = "/order/available-dates", tag = "booking", params(AvailableDatesQuery), responses((status = 200, body = AvailableDates)))]
pub async fn available_dates(
    State(state): State<AppState>,
    ValidQuery(query): ValidQuery<AvailableDatesQuery>,
) -> ApiResult<Json<AvailableDates>> {
    let (salon, masters) = salon_and_masters(&state, query.salon_id).await?;
    let duration = duration_of(Some(query.duration), 0)?;
    let now = local(Utc::now());
    let today = now.date();
    let last = booking::last_bookable_date(today);
    let from = query.from.as_deref().map(|d| parse_date("from", d)).transpose()?.unwrap_or(today).max(today);
    let to = query.to.as_deref().map(|d| parse_date("to", d)).transpose()?.unwrap_or(last).min(last);
    if to < from {
        return Ok(Json(AvailableDates { dates: Vec::new() }));
    }
    let ids: Vec<i64> = masters.into_iter().map(|m| m.id).filter(|id| query.master_id.is_none_or(|m| m == *id)).collect();
    let (salon_calendar, calendars) = calendar::load(&state, &salon, &ids, from, to, None).await?;
    let days = u16::try_from((to - from).num_days() + 1).unwrap_or(u16::MAX);
    let free = availability::free_starts_range(&salon_calendar, &calendars, from, days, duration, (today, calendar::local_minute(now)))
        .map_err(|_| ApiError::field("duration", FieldError::new("wrong_format")))?;
    let mut dates: Vec<NaiveDate> = free.into_iter().map(|(_, date, _)| date).collect();
    dates.sort_unstable();
    dates.dedup();
    Ok(Json(AvailableDates { dates: dates.into_iter().map(|d| d.format("%Y-%m-%d").to_string()).collect() }))
}

/// Version of the consent texts shown at checkout; bump when their wording changes.
pub const CONSENT_TEXT_VERSION: &str = "2026-11-21";

#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateOrder {
    pub basket_id: i64,
    #[serde(flatten)]
    pub contact: BookingContact,
    #[serde(default)]
    pub privacy_accepted: bool,
    #[serde(default)]
    pub marketing_opt_in: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderCreated {
    pub act: Act,
}

/// The order's contact fields, checked: name, phone, e-mail, birthday, comment.
type Contact = (String, domain::Phone, Option<String>, Option<NaiveDate>, Option<String>);

fn contact(body: &CreateOrder) -> ApiResult<Contact> {
    let (contact, birthday, comment) = body.contact.parse()?;
    Ok((contact.full_name, contact.phone, contact.email.map(person::Email::into_string), birthday, comment))
}

/// Books the client's basket: every rule of spec §4/§5/§9, then one transaction that cannot
/// double-book the master. The basket is emptied on success.
#[utoipa::path(post, path = "/order/create", tag = "booking", request_body = CreateOrder, responses((status = 200, body = OrderCreated), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    ClientUser(user): ClientUser,
    ValidJson(body): ValidJson<CreateOrder>,
) -> ApiResult<Json<OrderCreated>> {
    if !body.privacy_accepted {
        return Err(ApiError::new(ErrorCode::PrivacyNotAccepted));
    }
    let (name, phone, email, birthday, comment) = contact(&body)?;
    let owner = store::baskets::Owner::Account(user.account.id);
    let loaded = basket::load(&state, locale, &owner).await?.filter(|b| b.row.id == body.basket_id).ok_or_else(ApiError::not_found)?;
    if loaded.view.items.is_empty() {
        return Err(ApiError::new(ErrorCode::BasketEmpty));
    }
    let (Some(date), Some(start)) = (loaded.row.provision_date, loaded.row.start_min) else {
        return Err(ApiError::field("provision_date", FieldError::new("date_time_required")));
    };
    let master_id = loaded.row.master_id.ok_or_else(|| ApiError::field("master_id", FieldError::new("required")))?;
    let categories: Vec<i64> = loaded.view.items.iter().map(|i| i.category_id).collect();
    if !booking::same_category(&categories) {
        return Err(ApiError::new(ErrorCode::ServicesMustShareCategory));
    }
    let services: Vec<i64> = loaded.view.items.iter().map(|i| i.salon_service_id).collect();
    let duration = u16::try_from(loaded.view.basket.total_duration).unwrap_or(u16::MAX);
    let now = Utc::now();
    let start = start as u16;
    calendar::check(
        &state,
        &Request { salon: &loaded.salon, master_id, salon_service_ids: &services, date, start, duration, except: None },
        now,
    )
    .await?;
    calendar::check_client(&state, user.account.id, loaded.salon.id, date, now).await?;

    let starts_at = crate::booking::instant(date, start);
    let new = NewAppointment {
        salon_id: loaded.salon.id,
        master_id,
        client_account_id: user.account.id,
        client_name: name,
        client_phone: phone.as_str().to_owned(),
        client_email: email,
        client_birthday: birthday,
        comment,
        provision_date: date,
        start_min: start as i16,
        duration_min: i32::from(duration),
        starts_at,
        ends_at: starts_at + Duration::minutes(i64::from(duration)),
        total_price: loaded.view.total,
        locale: locale.code().to_owned(),
        items: loaded.lines,
    };
    // The booking, its consent records, the basket clear and its jobs: one transaction
    // (`store::bookings::book`), so the basket is emptied exactly when the booking is stored.
    let booking = NewBooking {
        appointment: new,
        consents: [("privacy", true), ("marketing", body.marketing_opt_in)]
            .into_iter()
            .map(|(kind, granted)| BookingConsent { kind, text_version: CONSENT_TEXT_VERSION, granted })
            .collect(),
        basket: Some(owner),
    };
    let auto_confirm = loaded.salon.auto_confirm;
    let booked = store::bookings::book(&state.db, booking, now, |a| jobs::lifecycle(&state, a, auto_confirm, Event::Booked, now)).await?;
    match booked {
        Booked::Done(appointment) => Ok(Json(OrderCreated { act: acts::one(&state, locale, appointment, now).await? })),
        Booked::MasterBusy | Booked::NotLive => Err(ApiError::new(ErrorCode::MasterIsBusy)),
    }
}
