//! The salon's numbers (issue #19): what a master is paid besides `masters.salary_type` and
//! `hourly_rate` (a fixed monthly amount and a commission on service revenue, optionally per
//! category), the salon's corrections of a master's worked time per day, the payments made to a
//! master, and the salon's expenses. Revenue itself is never stored twice: it is read from the
//! completed appointments (`appointments.total_price`, `payment_method`, `completed_at`).
//!
//! Amounts are kuruş; percentages are basis points (1 % = 100) so a commission of 12.5 % is exact.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000027_salon_numbers"
    }
}

const CATEGORY_COMMISSIONS: &str = "master_category_commissions";
const WORKED_DAYS: &str = "master_worked_days";
const SALARY_PAYMENTS: &str = "salary_payments";
const EXPENSES: &str = "expenses";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // A `fixed` master's amount per month; any master's commission on the revenue of their
        // completed services (0 or absent: none).
        manager.alter_table(Table::alter().table("masters").add_column(big_integer_null("monthly_salary")).to_owned()).await?;
        manager.alter_table(Table::alter().table("masters").add_column(integer_null("commission_bp")).to_owned()).await?;
        // A commission for one category that overrides the master's own.
        manager
            .create_table(
                Table::create()
                    .table(CATEGORY_COMMISSIONS)
                    .col(big_integer("master_id"))
                    .col(big_integer("category_id"))
                    .col(integer("commission_bp"))
                    .primary_key(Index::create().col("master_id").col("category_id"))
                    .foreign_key(&mut fk(CATEGORY_COMMISSIONS, "master_id", "masters", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(CATEGORY_COMMISSIONS, "category_id", "categories", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        // The salon's correction of a master's worked minutes on one day; a day without a row
        // counts what the schedule says (its hours minus breaks; nothing on a day off).
        manager
            .create_table(
                Table::create()
                    .table(WORKED_DAYS)
                    .col(big_integer("master_id"))
                    .col(date("day"))
                    .col(integer("minutes"))
                    .col(big_integer_null("updated_by"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .primary_key(Index::create().col("master_id").col("day"))
                    .foreign_key(&mut fk(WORKED_DAYS, "master_id", "masters", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        // Money handed to a master (spec §7 `employees/payments/{id}`); also an expense of the salon.
        manager
            .create_table(
                Table::create()
                    .table(SALARY_PAYMENTS)
                    .col(big_pk_auto("id"))
                    .col(big_integer("salon_id"))
                    .col(big_integer("master_id"))
                    .col(big_integer("amount"))
                    .col(date("paid_on"))
                    // cash, card, transfer
                    .col(string("method"))
                    .col(text_null("note"))
                    .col(big_integer_null("created_by"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut fk(SALARY_PAYMENTS, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(SALARY_PAYMENTS, "master_id", "masters", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(SALARY_PAYMENTS, "ix_salary_payments_salon_day", &["salon_id", "paid_on"], false)).await?;
        manager.create_index(index(SALARY_PAYMENTS, "ix_salary_payments_master_day", &["master_id", "paid_on"], false)).await?;
        // An expense of the salon. A recurring one counts once a month, on the day of the month
        // of `spent_on`, from `spent_on` until `ends_on` (open-ended when absent).
        manager
            .create_table(
                Table::create()
                    .table(EXPENSES)
                    .col(big_pk_auto("id"))
                    .col(big_integer("salon_id"))
                    // rent, products, utilities, marketing, equipment, taxes, other
                    .col(string("category"))
                    .col(big_integer("amount"))
                    .col(date("spent_on"))
                    .col(boolean("recurring_monthly").default(false))
                    .col(date_null("ends_on"))
                    .col(text_null("note"))
                    .col(big_integer_null("created_by"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut fk(EXPENSES, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(EXPENSES, "ix_expenses_salon_day", &["salon_id", "spent_on"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [EXPENSES, SALARY_PAYMENTS, WORKED_DAYS, CATEGORY_COMMISSIONS] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        for column in ["commission_bp", "monthly_salary"] {
            manager.alter_table(Table::alter().table("masters").drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
