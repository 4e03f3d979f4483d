//! Writing a salon's bindings: binding a catalogue service with its price, options and masters,
//! changing a binding, and removing it (deleted, or kept inactive for past visits).

use crate::Error;
use chrono::{DateTime, Utc};
use domain::booking::Status;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, IntoActiveModel, PaginatorTrait,
    QueryFilter, Set, SqlErr, Value,
};

use super::APPROVED;
use crate::entities::{appointment_items, basket_items, master_services, masters, salon_service_options, salon_services, services};
use crate::sql::statement;

/// A subservice or add-on to store; `id` keeps an existing option of the same binding (so past
/// visits keep pointing at it), otherwise a new one is made.
#[derive(Debug, Clone)]
pub struct OptionInput {
    pub id: Option<i64>,
    /// `subservice` or `addon`.
    pub kind: &'static str,
    pub names: [String; 3],
    pub price: i64,
    pub duration_min: i32,
}

/// A validated binding to store.
#[derive(Debug, Clone)]
pub struct BindingInput {
    pub price: i64,
    pub discount_percent: i16,
    pub duration_min: i32,
    pub description: Option<String>,
    pub is_multiple: bool,
    pub master_ids: Vec<i64>,
    pub options: Vec<OptionInput>,
}

/// Why a binding was not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BindingRefusal {
    /// No such approved service, or no such binding of this salon.
    NotFound,
    AlreadyBound,
    /// A master id that is not one of this salon's masters.
    ForeignMaster,
}

async fn masters_are_own(db: &impl ConnectionTrait, salon_id: i64, ids: &[i64]) -> Result<bool, Error> {
    if ids.is_empty() {
        return Ok(true);
    }
    let found = masters::Entity::find()
        .filter(masters::Column::Id.is_in(ids.to_vec()))
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::DeletedAt.is_null())
        .count(db)
        .await?;
    Ok(found == ids.len() as u64)
}

/// Writes options and masters of binding `id` as `input` says.
async fn write_parts(db: &impl ConnectionTrait, id: i64, input: &BindingInput) -> Result<(), Error> {
    let existing: Vec<i64> = salon_service_options::Entity::find()
        .filter(salon_service_options::Column::SalonServiceId.eq(id))
        .all(db)
        .await?
        .into_iter()
        .map(|o| o.id)
        .collect();
    let kept: Vec<i64> = input.options.iter().filter_map(|o| o.id).filter(|i| existing.contains(i)).collect();
    let mut removed = salon_service_options::Entity::delete_many().filter(salon_service_options::Column::SalonServiceId.eq(id));
    if !kept.is_empty() {
        removed = removed.filter(salon_service_options::Column::Id.is_not_in(kept.clone()));
    }
    removed.exec(db).await?;
    for (order, option) in input.options.iter().enumerate() {
        let [tr, en, ru] = option.names.clone();
        let mut row = salon_service_options::ActiveModel {
            salon_service_id: Set(id),
            kind: Set(option.kind.into()),
            name_tr: Set(tr),
            name_en: Set(en),
            name_ru: Set(ru),
            price: Set(option.price),
            duration_min: Set(option.duration_min),
            sort_order: Set(order as i32),
            ..Default::default()
        };
        match option.id.filter(|i| kept.contains(i)) {
            Some(existing_id) => {
                row.id = Set(existing_id);
                row.update(db).await?;
            }
            None => {
                row.insert(db).await?;
            }
        }
    }
    master_services::Entity::delete_many().filter(master_services::Column::SalonServiceId.eq(id)).exec(db).await?;
    let mut masters = input.master_ids.clone();
    masters.sort_unstable();
    masters.dedup();
    for master_id in masters {
        master_services::ActiveModel { master_id: Set(master_id), salon_service_id: Set(id), ..Default::default() }.insert(db).await?;
    }
    Ok(())
}

fn set_fields(row: &mut salon_services::ActiveModel, input: &BindingInput) {
    row.price = Set(input.price);
    row.discount_percent = Set(input.discount_percent);
    row.duration_min = Set(input.duration_min);
    row.description = Set(input.description.clone());
    row.is_multiple = Set(input.is_multiple);
    row.active = Set(true);
}

/// Binds an approved catalogue service to the salon. A binding removed earlier but kept for
/// past visits comes back with the new values.
pub async fn bind(
    db: &DatabaseConnection,
    salon_id: i64,
    service_id: i64,
    input: &BindingInput,
    now: DateTime<Utc>,
) -> Result<Result<i64, BindingRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    if services::Entity::find_by_id(service_id).one(&txn).await?.filter(|s| s.moderation_state == APPROVED).is_none() {
        return Ok(Err(BindingRefusal::NotFound));
    }
    if !masters_are_own(&txn, salon_id, &input.master_ids).await? {
        return Ok(Err(BindingRefusal::ForeignMaster));
    }
    let existing = salon_services::Entity::find()
        .filter(salon_services::Column::SalonId.eq(salon_id))
        .filter(salon_services::Column::ServiceId.eq(service_id))
        .one(&txn)
        .await?;
    let id = match existing {
        Some(row) if row.active => return Ok(Err(BindingRefusal::AlreadyBound)),
        Some(row) => {
            let id = row.id;
            let mut row = row.into_active_model();
            set_fields(&mut row, input);
            row.update(&txn).await?;
            id
        }
        None => {
            let mut row = salon_services::ActiveModel {
                salon_id: Set(salon_id),
                service_id: Set(service_id),
                created_at: Set(now),
                ..Default::default()
            };
            set_fields(&mut row, input);
            match row.insert(&txn).await {
                Ok(row) => row.id,
                // Another request bound it first (the unique index on salon and service).
                Err(err) if matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
                    return Ok(Err(BindingRefusal::AlreadyBound));
                }
                Err(err) => return Err(err.into()),
            }
        }
    };
    write_parts(&txn, id, input).await?;
    crate::listing::prices::refresh(&*txn, &[salon_id]).await?;
    txn.commit().await?;
    Ok(Ok(id))
}

/// Changes a binding of this salon.
pub async fn update_binding(
    db: &DatabaseConnection,
    salon_id: i64,
    id: i64,
    input: &BindingInput,
) -> Result<Result<(), BindingRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(row) = salon_services::Entity::find_by_id(id).one(&txn).await?.filter(|r| r.salon_id == salon_id && r.active) else {
        return Ok(Err(BindingRefusal::NotFound));
    };
    if !masters_are_own(&txn, salon_id, &input.master_ids).await? {
        return Ok(Err(BindingRefusal::ForeignMaster));
    }
    let mut row = row.into_active_model();
    set_fields(&mut row, input);
    row.update(&txn).await?;
    write_parts(&txn, id, input).await?;
    crate::listing::prices::refresh(&*txn, &[salon_id]).await?;
    txn.commit().await?;
    Ok(Ok(()))
}

/// What removing a binding did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unbound {
    /// No visit ever named it: the binding is gone.
    Deleted,
    /// Visits name it, so it stays for their history but is no longer sold or bookable;
    /// `planned` live visits from now on still take place.
    Deactivated { planned: u64 },
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

/// Removes a binding of this salon; `None` when the salon has no such active binding.
pub async fn unbind(db: &DatabaseConnection, salon_id: i64, id: i64, now: DateTime<Utc>) -> Result<Option<Unbound>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(row) = salon_services::Entity::find_by_id(id).one(&txn).await?.filter(|r| r.salon_id == salon_id && r.active) else {
        return Ok(None);
    };
    let used = appointment_items::Entity::find().filter(appointment_items::Column::SalonServiceId.eq(id)).count(&txn).await?;
    let outcome = if used == 0 {
        salon_services::Entity::delete_by_id(id).exec(&txn).await?;
        Unbound::Deleted
    } else {
        let live: Vec<Value> = Status::LIVE.iter().map(|s| Value::from(s.as_str())).collect();
        let marks = vec!["?"; live.len()].join(", ");
        let sql = format!(
            "SELECT COUNT(DISTINCT a.id) AS n FROM appointments a JOIN appointment_items i ON i.appointment_id = a.id \
             WHERE i.salon_service_id = ? AND a.salon_id = ? AND a.starts_at >= ? AND a.status IN ({marks})"
        );
        let mut values = vec![Value::from(id), Value::from(salon_id), Value::from(now)];
        values.extend(live);
        let planned =
            Count::find_by_statement(statement(txn.get_database_backend(), &sql, values)).one(&txn).await?.map_or(0, |c| c.n.max(0) as u64);
        let mut active = row.into_active_model();
        active.active = Set(false);
        active.update(&txn).await?;
        // Baskets cannot book it any more.
        basket_items::Entity::delete_many().filter(basket_items::Column::SalonServiceId.eq(id)).exec(&txn).await?;
        Unbound::Deactivated { planned }
    };
    crate::listing::prices::refresh(&*txn, &[salon_id]).await?;
    txn.commit().await?;
    Ok(Some(outcome))
}
