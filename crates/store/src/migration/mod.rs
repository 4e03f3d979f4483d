//! ONE migration set for SQLite and PostgreSQL. Schema is written with SeaQuery builders so the
//! same code yields each backend's DDL; backend-specific SQL appears only where a feature
//! exists on one side (the double-booking guard: PostgreSQL's exclusion constraint, SQLite's
//! triggers; FTS5 vs pg_trgm).

use sea_orm_migration::prelude::*;

mod m20261121_000001_core;
mod m20261121_000002_access;
pub mod m20261121_000003_discovery;
mod m20261121_000004_discovery_indexes;
mod m20261121_000005_booking;
mod m20261121_000006_cabinets;
mod m20261121_000009_salon_clients;
mod m20261121_000010_salon_profile;
mod m20261121_000011_listing_indexes;
mod m20261121_000012_booking_guard;
mod m20261124_000013_login_attempts;
mod m20261124_000014_audit_changes;
mod m20261124_000016_service_moderation;
mod m20261124_000017_review_moderation;
pub mod m20261124_000018_admin_salons;
mod m20261124_000019_portfolio_hidden;
mod m20261124_000020_agreement_versions;
mod m20261124_000021_subscriptions;
mod m20261124_000026_blog;
mod m20261124_000027_salon_numbers;
mod m20261124_000029_loyalty;
mod m20261124_000030_numbers_indexes;
mod m20261124_000031_page_views;
mod m20261124_000032_chat;
mod m20261124_000033_push_subscriptions;
mod m20261125_000034_no_shows;
mod m20261125_000035_content;
mod m20261125_000036_numbers_net_revenue;
mod m20261125_000038_account_search;
mod m20261126_000039_listing_at_scale;
pub mod m20261127_000040_numbers_days;
pub mod m20261127_000041_listing_places;
pub mod m20261128_000042_reviews_order;
pub mod m20261128_000043_salon_activity;
pub mod m20261128_000044_review_totals;
pub mod m20261128_000045_review_search;
pub mod m20261128_000046_platform_numbers_indexes;
pub mod m20261128_000047_salon_photos_order;
pub mod m20261201_000048_salons_created;
pub mod m20261202_000049_admin_salons_table;
pub mod m20261202_000050_master_clients;
pub mod m20261202_000051_month_rows;
pub mod m20261202_000052_platform_days;
pub mod m20261202_000053_client_rows_serialised;
pub mod m20261203_000054_orders_report_indexes;
pub mod m20261203_000055_salon_counts;
pub mod m20261203_000056_catalogue_version;
pub mod m20261204_000057_master_reviews;
pub mod m20261204_000058_best_salons;

/// A foreign key from `table.column` to `target.id`.
fn fk(table: &'static str, column: &'static str, target: &'static str, on_delete: ForeignKeyAction) -> ForeignKeyCreateStatement {
    ForeignKey::create().from(table, column).to(target, "id").on_delete(on_delete).to_owned()
}

/// A named index over `columns` of `table`.
fn index(table: &'static str, name: &'static str, columns: &[&'static str], unique: bool) -> IndexCreateStatement {
    let mut statement = Index::create();
    statement.name(name).table(table);
    for column in columns {
        statement.col(*column);
    }
    if unique {
        statement.unique();
    }
    statement.to_owned()
}

/// Runs raw statements one after the other (the migrations whose tables and triggers are written
/// as SQL per database).
async fn run_statements(db: &impl sea_orm::ConnectionTrait, statements: &[impl AsRef<str>]) -> Result<(), DbErr> {
    for sql in statements {
        db.execute_unprepared(sql.as_ref()).await?;
    }
    Ok(())
}

/// Runs the statements `postgres` or `sqlite` writes, for the manager's database.
async fn run_for_backend(manager: &SchemaManager<'_>, postgres: fn() -> Vec<String>, sqlite: fn() -> Vec<String>) -> Result<(), DbErr> {
    let statements = if manager.get_database_backend() == sea_orm::DatabaseBackend::Postgres { postgres() } else { sqlite() };
    run_statements(manager.get_connection(), &statements).await
}

/// A PostgreSQL row trigger function `name` that runs `take_off_old` (statements over `OLD`) on an
/// update or delete and `add_new` (over `NEW`) on an update or insert: how the kept rows of the
/// numbers follow every write of the rows they sum.
fn row_change_function(name: &str, take_off_old: &str, add_new: &str) -> String {
    format!(
        "CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
         IF TG_OP IN ('UPDATE', 'DELETE') THEN {take_off_old} END IF; \
         IF TG_OP IN ('UPDATE', 'INSERT') THEN {add_new} END IF; RETURN NULL; END $$"
    )
}

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_core::Migration),
            Box::new(m20261121_000002_access::Migration),
            Box::new(m20261121_000003_discovery::Migration),
            Box::new(m20261121_000004_discovery_indexes::Migration),
            Box::new(m20261121_000005_booking::Migration),
            Box::new(m20261121_000006_cabinets::Migration),
            Box::new(m20261121_000009_salon_clients::Migration),
            Box::new(m20261121_000010_salon_profile::Migration),
            Box::new(m20261121_000011_listing_indexes::Migration),
            Box::new(m20261121_000012_booking_guard::Migration),
            Box::new(m20261124_000013_login_attempts::Migration),
            Box::new(m20261124_000014_audit_changes::Migration),
            Box::new(m20261124_000016_service_moderation::Migration),
            Box::new(m20261124_000017_review_moderation::Migration),
            Box::new(m20261124_000018_admin_salons::Migration),
            Box::new(m20261124_000019_portfolio_hidden::Migration),
            Box::new(m20261124_000020_agreement_versions::Migration),
            Box::new(m20261124_000021_subscriptions::Migration),
            Box::new(m20261124_000026_blog::Migration),
            Box::new(m20261124_000027_salon_numbers::Migration),
            Box::new(m20261124_000029_loyalty::Migration),
            Box::new(m20261124_000030_numbers_indexes::Migration),
            Box::new(m20261124_000031_page_views::Migration),
            Box::new(m20261124_000032_chat::Migration),
            Box::new(m20261124_000033_push_subscriptions::Migration),
            Box::new(m20261125_000034_no_shows::Migration),
            Box::new(m20261125_000035_content::Migration),
            Box::new(m20261125_000036_numbers_net_revenue::Migration),
            Box::new(m20261125_000038_account_search::Migration),
            Box::new(m20261126_000039_listing_at_scale::Migration),
            Box::new(m20261127_000040_numbers_days::Migration),
            Box::new(m20261127_000041_listing_places::Migration),
            Box::new(m20261128_000042_reviews_order::Migration),
            Box::new(m20261128_000043_salon_activity::Migration),
            Box::new(m20261128_000044_review_totals::Migration),
            Box::new(m20261128_000045_review_search::Migration),
            Box::new(m20261128_000046_platform_numbers_indexes::Migration),
            Box::new(m20261128_000047_salon_photos_order::Migration),
            Box::new(m20261201_000048_salons_created::Migration),
            Box::new(m20261202_000049_admin_salons_table::Migration),
            Box::new(m20261202_000050_master_clients::Migration),
            Box::new(m20261202_000051_month_rows::Migration),
            Box::new(m20261202_000052_platform_days::Migration),
            Box::new(m20261202_000053_client_rows_serialised::Migration),
            Box::new(m20261203_000054_orders_report_indexes::Migration),
            Box::new(m20261203_000055_salon_counts::Migration),
            Box::new(m20261203_000056_catalogue_version::Migration),
            Box::new(m20261204_000057_master_reviews::Migration),
            Box::new(m20261204_000058_best_salons::Migration),
        ]
    }
}
