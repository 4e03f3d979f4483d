//! The jobs queue: rows in `jobs`, due at `run_at`, claimed by a worker for a lease and then
//! marked done or retried. Rows outlive the process, so work scheduled before a restart is done
//! after it. Claiming is safe with several workers: PostgreSQL skips rows another worker locked
//! (`FOR UPDATE SKIP LOCKED`); SQLite has one writer at a time, and the claim is one
//! `UPDATE ... RETURNING`.
//!
//! A job is a typed [`Job`]: its `kind` column is the variant's name and its `payload` column the
//! variant's fields as JSON (serde's adjacently tagged form, split over the two columns). A row
//! whose kind or payload does not parse is given up at once ([`give_up`]) with the reason, never
//! run with defaults.

use crate::Error;
use std::collections::BTreeMap;

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, Set};
use serde::{Deserialize, Serialize};

use crate::entities::jobs;
use crate::sql::statement;

/// How long a claimed job stays with its worker before another may take it over (a crashed
/// worker's jobs are picked up again after this).
pub const LEASE_SECONDS: i64 = 120;
/// Attempts before a job is given up as failed.
pub const MAX_ATTEMPTS: i32 = 5;

/// What happened to an appointment, for [`Job::Deliver`]: which messages go to whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Booked,
    Confirmed,
    CancelledByClient,
    CancelledBySalon,
    /// The platform admin deleted the client's account with its planned visits (`force`): the
    /// client hears it by SMS, the salon in-app.
    CancelledByAdmin,
    MovedByClient,
    Offered,
    Accepted,
    Completed,
    /// The salon moved the visit (time and/or master); it waits for the client's confirmation.
    MovedBySalon,
    /// The salon wrote a reply about the visit (`appointments.salon_reply`).
    Replied,
}

/// A unit of background work about an appointment (or, for `push`, a notification). Each variant
/// is a `kind` of the `jobs` table (`confirm`, `complete`, `remind`, `deliver`, `push`) with its payload.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "payload", rename_all = "snake_case")]
pub enum Job {
    /// The salon's confirmation window is over: confirm the visit, if it is still the version
    /// (`updated_at` in microseconds) the job was scheduled for.
    Confirm { appointment_id: i64, version: i64 },
    /// The visit's end has passed: complete it.
    Complete { appointment_id: i64 },
    /// The reminder before the visit, if it still starts at `starts_at` (Unix seconds).
    Remind { appointment_id: i64, starts_at: i64 },
    /// The messages of `event`; `params` are message parameters fixed when it was scheduled.
    Deliver {
        appointment_id: i64,
        event: Event,
        #[serde(default)]
        params: BTreeMap<String, String>,
    },
    /// The Web Push of notification `notification_id` to its recipient's browsers (enqueued by
    /// `notifications::notify` when the recipient takes pushes).
    Push { notification_id: i64 },
}

impl Job {
    /// The `kind` column of this job.
    pub fn kind(&self) -> &'static str {
        match self {
            Job::Confirm { .. } => "confirm",
            Job::Complete { .. } => "complete",
            Job::Remind { .. } => "remind",
            Job::Deliver { .. } => "deliver",
            Job::Push { .. } => "push",
        }
    }

    /// The appointment the job is about; `None` for a push, which is about a notification.
    pub fn appointment_id(&self) -> Option<i64> {
        match self {
            Job::Confirm { appointment_id, .. }
            | Job::Complete { appointment_id }
            | Job::Remind { appointment_id, .. }
            | Job::Deliver { appointment_id, .. } => Some(*appointment_id),
            Job::Push { .. } => None,
        }
    }

    /// The `payload` column of this job.
    pub fn payload(&self) -> String {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::Object(mut map)) => map.remove("payload").unwrap_or(serde_json::Value::Null).to_string(),
            _ => "null".into(),
        }
    }

    /// The job a row's `kind` and `payload` columns hold; the reason when they do not parse.
    pub fn parse(kind: &str, payload: &str) -> Result<Job, String> {
        let payload: serde_json::Value = serde_json::from_str(payload).map_err(|e| format!("payload of {kind} is not JSON: {e}"))?;
        serde_json::from_value(serde_json::json!({"kind": kind, "payload": payload})).map_err(|e| format!("{kind} job does not parse: {e}"))
    }
}

/// A job to schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewJob {
    pub job: Job,
    pub run_at: DateTime<Utc>,
}

impl NewJob {
    pub fn new(job: Job, run_at: DateTime<Utc>) -> Self {
        NewJob { job, run_at }
    }
}

pub async fn enqueue(conn: &impl ConnectionTrait, job: NewJob, now: DateTime<Utc>) -> Result<i64, Error> {
    let row = pending_row(job, now).insert(conn).await?;
    Ok(row.id)
}

/// Several jobs in one statement (a booking's, inside its write transaction).
pub async fn enqueue_all(conn: &impl ConnectionTrait, jobs: Vec<NewJob>, now: DateTime<Utc>) -> Result<(), Error> {
    if !jobs.is_empty() {
        jobs::Entity::insert_many(jobs.into_iter().map(|job| pending_row(job, now))).exec_without_returning(conn).await?;
    }
    Ok(())
}

fn pending_row(job: NewJob, now: DateTime<Utc>) -> jobs::ActiveModel {
    jobs::ActiveModel {
        kind: Set(job.job.kind().into()),
        payload: Set(job.job.payload()),
        run_at: Set(job.run_at),
        status: Set("pending".into()),
        attempts: Set(0),
        created_at: Set(now),
        ..Default::default()
    }
}

/// A claimed job.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Claimed {
    pub id: i64,
    pub kind: String,
    pub payload: String,
    pub attempts: i32,
}

impl Claimed {
    /// The typed job of this row, or why it has none.
    pub fn job(&self) -> Result<Job, String> {
        Job::parse(&self.kind, &self.payload)
    }
}

/// Claims up to `limit` due jobs: pending ones whose time has come, and running ones whose
/// worker's lease ran out.
pub async fn claim(conn: &impl ConnectionTrait, now: DateTime<Utc>, limit: u64) -> Result<Vec<Claimed>, Error> {
    let backend = conn.get_database_backend();
    let lease = now + Duration::seconds(LEASE_SECONDS);
    let lock = if backend == DbBackend::Postgres { " FOR UPDATE SKIP LOCKED" } else { "" };
    let sql = format!(
        "UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = ? WHERE id IN (\
         SELECT id FROM jobs WHERE (status = 'pending' AND run_at <= ?) OR (status = 'running' AND locked_until <= ?) \
         ORDER BY run_at LIMIT {limit}{lock}) RETURNING id, kind, payload, attempts"
    );
    Claimed::find_by_statement(statement(backend, &sql, vec![lease.into(), now.into(), now.into()])).all(conn).await.map_err(Error::from)
}

pub async fn done(conn: &impl ConnectionTrait, id: i64) -> Result<(), Error> {
    let backend = conn.get_database_backend();
    conn.execute_raw(statement(backend, "UPDATE jobs SET status = 'done', locked_until = NULL WHERE id = ?", vec![id.into()])).await?;
    Ok(())
}

/// Records a failure: the job runs again later (backing off), or stays failed after the last try.
pub async fn failed(conn: &impl ConnectionTrait, id: i64, attempts: i32, error: &str, now: DateTime<Utc>) -> Result<(), Error> {
    let backend = conn.get_database_backend();
    let (status, retry_at) =
        if attempts >= MAX_ATTEMPTS { ("failed", now) } else { ("pending", now + Duration::seconds(30 * i64::from(attempts.max(1)))) };
    conn.execute_raw(statement(
        backend,
        "UPDATE jobs SET status = ?, run_at = ?, locked_until = NULL, last_error = ? WHERE id = ?",
        vec![status.into(), retry_at.into(), error.chars().take(2000).collect::<String>().into(), id.into()],
    ))
    .await?;
    Ok(())
}

/// Gives a job up at once (status `failed`, no retry) with `reason`: a row that cannot run,
/// such as one whose payload does not parse.
pub async fn give_up(conn: &impl ConnectionTrait, id: i64, reason: &str) -> Result<(), Error> {
    let backend = conn.get_database_backend();
    conn.execute_raw(statement(
        backend,
        "UPDATE jobs SET status = 'failed', locked_until = NULL, last_error = ? WHERE id = ?",
        vec![reason.chars().take(2000).collect::<String>().into(), id.into()],
    ))
    .await?;
    Ok(())
}

/// The queue for `/metrics`: jobs due now and not yet taken, jobs waiting to retry after a
/// failure, and jobs given up for good. Read from the table, so every node reports the same.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QueueStats {
    pub due: i64,
    pub retrying: i64,
    pub failed: i64,
}

#[derive(FromQueryResult)]
struct QueueRow {
    due: Option<i64>,
    retrying: Option<i64>,
    failed: Option<i64>,
}

pub async fn queue_stats(conn: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<QueueStats, Error> {
    let backend = conn.get_database_backend();
    let sql = "SELECT \
        SUM(CASE WHEN status = 'pending' AND run_at <= ? THEN 1 ELSE 0 END) AS due, \
        SUM(CASE WHEN status = 'pending' AND last_error IS NOT NULL THEN 1 ELSE 0 END) AS retrying, \
        SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed \
        FROM jobs WHERE status IN ('pending', 'failed')";
    let row = QueueRow::find_by_statement(statement(backend, sql, vec![now.into()])).one(conn).await?;
    Ok(row.map_or_else(QueueStats::default, |r| QueueStats {
        due: r.due.unwrap_or(0),
        retrying: r.retrying.unwrap_or(0),
        failed: r.failed.unwrap_or(0),
    }))
}

/// Jobs of `kind` that are still to run (tests and the admin view ask this).
pub async fn pending(conn: &impl ConnectionTrait, kind: &str) -> Result<Vec<jobs::Model>, Error> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
    jobs::Entity::find()
        .filter(jobs::Column::Kind.eq(kind))
        .filter(jobs::Column::Status.is_in(["pending", "running"]))
        .order_by_asc(jobs::Column::RunAt)
        .all(conn)
        .await
        .map_err(Error::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_written_before_typed_jobs_still_parse() {
        // kind and payload exactly as the string-keyed code stored them.
        let rows = [
            (
                "confirm",
                r#"{"appointment_id":7,"version":1764000000123456}"#,
                Job::Confirm { appointment_id: 7, version: 1_764_000_000_123_456 },
            ),
            ("complete", r#"{"appointment_id":7}"#, Job::Complete { appointment_id: 7 }),
            ("remind", r#"{"appointment_id":7,"starts_at":1764583200}"#, Job::Remind { appointment_id: 7, starts_at: 1_764_583_200 }),
            (
                "deliver",
                r#"{"appointment_id":7,"event":"booked","params":{}}"#,
                Job::Deliver { appointment_id: 7, event: Event::Booked, params: BTreeMap::new() },
            ),
            (
                "deliver",
                r#"{"appointment_id":7,"event":"offered","params":{"date":"01.12.2026","end":"12:00","start":"10:00"}}"#,
                Job::Deliver {
                    appointment_id: 7,
                    event: Event::Offered,
                    params: [("date", "01.12.2026"), ("end", "12:00"), ("start", "10:00")]
                        .into_iter()
                        .map(|(k, v)| (k.to_owned(), v.to_owned()))
                        .collect(),
                },
            ),
            (
                "deliver",
                r#"{"appointment_id":7,"event":"cancelled_by_salon","params":{}}"#,
                Job::Deliver { appointment_id: 7, event: Event::CancelledBySalon, params: BTreeMap::new() },
            ),
        ];
        for (kind, payload, job) in rows {
            assert_eq!(Job::parse(kind, payload).as_ref(), Ok(&job), "{kind} {payload}");
            // And what is written now reads back the same, under the same kind.
            assert_eq!(job.kind(), kind);
            assert_eq!(Job::parse(job.kind(), &job.payload()), Ok(job.clone()));
            assert_eq!(job.appointment_id(), Some(7));
        }
    }

    #[test]
    fn every_event_keeps_its_stored_name() {
        let names = [
            (Event::Booked, "booked"),
            (Event::Confirmed, "confirmed"),
            (Event::CancelledByClient, "cancelled_by_client"),
            (Event::CancelledBySalon, "cancelled_by_salon"),
            (Event::MovedByClient, "moved_by_client"),
            (Event::Offered, "offered"),
            (Event::Accepted, "accepted"),
            (Event::Completed, "completed"),
            (Event::MovedBySalon, "moved_by_salon"),
            (Event::Replied, "replied"),
        ];
        for (event, name) in names {
            assert_eq!(serde_json::to_value(event).unwrap(), serde_json::json!(name));
        }
    }

    #[test]
    fn rows_that_do_not_parse_say_why() {
        for (kind, payload) in [
            ("confirm", r#"{"appointment_id":7}"#),
            ("complete", r#"{}"#),
            ("complete", r#"{"appointment_id":"7"}"#),
            ("deliver", r#"{"appointment_id":7,"event":"exploded","params":{}}"#),
            ("deliver", r#"{"appointment_id":7,"event":"booked","params":{"n":1}}"#),
            ("remind", "not json"),
            ("sweep", r#"{"appointment_id":7}"#),
        ] {
            let reason = Job::parse(kind, payload).expect_err(payload);
            assert!(reason.contains(kind), "{reason}");
        }
    }
}
