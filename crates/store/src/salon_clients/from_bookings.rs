//! Cards made from bookings: the card a booking finds or creates, and the backfill that gives
//! every older appointment its card.

use crate::Error;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, Set};

use super::cards::{account_of, by_phone, search_key};
use crate::entities::salon_clients;
use crate::sql::statement;

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
) -> Result<i64, Error> {
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
pub async fn backfill(db: &impl ConnectionTrait, now: DateTime<Utc>) -> Result<u64, Error> {
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
