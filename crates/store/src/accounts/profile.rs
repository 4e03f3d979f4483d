//! The account row itself: lookup by id or phone, the first registration, personal data, phone,
//! password and last visit.

use crate::Error;
use chrono::{NaiveDate, Utc};
use domain::access::Role;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, IntoActiveModel, QueryFilter, Set};

use super::roles::grant;
use crate::entities::accounts;

pub async fn by_id<C: ConnectionTrait>(db: &C, id: i64) -> Result<Option<accounts::Model>, Error> {
    accounts::Entity::find_by_id(id).filter(accounts::Column::DeletedAt.is_null()).one(db).await.map_err(Error::from)
}

pub async fn by_phone<C: ConnectionTrait>(db: &C, phone: &str) -> Result<Option<accounts::Model>, Error> {
    accounts::Entity::find()
        .filter(accounts::Column::Phone.eq(phone))
        .filter(accounts::Column::DeletedAt.is_null())
        .one(db)
        .await
        .map_err(Error::from)
}

/// The account of a first login by phone: a client, and the master of every salon that added
/// this phone to its team before (`team::link_invited`), in one transaction.
pub async fn register(db: &DatabaseConnection, phone: &str, locale: &str) -> Result<accounts::Model, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let account = create_client(&txn, phone, locale).await?;
    let account = crate::team::link_invited(&txn, account).await?;
    txn.commit().await?;
    Ok(account)
}

/// A new client account for a first login by phone.
pub async fn create_client<C: ConnectionTrait>(db: &C, phone: &str, locale: &str) -> Result<accounts::Model, Error> {
    let account = accounts::ActiveModel {
        full_name: Set(String::new()),
        phone: Set(Some(phone.to_owned())),
        active_role: Set(Role::Client.as_str().into()),
        locale: Set(locale.into()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    grant(db, account.id, Role::Client, None).await?;
    Ok(account)
}

pub async fn set_password_hash<C: ConnectionTrait>(db: &C, account_id: i64, hash: &str) -> Result<(), Error> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::PasswordHash, Expr::value(hash))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn touch_last_visit<C: ConnectionTrait>(db: &C, account_id: i64) -> Result<(), Error> {
    accounts::Entity::update_many()
        .col_expr(accounts::Column::LastVisitAt, Expr::value(Utc::now()))
        .filter(accounts::Column::Id.eq(account_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The personal data a user may change.
#[derive(Debug, Clone)]
pub struct PersonalData {
    pub full_name: String,
    pub email: Option<String>,
    pub gender: Option<String>,
    pub birthday: Option<NaiveDate>,
    pub photo_file_id: Option<i64>,
}

pub async fn update_personal<C: ConnectionTrait>(db: &C, account: accounts::Model, data: PersonalData) -> Result<accounts::Model, Error> {
    let mut active = account.into_active_model();
    active.full_name = Set(data.full_name);
    active.email = Set(data.email);
    active.gender = Set(data.gender);
    active.birthday = Set(data.birthday);
    active.photo_file_id = Set(data.photo_file_id);
    active.update(db).await.map_err(Error::from)
}

/// Fills the account's empty name, e-mail and birthday from what its owner typed at checkout
/// (issue #16 item 5); what the owner has already set is never overwritten. Through the active
/// model, so the admin's search key follows the new name and e-mail.
pub async fn fill_empty<C: ConnectionTrait>(
    db: &C,
    account: &accounts::Model,
    full_name: &str,
    email: Option<&str>,
    birthday: Option<NaiveDate>,
) -> Result<(), Error> {
    let blank = |text: &Option<String>| text.as_deref().is_none_or(|t| t.trim().is_empty());
    let name = full_name.trim();
    let (fill_name, fill_email, fill_birthday) = (
        account.full_name.trim().is_empty() && !name.is_empty(),
        blank(&account.email) && email.is_some_and(|e| !e.trim().is_empty()),
        account.birthday.is_none() && birthday.is_some(),
    );
    if !(fill_name || fill_email || fill_birthday) {
        return Ok(());
    }
    // Only the filled columns are written; the account as the request read it decides (no read
    // here: a profile with nothing left to fill costs the booking no statement).
    let mut active = account.clone().into_active_model();
    if fill_name {
        active.full_name = Set(name.to_owned());
    }
    if fill_email {
        active.email = Set(email.map(str::to_owned));
    }
    if fill_birthday {
        active.birthday = Set(birthday);
    }
    active.update(db).await?;
    Ok(())
}

/// The account's new phone; through the active model, whose hook refreshes the search key.
pub async fn set_phone<C: ConnectionTrait>(db: &C, account_id: i64, phone: &str) -> Result<(), Error> {
    let Some(account) = accounts::Entity::find_by_id(account_id).one(db).await? else { return Ok(()) };
    let mut active = account.into_active_model();
    active.phone = Set(Some(phone.to_owned()));
    active.update(db).await?;
    Ok(())
}
