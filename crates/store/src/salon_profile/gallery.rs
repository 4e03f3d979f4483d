//! The salon's gallery: uploaded files in the salon's order. The first photo is the cover of
//! the salon's card in lists.

use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, SqlErr};

use crate::Error;
use crate::entities::{files, salon_photos};

/// A photo of the gallery: its own id (what reorder and delete name) and its file.
#[derive(Debug, Clone)]
pub struct GalleryPhoto {
    pub id: i64,
    pub file: files::Model,
}

/// The gallery in order.
pub async fn gallery(db: &DatabaseConnection, salon_id: i64) -> Result<Vec<GalleryPhoto>, Error> {
    let photos = salon_photos::Entity::find()
        .filter(salon_photos::Column::SalonId.eq(salon_id))
        .order_by_asc(salon_photos::Column::SortOrder)
        .order_by_asc(salon_photos::Column::Id)
        .all(db)
        .await?;
    let mut files = crate::salon_page::storage_keys(db, photos.iter().map(|p| p.file_id)).await?;
    Ok(photos.into_iter().filter_map(|p| files.remove(&p.file_id).map(|file| GalleryPhoto { id: p.id, file })).collect())
}

/// Why a file cannot join the gallery.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddPhotoRefusal {
    /// No such file, or someone else uploaded it: the same answer for both.
    NotYours,
    /// Already in a gallery.
    InUse,
    /// The gallery holds its maximum.
    Full,
}

/// Adds an uploaded file at the end of the gallery. Only the uploader's own files are taken, so
/// nobody can put another salon's or a client's pictures on their page by guessing ids.
pub async fn add_photo(
    db: &DatabaseConnection,
    salon_id: i64,
    file_id: i64,
    uploader: i64,
    max: u64,
) -> Result<Result<GalleryPhoto, AddPhotoRefusal>, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(file) = files::Entity::find_by_id(file_id).one(&txn).await?.filter(|f| f.uploaded_by == Some(uploader)) else {
        return Ok(Err(AddPhotoRefusal::NotYours));
    };
    if salon_photos::Entity::find().filter(salon_photos::Column::FileId.eq(file_id)).count(&txn).await? > 0 {
        return Ok(Err(AddPhotoRefusal::InUse));
    }
    let existing = salon_photos::Entity::find()
        .filter(salon_photos::Column::SalonId.eq(salon_id))
        .order_by_desc(salon_photos::Column::SortOrder)
        .all(&txn)
        .await?;
    if existing.len() as u64 >= max {
        return Ok(Err(AddPhotoRefusal::Full));
    }
    let next = existing.first().map_or(0, |p| p.sort_order + 1);
    let photo = salon_photos::ActiveModel { salon_id: Set(salon_id), file_id: Set(file_id), sort_order: Set(next), ..Default::default() };
    let row = match photo.insert(&txn).await {
        Ok(row) => row,
        // Another request put the same file in this gallery first (the unique index on salon and file).
        Err(err) if matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => return Ok(Err(AddPhotoRefusal::InUse)),
        Err(err) => return Err(err.into()),
    };
    txn.commit().await?;
    Ok(Ok(GalleryPhoto { id: row.id, file }))
}

/// Puts the gallery in the order of `ids`, which must be exactly this salon's photo ids.
/// Returns false (and changes nothing) otherwise.
pub async fn reorder_photos(db: &DatabaseConnection, salon_id: i64, ids: &[i64]) -> Result<bool, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let photos = salon_photos::Entity::find().filter(salon_photos::Column::SalonId.eq(salon_id)).all(&txn).await?;
    let mut sorted = ids.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut own: Vec<i64> = photos.iter().map(|p| p.id).collect();
    own.sort_unstable();
    if sorted.len() != ids.len() || sorted != own {
        return Ok(false);
    }
    for (order, id) in ids.iter().enumerate() {
        salon_photos::Entity::update_many()
            .col_expr(salon_photos::Column::SortOrder, sea_orm::sea_query::Expr::value(order as i32))
            .filter(salon_photos::Column::Id.eq(*id))
            .filter(salon_photos::Column::SalonId.eq(salon_id))
            .exec(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(true)
}

/// Removes a photo of this salon; false when the salon has no such photo.
pub async fn delete_photo(db: &DatabaseConnection, salon_id: i64, photo_id: i64) -> Result<bool, Error> {
    let result = salon_photos::Entity::delete_many()
        .filter(salon_photos::Column::Id.eq(photo_id))
        .filter(salon_photos::Column::SalonId.eq(salon_id))
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}
