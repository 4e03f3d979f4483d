//! Chat with the feedback moderator: one conversation per salon, its messages, and each side's
//! read position. A message is committed before anyone is told about it, so what a socket missed
//! is always in here (`after`).

use chrono::{DateTime, Utc};
use domain::access::Role;
use domain::chat::{MessageBody, Status};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect,
    Set, Value,
};

use crate::Error;
use crate::entities::{account_roles, accounts, chat_conversations, chat_messages};
use crate::sql::{contains_words, search_words, statement};

pub type Message = chat_messages::Model;
pub type Conversation = chat_conversations::Model;

/// Which side of a conversation someone reads or writes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Salon,
    Moderators,
}

/// The platform's feedback moderators: every account holding the admin role (the role that carries
/// the `contact_salon` permission on the platform's side).
pub async fn moderator_accounts(conn: &impl ConnectionTrait) -> Result<Vec<i64>, Error> {
    let mut ids: Vec<i64> = account_roles::Entity::find()
        .select_only()
        .column(account_roles::Column::AccountId)
        .filter(account_roles::Column::Role.eq(Role::Admin.as_str()))
        .into_tuple::<i64>()
        .all(conn)
        .await?;
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// Whether `account_id` is one of the moderators (for assignment).
pub async fn is_moderator(conn: &impl ConnectionTrait, account_id: i64) -> Result<bool, Error> {
    Ok(moderator_accounts(conn).await?.contains(&account_id))
}

pub async fn conversation(conn: &impl ConnectionTrait, salon_id: i64) -> Result<Option<Conversation>, Error> {
    chat_conversations::Entity::find_by_id(salon_id).one(conn).await.map_err(Error::from)
}

/// Stores a message (opening the salon's conversation on its first one). The writer's own side
/// has read it; a salon's message reopens a resolved conversation.
pub async fn send(
    db: &DatabaseConnection,
    salon_id: i64,
    author_account_id: i64,
    side: Side,
    body: MessageBody,
    now: DateTime<Utc>,
) -> Result<(Message, Conversation), Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let existing = chat_conversations::Entity::find_by_id(salon_id).one(&txn).await?;
    if existing.is_none() {
        chat_conversations::ActiveModel {
            salon_id: Set(salon_id),
            status: Set(Status::Open.as_str().into()),
            assigned_account_id: Set(None),
            salon_read_id: Set(0),
            moderator_read_id: Set(0),
            last_message_id: Set(0),
            last_message_at: Set(now),
            created_at: Set(now),
        }
        .insert(&txn)
        .await?;
    }
    let message = chat_messages::ActiveModel {
        salon_id: Set(salon_id),
        author_account_id: Set(Some(author_account_id)),
        from_moderator: Set(side == Side::Moderators),
        text: Set(body.text),
        image_url: Set(body.image_url),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    let mut update = chat_conversations::Entity::update_many()
        .col_expr(chat_conversations::Column::LastMessageId, Expr::value(message.id))
        .col_expr(chat_conversations::Column::LastMessageAt, Expr::value(now))
        .col_expr(read_column(side), Expr::value(message.id))
        .filter(chat_conversations::Column::SalonId.eq(salon_id));
    if side == Side::Salon {
        update = update.col_expr(chat_conversations::Column::Status, Expr::value(Status::Open.as_str()));
    }
    update.exec(&txn).await?;
    let conversation = chat_conversations::Entity::find_by_id(salon_id)
        .one(&txn)
        .await?
        .ok_or(Error(sea_orm::DbErr::RecordNotFound("chat conversation".into())))?;
    txn.commit().await?;
    Ok((message, conversation))
}

fn read_column(side: Side) -> chat_conversations::Column {
    match side {
        Side::Salon => chat_conversations::Column::SalonReadId,
        Side::Moderators => chat_conversations::Column::ModeratorReadId,
    }
}

/// One page of a conversation, oldest first: the newest `limit` messages before `before_id` (or
/// the newest of all), or, with `after_id`, the oldest `limit` messages after it.
pub async fn messages(
    conn: &impl ConnectionTrait,
    salon_id: i64,
    before_id: Option<i64>,
    after_id: Option<i64>,
    limit: u64,
) -> Result<Vec<Message>, Error> {
    let mut query = chat_messages::Entity::find().filter(chat_messages::Column::SalonId.eq(salon_id));
    if let Some(after) = after_id {
        query = query.filter(chat_messages::Column::Id.gt(after));
        if let Some(before) = before_id {
            query = query.filter(chat_messages::Column::Id.lt(before));
        }
        return Ok(query.order_by_asc(chat_messages::Column::Id).limit(limit).all(conn).await?);
    }
    if let Some(before) = before_id {
        query = query.filter(chat_messages::Column::Id.lt(before));
    }
    let mut rows = query.order_by_desc(chat_messages::Column::Id).limit(limit).all(conn).await?;
    rows.reverse();
    Ok(rows)
}

/// What a reconnecting reader missed: messages after `after_id`, oldest first, of one salon's
/// conversation or (`None`) of every salon's.
pub async fn after(conn: &impl ConnectionTrait, salon_id: Option<i64>, after_id: i64, limit: u64) -> Result<Vec<Message>, Error> {
    let mut query = chat_messages::Entity::find().filter(chat_messages::Column::Id.gt(after_id));
    if let Some(salon_id) = salon_id {
        query = query.filter(chat_messages::Column::SalonId.eq(salon_id));
    }
    Ok(query.order_by_asc(chat_messages::Column::Id).limit(limit).all(conn).await?)
}

/// Moves `side`'s read position forward to `up_to` (never back, never past the last message);
/// the conversation as it is now, `None` when the salon has none.
pub async fn mark_read(conn: &impl ConnectionTrait, salon_id: i64, side: Side, up_to: i64) -> Result<Option<Conversation>, Error> {
    let Some(current) = conversation(conn, salon_id).await? else { return Ok(None) };
    let up_to = up_to.min(current.last_message_id);
    chat_conversations::Entity::update_many()
        .col_expr(read_column(side), Expr::value(up_to))
        .filter(chat_conversations::Column::SalonId.eq(salon_id))
        .filter(read_column(side).lt(up_to))
        .exec(conn)
        .await?;
    conversation(conn, salon_id).await
}

/// Sets a conversation's status and/or moderator; `None` when the salon has no conversation yet.
pub async fn update(
    conn: &impl ConnectionTrait,
    salon_id: i64,
    status: Option<Status>,
    assigned: Option<Option<i64>>,
) -> Result<Option<Conversation>, Error> {
    if conversation(conn, salon_id).await?.is_none() {
        return Ok(None);
    }
    let mut update = chat_conversations::Entity::update_many().filter(chat_conversations::Column::SalonId.eq(salon_id));
    if let Some(status) = status {
        update = update.col_expr(chat_conversations::Column::Status, Expr::value(status.as_str()));
    }
    if let Some(assigned) = assigned {
        update = update.col_expr(chat_conversations::Column::AssignedAccountId, Expr::value(assigned));
    }
    update.exec(conn).await?;
    conversation(conn, salon_id).await
}

#[derive(Debug, FromQueryResult)]
struct Count {
    n: i64,
}

/// Messages the salon has not read (written by the moderators).
pub async fn unread_for_salon(conn: &impl ConnectionTrait, salon_id: i64) -> Result<u64, Error> {
    let row = Count::find_by_statement(statement(
        conn.get_database_backend(),
        "SELECT COUNT(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.salon_id = m.salon_id \
         WHERE m.salon_id = ? AND m.from_moderator = ? AND m.id > c.salon_read_id",
        vec![Value::from(salon_id), Value::from(true)],
    ))
    .one(conn)
    .await?;
    Ok(row.map_or(0, |r| r.n as u64))
}

/// Messages of one salon's conversation that `side` has not read.
pub async fn unread_in(conn: &impl ConnectionTrait, salon_id: i64, side: Side) -> Result<u64, Error> {
    let read = match side {
        Side::Salon => "c.salon_read_id",
        Side::Moderators => "c.moderator_read_id",
    };
    let row = Count::find_by_statement(statement(
        conn.get_database_backend(),
        &format!(
            "SELECT COUNT(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.salon_id = m.salon_id \
             WHERE m.salon_id = ? AND m.from_moderator = ? AND m.id > {read}"
        ),
        vec![Value::from(salon_id), Value::from(side == Side::Salon)],
    ))
    .one(conn)
    .await?;
    Ok(row.map_or(0, |r| r.n as u64))
}

/// Messages of every salon the moderators have not read.
pub async fn unread_for_moderators(conn: &impl ConnectionTrait) -> Result<u64, Error> {
    let row = Count::find_by_statement(statement(
        conn.get_database_backend(),
        "SELECT COUNT(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.salon_id = m.salon_id \
         WHERE m.from_moderator = ? AND m.id > c.moderator_read_id",
        vec![Value::from(false)],
    ))
    .one(conn)
    .await?;
    Ok(row.map_or(0, |r| r.n as u64))
}

/// One conversation as the moderators' inbox lists it.
#[derive(Debug, Clone, FromQueryResult)]
pub struct InboxRow {
    pub salon_id: i64,
    pub salon_name: String,
    pub status: String,
    pub assigned_account_id: Option<i64>,
    pub assigned_name: Option<String>,
    pub salon_read_id: i64,
    pub moderator_read_id: i64,
    pub last_message_id: i64,
    pub last_message_at: DateTime<Utc>,
    pub unread: i64,
}

/// What the inbox is filtered by.
#[derive(Debug, Clone, Default)]
pub struct InboxFilter {
    /// Words of the salon's name.
    pub search: Option<String>,
    pub status: Option<Status>,
    /// Only the conversations assigned to this moderator.
    pub assigned_to: Option<i64>,
}

/// The moderators' inbox: conversations with the newest message first, with the salon's unread
/// messages counted, and the total.
pub async fn inbox(conn: &impl ConnectionTrait, filter: &InboxFilter, offset: u64, limit: u64) -> Result<(Vec<InboxRow>, u64), Error> {
    let backend = conn.get_database_backend();
    let mut conditions = vec!["1 = 1".to_owned()];
    let mut values: Vec<Value> = Vec::new();
    if let Some(term) = filter.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let (matches, match_values) = contains_words(backend, "salons", &search_words(term));
        conditions.push(matches);
        values.extend(match_values);
    }
    if let Some(status) = filter.status {
        conditions.push("c.status = ?".into());
        values.push(status.as_str().into());
    }
    if let Some(assigned) = filter.assigned_to {
        conditions.push("c.assigned_account_id = ?".into());
        values.push(assigned.into());
    }
    let where_sql = conditions.join(" AND ");
    let total = Count::find_by_statement(statement(
        backend,
        &format!("SELECT COUNT(*) AS n FROM chat_conversations c JOIN salons ON salons.id = c.salon_id WHERE {where_sql}"),
        values.clone(),
    ))
    .one(conn)
    .await?
    .map_or(0, |r| r.n as u64);
    let mut page_values = vec![Value::from(false)];
    page_values.extend(values);
    page_values.push((limit as i64).into());
    page_values.push((offset as i64).into());
    let rows = InboxRow::find_by_statement(statement(
        backend,
        &format!(
            "SELECT c.salon_id, salons.name AS salon_name, c.status, c.assigned_account_id, a.full_name AS assigned_name, \
                    c.salon_read_id, c.moderator_read_id, c.last_message_id, c.last_message_at, \
                    (SELECT COUNT(*) FROM chat_messages m WHERE m.salon_id = c.salon_id AND m.from_moderator = ? AND m.id > c.moderator_read_id) AS unread \
               FROM chat_conversations c JOIN salons ON salons.id = c.salon_id LEFT JOIN accounts a ON a.id = c.assigned_account_id \
              WHERE {where_sql} ORDER BY c.last_message_at DESC, c.salon_id DESC LIMIT ? OFFSET ?"
        ),
        page_values,
    ))
    .all(conn)
    .await?;
    Ok((rows, total))
}

/// The messages with these ids (the inbox's last messages).
pub async fn by_ids(conn: &impl ConnectionTrait, ids: &[i64]) -> Result<Vec<Message>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(chat_messages::Entity::find().filter(chat_messages::Column::Id.is_in(ids.to_vec())).all(conn).await?)
}

/// Names of accounts (message authors), by id.
pub async fn names(conn: &impl ConnectionTrait, ids: &[i64]) -> Result<Vec<(i64, String)>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(accounts::Entity::find()
        .select_only()
        .column(accounts::Column::Id)
        .column(accounts::Column::FullName)
        .filter(accounts::Column::Id.is_in(ids.to_vec()))
        .into_tuple::<(i64, String)>()
        .all(conn)
        .await?)
}
