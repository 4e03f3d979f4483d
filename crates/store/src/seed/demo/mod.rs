//! The demo data (`randevu seed --demo`): Turkey's provinces, districts and neighbourhoods, the
//! three-language catalogue, the demo salons (44 written by hand and the generated city salons of
//! `salons_city.json`) with photos, masters (with photos and portfolio cases), services and
//! reviews, the legal agreements, and one demo account per role.
//! Deterministic: the same data on every machine. The server hashes the demo password and paints
//! the photos ([`Inputs`], [`Photos`]); the rows and the photo files are written here.

pub(crate) mod blog;
mod bookings;
pub(crate) mod catalogue;
mod geo;
mod info_pages;
mod masters;
mod pages;
mod salons;

use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::sync::Mutex;

use anyhow::bail;
use chrono::Utc;
use domain::text::slugify;
use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, Set, TransactionTrait};

use crate::Db;
use crate::entities::*;

/// One demo account per role (phone, name, roles), printed at start so anyone can log in.
pub const ACCOUNTS: &[(&str, &str, &[&str])] = &[
    ("+905550000001", "Demo Admin", &["admin"]),
    ("+905550000002", "Demo Salon Admin", &["salon_admin"]),
    ("+905550000003", "Demo Master", &["salon_master"]),
    ("+905550000004", "Demo Client", &["client"]),
    ("+905550000005", "Demo Multi-role", &["client", "salon_admin", "salon_master"]),
];

/// What the demo seed needs from outside the database.
pub struct Inputs {
    /// The stored hash of the demo accounts' password.
    pub password_hash: String,
}

/// A photo file the demo rows refer to: its `files.storage_key` and bytes.
pub struct SeedFile {
    pub key: String,
    pub bytes: Vec<u8>,
}

/// The photo files gathered while the rows go in.
pub(super) type Gathered = Mutex<Vec<SeedFile>>;

/// A generated photo, encoded.
pub struct Photo {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Every photo the demo needs, in the order of [`salon_shapes`]: three covers per salon, one
/// portrait per master, and the pool the masters' portfolio cases draw from.
pub struct Photos {
    pub covers: Vec<Vec<Photo>>,
    pub portraits: Vec<Vec<Photo>>,
    pub work: Vec<Photo>,
}

/// What the demo seed created.
#[derive(Debug, Default)]
pub struct Report {
    pub provinces: usize,
    pub districts: usize,
    pub neighbourhoods: usize,
    pub departments: usize,
    pub services: usize,
    pub salons: usize,
    pub masters: usize,
    pub reviews: usize,
    pub blog_posts: usize,
    pub info_pages: usize,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Demo data: {} provinces, {} districts, {} neighbourhoods, {} departments, {} services, {} salons, {} masters, {} reviews, {} blog posts, {} info pages",
            self.provinces,
            self.districts,
            self.neighbourhoods,
            self.departments,
            self.services,
            self.salons,
            self.masters,
            self.reviews,
            self.blog_posts,
            self.info_pages
        )
    }
}

/// What a demo salon's pictures show: its slug, its departments (catalogue slugs, the main one
/// first) and whether each of its masters is a woman.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SalonShape {
    pub slug: String,
    pub departments: Vec<String>,
    pub female_masters: Vec<bool>,
}

/// The demo salons in order: the photos to paint for them.
pub fn salon_shapes() -> anyhow::Result<Vec<SalonShape>> {
    let demo = salons::bundled()?;
    Ok(demo
        .salons
        .iter()
        .map(|s| SalonShape {
            slug: s.slug.clone(),
            departments: s.departments.clone(),
            female_masters: s.masters.iter().map(|m| m.gender == "female").collect(),
        })
        .collect())
}

/// Fails unless the database is empty: demo data is loaded only into a fresh database.
pub async fn ensure_empty(db: &Db) -> anyhow::Result<()> {
    if !crate::is_empty(db).await? {
        bail!("the database already holds data; demo data is loaded only into an empty database");
    }
    Ok(())
}

/// Loads everything into an empty database, in one transaction. `photos` is awaited only when
/// the salons are written, so they can be painted while the geography and catalogue go in.
/// `write_files` stores the photo files (the storage is the server's); it runs before the commit,
/// so a failed write leaves the database empty rather than with rows that name missing files.
pub async fn load<W, F>(
    db: &Db,
    inputs: Inputs,
    photos: impl Future<Output = anyhow::Result<Photos>>,
    write_files: W,
) -> anyhow::Result<Report>
where
    W: FnOnce(Vec<SeedFile>) -> F,
    F: Future<Output = anyhow::Result<()>>,
{
    ensure_empty(db).await?;
    let demo_salons = salons::bundled()?;
    let txn = db.begin().await?;
    let mut report = Report::default();
    let geo = geo::decode()?;
    geo::seed(&txn, &geo, &mut report).await?;
    let catalogue = catalogue::bundled()?;
    let services_by_department = catalogue::seed(&txn, &catalogue, &mut report).await?;
    let accounts = seed_accounts(&txn, &inputs.password_hash).await?;
    let photos = photos.await?;
    let gathered = Gathered::default();
    salons::seed(&txn, &geo, &catalogue, &services_by_department, &accounts, demo_salons, &photos, &gathered, &mut report).await?;
    pages::seed_agreements(&txn).await?;
    report.blog_posts = blog::seed(&txn, Utc::now()).await?;
    report.info_pages = info_pages::seed(&txn, Utc::now()).await?;
    bookings::seed_visits(&txn, &accounts).await?;
    bookings::seed_desk(&txn, &accounts).await?;
    // Each team within its plan, as `set_plan` keeps a real salon's (visits already booked stay).
    for salon in crate::entities::salons::Entity::find().all(&txn).await? {
        crate::subscriptions::set_plan(&txn, salon.id, domain::plan::Plan::parse(&salon.plan)).await?;
    }
    // Demo visits are inserted directly, not booked: give each its salon client card.
    crate::salon_clients::backfill(&txn, Utc::now()).await?;
    write_files(gathered.into_inner().map_err(|_| anyhow::anyhow!("photo list poisoned"))?).await?;
    txn.commit().await?;
    super::after_salons_loaded(db).await?;
    Ok(report)
}

/// Creates the demo accounts; returns account ids by phone.
async fn seed_accounts<C: ConnectionTrait>(db: &C, password_hash: &str) -> anyhow::Result<HashMap<&'static str, i64>> {
    let mut ids = HashMap::new();
    for (phone, name, roles) in ACCOUNTS {
        let account = accounts::ActiveModel {
            full_name: Set((*name).to_owned()),
            phone: Set(Some((*phone).to_owned())),
            email: Set(Some(format!("{}@demo.randevu.app", slugify(name)))),
            password_hash: Set(Some(password_hash.to_owned())),
            active_role: Set(roles[0].to_owned()),
            locale: Set("tr".into()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(db)
        .await?;
        // Roles that need no salon are added here; salon roles when the salon exists.
        for role in roles.iter().filter(|r| **r == "client" || **r == "admin") {
            account_roles::ActiveModel {
                account_id: Set(account.id),
                role: Set((*role).to_owned()),
                salon_id: Set(None),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }
        ids.insert(*phone, account.id);
    }
    Ok(ids)
}

/// Photos of the right count for the demo salons, without painting: each file holds its name.
#[cfg(test)]
pub(crate) fn placeholder_photos() -> Photos {
    let photo = |name: String| Photo { bytes: name.into_bytes(), width: 1, height: 1 };
    let shapes = salon_shapes().expect("bundled salons");
    Photos {
        covers: shapes.iter().map(|s| (0..3).map(|n| photo(format!("cover/{}/{n}", s.slug))).collect()).collect(),
        portraits: shapes
            .iter()
            .map(|s| (0..s.female_masters.len()).map(|m| photo(format!("portrait/{}/{m}", s.slug))).collect())
            .collect(),
        work: (0..30).map(|n| photo(format!("work/{n}"))).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_data_is_consistent() {
        let geo = geo::decode().unwrap();
        assert_eq!(geo.provinces.len(), 81);
        assert!(geo.districts.len() >= 970);
        let catalogue = catalogue::bundled().unwrap();
        assert_eq!(catalogue.departments.len(), 8);
        let salons = salons::bundled().unwrap();
        // The 44 hand-written salons first (demo accounts and tests know them), then the city.
        assert!(salons.salons.len() >= 300, "{}", salons.salons.len());
        assert_eq!(salons.salons.iter().filter(|s| !s.city).count(), 44);
        assert!(salons.salons[..44].iter().all(|s| !s.city) && salons.salons[44..].iter().all(|s| s.city));
        assert_eq!(salons.salons[0].slug, "studio-lale-kadikoy");
        let mut slugs = std::collections::HashSet::new();
        for salon in &salons.salons {
            assert!(slugs.insert(salon.slug.as_str()), "{} twice", salon.slug);
            assert!(geo.districts.iter().any(|d| d.province_code == salon.province_code && d.name == salon.district), "{}", salon.slug);
            for department in &salon.departments {
                assert!(catalogue.departments.iter().any(|d| &d.slug == department), "{department}");
            }
            assert!(salon.masters.iter().all(|m| m.gender == "female" || m.gender == "male"), "{}", salon.slug);
            // The city salons stay on the free plan: every master bookable.
            assert!(!salon.city || salon.masters.len() <= domain::plan::Plan::Free.employee_limit() as usize, "{}", salon.slug);
        }
        let shapes = salon_shapes().unwrap();
        assert_eq!(shapes.len(), salons.salons.len());
        assert_eq!(shapes[0].slug, salons.salons[0].slug);
        assert_eq!(shapes[0].female_masters.len(), salons.salons[0].masters.len());
        assert_eq!(shapes[0].departments, salons.salons[0].departments);
    }

    /// The demo on a fresh SQLite file with the hash and photos handed in: all of it or nothing.
    #[tokio::test]
    async fn loads_what_it_is_given_in_one_transaction() {
        use sea_orm::{EntityTrait, PaginatorTrait, QueryOrder};

        let dir = tempfile::tempdir().unwrap();
        let db = crate::connect(&format!("sqlite://{}", dir.path().join("demo.db").display())).await.unwrap();
        crate::migrate(&db).await.unwrap();
        let inputs = || Inputs { password_hash: "$argon2id$v=19$test".into() };
        let written = Mutex::new(std::collections::HashMap::new());
        let write = |files: Vec<SeedFile>| {
            written.lock().unwrap().extend(files.into_iter().map(|f| (f.key, f.bytes)));
            async { Ok(()) }
        };

        // Photos that fail to come, or fail to be stored, leave the database as it was.
        let failed = load(&db, inputs(), async { anyhow::bail!("no paint") }, write).await.unwrap_err();
        assert_eq!(failed.to_string(), "no paint");
        assert!(crate::is_empty(&db).await.unwrap());
        let unstored = load(&db, inputs(), async { Ok(placeholder_photos()) }, |_| async { anyhow::bail!("storage down") }).await;
        assert_eq!(unstored.unwrap_err().to_string(), "storage down");
        assert!(crate::is_empty(&db).await.unwrap());

        let report = load(&db, inputs(), async { Ok(placeholder_photos()) }, write).await.unwrap();
        let bundled = salons::bundled().unwrap();
        assert_eq!((report.provinces, report.departments, report.salons), (81, 8, bundled.salons.len()));
        assert_eq!(report.masters, bundled.salons.iter().map(|s| s.masters.len()).sum::<usize>());
        assert_eq!(report.reviews, bundled.salons.iter().map(|s| s.reviews.len()).sum::<usize>());
        assert!(report.to_string().starts_with("Demo data: 81 provinces, "), "{report}");
        assert_eq!(crate::entities::masters::Entity::find().count(&db).await.unwrap() as usize, report.masters);
        // The first hand-written salon (the demo salon admin's) stays the oldest: the admin's
        // "act as the oldest salon" journey needs its owner.
        let oldest = crate::entities::salons::Entity::find()
            .order_by_asc(crate::entities::salons::Column::CreatedAt)
            .one(&db)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(oldest.slug, bundled.salons[0].slug);

        // Every account carries the hash it was given.
        let accounts = accounts::Entity::find().all(&db).await.unwrap();
        assert_eq!(accounts.len(), ACCOUNTS.len());
        assert!(accounts.iter().all(|a| a.password_hash.as_deref() == Some("$argon2id$v=19$test")));

        // Photos are handed over under the keys their rows give, with the bytes handed in.
        let written = written.into_inner().unwrap();
        let slug = &bundled.salons[0].slug;
        assert_eq!(written[&format!("salons/{slug}-1.webp")], format!("cover/{slug}/0").into_bytes());
        assert_eq!(written[&format!("masters/{slug}-1.webp")], format!("portrait/{slug}/0").into_bytes());
        let rows = files::Entity::find().all(&db).await.unwrap();
        assert!(rows.len() > 3 * report.salons + report.masters, "covers, portraits and case photos: {}", rows.len());
        assert_eq!(rows.len(), written.len());
        for row in &rows {
            let bytes = &written[&row.storage_key];
            assert_eq!((row.size, row.mime.as_str()), (bytes.len() as i64, "image/webp"), "{}", row.storage_key);
        }

        // A second run refuses instead of duplicating.
        let again = load(&db, inputs(), async { Ok(placeholder_photos()) }, |_| async { Ok(()) }).await.unwrap_err();
        assert!(again.to_string().contains("already holds data"), "{again}");
    }
}
