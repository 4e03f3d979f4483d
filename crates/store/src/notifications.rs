//! In-app notifications, the channels each account wants per role, consent records, and the
//! reviews clients leave after a visit (with the salon's rating kept in step).

use crate::Error;
use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    Set, Value,
};

use crate::entities::{consents, notification_preferences, notifications, reviews, salons};
use crate::sql::statement;
use sea_orm::sea_query::OnConflict;

/// Adds a notification for the account; returns its id. See [`notify_all`], which it is.
pub async fn notify(
    conn: &impl ConnectionTrait,
    account_id: i64,
    kind: &str,
    appointment_id: Option<i64>,
    params: &serde_json::Value,
    now: DateTime<Utc>,
) -> Result<i64, Error> {
    let made = notify_all(conn, &[(account_id, kind)], appointment_id, params, now).await?;
    made.first().map(|&(_, id)| id).ok_or_else(|| Error::from(sea_orm::DbErr::RecordNotInserted))
}

/// Adds one notification per `(account, kind)`, all about one appointment with the same
/// parameters, in one statement; returns `(account, notification id)` for each. Every
/// notification is made here, so this is where its Web Push is queued (a `push` job, in the
/// caller's transaction when there is one) when the account has a browser subscribed and its
/// active role's `push` channel is on; the jobs worker sends it, so the request that caused it
/// never waits for a push service. An event's notices to the salon's staff and to the client
/// are one call: two statements whatever their number (the booking's messages ran four to eight).
pub async fn notify_all(
    conn: &impl ConnectionTrait,
    notices: &[(i64, &str)],
    appointment_id: Option<i64>,
    params: &serde_json::Value,
    now: DateTime<Utc>,
) -> Result<Vec<(i64, i64)>, Error> {
    if notices.is_empty() {
        return Ok(Vec::new());
    }
    let params = params.to_string();
    let rows = notifications::Entity::insert_many(notices.iter().map(|&(account_id, kind)| notifications::ActiveModel {
        account_id: Set(account_id),
        kind: Set(kind.into()),
        appointment_id: Set(appointment_id),
        params: Set(params.clone()),
        created_at: Set(now),
        ..Default::default()
    }))
    .exec_with_returning(conn)
    .await?;
    let mut accounts: Vec<i64> = rows.iter().map(|row| row.account_id).collect();
    accounts.sort_unstable();
    accounts.dedup();
    let pushed = crate::push_subscriptions::wanting_push(conn, &accounts).await?;
    let pushes = rows
        .iter()
        .filter(|row| pushed.contains(&row.account_id))
        .map(|row| crate::jobs::NewJob::new(crate::jobs::Job::Push { notification_id: row.id }, now))
        .collect();
    crate::jobs::enqueue_all(conn, pushes, now).await?;
    Ok(rows.iter().map(|row| (row.account_id, row.id)).collect())
}

/// One of the account's notifications, whoever it belongs to (the push job's reading).
pub async fn by_id(conn: &impl ConnectionTrait, id: i64) -> Result<Option<notifications::Model>, Error> {
    notifications::Entity::find_by_id(id).one(conn).await.map_err(Error::from)
}

/// One of the account's notifications.
pub async fn find(conn: &impl ConnectionTrait, account_id: i64, id: i64) -> Result<Option<notifications::Model>, Error> {
    notifications::Entity::find_by_id(id).filter(notifications::Column::AccountId.eq(account_id)).one(conn).await.map_err(Error::from)
}

pub async fn unread_count(conn: &impl ConnectionTrait, account_id: i64) -> Result<u64, Error> {
    notifications::Entity::find()
        .filter(notifications::Column::AccountId.eq(account_id))
        .filter(notifications::Column::ReadAt.is_null())
        .count(conn)
        .await
        .map_err(Error::from)
}

/// One page of the account's notifications, newest first, with the total.
pub async fn page(
    conn: &impl ConnectionTrait,
    account_id: i64,
    offset: u64,
    limit: u64,
) -> Result<(Vec<notifications::Model>, u64), Error> {
    let query = notifications::Entity::find().filter(notifications::Column::AccountId.eq(account_id));
    let count = query.clone().count(conn).await?;
    let rows = query.order_by_desc(notifications::Column::Id).offset(offset).limit(limit).all(conn).await?;
    Ok((rows, count))
}

/// Marks one (or, with `None`, every) unread notification of the account read; false when the
/// given one is not the account's.
pub async fn mark_read(conn: &impl ConnectionTrait, account_id: i64, id: Option<i64>, now: DateTime<Utc>) -> Result<bool, Error> {
    let mut update = notifications::Entity::update_many()
        .col_expr(notifications::Column::ReadAt, sea_orm::sea_query::Expr::value(now))
        .filter(notifications::Column::AccountId.eq(account_id))
        .filter(notifications::Column::ReadAt.is_null());
    if let Some(id) = id {
        if notifications::Entity::find_by_id(id).filter(notifications::Column::AccountId.eq(account_id)).one(conn).await?.is_none() {
            return Ok(false);
        }
        update = update.filter(notifications::Column::Id.eq(id));
    }
    update.exec(conn).await?;
    Ok(true)
}

/// The accounts that run salon `salon_id` (its owner, admins and managers), in one statement.
pub async fn salon_staff_accounts(conn: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<i64>, Error> {
    #[derive(FromQueryResult)]
    struct Staff {
        account_id: i64,
    }
    let staff = Staff::find_by_statement(statement(
        conn.get_database_backend(),
        "SELECT account_id FROM account_roles WHERE salon_id = ? AND role IN ('salon_admin', 'salon_manager') \
         UNION SELECT owner_account_id AS account_id FROM salons WHERE id = ? AND owner_account_id IS NOT NULL",
        vec![Value::from(salon_id), Value::from(salon_id)],
    ))
    .all(conn)
    .await?;
    let mut ids: Vec<i64> = staff.into_iter().map(|s| s.account_id).collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// Channels an account wants for a role; every channel when it never chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Channels {
    pub email: bool,
    pub sms: bool,
    pub push: bool,
}

impl Default for Channels {
    fn default() -> Self {
        Channels { email: true, sms: true, push: true }
    }
}

pub async fn preferences(conn: &impl ConnectionTrait, account_id: i64, role: &str) -> Result<Option<Channels>, Error> {
    Ok(notification_preferences::Entity::find()
        .filter(notification_preferences::Column::AccountId.eq(account_id))
        .filter(notification_preferences::Column::Role.eq(role))
        .one(conn)
        .await?
        .map(|p| Channels { email: p.email, sms: p.sms, push: p.push }))
}

/// Saves the channels in one upsert on the (account, role) unique index: a read-then-write raced
/// with a reset (the row deleted between the read and the update) or with a second save (two
/// inserts) failed half the time.
pub async fn save_preferences(conn: &impl ConnectionTrait, account_id: i64, role: &str, channels: Channels) -> Result<(), Error> {
    use notification_preferences::Column;
    let row = notification_preferences::ActiveModel {
        account_id: Set(account_id),
        role: Set(role.into()),
        email: Set(channels.email),
        sms: Set(channels.sms),
        push: Set(channels.push),
        ..Default::default()
    };
    let conflict =
        OnConflict::columns([Column::AccountId, Column::Role]).update_columns([Column::Email, Column::Sms, Column::Push]).to_owned();
    notification_preferences::Entity::insert(row).on_conflict(conflict).exec_without_returning(conn).await?;
    Ok(())
}

/// Forgets the account's choice for a role; false when there was none.
pub async fn reset_preferences(conn: &impl ConnectionTrait, account_id: i64, role: &str) -> Result<bool, Error> {
    let result = notification_preferences::Entity::delete_many()
        .filter(notification_preferences::Column::AccountId.eq(account_id))
        .filter(notification_preferences::Column::Role.eq(role))
        .exec(conn)
        .await?;
    Ok(result.rows_affected > 0)
}

/// A consent record: who, what text version, given or refused, when.
#[derive(Debug, Clone)]
pub struct Consent<'a> {
    pub account_id: Option<i64>,
    pub phone: &'a str,
    pub kind: &'a str,
    pub text_version: &'a str,
    pub granted: bool,
    pub appointment_id: Option<i64>,
}

/// A consent answer given with a booking; who gave it and for which appointment come from the
/// booking itself (`bookings::book` records it in the booking's transaction).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookingConsent {
    /// `privacy` or `marketing`.
    pub kind: &'static str,
    pub text_version: &'static str,
    pub granted: bool,
}

pub async fn record_consent(conn: &impl ConnectionTrait, consent: Consent<'_>, now: DateTime<Utc>) -> Result<(), Error> {
    record_consents(conn, [consent], now).await
}

/// Several consent answers in one statement (a booking's, inside its write transaction).
pub async fn record_consents<'a>(
    conn: &impl ConnectionTrait,
    answers: impl IntoIterator<Item = Consent<'a>>,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    let rows: Vec<consents::ActiveModel> = answers
        .into_iter()
        .map(|consent| consents::ActiveModel {
            account_id: Set(consent.account_id),
            phone: Set(consent.phone.into()),
            kind: Set(consent.kind.into()),
            text_version: Set(consent.text_version.into()),
            granted: Set(consent.granted),
            appointment_id: Set(consent.appointment_id),
            created_at: Set(now),
            ..Default::default()
        })
        .collect();
    if !rows.is_empty() {
        consents::Entity::insert_many(rows).exec_without_returning(conn).await?;
    }
    Ok(())
}

pub async fn consents_of(conn: &impl ConnectionTrait, account_id: i64) -> Result<Vec<consents::Model>, Error> {
    consents::Entity::find()
        .filter(consents::Column::AccountId.eq(account_id))
        .order_by_asc(consents::Column::Id)
        .all(conn)
        .await
        .map_err(Error::from)
}

/// A review to store.
#[derive(Debug, Clone)]
pub struct NewReview {
    pub salon_id: i64,
    pub appointment_id: i64,
    pub account_id: i64,
    pub master_id: i64,
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    pub text: Option<String>,
    pub lang: String,
}

/// Stores a review and recomputes the salon's rating from its placed reviews.
pub async fn add_review(conn: &impl ConnectionTrait, review: NewReview, now: DateTime<Utc>) -> Result<reviews::Model, Error> {
    let salon_id = review.salon_id;
    let row = reviews::ActiveModel {
        salon_id: Set(review.salon_id),
        appointment_id: Set(Some(review.appointment_id)),
        account_id: Set(Some(review.account_id)),
        master_id: Set(Some(review.master_id)),
        search_key: Set(crate::review_moderation::search_key(&review.author_name, review.text.as_deref())),
        author_name: Set(review.author_name),
        service_quality: Set(review.service_quality),
        atmosphere: Set(review.atmosphere),
        cleanliness: Set(review.cleanliness),
        text: Set(review.text),
        lang: Set(review.lang),
        status: Set("placed".into()),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    refresh_rating(conn, salon_id).await?;
    Ok(row)
}

#[derive(FromQueryResult)]
struct RatingRow {
    avg: Option<f64>,
    count: i64,
}

/// The salon's average of the three ratings over its placed reviews.
pub async fn refresh_rating(conn: &impl ConnectionTrait, salon_id: i64) -> Result<(), Error> {
    let backend = conn.get_database_backend();
    let row = RatingRow::find_by_statement(statement(
        backend,
        "SELECT CAST(AVG((service_quality + atmosphere + cleanliness) / 3.0) AS DOUBLE PRECISION) AS avg, COUNT(*) AS count FROM reviews WHERE salon_id = ? AND status = 'placed'",
        vec![Value::from(salon_id)],
    ))
    .one(conn)
    .await?;
    let (avg, count) = row.map_or((None, 0), |r| (r.avg, r.count));
    salons::Entity::update_many()
        .col_expr(salons::Column::RatingAvg, sea_orm::sea_query::Expr::value(avg.map(|a| (a * 100.0).round() / 100.0)))
        .col_expr(salons::Column::ReviewsCount, sea_orm::sea_query::Expr::value(count as i32))
        .filter(salons::Column::Id.eq(salon_id))
        .exec(conn)
        .await?;
    Ok(())
}

pub async fn review_of_appointment(conn: &impl ConnectionTrait, appointment_id: i64) -> Result<Option<reviews::Model>, Error> {
    reviews::Entity::find().filter(reviews::Column::AppointmentId.eq(appointment_id)).one(conn).await.map_err(Error::from)
}

pub async fn reviews_of_appointments(conn: &impl ConnectionTrait, ids: &[i64]) -> Result<Vec<reviews::Model>, Error> {
    reviews::Entity::find().filter(reviews::Column::AppointmentId.is_in(ids.to_vec())).all(conn).await.map_err(Error::from)
}

/// The client's reviews, newest first.
pub async fn reviews_by(conn: &impl ConnectionTrait, account_id: i64) -> Result<Vec<reviews::Model>, Error> {
    reviews::Entity::find()
        .filter(reviews::Column::AccountId.eq(account_id))
        .order_by_desc(reviews::Column::Id)
        .all(conn)
        .await
        .map_err(Error::from)
}
