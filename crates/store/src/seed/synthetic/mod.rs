//! The synthetic data (`randevu seed --synthetic N`): N generated salons on top of the demo data,
//! for load tests of the discovery endpoints (issue #4: "a dataset 10× the demo data"; N = 400
//! gave about ten times the demo's 44 salons, before the demo grew to 369). Salons are spread
//! over all 81 provinces, weighted to the big cities, placed in the seeded districts and
//! neighbourhoods near their province's centre, and come with services from the catalogue,
//! masters with weekly schedules, hours, amenities, reviews (the salon's rating agrees with them)
//! and the first demo salon's photos.
//!
//! Deterministic: a seeded RNG and no hash-map iteration, so every machine gets the same rows
//! (only `created_at` follows the clock). Slugs start with [`SLUG_PREFIX`]; a second run refuses.

mod existing;
#[cfg(test)]
mod tests;
pub mod words;

use domain::team::{SalaryType, WorkingType};
use std::collections::HashMap;
use std::fmt;

use anyhow::bail;
use chrono::{Duration, NaiveDate, Utc};
use domain::text::fold;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, Set, TransactionTrait};

use self::existing::Service;
use self::words::*;
use super::demo::catalogue::{self, CatService};
use super::insert_chunked;
use crate::Db;
use crate::entities::*;

/// Every synthetic salon's slug starts with this.
pub const SLUG_PREFIX: &str = "syn-";

const RNG_SEED: u64 = 0x5EED_0004;

/// What `seed --synthetic` created.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Report {
    pub salons: usize,
    pub salon_services: usize,
    pub masters: usize,
    pub reviews: usize,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Synthetic data: {} salons, {} salon services, {} masters, {} reviews (slugs {SLUG_PREFIX}*)",
            self.salons, self.salon_services, self.masters, self.reviews
        )
    }
}

/// Salons are written this many at a time, so 100,000 of them (issue #23) never sit in memory
/// at once.
const BATCH_SALONS: usize = 2_000;
const REVIEW_TRIGGERS_OFF: &str = "ALTER TABLE reviews DISABLE TRIGGER USER";
const REVIEW_TRIGGERS_ON: &str = "ALTER TABLE reviews ENABLE TRIGGER USER";

/// The rows of the salons generated since the last write, parents before children.
#[derive(Default)]
struct Batch {
    salons: Vec<salons::ActiveModel>,
    hours: Vec<salon_working_hours::ActiveModel>,
    amenities: Vec<salon_amenities::ActiveModel>,
    days_off: Vec<salon_days_off::ActiveModel>,
    photos: Vec<salon_photos::ActiveModel>,
    services: Vec<salon_services::ActiveModel>,
    options: Vec<salon_service_options::ActiveModel>,
    main_categories: Vec<salon_main_categories::ActiveModel>,
    masters: Vec<masters::ActiveModel>,
    schedules: Vec<master_schedule_days::ActiveModel>,
    breaks: Vec<master_breaks::ActiveModel>,
    master_services: Vec<master_services::ActiveModel>,
    reviews: Vec<reviews::ActiveModel>,
}

impl Batch {
    async fn write<C: ConnectionTrait>(&mut self, txn: &C) -> anyhow::Result<()> {
        insert_chunked(txn, std::mem::take(&mut self.salons)).await?;
        insert_chunked(txn, std::mem::take(&mut self.hours)).await?;
        insert_chunked(txn, std::mem::take(&mut self.amenities)).await?;
        insert_chunked(txn, std::mem::take(&mut self.days_off)).await?;
        insert_chunked(txn, std::mem::take(&mut self.photos)).await?;
        insert_chunked(txn, std::mem::take(&mut self.services)).await?;
        insert_chunked(txn, std::mem::take(&mut self.options)).await?;
        insert_chunked(txn, std::mem::take(&mut self.main_categories)).await?;
        insert_chunked(txn, std::mem::take(&mut self.masters)).await?;
        insert_chunked(txn, std::mem::take(&mut self.schedules)).await?;
        insert_chunked(txn, std::mem::take(&mut self.breaks)).await?;
        insert_chunked(txn, std::mem::take(&mut self.master_services)).await?;
        insert_chunked(txn, std::mem::take(&mut self.reviews)).await?;
        Ok(())
    }
}

/// The first id after the rows of `table`: salons, salon services and masters are inserted with
/// explicit ids so their children can point at them without a round trip per row.
async fn next_id<C: ConnectionTrait>(db: &C, table: &str) -> anyhow::Result<i64> {
    #[derive(FromQueryResult)]
    struct Max {
        m: Option<i64>,
    }
    let row =
        Max::find_by_statement(sea_orm::Statement::from_string(db.get_database_backend(), format!("SELECT MAX(id) AS m FROM {table}")))
            .one(db)
            .await?;
    Ok(row.and_then(|r| r.m).unwrap_or(0) + 1)
}

/// After rows were inserted with explicit ids, PostgreSQL's sequence must move past them.
async fn bump_sequence<C: ConnectionTrait>(db: &C, table: &str) -> anyhow::Result<()> {
    if db.get_database_backend() == DbBackend::Postgres {
        db.execute_unprepared(&format!("SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))")).await?;
    }
    Ok(())
}

/// Adds `count` synthetic salons to a database that holds the demo data.
pub async fn load(db: &Db, count: usize) -> anyhow::Result<Report> {
    anyhow::ensure!(count > 0, "--synthetic needs a number of salons above 0");
    if crate::is_empty(db).await? {
        bail!("the database has no geography or catalogue yet: run `randevu seed --demo` first");
    }
    let existing = salons::Entity::find().filter(salons::Column::Slug.starts_with(SLUG_PREFIX)).count(db).await?;
    if existing > 0 {
        bail!("the database already holds {existing} synthetic salons (slugs {SLUG_PREFIX}*); seed a fresh database instead");
    }

    // Catalogue: approved services by department slug, with the seed's price ranges and add-ons.
    let catalogue = catalogue::bundled()?;
    let prices: HashMap<&str, &CatService> =
        catalogue.departments.iter().flat_map(|d| &d.categories).flat_map(|c| &c.services).map(|s| (s.slug.as_str(), s)).collect();
    let existing::Existing { places, services_by_department, photo_files } = existing::read(db, &prices).await?;
    let all_departments: Vec<String> = services_by_department.keys().cloned().collect();

    let mut rng = StdRng::seed_from_u64(RNG_SEED);
    let now = Utc::now();
    let codes: Vec<i64> = places.keys().copied().collect();
    let plan = province_plan(&codes, count, &mut rng);

    let txn = db.begin().await?;
    let postgres = txn.get_database_backend() == DbBackend::Postgres;
    if postgres {
        // Every review would update one row of the kept totals (migration 000044); a million
        // updates of one row inside one transaction make each slower than the last on PostgreSQL
        // (100,000 salons ran for over 40 minutes), so they are counted once at the end.
        // Undone with the transaction if it fails.
        txn.execute_unprepared(REVIEW_TRIGGERS_OFF).await?;
    }
    let mut salon_id = next_id(&txn, "salons").await?;
    let mut salon_service_id = next_id(&txn, "salon_services").await?;
    let mut master_id = next_id(&txn, "masters").await?;

    let mut batch = Batch::default();
    let mut report = Report::default();

    for (index, code) in plan.iter().enumerate() {
        let place = &places[code];
        let (district_id, district_name, hoods) = place.districts.choose(&mut rng).expect("a province has districts");
        let neighbourhood_id = hoods.choose(&mut rng).copied();
        let kind = pick_kind(&mut rng);
        let name = salon_name_of(kind, district_name, &mut rng);
        let slug = synthetic_slug(&name, index);
        let (lat, lng) = place_near(place.lat, place.lng, &mut rng);
        let berber = kind.departments == ["berber"];

        // Departments: the kind's first, maybe more of the kind's, rarely one from elsewhere.
        let mut departments: Vec<&str> = vec![kind.departments[0]];
        for extra in &kind.departments[1..] {
            if rng.random_bool(0.5) {
                departments.push(extra);
            }
        }
        if !berber && rng.random_bool(0.2) {
            let other = all_departments.choose(&mut rng).expect("departments");
            if !departments.contains(&other.as_str()) && other != "berber" {
                departments.push(other);
            }
        }
        let wanted = rng.random_range(6..=15usize);
        let mut pool: Vec<&Service> = departments.iter().filter_map(|d| services_by_department.get(*d)).flatten().collect();
        // Too few services in those departments: borrow from the others until there are enough.
        for other in &all_departments {
            if pool.len() >= wanted {
                break;
            }
            if !departments.contains(&other.as_str()) && (other != "berber" || berber) {
                pool.extend(services_by_department[other].iter());
            }
        }
        pool.shuffle(&mut rng);
        pool.truncate(wanted);
        pool.sort_by_key(|s| s.id);

        let hours = opening_hours(&mut rng);
        let level = rng.random_range(3.3..=5.0);
        let review_count = rng.random_range(0..=20usize);
        let marks: Vec<[i16; 3]> = (0..review_count).map(|_| review_marks(level, &mut rng)).collect();

        let id = salon_id;
        salon_id += 1;
        batch.salons.push(salons::ActiveModel {
            id: Set(id),
            slug: Set(slug.clone()),
            name: Set(name.clone()),
            phone: Set(format!("+905{:02}{:07}", rng.random_range(30..=59), rng.random_range(0..10_000_000))),
            email: Set(Some(format!("info@{}.example", slug.trim_start_matches(SLUG_PREFIX)))),
            address: Set(address(&mut rng)),
            province_id: Set(place.code),
            district_id: Set(*district_id),
            neighbourhood_id: Set(neighbourhood_id),
            lat: Set(Some(lat)),
            lng: Set(Some(lng)),
            transport: Set(Some(format!("{district_name} merkezine yürüme mesafesinde."))),
            about_tr: Set(Some(format!("{name}, {district_name} bölgesinde hizmet veren bir {}.", kind.word.to_lowercase()))),
            about_en: Set(Some(format!("{name} is a beauty salon in {district_name}."))),
            about_ru: Set(Some(format!("{name} — салон красоты в районе {district_name}."))),
            social: Set(serde_json::json!({ "instagram": format!("https://instagram.com/{}", slug.replace('-', "")) }).to_string()),
            custom_link: Set(None),
            time_slicing: Set(if rng.random_bool(0.3) { 30 } else { 15 }),
            auto_confirm: Set(rng.random_bool(0.5)),
            is_star: Set(rng.random_bool(0.05)),
            plan: Set(if rng.random_bool(0.25) { "premium".into() } else { "free".into() }),
            status: Set("active".into()),
            deactivation_type: Set(None),
            deactivation_reason: Set(None),
            deactivated_at: Set(None),
            rating_avg: Set(rating_avg(&marks)),
            reviews_count: Set(marks.len() as i32),
            search_key: Set(fold(&name)),
            owner_account_id: Set(None),
            created_at: Set(now - Duration::days(rng.random_range(1..=730))),
            company_type: Set(None),
            legal_name: Set(None),
            tax_number: Set(None),
            tax_office: Set(None),
            billing_address: Set(None),
            catalogue_version: Set(0),
        });
        report.salons += 1;

        for (weekday, open, close) in &hours {
            batch.hours.push(salon_working_hours::ActiveModel {
                salon_id: Set(id),
                weekday: Set(*weekday),
                open_min: Set(*open),
                close_min: Set(*close),
                ..Default::default()
            });
        }
        for amenity in amenities(berber, &mut rng) {
            batch.amenities.push(salon_amenities::ActiveModel { salon_id: Set(id), amenity: Set(amenity.into()), ..Default::default() });
        }
        batch.days_off.push(salon_days_off::ActiveModel {
            salon_id: Set(id),
            day: Set(NaiveDate::from_ymd_opt(2027, 1, 1).expect("date")),
            kind: Set("holiday".into()),
            note: Set(Some("Yılbaşı".into())),
            ..Default::default()
        });
        for (order, file_id) in photo_files.iter().enumerate() {
            batch.photos.push(salon_photos::ActiveModel {
                salon_id: Set(id),
                file_id: Set(*file_id),
                sort_order: Set(order as i32),
                ..Default::default()
            });
        }

        let mut salon_service_ids = Vec::new();
        let mut main_categories: Vec<i64> = Vec::new();
        for service in &pool {
            let spec = prices.get(service.slug.as_str());
            let (low, high) = spec.map_or((300, 900), |s| (s.price_min_try, s.price_max_try.max(s.price_min_try)));
            let price_try = low + 50 * rng.random_range(0..=((high - low) / 50).max(0));
            let ss_id = salon_service_id;
            salon_service_id += 1;
            batch.services.push(salon_services::ActiveModel {
                id: Set(ss_id),
                salon_id: Set(id),
                service_id: Set(service.id),
                price: Set(price_try * 100),
                discount_percent: Set(if rng.random_bool(0.15) { [10, 15, 20][rng.random_range(0..3)] } else { 0 }),
                duration_min: Set(service.duration_min),
                is_multiple: Set(service.is_multiple),
                description: Set(None),
                active: Set(true),
                created_at: Set(now),
            });
            for (order, addon) in spec.map(|s| s.addons.as_slice()).unwrap_or_default().iter().enumerate() {
                batch.options.push(salon_service_options::ActiveModel {
                    salon_service_id: Set(ss_id),
                    kind: Set("addon".into()),
                    name_tr: Set(addon.name.tr.clone()),
                    name_en: Set(addon.name.en.clone()),
                    name_ru: Set(addon.name.ru.clone()),
                    price: Set(addon.price_try * 100),
                    duration_min: Set(addon.duration_min),
                    sort_order: Set(order as i32),
                    ..Default::default()
                });
            }
            if !main_categories.contains(&service.category_id) && main_categories.len() < 3 {
                main_categories.push(service.category_id);
            }
            salon_service_ids.push(ss_id);
            report.salon_services += 1;
        }
        for category in main_categories {
            batch.main_categories.push(salon_main_categories::ActiveModel {
                salon_id: Set(id),
                category_id: Set(category),
                ..Default::default()
            });
        }

        // Masters: the salon's week with a lunch break; each service done by at least one.
        let master_count = rng.random_range(2..=5usize);
        let mut ids = Vec::with_capacity(master_count);
        for m_index in 0..master_count {
            let m_id = master_id;
            master_id += 1;
            let male = berber || rng.random_bool(0.15);
            batch.masters.push(masters::ActiveModel {
                id: Set(m_id),
                salon_id: Set(id),
                account_id: Set(None),
                full_name: Set(person(male, &mut rng)),
                email: Set(None),
                phone: Set(None),
                birthday: Set(None),
                position: Set(Some(position(departments[m_index % departments.len()]).into())),
                photo_file_id: Set(None),
                description: Set(None),
                salary_type: Set(if m_index % 2 == 0 { SalaryType::Fixed } else { SalaryType::Hourly }.as_str().into()),
                hourly_rate: Set((m_index % 2 == 1).then_some(25_000)),
                monthly_salary: Set((m_index % 2 == 0).then_some(3_000_000)),
                commission_bp: Set(Some(1_000)),
                working_type: Set(if m_index == 3 { WorkingType::PartTime } else { WorkingType::FullTime }.as_str().into()),
                contract_active: Set(true),
                plan_inactive: Set(false),
                sort_order: Set(m_index as i32),
                created_at: Set(now),
                deleted_at: Set(None),
            });
            for (weekday, open, close) in &hours {
                let off = m_index == 3 && *weekday < 2;
                batch.schedules.push(master_schedule_days::ActiveModel {
                    master_id: Set(m_id),
                    weekday: Set(Some(*weekday)),
                    day: Set(None),
                    day_type: Set(if off { "off".into() } else { "work".into() }),
                    start_min: Set((!off).then_some(*open)),
                    end_min: Set((!off).then_some(*close)),
                    ..Default::default()
                });
                if !off && close - open >= 6 * 60 {
                    let lunch = 13 * 60 + (m_index as i16 % 2) * 30;
                    batch.breaks.push(master_breaks::ActiveModel {
                        master_id: Set(m_id),
                        weekday: Set(Some(*weekday)),
                        day: Set(None),
                        start_min: Set(lunch),
                        end_min: Set(lunch + 45),
                        ..Default::default()
                    });
                }
            }
            for (s_index, ss_id) in salon_service_ids.iter().enumerate() {
                if s_index % master_count == m_index || rng.random_bool(0.35) {
                    batch.master_services.push(master_services::ActiveModel {
                        master_id: Set(m_id),
                        salon_service_id: Set(*ss_id),
                        ..Default::default()
                    });
                }
            }
            ids.push(m_id);
            report.masters += 1;
        }

        for (r_index, m) in marks.iter().enumerate() {
            let (lang, text) = REVIEW_TEXTS.choose(&mut rng).expect("texts");
            let author = format!(
                "{} {}.",
                FEMALE_NAMES.choose(&mut rng).expect("names"),
                SURNAMES.choose(&mut rng).expect("surnames").chars().next().expect("letter")
            );
            batch.reviews.push(reviews::ActiveModel {
                salon_id: Set(id),
                appointment_id: Set(None),
                account_id: Set(None),
                master_id: Set(Some(ids[r_index % ids.len()])),
                search_key: Set(crate::review_moderation::search_key(&author, Some(text))),
                author_name: Set(author),
                service_quality: Set(m[0]),
                atmosphere: Set(m[1]),
                cleanliness: Set(m[2]),
                text: Set(Some((*text).to_owned())),
                lang: Set((*lang).to_owned()),
                status: Set("placed".into()),
                created_at: Set(now - Duration::days(rng.random_range(1..=365)) - Duration::minutes(r_index as i64)),
                ..Default::default()
            });
            report.reviews += 1;
        }
        if batch.salons.len() >= BATCH_SALONS {
            batch.write(&txn).await?;
        }
    }

    batch.write(&txn).await?;
    for table in ["salons", "salon_services", "masters"] {
        bump_sequence(&txn, table).await?;
    }
    if postgres {
        txn.execute_unprepared(REVIEW_TRIGGERS_ON).await?;
        txn.execute_unprepared(&crate::migration::m20261128_000044_review_totals::recount()).await?;
    }
    txn.commit().await?;
    super::after_salons_loaded(db).await?;
    Ok(report)
}
