//! Reading the salon's masters: one by id, an account's master rows, the active team, the
//! employee count the plan limits, the search by name or phone, services and salon names.

use crate::Error;
use std::collections::HashMap;

use domain::text::fold;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{master_services, masters, salon_services, salons};

/// A master of `salon_id` that has not been removed; another salon's master is `None`.
pub async fn master_of_salon(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<masters::Model>, Error> {
    masters::Entity::find_by_id(id)
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .one(db)
        .await
        .map_err(Error::from)
}

/// The master rows of an account (one per salon it works at), not removed, oldest first.
pub async fn masters_of_account(db: &impl ConnectionTrait, account_id: i64) -> Result<Vec<masters::Model>, Error> {
    masters::Entity::find()
        .filter(masters::Column::AccountId.eq(account_id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// The salon's masters that are not removed, in the salon's order.
pub async fn active_masters(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<masters::Model>, Error> {
    masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .order_by_asc(masters::Column::SortOrder)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// How many employees the plan counts for a salon: its masters that are not removed, plus the
/// owner when the owner is not one of them (spec §1: "3 employees, one owner and two
/// specialists" — the owner takes a place whether or not they also serve clients).
pub async fn employee_count(db: &impl ConnectionTrait, salon: &salons::Model) -> Result<u32, Error> {
    let masters = active_masters(db, salon.id).await?;
    let owner_is_master = salon.owner_account_id.is_some_and(|owner| masters.iter().any(|m| m.account_id == Some(owner)));
    let owner_extra = u32::from(salon.owner_account_id.is_some() && !owner_is_master);
    Ok(masters.len() as u32 + owner_extra)
}

/// Ids of the salon's masters whose name or phone holds every word of `term`, compared folded
/// (Turkish case and diacritics ignored; phones by digits). A salon has a handful of masters, so
/// folding them here is exact where SQL `LOWER` is not (it leaves `Ş` alone on SQLite).
pub async fn matching_ids(db: &impl ConnectionTrait, salon_id: i64, term: &str) -> Result<Vec<i64>, Error> {
    let words: Vec<String> = fold(term).split_whitespace().map(str::to_owned).collect();
    Ok(active_masters(db, salon_id)
        .await?
        .into_iter()
        .filter(|m| {
            let digits: String = m.phone.as_deref().unwrap_or("").chars().filter(char::is_ascii_digit).collect();
            let key = format!("{} {}", fold(&m.full_name), digits);
            words.iter().all(|w| key.contains(w.as_str()))
        })
        .map(|m| m.id)
        .collect())
}

/// The salon services (ids) a master does.
pub async fn services_of(db: &impl ConnectionTrait, master_id: i64) -> Result<Vec<i64>, Error> {
    let mut ids: Vec<i64> = master_services::Entity::find()
        .filter(master_services::Column::MasterId.eq(master_id))
        .all(db)
        .await?
        .into_iter()
        .map(|l| l.salon_service_id)
        .collect();
    ids.sort_unstable();
    Ok(ids)
}

/// Which of `ids` are services of `salon_id` (active or not: a paused service may stay assigned).
pub async fn salon_service_ids(db: &impl ConnectionTrait, salon_id: i64, ids: &[i64]) -> Result<Vec<i64>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::Id.is_in(ids.to_vec()))
        .all(db)
        .await?
        .into_iter()
        .map(|s| s.id)
        .collect())
}

/// Names of salons by id (for a master working at several).
pub async fn salon_names(db: &impl ConnectionTrait, ids: &[i64]) -> Result<HashMap<i64, String>, Error> {
    Ok(salons::Entity::find().filter(salons::Column::Id.is_in(ids.to_vec())).all(db).await?.into_iter().map(|s| (s.id, s.name)).collect())
}
