//! The jobs queue: rows in `jobs`, due at `run_at`, claimed by a worker for a lease and then
//! marked done or retried. Rows outlive the process, so work scheduled before a restart is done
//! after it. Claiming is safe with several workers: PostgreSQL skips rows another worker locked
//! (`FOR UPDATE SKIP LOCKED`); SQLite has one writer at a time, and the claim is one
//! `UPDATE ... RETURNING`.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbBackend, DbErr, FromQueryResult, Set};

use crate::entities::jobs;
use crate::sql::statement;

/// How long a claimed job stays with its worker before another may take it over (a crashed
/// worker's jobs are picked up again after this).
pub const LEASE_SECONDS: i64 = 120;
/// Attempts before a job is given up as failed.
pub const MAX_ATTEMPTS: i32 = 5;

/// A job to schedule.
#[derive(Debug, Clone)]
pub struct NewJob {
    pub kind: String,
    pub payload: serde_json::Value,
    pub run_at: DateTime<Utc>,
}

impl NewJob {
    pub fn new(kind: &str, payload: serde_json::Value, run_at: DateTime<Utc>) -> Self {
        NewJob { kind: kind.into(), payload, run_at }
    }
}

pub async fn enqueue(conn: &impl ConnectionTrait, job: NewJob, now: DateTime<Utc>) -> Result<i64, DbErr> {
    let row = jobs::ActiveModel {
        kind: Set(job.kind),
        payload: Set(job.payload.to_string()),
        run_at: Set(job.run_at),
        status: Set("pending".into()),
        attempts: Set(0),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    Ok(row.id)
}

/// A claimed job.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Claimed {
    pub id: i64,
    pub kind: String,
    pub payload: String,
    pub attempts: i32,
}

/// Claims up to `limit` due jobs: pending ones whose time has come, and running ones whose
/// worker's lease ran out.
pub async fn claim(conn: &impl ConnectionTrait, now: DateTime<Utc>, limit: u64) -> Result<Vec<Claimed>, DbErr> {
    let backend = conn.get_database_backend();
    let lease = now + Duration::seconds(LEASE_SECONDS);
    let lock = if backend == DbBackend::Postgres { " FOR UPDATE SKIP LOCKED" } else { "" };
    let sql = format!(
        "UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = ? WHERE id IN (\
         SELECT id FROM jobs WHERE (status = 'pending' AND run_at <= ?) OR (status = 'running' AND locked_until <= ?) \
         ORDER BY run_at LIMIT {limit}{lock}) RETURNING id, kind, payload, attempts"
    );
    Claimed::find_by_statement(statement(backend, &sql, vec![lease.into(), now.into(), now.into()])).all(conn).await
}

pub async fn done(conn: &impl ConnectionTrait, id: i64) -> Result<(), DbErr> {
    let backend = conn.get_database_backend();
    conn.execute_raw(statement(backend, "UPDATE jobs SET status = 'done', locked_until = NULL WHERE id = ?", vec![id.into()])).await?;
    Ok(())
}

/// Records a failure: the job runs again later (backing off), or stays failed after the last try.
pub async fn failed(conn: &impl ConnectionTrait, id: i64, attempts: i32, error: &str, now: DateTime<Utc>) -> Result<(), DbErr> {
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

/// Jobs of `kind` that are still to run (tests and the admin view ask this).
pub async fn pending(conn: &impl ConnectionTrait, kind: &str) -> Result<Vec<jobs::Model>, DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};
    jobs::Entity::find()
        .filter(jobs::Column::Kind.eq(kind))
        .filter(jobs::Column::Status.is_in(["pending", "running"]))
        .order_by_asc(jobs::Column::RunAt)
        .all(conn)
        .await
}
