//! The client's visits (spec §7 client): actual-acts, acts, acts-count, the calendar file, and
//! the changes a client makes: time-transfer, confirm, accept-range, cancel.

mod accept_range;
mod actual_acts;
mod calendar_file;
mod cancel;
mod confirm;
mod count;
mod list;
mod time_transfer;

pub use accept_range::*;
pub use actual_acts::*;
pub use calendar_file::*;
pub use cancel::*;
pub use confirm::*;
pub use count::*;
pub use list::*;
pub use time_transfer::*;

use crate::booking::acts::{self, Act};
use crate::booking::calendar::{self, Request};
use crate::booking::jobs::{self, Event};
use crate::booking::{instant, local};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use chrono::{Duration, Utc};
use domain::booking::Status;
use store::bookings::{Booked, Move, NewTime};
use store::model::Appointment;

async fn own(state: &AppState, account_id: i64, id: i64) -> ApiResult<Appointment> {
    store::bookings::client_appointment(&state.db, account_id, id).await?.ok_or_else(ApiError::not_found)
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
    let services = store::bookings::service_ids_of(&state.db, row.id).await?;
    let duration = u16::try_from(row.duration_min).unwrap_or(u16::MAX);
    calendar::check(
        state,
        &Request { salon: &salon, master_id: row.master_id, salon_service_ids: &services, date, start, duration, except: Some(row.id) },
        now,
    )
    .await?;
    calendar::check_client(state, account_id, None, salon.id, date, now).await?;
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
        // A move redeems no points: the store never answers this here.
        Booked::PointsShort => Err(ApiError::new(ErrorCode::LoyaltyPointsInsufficient)),
    }
}
