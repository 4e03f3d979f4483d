//! `randevu seed --synthetic N`: N generated salons on top of the demo data, for load tests of
//! the discovery endpoints (issue #4: "a dataset 10× the demo data"; N = 400 gives about ten
//! times the demo's 44 salons). Salons are spread over all 81 provinces, weighted to the big
//! cities, placed in the seeded districts and neighbourhoods near their province's centre, and
//! come with services from the catalogue, masters with weekly schedules, hours, amenities,
//! reviews (the salon's rating agrees with them) and the first demo salon's photos.
//!
//! Deterministic: a seeded RNG and no hash-map iteration, so every machine gets the same rows
//! (only `created_at` follows the clock). Slugs start with [`SLUG_PREFIX`]; a second run refuses.

use std::collections::{BTreeMap, HashMap};

use anyhow::{Context, bail};
use chrono::{Duration, NaiveDate, Utc};
use domain::team::{SalaryType, WorkingType};
use domain::text::{fold, slugify};
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, FromQueryResult, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};
use store::entities::*;

use crate::seed::{CATALOGUE, CatService, Catalogue};

/// Every synthetic salon's slug starts with this.
pub const SLUG_PREFIX: &str = "syn-";

const RNG_SEED: u64 = 0x5EED_0004;

/// What `seed --synthetic` created.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SyntheticReport {
    pub salons: usize,
    pub salon_services: usize,
    pub masters: usize,
    pub reviews: usize,
}

impl SyntheticReport {
    pub fn print(&self) {
        println!(
            "Synthetic data: {} salons, {} salon services, {} masters, {} reviews (slugs {SLUG_PREFIX}*)",
            self.salons, self.salon_services, self.masters, self.reviews
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Word lists and pure generators (unit-tested below).

/// Given names used for salon names, masters and review authors.
const FEMALE_NAMES: &[&str] = &[
    "Lale", "Nil", "Defne", "Mavi", "Işık", "Şebnem", "Çiçek", "Gül", "Ümran", "Ayşe", "Elif", "Zeynep", "Selin", "Derya", "Ebru", "Pınar",
    "Özge", "Buse", "İpek", "Nazlı", "Sevgi", "Yasemin", "Menekşe", "Nergis", "Ada", "Ela", "Duru", "Su", "Melis", "Gizem", "Aslı",
    "Damla",
];
const MALE_NAMES: &[&str] =
    &["Emre", "Murat", "Can", "Kerem", "Barış", "Onur", "Serkan", "Tolga", "Ozan", "Uğur", "Cem", "Burak", "Hakan", "Yiğit"];
const SURNAMES: &[&str] = &[
    "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kurt", "Koç",
    "Özdemir", "Güneş", "Erdoğan", "Polat", "Akın",
];
/// Words that make a brand out of a name or alone ("Mavi Studio", "Atölye Papatya").
const BRAND_WORDS: &[&str] =
    &["Lale", "Nil", "Defne", "Mavi", "Işık", "Şebnem", "Çiçek", "Gül", "Ümran", "Papatya", "Zümrüt", "İnci", "Safir", "Bade", "Nar"];

/// A kind of salon: the word in its name, where the word goes, and the departments it does.
struct Kind {
    word: &'static str,
    /// "Studio Defne" rather than "Defne Studio".
    leading: bool,
    departments: &'static [&'static str],
    /// Out of 100: how often this kind is drawn.
    weight: u32,
}

const KINDS: &[Kind] = &[
    Kind { word: "Kuaför", leading: false, departments: &["kuafor", "tirnak", "makyaj"], weight: 22 },
    Kind { word: "Kuaför", leading: true, departments: &["kuafor", "cilt-bakimi"], weight: 6 },
    Kind {
        word: "Güzellik Merkezi",
        leading: false,
        departments: &["cilt-bakimi", "epilasyon-ve-agda", "kas-ve-kirpik", "tirnak"],
        weight: 16,
    },
    Kind { word: "Güzellik Salonu", leading: false, departments: &["cilt-bakimi", "tirnak", "epilasyon-ve-agda"], weight: 8 },
    Kind { word: "Studio", leading: true, departments: &["kuafor", "makyaj", "kas-ve-kirpik"], weight: 10 },
    Kind { word: "Salon", leading: true, departments: &["kuafor", "tirnak"], weight: 8 },
    Kind { word: "Atölye", leading: false, departments: &["tirnak", "kas-ve-kirpik", "makyaj"], weight: 8 },
    Kind { word: "Berber", leading: false, departments: &["berber"], weight: 12 },
    Kind { word: "Nail Bar", leading: false, departments: &["tirnak"], weight: 4 },
    Kind { word: "Spa", leading: false, departments: &["masaj-ve-spa", "cilt-bakimi"], weight: 6 },
];

/// How strongly a province draws salons beyond its one: roughly its population and tourism.
pub fn province_weight(code: i64) -> u32 {
    match code {
        34 => 40,                         // İstanbul
        6 => 14,                          // Ankara
        35 => 11,                         // İzmir
        16 | 7 => 7,                      // Bursa, Antalya
        1 | 42 | 27 | 41 => 5,            // Adana, Konya, Gaziantep, Kocaeli
        33 | 21 | 48 => 4,                // Mersin, Diyarbakır, Muğla
        38 | 55 | 26 | 31 | 63 | 45 => 3, // Kayseri, Samsun, Eskişehir, Hatay, Şanlıurfa, Manisa
        61 | 20 | 54 | 10 | 9 | 65 | 44 | 46 | 25 | 59 | 17 => 2,
        _ => 1,
    }
}

/// The province of each of `n` salons: every province once while `n` allows, the rest drawn by
/// [`province_weight`].
pub fn province_plan(codes: &[i64], n: usize, rng: &mut impl Rng) -> Vec<i64> {
    if codes.is_empty() {
        return Vec::new();
    }
    let mut plan: Vec<i64> = codes.iter().copied().take(n).collect();
    let total: u32 = codes.iter().map(|c| province_weight(*c)).sum();
    while plan.len() < n {
        let mut pick = rng.random_range(0..total);
        for code in codes {
            let weight = province_weight(*code);
            if pick < weight {
                plan.push(*code);
                break;
            }
            pick -= weight;
        }
    }
    plan.shuffle(rng);
    plan
}

fn pick_kind(rng: &mut impl Rng) -> &'static Kind {
    let total: u32 = KINDS.iter().map(|k| k.weight).sum();
    let mut pick = rng.random_range(0..total);
    for kind in KINDS {
        if pick < kind.weight {
            return kind;
        }
        pick -= kind.weight;
    }
    &KINDS[0]
}

/// A salon name of `kind`: "Lale Güzellik Merkezi", "Studio Defne", "Gül & Nil Atölye",
/// sometimes with the district ("Mavi Kuaför Kadıköy").
fn salon_name_of(kind: &Kind, district: &str, rng: &mut impl Rng) -> String {
    let brand = if rng.random_bool(0.5) { *BRAND_WORDS.choose(rng).expect("words") } else { *FEMALE_NAMES.choose(rng).expect("names") };
    let brand = if !kind.leading && rng.random_bool(0.12) {
        let second = FEMALE_NAMES.choose(rng).expect("names");
        if *second == brand { brand.to_owned() } else { format!("{brand} & {second}") }
    } else {
        brand.to_owned()
    };
    let mut name = if kind.leading { format!("{} {brand}", kind.word) } else { format!("{brand} {}", kind.word) };
    if rng.random_bool(0.25) && !district.is_empty() {
        name.push(' ');
        name.push_str(district);
    }
    name
}

/// A salon name for a salon in `district` (see [`salon_name_of`]).
pub fn salon_name(district: &str, rng: &mut impl Rng) -> String {
    salon_name_of(pick_kind(rng), district, rng)
}

/// The slug of the `index`-th (0-based) synthetic salon: unique even when names repeat.
pub fn synthetic_slug(name: &str, index: usize) -> String {
    format!("{SLUG_PREFIX}{}-{}", slugify(name), index + 1)
}

/// A point within about 8 km of a province centre (an equirectangular box, fine at city scale).
pub fn place_near(lat: f64, lng: f64, rng: &mut impl Rng) -> (f64, f64) {
    const DLAT: f64 = 0.07;
    let dlng = DLAT / lat.to_radians().cos().max(0.2);
    let round = |v: f64| (v * 1e6).round() / 1e6;
    (round(lat + rng.random_range(-DLAT..=DLAT)), round(lng + rng.random_range(-dlng..=dlng)))
}

/// Weekly opening hours as (weekday 0 = Monday, open minute, close minute): Monday to Saturday
/// always, Sunday for about half of the salons.
pub fn opening_hours(rng: &mut impl Rng) -> Vec<(i16, i16, i16)> {
    let open = [9 * 60, 9 * 60 + 30, 10 * 60][rng.random_range(0..3)];
    let close = [19 * 60, 20 * 60, 21 * 60][rng.random_range(0..3)];
    let mut hours: Vec<(i16, i16, i16)> = (0..5).map(|d| (d, open, close)).collect();
    hours.push((5, open, if rng.random_bool(0.3) { 18 * 60 } else { close }));
    if rng.random_bool(0.5) {
        hours.push((6, 11 * 60, 18 * 60));
    }
    hours
}

/// Amenity codes, in the order the demo uses them.
pub fn amenities(berber: bool, rng: &mut impl Rng) -> Vec<&'static str> {
    let odds: [(&str, f64); 8] = [
        ("card_payment", 0.95),
        ("tea_coffee", 0.85),
        ("wifi", 0.8),
        ("air_conditioning", 0.8),
        ("kids_friendly", 0.25),
        ("parking", 0.25),
        ("women_only", if berber { 0.0 } else { 0.2 }),
        ("wheelchair_access", 0.15),
    ];
    odds.iter().filter(|(_, p)| rng.random_bool(*p)).map(|(code, _)| *code).collect()
}

/// Three marks (service quality, atmosphere, cleanliness) of one review around a salon's level.
pub fn review_marks(level: f64, rng: &mut impl Rng) -> [i16; 3] {
    std::array::from_fn(|_| (level + rng.random_range(-1.2..=0.8)).round().clamp(1.0, 5.0) as i16)
}

/// A salon's rating as the demo seed computes it: the mean over reviews of each review's mean mark.
pub fn rating_avg(marks: &[[i16; 3]]) -> Option<f64> {
    (!marks.is_empty()).then(|| marks.iter().map(|m| f64::from(m[0] + m[1] + m[2]) / 3.0).sum::<f64>() / marks.len() as f64)
}

const STREETS: &[&str] = &[
    "Atatürk",
    "Cumhuriyet",
    "İstiklal",
    "Gazi",
    "Menekşe",
    "Lale",
    "Papatya",
    "Çınar",
    "Barbaros",
    "Mimar Sinan",
    "Akasya",
    "Fatih",
    "İnönü",
    "Kordon",
    "Zafer",
    "Hürriyet",
    "Ihlamur",
    "Orkide",
];

fn address(rng: &mut impl Rng) -> String {
    let street = STREETS.choose(rng).expect("streets");
    let kind = if rng.random_bool(0.4) { "Cad." } else { "Sok." };
    format!("{street} {kind} No: {}", rng.random_range(1..=180))
}

const REVIEW_TEXTS: &[(&str, &str)] = &[
    ("tr", "Çok memnun kaldım, ellerine sağlık."),
    ("tr", "Randevuma tam zamanında alındım, salon tertemizdi."),
    ("tr", "Fiyatlar makul, personel güler yüzlü. Tekrar geleceğim."),
    ("tr", "Sonuç güzel ama biraz bekledim."),
    ("tr", "Arkadaşlarıma da tavsiye ettim, harika bir deneyimdi."),
    ("tr", "İşini bilen bir ekip, öneriler yerindeydi."),
    ("tr", "Ortam çok ferah, çay ikramı da hoştu."),
    ("tr", "Beklediğim gibi olmadı, yine de ilgili davrandılar."),
    ("en", "Lovely staff and a very clean salon."),
    ("en", "Booked online, no waiting at all. Great result."),
    ("ru", "Отличный мастер, всё аккуратно и вовремя."),
];

fn position(department: &str) -> &'static str {
    match department {
        "kuafor" => "Kuaför",
        "berber" => "Berber",
        "tirnak" => "Manikür Uzmanı",
        "cilt-bakimi" => "Cilt Bakım Uzmanı",
        "epilasyon-ve-agda" => "Epilasyon Uzmanı",
        "masaj-ve-spa" => "Masaj Terapisti",
        "kas-ve-kirpik" => "Kaş ve Kirpik Uzmanı",
        "makyaj" => "Makyaj Artisti",
        _ => "Uzman",
    }
}

fn person(male: bool, rng: &mut impl Rng) -> String {
    let given = if male { MALE_NAMES.choose(rng) } else { FEMALE_NAMES.choose(rng) }.expect("names");
    format!("{given} {}", SURNAMES.choose(rng).expect("surnames"))
}

// ---------------------------------------------------------------------------------------------
// What the database already holds.

/// A catalogue service as the generator needs it.
struct Service {
    id: i64,
    category_id: i64,
    slug: String,
    duration_min: i32,
    is_multiple: bool,
}

struct Place {
    code: i64,
    lat: f64,
    lng: f64,
    /// (district id, district name, neighbourhood ids)
    districts: Vec<(i64, String, Vec<i64>)>,
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

/// Adds `count` synthetic salons to a database that holds the demo data.
pub async fn synthetic(db: &DatabaseConnection, count: usize) -> anyhow::Result<SyntheticReport> {
    anyhow::ensure!(count > 0, "--synthetic needs a number of salons above 0");
    if store::is_empty(db).await? {
        bail!("the database has no geography or catalogue yet: run `randevu seed --demo` first");
    }
    let existing = salons::Entity::find().filter(salons::Column::Slug.starts_with(SLUG_PREFIX)).count(db).await?;
    if existing > 0 {
        bail!("the database already holds {existing} synthetic salons (slugs {SLUG_PREFIX}*); seed a fresh database instead");
    }

    // Geography: provinces with their districts and neighbourhoods, in id order.
    let provinces = provinces::Entity::find().order_by_asc(provinces::Column::Id).all(db).await?;
    let mut districts_by_province: BTreeMap<i64, Vec<(i64, String, Vec<i64>)>> = BTreeMap::new();
    let mut neighbourhoods_by_district: HashMap<i64, Vec<i64>> = HashMap::new();
    for (id, district_id) in neighbourhoods::Entity::find()
        .select_only()
        .columns([neighbourhoods::Column::Id, neighbourhoods::Column::DistrictId])
        .order_by_asc(neighbourhoods::Column::Id)
        .into_tuple::<(i64, i64)>()
        .all(db)
        .await?
    {
        neighbourhoods_by_district.entry(district_id).or_default().push(id);
    }
    for d in districts::Entity::find().order_by_asc(districts::Column::Id).all(db).await? {
        let hoods = neighbourhoods_by_district.remove(&d.id).unwrap_or_default();
        districts_by_province.entry(d.province_id).or_default().push((d.id, d.name, hoods));
    }
    let places: BTreeMap<i64, Place> = provinces
        .iter()
        .filter_map(|p| {
            let districts = districts_by_province.remove(&p.id)?;
            Some((p.id, Place { code: p.id, lat: p.lat, lng: p.lng, districts }))
        })
        .collect();
    anyhow::ensure!(!places.is_empty(), "no districts seeded");

    // Catalogue: approved services by department slug, with the seed's price ranges and add-ons.
    let catalogue: Catalogue = serde_json::from_str(CATALOGUE)?;
    let prices: HashMap<&str, &CatService> =
        catalogue.departments.iter().flat_map(|d| &d.categories).flat_map(|c| &c.services).map(|s| (s.slug.as_str(), s)).collect();
    let department_slugs: HashMap<i64, String> = departments::Entity::find().all(db).await?.into_iter().map(|d| (d.id, d.slug)).collect();
    let category_department: HashMap<i64, i64> =
        categories::Entity::find().all(db).await?.into_iter().map(|c| (c.id, c.department_id)).collect();
    let mut services_by_department: BTreeMap<String, Vec<Service>> = BTreeMap::new();
    for s in
        services::Entity::find().filter(services::Column::ModerationState.eq("approved")).order_by_asc(services::Column::Id).all(db).await?
    {
        let Some(slug) = category_department.get(&s.category_id).and_then(|d| department_slugs.get(d)) else { continue };
        services_by_department.entry(slug.clone()).or_default().push(Service {
            id: s.id,
            category_id: s.category_id,
            is_multiple: prices.get(s.slug.as_str()).is_some_and(|p| p.is_multiple),
            slug: s.slug,
            duration_min: s.default_duration_min,
        });
    }
    anyhow::ensure!(!services_by_department.is_empty(), "no catalogue services seeded");
    let all_departments: Vec<String> = services_by_department.keys().cloned().collect();

    // The first demo salon's photos, shared by every synthetic salon.
    let first_salon =
        salons::Entity::find().order_by_asc(salons::Column::Id).one(db).await?.context("no demo salon: run `randevu seed --demo` first")?;
    let photo_files: Vec<i64> = salon_photos::Entity::find()
        .filter(salon_photos::Column::SalonId.eq(first_salon.id))
        .order_by_asc(salon_photos::Column::SortOrder)
        .all(db)
        .await?
        .into_iter()
        .map(|p| p.file_id)
        .collect();

    let mut rng = StdRng::seed_from_u64(RNG_SEED);
    let now = Utc::now();
    let codes: Vec<i64> = places.keys().copied().collect();
    let plan = province_plan(&codes, count, &mut rng);

    let txn = db.begin().await?;
    let mut salon_id = next_id(&txn, "salons").await?;
    let mut salon_service_id = next_id(&txn, "salon_services").await?;
    let mut master_id = next_id(&txn, "masters").await?;

    let mut salon_rows = Vec::new();
    let mut hours_rows = Vec::new();
    let mut amenity_rows = Vec::new();
    let mut day_off_rows = Vec::new();
    let mut photo_rows = Vec::new();
    let mut service_rows = Vec::new();
    let mut option_rows = Vec::new();
    let mut main_category_rows = Vec::new();
    let mut master_rows = Vec::new();
    let mut schedule_rows = Vec::new();
    let mut break_rows = Vec::new();
    let mut master_service_rows = Vec::new();
    let mut review_rows = Vec::new();
    let mut report = SyntheticReport::default();

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
        salon_rows.push(salons::ActiveModel {
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
        });
        report.salons += 1;

        for (weekday, open, close) in &hours {
            hours_rows.push(salon_working_hours::ActiveModel {
                salon_id: Set(id),
                weekday: Set(*weekday),
                open_min: Set(*open),
                close_min: Set(*close),
                ..Default::default()
            });
        }
        for amenity in amenities(berber, &mut rng) {
            amenity_rows.push(salon_amenities::ActiveModel { salon_id: Set(id), amenity: Set(amenity.into()), ..Default::default() });
        }
        day_off_rows.push(salon_days_off::ActiveModel {
            salon_id: Set(id),
            day: Set(NaiveDate::from_ymd_opt(2027, 1, 1).expect("date")),
            kind: Set("holiday".into()),
            note: Set(Some("Yılbaşı".into())),
            ..Default::default()
        });
        for (order, file_id) in photo_files.iter().enumerate() {
            photo_rows.push(salon_photos::ActiveModel {
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
            service_rows.push(salon_services::ActiveModel {
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
                option_rows.push(salon_service_options::ActiveModel {
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
            main_category_rows.push(salon_main_categories::ActiveModel {
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
            master_rows.push(masters::ActiveModel {
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
                working_type: Set(if m_index == 3 { WorkingType::PartTime } else { WorkingType::FullTime }.as_str().into()),
                contract_active: Set(true),
                sort_order: Set(m_index as i32),
                created_at: Set(now),
                deleted_at: Set(None),
            });
            for (weekday, open, close) in &hours {
                let off = m_index == 3 && *weekday < 2;
                schedule_rows.push(master_schedule_days::ActiveModel {
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
                    break_rows.push(master_breaks::ActiveModel {
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
                    master_service_rows.push(master_services::ActiveModel {
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
            review_rows.push(reviews::ActiveModel {
                salon_id: Set(id),
                appointment_id: Set(None),
                account_id: Set(None),
                master_id: Set(Some(ids[r_index % ids.len()])),
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
    }

    insert_chunked(&txn, salon_rows).await?;
    insert_chunked(&txn, hours_rows).await?;
    insert_chunked(&txn, amenity_rows).await?;
    insert_chunked(&txn, day_off_rows).await?;
    insert_chunked(&txn, photo_rows).await?;
    insert_chunked(&txn, service_rows).await?;
    insert_chunked(&txn, option_rows).await?;
    insert_chunked(&txn, main_category_rows).await?;
    insert_chunked(&txn, master_rows).await?;
    insert_chunked(&txn, schedule_rows).await?;
    insert_chunked(&txn, break_rows).await?;
    insert_chunked(&txn, master_service_rows).await?;
    insert_chunked(&txn, review_rows).await?;
    for table in ["salons", "salon_services", "masters"] {
        bump_sequence(&txn, table).await?;
    }
    txn.commit().await?;
    crate::seed::analyze(db).await?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rng() -> StdRng {
        StdRng::seed_from_u64(7)
    }

    #[test]
    fn plan_covers_every_province_and_favours_big_cities() {
        let codes: Vec<i64> = (1..=81).collect();
        let plan = province_plan(&codes, 400, &mut rng());
        assert_eq!(plan.len(), 400);
        for code in &codes {
            assert!(plan.contains(code), "province {code} has no salon");
        }
        let count = |c: i64| plan.iter().filter(|p| **p == c).count();
        assert!(count(34) > count(6) && count(6) > count(81), "İstanbul {} Ankara {} Düzce {}", count(34), count(6), count(81));
        assert!(count(34) >= 40, "İstanbul has {}", count(34));
        // Fewer salons than provinces: each salon in a different province.
        let small = province_plan(&codes, 10, &mut rng());
        let mut unique = small.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 10);
        assert!(province_plan(&[], 5, &mut rng()).is_empty());
    }

    #[test]
    fn generators_are_deterministic() {
        let codes: Vec<i64> = (1..=81).collect();
        assert_eq!(province_plan(&codes, 200, &mut rng()), province_plan(&codes, 200, &mut rng()));
        let names = |r: &mut StdRng| (0..50).map(|_| salon_name("Kadıköy", r)).collect::<Vec<_>>();
        assert_eq!(names(&mut rng()), names(&mut rng()));
    }

    #[test]
    fn names_look_like_salons_and_fold_to_their_search_key() {
        let mut r = rng();
        let mut lale = 0;
        for index in 0..500 {
            let name = salon_name("Kadıköy", &mut r);
            assert!(KINDS.iter().any(|k| name.contains(k.word)), "{name}");
            assert!(name.split_whitespace().count() >= 2, "{name}");
            let slug = synthetic_slug(&name, index);
            assert!(slug.starts_with(SLUG_PREFIX) && slug.ends_with(&format!("-{}", index + 1)), "{slug}");
            assert!(slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'), "{slug}");
            let key = fold(&name);
            assert!(key.is_ascii(), "{key}");
            lale += usize::from(key.contains("lale"));
        }
        // The bench searches "lale": it must find a handful, not one or all.
        assert!((5..100).contains(&lale), "{lale}");
        assert_eq!(fold("Işık Güzellik Merkezi Şişli"), "isik guzellik merkezi sisli");
    }

    #[test]
    fn places_stay_near_the_centre() {
        let mut r = rng();
        for _ in 0..1000 {
            let (lat, lng) = place_near(41.0082, 28.9784, &mut r);
            assert!((lat - 41.0082).abs() <= 0.0701, "{lat}");
            assert!((lng - 28.9784).abs() <= 0.0935, "{lng}");
            assert!(domain::geo::distance_km(41.0082, 28.9784, lat, lng) < 11.0);
        }
    }

    #[test]
    fn hours_ratings_and_amenities_are_sane() {
        let mut r = rng();
        for _ in 0..200 {
            let hours = opening_hours(&mut r);
            assert!(hours.len() == 6 || hours.len() == 7);
            for (i, (weekday, open, close)) in hours.iter().enumerate() {
                assert_eq!(*weekday, i as i16);
                assert!(open < close && *close <= 21 * 60);
            }
            let marks: Vec<[i16; 3]> = (0..10).map(|_| review_marks(4.2, &mut r)).collect();
            assert!(marks.iter().flatten().all(|m| (1..=5).contains(m)));
            let avg = rating_avg(&marks).unwrap();
            assert!((1.0..=5.0).contains(&avg));
            assert!(!amenities(true, &mut r).contains(&"women_only"));
        }
        assert_eq!(rating_avg(&[]), None);
        assert_eq!(rating_avg(&[[5, 4, 3], [3, 3, 3]]), Some(3.5));
    }

    /// The whole seed on a fresh SQLite file: demo first, then synthetic salons that the
    /// listing and the search index see; a second run refuses.
    #[tokio::test]
    async fn seeds_on_top_of_the_demo_and_refuses_twice() {
        let dir = tempfile::tempdir().unwrap();
        let db = store::connect(&format!("sqlite://{}", dir.path().join("syn.db").display())).await.unwrap();
        assert!(synthetic(&db, 5).await.is_err(), "needs the demo data first");
        store::migrate(&db).await.unwrap();
        crate::seed::demo(&db, &dir.path().join("files")).await.unwrap();
        let before = salons::Entity::find().count(&db).await.unwrap();
        let report = synthetic(&db, 90).await.unwrap();
        assert_eq!(report.salons, 90);
        assert_eq!(salons::Entity::find().count(&db).await.unwrap(), before + 90);
        assert!(report.salon_services >= 90 * 6 && report.salon_services <= 90 * 15);
        assert!(report.masters >= 180 && report.masters <= 450);
        // Every province got one.
        let provinces: Vec<i64> = salons::Entity::find()
            .filter(salons::Column::Slug.starts_with(SLUG_PREFIX))
            .all(&db)
            .await
            .unwrap()
            .into_iter()
            .map(|s| s.province_id)
            .collect();
        let mut unique = provinces.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 81);
        // Ratings agree with the reviews.
        for salon in salons::Entity::find().filter(salons::Column::Slug.starts_with(SLUG_PREFIX)).all(&db).await.unwrap() {
            let rating = store::salon_page::rating(&db, Some(salon.id), None).await.unwrap();
            assert_eq!(rating.count, i64::from(salon.reviews_count), "{}", salon.slug);
            match (rating.average(), salon.rating_avg) {
                (Some(a), Some(b)) => assert!((a - b).abs() < 1e-9, "{}: {a} vs {b}", salon.slug),
                (None, None) => {}
                other => panic!("{}: {other:?}", salon.slug),
            }
            let page = store::salon_page::services(&db, domain::Locale::Tr, salon.id, None).await.unwrap();
            assert!(page.iter().flat_map(|g| &g.services).all(|s| !s.master_ids.is_empty()), "{}", salon.slug);
        }
        // The search index follows the inserts.
        let first = salons::Entity::find().filter(salons::Column::Slug.starts_with(SLUG_PREFIX)).one(&db).await.unwrap().unwrap();
        let word = first.search_key.split_whitespace().next().unwrap().to_owned();
        let hits = store::search::salons(&db, &word, 100).await.unwrap();
        assert!(hits.iter().any(|h| h.id == first.id), "{word}");
        // A second run refuses instead of duplicating.
        assert!(synthetic(&db, 5).await.unwrap_err().to_string().contains("synthetic"));
    }
}
