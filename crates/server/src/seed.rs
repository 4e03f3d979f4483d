//! `randevu seed --demo`: Turkey's provinces, districts and neighbourhoods, the three-language
//! catalogue, 44 demo salons with generated photos, masters (with photos and portfolio cases), services and reviews, the legal agreements,
//! and one demo account per role. Deterministic: the same data on every machine.

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

use anyhow::{Context, bail};
use chrono::{Duration, NaiveDate, Utc};
use domain::team::{SalaryType, WorkingType};
use domain::text::{fold, slugify};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, Set, TransactionTrait};
use serde::Deserialize;
use store::entities::*;

const GEO: &[u8] = include_bytes!("../seed/geo.json.gz");
/// The bundled three-language catalogue (`seed/catalogue.json`); the synthetic seed reads it too.
pub(crate) const CATALOGUE: &str = include_str!("../seed/catalogue.json");
const SALONS: &str = include_str!("../seed/salons.json");

#[derive(Deserialize)]
struct Geo {
    provinces: Vec<GeoProvince>,
    districts: Vec<GeoDistrict>,
    neighbourhoods: Vec<GeoNeighbourhood>,
}
#[derive(Deserialize)]
struct GeoProvince {
    code: i64,
    name: String,
    slug: String,
    lat: f64,
    lng: f64,
}
#[derive(Deserialize)]
struct GeoDistrict {
    id: i64,
    province_code: i64,
    name: String,
    slug: String,
}
#[derive(Deserialize)]
struct GeoNeighbourhood {
    id: i64,
    district_id: i64,
    name: String,
    postal_code: Option<String>,
}

#[derive(Deserialize, Clone)]
pub(crate) struct Tri {
    pub(crate) tr: String,
    pub(crate) en: String,
    pub(crate) ru: String,
}

#[derive(Deserialize)]
pub(crate) struct Catalogue {
    pub(crate) departments: Vec<CatDepartment>,
}
#[derive(Deserialize)]
pub(crate) struct CatDepartment {
    pub(crate) slug: String,
    pub(crate) name: Tri,
    pub(crate) icon: String,
    pub(crate) show_in_menu: bool,
    pub(crate) categories: Vec<CatCategory>,
}
#[derive(Deserialize)]
pub(crate) struct CatCategory {
    pub(crate) slug: String,
    pub(crate) name: Tri,
    pub(crate) services: Vec<CatService>,
}
#[derive(Deserialize)]
pub(crate) struct CatService {
    pub(crate) slug: String,
    pub(crate) name: Tri,
    pub(crate) description: Tri,
    pub(crate) duration_min: i32,
    pub(crate) price_min_try: i64,
    pub(crate) price_max_try: i64,
    pub(crate) is_multiple: bool,
    #[serde(default)]
    pub(crate) addons: Vec<CatAddon>,
}
#[derive(Deserialize)]
pub(crate) struct CatAddon {
    pub(crate) name: Tri,
    pub(crate) duration_min: i32,
    pub(crate) price_try: i64,
}

#[derive(Deserialize)]
struct DemoSalons {
    salons: Vec<DemoSalon>,
}
#[derive(Deserialize)]
struct DemoSalon {
    slug: String,
    name: String,
    province_code: i64,
    district: String,
    neighbourhood: Option<String>,
    address: String,
    lat: f64,
    lng: f64,
    phone: String,
    email: String,
    about: Tri,
    transport: Tri,
    departments: Vec<String>,
    amenities: Vec<String>,
    star: bool,
    opening: HashMap<String, Option<[String; 2]>>,
    masters: Vec<DemoMaster>,
    reviews: Vec<DemoReview>,
}
#[derive(Deserialize)]
struct DemoMaster {
    full_name: String,
    position: Tri,
    description: Tri,
}
#[derive(Deserialize)]
struct DemoReview {
    author: String,
    service_quality: i16,
    atmosphere: i16,
    cleanliness: i16,
    text: String,
    lang: String,
}

/// One demo account per role, printed at start so anyone can log in.
pub const DEMO_ACCOUNTS: &[(&str, &str, &[&str])] = &[
    ("+905550000001", "Demo Admin", &["admin"]),
    ("+905550000002", "Demo Salon Admin", &["salon_admin"]),
    ("+905550000003", "Demo Master", &["salon_master"]),
    ("+905550000004", "Demo Client", &["client"]),
    ("+905550000005", "Demo Multi-role", &["client", "salon_admin", "salon_master"]),
];

/// The password of every demo account (they can also log in by SMS code).
pub const DEMO_PASSWORD: &str = "randevu-demo";

pub fn print_demo_accounts() {
    println!(
        "Demo accounts (log in by phone and SMS code, read in development from GET /api/dev/outbox, or with the password {DEMO_PASSWORD}):"
    );
    for (phone, name, roles) in DEMO_ACCOUNTS {
        println!("  {phone}  {name:<18} {}", roles.join(", "));
    }
}

/// What the demo seed created.
#[derive(Debug, Default)]
pub struct SeedReport {
    pub provinces: usize,
    pub districts: usize,
    pub neighbourhoods: usize,
    pub departments: usize,
    pub services: usize,
    pub salons: usize,
    pub masters: usize,
    pub reviews: usize,
}

impl SeedReport {
    pub fn print(&self) {
        println!(
            "Demo data: {} provinces, {} districts, {} neighbourhoods, {} departments, {} services, {} salons, {} masters, {} reviews",
            self.provinces, self.districts, self.neighbourhoods, self.departments, self.services, self.salons, self.masters, self.reviews
        );
        print_demo_accounts();
    }
}

fn decode_geo() -> anyhow::Result<Geo> {
    let mut text = String::new();
    flate2::read::GzDecoder::new(GEO).read_to_string(&mut text).context("geo.json.gz")?;
    Ok(serde_json::from_str(&text)?)
}

/// Loads everything into an empty database, in one transaction.
pub async fn demo(db: &DatabaseConnection, storage_dir: &Path) -> anyhow::Result<SeedReport> {
    if !store::is_empty(db).await? {
        bail!("the database already holds data; demo data is loaded only into an empty database");
    }
    // The photos take the most time; they are painted on the other cores while the rest is written.
    let demo_salons: DemoSalons = serde_json::from_str(SALONS)?;
    let shapes: Vec<(String, usize)> = demo_salons.salons.iter().map(|s| (s.slug.clone(), s.masters.len())).collect();
    let painting = tokio::task::spawn_blocking(move || photos::generate(&shapes));
    let txn = db.begin().await?;
    let mut report = SeedReport::default();
    let geo = decode_geo()?;
    seed_geo(&txn, &geo, &mut report).await?;
    let catalogue: Catalogue = serde_json::from_str(CATALOGUE)?;
    let services_by_department = seed_catalogue(&txn, &catalogue, &mut report).await?;
    let accounts = seed_accounts(&txn).await?;
    let photos = painting.await??;
    seed_salons(&txn, &geo, &catalogue, &services_by_department, &accounts, demo_salons, &photos, storage_dir, &mut report).await?;
    seed_agreements(&txn).await?;
    seed_visits(&txn, &accounts).await?;
    seed_desk(&txn, &accounts).await?;
    // Demo visits are inserted directly, not booked: give each its salon client card.
    store::salon_clients::backfill(&txn, Utc::now()).await?;
    txn.commit().await?;
    analyze(db).await?;
    Ok(report)
}

/// Tidies PostgreSQL after a bulk load, which autovacuum would only do a while later:
/// - statistics (ANALYZE): PostgreSQL plans from them, and without them the places list can pick
///   the wrong index and take a second instead of milliseconds;
/// - VACUUM: it empties the trigram indexes' GIN pending lists, which every lookup otherwise scans
///   row by row (73,000 neighbourhoods: 2 ms of each `search-districts`), and sets the visibility
///   map that index-only scans need.
///
/// SQLite keeps no statistics unless asked, as in production, so it is left alone.
pub async fn analyze(db: &DatabaseConnection) -> anyhow::Result<()> {
    if db.get_database_backend() == DbBackend::Postgres {
        db.execute_unprepared("VACUUM ANALYZE").await?;
    }
    Ok(())
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

async fn seed_geo<C: ConnectionTrait>(db: &C, geo: &Geo, report: &mut SeedReport) -> anyhow::Result<()> {
    insert_chunked(
        db,
        geo.provinces
            .iter()
            .map(|p| provinces::ActiveModel {
                id: Set(p.code),
                name: Set(p.name.clone()),
                slug: Set(p.slug.clone()),
                search_key: Set(fold(&p.name)),
                lat: Set(p.lat),
                lng: Set(p.lng),
            })
            .collect(),
    )
    .await?;
    insert_chunked(
        db,
        geo.districts
            .iter()
            .map(|d| districts::ActiveModel {
                id: Set(d.id),
                province_id: Set(d.province_code),
                name: Set(d.name.clone()),
                slug: Set(d.slug.clone()),
                search_key: Set(fold(&d.name)),
            })
            .collect(),
    )
    .await?;
    insert_chunked(
        db,
        geo.neighbourhoods
            .iter()
            .map(|n| neighbourhoods::ActiveModel {
                id: Set(n.id),
                district_id: Set(n.district_id),
                name: Set(n.name.clone()),
                postal_code: Set(n.postal_code.clone()),
                search_key: Set(fold(&n.name)),
            })
            .collect(),
    )
    .await?;
    report.provinces = geo.provinces.len();
    report.districts = geo.districts.len();
    report.neighbourhoods = geo.neighbourhoods.len();
    Ok(())
}

/// A catalogue service with the database ids the salons need.
#[derive(Clone)]
struct SeededService {
    id: i64,
    category_id: i64,
    index: (usize, usize, usize),
}

async fn seed_catalogue<C: ConnectionTrait>(
    db: &C,
    catalogue: &Catalogue,
    report: &mut SeedReport,
) -> anyhow::Result<HashMap<String, Vec<SeededService>>> {
    let now = Utc::now();
    let mut by_department = HashMap::new();
    for (d_index, department) in catalogue.departments.iter().enumerate() {
        let dep = departments::ActiveModel {
            slug: Set(department.slug.clone()),
            name_tr: Set(department.name.tr.clone()),
            name_en: Set(department.name.en.clone()),
            name_ru: Set(department.name.ru.clone()),
            icon_svg: Set(department.icon.clone()),
            sort_order: Set(d_index as i32 + 1),
            show_in_menu: Set(department.show_in_menu),
            ..Default::default()
        }
        .insert(db)
        .await?;
        let mut seeded = Vec::new();
        for (c_index, category) in department.categories.iter().enumerate() {
            let cat = categories::ActiveModel {
                department_id: Set(dep.id),
                slug: Set(category.slug.clone()),
                name_tr: Set(category.name.tr.clone()),
                name_en: Set(category.name.en.clone()),
                name_ru: Set(category.name.ru.clone()),
                sort_order: Set(c_index as i32 + 1),
                ..Default::default()
            }
            .insert(db)
            .await?;
            for (s_index, service) in category.services.iter().enumerate() {
                let row = services::ActiveModel {
                    category_id: Set(cat.id),
                    slug: Set(service.slug.clone()),
                    name_tr: Set(service.name.tr.clone()),
                    name_en: Set(service.name.en.clone()),
                    name_ru: Set(service.name.ru.clone()),
                    description_tr: Set(Some(service.description.tr.clone())),
                    description_en: Set(Some(service.description.en.clone())),
                    description_ru: Set(Some(service.description.ru.clone())),
                    default_duration_min: Set(service.duration_min),
                    moderation_state: Set("approved".into()),
                    requested_by_salon_id: Set(None),
                    search_key: Set(fold(&format!("{} {} {}", service.name.tr, service.name.en, service.name.ru))),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(db)
                .await?;
                seeded.push(SeededService { id: row.id, category_id: cat.id, index: (d_index, c_index, s_index) });
                report.services += 1;
            }
        }
        by_department.insert(department.slug.clone(), seeded);
        report.departments += 1;
    }
    Ok(by_department)
}

/// Creates the demo accounts; returns account ids by phone.
async fn seed_accounts<C: ConnectionTrait>(db: &C) -> anyhow::Result<HashMap<&'static str, i64>> {
    let mut ids = HashMap::new();
    let password_hash = api::passwords::hash(DEMO_PASSWORD.to_owned()).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    for (phone, name, roles) in DEMO_ACCOUNTS {
        let account = accounts::ActiveModel {
            full_name: Set((*name).to_owned()),
            phone: Set(Some((*phone).to_owned())),
            email: Set(Some(format!("{}@demo.randevu.app", slugify(name)))),
            password_hash: Set(Some(password_hash.clone())),
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

/// The demo client's history: a completed visit waiting for a review and a confirmed one ahead,
/// so the cabinet shows its screens filled on the first start. Both are with the first master
/// who has a service, on the nearest day the salon and the master work, an hour after opening.
async fn seed_visits<C: ConnectionTrait>(db: &C, accounts: &HashMap<&'static str, i64>) -> anyhow::Result<()> {
    use sea_orm::{ColumnTrait, QueryFilter, QueryOrder};
    let Some(&client) = accounts.get("+905550000004") else { return Ok(()) };
    let Some(link) = master_services::Entity::find().order_by_asc(master_services::Column::Id).one(db).await? else { return Ok(()) };
    let master = masters::Entity::find_by_id(link.master_id).one(db).await?.context("master of a service")?;
    let service = salon_services::Entity::find_by_id(link.salon_service_id).one(db).await?.context("salon service")?;
    let hours = salon_working_hours::Entity::find().filter(salon_working_hours::Column::SalonId.eq(master.salon_id)).all(db).await?;
    let days = master_schedule_days::Entity::find().filter(master_schedule_days::Column::MasterId.eq(master.id)).all(db).await?;
    let now = Utc::now();
    let today = api::booking::local(now).date();
    let price = domain::money::final_price(service.price, service.discount_percent);
    for (offset, status) in [(-10i64, "completed"), (5, "confirmed")] {
        let open_day = (offset..offset + 7).map(|d| today + Duration::days(d)).find_map(|date| {
            let weekday = chrono::Datelike::weekday(&date).num_days_from_monday() as i16;
            let works = days.iter().find(|d| d.weekday == Some(weekday)).is_none_or(|d| d.day_type == "work");
            hours.iter().find(|h| h.weekday == weekday).filter(|_| works).map(|h| (date, h.open_min + 60))
        });
        let Some((date, start)) = open_day else { continue };
        let starts_at = api::booking::instant(date, start as u16);
        let ends_at = starts_at + Duration::minutes(i64::from(service.duration_min));
        let visit = appointments::ActiveModel {
            salon_id: Set(master.salon_id),
            master_id: Set(master.id),
            client_account_id: Set(Some(client)),
            client_name: Set("Demo Client".into()),
            client_phone: Set("+905550000004".into()),
            client_email: Set(Some("demo-client@demo.randevu.app".into())),
            status: Set(status.into()),
            provision_date: Set(date),
            start_min: Set(start),
            duration_min: Set(service.duration_min),
            starts_at: Set(starts_at),
            ends_at: Set(ends_at),
            total_price: Set(price),
            payment_method: Set((status == "completed").then(|| "card".to_owned())),
            source: Set("online".into()),
            created_by: Set(Some(client)),
            created_at: Set(starts_at - Duration::days(2)),
            updated_at: Set(starts_at - Duration::days(2)),
            confirmed_at: Set(Some(starts_at - Duration::days(2))),
            completed_at: Set((status == "completed").then_some(ends_at)),
            locale: Set("tr".into()),
            ..Default::default()
        }
        .insert(db)
        .await?;
        appointment_items::ActiveModel {
            appointment_id: Set(visit.id),
            salon_service_id: Set(service.id),
            option_id: Set(None),
            quantity: Set(1),
            price: Set(price),
            duration_min: Set(service.duration_min),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

/// One visit of the desk's demo: days from today, which master (by position), the earliest
/// start wanted, the status while it lies ahead, the client and how it came in.
struct DeskVisit {
    day: i64,
    master: usize,
    from: u16,
    status: &'static str,
    client: (&'static str, &'static str),
    source: &'static str,
    important: bool,
}

/// The first demo salon's desk on the first start: visits today, in the next days, some
/// waiting for confirmation (with the system's confirmation job, as real bookings have), one
/// declined, and paid ones earlier this month. Times are the first free starts from the
/// availability engine, so they respect hours, breaks, days off and each other. Visits that
/// have ended by the time of seeding are completed (paid in cash).
async fn seed_desk<C: ConnectionTrait>(db: &C, accounts: &HashMap<&'static str, i64>) -> anyhow::Result<()> {
    use sea_orm::{ColumnTrait, QueryFilter};
    const VISITS: [DeskVisit; 11] = [
        DeskVisit {
            day: -6,
            master: 1,
            from: 600,
            status: "completed",
            client: ("Selin Yılmaz", "+905551000001"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: -3,
            master: 2,
            from: 840,
            status: "completed",
            client: ("Burak Demir", "+905551000002"),
            source: "manual",
            important: false,
        },
        DeskVisit {
            day: 0,
            master: 1,
            from: 660,
            status: "confirmed",
            client: ("Elif Şahin", "+905551000003"),
            source: "online",
            important: true,
        },
        DeskVisit {
            day: 0,
            master: 2,
            from: 900,
            status: "confirmed",
            client: ("Mert Kaya", "+905551000004"),
            source: "manual",
            important: false,
        },
        DeskVisit {
            day: 0,
            master: 3,
            from: 1020,
            status: "new",
            client: ("Deniz Aydın", "+905551000005"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 1,
            master: 0,
            from: 720,
            status: "new",
            client: ("Ece Arslan", "+905551000006"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 1,
            master: 1,
            from: 960,
            status: "cancelled",
            client: ("Can Öztürk", "+905551000007"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 2,
            master: 2,
            from: 660,
            status: "moved",
            client: ("Zehra Çelik", "+905551000008"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 3,
            master: 1,
            from: 780,
            status: "confirmed",
            client: ("Selin Yılmaz", "+905551000001"),
            source: "online",
            important: false,
        },
        DeskVisit {
            day: 4,
            master: 4,
            from: 600,
            status: "confirmed",
            client: ("Ozan Koç", "+905551000009"),
            source: "manual",
            important: true,
        },
        DeskVisit {
            day: 6,
            master: 0,
            from: 900,
            status: "new",
            client: ("Ayla Tekin", "+905551000010"),
            source: "online",
            important: false,
        },
    ];
    let Some(&owner) = accounts.get("+905550000002") else { return Ok(()) };
    let Some(salon) = salons::Entity::find().filter(salons::Column::OwnerAccountId.eq(owner)).one(db).await? else { return Ok(()) };
    let masters = store::bookings::bookable_masters(db, salon.id).await?;
    if masters.is_empty() {
        return Ok(());
    }
    let doers = store::bookings::services_of_masters(db, &masters.iter().map(|m| m.id).collect::<Vec<_>>()).await?;
    let now = Utc::now();
    let today = api::booking::local(now).date();
    let mut taken: Vec<(i64, NaiveDate, u16, u16)> = Vec::new();
    for plan in &VISITS {
        let master = &masters[plan.master % masters.len()];
        let Some(&service_id) = doers.get(&master.id).and_then(|s| s.iter().next()) else { continue };
        let service = salon_services::Entity::find_by_id(service_id).one(db).await?.context("salon service")?;
        let duration = domain::time::Minutes::clamped(i64::from(service.duration_min)).get();
        let date = today + Duration::days(plan.day);
        let salon_calendar = store::bookings::salon_calendar(db, &salon, date, date).await?;
        let calendar = store::bookings::master_calendars(db, &[master.id], date, date, None).await?.remove(0);
        // Past-ness aside (the day before as "now"): past visits are history, not bookings.
        let starts = domain::availability::free_starts(&salon_calendar, &calendar, date, duration, (date - Duration::days(1), 0))
            .unwrap_or_default();
        let clear = |t: u16| !taken.iter().any(|&(m, d, s, e)| m == master.id && d == date && t < e && s < t + duration);
        let Some(start) = starts.into_iter().find(|&t| t >= plan.from && clear(t)) else { continue };
        taken.push((master.id, date, start, start + duration));
        let starts_at = api::booking::instant(date, start);
        let ends_at = starts_at + Duration::minutes(i64::from(duration));
        let status = if ends_at <= now && plan.status != "cancelled" { "completed" } else { plan.status };
        // Waiting visits were booked just now (their confirmation window is still open).
        let booked_at =
            if date > today || matches!(status, "new" | "moved") { now - Duration::minutes(5) } else { starts_at - Duration::days(2) };
        let price = domain::money::final_price(service.price, service.discount_percent);
        let visit = appointments::ActiveModel {
            salon_id: Set(salon.id),
            master_id: Set(master.id),
            client_account_id: Set(None),
            client_name: Set(plan.client.0.into()),
            client_phone: Set(plan.client.1.into()),
            status: Set(status.into()),
            provision_date: Set(date),
            start_min: Set(start as i16),
            duration_min: Set(service.duration_min),
            starts_at: Set(starts_at),
            ends_at: Set(ends_at),
            total_price: Set(price),
            payment_method: Set((status == "completed").then(|| "cash".to_owned())),
            source: Set(plan.source.into()),
            created_at: Set(booked_at),
            updated_at: Set(booked_at),
            confirmed_at: Set(matches!(status, "confirmed" | "completed").then_some(booked_at)),
            cancelled_at: Set((status == "cancelled").then_some(booked_at)),
            cancelled_by: Set((status == "cancelled").then(|| "salon".to_owned())),
            moved_by: Set((status == "moved").then(|| "client".to_owned())),
            completed_at: Set((status == "completed").then_some(ends_at)),
            locale: Set("tr".into()),
            important: Set(plan.important),
            // Older visits were looked at; the ones waiting for the salon were not.
            viewed_at: Set((!matches!(status, "new" | "moved")).then_some(booked_at)),
            ..Default::default()
        }
        .insert(db)
        .await?;
        appointment_items::ActiveModel {
            appointment_id: Set(visit.id),
            salon_service_id: Set(service.id),
            option_id: Set(None),
            quantity: Set(1),
            price: Set(price),
            duration_min: Set(service.duration_min),
            ..Default::default()
        }
        .insert(db)
        .await?;
        if matches!(status, "new" | "moved") {
            // As for a real booking: the system confirms when the salon has not within its window.
            let version = visit.updated_at.timestamp_micros();
            let job = store::jobs::NewJob::new(
                "confirm",
                serde_json::json!({"appointment_id": visit.id, "version": version}),
                booked_at + Duration::minutes(domain::booking::CONFIRM_WINDOW_MINUTES),
            );
            store::jobs::enqueue(db, job, now).await?;
        }
    }
    Ok(())
}

/// An opening or closing time of the seed file (`24:00` closes at midnight).
fn minutes(hhmm: &str) -> anyhow::Result<i16> {
    let minutes = domain::time::parse_hhmm(hhmm, true).with_context(|| format!("time as HH:mm: {hhmm}"))?;
    Ok(minutes as i16)
}

const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// Writes a generated photo into the store and records it in `files`.
async fn store_photo<C: ConnectionTrait>(
    db: &C,
    storage_dir: &Path,
    folder: &str,
    name: &str,
    photo: &photos::Photo,
    now: chrono::DateTime<Utc>,
) -> anyhow::Result<i64> {
    std::fs::write(storage_dir.join(folder).join(name), &photo.bytes)?;
    let file = files::ActiveModel {
        folder: Set(folder.into()),
        name: Set(name.into()),
        storage_key: Set(format!("{folder}/{name}")),
        mime: Set("image/webp".into()),
        size: Set(photo.bytes.len() as i64),
        width: Set(Some(photo.width as i32)),
        height: Set(Some(photo.height as i32)),
        uploaded_by: Set(None),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(file.id)
}

#[allow(clippy::too_many_arguments)]
async fn seed_salons<C: ConnectionTrait>(
    db: &C,
    geo: &Geo,
    catalogue: &Catalogue,
    services_by_department: &HashMap<String, Vec<SeededService>>,
    accounts: &HashMap<&'static str, i64>,
    demo: DemoSalons,
    photos: &photos::Photos,
    storage_dir: &Path,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let mut rng = StdRng::seed_from_u64(20261121);
    let now = Utc::now();
    std::fs::create_dir_all(storage_dir.join("salons"))?;
    std::fs::create_dir_all(storage_dir.join("masters"))?;
    let district_id: HashMap<(i64, &str), i64> = geo.districts.iter().map(|d| ((d.province_code, d.name.as_str()), d.id)).collect();
    let neighbourhood_id: HashMap<(i64, &str), i64> = geo.neighbourhoods.iter().map(|n| ((n.district_id, n.name.as_str()), n.id)).collect();

    for (salon_index, salon) in demo.salons.iter().enumerate() {
        let district = *district_id
            .get(&(salon.province_code, salon.district.as_str()))
            .with_context(|| format!("{}: unknown district {}", salon.slug, salon.district))?;
        let neighbourhood = salon.neighbourhood.as_deref().and_then(|n| neighbourhood_id.get(&(district, n)).copied());
        let owner = match salon_index {
            0 => Some(accounts["+905550000002"]),
            1 => Some(accounts["+905550000005"]),
            _ => None,
        };
        let reviews_avg = (!salon.reviews.is_empty()).then(|| {
            let sum: f64 = salon.reviews.iter().map(|r| f64::from(r.service_quality + r.atmosphere + r.cleanliness) / 3.0).sum();
            sum / salon.reviews.len() as f64
        });
        let row = salons::ActiveModel {
            slug: Set(salon.slug.clone()),
            name: Set(salon.name.clone()),
            phone: Set(salon.phone.replace(' ', "")),
            email: Set(Some(salon.email.clone())),
            address: Set(salon.address.clone()),
            province_id: Set(salon.province_code),
            district_id: Set(district),
            neighbourhood_id: Set(neighbourhood),
            lat: Set(Some(salon.lat)),
            lng: Set(Some(salon.lng)),
            transport: Set(Some(salon.transport.tr.clone())),
            about_tr: Set(Some(salon.about.tr.clone())),
            about_en: Set(Some(salon.about.en.clone())),
            about_ru: Set(Some(salon.about.ru.clone())),
            social: Set(serde_json::json!({ "instagram": format!("https://instagram.com/{}", salon.slug.replace('-', "")) }).to_string()),
            custom_link: Set(None),
            time_slicing: Set(if salon_index % 3 == 0 { 30 } else { 15 }),
            // The first salon confirms by hand, so its desk has bookings waiting for the salon.
            auto_confirm: Set(salon_index % 2 == 0 && salon_index != 0),
            is_star: Set(salon.star),
            plan: Set(if salon_index % 4 == 0 { "premium".into() } else { "free".into() }),
            status: Set("active".into()),
            rating_avg: Set(reviews_avg),
            reviews_count: Set(salon.reviews.len() as i32),
            search_key: Set(fold(&salon.name)),
            owner_account_id: Set(owner),
            created_at: Set(now - Duration::days(400 - salon_index as i64 * 7)),
            ..Default::default()
        }
        .insert(db)
        .await?;
        report.salons += 1;
        if let Some(owner) = owner {
            account_roles::ActiveModel {
                account_id: Set(owner),
                role: Set("salon_admin".into()),
                salon_id: Set(Some(row.id)),
                ..Default::default()
            }
            .insert(db)
            .await?;
        }

        // Opening hours, amenities, a public holiday.
        let mut hours = Vec::new();
        for (weekday, key) in WEEKDAYS.iter().enumerate() {
            if let Some(Some([open, close])) = salon.opening.get(*key) {
                let (open, close) = (minutes(open)?, minutes(close)?);
                hours.push((weekday as i16, open, close));
                salon_working_hours::ActiveModel {
                    salon_id: Set(row.id),
                    weekday: Set(weekday as i16),
                    open_min: Set(open),
                    close_min: Set(close),
                    ..Default::default()
                }
                .insert(db)
                .await?;
            }
        }
        for amenity in &salon.amenities {
            salon_amenities::ActiveModel { salon_id: Set(row.id), amenity: Set(amenity.clone()), ..Default::default() }.insert(db).await?;
        }
        salon_days_off::ActiveModel {
            salon_id: Set(row.id),
            day: Set(NaiveDate::from_ymd_opt(2027, 1, 1).expect("date")),
            kind: Set("holiday".into()),
            note: Set(Some("Yılbaşı".into())),
            ..Default::default()
        }
        .insert(db)
        .await?;

        // Three generated photos.
        for (photo, cover) in photos.covers[salon_index].iter().enumerate() {
            let file_id = store_photo(db, storage_dir, "salons", &format!("{}-{}.webp", salon.slug, photo + 1), cover, now).await?;
            salon_photos::ActiveModel { salon_id: Set(row.id), file_id: Set(file_id), sort_order: Set(photo as i32), ..Default::default() }
                .insert(db)
                .await?;
        }

        // Services of the salon's departments, with the catalogue's add-ons.
        let mut salon_service_ids = Vec::new();
        let mut salon_service_catalogue_ids = Vec::new();
        let mut main_categories = Vec::new();
        for department in &salon.departments {
            let Some(services) = services_by_department.get(department) else { bail!("{}: unknown department {department}", salon.slug) };
            for service in services {
                if rng.random_bool(0.3) {
                    continue;
                }
                let (d, c, s) = service.index;
                let spec = &catalogue.departments[d].categories[c].services[s];
                let steps = ((spec.price_max_try - spec.price_min_try) / 50).max(0);
                let price_try = spec.price_min_try + 50 * rng.random_range(0..=steps);
                let ss = salon_services::ActiveModel {
                    salon_id: Set(row.id),
                    service_id: Set(service.id),
                    price: Set(price_try * 100),
                    discount_percent: Set(if rng.random_bool(0.15) { 10 * rng.random_range(1..=2) } else { 0 }),
                    duration_min: Set(spec.duration_min),
                    is_multiple: Set(spec.is_multiple),
                    description: Set(None),
                    active: Set(true),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(db)
                .await?;
                for (order, addon) in spec.addons.iter().enumerate() {
                    salon_service_options::ActiveModel {
                        salon_service_id: Set(ss.id),
                        kind: Set("addon".into()),
                        name_tr: Set(addon.name.tr.clone()),
                        name_en: Set(addon.name.en.clone()),
                        name_ru: Set(addon.name.ru.clone()),
                        price: Set(addon.price_try * 100),
                        duration_min: Set(addon.duration_min),
                        sort_order: Set(order as i32),
                        ..Default::default()
                    }
                    .insert(db)
                    .await?;
                }
                if !main_categories.contains(&service.category_id) && main_categories.len() < 3 {
                    main_categories.push(service.category_id);
                }
                salon_service_ids.push(ss.id);
                salon_service_catalogue_ids.push(service.id);
            }
        }
        for category in &main_categories {
            salon_main_categories::ActiveModel { salon_id: Set(row.id), category_id: Set(*category), ..Default::default() }
                .insert(db)
                .await?;
        }

        // Masters: the salon's hours as their week, a lunch break, a share of the services.
        let mut master_ids = Vec::new();
        for (m_index, master) in salon.masters.iter().enumerate() {
            let portrait = store_photo(
                db,
                storage_dir,
                "masters",
                &format!("{}-{}.webp", salon.slug, m_index + 1),
                &photos.portraits[salon_index][m_index],
                now,
            )
            .await?;
            let account_id = match (salon_index, m_index) {
                (0, 0) => Some(accounts["+905550000003"]),
                (1, 0) => Some(accounts["+905550000005"]),
                _ => None,
            };
            let m = masters::ActiveModel {
                salon_id: Set(row.id),
                account_id: Set(account_id),
                full_name: Set(master.full_name.clone()),
                email: Set(None),
                phone: Set(None),
                birthday: Set(None),
                position: Set(Some(master.position.tr.clone())),
                photo_file_id: Set(Some(portrait)),
                description: Set(Some(master.description.tr.clone())),
                salary_type: Set(if m_index % 2 == 0 { SalaryType::Fixed } else { SalaryType::Hourly }.as_str().into()),
                hourly_rate: Set((m_index % 2 == 1).then_some(25_000)),
                working_type: Set(if m_index == 3 { WorkingType::PartTime } else { WorkingType::FullTime }.as_str().into()),
                contract_active: Set(true),
                sort_order: Set(m_index as i32),
                created_at: Set(now),
                deleted_at: Set(None),
                ..Default::default()
            }
            .insert(db)
            .await?;
            if let Some(account) = account_id {
                account_roles::ActiveModel {
                    account_id: Set(account),
                    role: Set("salon_master".into()),
                    salon_id: Set(Some(row.id)),
                    ..Default::default()
                }
                .insert(db)
                .await?;
            }
            for (weekday, open, close) in &hours {
                // Part-timers skip Mondays and Tuesdays.
                let off = m_index == 3 && *weekday < 2;
                master_schedule_days::ActiveModel {
                    master_id: Set(m.id),
                    weekday: Set(Some(*weekday)),
                    day: Set(None),
                    day_type: Set(if off { "off".into() } else { "work".into() }),
                    start_min: Set((!off).then_some(*open)),
                    end_min: Set((!off).then_some(*close)),
                    ..Default::default()
                }
                .insert(db)
                .await?;
                if !off && close - open >= 6 * 60 {
                    let lunch = 13 * 60 + (m_index as i16 % 2) * 30;
                    master_breaks::ActiveModel {
                        master_id: Set(m.id),
                        weekday: Set(Some(*weekday)),
                        day: Set(None),
                        start_min: Set(lunch),
                        end_min: Set(lunch + 45),
                        ..Default::default()
                    }
                    .insert(db)
                    .await?;
                }
            }
            let mut done_services = Vec::new();
            for (s_index, service_id) in salon_service_ids.iter().enumerate() {
                if salon.masters.len() == 1 || s_index % salon.masters.len() == m_index || rng.random_bool(0.4) {
                    master_services::ActiveModel { master_id: Set(m.id), salon_service_id: Set(*service_id), ..Default::default() }
                        .insert(db)
                        .await?;
                    done_services.push(salon_service_catalogue_ids[s_index]);
                }
            }

            // Two or three portfolio cases of services the master does here, each with two or
            // three photos from the generated pool (a separate RNG keeps the rest of the seed as it was).
            let mut case_rng = StdRng::seed_from_u64(photos::seed_of(&format!("cases/{}/{m_index}", salon.slug)));
            let cases = case_rng.random_range(2..=3usize);
            let counts: Vec<usize> = (0..cases).map(|_| case_rng.random_range(2..=3usize)).collect();
            let mut pool = rand::seq::index::sample(&mut case_rng, photos.work.len(), counts.iter().sum()).into_iter();
            for (c_index, count) in counts.iter().enumerate() {
                let service_id = (!done_services.is_empty()).then(|| done_services[case_rng.random_range(0..done_services.len())]);
                let case = master_cases::ActiveModel {
                    master_id: Set(m.id),
                    service_id: Set(service_id),
                    done_on: Set((now - Duration::days(case_rng.random_range(5..=240))).date_naive()),
                    done_at_min: Set(Some(case_rng.random_range(20..=37i16) * 30)),
                    description: Set(None),
                    created_at: Set(now),
                    ..Default::default()
                }
                .insert(db)
                .await?;
                for (p_index, work) in pool.by_ref().take(*count).enumerate() {
                    let name = format!("{}-{}-case{}-{}.webp", salon.slug, m_index + 1, c_index + 1, p_index + 1);
                    let file_id = store_photo(db, storage_dir, "masters", &name, &photos.work[work], now).await?;
                    master_case_photos::ActiveModel {
                        case_id: Set(case.id),
                        file_id: Set(file_id),
                        sort_order: Set(p_index as i32),
                        ..Default::default()
                    }
                    .insert(db)
                    .await?;
                }
            }
            master_ids.push(m.id);
            report.masters += 1;
        }

        for (r_index, review) in salon.reviews.iter().enumerate() {
            reviews::ActiveModel {
                salon_id: Set(row.id),
                appointment_id: Set(None),
                account_id: Set(None),
                master_id: Set(master_ids.get(r_index % master_ids.len().max(1)).copied()),
                author_name: Set(review.author.clone()),
                service_quality: Set(review.service_quality),
                atmosphere: Set(review.atmosphere),
                cleanliness: Set(review.cleanliness),
                text: Set(Some(review.text.clone())),
                lang: Set(review.lang.clone()),
                status: Set("placed".into()),
                created_at: Set(now - Duration::days(3 + 11 * r_index as i64 + salon_index as i64)),
                ..Default::default()
            }
            .insert(db)
            .await?;
            report.reviews += 1;
        }
    }
    Ok(())
}

/// The client and salon agreements, built from the terms and privacy texts the site shows.
async fn seed_agreements<C: ConnectionTrait>(db: &C) -> anyhow::Result<()> {
    let pages = [
        serde_json::from_str::<serde_json::Value>(include_str!("../../../web/src/locales/tr/pages.json"))?,
        serde_json::from_str::<serde_json::Value>(include_str!("../../../web/src/locales/en/pages.json"))?,
        serde_json::from_str::<serde_json::Value>(include_str!("../../../web/src/locales/ru/pages.json"))?,
    ];
    let html = |page: &serde_json::Value, key: &str| -> String {
        let escape = |s: &str| s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        let mut out = String::new();
        for section in page[key]["sections"].as_array().into_iter().flatten() {
            out.push_str(&format!("<h3>{}</h3>", escape(section["title"].as_str().unwrap_or_default())));
            for paragraph in section["body"].as_str().unwrap_or_default().split("\n\n") {
                out.push_str(&format!("<p>{}</p>", escape(paragraph)));
            }
        }
        out
    };
    for (slug, name, key) in [
        ("client", "Kullanım koşulları", "terms"),
        ("privacy", "Gizlilik ve mesafeli satış sözleşmesi", "privacy"),
        ("salon", "İşletme sözleşmesi", "terms"),
    ] {
        agreements::ActiveModel {
            slug: Set(slug.into()),
            name: Set(name.into()),
            kind: Set(if slug == "salon" { "salon".into() } else { "client".into() }),
            text_tr: Set(html(&pages[0], key)),
            text_en: Set(html(&pages[1], key)),
            text_ru: Set(html(&pages[2], key)),
            version: Set(1),
            force_accept: Set(false),
            updated_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(db)
        .await?;
    }
    Ok(())
}

/// Generated demo photos: soft two-colour gradients with translucent circles and rounded shapes,
/// a palette of their own each. Painted four to eight times smaller and enlarged by libwebp while
/// encoding (the shapes are soft, so little is lost), on every core: the debug-build seed stays fast.
mod photos {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use api::imaging::{self, Pixels};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// Pictures are painted this many times smaller than they are stored.
    const SCALE: u32 = 8;
    /// How many distinct portfolio photos the masters' cases draw from.
    pub const WORK_POOL: usize = 30;
    const QUALITY: f32 = 80.0;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Kind {
        /// A salon photo, 1600x1040.
        Cover,
        /// A master's photo, 600x600: a head-and-shoulders silhouette.
        Portrait,
        /// A portfolio photo, 1200x1200.
        Work,
    }

    impl Kind {
        /// How many times smaller it is painted: the portrait's silhouette wants crisper edges.
        fn scale(self) -> u32 {
            if self == Kind::Portrait { 4 } else { SCALE }
        }

        fn size(self) -> (u32, u32) {
            match self {
                Kind::Cover => (1600, 1040),
                Kind::Portrait => (600, 600),
                Kind::Work => (1200, 1200),
            }
        }
    }

    pub struct Photo {
        pub bytes: Vec<u8>,
        pub width: u32,
        pub height: u32,
    }

    /// Every photo the demo needs: three covers per salon, one portrait per master, the case pool.
    pub struct Photos {
        pub covers: Vec<Vec<Photo>>,
        pub portraits: Vec<Vec<Photo>>,
        pub work: Vec<Photo>,
    }

    /// A stable 64-bit seed from a name (FNV-1a; std's hasher may change between Rust releases).
    pub fn seed_of(name: &str) -> u64 {
        name.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
    }

    /// Paints all photos for salons given as (slug, number of masters), on every core.
    pub fn generate(salons: &[(String, usize)]) -> anyhow::Result<Photos> {
        let mut jobs = Vec::new();
        for (slug, masters) in salons {
            jobs.extend((0..3).map(|n| (Kind::Cover, format!("cover/{slug}/{n}"))));
            jobs.extend((0..*masters).map(|m| (Kind::Portrait, format!("portrait/{slug}/{m}"))));
        }
        jobs.extend((0..WORK_POOL).map(|n| (Kind::Work, format!("work/{n}"))));
        let results: Vec<Mutex<Option<Photo>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
        let next = AtomicUsize::new(0);
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some((kind, name)) = jobs.get(index) else { break };
                        *results[index].lock().expect("lock") = Some(paint(*kind, name));
                    }
                });
            }
        });
        let mut results = results.into_iter().map(|slot| slot.into_inner().expect("lock").expect("painted"));
        let mut photos = Photos { covers: Vec::new(), portraits: Vec::new(), work: Vec::new() };
        for (_, masters) in salons {
            photos.covers.push(results.by_ref().take(3).collect());
            photos.portraits.push(results.by_ref().take(*masters).collect());
        }
        photos.work = results.collect();
        anyhow::ensure!(photos.work.len() == WORK_POOL, "photo jobs and results out of step");
        Ok(photos)
    }

    /// One photo, the same for the same kind and name on every machine.
    pub fn paint(kind: Kind, name: &str) -> Photo {
        let mut rng = StdRng::seed_from_u64(seed_of(name));
        let (width, height) = kind.size();
        let palette = Palette::new(&mut rng);
        let angle = rng.random_range(0.0..std::f32::consts::TAU);
        let mut canvas = Canvas::gradient(width / kind.scale(), height / kind.scale(), palette.light, palette.deep, angle);
        match kind {
            Kind::Cover => cover(&mut canvas, &palette, &mut rng),
            Kind::Portrait => portrait(&mut canvas, &palette, &mut rng),
            Kind::Work => work(&mut canvas, &palette, &mut rng),
        }
        let bytes = imaging::encode_webp_scaled(&canvas.into_pixels(), width, height, QUALITY).expect("a generated picture encodes");
        Photo { bytes, width, height }
    }

    /// A soft salon interior: big blurred light, mirror-like panels, bokeh.
    fn cover(canvas: &mut Canvas, palette: &Palette, rng: &mut StdRng) {
        let (w, h) = (canvas.width as f32, canvas.height as f32);
        for _ in 0..2 {
            let colour = if rng.random_bool(0.5) { WHITE } else { palette.shade };
            canvas.circle(
                rng.random_range(0.0..w),
                rng.random_range(0.0..h),
                rng.random_range(0.3..0.6) * h,
                colour,
                rng.random_range(0.10..0.22),
                0.12 * h,
            );
        }
        let panels = rng.random_range(2..=3);
        let mut x = rng.random_range(0.05..0.2) * w;
        for _ in 0..panels {
            let half_width = rng.random_range(0.06..0.11) * w;
            let top = rng.random_range(0.08..0.3) * h;
            let bottom = rng.random_range(0.65..0.95) * h;
            canvas.rounded_rect(
                x + half_width,
                (top + bottom) / 2.0,
                half_width,
                (bottom - top) / 2.0,
                half_width * 0.9,
                palette.glow,
                rng.random_range(0.18..0.32),
                1.2,
            );
            x += 2.0 * half_width + rng.random_range(0.06..0.16) * w;
        }
        canvas.circle(
            rng.random_range(0.55..0.9) * w,
            rng.random_range(0.55..0.85) * h,
            rng.random_range(0.08..0.16) * h,
            palette.accent,
            rng.random_range(0.25..0.45),
            1.5,
        );
        for _ in 0..rng.random_range(6..=10) {
            canvas.circle(
                rng.random_range(0.0..w),
                rng.random_range(0.0..h * 0.6),
                rng.random_range(0.012..0.04) * w,
                WHITE,
                rng.random_range(0.15..0.4),
                1.5,
            );
        }
    }

    /// A head-and-shoulders silhouette before a soft halo.
    fn portrait(canvas: &mut Canvas, palette: &Palette, rng: &mut StdRng) {
        let (w, h) = (canvas.width as f32, canvas.height as f32);
        canvas.circle(0.5 * w, 0.45 * h, 0.36 * w, WHITE, 0.22, 0.06 * w);
        for _ in 0..rng.random_range(3..=5) {
            canvas.circle(
                rng.random_range(0.0..w),
                rng.random_range(0.0..h * 0.5),
                rng.random_range(0.02..0.05) * w,
                WHITE,
                rng.random_range(0.12..0.3),
                1.2,
            );
        }
        let figure = if rng.random_bool(0.5) { palette.shade } else { mix(palette.shade, palette.accent, 0.35) };
        let long_hair = rng.random_bool(0.5);
        if long_hair {
            canvas.rounded_rect(0.5 * w, 0.52 * h, 0.2 * w, 0.22 * h, 0.12 * w, darker(figure, 0.75), 0.95, 1.0);
        }
        canvas.ellipse(0.5 * w, 1.04 * h, 0.4 * w, 0.3 * h, figure, 0.95, 1.0);
        canvas.rounded_rect(0.5 * w, 0.66 * h, 0.07 * w, 0.1 * h, 0.03 * w, figure, 0.95, 1.0);
        canvas.ellipse(0.5 * w, 0.44 * h, 0.15 * w, 0.185 * h, figure, 0.97, 1.0);
        canvas.ellipse(0.5 * w, 0.36 * h, 0.165 * w, 0.14 * h, darker(figure, 0.75), 0.95, 1.0);
    }

    /// A piece of work: a soft object and a row of colour swatches.
    fn work(canvas: &mut Canvas, palette: &Palette, rng: &mut StdRng) {
        let (w, h) = (canvas.width as f32, canvas.height as f32);
        canvas.circle(
            rng.random_range(0.2..0.8) * w,
            rng.random_range(0.2..0.8) * h,
            rng.random_range(0.35..0.55) * w,
            WHITE,
            0.16,
            0.1 * w,
        );
        canvas.rounded_rect(
            0.5 * w,
            rng.random_range(0.38..0.5) * h,
            rng.random_range(0.18..0.3) * w,
            rng.random_range(0.16..0.26) * h,
            rng.random_range(0.05..0.16) * w,
            palette.glow,
            0.55,
            1.2,
        );
        canvas.ellipse(0.5 * w, 0.45 * h, rng.random_range(0.08..0.16) * w, rng.random_range(0.08..0.16) * h, palette.accent, 0.5, 1.2);
        let swatches = rng.random_range(3..=5);
        let radius = 0.055 * w;
        let start = 0.5 * w - (swatches as f32 - 1.0) * 1.3 * radius;
        for n in 0..swatches {
            let colour = hsl(rng.random_range(0.0..360.0), rng.random_range(0.35..0.7), rng.random_range(0.35..0.7));
            canvas.circle(start + n as f32 * 2.6 * radius, 0.8 * h, radius, colour, 0.9, 1.0);
        }
    }

    const WHITE: [f32; 3] = [255.0, 255.0, 255.0];

    struct Palette {
        light: [f32; 3],
        deep: [f32; 3],
        shade: [f32; 3],
        glow: [f32; 3],
        accent: [f32; 3],
    }

    impl Palette {
        /// Two neighbouring hues, soft saturation; a darker shade, a glow and a complementary accent.
        fn new(rng: &mut StdRng) -> Self {
            let hue = rng.random_range(0.0..360.0);
            let second = hue + rng.random_range(20.0..70.0) * if rng.random_bool(0.5) { 1.0 } else { -1.0 };
            let saturation = rng.random_range(0.3..0.6);
            Palette {
                light: hsl(hue, saturation, rng.random_range(0.78..0.88)),
                deep: hsl(second, saturation + 0.05, rng.random_range(0.52..0.66)),
                shade: hsl(second, saturation * 0.8, rng.random_range(0.22..0.32)),
                glow: hsl(hue, saturation * 0.6, 0.93),
                accent: hsl(hue + 180.0, saturation * 0.7, rng.random_range(0.55..0.7)),
            }
        }
    }

    fn hsl(hue: f32, saturation: f32, lightness: f32) -> [f32; 3] {
        let hue = hue.rem_euclid(360.0) / 60.0;
        let chroma = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation.clamp(0.0, 1.0);
        let x = chroma * (1.0 - (hue % 2.0 - 1.0).abs());
        let (r, g, b) = match hue as u32 {
            0 => (chroma, x, 0.0),
            1 => (x, chroma, 0.0),
            2 => (0.0, chroma, x),
            3 => (0.0, x, chroma),
            4 => (x, 0.0, chroma),
            _ => (chroma, 0.0, x),
        };
        let m = lightness - chroma / 2.0;
        [(r + m) * 255.0, (g + m) * 255.0, (b + m) * 255.0]
    }

    fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
        [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
    }

    fn darker(colour: [f32; 3], factor: f32) -> [f32; 3] {
        colour.map(|c| c * factor)
    }

    /// RGB in floats, 0-255.
    struct Canvas {
        width: u32,
        height: u32,
        rgb: Vec<f32>,
    }

    impl Canvas {
        /// A smooth two-colour gradient along `angle`.
        fn gradient(width: u32, height: u32, from: [f32; 3], to: [f32; 3], angle: f32) -> Self {
            let (cos, sin) = (angle.cos(), angle.sin());
            let span = cos.abs() + sin.abs();
            let mut rgb = Vec::with_capacity((width * height * 3) as usize);
            for y in 0..height {
                let fy = (y as f32 + 0.5) / height as f32 - 0.5;
                for x in 0..width {
                    let fx = (x as f32 + 0.5) / width as f32 - 0.5;
                    let t = ((fx * cos + fy * sin) / span + 0.5).clamp(0.0, 1.0);
                    let t = t * t * (3.0 - 2.0 * t);
                    rgb.extend_from_slice(&mix(from, to, t));
                }
            }
            Canvas { width, height, rgb }
        }

        /// Lays `colour` at `opacity` over a shape given by its signed distance (negative inside),
        /// with an edge `softness` pixels wide, within the box `(left, top, right, bottom)`.
        fn blend(&mut self, area: (f32, f32, f32, f32), colour: [f32; 3], opacity: f32, softness: f32, distance: impl Fn(f32, f32) -> f32) {
            let clamp = |v: f32, max: u32| (v.max(0.0) as u32).min(max);
            let (x0, y0) = (clamp(area.0 - softness, self.width), clamp(area.1 - softness, self.height));
            let (x1, y1) = (clamp(area.2 + softness + 1.0, self.width), clamp(area.3 + softness + 1.0, self.height));
            for y in y0..y1 {
                for x in x0..x1 {
                    let d = distance(x as f32 + 0.5, y as f32 + 0.5);
                    let cover = (0.5 - d / softness).clamp(0.0, 1.0);
                    if cover > 0.0 {
                        let alpha = cover * opacity;
                        let i = ((y * self.width + x) * 3) as usize;
                        for (channel, value) in self.rgb[i..i + 3].iter_mut().zip(colour) {
                            *channel += (value - *channel) * alpha;
                        }
                    }
                }
            }
        }

        fn circle(&mut self, cx: f32, cy: f32, r: f32, colour: [f32; 3], opacity: f32, softness: f32) {
            self.blend((cx - r, cy - r, cx + r, cy + r), colour, opacity, softness, |x, y| (x - cx).hypot(y - cy) - r);
        }

        #[allow(clippy::too_many_arguments)]
        fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, colour: [f32; 3], opacity: f32, softness: f32) {
            let r = rx.min(ry);
            self.blend((cx - rx, cy - ry, cx + rx, cy + ry), colour, opacity, softness, |x, y| {
                (((x - cx) / rx).hypot((y - cy) / ry) - 1.0) * r
            });
        }

        #[allow(clippy::too_many_arguments)]
        fn rounded_rect(
            &mut self,
            cx: f32,
            cy: f32,
            half_width: f32,
            half_height: f32,
            radius: f32,
            colour: [f32; 3],
            opacity: f32,
            softness: f32,
        ) {
            let radius = radius.min(half_width).min(half_height);
            self.blend((cx - half_width, cy - half_height, cx + half_width, cy + half_height), colour, opacity, softness, |x, y| {
                let qx = (x - cx).abs() - half_width + radius;
                let qy = (y - cy).abs() - half_height + radius;
                qx.max(0.0).hypot(qy.max(0.0)) + qx.max(qy).min(0.0) - radius
            });
        }

        fn into_pixels(self) -> Pixels {
            Pixels {
                width: self.width,
                height: self.height,
                alpha: false,
                data: self.rgb.into_iter().map(|v| v.round().clamp(0.0, 255.0) as u8).collect(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_data_is_consistent() {
        let geo = decode_geo().unwrap();
        assert_eq!(geo.provinces.len(), 81);
        assert!(geo.districts.len() >= 970);
        let catalogue: Catalogue = serde_json::from_str(CATALOGUE).unwrap();
        assert_eq!(catalogue.departments.len(), 8);
        let salons: DemoSalons = serde_json::from_str(SALONS).unwrap();
        assert!(salons.salons.len() >= 40);
        for salon in &salons.salons {
            assert!(geo.districts.iter().any(|d| d.province_code == salon.province_code && d.name == salon.district), "{}", salon.slug);
            for department in &salon.departments {
                assert!(catalogue.departments.iter().any(|d| &d.slug == department), "{department}");
            }
        }
    }

    #[test]
    fn photos_are_deterministic_webps_of_the_promised_sizes() {
        let first = photos::paint(photos::Kind::Cover, "cover/a/0");
        assert_eq!(first.bytes, photos::paint(photos::Kind::Cover, "cover/a/0").bytes);
        assert_ne!(first.bytes, photos::paint(photos::Kind::Cover, "cover/b/0").bytes);
        for (kind, size) in [(photos::Kind::Cover, (1600, 1040)), (photos::Kind::Portrait, (600, 600)), (photos::Kind::Work, (1200, 1200))]
        {
            let photo = photos::paint(kind, "x");
            assert_eq!((photo.width, photo.height), size);
            assert_eq!(api::imaging::dimensions(&photo.bytes).unwrap(), size);
            assert_eq!(&photo.bytes[8..12], b"WEBP");
        }
    }
}
