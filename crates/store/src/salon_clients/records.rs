//! The card's free-text records, with their authors.

use crate::Error;
use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, QueryFilter, Set};

use super::get;
use crate::entities::salon_client_records;
use crate::sql::statement;

/// A record with its author's name.
#[derive(Debug, Clone, FromQueryResult)]
pub struct RecordRow {
    pub id: i64,
    pub text: String,
    pub created_at: DateTime<Utc>,
    pub author: Option<String>,
}

/// The card's records, newest first.
pub async fn records(db: &impl ConnectionTrait, client_id: i64) -> Result<Vec<RecordRow>, Error> {
    let sql = "SELECT r.id, r.text, r.created_at, ac.full_name AS author FROM salon_client_records r \
               LEFT JOIN accounts ac ON ac.id = r.created_by WHERE r.salon_client_id = ? ORDER BY r.created_at DESC, r.id DESC";
    RecordRow::find_by_statement(statement(db.get_database_backend(), sql, vec![client_id.into()])).all(db).await.map_err(Error::from)
}

/// Adds a record to the salon's card; `None` when the salon has no such card.
pub async fn add_record(
    db: &impl ConnectionTrait,
    salon_id: i64,
    client_id: i64,
    text: &str,
    author: i64,
    now: DateTime<Utc>,
) -> Result<Option<i64>, Error> {
    if get(db, salon_id, client_id).await?.is_none() {
        return Ok(None);
    }
    let record = salon_client_records::ActiveModel {
        salon_client_id: Set(client_id),
        text: Set(text.to_owned()),
        created_by: Set(Some(author)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(Some(record.id))
}

/// Deletes a record of the salon's card; false when either is not the salon's.
pub async fn delete_record(db: &impl ConnectionTrait, salon_id: i64, client_id: i64, record_id: i64) -> Result<bool, Error> {
    if get(db, salon_id, client_id).await?.is_none() {
        return Ok(false);
    }
    let result = salon_client_records::Entity::delete_many()
        .filter(salon_client_records::Column::Id.eq(record_id))
        .filter(salon_client_records::Column::SalonClientId.eq(client_id))
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}
