//! Background work of bookings, run from the `jobs` table as typed `store::jobs::Job`s:
//! - `confirm`: the salon's 15 minutes are over (or it confirms automatically) → confirmed;
//! - `complete`: the visit's end has passed → completed;
//! - `remind`: the reminder SMS and (Premium only, `Feature::EmailReminders`) e-mail before the visit;
//! - `deliver`: the messages of an event (booked, confirmed, cancelled, moved, offered, ...):
//!   SMS and e-mail to the client as their preferences allow, in-app notifications to the other
//!   side, every text in its recipient's language;
//! - `push`: a notification's Web Push to its recipient's browsers (`crate::push`).
//!
//! Every SMS to a salon's client counts against the salon's monthly quota (`domain::plan::Plan::
//! sms_per_month`, `store::sms_usage`), reserved before it goes; beyond the quota it is not sent
//! and its words reach the client by e-mail and in-app instead ([`sms`]).
//!
//! Each job re-reads the appointment and does nothing when what it was for no longer holds
//! (moved, cancelled): a stale job is harmless, so changes never need to hunt jobs down. The
//! worker's errors are its own [`JobError`], not the HTTP layer's `ApiError`.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use domain::Locale;
use domain::booking::{self, Status};
use domain::plan::{Feature, Plan};
use serde_json::json;
use store::bookings::StatusChange;
pub use store::jobs::{Event, Job, NewJob};
use store::model::Appointment;

use crate::i18n;
use crate::state::AppState;

/// Why a job did not run; the job is retried later (`store::jobs::failed`).
#[derive(Debug, thiserror::Error)]
pub enum JobError {
    #[error("database: {0}")]
    Db(#[from] store::Error),
    /// The appointment's salon is gone.
    #[error("salon {0} not found")]
    SalonNotFound(i64),
    /// A push service asked to be tried again (429, 5xx, unreachable).
    #[error("{0}")]
    Push(#[from] crate::push::PushError),
}

pub type JobResult<T> = Result<T, JobError>;

pub fn deliver(appointment_id: i64, event: Event, now: DateTime<Utc>) -> NewJob {
    deliver_with(appointment_id, event, &[], now)
}

/// `deliver` with message parameters fixed now (e.g. an offered range, which the client may
/// have accepted, and so cleared, by the time the job runs).
pub fn deliver_with(appointment_id: i64, event: Event, params: &[(&str, String)], now: DateTime<Utc>) -> NewJob {
    let params: BTreeMap<String, String> = params.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect();
    NewJob::new(Job::Deliver { appointment_id, event, params }, now)
}

/// Completion at the visit's end.
pub fn complete(appointment: &Appointment) -> NewJob {
    NewJob::new(Job::Complete { appointment_id: appointment.id }, appointment.ends_at)
}

/// The reminder before the visit, when there is still time for one.
pub fn remind(appointment: &Appointment, now: DateTime<Utc>) -> Option<NewJob> {
    booking::reminder_at(appointment.starts_at.naive_utc(), now.naive_utc())
        .map(|at| NewJob::new(Job::Remind { appointment_id: appointment.id, starts_at: appointment.starts_at.timestamp() }, at.and_utc()))
}

/// The jobs of a visit the salon booked or moved itself: completion at its end, the reminder
/// and the client's message of `event`. No confirmation job: staff made it with the client
/// (manual entry) or the client confirms (the salon's move).
pub fn staff_lifecycle(appointment: &Appointment, event: Event, now: DateTime<Utc>) -> Vec<NewJob> {
    let mut jobs = vec![complete(appointment), deliver(appointment.id, event, now)];
    jobs.extend(remind(appointment, now));
    jobs
}

/// The jobs of a booked or moved appointment: confirmation (kept to this version of it by
/// `updated_at`; none for a booking flagged for no-shows), completion at its end, the reminder, and the messages of `event`.
pub fn lifecycle(state: &AppState, appointment: &Appointment, auto_confirm: bool, event: Event, now: DateTime<Utc>) -> Vec<NewJob> {
    let version = appointment.updated_at.timestamp_micros();
    let confirm = booking::confirm_at(now.naive_utc(), auto_confirm, state.config.confirm_window).and_utc();
    let mut jobs = vec![complete(appointment), deliver(appointment.id, event, now)];
    // A client flagged for recent no-shows waits for the salon's own confirmation: the system
    // never confirms it, even for salons that confirm automatically.
    if appointment.no_shows_flag.is_none() {
        jobs.push(NewJob::new(Job::Confirm { appointment_id: appointment.id, version }, confirm));
    }
    jobs.extend(remind(appointment, now));
    jobs
}

/// Runs every due job once; returns how many were claimed. Failures are recorded and retried
/// later; a row that does not parse as a [`Job`] is given up at once with the reason.
pub async fn run_due(state: &AppState, now: DateTime<Utc>) -> JobResult<usize> {
    let claimed = store::jobs::claim(&state.db, now, 20).await?;
    let count = claimed.len();
    for id in store::bookings::due_for_completion(&state.db, now, 20).await? {
        if let Err(err) = run(state, &Job::Complete { appointment_id: id }, now).await {
            tracing::warn!(appointment = id, error = %err, "completion failed");
        }
    }
    for row in claimed {
        let job = match row.job() {
            Ok(job) => job,
            Err(reason) => {
                tracing::error!(job = row.id, kind = %row.kind, %reason, "job does not parse; given up");
                store::jobs::give_up(&state.db, row.id, &reason).await?;
                continue;
            }
        };
        match run(state, &job, now).await {
            Ok(()) => store::jobs::done(&state.db, row.id).await?,
            Err(err) => {
                let text = err.to_string();
                tracing::warn!(job = row.id, kind = job.kind(), error = %text, "job failed");
                store::jobs::failed(&state.db, row.id, row.attempts, &text, now).await?;
            }
        }
    }
    Ok(count)
}

async fn run(state: &AppState, job: &Job, now: DateTime<Utc>) -> JobResult<()> {
    // A push is about a notification, not an appointment.
    if let Job::Push { notification_id } = job {
        return Ok(crate::push::deliver(state, *notification_id, now).await?);
    }
    let Some(id) = job.appointment_id() else { return Ok(()) };
    let Some(appointment) = store::bookings::appointment(&state.db, id).await? else { return Ok(()) };
    match job {
        Job::Confirm { version, .. } => {
            if appointment.updated_at.timestamp_micros() != *version {
                return Ok(());
            }
            let jobs = vec![deliver(id, Event::Confirmed, now)];
            store::bookings::change_status(
                &state.db,
                id,
                &[Status::New, Status::Moved],
                Status::Confirmed,
                StatusChange::default(),
                None,
                "confirmed",
                now,
                jobs,
            )
            .await?;
        }
        Job::Complete { .. } => {
            if appointment.ends_at > now {
                return Ok(());
            }
            let jobs = vec![deliver(id, Event::Completed, now)];
            store::bookings::change_status(
                &state.db,
                id,
                &Status::LIVE,
                Status::Completed,
                StatusChange::default(),
                None,
                "completed",
                now,
                jobs,
            )
            .await?;
        }
        Job::Remind { starts_at, .. } => {
            let live = Status::parse(&appointment.status).is_some_and(Status::is_live);
            if live && appointment.starts_at.timestamp() == *starts_at && appointment.starts_at > now {
                send_reminder(state, &appointment, now).await?;
            }
        }
        Job::Deliver { event, params, .. } => deliver_event(state, &appointment, *event, params, now).await?,
        Job::Push { .. } => {}
    }
    Ok(())
}

/// Names and places a message about an appointment mentions.
struct Facts {
    salon: String,
    address: String,
    master: String,
    services: String,
    salon_id: i64,
    master_account: Option<i64>,
    /// The salon's plan in force: its SMS quota and whether reminders go by e-mail.
    plan: Plan,
}

async fn facts(state: &AppState, appointment: &Appointment, locale: Locale) -> JobResult<Facts> {
    let named = store::bookings::message_facts(&state.db, appointment.salon_id, appointment.master_id)
        .await?
        .ok_or(JobError::SalonNotFound(appointment.salon_id))?;
    let lines = store::bookings::items_of(&state.db, &[appointment.id]).await?.remove(&appointment.id).unwrap_or_default();
    let services = lines
        .iter()
        .filter(|l| l.option_id.is_none())
        .map(|l| store::catalogue::localized(locale, &l.service_tr, &l.service_en, &l.service_ru).to_owned())
        .collect::<Vec<_>>()
        .join(", ");
    Ok(Facts {
        salon: named.salon_name,
        address: named.salon_address,
        master: named.master_name.unwrap_or_default(),
        master_account: named.master_account_id,
        services,
        salon_id: appointment.salon_id,
        plan: Plan::parse(&named.salon_plan),
    })
}

fn params(state: &AppState, appointment: &Appointment, facts: &Facts) -> Vec<(&'static str, String)> {
    vec![
        ("site", state.config.site.name.clone()),
        ("salon", facts.salon.clone()),
        ("address", facts.address.clone()),
        ("master", facts.master.clone()),
        ("services", facts.services.clone()),
        ("client", appointment.client_name.clone()),
        ("name", appointment.client_name.clone()),
        ("date", appointment.provision_date.format("%d.%m.%Y").to_string()),
        ("time", super::hhmm(appointment.start_min as u16)),
        ("total", domain::Money(appointment.total_price).format_try()),
        ("ics", format!("{}/api/client/acts/{}/calendar.ics", state.config.public_url.trim_end_matches('/'), appointment.id)),
        ("start", appointment.offer_start_min.map(|m| super::hhmm(m as u16)).unwrap_or_default()),
        ("end", appointment.offer_end_min.map(|m| super::hhmm(m as u16)).unwrap_or_default()),
        ("reply", appointment.salon_reply.clone().unwrap_or_default()),
    ]
}

/// The client's channels (every one unless they chose otherwise).
async fn client_channels(state: &AppState, appointment: &Appointment) -> JobResult<store::notifications::Channels> {
    Ok(match appointment.client_account_id {
        Some(account) => store::notifications::preferences(&state.db, account, "client").await?.unwrap_or_default(),
        None => store::notifications::Channels::default(),
    })
}

/// How an SMS beyond the quota reaches the client instead: by e-mail (when the client takes
/// e-mail and the event does not e-mail them anyway) and as an in-app notice (when the event does
/// not notify them in-app anyway).
#[derive(Clone, Copy)]
struct Instead {
    email: bool,
    notice: bool,
}

/// The client's SMS of `code`, counted against the salon's quota of the month (in Europe/
/// Istanbul) BEFORE it goes: `store::sms_usage::reserve` takes one or refuses in one statement,
/// so jobs running at once cannot pass the limit. Unlimited plans are counted too (the salon's
/// usage screen). Beyond the quota the SMS is not sent: its words go by e-mail when the client
/// has an address and as an in-app notice when they have an account, as `instead` says. An SMS
/// the provider refused gives its reservation back.
async fn sms(
    state: &AppState,
    appointment: &Appointment,
    plan: Plan,
    code: &str,
    params: &[(&str, String)],
    instead: Instead,
    now: DateTime<Utc>,
) -> JobResult<()> {
    let locale = Locale::parse(&appointment.locale).unwrap_or_default();
    let text = i18n::message(locale, code, params);
    let month = domain::subscription::sms_month(now);
    if store::sms_usage::reserve(&state.db, appointment.salon_id, &month, plan.sms_per_month()).await?.is_none() {
        tracing::info!(appointment = appointment.id, salon = appointment.salon_id, %month, "SMS quota used up; e-mail and in-app instead");
        if instead.email {
            email_text(state, appointment, &text, params).await;
        }
        if instead.notice {
            let client: Vec<i64> = appointment.client_account_id.into_iter().collect();
            notice(state, &[(&client, code.trim_start_matches("sms_"))], appointment, params, now).await?;
        }
        return Ok(());
    }
    if let Err(err) = state.sms.send(&appointment.client_phone, &text, Some(appointment.salon_id)).await {
        // A failed SMS must not undo the booking; the in-app notice and e-mail still go. It did
        // not reach the client, so it does not use the salon's quota.
        tracing::warn!(appointment = appointment.id, error = %err, "booking SMS failed");
        store::sms_usage::release(&state.db, appointment.salon_id, &month).await?;
    }
    Ok(())
}

/// An SMS beyond the quota, sent as an e-mail with the same words.
async fn email_text(state: &AppState, appointment: &Appointment, text: &str, params: &[(&str, String)]) {
    let Some(to) = appointment.client_email.as_deref().filter(|e| !e.is_empty()) else { return };
    let locale = Locale::parse(&appointment.locale).unwrap_or_default();
    if let Err(err) = state.mailer.send(to, &i18n::message(locale, "email_sms_fallback_subject", params), text).await {
        tracing::warn!(appointment = appointment.id, error = %err, "e-mail in place of an SMS failed");
    }
}

async fn email(state: &AppState, appointment: &Appointment, subject: &str, body: &str, params: &[(&str, String)]) {
    let Some(to) = appointment.client_email.as_deref().filter(|e| !e.is_empty()) else { return };
    let locale = Locale::parse(&appointment.locale).unwrap_or_default();
    if let Err(err) = state.mailer.send(to, &i18n::message(locale, subject, params), &i18n::message(locale, body, params)).await {
        tracing::warn!(appointment = appointment.id, error = %err, "booking e-mail failed");
    }
}

async fn send_reminder(state: &AppState, appointment: &Appointment, now: DateTime<Utc>) -> JobResult<()> {
    let locale = Locale::parse(&appointment.locale).unwrap_or_default();
    let facts = facts(state, appointment, locale).await?;
    let params = params(state, appointment, &facts);
    let channels = client_channels(state, appointment).await?;
    // E-mail reminders are a Premium feature; the free plan reminds by SMS only.
    let by_email = channels.email && facts.plan.allows(Feature::EmailReminders);
    if channels.sms {
        let instead = Instead { email: channels.email && !by_email, notice: true };
        sms(state, appointment, facts.plan, "sms_booking_reminder", &params, instead, now).await?;
    }
    if by_email {
        email(state, appointment, "email_reminder_subject", "email_reminder_body", &params).await;
    }
    Ok(())
}

/// In-app notices keep only the parameters; the text is rendered when read, in the reader's
/// language. Each `(accounts, kind)` group notifies its accounts with its kind: one event's
/// notices to both sides are one insert (`store::notifications::notify_all`).
async fn notice(
    state: &AppState,
    groups: &[(&[i64], &str)],
    appointment: &Appointment,
    params: &[(&str, String)],
    now: DateTime<Utc>,
) -> JobResult<()> {
    let stored: serde_json::Map<String, serde_json::Value> = params.iter().map(|(k, v)| ((*k).to_owned(), json!(v))).collect();
    let notices: Vec<(i64, &str)> =
        groups.iter().flat_map(|&(accounts, kind)| accounts.iter().map(move |&account| (account, kind))).collect();
    let made = store::notifications::notify_all(&state.db, &notices, Some(appointment.id), &serde_json::Value::Object(stored), now).await?;
    for (account_id, id) in made {
        state.realtime.publish(crate::realtime::Signal { account_id, notification_id: Some(id) }).await;
    }
    Ok(())
}

async fn deliver_event(
    state: &AppState,
    appointment: &Appointment,
    event: Event,
    fixed: &BTreeMap<String, String>,
    now: DateTime<Utc>,
) -> JobResult<()> {
    // Services are named in the client's language; salon staff see the client's words too.
    let locale = Locale::parse(&appointment.locale).unwrap_or_default();
    let facts = facts(state, appointment, locale).await?;
    let mut params = params(state, appointment, &facts);
    for (name, value) in fixed {
        if let Some(slot) = params.iter_mut().find(|(k, _)| *k == name.as_str()) {
            slot.1 = value.clone();
        }
    }
    let mut salon_side = store::notifications::salon_staff_accounts(&state.db, facts.salon_id).await?;
    salon_side.extend(facts.master_account);
    salon_side.sort_unstable();
    salon_side.dedup();
    let client: Vec<i64> = appointment.client_account_id.into_iter().collect();
    // The visit's master (with an account) hears what the salon decides about their visits; what
    // the client does reaches them with the salon's staff above.
    let master: Vec<i64> = facts.master_account.into_iter().collect();
    let channels = client_channels(state, appointment).await?;
    match event {
        Event::Booked => {
            if channels.sms {
                // The booking e-mail goes anyway when the client takes e-mail; the in-app notice
                // below goes anyway too.
                let instead = Instead { email: false, notice: false };
                sms(state, appointment, facts.plan, "sms_booking_created", &params, instead, now).await?;
            }
            if channels.email {
                email(state, appointment, "email_booking_subject", "email_booking_body", &params).await;
            }
            // The client hears at once that the salon has the request, not only once it confirms.
            notice(state, &[(&salon_side, "booking_new"), (&client, "booking_created")], appointment, &params, now).await?;
        }
        Event::Confirmed => {
            if channels.sms {
                sms(
                    state,
                    appointment,
                    facts.plan,
                    "sms_booking_confirmed",
                    &params,
                    Instead { email: channels.email, notice: false },
                    now,
                )
                .await?;
            }
            notice(state, &[(&client, "booking_confirmed"), (&master, "master_visit_confirmed")], appointment, &params, now).await?;
        }
        Event::CancelledByClient => notice(state, &[(&salon_side, "booking_cancelled")], appointment, &params, now).await?,
        Event::CancelledBySalon => {
            if channels.sms {
                sms(
                    state,
                    appointment,
                    facts.plan,
                    "sms_booking_cancelled",
                    &params,
                    Instead { email: channels.email, notice: false },
                    now,
                )
                .await?;
            }
            notice(state, &[(&client, "booking_cancelled"), (&master, "master_visit_cancelled")], appointment, &params, now).await?;
        }
        Event::CancelledByAdmin => {
            if channels.sms {
                sms(state, appointment, facts.plan, "sms_booking_cancelled", &params, Instead { email: channels.email, notice: true }, now)
                    .await?;
            }
            notice(state, &[(&salon_side, "booking_cancelled")], appointment, &params, now).await?;
        }
        Event::MovedByClient => notice(state, &[(&salon_side, "booking_moved")], appointment, &params, now).await?,
        Event::Offered => notice(state, &[(&client, "time_offered")], appointment, &params, now).await?,
        Event::Accepted => notice(state, &[(&salon_side, "booking_accepted")], appointment, &params, now).await?,
        Event::Completed => notice(state, &[(&client, "booking_completed")], appointment, &params, now).await?,
        Event::MovedBySalon => {
            if channels.sms {
                sms(
                    state,
                    appointment,
                    facts.plan,
                    "sms_booking_moved_by_salon",
                    &params,
                    Instead { email: channels.email, notice: false },
                    now,
                )
                .await?;
            }
            notice(state, &[(&client, "booking_moved_by_salon"), (&master, "master_visit_moved")], appointment, &params, now).await?;
        }
        Event::Replied => notice(state, &[(&client, "salon_reply")], appointment, &params, now).await?,
    }
    Ok(())
}
