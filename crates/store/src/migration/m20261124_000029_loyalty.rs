//! The salon's loyalty points programme (issue #19 item 3): its settings, each client's balance
//! per salon (the row the redeeming booking locks and conditionally decrements), the append-only
//! ledger of every earn, redeem, return and expiry, and on the appointment the points it redeemed
//! and the discount they gave (`total_price` stays the services' price; the salon collects
//! `total_price - points_discount`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000029_loyalty"
    }
}

const PROGRAMMES: &str = "loyalty_programmes";
const BALANCES: &str = "loyalty_balances";
const LEDGER: &str = "loyalty_ledger";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(PROGRAMMES)
                    .col(big_integer("salon_id").primary_key())
                    .col(boolean("enabled").default(false))
                    .col(integer("points_per_100_try"))
                    .col(integer("point_value_kurus"))
                    .col(integer("max_redeem_percent"))
                    .col(integer_null("expiry_months"))
                    .col(big_integer_null("updated_by"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .foreign_key(&mut fk(PROGRAMMES, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        // The sum of the account's ledger at the salon, kept in the same transaction as each
        // entry; never negative (the redeeming write is `... WHERE points >= ?`).
        manager
            .create_table(
                Table::create()
                    .table(BALANCES)
                    .col(big_integer("salon_id"))
                    .col(big_integer("account_id"))
                    .col(big_integer("points").default(0))
                    .primary_key(Index::create().col("salon_id").col("account_id"))
                    .foreign_key(&mut fk(BALANCES, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(BALANCES, "account_id", "accounts", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(LEDGER)
                    .col(big_pk_auto("id"))
                    .col(big_integer("salon_id"))
                    .col(big_integer("account_id"))
                    .col(big_integer_null("appointment_id"))
                    // earn, redeem, return, expire
                    .col(string("kind"))
                    // signed: earn and return add, redeem and expire take away
                    .col(big_integer("points"))
                    // earn: the amount paid it was earned on; redeem and return: the discount
                    .col(big_integer("amount_kurus").default(0))
                    // earn: when these points expire (null: never)
                    .col(timestamp_with_time_zone_null("expires_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut fk(LEDGER, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(LEDGER, "account_id", "accounts", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk(LEDGER, "appointment_id", "appointments", ForeignKeyAction::SetNull))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(LEDGER, "ix_loyalty_ledger_account", &["salon_id", "account_id", "created_at"], false)).await?;
        // One earn, one redeem and one return per visit, whatever path completes or cancels it
        // twice (expiries have no visit: NULLs never collide).
        manager.create_index(index(LEDGER, "ux_loyalty_ledger_visit_kind", &["appointment_id", "kind"], true)).await?;
        manager.alter_table(Table::alter().table("appointments").add_column(integer("points_redeemed").default(0)).to_owned()).await?;
        manager.alter_table(Table::alter().table("appointments").add_column(big_integer("points_discount").default(0)).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in ["points_discount", "points_redeemed"] {
            manager.alter_table(Table::alter().table("appointments").drop_column(column).to_owned()).await?;
        }
        for table in [LEDGER, BALANCES, PROGRAMMES] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
