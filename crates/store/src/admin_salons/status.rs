//! Activating and deactivating a salon, and the sweep that finishes an after-orders
//! deactivation once the salon's last planned visit is over.

use chrono::{DateTime, Utc};
use domain::salon_admin::{DeactivationType, SalonStatus};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Set};
use serde::Serialize;

use super::live_list;
use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{audit_changes, salons};
use crate::sql::statement;

/// What the audit trail keeps of a salon's state around a status change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StatusSnapshot {
    pub status: String,
    pub deactivation_type: Option<String>,
    pub deactivation_reason: Option<String>,
    pub deactivated_at: Option<DateTime<Utc>>,
}

impl From<&salons::Model> for StatusSnapshot {
    fn from(s: &salons::Model) -> Self {
        StatusSnapshot {
            status: s.status.clone(),
            deactivation_type: s.deactivation_type.clone(),
            deactivation_reason: s.deactivation_reason.clone(),
            deactivated_at: s.deactivated_at,
        }
    }
}

/// The outcome of a status write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatusChange {
    Changed,
    /// The salon already was so; nothing was written.
    Unchanged,
    NotFound,
}

/// Makes the salon active (from new, deactivating or deactivated), forgetting the deactivation.
pub async fn activate(db: &crate::Db, salon_id: i64, actor: Actor) -> Result<StatusChange, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&txn).await? else { return Ok(StatusChange::NotFound) };
    if salon.status == SalonStatus::Active.as_str() {
        return Ok(StatusChange::Unchanged);
    }
    let before = StatusSnapshot::from(&salon);
    let mut row: salons::ActiveModel = salon.into();
    row.status = Set(SalonStatus::Active.as_str().into());
    row.deactivation_type = Set(None);
    row.deactivation_reason = Set(None);
    row.deactivated_at = Set(None);
    let after = row.update(&txn).await?;
    audit::record(&txn, Change::new(actor, "salon.activate", Entity::Salon, salon_id).between(&before, &StatusSnapshot::from(&after)))
        .await?;
    txn.commit().await?;
    Ok(StatusChange::Changed)
}

/// Deactivates the salon with `kind` and `reason` as of `now`: immediately (`deactivated`) or
/// after orders finish (`deactivating`; [`finish_deactivations`] completes it). A deactivated
/// salon may be deactivated again to change the type or the reason.
pub async fn deactivate(
    db: &crate::Db,
    salon_id: i64,
    kind: DeactivationType,
    reason: &str,
    actor: Actor,
    now: DateTime<Utc>,
) -> Result<StatusChange, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&txn).await? else { return Ok(StatusChange::NotFound) };
    let before = StatusSnapshot::from(&salon);
    let mut row: salons::ActiveModel = salon.into();
    row.status = Set(kind.status().as_str().into());
    row.deactivation_type = Set(Some(kind.as_str().into()));
    row.deactivation_reason = Set(Some(reason.into()));
    row.deactivated_at = Set(Some(now));
    let after = row.update(&txn).await?;
    let action = match kind {
        DeactivationType::Immediate => "salon.deactivate",
        DeactivationType::AfterOrders => "salon.deactivate_after_orders",
    };
    audit::record(
        &txn,
        Change::new(actor, action, Entity::Salon, salon_id).between(&before, &StatusSnapshot::from(&after)).reason(Some(reason)),
    )
    .await?;
    txn.commit().await?;
    Ok(StatusChange::Changed)
}

/// The planned-visit check both the candidates and the guarded update use.
fn no_planned_visit() -> String {
    format!("NOT EXISTS (SELECT 1 FROM appointments a WHERE a.salon_id = salons.id AND a.status IN ({}) AND a.ends_at > ?)", live_list())
}

/// Turns every `deactivating` salon without a planned visit left at `now` into `deactivated`;
/// returns how many. Each change is recorded on behalf of the admin who asked for it. The update
/// re-checks its condition, so several nodes may sweep at once and a visit booked in between
/// keeps the salon waiting.
pub async fn finish_deactivations(db: &crate::Db, now: DateTime<Utc>) -> Result<u64, Error> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let backend = db.get_database_backend();
    let sql = format!("SELECT id FROM salons WHERE status = 'deactivating' AND {}", no_planned_visit());
    let due = Id::find_by_statement(statement(backend, &sql, vec![now.into()])).all(db).await?;
    let mut finished = 0;
    for Id { id } in due {
        let txn = crate::bookings::begin_write(db).await?;
        let update =
            format!("UPDATE salons SET status = 'deactivated' WHERE id = ? AND status = 'deactivating' AND {}", no_planned_visit());
        if txn.execute_raw(statement(backend, &update, vec![id.into(), now.into()])).await?.rows_affected() == 1 {
            // The admin who chose "after orders finish" (the latest such change on the salon).
            let requested = audit_changes::Entity::find()
                .filter(audit_changes::Column::Entity.eq(Entity::Salon.as_str()))
                .filter(audit_changes::Column::EntityId.eq(id))
                .filter(audit_changes::Column::Action.eq("salon.deactivate_after_orders"))
                .order_by_desc(audit_changes::Column::Id)
                .one(&txn)
                .await?;
            if let Some(requested) = requested {
                let actor = Actor { account_id: requested.actor_id, impersonator_id: requested.impersonator_id };
                let change = Change::new(actor, "salon.deactivation_finished", Entity::Salon, id)
                    .between(&serde_json::json!({"status": "deactivating"}), &serde_json::json!({"status": "deactivated"}));
                audit::record(&txn, change).await?;
            }
            finished += 1;
        }
        txn.commit().await?;
    }
    Ok(finished)
}
