//! Account deletion: scheduling it (the client's own request), carrying out the deletions that
//! are due, and the platform admin's immediate deletion. Both end in [`anonymise`].

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::access::Role;
use domain::booking::Status;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, Set};
use serde_json::json;

use crate::audit::{self, Actor, Change, Entity};
use crate::bookings::StatusChange;
use crate::entities::{account_deletions, account_roles, accounts, appointments, sessions};
use crate::jobs::NewJob;

/// What a deleted person's appointments are named by from then on: the salons keep the visits
/// (spec §1 retention), not who made them.
pub const ANONYMOUS_NAME: &str = "***";

pub async fn schedule_deletion<C: ConnectionTrait>(db: &C, account_id: i64, scheduled_for: NaiveDate) -> Result<(), Error> {
    let now = Utc::now();
    account_deletions::ActiveModel {
        account_id: Set(account_id),
        requested_at: Set(now),
        scheduled_for: Set(scheduled_for),
        processed_at: Set(None),
        ..Default::default()
    }
    .insert(db)
    .await?;
    accounts::Entity::update_many()
        .col_expr(accounts::Column::DeletionRequestedAt, Expr::value(now))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The one deletion of a person: the account loses its personal data, sessions and roles and is
/// marked deleted; its appointments stay for the salons' records with the name, e-mail and
/// birthday wiped (the phone stays, like the salon's own client card keeps it); a scheduled
/// deletion still waiting counts as done.
pub(crate) async fn anonymise<C: ConnectionTrait>(conn: &C, account_id: i64, now: DateTime<Utc>) -> Result<(), Error> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::FullName, Expr::value(""))
        .col_expr(accounts::Column::Phone, Expr::value(Option::<String>::None))
        .col_expr(accounts::Column::Email, Expr::value(Option::<String>::None))
        // Nothing left to find it by (a bulk update skips the entity's hook that keeps the key).
        .col_expr(accounts::Column::SearchKey, Expr::value(""))
        .col_expr(accounts::Column::PasswordHash, Expr::value(Option::<String>::None))
        .col_expr(accounts::Column::Gender, Expr::value(Option::<String>::None))
        .col_expr(accounts::Column::Birthday, Expr::value(Option::<NaiveDate>::None))
        .col_expr(accounts::Column::PhotoFileId, Expr::value(Option::<i64>::None))
        .col_expr(accounts::Column::DeletedAt, Expr::value(now))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(conn)
        .await?;
    appointments::Entity::update_many()
        .col_expr(appointments::Column::ClientName, Expr::value(ANONYMOUS_NAME))
        .col_expr(appointments::Column::ClientEmail, Expr::value(Option::<String>::None))
        .col_expr(appointments::Column::ClientBirthday, Expr::value(Option::<NaiveDate>::None))
        .filter(appointments::Column::ClientAccountId.eq(account_id))
        .exec(conn)
        .await?;
    sessions::Entity::delete_many().filter(sessions::Column::AccountId.eq(account_id)).exec(conn).await?;
    account_roles::Entity::delete_many().filter(account_roles::Column::AccountId.eq(account_id)).exec(conn).await?;
    account_deletions::Entity::update_many()
        .col_expr(account_deletions::Column::ProcessedAt, Expr::value(now))
        .filter(account_deletions::Column::AccountId.eq(account_id))
        .filter(account_deletions::Column::ProcessedAt.is_null())
        .exec(conn)
        .await?;
    Ok(())
}

/// Carries out the deletions due by `today` ([`anonymise`]). Returns how many accounts were deleted.
pub async fn process_due_deletions(db: &DatabaseConnection, today: NaiveDate) -> Result<usize, Error> {
    let due = account_deletions::Entity::find()
        .filter(account_deletions::Column::ProcessedAt.is_null())
        .filter(account_deletions::Column::ScheduledFor.lte(today))
        .all(db)
        .await?;
    for deletion in &due {
        let txn = crate::bookings::begin_write(db).await?;
        anonymise(&txn, deletion.account_id, Utc::now()).await?;
        txn.commit().await?;
    }
    Ok(due.len())
}

/// What became of an admin's deletion of one account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminDeletion {
    /// Deleted; the planned visits it cancelled (with `force`).
    Deleted {
        cancelled: Vec<i64>,
    },
    NotFound,
    /// Admin accounts are never deleted (spec §6).
    Admin,
    /// Planned visits exist and `force` was not given.
    PlannedVisits,
}

/// The platform admin deletes an account at once (spec §6 "delete users (force option; admin
/// users cannot be deleted)"). With `force`, its planned visits (live, not yet over) are
/// cancelled first, each with the jobs `cancel_jobs` gives (the notices). Everything of one
/// account — cancellations, anonymisation, the audit record — is one transaction.
pub async fn delete_by_admin(
    db: &DatabaseConnection,
    account_id: i64,
    force: bool,
    actor: Actor,
    now: DateTime<Utc>,
    cancel_jobs: impl Fn(i64) -> Vec<NewJob>,
) -> Result<AdminDeletion, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let account = accounts::Entity::find_by_id(account_id).filter(accounts::Column::DeletedAt.is_null()).one(&txn).await?;
    let Some(account) = account else {
        txn.rollback().await?;
        return Ok(AdminDeletion::NotFound);
    };
    let roles = super::roles(&txn, account.id).await?;
    if roles.iter().any(|g| g.role == Role::Admin) {
        txn.rollback().await?;
        return Ok(AdminDeletion::Admin);
    }
    let live: Vec<&str> = Status::LIVE.iter().map(|s| s.as_str()).collect();
    let planned = appointments::Entity::find()
        .filter(appointments::Column::ClientAccountId.eq(account.id))
        .filter(appointments::Column::Status.is_in(live))
        .filter(appointments::Column::EndsAt.gt(now))
        .all(&txn)
        .await?;
    if !planned.is_empty() && !force {
        txn.rollback().await?;
        return Ok(AdminDeletion::PlannedVisits);
    }
    let mut cancelled = Vec::with_capacity(planned.len());
    for visit in planned {
        let id = visit.id;
        let change = StatusChange { cancelled_by: Some("admin".into()), ..Default::default() };
        crate::bookings::write_status(
            &txn,
            visit,
            Status::Cancelled,
            change,
            Some(actor.account_id),
            "cancelled_by_admin",
            now,
            cancel_jobs(id),
        )
        .await?;
        cancelled.push(id);
    }
    anonymise(&txn, account.id, now).await?;
    // The record names no personal data: it would outlive the deletion it records.
    let before = json!({ "roles": roles.iter().map(|g| json!({"role": g.role.as_str(), "salon_id": g.salon_id})).collect::<Vec<_>>() });
    audit::record(
        &txn,
        Change::new(actor, "account.delete", Entity::Account, account.id).before(&before).after(&json!({ "cancelled_visits": cancelled })),
    )
    .await?;
    txn.commit().await?;
    Ok(AdminDeletion::Deleted { cancelled })
}
