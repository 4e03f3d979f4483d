//! A master's portfolio cases (spec §3 "portfolio cases (service, date, time, photos)"): written
//! by the salon; read by the public master page through `salon_page::cases`.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, Set};

use crate::entities::{master_case_photos, master_cases, masters, salon_services};

/// A case's fields, already validated.
#[derive(Debug, Clone)]
pub struct CaseData {
    /// Catalogue service (bound to the salon: checked by the caller).
    pub service_id: Option<i64>,
    pub done_on: NaiveDate,
    pub done_at_min: Option<i16>,
    pub description: Option<String>,
    /// Stored files, in display order.
    pub photos: Vec<i64>,
}

/// The case `id` when its master is a master of `salon_id` (not removed).
pub async fn case_of_salon(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<master_cases::Model>, Error> {
    let Some(case) = master_cases::Entity::find_by_id(id).one(db).await? else { return Ok(None) };
    let owned = masters::Entity::find_by_id(case.master_id)
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .count(db)
        .await?
        > 0;
    Ok(owned.then_some(case))
}

/// Whether the salon offers the catalogue service `service_id`.
pub async fn salon_offers(db: &impl ConnectionTrait, salon_id: i64, service_id: i64) -> Result<bool, Error> {
    Ok(salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::ServiceId.eq(service_id))
        .count(db)
        .await?
        > 0)
}

/// The photos (file ids) a case has now.
pub async fn photo_ids(db: &impl ConnectionTrait, case_id: i64) -> Result<Vec<i64>, Error> {
    Ok(master_case_photos::Entity::find()
        .filter(master_case_photos::Column::CaseId.eq(case_id))
        .all(db)
        .await?
        .into_iter()
        .map(|p| p.file_id)
        .collect())
}

async fn set_photos(conn: &impl ConnectionTrait, case_id: i64, photos: &[i64]) -> Result<(), Error> {
    master_case_photos::Entity::delete_many().filter(master_case_photos::Column::CaseId.eq(case_id)).exec(conn).await?;
    for (i, file_id) in photos.iter().enumerate() {
        master_case_photos::ActiveModel { case_id: Set(case_id), file_id: Set(*file_id), sort_order: Set(i as i32), ..Default::default() }
            .insert(conn)
            .await?;
    }
    Ok(())
}

/// A new case with its photos, in one transaction.
pub async fn create(db: &DatabaseConnection, master_id: i64, data: &CaseData, now: DateTime<Utc>) -> Result<master_cases::Model, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let case = insert(&*txn, master_id, data, now).await?;
    txn.commit().await?;
    Ok(case)
}

/// Writes a new case and its photos on `conn`, a transaction the caller commits (so it can
/// record the creation beside it, as `review_moderation::case_from_review` does).
pub(crate) async fn insert(
    conn: &impl ConnectionTrait,
    master_id: i64,
    data: &CaseData,
    now: DateTime<Utc>,
) -> Result<master_cases::Model, Error> {
    let case = master_cases::ActiveModel {
        master_id: Set(master_id),
        service_id: Set(data.service_id),
        done_on: Set(data.done_on),
        done_at_min: Set(data.done_at_min),
        description: Set(data.description.clone()),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    set_photos(conn, case.id, &data.photos).await?;
    Ok(case)
}

pub async fn update(db: &DatabaseConnection, case: &master_cases::Model, data: &CaseData) -> Result<master_cases::Model, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let mut active: master_cases::ActiveModel = case.clone().into();
    active.service_id = Set(data.service_id);
    active.done_on = Set(data.done_on);
    active.done_at_min = Set(data.done_at_min);
    active.description = Set(data.description.clone());
    let updated = active.update(&txn).await?;
    set_photos(&txn, case.id, &data.photos).await?;
    txn.commit().await?;
    Ok(updated)
}

pub async fn delete(db: &impl ConnectionTrait, id: i64) -> Result<(), Error> {
    master_cases::Entity::delete_by_id(id).exec(db).await?;
    Ok(())
}
