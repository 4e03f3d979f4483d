//! The places list at the size of a country (issue #23, docs/performance.md "Catalogue at scale").
//!
//! - `salon_prices`: per salon, the lowest discounted price of its active services over all of
//!   them (`scope = 'all'`, `scope_id = 0`), per department, per category and per catalogue
//!   service (filled by migration 000041), rewritten by `store::listing::prices::refresh` in the transaction that changes a
//!   salon's services. The price sort walks `(scope, scope_id, price, salon_id)` in order and
//!   stops at the page; a filter by department, category or service is one primary-key probe.
//! - Expression indexes that serve each sort of `salons` with and without a place filter, so a
//!   page of the default list reads the page, not the table.
//! - `(lat, lng, status)`: the distance sort's bounding box, read without the salons' rows.
//! - The ranked lookups (`store::search::ranked_ids`) of salons and neighbourhoods: names by their
//!   first three letters in rank order (prefix matches), and all names in rank order (the walk for
//!   a common word), each `(…, length(search_key), id)`.

use sea_orm::ConnectionTrait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{fk, index};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261126_000039_listing_at_scale"
    }
}

/// The rating order of the list: unrated salons last, then more reviews first.
const RATING_KEY: &str = "(COALESCE(rating_avg, -1)) DESC, reviews_count DESC, id";
const NEWEST_KEY: &str = "created_at DESC, id DESC";

/// (index name, table, columns and condition) of the ranked lookups' indexes.
const LOOKUP_INDEXES: [(&str, &str, &str); 4] = [
    ("ix_salons_lookup_prefix", "salons", "(substr(search_key, 1, 3), length(search_key), id) WHERE status = 'active'"),
    ("ix_salons_lookup_rank", "salons", "(length(search_key), id, search_key) WHERE status = 'active'"),
    ("ix_neighbourhoods_lookup_prefix", "neighbourhoods", "(substr(search_key, 1, 3), length(search_key), id)"),
    ("ix_neighbourhoods_lookup_rank", "neighbourhoods", "(length(search_key), id, search_key)"),
];

/// (index name, leading columns, sort key) of every sort index on `salons`.
fn sort_indexes() -> Vec<(String, &'static str, &'static str)> {
    let mut all = Vec::new();
    for (sort, key) in [("rating", RATING_KEY), ("newest", NEWEST_KEY)] {
        for (place, lead) in [
            ("all", "status"),
            ("province", "province_id, status"),
            ("district", "district_id, status"),
            ("hood", "neighbourhood_id, status"),
        ] {
            all.push((format!("ix_salons_list_{sort}_{place}"), lead, key));
        }
    }
    all
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("salon_prices")
                    .col(big_integer("salon_id"))
                    .col(string_len("scope", 16))
                    .col(big_integer("scope_id"))
                    .col(big_integer("price"))
                    .primary_key(Index::create().col("salon_id").col("scope").col("scope_id"))
                    .foreign_key(&mut fk("salon_prices", "salon_id", "salons", ForeignKeyAction::Cascade))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("salon_prices", "ix_salon_prices_sort", &["scope", "scope_id", "price", "salon_id"], false)).await?;
        let db = manager.get_connection();
        for (name, lead, key) in sort_indexes() {
            db.execute_unprepared(&format!("CREATE INDEX {name} ON salons ({lead}, {key})")).await?;
        }
        manager.create_index(index("salons", "ix_salons_position", &["lat", "lng", "status"], false)).await?;
        for (name, table, columns) in LOOKUP_INDEXES {
            db.execute_unprepared(&format!("CREATE INDEX {name} ON {table} {columns}")).await?;
        }
        // The old rating index sorted NULL first on PostgreSQL and is served by the new one.
        manager.drop_index(Index::drop().name("ix_salons_status_rating").table("salons").to_owned()).await?;
        // Filled by migration 000041, once the rows have the columns the writers now fill.
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.create_index(index("salons", "ix_salons_status_rating", &["status", "rating_avg"], false)).await?;
        manager.drop_index(Index::drop().name("ix_salons_position").table("salons").to_owned()).await?;
        for (name, table, _) in LOOKUP_INDEXES {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        for (name, _, _) in sort_indexes() {
            manager.drop_index(Index::drop().name(name).table("salons").to_owned()).await?;
        }
        manager.drop_table(Table::drop().table("salon_prices").to_owned()).await
    }
}
