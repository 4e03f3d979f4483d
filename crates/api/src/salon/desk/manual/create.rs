//! Books a walk-in or phone client (paid plan): confirmed at once, source `manual`.

use crate::auth::SalonStaff;
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::booking::{BookingContact, instant, parse_date, parse_time};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::salon::desk::rows::{self, DeskAct};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Duration, Utc};
use domain::booking;
use domain::person::Email;
use domain::plan::{Feature, Plan};
use serde::Deserialize;
use store::bookings::{Booked, NewItem};
use store::desk::writes::{ManualClient, ManualEntry};
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeskManualEntry {
    #[serde(flatten)]
    pub contact: BookingContact,
    /// Salon services (ids of this salon), at least one, of one category.
    #[serde(default)]
    #[schema(min_items = 1)]
    pub salon_service_ids: Vec<i64>,
    /// A master of this salon who does the services.
    pub master_id: i64,
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub date: String,
    /// HH:mm
    #[schema(pattern = r"^([01]\d|2[0-3]):[0-5]\d$")]
    pub time: String,
}

/// Books a walk-in or phone client (paid plan): confirmed at once, source `manual`.
#[utoipa::path(post, path = "/schedule/acts/new", operation_id = "salon_manual_entry", tag = "salon", request_body = DeskManualEntry, responses((status = 200, body = DeskAct), (status = 403, description = "plan_feature_unavailable on the free plan", body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    staff: SalonStaff,
    ValidJson(body): ValidJson<DeskManualEntry>,
) -> ApiResult<Json<DeskAct>> {
    let salon = store::salon_page::salon(&state.db, staff.salon_id).await?.ok_or_else(ApiError::not_found)?;
    if !Plan::parse(&salon.plan).allows(Feature::ManualEntries) {
        return Err(ApiError::plan_feature(Feature::ManualEntries));
    }
    // The client typed at the desk (spec §5: phone and full name required, e-mail valid).
    let (contact, birthday, comment) = body.contact.parse()?;
    let (full_name, phone, email) = (contact.full_name, contact.phone, contact.email.map(Email::into_string));
    if body.salon_service_ids.is_empty() {
        return Err(ApiError::field("salon_service_ids", FieldError::new("required")));
    }
    let date = parse_date("date", &body.date)?;
    let start = parse_time("time", &body.time)?;

    // Services and master are this salon's, or not found at all.
    let menu = state.catalogues.menu(&state.db, locale, &salon).await?;
    let offered: Vec<_> = menu.groups.iter().flat_map(|g| g.services.iter().map(move |s| (g.category_id, s))).collect();
    let mut chosen = Vec::with_capacity(body.salon_service_ids.len());
    for id in &body.salon_service_ids {
        chosen.push(offered.iter().find(|(_, s)| s.id == *id).ok_or_else(ApiError::not_found)?);
    }
    let master = store::desk::salon_master(&state.db, salon.id, body.master_id).await?.ok_or_else(ApiError::not_found)?;
    if !booking::same_category(&chosen.iter().map(|(c, _)| *c).collect::<Vec<_>>()) {
        return Err(ApiError::new(ErrorCode::ServicesMustShareCategory));
    }
    let items: Vec<NewItem> = chosen
        .iter()
        .map(|(_, s)| NewItem {
            salon_service_id: s.id,
            option_id: None,
            quantity: 1,
            price: domain::money::final_price(s.price, s.discount_percent),
            duration_min: s.duration_min,
        })
        .collect();
    let duration: i32 = items.iter().map(|i| i.duration_min).sum();
    let duration = u16::try_from(duration).unwrap_or(u16::MAX);
    let service_ids: Vec<i64> = items.iter().map(|i| i.salon_service_id).collect();
    let now = Utc::now();
    calendar::check(
        &state,
        &Request { salon: &salon, master_id: master.id, salon_service_ids: &service_ids, date, start, duration, except: None },
        now,
    )
    .await?;

    let account = store::accounts::by_phone(&state.db, phone.as_str()).await?.filter(|a| a.deleted_at.is_none());
    let starts_at = instant(date, start);
    let entry = ManualEntry {
        salon_id: salon.id,
        master_id: master.id,
        client: ManualClient { phone: phone.as_str().to_owned(), full_name, email, birthday, account_id: account.as_ref().map(|a| a.id) },
        comment,
        provision_date: date,
        start_min: start as i16,
        duration_min: i32::from(duration),
        starts_at,
        ends_at: starts_at + Duration::minutes(i64::from(duration)),
        total_price: items.iter().map(|i| i.price).sum(),
        // The client's messages go in their own language when they have an account.
        locale: account.as_ref().map(|a| a.locale.clone()).unwrap_or_else(|| locale.code().to_owned()),
        items,
        created_by: staff.user.account.id,
        impersonator_id: staff.user.session.impersonator_id,
    };
    // Completion, the reminder and the client's "confirmed" message (SMS to the phone, a notice
    // when they have an account), written with the entry.
    let booked = store::desk::writes::book_manual(&state.db, entry, now, |a| jobs::staff_lifecycle(a, Event::Confirmed, now)).await?;
    match booked {
        Booked::Done(appointment) => Ok(Json(rows::detail(&state, locale, appointment, salon.auto_confirm).await?)),
        Booked::MasterBusy | Booked::NotLive => Err(ApiError::new(ErrorCode::MasterIsBusy)),
        // A manual entry redeems no points: the store never answers this here.
        Booked::PointsShort => Err(ApiError::new(ErrorCode::LoyaltyPointsInsufficient)),
    }
}
