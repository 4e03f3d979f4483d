//! `randevu seed --demo`: what the demo data needs from outside the database. The password of
//! the demo accounts is hashed and the demo photos are painted here; `store::seed::demo` writes
//! the rows (Turkey's geography, the catalogue, the demo salons — 44 written by hand and the
//! generated city salons — with their masters, services and reviews, the agreements, one account
//! per role). `--synthetic N` is `store::seed::synthetic`.

pub mod photos;
pub mod scenes;

use std::sync::Arc;

use object_store::ObjectStore;
use object_store::path::Path;
use store::Db;
use store::seed::demo::{self, Inputs, Report, SeedFile};

/// The password of every demo account (they can also log in by SMS code).
pub const DEMO_PASSWORD: &str = "randevu-demo";

pub fn print_demo_accounts() {
    println!(
        "Demo accounts (log in by phone and SMS code, read in development from GET /api/dev/outbox, or with the password {DEMO_PASSWORD}):"
    );
    for (phone, name, roles) in demo::ACCOUNTS {
        println!("  {phone}  {name:<18} {}", roles.join(", "));
    }
}

/// Prints what the demo seed created and how to log in.
pub fn print_report(report: &Report) {
    println!("{report}");
    print_demo_accounts();
}

/// Loads the demo data into an empty database, in one transaction; its photos go into `storage`
/// (written before the rows are committed).
pub async fn demo(db: &Db, storage: &Arc<dyn ObjectStore>) -> anyhow::Result<Report> {
    // Refused before anything is painted (`load` checks again before it writes).
    demo::ensure_empty(db).await?;
    // The photos take the most time; they are painted on the other cores while the rest is written.
    let shapes = demo::salon_shapes()?;
    let painting = tokio::task::spawn_blocking(move || photos::generate(&shapes));
    let password_hash = api::passwords::hash(DEMO_PASSWORD.to_owned()).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    demo::load(db, Inputs { password_hash }, async move { painting.await? }, |files| write_photos(storage, files)).await
}

/// Puts the demo photos into the store, a few at a time (S3 answers each put over the network).
async fn write_photos(storage: &Arc<dyn ObjectStore>, files: Vec<SeedFile>) -> anyhow::Result<()> {
    use futures::{StreamExt, TryStreamExt};
    futures::stream::iter(files)
        .map(|file| async move { storage.put(&Path::from(file.key), file.bytes.into()).await })
        .buffer_unordered(8)
        .try_collect::<Vec<_>>()
        .await?;
    Ok(())
}
