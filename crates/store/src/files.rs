//! Stored files (uploads and demo photos).

use crate::Error;
use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, Set};

use crate::entities::files;

pub async fn file<C: ConnectionTrait>(db: &C, id: i64) -> Result<Option<files::Model>, Error> {
    files::Entity::find_by_id(id).one(db).await.map_err(Error::from)
}

/// What an upload stores about a file; its bytes are in storage under `storage_key`.
pub struct NewFile<'a> {
    pub folder: &'a str,
    pub name: &'a str,
    pub storage_key: &'a str,
    pub mime: &'a str,
    pub size: i64,
    /// Width and height of an image.
    pub dims: Option<(i32, i32)>,
    pub uploaded_by: i64,
}

pub async fn insert_file<C: ConnectionTrait>(db: &C, file: NewFile<'_>) -> Result<files::Model, Error> {
    files::ActiveModel {
        folder: Set(file.folder.into()),
        name: Set(file.name.into()),
        storage_key: Set(file.storage_key.into()),
        mime: Set(file.mime.into()),
        size: Set(file.size),
        width: Set(file.dims.map(|d| d.0)),
        height: Set(file.dims.map(|d| d.1)),
        uploaded_by: Set(Some(file.uploaded_by)),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .map_err(Error::from)
}

/// Whether `account_id` uploaded the file stored under `storage_key`: a chat message may only
/// carry its sender's own uploads, so nobody attaches another account's picture by guessing its URL.
pub async fn uploaded_by<C: ConnectionTrait>(db: &C, storage_key: &str, account_id: i64) -> Result<bool, Error> {
    use sea_orm::{ColumnTrait, PaginatorTrait, QueryFilter};
    let count = files::Entity::find()
        .filter(files::Column::StorageKey.eq(storage_key))
        .filter(files::Column::UploadedBy.eq(account_id))
        .count(db)
        .await?;
    Ok(count > 0)
}
