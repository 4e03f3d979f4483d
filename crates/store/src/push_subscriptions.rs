//! Web Push subscriptions: the browsers (devices) of an account that take pushes while closed,
//! one row per `PushManager` subscription, keyed by its endpoint.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::Error;
pub use crate::entities::push_subscriptions::Model as PushSubscription;
use crate::entities::{accounts, push_subscriptions};

/// A browser's subscription as it hands it over (`PushSubscription.toJSON()`).
#[derive(Debug, Clone)]
pub struct NewSubscription<'a> {
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub device: &'a str,
}

/// What became of a subscribe call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subscribed {
    /// A new device of the account.
    Added(i64),
    /// The same browser again (its keys may have changed): the row is updated, not doubled.
    Updated(i64),
    /// The endpoint is another account's: it is left alone, so nobody can take someone else's
    /// device over by knowing its URL.
    Taken,
}

/// Stores the subscription for the account: a new row, the same row updated, or nothing when
/// the endpoint belongs to another account. Two calls racing for a new endpoint meet at its
/// unique index (`ON CONFLICT DO NOTHING`), then both read who owns it.
pub async fn subscribe(
    conn: &impl ConnectionTrait,
    account_id: i64,
    subscription: NewSubscription<'_>,
    now: DateTime<Utc>,
) -> Result<Subscribed, Error> {
    use push_subscriptions::Column;
    if let Some(existing) = by_endpoint(conn, subscription.endpoint).await? {
        if existing.account_id != account_id {
            return Ok(Subscribed::Taken);
        }
        let id = existing.id;
        let mut row: push_subscriptions::ActiveModel = existing.into();
        row.p256dh = Set(subscription.p256dh.into());
        row.auth = Set(subscription.auth.into());
        row.device = Set(subscription.device.into());
        row.updated_at = Set(now);
        row.update(conn).await?;
        return Ok(Subscribed::Updated(id));
    }
    let row = push_subscriptions::ActiveModel {
        account_id: Set(account_id),
        endpoint: Set(subscription.endpoint.into()),
        p256dh: Set(subscription.p256dh.into()),
        auth: Set(subscription.auth.into()),
        device: Set(subscription.device.into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    push_subscriptions::Entity::insert(row)
        .on_conflict(OnConflict::column(Column::Endpoint).do_nothing().to_owned())
        .exec_without_returning(conn)
        .await?;
    match by_endpoint(conn, subscription.endpoint).await? {
        Some(row) if row.account_id == account_id => Ok(Subscribed::Added(row.id)),
        _ => Ok(Subscribed::Taken),
    }
}

async fn by_endpoint(conn: &impl ConnectionTrait, endpoint: &str) -> Result<Option<PushSubscription>, Error> {
    push_subscriptions::Entity::find().filter(push_subscriptions::Column::Endpoint.eq(endpoint)).one(conn).await.map_err(Error::from)
}

/// Forgets the account's subscription at `endpoint`; false when the account has none there.
pub async fn unsubscribe(conn: &impl ConnectionTrait, account_id: i64, endpoint: &str) -> Result<bool, Error> {
    let result = push_subscriptions::Entity::delete_many()
        .filter(push_subscriptions::Column::AccountId.eq(account_id))
        .filter(push_subscriptions::Column::Endpoint.eq(endpoint))
        .exec(conn)
        .await?;
    Ok(result.rows_affected > 0)
}

/// The account's devices, oldest first.
pub async fn of_account(conn: &impl ConnectionTrait, account_id: i64) -> Result<Vec<PushSubscription>, Error> {
    push_subscriptions::Entity::find()
        .filter(push_subscriptions::Column::AccountId.eq(account_id))
        .order_by_asc(push_subscriptions::Column::Id)
        .all(conn)
        .await
        .map_err(Error::from)
}

/// Drops a subscription the push service says is gone (404/410).
pub async fn remove(conn: &impl ConnectionTrait, id: i64) -> Result<(), Error> {
    push_subscriptions::Entity::delete_by_id(id).exec(conn).await?;
    Ok(())
}

/// Which of `account_ids` should have their notification pushed: those with a device subscribed
/// and the `push` channel of their active role on (on until the user chooses otherwise). One
/// statement when none of them has a device, as nearly always.
pub async fn wanting_push(conn: &impl ConnectionTrait, account_ids: &[i64]) -> Result<Vec<i64>, Error> {
    if account_ids.is_empty() {
        return Ok(Vec::new());
    }
    let with_devices: Vec<i64> = push_subscriptions::Entity::find()
        .select_only()
        .column(push_subscriptions::Column::AccountId)
        .distinct()
        .filter(push_subscriptions::Column::AccountId.is_in(account_ids.iter().copied()))
        .into_tuple()
        .all(conn)
        .await?;
    let mut wanting = Vec::with_capacity(with_devices.len());
    for account_id in with_devices {
        let Some(account) = accounts::Entity::find_by_id(account_id).one(conn).await? else { continue };
        if crate::notifications::preferences(conn, account_id, &account.active_role).await?.unwrap_or_default().push {
            wanting.push(account_id);
        }
    }
    Ok(wanting)
}
