//! Removing a master: its planned visits, and the removal that cancels them.

use crate::Error;
use chrono::{DateTime, Utc};
use domain::booking::Status;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set};

use super::links::revoke_master_if_unused;
use crate::bookings::begin_write;
use crate::entities::{appointment_events, appointments, masters};
use crate::jobs::{self, NewJob};

fn live_statuses() -> Vec<&'static str> {
    Status::LIVE.iter().map(|s| s.as_str()).collect()
}

/// The master's live visits that have not started yet (spec: "planned visits"), soonest first.
pub async fn planned_visits(db: &impl ConnectionTrait, master_id: i64, now: DateTime<Utc>) -> Result<Vec<appointments::Model>, Error> {
    appointments::Entity::find()
        .filter(appointments::Column::MasterId.eq(master_id))
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .filter(appointments::Column::StartsAt.gt(now))
        .order_by_asc(appointments::Column::StartsAt)
        .all(db)
        .await
        .map_err(Error::from)
}

/// Removes a master (soft: `deleted_at`, contract ended) and cancels its planned visits by the
/// salon, each with its `declined` event by `by_account` and the jobs `jobs_for` gives it (the
/// client's messages), all in one transaction. Without `force`, a master with planned visits is
/// left alone and `None` comes back (checked inside the transaction, so a visit booked a moment
/// earlier is never cancelled unasked). Returns the cancelled visits' ids.
pub async fn remove(
    db: &DatabaseConnection,
    master: &masters::Model,
    force: bool,
    by_account: i64,
    now: DateTime<Utc>,
    jobs_for: impl Fn(i64) -> Vec<NewJob>,
) -> Result<Option<Vec<i64>>, Error> {
    let txn = begin_write(db).await?;
    let visits = planned_visits(&txn, master.id, now).await?;
    if !force && !visits.is_empty() {
        txn.rollback().await?;
        return Ok(None);
    }
    let mut cancelled = Vec::with_capacity(visits.len());
    for visit in visits {
        let mut active: appointments::ActiveModel = visit.clone().into();
        active.status = Set(Status::Cancelled.as_str().into());
        active.cancelled_at = Set(Some(now));
        active.cancelled_by = Set(Some("salon".into()));
        active.updated_at = Set(now);
        let updated = active.update(&txn).await?;
        crate::loyalty::return_on_cancel(&*txn, &updated, now).await?;
        appointment_events::ActiveModel {
            appointment_id: Set(visit.id),
            salon_id: Set(visit.salon_id),
            account_id: Set(Some(by_account)),
            kind: Set("declined".into()),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        for job in jobs_for(visit.id) {
            jobs::enqueue(&txn, job, now).await?;
        }
        cancelled.push(visit.id);
    }
    let mut active: masters::ActiveModel = master.clone().into();
    active.deleted_at = Set(Some(now));
    active.contract_active = Set(false);
    active.update(&txn).await?;
    if let Some(account) = master.account_id {
        revoke_master_if_unused(&txn, account, master.salon_id).await?;
    }
    txn.commit().await?;
    Ok(Some(cancelled))
}
