//! Stored files (uploads and demo photos).

use chrono::Utc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, Set};

use crate::entities::files;

pub async fn file<C: ConnectionTrait>(db: &C, id: i64) -> Result<Option<files::Model>, DbErr> {
    files::Entity::find_by_id(id).one(db).await
}

pub async fn insert_file<C: ConnectionTrait>(db: &C, folder: &str, name: &str, storage_key: &str, mime: &str, size: i64, dims: Option<(i32, i32)>, uploaded_by: i64) -> Result<files::Model, DbErr> {
    files::ActiveModel {
        folder: Set(folder.into()),
        name: Set(name.into()),
        storage_key: Set(storage_key.into()),
        mime: Set(mime.into()),
        size: Set(size),
        width: Set(dims.map(|d| d.0)),
        height: Set(dims.map(|d| d.1)),
        uploaded_by: Set(Some(uploaded_by)),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
}
