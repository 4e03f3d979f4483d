//! Salon administration (issue #17 item 5): the platform's own settings (the maximum number of
//! star salons, `star_count`) and the index behind the salons list's "last activity".
//!
//! `platform_settings` is a key → value table so the next platform-wide number needs no new
//! table; its rows double as locks (the star toggle locks the `star_count` row on PostgreSQL, so
//! two toggles cannot both see room under the maximum).
//!
//! `(salon_id, updated_at)` on appointments answers "the salon's latest appointment change" with
//! one index probe per salon: the list computes it for every salon when it counts the "no
//! activity in 7 days" tab.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000018_admin_salons"
    }
}

const SETTINGS: &str = "platform_settings";
const ACTIVITY: &str = "ix_appointments_salon_updated";
/// The maximum number of star salons until an admin changes it.
pub const DEFAULT_STAR_COUNT: i64 = 10;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SETTINGS)
                    .col(string("key").primary_key())
                    .col(text("value"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        let now = chrono::Utc::now();
        manager
            .exec_stmt(
                Query::insert()
                    .into_table(SETTINGS)
                    .columns([Alias::new("key"), Alias::new("value"), Alias::new("updated_at")])
                    .values_panic(["star_count".into(), DEFAULT_STAR_COUNT.to_string().into(), now.into()])
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("appointments", ACTIVITY, &["salon_id", "updated_at"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(ACTIVITY).table("appointments").to_owned()).await?;
        manager.drop_table(Table::drop().table(SETTINGS).to_owned()).await
    }
}
