//! The seeds' rows: the demo data a fresh development database starts with ([`demo`]), and
//! generated salons on top of it for load tests ([`synthetic`]). `randevu seed` (crates/server)
//! prepares what needs more than the database (the demo password's hash, the generated photos)
//! and hands it in as plain data; the bundled data files stay in `crates/server/seed/`.

pub mod demo;
pub mod history;
pub mod posts;
pub mod synthetic;

use sea_orm::{ActiveModelTrait, ConnectionTrait, DbBackend, EntityTrait};

use crate::Db;

/// Tidies PostgreSQL after a bulk load, which autovacuum would only do a while later:
/// - statistics (ANALYZE): PostgreSQL plans from them, and without them the places list can pick
///   the wrong index and take a second instead of milliseconds;
/// - VACUUM: it empties the trigram indexes' GIN pending lists, which every lookup otherwise scans
///   row by row (73,000 neighbourhoods: 2 ms of each `search-districts`), and sets the visibility
///   map that index-only scans need.
///
/// SQLite keeps statistics only when asked: `ANALYZE` here, `PRAGMA optimize` at start-up
/// (`store::connect`) for a database that grew by use.
pub async fn analyze(db: &Db) -> anyhow::Result<()> {
    match db.get_database_backend() {
        DbBackend::Postgres => db.execute_unprepared("VACUUM ANALYZE").await?,
        // Without statistics SQLite's planner cannot tell a district from a country, and the
        // places list would walk the wrong index (issue #23).
        _ => db.execute_unprepared("ANALYZE").await?,
    };
    Ok(())
}

/// After a seed wrote salon services in bulk: the listing's price rows, then statistics.
pub async fn after_salons_loaded(db: &Db) -> anyhow::Result<()> {
    crate::listing::prices::refresh_all(db).await?;
    analyze(db).await
}

/// A stable 64-bit seed from a name (FNV-1a; std's hasher may change between Rust releases).
/// The demo's photos are painted from it, and its masters' portfolio cases drawn.
pub fn seed_of(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

async fn insert_chunked<A, C>(db: &C, models: Vec<A>) -> anyhow::Result<()>
where
    A: ActiveModelTrait + Send,
    C: ConnectionTrait,
{
    let mut models = models.into_iter().peekable();
    while models.peek().is_some() {
        let chunk: Vec<A> = models.by_ref().take(400).collect();
        <A::Entity as EntityTrait>::insert_many(chunk).exec_without_returning(db).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn seed_of_is_fnv_1a() {
        assert_eq!(super::seed_of(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(super::seed_of("a"), 0xaf63_dc4c_8601_ec8c);
        assert_ne!(super::seed_of("cover/a/0"), super::seed_of("cover/b/0"));
    }
}
