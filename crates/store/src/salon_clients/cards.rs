//! A client card itself: the folded search key, reading one by id or phone, creating, updating
//! and deleting it.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use domain::text::fold;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, Set};

use super::planned_visits;
use crate::bookings::begin_write;
use crate::entities::{accounts, appointments, salon_client_records, salon_clients};

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
pub(super) async fn account_of(db: &impl ConnectionTrait, phone: &str) -> Result<Option<i64>, Error> {
    Ok(accounts::Entity::find().filter(accounts::Column::Phone.eq(phone)).one(db).await?.map(|a| a.id))
}

/// The salon's card `id`; another salon's card is `None`.
pub async fn get(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<salon_clients::Model>, Error> {
    salon_clients::Entity::find_by_id(id).filter(salon_clients::Column::SalonId.eq(salon_id)).one(db).await.map_err(Error::from)
}

/// The salon's card with this phone.
pub async fn by_phone(db: &impl ConnectionTrait, salon_id: i64, phone: &str) -> Result<Option<salon_clients::Model>, Error> {
    salon_clients::Entity::find()
        .filter(salon_clients::Column::SalonId.eq(salon_id))
        .filter(salon_clients::Column::Phone.eq(phone))
        .one(db)
        .await
        .map_err(Error::from)
}

/// A new card, unless the salon already has one with the phone.
pub async fn create(db: &DatabaseConnection, salon_id: i64, data: ClientData, now: DateTime<Utc>) -> Result<Saved, Error> {
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
pub async fn update(db: &DatabaseConnection, salon_id: i64, id: i64, data: ClientData, now: DateTime<Utc>) -> Result<Option<Saved>, Error> {
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
        Err(err) => Err(err.into()),
    }
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
pub async fn delete(db: &DatabaseConnection, salon_id: i64, id: i64, now: DateTime<Utc>) -> Result<Deleted, Error> {
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
