//! The loyalty points programme (issue #19 item 3, docs/loyalty.md): the salon's settings, each
//! client's balance per salon and the append-only ledger behind it.
//!
//! Every entry is written with its balance change in ONE transaction, after the balance row is
//! locked ([`lock_balance`]: PostgreSQL `SELECT … FOR UPDATE`; SQLite's `BEGIN IMMEDIATE` of
//! `bookings::begin_write` admits one writer anyway). Redeeming is a conditional write
//! (`UPDATE … SET points = points - n WHERE points >= n`) inside the booking's transaction, so two
//! checkouts spending the same points cannot both succeed. The ledger is only ever inserted into.

use chrono::{DateTime, Utc};
use domain::loyalty::{Programme, expiry_due};
use domain::plan::{Feature, Plan};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use crate::Error;
use crate::bookings::begin_write;
use crate::entities::{appointments, loyalty_balances, loyalty_ledger, loyalty_programmes, salons};
use crate::sql::statement;

/// The kinds of ledger entries.
pub const EARN: &str = "earn";
pub const REDEEM: &str = "redeem";
pub const RETURN: &str = "return";
pub const EXPIRE: &str = "expire";

/// A salon's programme as saved, with when it was last changed.
#[derive(Debug, Clone)]
pub struct SavedProgramme {
    pub programme: Programme,
    pub updated_at: DateTime<Utc>,
}

fn to_programme(row: &loyalty_programmes::Model) -> Programme {
    Programme {
        enabled: row.enabled,
        points_per_100_try: row.points_per_100_try,
        point_value_kurus: row.point_value_kurus,
        max_redeem_percent: row.max_redeem_percent,
        expiry_months: row.expiry_months,
    }
}

/// The salon's programme, `None` when it never set one up.
pub async fn programme(db: &impl ConnectionTrait, salon_id: i64) -> Result<Option<SavedProgramme>, Error> {
    let row = loyalty_programmes::Entity::find_by_id(salon_id).one(db).await?;
    Ok(row.map(|r| SavedProgramme { programme: to_programme(&r), updated_at: r.updated_at }))
}

/// The programme as it applies now: set up, switched on, and the salon's plan includes loyalty.
/// A salon that downgraded keeps its settings but neither earns nor redeems (docs/loyalty.md).
pub async fn programme_in_force(db: &impl ConnectionTrait, salon_id: i64) -> Result<Option<Programme>, Error> {
    let Some(saved) = programme(db, salon_id).await? else { return Ok(None) };
    let plan = salons::Entity::find_by_id(salon_id).one(db).await?.map(|s| Plan::parse(&s.plan)).unwrap_or(Plan::Free);
    Ok((saved.programme.enabled && plan.allows(Feature::Loyalty)).then_some(saved.programme))
}

/// Saves the salon's programme (created on first save).
pub async fn save_programme(
    db: &DatabaseConnection,
    salon_id: i64,
    programme: Programme,
    by: i64,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    let row = loyalty_programmes::ActiveModel {
        salon_id: Set(salon_id),
        enabled: Set(programme.enabled),
        points_per_100_try: Set(programme.points_per_100_try),
        point_value_kurus: Set(programme.point_value_kurus),
        max_redeem_percent: Set(programme.max_redeem_percent),
        expiry_months: Set(programme.expiry_months),
        updated_by: Set(Some(by)),
        updated_at: Set(now),
    };
    let txn = begin_write(db).await?;
    if loyalty_programmes::Entity::find_by_id(salon_id).one(&*txn).await?.is_some() {
        row.update(&*txn).await?;
    } else {
        row.insert(&*txn).await?;
    }
    txn.commit().await?;
    Ok(())
}

/// The account's points at the salon (0 without any entry).
pub async fn balance(db: &impl ConnectionTrait, salon_id: i64, account_id: i64) -> Result<i64, Error> {
    let row = loyalty_balances::Entity::find_by_id((salon_id, account_id)).one(db).await?;
    Ok(row.map_or(0, |r| r.points))
}

/// One entry of the ledger as the screens read it.
#[derive(Debug, Clone)]
pub struct LedgerRow {
    pub id: i64,
    pub kind: String,
    pub points: i64,
    pub amount_kurus: i64,
    pub appointment_id: Option<i64>,
    pub expires_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// The account's ledger at the salon, newest first, at most `limit` entries.
pub async fn ledger(db: &impl ConnectionTrait, salon_id: i64, account_id: i64, limit: u64) -> Result<Vec<LedgerRow>, Error> {
    let rows = loyalty_ledger::Entity::find()
        .filter(loyalty_ledger::Column::SalonId.eq(salon_id))
        .filter(loyalty_ledger::Column::AccountId.eq(account_id))
        .order_by_desc(loyalty_ledger::Column::CreatedAt)
        .order_by_desc(loyalty_ledger::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| LedgerRow {
            id: r.id,
            kind: r.kind,
            points: r.points,
            amount_kurus: r.amount_kurus,
            appointment_id: r.appointment_id,
            expires_at: r.expires_at,
            created_at: r.created_at,
        })
        .collect())
}

/// A client's points at one salon, for their cabinet and the checkout.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ClientBalance {
    pub salon_id: i64,
    pub salon_name: String,
    pub salon_slug: String,
    pub points: i64,
    pub enabled: bool,
    pub point_value_kurus: i32,
    pub max_redeem_percent: i32,
    pub plan: String,
}

/// The account's balances at every salon where they have points, by salon name.
pub async fn client_balances(db: &impl ConnectionTrait, account_id: i64) -> Result<Vec<ClientBalance>, Error> {
    let sql = "SELECT b.salon_id, s.name AS salon_name, s.slug AS salon_slug, b.points, \
               COALESCE(p.enabled, FALSE) AS enabled, COALESCE(p.point_value_kurus, 0) AS point_value_kurus, \
               COALESCE(p.max_redeem_percent, 0) AS max_redeem_percent, s.plan \
               FROM loyalty_balances b JOIN salons s ON s.id = b.salon_id \
               LEFT JOIN loyalty_programmes p ON p.salon_id = b.salon_id \
               WHERE b.account_id = ? AND b.points > 0 ORDER BY s.name, b.salon_id";
    let stmt = statement(db.get_database_backend(), sql, vec![account_id.into()]);
    Ok(ClientBalance::find_by_statement(stmt).all(db).await?)
}

/// Makes sure the balance row exists and locks it until the transaction ends; its points.
pub(crate) async fn lock_balance(txn: &impl ConnectionTrait, salon_id: i64, account_id: i64) -> Result<i64, Error> {
    let backend = txn.get_database_backend();
    txn.execute_raw(statement(
        backend,
        "INSERT INTO loyalty_balances (salon_id, account_id, points) VALUES (?, ?, 0) ON CONFLICT (salon_id, account_id) DO NOTHING",
        vec![salon_id.into(), account_id.into()],
    ))
    .await?;
    let lock = if backend == DbBackend::Postgres { " FOR UPDATE" } else { "" };
    let row = txn
        .query_one_raw(statement(
            backend,
            &format!("SELECT points FROM loyalty_balances WHERE salon_id = ? AND account_id = ?{lock}"),
            vec![salon_id.into(), account_id.into()],
        ))
        .await?;
    Ok(match row {
        Some(row) => row.try_get::<i64>("", "points")?,
        None => 0,
    })
}

/// Adds `delta` to the locked balance.
async fn add_to_balance(txn: &impl ConnectionTrait, salon_id: i64, account_id: i64, delta: i64) -> Result<(), Error> {
    txn.execute_raw(statement(
        txn.get_database_backend(),
        "UPDATE loyalty_balances SET points = points + ? WHERE salon_id = ? AND account_id = ?",
        vec![delta.into(), salon_id.into(), account_id.into()],
    ))
    .await?;
    Ok(())
}

/// One ledger entry.
struct Entry<'a> {
    salon_id: i64,
    account_id: i64,
    appointment_id: Option<i64>,
    kind: &'a str,
    points: i64,
    amount_kurus: i64,
    expires_at: Option<DateTime<Utc>>,
}

async fn append(txn: &impl ConnectionTrait, entry: Entry<'_>, now: DateTime<Utc>) -> Result<(), Error> {
    loyalty_ledger::ActiveModel {
        salon_id: Set(entry.salon_id),
        account_id: Set(entry.account_id),
        appointment_id: Set(entry.appointment_id),
        kind: Set(entry.kind.to_owned()),
        points: Set(entry.points),
        amount_kurus: Set(entry.amount_kurus),
        expires_at: Set(entry.expires_at),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}

/// Writes the expiry entry of whatever has expired by `now` (first in, first out) on a locked
/// balance; the points that expired.
pub(crate) async fn expire_locked(
    txn: &impl ConnectionTrait,
    salon_id: i64,
    account_id: i64,
    held: i64,
    now: DateTime<Utc>,
) -> Result<i64, Error> {
    let sql = "SELECT \
        CAST(COALESCE(SUM(CASE WHEN kind = 'earn' AND expires_at IS NOT NULL AND expires_at <= ? THEN points ELSE 0 END), 0) AS BIGINT) AS expired_earned, \
        CAST(COALESCE(SUM(CASE WHEN kind IN ('redeem', 'return') THEN -points ELSE 0 END), 0) AS BIGINT) AS redeemed_net, \
        CAST(COALESCE(SUM(CASE WHEN kind = 'expire' THEN -points ELSE 0 END), 0) AS BIGINT) AS already_expired \
        FROM loyalty_ledger WHERE salon_id = ? AND account_id = ?";
    let row = txn.query_one_raw(statement(txn.get_database_backend(), sql, vec![now.into(), salon_id.into(), account_id.into()])).await?;
    let Some(row) = row else { return Ok(0) };
    let due = expiry_due(
        row.try_get::<i64>("", "expired_earned")?,
        row.try_get::<i64>("", "redeemed_net")?,
        row.try_get::<i64>("", "already_expired")?,
        held,
    );
    if due > 0 {
        let entry = Entry { salon_id, account_id, appointment_id: None, kind: EXPIRE, points: -due, amount_kurus: 0, expires_at: None };
        append(txn, entry, now).await?;
        add_to_balance(txn, salon_id, account_id, -due).await?;
    }
    Ok(due)
}

/// Spends `points` (worth `discount` kuruş) of the account's balance at the salon for the
/// appointment, in the booking's transaction: expired points go first, then the conditional
/// write. `false` (nothing written) when the balance does not cover them.
pub(crate) async fn redeem_in(
    txn: &impl ConnectionTrait,
    salon_id: i64,
    account_id: i64,
    points: i64,
    now: DateTime<Utc>,
) -> Result<bool, Error> {
    let held = lock_balance(txn, salon_id, account_id).await?;
    let expired = expire_locked(txn, salon_id, account_id, held, now).await?;
    if held - expired < points {
        return Ok(false);
    }
    // The guard itself: a write that only happens while the balance covers the points.
    let spent = txn
        .execute_raw(statement(
            txn.get_database_backend(),
            "UPDATE loyalty_balances SET points = points - ? WHERE salon_id = ? AND account_id = ? AND points >= ?",
            vec![points.into(), salon_id.into(), account_id.into(), points.into()],
        ))
        .await?;
    Ok(spent.rows_affected() == 1)
}

/// The ledger entry of a redemption whose balance [`redeem_in`] already took.
pub(crate) async fn record_redeem(txn: &impl ConnectionTrait, appointment: &appointments::Model, now: DateTime<Utc>) -> Result<(), Error> {
    let Some(account_id) = appointment.client_account_id else { return Ok(()) };
    let entry = Entry {
        salon_id: appointment.salon_id,
        account_id,
        appointment_id: Some(appointment.id),
        kind: REDEEM,
        points: -i64::from(appointment.points_redeemed),
        amount_kurus: appointment.points_discount,
        expires_at: None,
    };
    append(txn, entry, now).await
}

/// Points a visit earns when it becomes completed (once; the caller calls this only on the
/// change into `completed`): on what the client pays (`total_price - points_discount`), when the
/// programme is in force and the visit has an account.
pub(crate) async fn earn_on_completion(txn: &impl ConnectionTrait, visit: &appointments::Model, now: DateTime<Utc>) -> Result<(), Error> {
    let Some(account_id) = visit.client_account_id else { return Ok(()) };
    let Some(programme) = programme_in_force(txn, visit.salon_id).await? else { return Ok(()) };
    let paid = domain::loyalty::collected(visit.total_price, visit.points_discount);
    let points = programme.points_earned(paid);
    if points <= 0 {
        return Ok(());
    }
    lock_balance(txn, visit.salon_id, account_id).await?;
    let entry = Entry {
        salon_id: visit.salon_id,
        account_id,
        appointment_id: Some(visit.id),
        kind: EARN,
        points,
        amount_kurus: paid,
        expires_at: programme.expires_at(now),
    };
    append(txn, entry, now).await?;
    add_to_balance(txn, visit.salon_id, account_id, points).await
}

/// Gives back the points a visit redeemed when it is cancelled (any path; once per visit: the
/// caller calls this only on the change into `cancelled`).
pub(crate) async fn return_on_cancel(txn: &impl ConnectionTrait, visit: &appointments::Model, now: DateTime<Utc>) -> Result<(), Error> {
    let (Some(account_id), points) = (visit.client_account_id, i64::from(visit.points_redeemed)) else { return Ok(()) };
    if points <= 0 {
        return Ok(());
    }
    lock_balance(txn, visit.salon_id, account_id).await?;
    let entry = Entry {
        salon_id: visit.salon_id,
        account_id,
        appointment_id: Some(visit.id),
        kind: RETURN,
        points,
        amount_kurus: visit.points_discount,
        expires_at: None,
    };
    append(txn, entry, now).await?;
    add_to_balance(txn, visit.salon_id, account_id, points).await
}

/// The sweep of expired points (run by the jobs worker): for each balance holding points whose
/// expiry has passed, the expiry entry, one balance per transaction. How many points expired.
pub async fn expire_due(db: &DatabaseConnection, now: DateTime<Utc>) -> Result<i64, Error> {
    let sql = "SELECT DISTINCT l.salon_id, l.account_id FROM loyalty_ledger l \
               JOIN loyalty_balances b ON b.salon_id = l.salon_id AND b.account_id = l.account_id \
               WHERE l.kind = 'earn' AND l.expires_at IS NOT NULL AND l.expires_at <= ? AND b.points > 0";
    let rows = db.query_all_raw(statement(db.get_database_backend(), sql, vec![now.into()])).await?;
    let mut total = 0;
    for row in rows {
        let (salon_id, account_id) = (row.try_get::<i64>("", "salon_id")?, row.try_get::<i64>("", "account_id")?);
        let txn = begin_write(db).await?;
        let held = lock_balance(&*txn, salon_id, account_id).await?;
        total += expire_locked(&*txn, salon_id, account_id, held, now).await?;
        txn.commit().await?;
    }
    Ok(total)
}
