//! Fixtures written straight into the database: `Catalogue` describes a small world (places, the
//! service catalogue, salons with their hours, prices, masters and staff, clients) with defaults
//! for everything a test does not name; `build` writes it and returns a `Fixture` to look the
//! rows up by slug, name or phone.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use domain::access::Role;
use domain::text::{fold, slugify};
use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, Set};
use store::entities::*;

use super::TestApp;

/// A world to write: `Catalogue::new()`, then what the test needs, then `.build(&app)`.
///
/// Departments, categories and catalogue services are named by slug; salons refer to services by
/// those slugs. Without a `place`, salons are in İstanbul (34), Kadıköy (1).
#[derive(Default)]
#[must_use = "a catalogue is written by `build`"]
pub struct Catalogue {
    places: Vec<((i64, String), (i64, String))>,
    neighbourhoods: Vec<(i64, i64, String, Option<String>)>,
    departments: Vec<(String, [String; 3])>,
    categories: Vec<(String, String, [String; 3])>,
    services: Vec<(String, String, [String; 3])>,
    salons: Vec<Salon>,
    clients: Vec<String>,
}

/// A change to a row before it is written (`with`).
type Change<Row> = Box<dyn FnOnce(&mut Row)>;

fn names(names: [&str; 3]) -> [String; 3] {
    names.map(str::to_owned)
}

impl Catalogue {
    pub fn new() -> Self {
        Self::default()
    }

    /// The catalogue most booking tests share: departments `dep-0` and `dep-1`, category `cat-0`
    /// (services `sac-kesimi` Haircut and `yikama` Wash) and `cat-1` (`manikur` Manicure).
    pub fn hair_and_nails() -> Self {
        Self::new()
            .departments(2)
            .category("cat-0", "dep-0", ["Kategori 0", "Category 0", "Категория 0"])
            .category("cat-1", "dep-1", ["Kategori 1", "Category 1", "Категория 1"])
            .service("sac-kesimi", "cat-0", ["Saç kesimi", "Haircut", "Стрижка"])
            .service("yikama", "cat-0", ["Yıkama", "Wash", "Мытьё"])
            .service("manikur", "cat-1", ["Manikür", "Manicure", "Маникюр"])
    }

    /// A province and a district of it, as (id, name); the province is written once.
    pub fn place(mut self, province: (i64, &str), district: (i64, &str)) -> Self {
        self.places.push(((province.0, province.1.to_owned()), (district.0, district.1.to_owned())));
        self
    }

    pub fn neighbourhood(mut self, id: i64, district: i64, name: &str, postal_code: Option<&str>) -> Self {
        self.neighbourhoods.push((id, district, name.to_owned(), postal_code.map(str::to_owned)));
        self
    }

    /// `count` departments `dep-0`, `dep-1`, … named "Bölüm 0", "Department 0", "Отдел 0", ….
    pub fn departments(mut self, count: usize) -> Self {
        for i in 0..count {
            let slug = format!("dep-{i}");
            self.departments.push((slug, [format!("Bölüm {i}"), format!("Department {i}"), format!("Отдел {i}")]));
        }
        self
    }

    /// A department in the menu, after those before it.
    pub fn department(mut self, slug: &str, tr_en_ru: [&str; 3]) -> Self {
        self.departments.push((slug.to_owned(), names(tr_en_ru)));
        self
    }

    /// A category of `department`, after the department's earlier ones.
    pub fn category(mut self, slug: &str, department: &str, tr_en_ru: [&str; 3]) -> Self {
        self.categories.push((slug.to_owned(), department.to_owned(), names(tr_en_ru)));
        self
    }

    /// An approved catalogue service of `category` (45 minutes by default).
    pub fn service(mut self, slug: &str, category: &str, tr_en_ru: [&str; 3]) -> Self {
        self.services.push((slug.to_owned(), category.to_owned(), names(tr_en_ru)));
        self
    }

    pub fn salon(mut self, salon: Salon) -> Self {
        self.salons.push(salon);
        self
    }

    /// A client account with this phone and a session (see `Fixture::token`).
    pub fn client(mut self, phone: &str) -> Self {
        self.clients.push(phone.to_owned());
        self
    }

    /// Writes it all, in the order declared.
    pub async fn build(self, app: &TestApp) -> Fixture {
        let db = &app.db;
        let mut fixture = Fixture::default();
        let mut places = self.places;
        if places.is_empty() && !self.salons.is_empty() {
            places.push(((34, "İstanbul".to_owned()), (1, "Kadıköy".to_owned())));
        }
        let mut provinces = HashSet::new();
        let mut province_of = HashMap::new();
        for ((province, province_name), (district, district_name)) in &places {
            if provinces.insert(*province) {
                provinces::ActiveModel {
                    id: Set(*province),
                    name: Set(province_name.clone()),
                    slug: Set(slugify(province_name)),
                    search_key: Set(fold(province_name)),
                    lat: Set(41.0),
                    lng: Set(29.0),
                }
                .insert(db)
                .await
                .unwrap();
            }
            districts::ActiveModel {
                id: Set(*district),
                province_id: Set(*province),
                name: Set(district_name.clone()),
                slug: Set(slugify(district_name)),
                search_key: Set(fold(district_name)),
            }
            .insert(db)
            .await
            .unwrap();
            province_of.insert(*district, *province);
        }
        for (id, district, name, postal_code) in self.neighbourhoods {
            neighbourhoods::ActiveModel {
                id: Set(id),
                district_id: Set(district),
                search_key: Set(fold(&name)),
                name: Set(name),
                postal_code: Set(postal_code),
            }
            .insert(db)
            .await
            .unwrap();
        }
        for (i, (slug, [tr, en, ru])) in self.departments.into_iter().enumerate() {
            let department = departments::ActiveModel {
                slug: Set(slug.clone()),
                name_tr: Set(tr),
                name_en: Set(en),
                name_ru: Set(ru),
                icon_svg: Set(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"8\" fill=\"#fff\"/></svg>"
                        .into(),
                ),
                sort_order: Set(i as i32),
                show_in_menu: Set(true),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
            fixture.departments.insert(slug, department.id);
        }
        let mut in_department = HashMap::<String, i32>::new();
        for (slug, department, [tr, en, ru]) in self.categories {
            let order = in_department.entry(department.clone()).or_default();
            let category = categories::ActiveModel {
                department_id: Set(fixture.department(&department)),
                slug: Set(slug.clone()),
                name_tr: Set(tr),
                name_en: Set(en),
                name_ru: Set(ru),
                sort_order: Set(*order),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
            *order += 1;
            fixture.categories.insert(slug, category.id);
        }
        for (slug, category, [tr, en, ru]) in self.services {
            let service = services::ActiveModel {
                category_id: Set(fixture.category(&category)),
                slug: Set(slug.clone()),
                search_key: Set(fold(&format!("{tr} {en} {ru}"))),
                name_tr: Set(tr),
                name_en: Set(en),
                name_ru: Set(ru),
                default_duration_min: Set(45),
                moderation_state: Set("approved".into()),
                created_at: Set(Utc::now()),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
            fixture.services.insert(slug, service.id);
        }
        let first_district = places.first().map(|(_, (district, _))| *district);
        for salon in self.salons {
            let district = salon.district.or(first_district).expect("a place for the salon");
            let province = *province_of.get(&district).unwrap_or_else(|| panic!("district {district} is not a place of the catalogue"));
            salon.write(db, province, district, &mut fixture).await;
        }
        // Written straight into the tables, the salons' services need their listing price rows as
        // the seeds give them (`store::listing::prices`).
        store::listing::prices::refresh_all(db).await.unwrap();
        for phone in self.clients {
            let pair = person(db, &phone, &[Role::Client], None).await;
            fixture.accounts.insert(phone, pair);
        }
        fixture
    }
}

/// A salon: by default active on the free plan, named "Salon <slug>", open 09:00–20:00 every
/// day, in the catalogue's first place, selling nothing, with no masters and no staff.
#[must_use = "a salon is written by the catalogue it is added to"]
pub struct Salon {
    slug: String,
    name: Option<String>,
    plan: &'static str,
    status: String,
    phone: String,
    district: Option<i64>,
    /// (weekday 0 = Monday, open, close) in minutes of the day.
    hours: Vec<(i16, i16, i16)>,
    amenities: Vec<String>,
    sells: Vec<(String, Sell)>,
    masters: Vec<Master>,
    /// Phones of salon admins, and whether each owns the salon.
    staff: Vec<(String, bool)>,
    with: Vec<Change<salons::ActiveModel>>,
}

impl Salon {
    pub fn new(slug: &str) -> Self {
        Salon {
            slug: slug.to_owned(),
            name: None,
            plan: "free",
            status: "active".into(),
            phone: "+902120000000".into(),
            district: None,
            hours: (0..7).map(|weekday| (weekday, 540, 1200)).collect(),
            amenities: Vec::new(),
            sells: Vec::new(),
            masters: Vec::new(),
            staff: Vec::new(),
            with: Vec::new(),
        }
    }

    pub fn named(mut self, name: &str) -> Self {
        self.name = Some(name.to_owned());
        self
    }

    /// On the paid plan (manual entries, ten employees).
    pub fn premium(mut self) -> Self {
        self.plan = "premium";
        self
    }

    /// `active` by default; `deactivated` salons take no bookings and are not listed.
    pub fn status(mut self, status: &str) -> Self {
        self.status = status.to_owned();
        self
    }

    pub fn phone(mut self, phone: &str) -> Self {
        self.phone = phone.to_owned();
        self
    }

    /// In this district of the catalogue's places (the province follows).
    pub fn in_district(mut self, district: i64) -> Self {
        self.district = Some(district);
        self
    }

    /// Its weekly hours as (weekday 0 = Monday, open, close) in minutes, instead of 09:00–20:00
    /// every day; an empty list: no hours at all.
    pub fn hours(mut self, hours: &[(i16, i16, i16)]) -> Self {
        self.hours = hours.to_vec();
        self
    }

    pub fn amenities(mut self, amenities: &[&str]) -> Self {
        self.amenities = amenities.iter().map(|a| (*a).to_owned()).collect();
        self
    }

    /// Sells the catalogue service `service` (a slug) on these terms.
    pub fn sells(mut self, service: &str, terms: Sell) -> Self {
        self.sells.push((service.to_owned(), terms));
        self
    }

    pub fn master(mut self, master: Master) -> Self {
        self.masters.push(master);
        self
    }

    /// A salon admin with this phone and a session.
    pub fn admin(mut self, phone: &str) -> Self {
        self.staff.push((phone.to_owned(), false));
        self
    }

    /// A salon admin with this phone and a session who owns the salon.
    pub fn owner(mut self, phone: &str) -> Self {
        self.staff.push((phone.to_owned(), true));
        self
    }

    /// Sets any other column of the row before it is written.
    pub fn with(mut self, change: impl FnOnce(&mut salons::ActiveModel) + 'static) -> Self {
        self.with.push(Box::new(change));
        self
    }

    async fn write(self, db: &DatabaseConnection, province: i64, district: i64, fixture: &mut Fixture) {
        let name = self.name.unwrap_or_else(|| format!("Salon {}", self.slug));
        let mut row = salons::ActiveModel {
            slug: Set(self.slug.clone()),
            search_key: Set(fold(&name)),
            name: Set(name),
            phone: Set(self.phone),
            address: Set("Test Cad. 1".into()),
            province_id: Set(province),
            district_id: Set(district),
            social: Set("{}".into()),
            time_slicing: Set(15),
            auto_confirm: Set(false),
            is_star: Set(false),
            plan: Set(self.plan.into()),
            status: Set(self.status),
            reviews_count: Set(0),
            created_at: Set(Utc::now()),
            ..Default::default()
        };
        for change in self.with {
            change(&mut row);
        }
        let mut salon = row.insert(db).await.unwrap();
        for (weekday, open, close) in self.hours {
            salon_working_hours::ActiveModel {
                salon_id: Set(salon.id),
                weekday: Set(weekday),
                open_min: Set(open),
                close_min: Set(close),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
        }
        for amenity in self.amenities {
            salon_amenities::ActiveModel { salon_id: Set(salon.id), amenity: Set(amenity), ..Default::default() }.insert(db).await.unwrap();
        }
        for (service, terms) in self.sells {
            let sold = terms.write(db, salon.id, fixture.service(&service), fixture).await;
            fixture.sold.insert((self.slug.clone(), service), sold);
        }
        for (phone, owns) in self.staff {
            let (account, token) = person(db, &phone, &[Role::SalonAdmin], Some(salon.id)).await;
            if owns {
                let mut owned: salons::ActiveModel = salon.into();
                owned.owner_account_id = Set(Some(account.id));
                salon = owned.update(db).await.unwrap();
            }
            fixture.accounts.insert(phone, (account, token));
        }
        for master in self.masters {
            master.write(db, salon.id, &self.slug, fixture).await;
        }
        // Read again: its services, hours and masters moved its catalogue version.
        let salon = salons::Entity::find_by_id(salon.id).one(db).await.unwrap().expect("the salon just written");
        fixture.salons.insert(self.slug, salon);
    }
}

/// The terms a salon sells a service on: `Sell::price(kuruş)`, 45 minutes, no discount, once per
/// basket, no add-ons unless said.
#[must_use]
pub struct Sell {
    price: i64,
    minutes: i32,
    discount: i16,
    multiple: bool,
    addons: Vec<([String; 3], i64, i32)>,
}

impl Sell {
    pub fn price(price: i64) -> Self {
        Sell { price, minutes: 45, discount: 0, multiple: false, addons: Vec::new() }
    }

    pub fn minutes(mut self, minutes: i32) -> Self {
        self.minutes = minutes;
        self
    }

    /// A discount in percent.
    pub fn discount(mut self, percent: i16) -> Self {
        self.discount = percent;
        self
    }

    /// May be added to a basket several times.
    pub fn multiple(mut self) -> Self {
        self.multiple = true;
        self
    }

    /// An add-on with its tr, en and ru names, price and minutes (`Fixture::addon` finds it by
    /// its Turkish name).
    pub fn addon(mut self, tr_en_ru: [&str; 3], price: i64, minutes: i32) -> Self {
        self.addons.push((names(tr_en_ru), price, minutes));
        self
    }

    async fn write(self, db: &DatabaseConnection, salon: i64, service: i64, fixture: &mut Fixture) -> i64 {
        let sold = salon_services::ActiveModel {
            salon_id: Set(salon),
            service_id: Set(service),
            price: Set(self.price),
            discount_percent: Set(self.discount),
            duration_min: Set(self.minutes),
            is_multiple: Set(self.multiple),
            active: Set(true),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(db)
        .await
        .unwrap()
        .id;
        for (i, ([tr, en, ru], price, minutes)) in self.addons.into_iter().enumerate() {
            let addon = salon_service_options::ActiveModel {
                salon_service_id: Set(sold),
                kind: Set("addon".into()),
                name_tr: Set(tr.clone()),
                name_en: Set(en),
                name_ru: Set(ru),
                price: Set(price),
                duration_min: Set(minutes),
                sort_order: Set(i as i32),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
            fixture.addons.insert(tr, addon.id);
        }
        sold
    }
}

/// A master of the salon it is added to: under contract, doing nothing, without an account,
/// working the salon's hours, unless said.
#[must_use]
pub struct Master {
    name: String,
    does: Vec<String>,
    account: Option<String>,
    lunch: Option<(i16, i16)>,
    days_off: Vec<i16>,
    with: Vec<Change<masters::ActiveModel>>,
}

/// Minutes of the day of "HH:MM".
pub(super) fn minutes_of(time: &str) -> i16 {
    let (h, m) = time.split_once(':').expect("HH:MM");
    h.parse::<i16>().unwrap() * 60 + m.parse::<i16>().unwrap()
}

impl Master {
    pub fn new(full_name: &str) -> Self {
        Master { name: full_name.to_owned(), does: Vec::new(), account: None, lunch: None, days_off: Vec::new(), with: Vec::new() }
    }

    /// Does these of the salon's services (catalogue slugs).
    pub fn does(mut self, services: &[&str]) -> Self {
        self.does = services.iter().map(|s| (*s).to_owned()).collect();
        self
    }

    /// Linked to a new salon-master account with this phone and a session.
    pub fn account(mut self, phone: &str) -> Self {
        self.account = Some(phone.to_owned());
        self
    }

    /// A break from `start` to `end` ("HH:MM") every day of the week.
    pub fn lunch(mut self, start: &str, end: &str) -> Self {
        self.lunch = Some((minutes_of(start), minutes_of(end)));
        self
    }

    /// Off on this weekday (0 = Monday) every week.
    pub fn off_on(mut self, weekday: i16) -> Self {
        self.days_off.push(weekday);
        self
    }

    /// Sets any other column of the row before it is written.
    pub fn with(mut self, change: impl FnOnce(&mut masters::ActiveModel) + 'static) -> Self {
        self.with.push(Box::new(change));
        self
    }

    async fn write(self, db: &DatabaseConnection, salon: i64, salon_slug: &str, fixture: &mut Fixture) {
        let account = match self.account {
            Some(phone) => {
                let pair = person(db, &phone, &[Role::SalonMaster], Some(salon)).await;
                let id = pair.0.id;
                fixture.accounts.insert(phone, pair);
                Some(id)
            }
            None => None,
        };
        let mut row = masters::ActiveModel {
            salon_id: Set(salon),
            account_id: Set(account),
            full_name: Set(self.name.clone()),
            contract_active: Set(true),
            created_at: Set(Utc::now()),
            ..Default::default()
        };
        for change in self.with {
            change(&mut row);
        }
        let master = row.insert(db).await.unwrap().id;
        for service in &self.does {
            let sold = fixture.sold(salon_slug, service);
            master_services::ActiveModel { master_id: Set(master), salon_service_id: Set(sold), ..Default::default() }
                .insert(db)
                .await
                .unwrap();
        }
        if let Some((start, end)) = self.lunch {
            for weekday in 0..7 {
                master_breaks::ActiveModel {
                    master_id: Set(master),
                    weekday: Set(Some(weekday)),
                    day: Set(None),
                    start_min: Set(start),
                    end_min: Set(end),
                    ..Default::default()
                }
                .insert(db)
                .await
                .unwrap();
            }
        }
        for weekday in self.days_off {
            master_schedule_days::ActiveModel {
                master_id: Set(master),
                weekday: Set(Some(weekday)),
                day: Set(None),
                day_type: Set("off".into()),
                start_min: Set(None),
                end_min: Set(None),
                ..Default::default()
            }
            .insert(db)
            .await
            .unwrap();
        }
        assert!(fixture.masters.insert(self.name.clone(), master).is_none(), "two masters named {}", self.name);
    }
}

/// What `Catalogue::build` wrote, by slug, name or phone; a name it did not write panics.
#[derive(Default)]
pub struct Fixture {
    departments: HashMap<String, i64>,
    categories: HashMap<String, i64>,
    services: HashMap<String, i64>,
    salons: HashMap<String, salons::Model>,
    sold: HashMap<(String, String), i64>,
    addons: HashMap<String, i64>,
    masters: HashMap<String, i64>,
    accounts: HashMap<String, (accounts::Model, String)>,
}

fn found<V: Clone>(map: &HashMap<String, V>, what: &str, key: &str) -> V {
    map.get(key).cloned().unwrap_or_else(|| panic!("the catalogue has no {what} {key:?}"))
}

impl Fixture {
    pub fn department(&self, slug: &str) -> i64 {
        found(&self.departments, "department", slug)
    }

    pub fn category(&self, slug: &str) -> i64 {
        found(&self.categories, "category", slug)
    }

    /// A catalogue service's id (`services`).
    pub fn service(&self, slug: &str) -> i64 {
        found(&self.services, "service", slug)
    }

    /// The salon's row as written (with its owner).
    pub fn salon(&self, slug: &str) -> salons::Model {
        found(&self.salons, "salon", slug)
    }

    /// The id of `service` as `salon` sells it (`salon_services`), both by slug.
    pub fn sold(&self, salon: &str, service: &str) -> i64 {
        self.sold.get(&(salon.to_owned(), service.to_owned())).copied().unwrap_or_else(|| panic!("{salon} does not sell {service}"))
    }

    /// An add-on by its Turkish name.
    pub fn addon(&self, name_tr: &str) -> i64 {
        found(&self.addons, "add-on", name_tr)
    }

    pub fn master(&self, full_name: &str) -> i64 {
        found(&self.masters, "master", full_name)
    }

    /// The account of a client, salon admin or master account the catalogue made, by phone.
    pub fn account(&self, phone: &str) -> accounts::Model {
        found(&self.accounts, "account", phone).0
    }

    /// The session token of that account.
    pub fn token(&self, phone: &str) -> String {
        found(&self.accounts, "account", phone).1
    }
}

// ---- accounts and files ---------------------------------------------------------------------

/// An account named "Test <phone>" with `roles` (the salon roles for `salon`).
pub async fn account(db: &DatabaseConnection, phone: &str, roles: &[Role], salon: Option<i64>) -> accounts::Model {
    let account = accounts::ActiveModel {
        full_name: Set(format!("Test {phone}")),
        phone: Set(Some(phone.into())),
        active_role: Set(roles[0].as_str().into()),
        locale: Set("tr".into()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
    for role in roles {
        let salon = if role.is_salon_staff() || *role == Role::SalonMaster { salon } else { None };
        store::accounts::grant(db, account.id, *role, salon).await.unwrap();
    }
    account
}

/// A new session token for an existing account, without going through SMS (limits apply there).
pub async fn session(db: &DatabaseConnection, account: i64) -> String {
    let (token, hash) = api::auth::new_token();
    store::accounts::create_session(db, account, &hash, None, None).await.unwrap();
    token
}

/// `account` and a session for it.
pub async fn person(db: &DatabaseConnection, phone: &str, roles: &[Role], salon: Option<i64>) -> (accounts::Model, String) {
    let account = account(db, phone, roles, salon).await;
    let token = session(db, account.id).await;
    (account, token)
}

/// The session token of a new `account`.
pub async fn token_for(db: &DatabaseConnection, phone: &str, roles: &[Role], salon: Option<i64>) -> String {
    person(db, phone, roles, salon).await.1
}

/// A stored 800x600 picture in `folder` under the storage `key` (`<dir>/<name>`), uploaded by
/// `account`, as an upload would leave it; returns the file id.
pub async fn stored_file(db: &DatabaseConnection, account: i64, folder: &str, key: &str) -> i64 {
    let name = key.rsplit_once('/').map_or(key, |(_, name)| name);
    let mime = if name.ends_with(".png") { "image/png" } else { "image/webp" };
    store::files::insert_file(
        db,
        store::files::NewFile { folder, name, storage_key: key, mime, size: 1000, dims: Some((800, 600)), uploaded_by: account },
    )
    .await
    .unwrap()
    .id
}

/// A day the salon is closed: `kind` is `holiday` or `day_off`, with an optional note.
pub async fn day_off(db: &DatabaseConnection, salon: i64, day: chrono::NaiveDate, kind: &str, note: Option<&str>) {
    salon_days_off::ActiveModel {
        salon_id: Set(salon),
        day: Set(day),
        kind: Set(kind.into()),
        note: Set(note.map(str::to_owned)),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap();
}

/// A portfolio case of `master`: `service` (a catalogue service) done on `day`, at `time`
/// ("HH:MM") when given, with one photo (a file id); returns the case id.
pub async fn portfolio_case(
    db: &DatabaseConnection,
    master: i64,
    service: i64,
    day: chrono::NaiveDate,
    time: Option<&str>,
    photo: i64,
) -> i64 {
    let case = master_cases::ActiveModel {
        master_id: Set(master),
        service_id: Set(Some(service)),
        done_on: Set(day),
        done_at_min: Set(time.map(minutes_of)),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await
    .unwrap()
    .id;
    master_case_photos::ActiveModel { case_id: Set(case), file_id: Set(photo), sort_order: Set(0), ..Default::default() }
        .insert(db)
        .await
        .unwrap();
    case
}
