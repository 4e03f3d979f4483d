//! The link between a master row and an account: invited phones linked at the first login, and
//! the `salon_master` role granted and taken away with the link.

use crate::Error;
use domain::access::Role;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseTransaction, EntityTrait, PaginatorTrait, QueryFilter, Set};

use crate::entities::{account_roles, accounts, masters};

/// Links the master rows salons made for `account`'s phone before the person had an account, and
/// grants `salon_master` for each salon; the account then starts in the master area (it was
/// invited as a master). Returns the account as it is now.
pub async fn link_invited(txn: &DatabaseTransaction, account: accounts::Model) -> Result<accounts::Model, Error> {
    let Some(phone) = account.phone.clone() else { return Ok(account) };
    let invited = masters::Entity::find()
        .filter(masters::Column::Phone.eq(phone))
        .filter(masters::Column::AccountId.is_null())
        .filter(masters::Column::DeletedAt.is_null())
        .all(txn)
        .await?;
    if invited.is_empty() {
        return Ok(account);
    }
    for master in invited {
        let salon_id = master.salon_id;
        let mut active: masters::ActiveModel = master.into();
        active.account_id = Set(Some(account.id));
        active.update(txn).await?;
        grant_master(txn, account.id, salon_id).await?;
    }
    let mut active: accounts::ActiveModel = account.into();
    active.active_role = Set(Role::SalonMaster.as_str().into());
    active.update(txn).await.map_err(Error::from)
}

pub(super) async fn grant_master(txn: &DatabaseTransaction, account_id: i64, salon_id: i64) -> Result<(), Error> {
    crate::accounts::grant(txn, account_id, Role::SalonMaster, Some(salon_id)).await
}

/// Takes `salon_master` for the salon away from an account that no longer has a master row
/// there (removed or unlinked), so its master cabinet closes.
pub(super) async fn revoke_master_if_unused(txn: &DatabaseTransaction, account_id: i64, salon_id: i64) -> Result<(), Error> {
    let still = masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .filter(masters::Column::AccountId.eq(account_id))
        .filter(masters::Column::DeletedAt.is_null())
        .count(txn)
        .await?;
    if still == 0 {
        account_roles::Entity::delete_many()
            .filter(account_roles::Column::AccountId.eq(account_id))
            .filter(account_roles::Column::Role.eq(Role::SalonMaster.as_str()))
            .filter(account_roles::Column::SalonId.eq(salon_id))
            .exec(txn)
            .await?;
    }
    Ok(())
}
