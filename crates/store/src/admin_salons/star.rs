//! Star salons (spec §4 "star marking up to a maximum"): the maximum lives in
//! `platform_settings.star_count`; starring is refused once that many salons are starred.
//!
//! The check and the write are one critical section: SQLite's `BEGIN IMMEDIATE`
//! (`bookings::begin_write`) admits one writer, and PostgreSQL locks the `star_count` row first,
//! so two admins starring at once cannot both see room under the maximum.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::json;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{platform_settings, salons};
use crate::migration::m20261124_000018_admin_salons::DEFAULT_STAR_COUNT;
use crate::sql::statement;

const STAR_COUNT: &str = "star_count";

/// The maximum number of star salons.
pub async fn star_count(db: &impl ConnectionTrait) -> Result<i64, Error> {
    let row = platform_settings::Entity::find_by_id(STAR_COUNT.to_owned()).one(db).await?;
    Ok(row.and_then(|r| r.value.parse().ok()).unwrap_or(DEFAULT_STAR_COUNT))
}

/// How many salons are starred.
pub async fn starred(db: &impl ConnectionTrait) -> Result<i64, Error> {
    Ok(salons::Entity::find().filter(salons::Column::IsStar.eq(true)).count(db).await? as i64)
}

/// Locks the `star_count` row for the rest of the transaction (PostgreSQL; SQLite's immediate
/// transaction already holds the only write lock).
async fn lock_star_count(txn: &impl ConnectionTrait) -> Result<(), Error> {
    if txn.get_database_backend() == DbBackend::Postgres {
        txn.execute_raw(statement(
            DbBackend::Postgres,
            "SELECT value FROM platform_settings WHERE key = ? FOR UPDATE",
            vec![STAR_COUNT.into()],
        ))
        .await?;
    }
    Ok(())
}

/// Sets the maximum (already checked against the domain's bounds). Salons starred beyond a
/// lowered maximum stay starred; only new stars are refused.
pub async fn set_star_count(db: &crate::Db, value: i64, actor: Actor, now: DateTime<Utc>) -> Result<(), Error> {
    let txn = crate::bookings::begin_write(db).await?;
    lock_star_count(&*txn).await?;
    let before = star_count(&*txn).await?;
    let row = platform_settings::ActiveModel { key: Set(STAR_COUNT.into()), value: Set(value.to_string()), updated_at: Set(now) };
    if platform_settings::Entity::find_by_id(STAR_COUNT.to_owned()).one(&*txn).await?.is_some() {
        row.update(&*txn).await?;
    } else {
        row.insert(&*txn).await?;
    }
    let change =
        Change::new(actor, "setting.star_count", Entity::Setting, 0).between(&json!({ STAR_COUNT: before }), &json!({ STAR_COUNT: value }));
    audit::record(&*txn, change).await?;
    txn.commit().await?;
    Ok(())
}

/// The outcome of starring or unstarring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StarChange {
    Done,
    /// The maximum is reached; carries it.
    MaximumReached(i64),
    NotFound,
}

/// Stars (`star = true`) or unstars the salon; starring is refused at the maximum.
pub async fn set_star(db: &crate::Db, salon_id: i64, star: bool, actor: Actor) -> Result<StarChange, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    lock_star_count(&*txn).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&*txn).await? else { return Ok(StarChange::NotFound) };
    if salon.is_star == star {
        return Ok(StarChange::Done);
    }
    if star {
        let maximum = star_count(&*txn).await?;
        if starred(&*txn).await? >= maximum {
            return Ok(StarChange::MaximumReached(maximum));
        }
    }
    let mut row: salons::ActiveModel = salon.into();
    row.is_star = Set(star);
    row.update(&*txn).await?;
    let action = if star { "salon.star" } else { "salon.unstar" };
    let change = Change::new(actor, action, Entity::Salon, salon_id).between(&json!({ "is_star": !star }), &json!({ "is_star": star }));
    audit::record(&*txn, change).await?;
    txn.commit().await?;
    Ok(StarChange::Done)
}
