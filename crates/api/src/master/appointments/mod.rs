//! The master's own visits (spec §7 master `appointments`, `acts/{id}`; §4 actions): the table,
//! one visit, and what a master may do with it: confirm, decline (cancelled by the salon, the
//! client is told) and complete with the payment method. The same status changes as the salon's
//! (`salon::acts`), through `store::bookings::change_status`.

mod act;
mod complete;
mod confirm;
mod decline;
mod list;

pub use act::*;
pub use complete::*;
pub use confirm::*;
pub use decline::*;
pub use list::*;

use super::own_masters;
use crate::booking::acts::{self, Act};
use crate::booking::jobs::{self, Event};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::state::AppState;
use axum::Json;
use chrono::Utc;
use domain::Locale;
use domain::booking::{DeskRule, Status};
use serde::Serialize;
use store::bookings::StatusChange;
use store::model::Appointment;
use utoipa::ToSchema;

/// Statuses from which each action may be taken (as in the salon cabinet).
const CONFIRM_FROM: [Status; 2] = [Status::New, Status::Moved];

/// What the master may do with a visit now.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MasterActions {
    pub confirm: bool,
    pub decline: bool,
    /// Complete with a payment method (also records the method of a completed visit without one):
    /// only once the visit has started, as at the salon's desk.
    pub complete: bool,
}

/// The desk's rule for this visit now (`domain::booking::desk_actions`): the master's actions and
/// refusals follow the same start time as the salon's.
fn desk_rule(row: &Appointment, now: chrono::DateTime<Utc>) -> DeskRule {
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    let starts = domain::booking::at(row.provision_date, row.start_min.clamp(0, 1440) as u16);
    domain::booking::desk_actions(status, starts, crate::booking::local(now))
}

fn actions(row: &Appointment, now: chrono::DateTime<Utc>) -> MasterActions {
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    MasterActions {
        confirm: CONFIRM_FROM.contains(&status),
        decline: status.is_live(),
        // A completed visit is offered again only while its payment method is missing.
        complete: desk_rule(row, now).complete && (status != Status::Completed || row.payment_method.is_none()),
    }
}

/// One own visit with what the master may do with it.
#[derive(Debug, Serialize, ToSchema)]
pub struct MasterAct {
    #[serde(flatten)]
    pub act: Act,
    pub actions: MasterActions,
}

async fn own_visit(state: &AppState, user: &crate::auth::CurrentUser, id: i64) -> ApiResult<Appointment> {
    let ids: Vec<i64> = own_masters(state, user).await?.iter().map(|m| m.id).collect();
    store::team::visit_of_masters(&state.db, &ids, id).await?.ok_or_else(ApiError::not_found)
}

async fn answer(state: &AppState, locale: Locale, row: Appointment) -> ApiResult<Json<MasterAct>> {
    let now = Utc::now();
    let actions = actions(&row, now);
    Ok(Json(MasterAct { act: acts::one(state, locale, row, now).await?, actions }))
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
