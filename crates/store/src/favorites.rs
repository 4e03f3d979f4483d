//! Clients' bookmarked salons.

use crate::Error;
use chrono::Utc;
use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::entities::salon_favorites;
use crate::salons::{SalonCard, cards};
use sea_orm::sea_query::OnConflict;

/// Marks or unmarks a salon for a client; marking twice keeps one bookmark. One statement each
/// (an insert that yields to the unique index, a filtered delete), so two tabs racing never
/// fail on a duplicate.
pub async fn set(db: &DatabaseConnection, account_id: i64, salon_id: i64, favorite: bool) -> Result<(), Error> {
    use salon_favorites::Column;
    if favorite {
        let row = salon_favorites::ActiveModel {
            account_id: Set(account_id),
            salon_id: Set(salon_id),
            created_at: Set(Utc::now()),
            ..Default::default()
        };
        let conflict = OnConflict::columns([Column::AccountId, Column::SalonId]).do_nothing().to_owned();
        salon_favorites::Entity::insert(row).on_conflict(conflict).exec_without_returning(db).await?;
    } else {
        salon_favorites::Entity::delete_many()
            .filter(Column::AccountId.eq(account_id))
            .filter(Column::SalonId.eq(salon_id))
            .exec(db)
            .await?;
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
