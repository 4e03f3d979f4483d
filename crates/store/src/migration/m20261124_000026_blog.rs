//! The blog (issue #20 items 1 and 2): posts written per locale (a translation shares its
//! `translation_group`), their categories (named in three languages) and tags. A post is a draft,
//! published, or planned (the jobs worker publishes it at `publish_at`).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261124_000026_blog"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("blog_categories")
                    .col(big_pk_auto("id"))
                    .col(string("slug"))
                    .col(string("name_tr"))
                    .col(string("name_en"))
                    .col(string("name_ru"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("blog_categories", "ux_blog_categories_slug", &["slug"], true)).await?;
        manager
            .create_table(Table::create().table("blog_tags").col(big_pk_auto("id")).col(string("name")).col(string("slug")).to_owned())
            .await?;
        manager.create_index(index("blog_tags", "ux_blog_tags_slug", &["slug"], true)).await?;
        manager
            .create_table(
                Table::create()
                    .table("blog_posts")
                    .col(big_pk_auto("id"))
                    .col(string_len("locale", 2))
                    .col(string("title"))
                    .col(string("slug"))
                    // Posts that are translations of each other share this value (the first one's id).
                    .col(big_integer("translation_group"))
                    .col(string("author"))
                    .col(big_integer_null("category_id"))
                    .col(big_integer_null("cover_file_id"))
                    .col(text("excerpt"))
                    .col(string("seo_title"))
                    .col(string("seo_description"))
                    // Sanitised when saved (domain::blog), again when served.
                    .col(text("html"))
                    .col(string_len("status", 16))
                    .col(timestamp_with_time_zone_null("publish_at"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone("updated_at"))
                    .foreign_key(&mut fk("blog_posts", "category_id", "blog_categories", ForeignKeyAction::SetNull))
                    .foreign_key(&mut fk("blog_posts", "cover_file_id", "files", ForeignKeyAction::SetNull))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("blog_posts", "ux_blog_posts_locale_slug", &["locale", "slug"], true)).await?;
        manager.create_index(index("blog_posts", "ix_blog_posts_status", &["status", "locale", "publish_at"], false)).await?;
        manager.create_index(index("blog_posts", "ix_blog_posts_group", &["translation_group"], false)).await?;
        manager
            .create_table(
                Table::create()
                    .table("blog_post_tags")
                    .col(big_integer("post_id"))
                    .col(big_integer("tag_id"))
                    .primary_key(Index::create().col("post_id").col("tag_id"))
                    .foreign_key(&mut fk("blog_post_tags", "post_id", "blog_posts", ForeignKeyAction::Cascade))
                    .foreign_key(&mut fk("blog_post_tags", "tag_id", "blog_tags", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("blog_post_tags", "ix_blog_post_tags_tag", &["tag_id"], false)).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in ["blog_post_tags", "blog_posts", "blog_tags", "blog_categories"] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
