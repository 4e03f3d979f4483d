//! `randevu seed --demo`: Turkey's provinces, districts and neighbourhoods, the three-language
//! catalogue, 44 demo salons with masters, services, photos and reviews, the legal agreements,
//! and one demo account per role. Deterministic: the same data on every machine.

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

use anyhow::{bail, Context};
use chrono::{Duration, NaiveDate, Utc};
use domain::text::{fold, slugify};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DatabaseConnection, EntityTrait, Set, TransactionTrait};
use serde::Deserialize;
use store::entities::*;

const GEO: &[u8] = include_bytes!("../seed/geo.json.gz");
const CATALOGUE: &str = include_str!("../seed/catalogue.json");
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
struct Tri {
    tr: String,
    en: String,
    ru: String,
}

#[derive(Deserialize)]
struct Catalogue {
    departments: Vec<CatDepartment>,
}
#[derive(Deserialize)]
struct CatDepartment {
    slug: String,
    name: Tri,
    icon: String,
    show_in_menu: bool,
    categories: Vec<CatCategory>,
}
#[derive(Deserialize)]
struct CatCategory {
    slug: String,
    name: Tri,
    services: Vec<CatService>,
}
#[derive(Deserialize)]
struct CatService {
    slug: String,
    name: Tri,
    description: Tri,
    duration_min: i32,
    price_min_try: i64,
    price_max_try: i64,
    is_multiple: bool,
    #[serde(default)]
    addons: Vec<CatAddon>,
}
#[derive(Deserialize)]
struct CatAddon {
    name: Tri,
    duration_min: i32,
    price_try: i64,
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
    println!("Demo accounts (log in by phone and SMS code, read in development from GET /api/dev/outbox, or with the password {DEMO_PASSWORD}):");
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
    let txn = db.begin().await?;
    let mut report = SeedReport::default();
    let geo = decode_geo()?;
    seed_geo(&txn, &geo, &mut report).await?;
    let catalogue: Catalogue = serde_json::from_str(CATALOGUE)?;
    let services_by_department = seed_catalogue(&txn, &catalogue, &mut report).await?;
    let accounts = seed_accounts(&txn).await?;
    seed_salons(&txn, &geo, &catalogue, &services_by_department, &accounts, storage_dir, &mut report).await?;
    seed_agreements(&txn).await?;
    txn.commit().await?;
    Ok(report)
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
    insert_chunked(db, geo.provinces.iter().map(|p| provinces::ActiveModel { id: Set(p.code), name: Set(p.name.clone()), slug: Set(p.slug.clone()), search_key: Set(fold(&p.name)), lat: Set(p.lat), lng: Set(p.lng) }).collect()).await?;
    insert_chunked(db, geo.districts.iter().map(|d| districts::ActiveModel { id: Set(d.id), province_id: Set(d.province_code), name: Set(d.name.clone()), slug: Set(d.slug.clone()), search_key: Set(fold(&d.name)) }).collect()).await?;
    insert_chunked(
        db,
        geo.neighbourhoods
            .iter()
            .map(|n| neighbourhoods::ActiveModel { id: Set(n.id), district_id: Set(n.district_id), name: Set(n.name.clone()), postal_code: Set(n.postal_code.clone()), search_key: Set(fold(&n.name)) })
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

async fn seed_catalogue<C: ConnectionTrait>(db: &C, catalogue: &Catalogue, report: &mut SeedReport) -> anyhow::Result<HashMap<String, Vec<SeededService>>> {
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
            account_roles::ActiveModel { account_id: Set(account.id), role: Set((*role).to_owned()), salon_id: Set(None), ..Default::default() }.insert(db).await?;
        }
        ids.insert(*phone, account.id);
    }
    Ok(ids)
}

fn minutes(hhmm: &str) -> anyhow::Result<i16> {
    let (h, m) = hhmm.split_once(':').context("time as HH:MM")?;
    Ok(h.parse::<i16>()? * 60 + m.parse::<i16>()?)
}

const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// A generated cover image: a soft gradient with the salon's initials.
fn cover_svg(name: &str, hue: u32) -> String {
    let initials: String = name.split_whitespace().filter_map(|w| w.chars().next()).take(2).collect();
    let hue2 = (hue + 40) % 360;
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="780" viewBox="0 0 1200 780"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl({hue},55%,62%)"/><stop offset="1" stop-color="hsl({hue2},60%,38%)"/></linearGradient></defs><rect width="1200" height="780" fill="url(#g)"/><circle cx="980" cy="150" r="220" fill="#fff" opacity="0.08"/><circle cx="160" cy="690" r="260" fill="#fff" opacity="0.06"/><text x="600" y="450" text-anchor="middle" font-family="Georgia, serif" font-size="240" fill="#fff" opacity="0.9">{}</text></svg>"##,
        initials.replace('&', "&amp;").replace('<', "&lt;")
    )
}

#[allow(clippy::too_many_arguments)]
async fn seed_salons<C: ConnectionTrait>(
    db: &C,
    geo: &Geo,
    catalogue: &Catalogue,
    services_by_department: &HashMap<String, Vec<SeededService>>,
    accounts: &HashMap<&'static str, i64>,
    storage_dir: &Path,
    report: &mut SeedReport,
) -> anyhow::Result<()> {
    let demo: DemoSalons = serde_json::from_str(SALONS)?;
    let mut rng = StdRng::seed_from_u64(20261121);
    let now = Utc::now();
    let folder = storage_dir.join("salons");
    std::fs::create_dir_all(&folder)?;
    let district_id: HashMap<(i64, &str), i64> = geo.districts.iter().map(|d| ((d.province_code, d.name.as_str()), d.id)).collect();
    let neighbourhood_id: HashMap<(i64, &str), i64> = geo.neighbourhoods.iter().map(|n| ((n.district_id, n.name.as_str()), n.id)).collect();
    let province_name: HashMap<i64, &str> = geo.provinces.iter().map(|p| (p.code, p.name.as_str())).collect();

    for (salon_index, salon) in demo.salons.iter().enumerate() {
        let district = *district_id.get(&(salon.province_code, salon.district.as_str())).with_context(|| format!("{}: unknown district {}", salon.slug, salon.district))?;
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
            auto_confirm: Set(salon_index % 2 == 0),
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
            account_roles::ActiveModel { account_id: Set(owner), role: Set("salon_admin".into()), salon_id: Set(Some(row.id)), ..Default::default() }.insert(db).await?;
        }

        // Opening hours, amenities, a public holiday.
        let mut hours = Vec::new();
        for (weekday, key) in WEEKDAYS.iter().enumerate() {
            if let Some(Some([open, close])) = salon.opening.get(*key) {
                let (open, close) = (minutes(open)?, minutes(close)?);
                hours.push((weekday as i16, open, close));
                salon_working_hours::ActiveModel { salon_id: Set(row.id), weekday: Set(weekday as i16), open_min: Set(open), close_min: Set(close), ..Default::default() }.insert(db).await?;
            }
        }
        for amenity in &salon.amenities {
            salon_amenities::ActiveModel { salon_id: Set(row.id), amenity: Set(amenity.clone()), ..Default::default() }.insert(db).await?;
        }
        salon_days_off::ActiveModel { salon_id: Set(row.id), day: Set(NaiveDate::from_ymd_opt(2027, 1, 1).expect("date")), kind: Set("holiday".into()), note: Set(Some("Yılbaşı".into())), ..Default::default() }.insert(db).await?;

        // Three generated photos.
        for photo in 0..3u32 {
            let hue = (salon_index as u32 * 37 + photo * 23) % 360;
            let name = format!("{}-{}.svg", salon.slug, photo + 1);
            std::fs::write(folder.join(&name), cover_svg(&salon.name, hue))?;
            let svg_len = std::fs::metadata(folder.join(&name))?.len() as i64;
            let file = files::ActiveModel {
                folder: Set("salons".into()),
                name: Set(name.clone()),
                storage_key: Set(format!("salons/{name}")),
                mime: Set("image/svg+xml".into()),
                size: Set(svg_len),
                width: Set(Some(1200)),
                height: Set(Some(780)),
                uploaded_by: Set(None),
                created_at: Set(now),
                ..Default::default()
            }
            .insert(db)
            .await?;
            salon_photos::ActiveModel { salon_id: Set(row.id), file_id: Set(file.id), sort_order: Set(photo as i32), ..Default::default() }.insert(db).await?;
        }

        // Services of the salon's departments, with the catalogue's add-ons.
        let mut salon_service_ids = Vec::new();
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
            }
        }
        for category in &main_categories {
            salon_main_categories::ActiveModel { salon_id: Set(row.id), category_id: Set(*category), ..Default::default() }.insert(db).await?;
        }

        // Masters: the salon's hours as their week, a lunch break, a share of the services.
        let mut master_ids = Vec::new();
        for (m_index, master) in salon.masters.iter().enumerate() {
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
                photo_file_id: Set(None),
                description: Set(Some(master.description.tr.clone())),
                salary_type: Set(if m_index % 2 == 0 { "fixed".into() } else { "hourly".into() }),
                hourly_rate: Set((m_index % 2 == 1).then_some(25_000)),
                working_type: Set(if m_index == 3 { "part_time".into() } else { "full_time".into() }),
                contract_active: Set(true),
                sort_order: Set(m_index as i32),
                created_at: Set(now),
                deleted_at: Set(None),
                ..Default::default()
            }
            .insert(db)
            .await?;
            if let Some(account) = account_id {
                account_roles::ActiveModel { account_id: Set(account), role: Set("salon_master".into()), salon_id: Set(Some(row.id)), ..Default::default() }.insert(db).await?;
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
                    master_breaks::ActiveModel { master_id: Set(m.id), weekday: Set(Some(*weekday)), day: Set(None), start_min: Set(lunch), end_min: Set(lunch + 45), ..Default::default() }.insert(db).await?;
                }
            }
            for (s_index, service_id) in salon_service_ids.iter().enumerate() {
                if salon.masters.len() == 1 || s_index % salon.masters.len() == m_index || rng.random_bool(0.4) {
                    master_services::ActiveModel { master_id: Set(m.id), salon_service_id: Set(*service_id), ..Default::default() }.insert(db).await?;
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
    for (slug, name, key) in [("client", "Kullanım koşulları", "terms"), ("privacy", "Gizlilik ve mesafeli satış sözleşmesi", "privacy"), ("salon", "İşletme sözleşmesi", "terms")] {
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
    fn cover_escapes_initials() {
        assert!(cover_svg("<b> &x", 10).contains("&lt;&amp;"));
    }
}
