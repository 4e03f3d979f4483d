//! The admin's salons table (issue #17) sorts and filters by each salon's last activity, the
//! latest of its creation, its latest appointment change and its latest admin change (the two
//! moments migration 000043's triggers keep on the salon row). Computed per row in the query,
//! that moment had no index: the "no activity in 7 days" tab sorted by it read and sorted every
//! salon of the tab for each page (26–38 ms at p95 for 3,669 salons, both databases; 20 is the
//! target). Now it is a generated column, `salons.last_activity_at`, with an index on
//! `(last_activity_at, id)`: the tab's condition is a range of the index and its page the range's
//! first entries in either direction.
//!
//! Generated, not written by the triggers: the database computes it from the columns it depends
//! on, so no writer (the triggers, the history seed's fill, an admin write) can leave it stale.
//! SQLite can add only a VIRTUAL generated column to a table (its index stores the value);
//! PostgreSQL only STORED ones (one more timestamp per salon row, rewritten on the rare salon
//! writes). SQLite's scalar `MAX` is NULL when any argument is, hence the COALESCEs (PostgreSQL's
//! `GREATEST` skips NULLs; the same expression keeps both databases' answers equal).
//!
//! Also, on PostgreSQL: statistics on the table's search key, the folded name and the phone
//! (`(search_key || ' ' || phone) LIKE '%word%'`, `TableSql::search`). Without them PostgreSQL
//! guessed 6 salons for "salon" where 529 of 3,669 match, scanned and sorted every salon (32 ms
//! at p95 for the search's third page) instead of walking `ix_salons_created` to the 24th match.

use sea_orm::{ConnectionTrait, DatabaseBackend};
use sea_orm_migration::prelude::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000049_admin_salons_table"
    }
}

pub const COLUMN: &str = "last_activity_at";
pub const NAME: &str = "ix_salons_last_activity";
const SEARCH_STATISTICS: &str = "st_salons_search_phone";

fn add_column(backend: DatabaseBackend) -> String {
    let (greatest, kind) = if backend == DatabaseBackend::Postgres { ("GREATEST", "STORED") } else { ("MAX", "VIRTUAL") };
    format!(
        "ALTER TABLE salons ADD COLUMN {COLUMN} timestamp with time zone GENERATED ALWAYS AS \
         ({greatest}(created_at, COALESCE(last_appointment_at, created_at), COALESCE(last_admin_change_at, created_at))) {kind}"
    )
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let backend = manager.get_database_backend();
        db.execute_unprepared(&add_column(backend)).await?;
        manager.create_index(index("salons", NAME, &[COLUMN, "id"], false)).await?;
        if backend == DatabaseBackend::Postgres {
            db.execute_unprepared(&format!("CREATE STATISTICS {SEARCH_STATISTICS} ON ((search_key || ' ' || phone)) FROM salons")).await?;
            db.execute_unprepared("ANALYZE salons").await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            manager.get_connection().execute_unprepared(&format!("DROP STATISTICS IF EXISTS {SEARCH_STATISTICS}")).await?;
        }
        manager.drop_index(Index::drop().name(NAME).table("salons").if_exists().to_owned()).await?;
        manager.alter_table(Table::alter().table("salons").drop_column(COLUMN).to_owned()).await
    }
}
