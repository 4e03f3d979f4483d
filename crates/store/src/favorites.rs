//! Clients' bookmarked salons.

use crate::Error;
use chrono::Utc;
use domain::Locale;
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::entities::salon_favorites;
use crate::salons::{SalonCard, cards};

/// Marks or unmarks a salon for a client; marking twice keeps one bookmark.
pub async fn set(db: &DatabaseConnection, account_id: i64, salon_id: i64, favorite: bool) -> Result<(), Error> {
    let existing = salon_favorites::Entity::find()
        .filter(salon_favorites::Column::AccountId.eq(account_id))
        .filter(salon_favorites::Column::SalonId.eq(salon_id))
        .one(db)
        .await?;
    match (favorite, existing) {
        (true, None) => {
            salon_favorites::ActiveModel {
                account_id: Set(account_id),
                salon_id: Set(salon_id),
                created_at: Set(Utc::now()),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }
        (false, Some(row)) => {
            salon_favorites::Entity::delete_by_id(row.id).exec(db).await?;
        }
        _ => {}
    }
    Ok(())
}

/// The client's bookmarked salons, newest bookmark first.
pub async fn bookmarks(db: &DatabaseConnection, locale: Locale, account_id: i64) -> Result<Vec<SalonCard>, Error> {
    let ids: Vec<i64> = salon_favorites::Entity::find()
        .select_only()
        .column(salon_favorites::Column::SalonId)
        .filter(salon_favorites::Column::AccountId.eq(account_id))
        .order_by_desc(salon_favorites::Column::CreatedAt)
        .order_by_desc(salon_favorites::Column::Id)
        .into_tuple::<i64>()
        .all(db)
        .await?;
    cards(db, locale, &ids, Some(account_id)).await
}
