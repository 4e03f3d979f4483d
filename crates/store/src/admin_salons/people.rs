//! The salon's people as the admin fixes them: the owner's phone, and more salon admins.

use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, Set};
use serde_json::json;

use super::card::owner_of;
use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{account_roles, accounts, salons};

/// The outcome of changing the owner's phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdminPhoneChange {
    /// Changed on this account.
    Done {
        account_id: i64,
    },
    /// The phone belongs to another account holding `salon_admin` (of any salon).
    TakenBySalonAdmin,
    /// The phone belongs to another account (a client, a master…).
    TakenByAccount,
    /// The salon has no admin account to change.
    NoAdmin,
    NotFound,
}

/// Sets the phone of the salon owner's account (`phone` is already E.164).
pub async fn update_admin_phone(db: &crate::Db, salon_id: i64, phone: &str, actor: Actor) -> Result<AdminPhoneChange, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(salon) = salons::Entity::find_by_id(salon_id).one(&*txn).await? else { return Ok(AdminPhoneChange::NotFound) };
    let Some(owner) = owner_of(&*txn, &salon).await? else { return Ok(AdminPhoneChange::NoAdmin) };
    let Some(account) = accounts::Entity::find_by_id(owner).one(&*txn).await? else { return Ok(AdminPhoneChange::NoAdmin) };
    if account.phone.as_deref() == Some(phone) {
        return Ok(AdminPhoneChange::Done { account_id: owner });
    }
    if let Some(holder) = accounts::Entity::find().filter(accounts::Column::Phone.eq(phone)).one(&*txn).await? {
        let is_admin = account_roles::Entity::find()
            .filter(account_roles::Column::AccountId.eq(holder.id))
            .filter(account_roles::Column::Role.eq(Role::SalonAdmin.as_str()))
            .count(&*txn)
            .await?
            > 0;
        return Ok(if is_admin { AdminPhoneChange::TakenBySalonAdmin } else { AdminPhoneChange::TakenByAccount });
    }
    let before = json!({ "account_id": owner, "phone": account.phone });
    let mut row: accounts::ActiveModel = account.into();
    row.phone = Set(Some(phone.to_owned()));
    row.update(&*txn).await?;
    let change = Change::new(actor, "salon.update_admin_phone", Entity::Salon, salon_id)
        .between(&before, &json!({ "account_id": owner, "phone": phone }));
    audit::record(&*txn, change).await?;
    txn.commit().await?;
    Ok(AdminPhoneChange::Done { account_id: owner })
}

/// The outcome of making an account a salon admin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdminGrant {
    Granted {
        account_id: i64,
    },
    /// The account already administers this salon; nothing was written.
    AlreadyAdmin {
        account_id: i64,
    },
    /// No (undeleted) account has this phone.
    UserNotFound,
    NotFound,
}

/// Gives the account with `phone` (E.164) the `salon_admin` role for the salon.
pub async fn set_user_as_admin(db: &crate::Db, salon_id: i64, phone: &str, actor: Actor) -> Result<AdminGrant, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    if salons::Entity::find_by_id(salon_id).one(&*txn).await?.is_none() {
        return Ok(AdminGrant::NotFound);
    }
    let Some(account) =
        accounts::Entity::find().filter(accounts::Column::Phone.eq(phone)).filter(accounts::Column::DeletedAt.is_null()).one(&*txn).await?
    else {
        return Ok(AdminGrant::UserNotFound);
    };
    let already = account_roles::Entity::find()
        .filter(account_roles::Column::AccountId.eq(account.id))
        .filter(account_roles::Column::Role.eq(Role::SalonAdmin.as_str()))
        .filter(account_roles::Column::SalonId.eq(salon_id))
        .count(&*txn)
        .await?
        > 0;
    if already {
        return Ok(AdminGrant::AlreadyAdmin { account_id: account.id });
    }
    crate::accounts::grant(&*txn, account.id, Role::SalonAdmin, Some(salon_id)).await?;
    let change = Change::new(actor, "salon.set_user_as_admin", Entity::Salon, salon_id)
        .after(&json!({ "account_id": account.id, "full_name": account.full_name, "phone": phone }));
    audit::record(&*txn, change).await?;
    txn.commit().await?;
    Ok(AdminGrant::Granted { account_id: account.id })
}
