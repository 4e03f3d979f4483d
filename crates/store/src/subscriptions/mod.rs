//! A salon's plan in force and its subscription (issue #18). `salons.plan` is what every check
//! reads; [`set_plan`] is the one write that changes it, and it keeps the team within the plan:
//! masters beyond the plan's employee limit become `plan_inactive` (kept with their history, not
//! bookable) and come back when the plan allows them again.

pub mod billing;
pub mod events;
pub mod invoices;

use domain::plan::Plan;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::Error;
use crate::entities::{masters, salons, subscriptions};
use crate::team::active_masters;

/// The salon's subscription row, if it ever had one.
pub async fn current(db: &impl ConnectionTrait, salon_id: i64) -> Result<Option<subscriptions::Model>, Error> {
    subscriptions::Entity::find().filter(subscriptions::Column::SalonId.eq(salon_id)).one(db).await.map_err(Error::from)
}

/// Puts `plan` in force for the salon, inside the caller's transaction (with the subscription
/// change that causes it): `salons.plan` and the masters' `plan_inactive` marks. The masters that
/// stay bookable are the owner's own master row first, then the salon's order; the owner takes a
/// place whether or not they serve clients (as `team::masters::employee_count` counts).
pub async fn set_plan(txn: &impl ConnectionTrait, salon_id: i64, plan: Plan) -> Result<(), Error> {
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(txn).await? else {
        return Err(Error::from(sea_orm::DbErr::RecordNotFound(format!("salon {salon_id}"))));
    };
    if salon.plan != plan.as_str() {
        let mut row: salons::ActiveModel = salon.clone().into();
        row.plan = Set(plan.as_str().to_owned());
        row.update(txn).await?;
    }
    let mut team = active_masters(txn, salon_id).await?;
    let owner = salon.owner_account_id;
    // Stable: the owner's row moves to the front, the others keep the salon's order.
    team.sort_by_key(|m| owner.is_none() || m.account_id != owner);
    let owner_is_master = owner.is_some_and(|o| team.iter().any(|m| m.account_id == Some(o)));
    let places = plan.employee_limit() as usize - usize::from(owner.is_some() && !owner_is_master);
    for (position, master) in team.into_iter().enumerate() {
        let inactive = position >= places;
        if master.plan_inactive != inactive {
            let mut row: masters::ActiveModel = master.into();
            row.plan_inactive = Set(inactive);
            row.update(txn).await?;
        }
    }
    Ok(())
}

/// The salon row (its plan and the legal details its invoices carry).
pub async fn salon(db: &impl ConnectionTrait, salon_id: i64) -> Result<Option<salons::Model>, Error> {
    Ok(salons::Entity::find_by_id(salon_id).one(db).await?)
}

/// A salon's subscription row, as the API reads it.
pub type Subscription = subscriptions::Model;
/// One payment (or failed attempt) of a subscription.
pub type Payment = crate::entities::subscription_payments::Model;
