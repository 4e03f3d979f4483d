//! Reading appointments: one by owner, the client's lists and their item lines, and what is due for completion.

use crate::Error;
use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::booking::Status;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Value};

use crate::entities::appointments;
use crate::sql::statement;

use super::*;

pub async fn appointment(db: &impl ConnectionTrait, id: i64) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find_by_id(id).one(db).await.map_err(Error::from)
}

/// The client's appointment `id`; another client's is `None` (ownership is in the query).
pub async fn client_appointment(db: &impl ConnectionTrait, account_id: i64, id: i64) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find_by_id(id).filter(appointments::Column::ClientAccountId.eq(account_id)).one(db).await.map_err(Error::from)
}

/// The salon's appointment `id`.
pub async fn salon_appointment(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<appointments::Model>, Error> {
    appointments::Entity::find_by_id(id).filter(appointments::Column::SalonId.eq(salon_id)).one(db).await.map_err(Error::from)
}

/// The filters of the client's history (spec §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActsFilter {
    /// Live visits that have not ended.
    Upcoming,
    All,
    Status(Status),
}

fn filtered(account_id: i64, filter: ActsFilter, now: DateTime<Utc>) -> sea_orm::Select<appointments::Entity> {
    let query = appointments::Entity::find().filter(appointments::Column::ClientAccountId.eq(account_id));
    match filter {
        ActsFilter::Upcoming => {
            query.filter(appointments::Column::Status.is_in(live_statuses())).filter(appointments::Column::EndsAt.gt(now))
        }
        ActsFilter::All => query,
        ActsFilter::Status(status) => query.filter(appointments::Column::Status.eq(status.as_str())),
    }
}

/// One page of the client's visits: upcoming ones soonest first, the others newest first.
pub async fn client_acts(
    db: &impl ConnectionTrait,
    account_id: i64,
    filter: ActsFilter,
    now: DateTime<Utc>,
    offset: u64,
    limit: u64,
) -> Result<(Vec<appointments::Model>, u64), Error> {
    let count = filtered(account_id, filter, now).count(db).await?;
    let query = filtered(account_id, filter, now);
    let query = if filter == ActsFilter::Upcoming {
        query.order_by_asc(appointments::Column::StartsAt)
    } else {
        query.order_by_desc(appointments::Column::StartsAt)
    };
    let rows = query.order_by_desc(appointments::Column::Id).offset(offset).limit(limit).all(db).await?;
    Ok((rows, count))
}

pub async fn count_client_acts(db: &impl ConnectionTrait, account_id: i64, filter: ActsFilter, now: DateTime<Utc>) -> Result<u64, Error> {
    filtered(account_id, filter, now).count(db).await.map_err(Error::from)
}

/// One line of an appointment with its names in every language (the caller picks one).
#[derive(Debug, Clone, FromQueryResult)]
pub struct ItemLine {
    pub appointment_id: i64,
    pub salon_service_id: i64,
    pub option_id: Option<i64>,
    pub quantity: i32,
    pub price: i64,
    pub duration_min: i32,
    pub service_tr: String,
    pub service_en: String,
    pub service_ru: String,
    pub option_kind: Option<String>,
    pub option_tr: Option<String>,
    pub option_en: Option<String>,
    pub option_ru: Option<String>,
}

/// The lines of `ids`, grouped per appointment in insertion order.
pub async fn items_of(db: &impl ConnectionTrait, ids: &[i64]) -> Result<HashMap<i64, Vec<ItemLine>>, Error> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let backend = db.get_database_backend();
    let marks = vec!["?"; ids.len()].join(", ");
    let sql = format!(
        "SELECT ai.appointment_id, ai.salon_service_id, ai.option_id, ai.quantity, ai.price, ai.duration_min, \
         s.name_tr AS service_tr, s.name_en AS service_en, s.name_ru AS service_ru, \
         o.kind AS option_kind, o.name_tr AS option_tr, o.name_en AS option_en, o.name_ru AS option_ru \
         FROM appointment_items ai JOIN salon_services ss ON ss.id = ai.salon_service_id JOIN services s ON s.id = ss.service_id \
         LEFT JOIN salon_service_options o ON o.id = ai.option_id WHERE ai.appointment_id IN ({marks}) ORDER BY ai.id"
    );
    let values: Vec<Value> = ids.iter().map(|&id| id.into()).collect();
    let rows = ItemLine::find_by_statement(statement(backend, &sql, values)).all(db).await?;
    Ok(rows.into_iter().fold(HashMap::new(), |mut map: HashMap<i64, Vec<ItemLine>>, row| {
        map.entry(row.appointment_id).or_default().push(row);
        map
    }))
}

/// What a message about a visit names besides its lines: the salon (and its plan, for the SMS
/// quota) and the master.
#[derive(Debug, FromQueryResult)]
pub struct MessageFacts {
    pub salon_name: String,
    pub salon_address: String,
    pub salon_plan: String,
    pub master_name: Option<String>,
    pub master_account_id: Option<i64>,
}

/// The salon and master a message about a visit names, in one statement; `None` when the salon
/// is gone.
pub async fn message_facts(db: &impl ConnectionTrait, salon_id: i64, master_id: i64) -> Result<Option<MessageFacts>, Error> {
    let sql = "SELECT s.name AS salon_name, s.address AS salon_address, s.plan AS salon_plan, \
               m.full_name AS master_name, m.account_id AS master_account_id \
               FROM salons s LEFT JOIN masters m ON m.id = ? WHERE s.id = ?";
    let values = vec![Value::from(master_id), Value::from(salon_id)];
    MessageFacts::find_by_statement(statement(db.get_database_backend(), sql, values)).one(db).await.map_err(Error::from)
}

/// Live appointments whose end has passed: the safety net for visits that have no `complete` job
/// (entered by hand, or loaded as demo data); bookings made online carry their own job.
pub async fn due_for_completion(db: &impl ConnectionTrait, now: DateTime<Utc>, limit: u64) -> Result<Vec<i64>, Error> {
    appointments::Entity::find()
        .select_only()
        .column(appointments::Column::Id)
        .filter(appointments::Column::Status.is_in(live_statuses()))
        .filter(appointments::Column::EndsAt.lte(now))
        .limit(limit)
        .into_tuple::<i64>()
        .all(db)
        .await
        .map_err(Error::from)
}

/// The distinct salon service ids booked in appointment `id`, sorted (a move keeps them).
pub async fn service_ids_of(db: &impl ConnectionTrait, id: i64) -> Result<Vec<i64>, Error> {
    let mut ids: Vec<i64> = items_of(db, &[id]).await?.remove(&id).unwrap_or_default().into_iter().map(|l| l.salon_service_id).collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}
