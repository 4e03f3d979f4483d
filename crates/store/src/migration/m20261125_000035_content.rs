//! Issue #20 items 6 and 7: newsletter subscribers (double opt-in, the consent kept with the
//! fields İYS — the Turkish commercial-message registry — asks for) and info pages (`/i/{slug}`,
//! written per locale in the blog's editor).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261125_000035_content"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("newsletter_subscribers")
                    .col(big_pk_auto("id"))
                    // İYS "alıcı" (recipient): the address, lower-cased; one row per address.
                    .col(string("email"))
                    // The language of the mails.
                    .col(string_len("locale", 2))
                    // `pending` (asked, not confirmed), `approved` (İYS ONAY), `rejected` (İYS RET: unsubscribed).
                    .col(string_len("status", 16))
                    // İYS "tip" (EPOSTA), "kaynak" (HS_WEB), "alıcı tipi" (BIREYSEL), kept as stored values.
                    .col(string_len("consent_type", 16))
                    .col(string_len("consent_source", 16))
                    .col(string_len("recipient_type", 16))
                    // İYS "onay tarihi": when the link was confirmed (or the rejection's date).
                    .col(timestamp_with_time_zone_null("consent_date"))
                    // SHA-256 of the confirmation link's token; NULL once used.
                    .col(string_null("confirm_token_hash"))
                    .col(timestamp_with_time_zone_null("confirm_sent_at"))
                    // The unsubscribe link's token (random, 256 bits): every mail carries it, so it
                    // is kept readable; it only ever unsubscribes this address.
                    .col(string("unsubscribe_token"))
                    // Who asked last (the per-address limit of the public form).
                    .col(string("request_ip"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("newsletter_subscribers", "ux_newsletter_email", &["email"], true)).await?;
        manager.create_index(index("newsletter_subscribers", "ux_newsletter_unsubscribe", &["unsubscribe_token"], true)).await?;
        manager.create_index(index("newsletter_subscribers", "ix_newsletter_confirm", &["confirm_token_hash"], false)).await?;
        manager.create_index(index("newsletter_subscribers", "ix_newsletter_ip", &["request_ip", "updated_at"], false)).await?;
        manager
            .create_table(
                Table::create()
                    .table("info_pages")
                    .col(big_pk_auto("id"))
                    .col(string_len("locale", 2))
                    .col(string("title"))
                    .col(string("slug"))
                    // Pages that are translations of each other share this value (the first one's id).
                    .col(big_integer("translation_group"))
                    .col(string("seo_title"))
                    .col(string("seo_description"))
                    // Sanitised when saved (domain::info_page), again when served.
                    .col(text("html"))
                    .col(string_len("status", 16))
                    .col(timestamp_with_time_zone_null("published_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("info_pages", "ux_info_pages_locale_slug", &["locale", "slug"], true)).await?;
        manager.create_index(index("info_pages", "ix_info_pages_group", &["translation_group"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["info_pages", "newsletter_subscribers"] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
