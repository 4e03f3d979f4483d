//! Every rule about *when* a master can take a visit: the salon is active and open, the date is
//! inside the booking window, the master works for the salon, does the services and is free.
//! One check serves order creation, reschedules and accepted offers, so they cannot disagree.

use chrono::{DateTime, NaiveDate, Utc};
use domain::availability::{self, MasterCalendar, Refusal, SalonCalendar};
use domain::booking::{self, WindowRefusal};
use store::bookings::{ClientStanding, StandingQuery};
use store::model::{Master, Salon};

use crate::error::{ApiError, ApiResult, ErrorCode, FieldError};
use crate::state::AppState;

/// The salon's calendar and the masters' calendars for `from..=to`: hours, days off, schedules
/// and breaks from the salon's kept catalogue (`state.catalogues`), the live visits read now.
pub async fn load(
    state: &AppState,
    salon: &Salon,
    master_ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
    except: Option<i64>,
) -> ApiResult<(SalonCalendar, Vec<MasterCalendar>)> {
    let (team, mut busy) = tokio::try_join!(async { Ok::<_, ApiError>(state.catalogues.team(&state.db, salon).await?) }, async {
        Ok(store::bookings::busy_times(&state.db, master_ids, from, to, except).await?)
    },)?;
    let calendars =
        master_ids.iter().map(|id| MasterCalendar { busy: busy.remove(id).unwrap_or_default(), ..team.schedule(*id) }).collect();
    Ok((team.salon_calendar(salon), calendars))
}

fn engine_error(err: availability::AvailabilityError) -> ApiError {
    match err {
        availability::AvailabilityError::BadDuration => ApiError::field("duration", FieldError::new("min_value").with("min", 1)),
        availability::AvailabilityError::BadStep(_) => ApiError::internal("salon time slicing does not divide a day"),
    }
}

/// Free starts of each master on `date` for `duration` minutes, nothing in the past.
pub fn free_times(
    salon: &SalonCalendar,
    master: &MasterCalendar,
    date: NaiveDate,
    duration: u16,
    now: DateTime<Utc>,
) -> ApiResult<Vec<u16>> {
    let local = super::local(now);
    availability::free_starts(salon, master, date, duration, (local.date(), local_minute(local))).map_err(engine_error)
}

pub fn local_minute(at: chrono::NaiveDateTime) -> u16 {
    use chrono::Timelike;
    (at.hour() * 60 + at.minute()) as u16
}

/// A time asked for: which master, which services, when and for how long.
#[derive(Debug, Clone)]
pub struct Request<'a> {
    pub salon: &'a Salon,
    pub master_id: i64,
    pub salon_service_ids: &'a [i64],
    pub date: NaiveDate,
    pub start: u16,
    pub duration: u16,
    /// The appointment being moved, whose own time does not count as busy.
    pub except: Option<i64>,
}

/// Checks the request against every rule, in the order a client would want to hear them.
pub async fn check(state: &AppState, request: &Request<'_>, now: DateTime<Utc>) -> ApiResult<Master> {
    if request.salon.status != "active" {
        return Err(ApiError::new(ErrorCode::SalonDeactivated));
    }
    if request.duration == 0 {
        return Err(ApiError::new(ErrorCode::BasketEmpty));
    }
    booking::check_window(request.date, request.start, super::local(now)).map_err(|refusal| match refusal {
        WindowRefusal::DateTooFar => ApiError::new(ErrorCode::DateTooFar),
        WindowRefusal::DateInPast => ApiError::new(ErrorCode::DateInPast),
    })?;
    // The salon's bookable masters as of the salon row in hand (`state.catalogues`).
    let team = state.catalogues.team(&state.db, request.salon).await?;
    let bookable = team.master(request.master_id).ok_or_else(|| ApiError::new(ErrorCode::MasterNoContract))?;
    if request.salon_service_ids.iter().any(|id| !bookable.services.contains(id)) {
        return Err(ApiError::new(ErrorCode::MasterServiceNotProvided));
    }
    let master = bookable.master.clone();
    let (salon_calendar, masters) = load(state, request.salon, &[master.id], request.date, request.date, request.except).await?;
    let calendar = masters.first().ok_or_else(|| ApiError::internal("master calendar missing"))?;
    match availability::refusal(&salon_calendar, calendar, request.date, request.start, request.duration) {
        None => Ok(master),
        Some(Refusal::SalonOffDay) => Err(ApiError::new(ErrorCode::SalonOffDay)),
        Some(Refusal::MasterNotWorking) => Err(ApiError::new(ErrorCode::MasterNotWorking)),
        Some(Refusal::Busy) => Err(ApiError::new(ErrorCode::MasterIsBusy)),
    }
}

/// The client's own limits: booking is blocked for 24 hours after a third cancellation, and a
/// client with a live visit at another salon that day must cancel it first. The standing it read
/// (with the no-shows at this salon of the account or of `phone`) goes on to the booking.
pub async fn check_client(
    state: &AppState,
    account_id: i64,
    phone: Option<&str>,
    salon_id: i64,
    date: NaiveDate,
    now: DateTime<Utc>,
) -> ApiResult<ClientStanding> {
    let query = StandingQuery {
        account_id,
        phone,
        salon_id,
        date,
        cancelled_since: now - chrono::Duration::hours(booking::CANCELLATION_BLOCK_HOURS),
        no_shows_since: now - chrono::Duration::days(booking::NO_SHOW_WINDOW_DAYS),
    };
    let standing = store::bookings::client_standing(&state.db, &query).await?;
    if booking::booking_blocked(standing.cancellations) {
        return Err(ApiError::new(ErrorCode::MaxDailyCancellations));
    }
    if let Some((date, start)) = standing.live_elsewhere {
        return Err(ApiError::new(ErrorCode::ClientHasPlannedVisit)
            .with("date", format!("{} {}", date.format("%d.%m.%Y"), super::hhmm(start as u16))));
    }
    Ok(standing)
}
