//! The demo salons: the 44 written by hand (`crates/server/seed/salons.json`), then the city
//! salons that `build_city.py` generates (`salons_city.json`). Each with its owner's role,
//! opening hours, amenities, a public holiday, three photos, a share of its departments' services
//! with their add-ons, masters (see `masters`) and reviews.

use std::collections::HashMap;

use anyhow::{Context, bail};
use chrono::{Duration, NaiveDate, Utc};
use domain::text::fold;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Set};
use serde::Deserialize;

use super::catalogue::{Catalogue, SeededService, Tri};
use super::geo::Geo;
use super::{Gathered, Photo, Photos, Report, SeedFile, masters};
use crate::entities::*;
use crate::seed::insert_chunked;

const SALONS: &str = include_str!("../../../../server/seed/salons.json");
const CITY_SALONS: &str = include_str!("../../../../server/seed/salons_city.json");

#[derive(Deserialize)]
pub(super) struct DemoSalons {
    pub(super) salons: Vec<DemoSalon>,
}
#[derive(Deserialize)]
pub(super) struct DemoSalon {
    pub(super) slug: String,
    pub(super) name: String,
    pub(super) province_code: i64,
    pub(super) district: String,
    pub(super) neighbourhood: Option<String>,
    pub(super) address: String,
    pub(super) lat: f64,
    pub(super) lng: f64,
    pub(super) phone: String,
    pub(super) email: String,
    pub(super) about: Tri,
    pub(super) transport: Tri,
    pub(super) departments: Vec<String>,
    pub(super) amenities: Vec<String>,
    pub(super) star: bool,
    pub(super) opening: HashMap<String, Option<[String; 2]>>,
    pub(super) masters: Vec<DemoMaster>,
    pub(super) reviews: Vec<DemoReview>,
    /// `budget`, `mid` or `premium`: which third of the catalogue's price range the salon charges
    /// (the city salons); none: anywhere in it.
    #[serde(default)]
    pub(super) price_tier: Option<String>,
    /// One of the generated city salons (not in salons.json): no login of its own, the free plan,
    /// created 10-389 days ago (the first hand-written salon, 400 days ago, stays the oldest).
    #[serde(skip)]
    pub(super) city: bool,
}
#[derive(Deserialize)]
pub(super) struct DemoMaster {
    pub(super) full_name: String,
    /// `female` or `male`: which portraits suit.
    pub(super) gender: String,
    pub(super) position: Tri,
    pub(super) description: Tri,
}
#[derive(Deserialize)]
pub(super) struct DemoReview {
    pub(super) author: String,
    pub(super) service_quality: i16,
    pub(super) atmosphere: i16,
    pub(super) cleanliness: i16,
    pub(super) text: String,
    pub(super) lang: String,
}

/// The demo salons as bundled: the hand-written ones first, in their order, then the city's.
pub(super) fn bundled() -> anyhow::Result<DemoSalons> {
    let mut demo: DemoSalons = serde_json::from_str(SALONS)?;
    let mut city: DemoSalons = serde_json::from_str(CITY_SALONS)?;
    for salon in &mut city.salons {
        salon.city = true;
    }
    demo.salons.append(&mut city.salons);
    Ok(demo)
}

/// An opening or closing time of the seed file (`24:00` closes at midnight).
pub(super) fn minutes(hhmm: &str) -> anyhow::Result<i16> {
    let minutes = domain::time::parse_hhmm(hhmm, true).with_context(|| format!("time as HH:mm: {hhmm}"))?;
    Ok(minutes as i16)
}

const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// Records a generated photo in `files` and hands its bytes to the server's storage.
pub(super) async fn store_photo<C: ConnectionTrait>(
    db: &C,
    gathered: &Gathered,
    folder: &str,
    name: &str,
    photo: &Photo,
    now: chrono::DateTime<Utc>,
) -> anyhow::Result<i64> {
    let key = format!("{folder}/{name}");
    gathered.lock().map_err(|_| anyhow::anyhow!("photo list poisoned"))?.push(SeedFile { key: key.clone(), bytes: photo.bytes.clone() });
    let file = files::ActiveModel {
        folder: Set(folder.into()),
        name: Set(name.into()),
        storage_key: Set(key),
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
pub(super) async fn seed<C: ConnectionTrait>(
    db: &C,
    geo: &Geo,
    catalogue: &Catalogue,
    services_by_department: &HashMap<String, Vec<SeededService>>,
    accounts: &HashMap<&'static str, i64>,
    demo: DemoSalons,
    photos: &Photos,
    gathered: &Gathered,
    report: &mut Report,
) -> anyhow::Result<()> {
    let mut rng = StdRng::seed_from_u64(20261121);
    let now = Utc::now();
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
            plan: Set(if salon.city { domain::plan::Plan::Free } else { demo_plan(salon_index, salon.masters.len()) }.as_str().into()),
            status: Set("active".into()),
            rating_avg: Set(reviews_avg),
            reviews_count: Set(salon.reviews.len() as i32),
            search_key: Set(fold(&salon.name)),
            owner_account_id: Set(owner),
            created_at: Set(
                now - Duration::days(if salon.city { 10 + (salon_index as i64 * 53) % 380 } else { 400 - salon_index as i64 * 7 })
            ),
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
        // Rows nothing refers to go in a few statements per salon (hundreds of salons).
        let mut hours = Vec::new();
        let mut working_hours = Vec::new();
        for (weekday, key) in WEEKDAYS.iter().enumerate() {
            if let Some(Some([open, close])) = salon.opening.get(*key) {
                let (open, close) = (minutes(open)?, minutes(close)?);
                hours.push((weekday as i16, open, close));
                working_hours.push(salon_working_hours::ActiveModel {
                    salon_id: Set(row.id),
                    weekday: Set(weekday as i16),
                    open_min: Set(open),
                    close_min: Set(close),
                    ..Default::default()
                });
            }
        }
        insert_chunked(db, working_hours).await?;
        let amenities: Vec<_> = salon
            .amenities
            .iter()
            .map(|amenity| salon_amenities::ActiveModel { salon_id: Set(row.id), amenity: Set(amenity.clone()), ..Default::default() })
            .collect();
        insert_chunked(db, amenities).await?;
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
            let file_id = store_photo(db, gathered, "salons", &format!("{}-{}.webp", salon.slug, photo + 1), cover, now).await?;
            salon_photos::ActiveModel { salon_id: Set(row.id), file_id: Set(file_id), sort_order: Set(photo as i32), ..Default::default() }
                .insert(db)
                .await?;
        }

        // Services of the salon's departments, with the catalogue's add-ons.
        let mut salon_service_ids = Vec::new();
        let mut salon_service_catalogue_ids = Vec::new();
        let mut main_categories = Vec::new();
        let mut options = Vec::new();
        for department in &salon.departments {
            let Some(services) = services_by_department.get(department) else { bail!("{}: unknown department {department}", salon.slug) };
            for service in services {
                if rng.random_bool(0.3) {
                    continue;
                }
                let (d, c, s) = service.index;
                let spec = &catalogue.departments[d].categories[c].services[s];
                let steps = ((spec.price_max_try - spec.price_min_try) / 50).max(0);
                let (low, high) = match salon.price_tier.as_deref() {
                    Some("budget") => (0, steps / 3),
                    Some("mid") => (steps / 3, 2 * steps / 3),
                    Some("premium") => (2 * steps / 3, steps),
                    _ => (0, steps),
                };
                let price_try = spec.price_min_try + 50 * rng.random_range(low..=high);
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
                    options.push(salon_service_options::ActiveModel {
                        salon_service_id: Set(ss.id),
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
                salon_service_ids.push(ss.id);
                salon_service_catalogue_ids.push(service.id);
            }
        }
        insert_chunked(db, options).await?;
        let categories: Vec<_> = main_categories
            .iter()
            .map(|category| salon_main_categories::ActiveModel { salon_id: Set(row.id), category_id: Set(*category), ..Default::default() })
            .collect();
        insert_chunked(db, categories).await?;

        // Masters: the salon's hours as their week, a lunch break, a share of the services.
        let shared = masters::Shared { accounts, photos, gathered, now };
        let so_far = masters::SalonSoFar {
            index: salon_index,
            id: row.id,
            spec: salon,
            hours: &hours,
            service_ids: &salon_service_ids,
            catalogue_ids: &salon_service_catalogue_ids,
        };
        let master_ids = masters::seed(db, &shared, &so_far, &mut rng, report).await?;

        let mut placed = Vec::new();
        for (r_index, review) in salon.reviews.iter().enumerate() {
            placed.push(reviews::ActiveModel {
                salon_id: Set(row.id),
                appointment_id: Set(None),
                account_id: Set(None),
                master_id: Set(master_ids.get(r_index % master_ids.len().max(1)).copied()),
                author_name: Set(review.author.clone()),
                service_quality: Set(review.service_quality),
                atmosphere: Set(review.atmosphere),
                cleanliness: Set(review.cleanliness),
                text: Set(Some(review.text.clone())),
                search_key: Set(crate::review_moderation::search_key(&review.author, Some(&review.text))),
                lang: Set(review.lang.clone()),
                status: Set("placed".into()),
                created_at: Set(now - Duration::days(3 + 11 * r_index as i64 + salon_index as i64)),
                ..Default::default()
            });
            report.reviews += 1;
        }
        insert_chunked(db, placed).await?;
    }
    Ok(())
}

/// A demo salon's plan: every fourth salon, and every salon whose team outgrows the free plan,
/// pays for Premium, as a real salon of that size would. The multi-role account's salon (the
/// second) stays free with its five masters, so the demo shows a free salon over its limit: the
/// masters beyond it are kept but not bookable (`subscriptions::set_plan`).
fn demo_plan(salon_index: usize, masters: usize) -> domain::plan::Plan {
    use domain::plan::Plan;
    let outgrows_free = masters > Plan::Free.employee_limit() as usize;
    if salon_index.is_multiple_of(4) || (outgrows_free && salon_index != 1) { Plan::Premium } else { Plan::Free }
}
