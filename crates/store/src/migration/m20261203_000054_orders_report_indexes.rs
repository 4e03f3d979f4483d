//! The platform's orders table (issue #19 item 6, spec §7 admin "orders") on the large dataset
//! (4.2 M appointments): its first page in the default order — latest visit first — sorted every
//! appointment (1.8 s on PostgreSQL, 11–21 s on SQLite), because no index began with the visit's
//! time. These indexes give the table's orders a walk: visit time and total, each with the id
//! that breaks ties, so a page reads its own rows and stops (`store::platform_numbers::order_report`);
//! and one salon's visits in visit order (the salon filter: SQLite sorted the 74,000 visits of
//! the benchmark salon, 0.28 s). The third sortable column, booking time, walks
//! `ix_appointments_created_source` (000046).

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261203_000054_orders_report_indexes"
    }
}

/// `ORDER BY a.starts_at DESC, a.id DESC` (the default order).
const BY_VISIT: &str = "ix_appointments_starts";
/// `ORDER BY a.total_price …, a.id DESC`.
const BY_TOTAL: &str = "ix_appointments_total";
/// `WHERE a.salon_id = ? ORDER BY a.starts_at DESC, a.id DESC`.
const SALON_BY_VISIT: &str = "ix_appointments_salon_starts";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("appointments", BY_VISIT, &["starts_at", "id"], false)).await?;
        manager.create_index(index("appointments", BY_TOTAL, &["total_price", "id"], false)).await?;
        manager.create_index(index("appointments", SALON_BY_VISIT, &["salon_id", "starts_at", "id"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_index(Index::drop().name(SALON_BY_VISIT).table("appointments").if_exists().to_owned()).await?;
        manager.drop_index(Index::drop().name(BY_TOTAL).table("appointments").if_exists().to_owned()).await?;
        manager.drop_index(Index::drop().name(BY_VISIT).table("appointments").if_exists().to_owned()).await
    }
}
