//! The platform admin's analytics (issue #19 item 6) on the large dataset (4.2 M appointments,
//! ~170,000 in 30 days): bookings by day read each appointment row of the period for its status
//! (355 ms on SQLite at one client), conversion every online booking row of the period for its
//! source and salon (988 ms), the masters' money each completed visit for its price. The two
//! indexes migration 000031 added for these calls are replaced by ones holding those columns too,
//! so each call reads one index range and no appointment row — the same number of indexes each
//! booking writes. (Since migration 000052 bookings by day, the masters' money and the online
//! bookings read day rows; the orders table's visit-day filter and its sort by booking time still
//! read these indexes.)

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000046_platform_numbers_indexes"
    }
}

const OLD_DAY: &str = "ix_appointments_provision_date";
const NEW_DAY: &str = "ix_appointments_day_numbers";
/// Bookings by day and status; the completed visits' collected money (`sql::COLLECTED`).
const NEW_DAY_COLUMNS: [&str; 4] = ["provision_date", "status", "total_price", "points_discount"];
const OLD_CREATED: &str = "ix_appointments_created";
const NEW_CREATED: &str = "ix_appointments_created_source";
/// Online bookings made in a period, per salon.
const NEW_CREATED_COLUMNS: [&str; 3] = ["created_at", "source", "salon_id"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("appointments", NEW_DAY, &NEW_DAY_COLUMNS, false)).await?;
        manager.create_index(index("appointments", NEW_CREATED, &NEW_CREATED_COLUMNS, false)).await?;
        manager.drop_index(Index::drop().name(OLD_DAY).table("appointments").if_exists().to_owned()).await?;
        manager.drop_index(Index::drop().name(OLD_CREATED).table("appointments").if_exists().to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("appointments", OLD_DAY, &["provision_date"], false)).await?;
        manager.create_index(index("appointments", OLD_CREATED, &["created_at"], false)).await?;
        manager.drop_index(Index::drop().name(NEW_DAY).table("appointments").if_exists().to_owned()).await?;
        manager.drop_index(Index::drop().name(NEW_CREATED).table("appointments").if_exists().to_owned()).await
    }
}
