//! Tariffs and subscriptions (issue #18): a salon's subscription to a plan, its payments (each
//! paid period an invoice with a sequential number), the payment provider's events seen (so a
//! repeated webhook changes nothing), the SMS a salon caused per month (its plan's quota), and
//! `masters.plan_inactive` (a master beyond the free plan's limit after a downgrade: kept, not
//! bookable, back on upgrade), and the salon's legal details for its invoices.
//!
//! `salons.plan` stays the plan in force: every check reads it, and only
//! `store::subscriptions::set_plan` changes it, in the same transaction as the subscription.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000021_subscriptions"
    }
}

const SUBSCRIPTIONS: &str = "subscriptions";
const PAYMENTS: &str = "subscription_payments";
const EVENTS: &str = "payment_events";
const SMS_USAGE: &str = "salon_sms_usage";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One row per salon that ever left the free plan; a salon without a row is on the free plan.
        manager
            .create_table(
                Table::create()
                    .table(SUBSCRIPTIONS)
                    .col(big_pk_auto("id"))
                    .col(big_integer_uniq("salon_id"))
                    // domain::plan::Plan::as_str
                    .col(string("plan"))
                    // domain::subscription::Status::as_str: active, trial, past_due, cancelled
                    .col(string("status"))
                    .col(timestamp_with_time_zone("period_start"))
                    .col(timestamp_with_time_zone("period_end"))
                    .col(boolean("cancel_at_period_end").default(false))
                    // Which provider holds the card: "dev", "iyzico", or "grant" for a plan an admin granted.
                    .col(string("provider"))
                    .col(string_null("customer_ref"))
                    .col(string_null("subscription_ref"))
                    .col(string_null("card_ref"))
                    .col(string_null("card_brand"))
                    .col(string_null("card_last4"))
                    // Failed renewal attempts of the current period (dunning) and when the next one is due.
                    .col(integer("failed_attempts").default(0))
                    .col(timestamp_with_time_zone_null("next_attempt_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .foreign_key(&mut fk(SUBSCRIPTIONS, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(PAYMENTS)
                    .col(big_pk_auto("id"))
                    .col(big_integer("salon_id"))
                    .col(string("plan"))
                    .col(timestamp_with_time_zone("period_start"))
                    .col(timestamp_with_time_zone("period_end"))
                    // VAT included, in kuruş.
                    .col(big_integer("amount_kurus"))
                    // paid or unpaid (spec §3)
                    .col(string("status"))
                    .col(string("provider"))
                    .col(string_null("provider_ref"))
                    .col(string_null("failure_reason"))
                    // Sequential across the platform, given when a period is paid.
                    .col(big_integer_null("invoice_number"))
                    .col(timestamp_with_time_zone_null("paid_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .foreign_key(&mut fk(PAYMENTS, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(PAYMENTS, "ix_subscription_payments_salon", &["salon_id", "created_at"], false)).await?;
        manager.create_index(index(PAYMENTS, "ux_subscription_payments_invoice", &["invoice_number"], true)).await?;
        manager.create_index(index(PAYMENTS, "ix_subscription_payments_created", &["created_at"], false)).await?;
        manager
            .create_table(
                Table::create()
                    .table(EVENTS)
                    .col(big_pk_auto("id"))
                    .col(string("provider"))
                    .col(string("event_id"))
                    .col(text("payload"))
                    .col(timestamp_with_time_zone("received_at"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index(EVENTS, "ux_payment_events_provider_event", &["provider", "event_id"], true)).await?;
        manager
            .create_table(
                Table::create()
                    .table(SMS_USAGE)
                    .col(big_integer("salon_id"))
                    // The calendar month in Europe/Istanbul, "YYYY-MM".
                    .col(string("month"))
                    .col(integer("sent").default(0))
                    .primary_key(Index::create().col("salon_id").col("month"))
                    .foreign_key(&mut fk(SMS_USAGE, "salon_id", "salons", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        // The salon's legal details, printed on its invoices and asked by the demo request:
        // company type (individual, limited, joint_stock), legal name, tax number (TC identity
        // number for individuals, VKN for companies), tax office, billing address.
        for column in ["company_type", "legal_name", "tax_number", "tax_office", "billing_address"] {
            manager.alter_table(Table::alter().table("salons").add_column(string_null(column)).to_owned()).await?;
        }
        manager.alter_table(Table::alter().table("masters").add_column(boolean("plan_inactive").default(false)).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("masters").drop_column("plan_inactive").to_owned()).await?;
        for column in ["company_type", "legal_name", "tax_number", "tax_office", "billing_address"] {
            manager.alter_table(Table::alter().table("salons").drop_column(column).to_owned()).await?;
        }
        for table in [SMS_USAGE, EVENTS, PAYMENTS, SUBSCRIPTIONS] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
