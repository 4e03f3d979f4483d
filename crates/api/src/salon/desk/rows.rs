//! The shapes the desk answers with: `DeskActRow`, one appointment in a list, a calendar block or a
//! table row, and `DeskAct`, one appointment in full with what the salon may do with it.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use domain::Locale;
use domain::booking::{self, Status};
use serde::Serialize;
use store::catalogue::localized;
use store::model::Appointment;
use utoipa::ToSchema;

use crate::booking::acts::{ActItem, ActOffer};
use crate::booking::hhmm;
use crate::error::ApiResult;
use crate::state::AppState;

/// What the salon may do with an appointment now (spec §4, `domain::booking::desk_actions`: the
/// one rule of the buttons and the refusals); the API refuses the rest with `action_not_allowed`
/// (a completed visit's cancel with `completed_cannot_cancel`, a visit not started yet with
/// `visit_not_started`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
pub struct DeskActions {
    /// new or moved → confirmed
    pub confirm: bool,
    /// new or moved → cancelled by the salon
    pub decline: bool,
    /// any live status → cancelled by the salon
    pub cancel: bool,
    /// live: another date, time and/or master; then it waits for the client
    pub reschedule: bool,
    /// live: offer the client a time range
    pub offer: bool,
    /// live or completed (to record the payment method), from the start time on
    pub complete: bool,
    /// live and past the start time: the client did not come
    pub no_show: bool,
    pub reply: bool,
}

impl DeskActions {
    /// The actions for a visit in `status` on `date` at `start_min` (salon-local) at `now`.
    pub fn of(status: Status, date: NaiveDate, start_min: i16, now: DateTime<Utc>) -> Self {
        let starts = booking::at(date, start_min.clamp(0, 1440) as u16);
        let rule = booking::desk_actions(status, starts, crate::booking::local(now));
        DeskActions {
            confirm: rule.confirm,
            decline: rule.decline,
            cancel: rule.cancel,
            reschedule: rule.reschedule,
            offer: rule.offer,
            complete: rule.complete,
            no_show: rule.no_show,
            reply: rule.reply,
        }
    }
}

/// One appointment in a list, a calendar block or a table row.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DeskActRow {
    pub id: i64,
    /// new (draft), moved (waiting), confirmed, cancelled, completed
    pub status: String,
    /// yyyy-MM-dd
    pub date: String,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
    /// minutes
    pub duration: i32,
    pub client_name: String,
    /// E.164
    pub client_phone: String,
    pub master_id: i64,
    pub master_name: String,
    /// Service names in the request's language.
    pub services: Vec<String>,
    /// The salon services booked (for the master choice of a transfer).
    pub service_ids: Vec<i64>,
    /// kuruş
    pub total: i64,
    /// card or cash once completed and paid
    pub payment_method: Option<String>,
    pub important: bool,
    /// Opened by the salon at least once.
    pub viewed: bool,
    /// client or salon: who moved the time last
    pub moved_by: Option<String>,
    /// client or salon, for cancelled visits
    pub cancelled_by: Option<String>,
    /// A time range offered to the client is waiting for their pick.
    pub offer_pending: bool,
    /// online or manual
    pub source: String,
    /// When the system confirms the visit if the salon does not (waiting visits only; never for a
    /// flagged booking, which the salon confirms itself).
    pub confirm_deadline: Option<DateTime<Utc>>,
    /// The client's no-shows at this salon in the 90 days before they booked online, when there
    /// were at least 2: the salon confirms the visit by hand.
    pub no_shows_flag: Option<i16>,
    pub actions: DeskActions,
}

/// What an `DeskActRow` is made of; both appointment rows and table rows give one.
pub struct RowSource {
    pub id: i64,
    pub status: String,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub client_name: String,
    pub client_phone: String,
    pub master_id: i64,
    pub total_price: i64,
    pub payment_method: Option<String>,
    pub important: bool,
    pub viewed: bool,
    pub moved_by: Option<String>,
    pub cancelled_by: Option<String>,
    pub offer_date: Option<NaiveDate>,
    pub source: String,
    pub updated_at: DateTime<Utc>,
    pub no_shows_flag: Option<i16>,
}

// The stored appointment and the desk table's row carry the same fields under the same names.
macro_rules! row_source_from {
    ($source:ty) => {
        impl From<&$source> for RowSource {
            fn from(a: &$source) -> Self {
                RowSource {
                    id: a.id,
                    status: a.status.clone(),
                    provision_date: a.provision_date,
                    start_min: a.start_min,
                    duration_min: a.duration_min,
                    client_name: a.client_name.clone(),
                    client_phone: a.client_phone.clone(),
                    master_id: a.master_id,
                    total_price: a.total_price,
                    payment_method: a.payment_method.clone(),
                    important: a.important,
                    viewed: a.viewed_at.is_some(),
                    moved_by: a.moved_by.clone(),
                    cancelled_by: a.cancelled_by.clone(),
                    offer_date: a.offer_date,
                    source: a.source.clone(),
                    updated_at: a.updated_at,
                    no_shows_flag: a.no_shows_flag,
                }
            }
        }
    };
}
row_source_from!(Appointment);
row_source_from!(store::desk::table::Row);

/// Whether the visit waits for the salon: new, or moved by the client with no offer pending.
pub fn waits_for_salon(status: Status, moved_by: Option<&str>, offer_pending: bool) -> bool {
    status == Status::New || (status == Status::Moved && moved_by != Some("salon") && !offer_pending)
}

/// When the system confirms a waiting visit (the `confirm` job of `booking::jobs::lifecycle`,
/// scheduled when it was booked or last moved).
pub fn confirm_deadline(
    state: &AppState,
    status: Status,
    moved_by: Option<&str>,
    offer_pending: bool,
    updated_at: DateTime<Utc>,
    auto_confirm: bool,
) -> Option<DateTime<Utc>> {
    waits_for_salon(status, moved_by, offer_pending)
        .then(|| booking::confirm_at(updated_at.naive_utc(), auto_confirm, state.config.confirm_window).and_utc())
}

/// The end minute of a visit, never past midnight.
pub fn end_min(start: i16, duration: i32) -> u16 {
    (i32::from(start) + duration).clamp(0, 1440) as u16
}

/// Service names in `locale` and salon service ids per appointment (options are details of the
/// detail view).
pub async fn services_of(state: &AppState, locale: Locale, ids: &[i64]) -> ApiResult<HashMap<i64, (Vec<String>, Vec<i64>)>> {
    let items = store::bookings::items_of(&state.db, ids).await?;
    Ok(items
        .into_iter()
        .map(|(id, lines)| {
            let services: Vec<_> = lines.iter().filter(|l| l.option_id.is_none()).collect();
            let names = services.iter().map(|l| localized(locale, &l.service_tr, &l.service_en, &l.service_ru).to_owned()).collect();
            let mut service_ids: Vec<i64> = services.iter().map(|l| l.salon_service_id).collect();
            service_ids.dedup();
            (id, (names, service_ids))
        })
        .collect())
}

/// Rows in the given order, with service and master names.
pub async fn build(state: &AppState, locale: Locale, sources: Vec<RowSource>, auto_confirm: bool) -> ApiResult<Vec<DeskActRow>> {
    let ids: Vec<i64> = sources.iter().map(|s| s.id).collect();
    let mut services = services_of(state, locale, &ids).await?;
    let master_ids: Vec<i64> = sources.iter().map(|s| s.master_id).collect();
    let masters = store::desk::master_names(&state.db, &master_ids).await?;
    let now = Utc::now();
    Ok(sources
        .into_iter()
        .map(|s| {
            let status = Status::parse(&s.status).unwrap_or(Status::Cancelled);
            let offer_pending = s.offer_date.is_some() && status.is_live();
            let (names, service_ids) = services.remove(&s.id).unwrap_or_default();
            DeskActRow {
                id: s.id,
                date: s.provision_date.format("%Y-%m-%d").to_string(),
                start: hhmm(s.start_min.clamp(0, 1440) as u16),
                end: hhmm(end_min(s.start_min, s.duration_min)),
                duration: s.duration_min,
                client_name: s.client_name,
                client_phone: s.client_phone,
                master_id: s.master_id,
                master_name: masters.get(&s.master_id).map(|m| m.full_name.clone()).unwrap_or_default(),
                services: names,
                service_ids,
                total: s.total_price,
                payment_method: s.payment_method,
                important: s.important,
                viewed: s.viewed,
                confirm_deadline: confirm_deadline(state, status, s.moved_by.as_deref(), offer_pending, s.updated_at, auto_confirm)
                    .filter(|_| s.no_shows_flag.is_none()),
                no_shows_flag: s.no_shows_flag,
                moved_by: s.moved_by,
                cancelled_by: s.cancelled_by,
                offer_pending,
                source: s.source,
                actions: DeskActions::of(status, s.provision_date, s.start_min, now),
                status: s.status,
            }
        })
        .collect())
}

/// Rows of appointment models.
pub async fn of_models(state: &AppState, locale: Locale, rows: &[Appointment], auto_confirm: bool) -> ApiResult<Vec<DeskActRow>> {
    build(state, locale, rows.iter().map(RowSource::from).collect(), auto_confirm).await
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DeskClient {
    pub full_name: String,
    /// E.164
    pub phone: String,
    pub email: Option<String>,
    /// yyyy-MM-dd
    pub birthday: Option<String>,
    /// The salon's client card, when the visit is linked to one.
    pub salon_client_id: Option<i64>,
    /// The client books online with an account (their history shows the visit).
    pub has_account: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DeskMaster {
    pub id: i64,
    pub full_name: String,
}

/// One appointment in full, as the salon's drawer shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DeskAct {
    pub id: i64,
    pub status: String,
    /// yyyy-MM-dd
    pub date: String,
    /// HH:mm
    pub start: String,
    /// HH:mm
    pub end: String,
    pub duration: i32,
    /// kuruş: the services' price.
    pub total: i64,
    /// Loyalty points the client redeemed on it.
    pub points_redeemed: i32,
    /// Their discount in kuruş: the salon collects `total - points_discount`.
    pub points_discount: i64,
    pub payment_method: Option<String>,
    pub comment: Option<String>,
    pub client: DeskClient,
    pub master: DeskMaster,
    pub items: Vec<ActItem>,
    /// The time range offered to the client, while it waits for their pick.
    pub offer: Option<ActOffer>,
    pub moved_by: Option<String>,
    pub cancelled_by: Option<String>,
    /// online or manual
    pub source: String,
    pub important: bool,
    /// When the salon first opened it.
    pub viewed_at: Option<DateTime<Utc>>,
    pub salon_reply: Option<String>,
    pub confirm_deadline: Option<DateTime<Utc>>,
    /// As on the row: recent no-shows when at least 2, the salon confirms by hand.
    pub no_shows_flag: Option<i16>,
    pub created_at: DateTime<Utc>,
    pub actions: DeskActions,
}

/// The full view of one of the salon's appointments.
pub async fn detail(state: &AppState, locale: Locale, row: Appointment, auto_confirm: bool) -> ApiResult<DeskAct> {
    let status = Status::parse(&row.status).unwrap_or(Status::Cancelled);
    let master = store::desk::master_names(&state.db, &[row.master_id]).await?.remove(&row.master_id);
    let lines = store::bookings::items_of(&state.db, &[row.id]).await?.remove(&row.id).unwrap_or_default();
    let offer = match (row.offer_date, row.offer_start_min, row.offer_end_min) {
        (Some(date), Some(start), Some(end)) if status.is_live() => {
            Some(ActOffer { date: date.format("%Y-%m-%d").to_string(), start: hhmm(start as u16), end: hhmm(end as u16) })
        }
        _ => None,
    };
    Ok(DeskAct {
        id: row.id,
        status: row.status.clone(),
        date: row.provision_date.format("%Y-%m-%d").to_string(),
        start: hhmm(row.start_min.clamp(0, 1440) as u16),
        end: hhmm(end_min(row.start_min, row.duration_min)),
        duration: row.duration_min,
        total: row.total_price,
        points_redeemed: row.points_redeemed,
        points_discount: row.points_discount,
        payment_method: row.payment_method.clone(),
        comment: row.comment.clone(),
        client: DeskClient {
            full_name: row.client_name.clone(),
            phone: row.client_phone.clone(),
            email: row.client_email.clone(),
            birthday: row.client_birthday.map(|b| b.format("%Y-%m-%d").to_string()),
            salon_client_id: row.salon_client_id,
            has_account: row.client_account_id.is_some(),
        },
        master: DeskMaster { id: row.master_id, full_name: master.map(|m| m.full_name).unwrap_or_default() },
        items: lines.into_iter().map(|l| ActItem::of(l, locale)).collect(),
        confirm_deadline: confirm_deadline(state, status, row.moved_by.as_deref(), offer.is_some(), row.updated_at, auto_confirm)
            .filter(|_| row.no_shows_flag.is_none()),
        no_shows_flag: row.no_shows_flag,
        offer,
        moved_by: row.moved_by,
        cancelled_by: row.cancelled_by,
        source: row.source,
        important: row.important,
        viewed_at: row.viewed_at,
        salon_reply: row.salon_reply,
        created_at: row.created_at,
        actions: DeskActions::of(status, row.provision_date, row.start_min, Utc::now()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_follow_the_status_and_the_start() {
        // 2026-11-21 10:00 in Istanbul is 07:00 UTC.
        let date = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        let before = "2026-11-21T06:59:00Z".parse::<DateTime<Utc>>().unwrap();
        let after = "2026-11-21T07:01:00Z".parse::<DateTime<Utc>>().unwrap();
        let new = DeskActions::of(Status::New, date, 600, after);
        assert!(new.confirm && new.decline && new.cancel && new.reschedule && new.offer && new.complete && new.no_show);
        let future = DeskActions::of(Status::Confirmed, date, 600, before);
        assert!(!future.confirm && future.cancel && future.reschedule && !future.complete && !future.no_show);
        let completed = DeskActions::of(Status::Completed, date, 600, after);
        assert!(
            !completed.cancel && !completed.reschedule && !completed.offer && completed.complete && completed.reply && !completed.no_show
        );
        let cancelled = DeskActions::of(Status::Cancelled, date, 600, after);
        assert!(!cancelled.cancel && !cancelled.complete && !cancelled.confirm && !cancelled.no_show);
        let no_show = DeskActions::of(Status::NoShow, date, 600, after);
        assert!(!no_show.cancel && !no_show.complete && !no_show.no_show && no_show.reply);
    }

    #[test]
    fn only_visits_waiting_for_the_salon_have_a_deadline() {
        assert!(waits_for_salon(Status::New, None, false));
        assert!(waits_for_salon(Status::Moved, Some("client"), false));
        assert!(!waits_for_salon(Status::Moved, Some("salon"), false));
        assert!(!waits_for_salon(Status::Moved, None, true));
        assert!(!waits_for_salon(Status::Confirmed, None, false));
    }
}
