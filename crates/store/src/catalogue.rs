//! Departments, categories and catalogue services.

use domain::Locale;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::departments;

/// A department as the header shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct MenuDepartment {
    pub id: i64,
    pub slug: String,
    pub name: String,
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
pub async fn menu_departments(db: &DatabaseConnection, locale: Locale, limit: u64) -> Result<Vec<MenuDepartment>, DbErr> {
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
            id: d.id,
            slug: d.slug,
        })
        .collect())
}

/// The stored white SVG icon of a department.
pub async fn department_icon(db: &DatabaseConnection, id: i64) -> Result<Option<String>, DbErr> {
    Ok(departments::Entity::find_by_id(id).one(db).await?.map(|d| d.icon_svg))
}

/// Whether `/{city}-{service}` names a province and a department, category or service, e.g.
/// `istanbul-kuafor` or `antalya-manikur`. Both parts may contain hyphens, so every split point
/// is tried.
pub async fn landing_exists(db: &DatabaseConnection, landing: &str) -> Result<bool, DbErr> {
    use crate::entities::{categories, provinces, services};
    for (index, _) in landing.match_indices('-') {
        let (city, service) = (&landing[..index], &landing[index + 1..]);
        if city.is_empty() || service.is_empty() {
            continue;
        }
        if provinces::Entity::find().filter(provinces::Column::Slug.eq(city)).one(db).await?.is_none() {
            continue;
        }
        let found = departments::Entity::find().filter(departments::Column::Slug.eq(service)).one(db).await?.is_some()
            || categories::Entity::find().filter(categories::Column::Slug.eq(service)).one(db).await?.is_some()
            || services::Entity::find()
                .filter(services::Column::Slug.eq(service))
                .filter(services::Column::ModerationState.eq("approved"))
                .one(db)
                .await?
                .is_some();
        if found {
            return Ok(true);
        }
    }
    Ok(false)
}
