//! No-shows (issue #16 item 7): the status `no_show` needs no schema change (statuses are plain
//! text and both overlap guards list the live statuses, so a no-show holds no time like a
//! cancelled visit). What is stored here is the flag of a booking made by a client with
//! `domain::booking::NO_SHOW_FLAG_THRESHOLD` recent no-shows at the salon: their count at booking
//! time, shown on the desk, and the reason the system does not confirm the visit itself.

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261125_000034_no_shows"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(Table::alter().table("appointments").add_column(ColumnDef::new("no_shows_flag").small_integer().null()).to_owned())
            .await?;
        // The count at booking reads the client's no-shows at one salon.
        manager
            .create_index(
                Index::create()
                    .name("ix_appointments_salon_status_phone")
                    .table("appointments")
                    .col("salon_id")
                    .col("status")
                    .col("client_phone")
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name("ix_appointments_salon_status_phone").table("appointments").to_owned()).await?;
        manager.alter_table(Table::alter().table("appointments").drop_column("no_shows_flag").to_owned()).await
    }
}
