//! Books the client's basket: every rule of spec §4/§5/§9, then one transaction that cannot

use crate::auth::ClientUser;
use crate::booking::acts::{self, Act};
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::json::ValidJson;
use crate::locale::RequestLocale;
use crate::site::basket::{self};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use chrono::{Duration, Utc};
use domain::booking;
use domain::loyalty::{REDEEM_POINTS_MAX, RedeemRefusal};
use serde::Serialize;
use store::bookings::{Booked, NewAppointment, NewBooking, Redeem};
use store::notifications::BookingConsent;
use utoipa::ToSchema;

use super::*;

/// Version of the consent texts shown at checkout; bump when their wording changes.
pub const CONSENT_TEXT_VERSION: &str = "2026-11-21";

#[derive(Debug, Serialize, ToSchema)]
pub struct OrderCreated {
    pub act: Act,
}

/// Books the client's basket: every rule of spec §4/§5/§9, then one transaction that cannot
/// double-book the master. The basket is emptied on success.
#[utoipa::path(post, path = "/order/create", tag = "booking", request_body = CreateOrder, security(("bearer" = [])), responses((status = 200, body = OrderCreated), (status = 401, body = crate::error::ErrorBody), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody), (status = 409, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
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
    // What checkout learns, the profile keeps (its empty fields only), once the visit is booked.
    let learned = (name.clone(), email.clone(), birthday);
    let owner = store::baskets::Owner::Account(user.account.id);
    let loaded =
        basket::load_priced(&state, locale, &owner).await?.filter(|b| b.row.id == body.basket_id).ok_or_else(ApiError::not_found)?;
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
    let standing = calendar::check_client(&state, user.account.id, Some(phone.as_str()), loaded.salon.id, date, now).await?;

    let redeem = redeem(&state, loaded.salon.id, body.redeem_points, loaded.view.total).await?;
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
        redeem,
        no_shows: Some(standing.no_shows),
    };
    let auto_confirm = loaded.salon.auto_confirm;
    let booked = store::bookings::book(&state.db, booking, now, |a| jobs::lifecycle(&state, a, auto_confirm, Event::Booked, now)).await?;
    match booked {
        Booked::Done(appointment) => {
            let (name, email, birthday) = learned;
            // The booking is stored and acknowledged whatever happens here: a failure to copy
            // the contact into the profile is logged, not turned into an error for a booked visit.
            if let Err(error) = store::accounts::fill_empty(&state.db, &user.account, &name, email.as_deref(), birthday).await {
                tracing::warn!(%error, account_id = user.account.id, "checkout contact not copied into the profile");
            }
            Ok(Json(OrderCreated { act: acts::booked(&state, locale, appointment, &loaded.salon, now).await? }))
        }
        Booked::MasterBusy | Booked::NotLive => Err(ApiError::new(ErrorCode::MasterIsBusy)),
        Booked::PointsShort => Err(ApiError::new(ErrorCode::LoyaltyPointsInsufficient)),
    }
}

/// The points the booking redeems and their discount under the salon's programme in force; the
/// balance itself is checked by the store under its lock, in the booking's transaction.
async fn redeem(state: &AppState, salon_id: i64, points: Option<i64>, total: i64) -> ApiResult<Option<Redeem>> {
    let Some(points) = points else { return Ok(None) };
    let field = "redeem_points";
    if !(1..=REDEEM_POINTS_MAX).contains(&points) {
        let error = FieldError::new("between").with("min", 1).with("max", REDEEM_POINTS_MAX);
        return Err(ApiError::field(field, error));
    }
    let Some(programme) = store::loyalty::programme_in_force(&state.db, salon_id).await? else {
        return Err(ApiError::field(field, FieldError::new("loyalty_programme_off")));
    };
    match programme.discount(points, total) {
        Ok(discount) => Ok(Some(Redeem { points: points as i32, discount })),
        Err(RedeemRefusal::BeyondCap { max_points }) => {
            Err(ApiError::field(field, FieldError::new("loyalty_redeem_beyond_cap").with("max_points", max_points)))
        }
        Err(RedeemRefusal::ProgrammeOff) => Err(ApiError::field(field, FieldError::new("loyalty_programme_off"))),
        Err(RedeemRefusal::NotPositive) => {
            Err(ApiError::field(field, FieldError::new("between").with("min", 1).with("max", REDEEM_POINTS_MAX)))
        }
    }
}
