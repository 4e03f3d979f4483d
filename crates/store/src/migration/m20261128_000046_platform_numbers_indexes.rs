//! The platform admin's analytics (issue #19 item 6) on the large dataset (4.2 M appointments,
//! ~170,000 in 30 days): bookings by day read each appointment row of the period for its status
//! (355 ms on SQLite at one client), conversion every online booking row of the period for its
//! source and salon (988 ms), the masters' money each completed visit for its price. The two
//! indexes migration 000031 added for these calls are replaced by ones holding those columns too,
//! so each call reads one index range and no appointment row — the same number of indexes each
//! booking writes.

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

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, FromQueryResult, Statement};

    use crate::platform_numbers::figures::{ONLINE_BOOKINGS, ONLINE_BOOKINGS_TOTAL};

    #[derive(FromQueryResult)]
    struct Step {
        detail: String,
    }

    /// On a migrated SQLite file, the online bookings' statements read the new index alone (a
    /// covering index: no appointment row is visited), and the old indexes are gone. (Bookings by
    /// day and the masters' money read `ix_appointments_day_numbers` until migration 000052 gave
    /// them day rows; the orders table's visit-day filter still does.)
    #[tokio::test]
    async fn the_analytics_read_their_indexes_alone() {
        let dir = tempfile::tempdir().unwrap();
        let db = crate::connect(&format!("sqlite://{}/t.db", dir.path().display())).await.unwrap();
        crate::migrate(&db).await.unwrap();
        for (sql, index) in [(ONLINE_BOOKINGS, super::NEW_CREATED), (ONLINE_BOOKINGS_TOTAL, super::NEW_CREATED)] {
            let plan = Step::find_by_statement(Statement::from_sql_and_values(
                db.get_database_backend(),
                format!("EXPLAIN QUERY PLAN {sql}"),
                vec!["2026-01-01".into(), "2026-01-31".into()],
            ))
            .all(&db)
            .await
            .unwrap();
            let steps: Vec<&str> = plan.iter().map(|step| step.detail.as_str()).collect();
            assert!(steps.iter().any(|step| step.contains(&format!("USING COVERING INDEX {index}"))), "{sql}: {steps:?}");
        }
        let old = db
            .query_all_raw(Statement::from_string(
                db.get_database_backend(),
                format!("SELECT name FROM sqlite_master WHERE name IN ('{}', '{}')", super::OLD_DAY, super::OLD_CREATED),
            ))
            .await
            .unwrap();
        assert!(old.is_empty());
    }
}
