//! Finding catalogue services and categories by name for the salon, and a category by id.

use crate::Error;
use domain::Locale;
use domain::text::fold;
use sea_orm::{DatabaseConnection, EntityTrait, FromQueryResult, Value};

use super::{APPROVED, PENDING};
use crate::catalogue::localized;
use crate::entities::categories;
use crate::sql::{contains_words, search_words, starts_with_pattern, statement};

/// A catalogue service found by name, with the salon's binding id when it sells it.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogueHit {
    pub id: i64,
    pub name: String,
    pub category_id: i64,
    pub category: String,
    pub department: String,
    pub moderation_state: String,
    pub binding_id: Option<i64>,
    pub default_duration_min: i32,
}

#[derive(FromQueryResult)]
struct HitRow {
    id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
    category_id: i64,
    category_tr: String,
    category_en: String,
    category_ru: String,
    department_tr: String,
    department_en: String,
    department_ru: String,
    moderation_state: String,
    binding_id: Option<i64>,
    default_duration_min: i32,
}

/// Approved services (and the salon's own pending requests) whose names contain the term.
pub async fn search_catalogue(
    db: &DatabaseConnection,
    locale: Locale,
    salon_id: i64,
    term: &str,
    limit: u64,
) -> Result<Vec<CatalogueHit>, Error> {
    let backend = db.get_database_backend();
    let words = search_words(term);
    let (matches, match_values) = contains_words(backend, "services", &words);
    let mut values = vec![Value::from(salon_id), Value::from(salon_id)];
    values.extend(match_values);
    values.push(starts_with_pattern(words.first().map(String::as_str).unwrap_or_default()));
    values.push(Value::from(limit as i64));
    let sql = format!(
        "SELECT services.id, services.name_tr, services.name_en, services.name_ru, services.category_id, \
                categories.name_tr AS category_tr, categories.name_en AS category_en, categories.name_ru AS category_ru, \
                departments.name_tr AS department_tr, departments.name_en AS department_en, departments.name_ru AS department_ru, \
                services.moderation_state, ss.id AS binding_id, services.default_duration_min \
         FROM services JOIN categories ON categories.id = services.category_id JOIN departments ON departments.id = categories.department_id \
              LEFT JOIN salon_services ss ON ss.service_id = services.id AND ss.salon_id = ? AND ss.active = TRUE \
         WHERE (services.moderation_state = '{APPROVED}' OR (services.moderation_state = '{PENDING}' AND services.requested_by_salon_id = ?)) AND {matches} \
         ORDER BY CASE WHEN services.search_key LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, LENGTH(services.name_tr), services.id \
         LIMIT ?"
    );
    let rows = HitRow::find_by_statement(statement(backend, &sql, values)).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|r| CatalogueHit {
            name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
            category: localized(locale, &r.category_tr, &r.category_en, &r.category_ru).to_owned(),
            department: localized(locale, &r.department_tr, &r.department_en, &r.department_ru).to_owned(),
            id: r.id,
            category_id: r.category_id,
            moderation_state: r.moderation_state,
            binding_id: r.binding_id,
            default_duration_min: r.default_duration_min,
        })
        .collect())
}

/// Categories whose name in any language contains every word of the term (Turkish folding),
/// prefix matches first, then catalogue order. The catalogue has a few dozen categories, so
/// they are matched here rather than through a search index.
pub async fn search_categories(
    db: &DatabaseConnection,
    locale: Locale,
    term: &str,
    limit: usize,
) -> Result<Vec<crate::salon_profile::CategoryRef>, Error> {
    let words = search_words(term);
    if words.is_empty() {
        return Ok(Vec::new());
    }
    let categories = categories::Entity::find().all(db).await?;
    let mut hits: Vec<(bool, i64)> = categories
        .iter()
        .filter_map(|c| {
            let key = fold(&format!("{} {} {}", c.name_tr, c.name_en, c.name_ru));
            let names = [fold(&c.name_tr), fold(&c.name_en), fold(&c.name_ru)];
            words.iter().all(|w| key.contains(w.as_str())).then(|| (!names.iter().any(|n| n.starts_with(words[0].as_str())), c.id))
        })
        .collect();
    hits.sort();
    let ids: Vec<i64> = hits.iter().map(|(_, id)| *id).collect();
    let mut found = crate::salon_profile::categories_by_id(db, locale, &ids).await?;
    // Prefix matches first, each group in catalogue order.
    found.sort_by_key(|c| hits.iter().find(|(_, id)| *id == c.id).map(|(later, _)| *later));
    found.truncate(limit);
    Ok(found)
}

/// A category by id.
pub async fn category(db: &DatabaseConnection, id: i64) -> Result<Option<categories::Model>, Error> {
    categories::Entity::find_by_id(id).one(db).await.map_err(Error::from)
}
