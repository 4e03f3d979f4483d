//! A master of any salon for the master page (the salon page lists the kept team:
//! `catalogue_snapshot::Team`).

use crate::Error;
use sea_orm::{DatabaseConnection, EntityTrait};

use crate::entities::masters;

/// A master of any salon, unless removed.
pub async fn master(db: &DatabaseConnection, master_id: i64) -> Result<Option<masters::Model>, Error> {
    Ok(masters::Entity::find_by_id(master_id).one(db).await?.filter(|m| m.deleted_at.is_none()))
}
