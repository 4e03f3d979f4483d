//! The salon's own client base (CRM cards, spec §2 "client edit screen", §3 client): one card per
//! salon and phone, created by staff or found-or-created by an online booking, with free-text
//! records, visit statistics and the client's visits at this salon.
//!
//! Every query takes the salon id and filters by it: a card of another salon is simply not found.
//! A visit counts as "visited" once completed; a "planned" visit is live and has not started.

use chrono::{DateTime, NaiveDate, Utc};
use domain::booking::Status;
use domain::text::fold;
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, DbErr, EntityTrait, FromQueryResult, QueryFilter,
    QueryOrder, Set, Value,
};

use crate::bookings::begin_write;
use crate::entities::{accounts, appointments, salon_client_records, salon_clients};
use crate::sql::statement;
use crate::table::{DateMode, Order, Sorting, TableSql};

/// The folded text the client table searches: name, phone digits and e-mail, so "ayse",
/// "555 12" and "gmail" all find "Ayşe Yılmaz, +90 555 123 45 67, ayse@gmail.com".
pub fn search_key(full_name: &str, phone: &str, email: Option<&str>) -> String {
    let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
    let mut key = format!("{} {digits}", fold(full_name.trim()));
    if let Some(email) = email.filter(|e| !e.trim().is_empty()) {
        key.push(' ');
        key.push_str(&fold(email.trim()));
    }
    key
}

fn live_list() -> String {
    Status::LIVE.iter().map(|s| format!("'{}'", s.as_str())).collect::<Vec<_>>().join(", ")
}

/// What staff type into the card; already validated by the caller (phone in E.164).
#[derive(Debug, Clone)]
pub struct ClientData {
    pub full_name: String,
    pub phone: String,
    pub email: Option<String>,
    pub birthday: Option<NaiveDate>,
    /// `male` or `female`.
    pub gender: Option<String>,
    pub photo_file_id: Option<i64>,
}

/// The outcome of a write that needs the phone to be free in this salon.
#[derive(Debug)]
pub enum Saved {
    Done(salon_clients::Model),
    /// Another card of this salon has the phone.
    PhoneTaken,
}

fn is_unique_violation(err: &DbErr) -> bool {
    let text = err.to_string();
    text.contains("ux_salon_clients_phone") || text.contains("UNIQUE constraint failed") || text.contains("23505")
}

/// The account a phone belongs to, linked on the card so the salon's card and the client's own
/// account can be told to be one person.
async fn account_of(db: &impl ConnectionTrait, phone: &str) -> Result<Option<i64>, DbErr> {
    Ok(accounts::Entity::find().filter(accounts::Column::Phone.eq(phone)).one(db).await?.map(|a| a.id))
}

/// The salon's card `id`; another salon's card is `None`.
pub async fn get(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<salon_clients::Model>, DbErr> {
    salon_clients::Entity::find_by_id(id).filter(salon_clients::Column::SalonId.eq(salon_id)).one(db).await
}

/// The salon's card with this phone.
pub async fn by_phone(db: &impl ConnectionTrait, salon_id: i64, phone: &str) -> Result<Option<salon_clients::Model>, DbErr> {
    salon_clients::Entity::find()
        .filter(salon_clients::Column::SalonId.eq(salon_id))
        .filter(salon_clients::Column::Phone.eq(phone))
        .one(db)
        .await
}

/// A new card, unless the salon already has one with the phone.
pub async fn create(db: &DatabaseConnection, salon_id: i64, data: ClientData, now: DateTime<Utc>) -> Result<Saved, DbErr> {
    let account_id = account_of(db, &data.phone).await?;
    let key = search_key(&data.full_name, &data.phone, data.email.as_deref());
    let model = salon_clients::ActiveModel {
        salon_id: Set(salon_id),
        account_id: Set(account_id),
        full_name: Set(data.full_name),
        phone: Set(data.phone.clone()),
        email: Set(data.email),
        birthday: Set(data.birthday),
        gender: Set(data.gender),
        photo_file_id: Set(data.photo_file_id),
        search_key: Set(key),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    // ON CONFLICT keeps a race of two creations (or a booking at the same moment) from turning
    // into a 500: the loser is told the phone is taken.
    let conflict = OnConflict::columns([salon_clients::Column::SalonId, salon_clients::Column::Phone]).do_nothing().to_owned();
    let inserted = salon_clients::Entity::insert(model).on_conflict(conflict).exec_without_returning(db).await?;
    if inserted == 0 {
        return Ok(Saved::PhoneTaken);
    }
    let card = by_phone(db, salon_id, &data.phone).await?.ok_or_else(|| DbErr::RecordNotFound("salon client just created".into()))?;
    Ok(Saved::Done(card))
}

/// Rewrites the card `id` of the salon; `None` when the salon has no such card.
pub async fn update(db: &DatabaseConnection, salon_id: i64, id: i64, data: ClientData, now: DateTime<Utc>) -> Result<Option<Saved>, DbErr> {
    let Some(current) = get(db, salon_id, id).await? else { return Ok(None) };
    if current.phone != data.phone && by_phone(db, salon_id, &data.phone).await?.is_some() {
        return Ok(Some(Saved::PhoneTaken));
    }
    let account_id = if current.phone == data.phone { current.account_id } else { account_of(db, &data.phone).await? };
    let key = search_key(&data.full_name, &data.phone, data.email.as_deref());
    let mut active: salon_clients::ActiveModel = current.into();
    active.account_id = Set(account_id);
    active.full_name = Set(data.full_name);
    active.phone = Set(data.phone);
    active.email = Set(data.email);
    active.birthday = Set(data.birthday);
    active.gender = Set(data.gender);
    active.photo_file_id = Set(data.photo_file_id);
    active.search_key = Set(key);
    active.updated_at = Set(now);
    match active.update(db).await {
        Ok(model) => Ok(Some(Saved::Done(model))),
        Err(err) if is_unique_violation(&err) => Ok(Some(Saved::PhoneTaken)),
        Err(err) => Err(err),
    }
}

/// The card's live visits that have not started yet, soonest first.
pub async fn planned_visits(
    db: &impl ConnectionTrait,
    salon_id: i64,
    id: i64,
    now: DateTime<Utc>,
) -> Result<Vec<appointments::Model>, DbErr> {
    appointments::Entity::find()
        .filter(appointments::Column::SalonId.eq(salon_id))
        .filter(appointments::Column::SalonClientId.eq(id))
        .filter(appointments::Column::Status.is_in(Status::LIVE.iter().map(|s| s.as_str())))
        .filter(appointments::Column::StartsAt.gt(now))
        .order_by_asc(appointments::Column::StartsAt)
        .all(db)
        .await
}

/// The outcome of deleting a card.
#[derive(Debug, PartialEq, Eq)]
pub enum Deleted {
    Done,
    NotFound,
    /// The card has planned visits (their ids); nothing was deleted.
    PlannedVisits(Vec<i64>),
}

/// Deletes the card unless it has planned visits. Its records go with it; its past visits stay
/// in the salon's appointments, unlinked. The client's account, if any, is not touched.
/// Runs in a write transaction so a booking cannot slip a planned visit in between the check
/// and the delete.
pub async fn delete(db: &DatabaseConnection, salon_id: i64, id: i64, now: DateTime<Utc>) -> Result<Deleted, DbErr> {
    let txn = begin_write(db).await?;
    if get(&txn, salon_id, id).await?.is_none() {
        txn.rollback().await?;
        return Ok(Deleted::NotFound);
    }
    let planned = planned_visits(&txn, salon_id, id, now).await?;
    if !planned.is_empty() {
        txn.rollback().await?;
        return Ok(Deleted::PlannedVisits(planned.into_iter().map(|a| a.id).collect()));
    }
    appointments::Entity::update_many()
        .col_expr(appointments::Column::SalonClientId, sea_orm::sea_query::Expr::value(Option::<i64>::None))
        .filter(appointments::Column::SalonId.eq(salon_id))
        .filter(appointments::Column::SalonClientId.eq(id))
        .exec(&txn)
        .await?;
    salon_client_records::Entity::delete_many().filter(salon_client_records::Column::SalonClientId.eq(id)).exec(&txn).await?;
    salon_clients::Entity::delete_by_id(id).filter(salon_clients::Column::SalonId.eq(salon_id)).exec(&txn).await?;
    txn.commit().await?;
    Ok(Deleted::Done)
}

/// The card of `phone` at the salon, created from the booking's contact when there is none:
/// called inside the booking's transaction, so no booking is left without its card. An existing
/// card keeps what the salon typed (name, e-mail); only missing links are filled in.
pub async fn ensure_for_booking(
    txn: &impl ConnectionTrait,
    salon_id: i64,
    account_id: Option<i64>,
    phone: &str,
    name: &str,
    email: Option<&str>,
    now: DateTime<Utc>,
) -> Result<i64, DbErr> {
    if let Some(card) = by_phone(txn, salon_id, phone).await? {
        let missing_account = card.account_id.is_none() && account_id.is_some();
        let missing_email = card.email.as_deref().is_none_or(str::is_empty) && email.is_some_and(|e| !e.is_empty());
        if missing_account || missing_email {
            let id = card.id;
            let new_email = if missing_email { email.map(str::to_owned) } else { card.email.clone() };
            let key = search_key(&card.full_name, &card.phone, new_email.as_deref());
            let mut active: salon_clients::ActiveModel = card.into();
            if missing_account {
                active.account_id = Set(account_id);
            }
            active.email = Set(new_email);
            active.search_key = Set(key);
            active.updated_at = Set(now);
            active.update(txn).await?;
            return Ok(id);
        }
        return Ok(card.id);
    }
    let model = salon_clients::ActiveModel {
        salon_id: Set(salon_id),
        account_id: Set(account_id),
        full_name: Set(name.trim().to_owned()),
        phone: Set(phone.to_owned()),
        email: Set(email.filter(|e| !e.is_empty()).map(str::to_owned)),
        search_key: Set(search_key(name, phone, email)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    let conflict = OnConflict::columns([salon_clients::Column::SalonId, salon_clients::Column::Phone]).do_nothing().to_owned();
    salon_clients::Entity::insert(model).on_conflict(conflict).exec_without_returning(txn).await?;
    let card = by_phone(txn, salon_id, phone).await?.ok_or_else(|| DbErr::RecordNotFound("salon client of a booking".into()))?;
    Ok(card.id)
}

/// Gives every appointment without a card one: a card per salon and phone (latest name and
/// e-mail, the account owning the phone), created when missing, then links the appointments.
/// Used by the migration that introduced the cards and after loading demo data.
pub async fn backfill(db: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<u64, DbErr> {
    #[derive(FromQueryResult)]
    struct Contact {
        salon_id: i64,
        client_phone: String,
        client_name: String,
        client_email: Option<String>,
    }
    let backend = db.get_database_backend();
    let sql = "SELECT a.salon_id, a.client_phone, a.client_name, a.client_email FROM appointments a \
               WHERE a.salon_client_id IS NULL ORDER BY a.salon_id, a.client_phone, a.created_at DESC, a.id DESC";
    let rows = Contact::find_by_statement(statement(backend, sql, vec![])).all(db).await?;
    let mut linked = 0;
    let mut i = 0;
    while i < rows.len() {
        let (salon_id, phone) = (rows[i].salon_id, rows[i].client_phone.clone());
        let group_end = rows[i..].iter().position(|r| r.salon_id != salon_id || r.client_phone != phone).map_or(rows.len(), |p| i + p);
        let group = &rows[i..group_end];
        i = group_end;
        let name = group[0].client_name.clone();
        let email = group.iter().find_map(|r| r.client_email.clone().filter(|e| !e.trim().is_empty()));
        let account_id = account_of(db, &phone).await?;
        let card_id = ensure_for_booking(db, salon_id, account_id, &phone, &name, email.as_deref(), now).await?;
        let result = db
            .execute_raw(statement(
                backend,
                "UPDATE appointments SET salon_client_id = ? WHERE salon_id = ? AND client_phone = ? AND salon_client_id IS NULL",
                vec![card_id.into(), salon_id.into(), phone.into()],
            ))
            .await?;
        linked += result.rows_affected();
    }
    Ok(linked)
}

/// A record with its author's name.
#[derive(Debug, Clone, FromQueryResult)]
pub struct RecordRow {
    pub id: i64,
    pub text: String,
    pub created_at: DateTime<Utc>,
    pub author: Option<String>,
}

/// The card's records, newest first.
pub async fn records(db: &impl ConnectionTrait, client_id: i64) -> Result<Vec<RecordRow>, DbErr> {
    let sql = "SELECT r.id, r.text, r.created_at, ac.full_name AS author FROM salon_client_records r \
               LEFT JOIN accounts ac ON ac.id = r.created_by WHERE r.salon_client_id = ? ORDER BY r.created_at DESC, r.id DESC";
    RecordRow::find_by_statement(statement(db.get_database_backend(), sql, vec![client_id.into()])).all(db).await
}

/// Adds a record to the salon's card; `None` when the salon has no such card.
pub async fn add_record(
    db: &impl ConnectionTrait,
    salon_id: i64,
    client_id: i64,
    text: &str,
    author: i64,
    now: DateTime<Utc>,
) -> Result<Option<i64>, DbErr> {
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
pub async fn delete_record(db: &impl ConnectionTrait, salon_id: i64, client_id: i64, record_id: i64) -> Result<bool, DbErr> {
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

/// The card's numbers at this salon.
#[derive(Debug, Clone, Default, FromQueryResult)]
pub struct Stats {
    /// Completed visits.
    pub visits: i64,
    /// Date of the latest completed visit.
    pub last_visit: Option<NaiveDate>,
    /// kuruş paid for completed visits.
    pub completed_spend: i64,
    /// Live visits that have not started yet.
    pub planned: i64,
}

pub async fn stats(db: &impl ConnectionTrait, salon_id: i64, client_id: i64, now: DateTime<Utc>) -> Result<Stats, DbErr> {
    let sql = format!(
        "SELECT COUNT(CASE WHEN a.status = 'completed' THEN 1 END) AS visits, \
         MAX(CASE WHEN a.status = 'completed' THEN a.provision_date END) AS last_visit, \
         CAST(COALESCE(SUM(CASE WHEN a.status = 'completed' THEN a.total_price ELSE 0 END), 0) AS BIGINT) AS completed_spend, \
         COUNT(CASE WHEN a.status IN ({live}) AND a.starts_at > ? THEN 1 END) AS planned \
         FROM appointments a WHERE a.salon_id = ? AND a.salon_client_id = ?",
        live = live_list()
    );
    let row = Stats::find_by_statement(statement(db.get_database_backend(), &sql, vec![now.into(), salon_id.into(), client_id.into()]))
        .one(db)
        .await?;
    Ok(row.unwrap_or_default())
}

/// A category the client visited, with its names in every language (the caller picks one).
#[derive(Debug, Clone, FromQueryResult)]
pub struct CategoryVisits {
    pub id: i64,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    pub visits: i64,
}

/// The 3 categories of the client's most visits here (completed or planned; cancelled ones do
/// not count), most visits first; a visit with two services of one category counts once.
pub async fn top_categories(db: &impl ConnectionTrait, salon_id: i64, client_id: i64) -> Result<Vec<CategoryVisits>, DbErr> {
    let sql = format!(
        "SELECT c.id, c.name_tr, c.name_en, c.name_ru, COUNT(DISTINCT a.id) AS visits \
         FROM appointments a JOIN appointment_items ai ON ai.appointment_id = a.id \
         JOIN salon_services ss ON ss.id = ai.salon_service_id JOIN services s ON s.id = ss.service_id \
         JOIN categories c ON c.id = s.category_id \
         WHERE a.salon_id = ? AND a.salon_client_id = ? AND a.status IN ('completed', {live}) \
         GROUP BY c.id, c.name_tr, c.name_en, c.name_ru ORDER BY COUNT(DISTINCT a.id) DESC, c.id ASC LIMIT 3",
        live = live_list()
    );
    CategoryVisits::find_by_statement(statement(db.get_database_backend(), &sql, vec![salon_id.into(), client_id.into()])).all(db).await
}

// ---- the clients table ---------------------------------------------------------------------

/// Sortable columns of the clients table (the API picks one by name); newest cards first.
pub const CLIENT_SORTING: Sorting = Sorting {
    columns: &[
        // The folded name sorts Turkish letters beside their base letter (Ş beside S).
        ("name", "c.search_key"),
        ("last_visit", "COALESCE(s.last_visit, '0001-01-01')"),
        ("visits", "COALESCE(s.visits, 0)"),
        ("created", "c.created_at"),
    ],
    default: "c.created_at DESC",
    tie_breaker: "c.id DESC",
};

/// The filters of the clients table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct ClientFilter {
    pub search: Option<String>,
    /// Some(true): with planned visits; Some(false): without.
    pub planned: Option<bool>,
    pub genders: Option<Vec<String>>,
    /// 1..=12
    pub birthday_month: Option<u32>,
    pub last_visit: Option<(DateMode, NaiveDate)>,
    /// Completed visits from, to.
    pub visits: Option<(Option<i64>, Option<i64>)>,
}

/// One row of the clients table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ClientRow {
    pub id: i64,
    pub full_name: String,
    pub phone: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
    pub last_visit: Option<NaiveDate>,
    pub visits: i64,
}

fn month_of(backend: DbBackend, column: &str) -> String {
    match backend {
        DbBackend::Postgres => format!("CAST(EXTRACT(MONTH FROM {column}) AS INTEGER)"),
        _ => format!("CAST(strftime('%m', {column}) AS INTEGER)"),
    }
}

/// One page of the salon's clients with their completed visits and last visit date.
pub async fn list(
    db: &impl ConnectionTrait,
    salon_id: i64,
    filter: &ClientFilter,
    now: DateTime<Utc>,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<ClientRow>, u64), DbErr> {
    let backend = db.get_database_backend();
    // The salon id is an integer, written into the subquery so the FROM needs no bound values
    // (TableSql binds only its conditions' values).
    let from = format!(
        "salon_clients c LEFT JOIN (SELECT a.salon_client_id AS cid, COUNT(CASE WHEN a.status = 'completed' THEN 1 END) AS visits, \
         MAX(CASE WHEN a.status = 'completed' THEN a.provision_date END) AS last_visit \
         FROM appointments a WHERE a.salon_id = {salon_id} AND a.salon_client_id IS NOT NULL GROUP BY a.salon_client_id) s ON s.cid = c.id"
    );
    let mut table = TableSql::new(backend, from);
    table.filter("c.salon_id = ?", [Value::from(salon_id)]);
    if let Some(term) = filter.search.as_deref() {
        table.search("c.search_key", term);
    }
    if let Some(planned) = filter.planned {
        let exists = format!(
            "EXISTS (SELECT 1 FROM appointments p WHERE p.salon_client_id = c.id AND p.salon_id = c.salon_id AND p.status IN ({}) AND p.starts_at > ?)",
            live_list()
        );
        let condition = if planned { exists } else { format!("NOT {exists}") };
        table.filter(&condition, [Value::from(now)]);
    }
    if let Some(genders) = &filter.genders {
        table.any_of("c.gender", genders);
    }
    if let Some(month) = filter.birthday_month {
        table.filter(&format!("{} = ?", month_of(backend, "c.birthday")), [Value::from(month as i32)]);
    }
    if let Some((mode, day)) = filter.last_visit {
        table.date("s.last_visit", mode, day);
    }
    if let Some((from, to)) = filter.visits {
        table.range("COALESCE(s.visits, 0)", from, to);
    }
    let select = "c.id, c.full_name, c.phone, c.email, c.gender, c.birthday, c.created_at, s.last_visit AS last_visit, COALESCE(s.visits, 0) AS visits";
    table.page(db, select, order, offset, limit).await
}

// ---- the client's visits table -------------------------------------------------------------

pub const ACT_SORTING: Sorting = Sorting {
    columns: &[("date", "a.starts_at"), ("status", "a.status"), ("total", "a.total_price"), ("master", "m.full_name")],
    default: "a.starts_at DESC",
    tie_breaker: "a.id DESC",
};

#[derive(Debug, Clone, Default)]
pub struct ActFilter {
    pub statuses: Option<Vec<String>>,
    pub date: Option<(DateMode, NaiveDate)>,
}

/// One visit of the client at this salon.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ActRow {
    pub id: i64,
    pub status: String,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub duration_min: i32,
    pub total_price: i64,
    pub payment_method: Option<String>,
    pub master_id: i64,
    pub master_name: String,
}

/// One page of the card's visits at the salon.
pub async fn acts(
    db: &impl ConnectionTrait,
    salon_id: i64,
    client_id: i64,
    filter: &ActFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<(Vec<ActRow>, u64), DbErr> {
    let mut table = TableSql::new(db.get_database_backend(), "appointments a JOIN masters m ON m.id = a.master_id");
    table.filter("a.salon_id = ?", [Value::from(salon_id)]).filter("a.salon_client_id = ?", [Value::from(client_id)]);
    if let Some(statuses) = &filter.statuses {
        table.any_of("a.status", statuses);
    }
    if let Some((mode, day)) = filter.date {
        table.date("a.provision_date", mode, day);
    }
    let select = "a.id, a.status, a.provision_date, a.start_min, a.duration_min, a.total_price, a.payment_method, a.master_id, m.full_name AS master_name";
    table.page(db, select, order, offset, limit).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_key_folds_name_and_keeps_phone_digits_and_email() {
        assert_eq!(search_key(" Ayşe YILDIZ ", "+905551234567", Some("Ayse@Example.com")), "ayse yildiz 905551234567 ayse@example.com");
        assert_eq!(search_key("İpek", "+905551234567", None), "ipek 905551234567");
        // Typing the national form still matches: "0555 123" is inside the key's digits.
        assert!(search_key("x", "+905551234567", None).contains("05551234567"));
    }
}
