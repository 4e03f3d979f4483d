//! Salon profile and services (issue #6, profile part): a catalogue service is bound to a salon
//! at most once (the binding endpoint relies on it when two requests race), a file is in a
//! salon's gallery at most once, and the salon's own service requests are found by salon. (Not
//! unique on the file alone: the synthetic bench data shares demo photos between salons; the
//! gallery endpoint refuses a file that is in any gallery.)

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000010_salon_profile"
    }
}

fn indexes() -> Vec<IndexCreateStatement> {
    vec![
        index("salon_services", "ux_salon_services_salon_service", &["salon_id", "service_id"], true),
        index("salon_photos", "ux_salon_photos_salon_file", &["salon_id", "file_id"], true),
        index("services", "ix_services_requested_by", &["requested_by_salon_id", "created_at"], false),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for index in indexes() {
            manager.create_index(index).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (table, name) in [
            ("salon_services", "ux_salon_services_salon_service"),
            ("salon_photos", "ux_salon_photos_salon_file"),
            ("services", "ix_services_requested_by"),
        ] {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        Ok(())
    }
}
