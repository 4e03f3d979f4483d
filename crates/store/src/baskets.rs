//! Baskets: what a visitor picked before booking. A guest's basket belongs to the session id
//! (spec §3), a client's to the account; logging in moves the session's basket to the account.

use crate::Error;
use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, JoinType, QueryFilter, QueryOrder,
    QuerySelect, Set,
};

use crate::entities::{basket_items, baskets, salons};

/// Whose basket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    Account(i64),
    Session(String),
}

fn owned_by(owner: &Owner) -> Condition {
    match owner {
        Owner::Account(id) => Condition::all().add(baskets::Column::AccountId.eq(*id)),
        Owner::Session(session) => {
            Condition::all().add(baskets::Column::SessionId.eq(session.as_str())).add(baskets::Column::AccountId.is_null())
        }
    }
}

fn of(owner: &Owner) -> sea_orm::Select<baskets::Entity> {
    baskets::Entity::find().filter(owned_by(owner))
}

pub async fn find(db: &impl ConnectionTrait, owner: &Owner) -> Result<Option<baskets::Model>, Error> {
    of(owner).order_by_desc(baskets::Column::Id).one(db).await.map_err(Error::from)
}

/// The owner's basket with its salon's row (`None` if the salon is gone), in one statement: every
/// basket call after the first reads both (issue #15).
pub async fn find_with_salon(db: &impl ConnectionTrait, owner: &Owner) -> Result<Option<(baskets::Model, Option<salons::Model>)>, Error> {
    let salon = baskets::Entity::belongs_to(salons::Entity).from(baskets::Column::SalonId).to(salons::Column::Id).into();
    of(owner)
        .join(JoinType::LeftJoin, salon)
        .select_also(salons::Entity)
        .order_by_desc(baskets::Column::Id)
        .one(db)
        .await
        .map_err(Error::from)
}

pub async fn items(db: &impl ConnectionTrait, basket_id: i64) -> Result<Vec<basket_items::Model>, Error> {
    basket_items::Entity::find()
        .filter(basket_items::Column::BasketId.eq(basket_id))
        .order_by_asc(basket_items::Column::Id)
        .all(db)
        .await
        .map_err(Error::from)
}

/// Drops the owner's basket.
pub async fn clear(db: &impl ConnectionTrait, owner: &Owner) -> Result<(), Error> {
    // Its items go with it (`ON DELETE CASCADE`).
    baskets::Entity::delete_many().filter(owned_by(owner)).exec(db).await?;
    Ok(())
}

/// A new, empty basket at `salon_id` for the owner, replacing any other.
pub async fn start(
    db: &DatabaseConnection,
    owner: &Owner,
    salon_id: i64,
    master_id: Option<i64>,
    now: DateTime<Utc>,
) -> Result<baskets::Model, Error> {
    clear(db, owner).await?;
    let (session_id, account_id) = match owner {
        Owner::Account(id) => (None, Some(*id)),
        Owner::Session(session) => (Some(session.clone()), None),
    };
    baskets::ActiveModel {
        session_id: Set(session_id),
        account_id: Set(account_id),
        salon_id: Set(salon_id),
        master_id: Set(master_id),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .map_err(Error::from)
}

pub async fn add_item(
    db: &impl ConnectionTrait,
    basket_id: i64,
    salon_service_id: i64,
    option_ids: &[i64],
    now: DateTime<Utc>,
) -> Result<basket_items::Model, Error> {
    basket_items::ActiveModel {
        basket_id: Set(basket_id),
        salon_service_id: Set(salon_service_id),
        quantity: Set(1),
        option_ids: Set(serde_json::to_string(option_ids).unwrap_or_else(|_| "[]".into())),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await
    .map_err(Error::from)
}

/// The option ids stored on an item.
pub fn option_ids(item: &basket_items::Model) -> Vec<i64> {
    serde_json::from_str(&item.option_ids).unwrap_or_default()
}

pub async fn set_item(db: &impl ConnectionTrait, item: &basket_items::Model, quantity: i32, option_ids: &[i64]) -> Result<(), Error> {
    let mut active: basket_items::ActiveModel = item.clone().into();
    active.quantity = Set(quantity);
    active.option_ids = Set(serde_json::to_string(option_ids).unwrap_or_else(|_| "[]".into()));
    active.update(db).await?;
    Ok(())
}

pub async fn remove_items(db: &impl ConnectionTrait, ids: Vec<i64>) -> Result<(), Error> {
    if !ids.is_empty() {
        basket_items::Entity::delete_many().filter(basket_items::Column::Id.is_in(ids)).exec(db).await?;
    }
    Ok(())
}

/// Sets the master and the chosen time (both may be cleared).
pub async fn set_choice(
    db: &impl ConnectionTrait,
    basket: &baskets::Model,
    master_id: Option<i64>,
    date: Option<NaiveDate>,
    start_min: Option<i16>,
    now: DateTime<Utc>,
) -> Result<baskets::Model, Error> {
    let mut active: baskets::ActiveModel = basket.clone().into();
    active.master_id = Set(master_id);
    active.provision_date = Set(date);
    active.start_min = Set(start_min);
    active.updated_at = Set(now);
    active.update(db).await.map_err(Error::from)
}

/// At login the session's basket becomes the account's (replacing an older one of the account);
/// nothing happens when the session has none.
pub async fn adopt(db: &DatabaseConnection, session_id: &str, account_id: i64) -> Result<(), Error> {
    let Some(basket) = find(db, &Owner::Session(session_id.to_owned())).await? else {
        return Ok(());
    };
    clear(db, &Owner::Account(account_id)).await?;
    let mut active: baskets::ActiveModel = basket.into();
    active.account_id = Set(Some(account_id));
    active.session_id = Set(None);
    active.update(db).await?;
    Ok(())
}
