//! The outbox: every message sent or not, for the dev outbox and the record of what went out.
//! The salons' SMS quota is `crate::sms_usage`, reserved before a message is sent.

use crate::Error;
use chrono::Utc;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::entities::outbox;

pub struct OutgoingRecord<'a> {
    pub channel: &'a str,
    pub recipient: &'a str,
    pub subject: Option<&'a str>,
    pub body: &'a str,
    pub provider: &'a str,
    pub status: &'a str,
    pub error: Option<&'a str>,
    pub salon_id: Option<i64>,
}

/// Records every message, sent or not: the dev outbox (`salon_id` says which salon caused it).
pub async fn record_outgoing<C: ConnectionTrait>(db: &C, record: OutgoingRecord<'_>) -> Result<(), Error> {
    outbox::ActiveModel {
        channel: Set(record.channel.into()),
        recipient: Set(record.recipient.into()),
        subject: Set(record.subject.map(str::to_owned)),
        body: Set(record.body.into()),
        provider: Set(record.provider.into()),
        status: Set(record.status.into()),
        error: Set(record.error.map(str::to_owned)),
        salon_id: Set(record.salon_id),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

pub async fn outbox(db: &DatabaseConnection, recipient: Option<&str>, limit: u64) -> Result<Vec<outbox::Model>, Error> {
    let mut query = outbox::Entity::find().order_by_desc(outbox::Column::Id).limit(limit);
    if let Some(recipient) = recipient {
        query = query.filter(outbox::Column::Recipient.eq(recipient));
    }
    query.all(db).await.map_err(Error::from)
}
