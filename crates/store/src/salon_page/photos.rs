//! Photos: the salon's gallery, storage keys of files by id, and each salon's cover.

use crate::Error;
use std::collections::HashMap;

use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::{files, salon_photos};

/// The salon's gallery files, in order.
pub async fn photos(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<files::Model>, Error> {
    gallery(salon_id).all(db).await.map_err(Error::from)
}

/// The salon's first gallery photo, its cover (one statement; [`cover_photos`] serves lists).
pub async fn cover_photo(db: &DatabaseConnection, salon_id: i64) -> Result<Option<files::Model>, Error> {
    gallery(salon_id).one(db).await.map_err(Error::from)
}

fn gallery(salon_id: i64) -> sea_orm::Select<files::Entity> {
    files::Entity::find()
        .join(
            JoinType::InnerJoin,
            files::Entity::belongs_to(salon_photos::Entity).from(files::Column::Id).to(salon_photos::Column::FileId).into(),
        )
        .filter(salon_photos::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_photos::Column::SortOrder)
        .order_by_asc(salon_photos::Column::Id)
}

/// A storage key per file id, for photos shown beside names.
pub async fn storage_keys(db: &DatabaseConnection, ids: impl IntoIterator<Item = i64>) -> Result<HashMap<i64, files::Model>, Error> {
    Ok(files::Entity::find().filter(files::Column::Id.is_in(ids)).all(db).await?.into_iter().map(|f| (f.id, f)).collect())
}

/// The first gallery photo of each salon of `salon_ids` (salons without photos are missing).
pub async fn cover_photos(db: &DatabaseConnection, salon_ids: &[i64]) -> Result<HashMap<i64, files::Model>, Error> {
    let mut first: HashMap<i64, i64> = HashMap::new();
    for photo in salon_photos::Entity::find()
        .filter(salon_photos::Column::SalonId.is_in(salon_ids.to_vec()))
        .order_by_asc(salon_photos::Column::SortOrder)
        .order_by_asc(salon_photos::Column::Id)
        .all(db)
        .await?
    {
        first.entry(photo.salon_id).or_insert(photo.file_id);
    }
    let files = storage_keys(db, first.values().copied()).await?;
    Ok(first.into_iter().filter_map(|(salon, file)| files.get(&file).cloned().map(|f| (salon, f))).collect())
}
