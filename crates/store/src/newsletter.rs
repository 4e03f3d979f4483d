//! Newsletter subscribers' SQL (issue #20 item 6): one row per address with its İYS consent
//! fields; the sign-up (pending + a confirmation token), the confirmation, the unsubscribe link,
//! and the admin's list and export.

use chrono::{DateTime, Utc};
use domain::newsletter::{CONSENT_SOURCE, CONSENT_TYPE, RECIPIENT_TYPE, Status};
use sea_orm::{ConnectionTrait, DatabaseConnection, FromQueryResult, Value};

use crate::Error;
use crate::sql::statement;

/// A subscriber as stored.
#[derive(Debug, Clone, FromQueryResult)]
pub struct SubscriberRow {
    pub id: i64,
    pub email: String,
    pub locale: String,
    pub status: String,
    pub consent_type: String,
    pub consent_source: String,
    pub recipient_type: String,
    pub consent_date: Option<DateTime<Utc>>,
    pub confirm_sent_at: Option<DateTime<Utc>>,
    pub unsubscribe_token: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl SubscriberRow {
    pub fn status(&self) -> Status {
        Status::parse(&self.status).unwrap_or(Status::Pending)
    }
}

const COLUMNS: &str = "id, email, locale, status, consent_type, consent_source, recipient_type, consent_date, confirm_sent_at, \
     unsubscribe_token, created_at, updated_at";

#[derive(Debug, Clone, FromQueryResult)]
struct Count {
    n: i64,
}

async fn rows<C: ConnectionTrait, T: FromQueryResult>(db: &C, sql: &str, values: Vec<Value>) -> Result<Vec<T>, Error> {
    Ok(T::find_by_statement(statement(db.get_database_backend(), sql, values)).all(db).await?)
}

async fn exec<C: ConnectionTrait>(db: &C, sql: &str, values: Vec<Value>) -> Result<u64, Error> {
    Ok(db.execute_raw(statement(db.get_database_backend(), sql, values)).await?.rows_affected())
}

/// The subscriber of an address (lower-cased by `domain::newsletter::parse_email`).
pub async fn by_email(db: &DatabaseConnection, email: &str) -> Result<Option<SubscriberRow>, Error> {
    let found: Vec<SubscriberRow> =
        rows(db, &format!("SELECT {COLUMNS} FROM newsletter_subscribers WHERE email = ?"), vec![email.into()]).await?;
    Ok(found.into_iter().next())
}

/// Sign-ups asked from `ip` since `since` (the public form's limit).
pub async fn requests_from_ip_since(db: &DatabaseConnection, ip: &str, since: DateTime<Utc>) -> Result<u64, Error> {
    let found: Vec<Count> = rows(
        db,
        "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE request_ip = ? AND updated_at >= ?",
        vec![ip.into(), since.into()],
    )
    .await?;
    Ok(found.first().map_or(0, |c| c.n as u64))
}

/// What a sign-up writes.
pub struct SignUp<'a> {
    pub email: &'a str,
    pub locale: &'a str,
    /// SHA-256 of the confirmation link's token.
    pub confirm_hash: &'a str,
    /// The unsubscribe token of a new subscriber (an existing one keeps its own).
    pub unsubscribe_token: &'a str,
    pub ip: &'a str,
}

/// Stores the address as pending with a new confirmation token (a new row, or the existing one
/// of a pending or unsubscribed address); returns the row.
pub async fn sign_up(db: &DatabaseConnection, sign_up: SignUp<'_>, now: DateTime<Utc>) -> Result<SubscriberRow, Error> {
    let updated = exec(
        db,
        "UPDATE newsletter_subscribers SET locale = ?, status = ?, confirm_token_hash = ?, confirm_sent_at = ?, request_ip = ?, \
         updated_at = ? WHERE email = ? AND status <> ?",
        vec![
            sign_up.locale.into(),
            Status::Pending.as_str().into(),
            sign_up.confirm_hash.into(),
            now.into(),
            sign_up.ip.into(),
            now.into(),
            sign_up.email.into(),
            Status::Approved.as_str().into(),
        ],
    )
    .await?;
    // Two sign-ups of a new address at once: the second finds the first's row.
    if updated == 0 {
        exec(
            db,
            "INSERT INTO newsletter_subscribers (email, locale, status, consent_type, consent_source, recipient_type, consent_date, \
             confirm_token_hash, confirm_sent_at, unsubscribe_token, request_ip, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING",
            vec![
                sign_up.email.into(),
                sign_up.locale.into(),
                Status::Pending.as_str().into(),
                CONSENT_TYPE.into(),
                CONSENT_SOURCE.into(),
                RECIPIENT_TYPE.into(),
                sign_up.confirm_hash.into(),
                now.into(),
                sign_up.unsubscribe_token.into(),
                sign_up.ip.into(),
                now.into(),
                now.into(),
            ],
        )
        .await?;
    }
    by_email(db, sign_up.email).await?.ok_or_else(|| Error::from(sea_orm::DbErr::RecordNotFound("newsletter sign-up".into())))
}

/// The subscriber whose confirmation link carries the token hashed as `hash` (still unused).
pub async fn by_confirm_hash(db: &DatabaseConnection, hash: &str) -> Result<Option<SubscriberRow>, Error> {
    let found: Vec<SubscriberRow> =
        rows(db, &format!("SELECT {COLUMNS} FROM newsletter_subscribers WHERE confirm_token_hash = ?"), vec![hash.into()]).await?;
    Ok(found.into_iter().next())
}

/// Confirms a subscriber: approved (İYS ONAY) from `now`, the link used up.
pub async fn approve(db: &DatabaseConnection, id: i64, now: DateTime<Utc>) -> Result<(), Error> {
    exec(
        db,
        "UPDATE newsletter_subscribers SET status = ?, consent_date = ?, confirm_token_hash = NULL, updated_at = ? WHERE id = ?",
        vec![Status::Approved.as_str().into(), now.into(), now.into(), id.into()],
    )
    .await?;
    Ok(())
}

/// Unsubscribes the address of an unsubscribe token (İYS RET from `now`); the row, or `None`
/// for an unknown token. Unsubscribing twice keeps the first date.
pub async fn unsubscribe(db: &DatabaseConnection, token: &str, now: DateTime<Utc>) -> Result<Option<SubscriberRow>, Error> {
    exec(
        db,
        "UPDATE newsletter_subscribers SET status = ?, consent_date = ?, confirm_token_hash = NULL, updated_at = ? \
         WHERE unsubscribe_token = ? AND status <> ?",
        vec![Status::Rejected.as_str().into(), now.into(), now.into(), token.into(), Status::Rejected.as_str().into()],
    )
    .await?;
    let found: Vec<SubscriberRow> =
        rows(db, &format!("SELECT {COLUMNS} FROM newsletter_subscribers WHERE unsubscribe_token = ?"), vec![token.into()]).await?;
    Ok(found.into_iter().next())
}

/// The admin's filters.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub status: Option<String>,
    pub search: Option<String>,
}

/// Subscribers, newest first, and the total; `limit` None: every one (the export).
pub async fn list(db: &DatabaseConnection, filter: &Filter, offset: u64, limit: Option<u64>) -> Result<(Vec<SubscriberRow>, u64), Error> {
    let mut wher = String::from("1 = 1");
    let mut values: Vec<Value> = vec![];
    if let Some(status) = &filter.status {
        wher.push_str(" AND status = ?");
        values.push(status.clone().into());
    }
    if let Some(search) = &filter.search {
        wher.push_str(" AND email LIKE ?");
        values.push(format!("%{}%", search.to_lowercase().replace(['%', '_'], "")).into());
    }
    let total: Vec<Count> = rows(db, &format!("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE {wher}"), values.clone()).await?;
    values.push((limit.unwrap_or(i64::MAX as u64) as i64).into());
    values.push((offset as i64).into());
    let page: Vec<SubscriberRow> = rows(
        db,
        &format!("SELECT {COLUMNS} FROM newsletter_subscribers WHERE {wher} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?"),
        values,
    )
    .await?;
    Ok((page, total.first().map_or(0, |c| c.n as u64)))
}

/// Counters per status.
pub async fn counts(db: &DatabaseConnection) -> Result<Vec<(String, u64)>, Error> {
    #[derive(FromQueryResult)]
    struct StatusCount {
        status: String,
        n: i64,
    }
    let found: Vec<StatusCount> = rows(db, "SELECT status, COUNT(*) AS n FROM newsletter_subscribers GROUP BY status", vec![]).await?;
    Ok(Status::ALL
        .iter()
        .map(|s| (s.as_str().to_owned(), found.iter().find(|c| c.status == s.as_str()).map_or(0, |c| c.n as u64)))
        .collect())
}
