//! Data migration: every appointment made before the salon client cards existed gets its card
//! (one per salon and phone, latest name and e-mail, the account owning the phone), so the
//! clients table of a salon starts with everyone who has visited it.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000009_salon_clients"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The search key needs Turkish folding, which is Rust, not SQL: the store does the work.
        crate::salon_clients::backfill(manager.get_connection(), chrono::Utc::now()).await.map_err(|e| DbErr::Custom(e.to_string()))?;
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        // The cards may have been edited since; they stay.
        Ok(())
    }
}
