//! Indexes for the salon's analytics and reports (issue #19). Measured on two years of a salon
//! with 10 masters (about 100,000 appointments, `randevu seed --history`): every chart and report
//! sums appointments of one salon over a date range, so an index that holds every column those
//! sums read lets both databases answer from the index alone instead of visiting 100,000 rows;
//! the clients' "first visit" (new or returning) groups completed visits by phone, which the
//! second index keeps in order. Pre-aggregated daily rows were not needed (docs/performance.md).

use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000030_numbers_indexes"
    }
}

const DAYS: &str = "ix_appointments_salon_numbers";
const CLIENTS: &str = "ix_appointments_salon_client_firsts";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(index(
                "appointments",
                DAYS,
                &["salon_id", "provision_date", "status", "master_id", "total_price", "cancelled_by", "payment_method"],
                false,
            ))
            .await?;
        manager.create_index(index("appointments", CLIENTS, &["salon_id", "status", "client_phone", "provision_date"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in [CLIENTS, DAYS] {
            manager.drop_index(Index::drop().name(name).table("appointments").to_owned()).await?;
        }
        Ok(())
    }
}
