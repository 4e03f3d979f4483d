//! Departments, categories and catalogue services.

use crate::Error;
use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::departments;

/// A department as the header shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct MenuDepartment {
    pub id: i64,
    pub slug: String,
    pub name: String,
    /// Changes whenever the icon does: the icon's URL carries it, so a replaced icon is never
    /// served from a browser's cache.
    pub icon_version: String,
}

/// A short fingerprint of an icon (FNV-1a, stable across builds and machines).
pub fn icon_version(svg: &str) -> String {
    let hash = svg.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{:08x}", hash >> 32)
}

/// Picks the column of a three-language name.
pub fn localized<'a>(locale: Locale, tr: &'a str, en: &'a str, ru: &'a str) -> &'a str {
    let chosen = match locale {
        Locale::Tr => tr,
        Locale::En => en,
        Locale::Ru => ru,
    };
    if chosen.is_empty() { tr } else { chosen }
}

/// Departments flagged for the menu, in their order, at most `limit`.
pub async fn menu_departments(db: &DatabaseConnection, locale: Locale, limit: u64) -> Result<Vec<MenuDepartment>, Error> {
    let rows = departments::Entity::find()
        .filter(departments::Column::ShowInMenu.eq(true))
        .order_by_asc(departments::Column::SortOrder)
        .order_by_asc(departments::Column::Id)
        .limit(limit)
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|d| MenuDepartment {
            name: localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned(),
            icon_version: icon_version(&d.icon_svg),
            id: d.id,
            slug: d.slug,
        })
        .collect())
}

/// The stored white SVG icon of a department.
pub async fn department_icon(db: &DatabaseConnection, id: i64) -> Result<Option<String>, Error> {
    Ok(departments::Entity::find_by_id(id).one(db).await?.map(|d| d.icon_svg))
}

/// What a `/{city}-{service}` landing is about.
#[derive(Debug, Clone, PartialEq)]
pub struct Landing {
    pub province_id: i64,
    pub city: String,
    pub city_slug: String,
    pub subject: LandingSubject,
    /// The subject's name in the requested language.
    pub subject_name: String,
    pub subject_slug: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LandingSubject {
    Department(i64),
    Category(i64),
    Service(i64),
}

/// Resolves `/{city}-{service}`, e.g. `istanbul-kuafor` or `antalya-manikur`. Both parts may
/// contain hyphens, so every split point is tried; the service part may name a department, a
/// category or an approved service.
pub async fn resolve_landing(db: &DatabaseConnection, locale: Locale, landing: &str) -> Result<Option<Landing>, Error> {
    use crate::entities::{categories, provinces, services};
    for (index, _) in landing.match_indices('-') {
        let (city, subject) = (&landing[..index], &landing[index + 1..]);
        if city.is_empty() || subject.is_empty() {
            continue;
        }
        let Some(province) = provinces::Entity::find().filter(provinces::Column::Slug.eq(city)).one(db).await? else { continue };
        let found = if let Some(d) = departments::Entity::find().filter(departments::Column::Slug.eq(subject)).one(db).await? {
            Some((LandingSubject::Department(d.id), localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned()))
        } else if let Some(c) = categories::Entity::find().filter(categories::Column::Slug.eq(subject)).one(db).await? {
            Some((LandingSubject::Category(c.id), localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned()))
        } else {
            services::Entity::find()
                .filter(services::Column::Slug.eq(subject))
                .filter(services::Column::ModerationState.eq("approved"))
                .one(db)
                .await?
                .map(|s| (LandingSubject::Service(s.id), localized(locale, &s.name_tr, &s.name_en, &s.name_ru).to_owned()))
        };
        if let Some((subject_kind, subject_name)) = found {
            return Ok(Some(Landing {
                province_id: province.id,
                city: province.name,
                city_slug: province.slug,
                subject: subject_kind,
                subject_name,
                subject_slug: subject.to_owned(),
            }));
        }
    }
    Ok(None)
}

/// A department of a city that has active salons offering it.
#[derive(Debug, Clone, PartialEq)]
pub struct CityDepartment {
    pub slug: String,
    pub name: String,
    pub salons_count: i64,
}

/// A city with the departments its active salons offer.
#[derive(Debug, Clone, PartialEq)]
pub struct CityServices {
    pub slug: String,
    pub name: String,
    pub departments: Vec<CityDepartment>,
}

#[derive(FromQueryResult)]
struct CityDepartmentRow {
    province_slug: String,
    province_name: String,
    department_slug: String,
    name_tr: String,
    name_en: String,
    name_ru: String,
    salons_count: i64,
}

/// Every city × department that has active salons, cities by name, departments in menu order.
pub async fn city_services(db: &DatabaseConnection, locale: Locale) -> Result<Vec<CityServices>, Error> {
    let sql = "SELECT p.slug AS province_slug, p.name AS province_name, d.slug AS department_slug, d.name_tr, d.name_en, d.name_ru, \
                      COUNT(DISTINCT s.id) AS salons_count \
               FROM salons s JOIN provinces p ON p.id = s.province_id \
                    JOIN salon_services ss ON ss.salon_id = s.id AND ss.active = TRUE \
                    JOIN services sv ON sv.id = ss.service_id JOIN categories c ON c.id = sv.category_id \
                    JOIN departments d ON d.id = c.department_id \
               WHERE s.status = 'active' \
               GROUP BY p.slug, p.name, d.slug, d.name_tr, d.name_en, d.name_ru, d.sort_order \
               ORDER BY p.slug, d.sort_order";
    let rows = CityDepartmentRow::find_by_statement(crate::sql::statement(db.get_database_backend(), sql, vec![])).all(db).await?;
    let mut cities: Vec<CityServices> = Vec::new();
    for r in rows {
        let department = CityDepartment {
            name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
            slug: r.department_slug,
            salons_count: r.salons_count,
        };
        match cities.last_mut() {
            Some(city) if city.slug == r.province_slug => city.departments.push(department),
            _ => cities.push(CityServices { slug: r.province_slug, name: r.province_name, departments: vec![department] }),
        }
    }
    Ok(cities)
}

/// A category for filters.
#[derive(Debug, Clone, PartialEq)]
pub struct CategoryNode {
    pub id: i64,
    pub slug: String,
    pub name: String,
}

/// A department with its categories, for filters.
#[derive(Debug, Clone, PartialEq)]
pub struct DepartmentNode {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub categories: Vec<CategoryNode>,
}

/// Every department with its categories, in their order.
pub async fn tree(db: &DatabaseConnection, locale: Locale) -> Result<Vec<DepartmentNode>, Error> {
    use crate::entities::categories;
    let departments =
        departments::Entity::find().order_by_asc(departments::Column::SortOrder).order_by_asc(departments::Column::Id).all(db).await?;
    let categories =
        categories::Entity::find().order_by_asc(categories::Column::SortOrder).order_by_asc(categories::Column::Id).all(db).await?;
    Ok(departments
        .into_iter()
        .map(|d| DepartmentNode {
            categories: categories
                .iter()
                .filter(|c| c.department_id == d.id)
                .map(|c| CategoryNode {
                    id: c.id,
                    slug: c.slug.clone(),
                    name: localized(locale, &c.name_tr, &c.name_en, &c.name_ru).to_owned(),
                })
                .collect(),
            name: localized(locale, &d.name_tr, &d.name_en, &d.name_ru).to_owned(),
            id: d.id,
            slug: d.slug,
        })
        .collect())
}
