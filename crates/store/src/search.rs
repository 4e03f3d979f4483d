//! Lookups (spec §5): services, salons and places whose folded names contain the folded term,
//! prefix matches first. See `sql::contains_words` for how each database answers.

use crate::Error;
use domain::Locale;
use sea_orm::{DatabaseConnection, FromQueryResult, Value};

use crate::catalogue::localized;
use crate::sql::{contains_words, search_words, starts_with_pattern, statement};

/// A catalogue service found by name.
#[derive(Debug, Clone, PartialEq)]
pub struct ServiceHit {
    pub id: i64,
    pub name: String,
    pub category: String,
}

/// An active salon found by name.
#[derive(Debug, Clone, PartialEq)]
pub struct SalonHit {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub district: String,
    pub city: String,
}

/// A place to search in: a province, a district or a neighbourhood (the spec's "subdistrict").
#[derive(Debug, Clone, PartialEq)]
pub enum PlaceHit {
    Province { id: i64, name: String },
    District { id: i64, name: String, city: String },
    Neighbourhood { id: i64, name: String, postal_code: Option<String>, district: String, city: String },
}

#[derive(FromQueryResult)]
struct ServiceRow {
    id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
    category_tr: String,
    category_en: String,
    category_ru: String,
}

/// Approved catalogue services matching `term` in any of their three names.
pub async fn services(db: &DatabaseConnection, locale: Locale, term: &str, limit: u64) -> Result<Vec<ServiceHit>, Error> {
    let words = search_words(term);
    let (matches, mut values) = contains_words(db.get_database_backend(), "services", &words);
    values.push(starts_with_pattern(words.first().map(String::as_str).unwrap_or_default()));
    values.push(Value::from(limit as i64));
    let sql = format!(
        "SELECT services.id, services.name_tr, services.name_en, services.name_ru, \
                categories.name_tr AS category_tr, categories.name_en AS category_en, categories.name_ru AS category_ru \
         FROM services JOIN categories ON categories.id = services.category_id \
         WHERE services.moderation_state = 'approved' AND {matches} \
         ORDER BY CASE WHEN services.search_key LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, LENGTH(services.name_tr), services.id \
         LIMIT ?"
    );
    let rows = ServiceRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    Ok(rows
        .into_iter()
        .map(|r| ServiceHit {
            id: r.id,
            name: localized(locale, &r.name_tr, &r.name_en, &r.name_ru).to_owned(),
            category: localized(locale, &r.category_tr, &r.category_en, &r.category_ru).to_owned(),
        })
        .collect())
}

#[derive(FromQueryResult)]
struct SalonRow {
    id: i64,
    slug: String,
    name: String,
    district: String,
    city: String,
}

/// Active salons whose name matches `term`.
pub async fn salons(db: &DatabaseConnection, term: &str, limit: u64) -> Result<Vec<SalonHit>, Error> {
    let words = search_words(term);
    let (matches, mut values) = contains_words(db.get_database_backend(), "salons", &words);
    values.push(starts_with_pattern(words.first().map(String::as_str).unwrap_or_default()));
    values.push(Value::from(limit as i64));
    let sql = format!(
        "SELECT salons.id, salons.slug, salons.name, districts.name AS district, provinces.name AS city \
         FROM salons JOIN districts ON districts.id = salons.district_id JOIN provinces ON provinces.id = salons.province_id \
         WHERE salons.status = 'active' AND {matches} \
         ORDER BY CASE WHEN salons.search_key LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, salons.rating_avg DESC, salons.id \
         LIMIT ?"
    );
    let rows = SalonRow::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    Ok(rows.into_iter().map(|r| SalonHit { id: r.id, slug: r.slug, name: r.name, district: r.district, city: r.city }).collect())
}

#[derive(FromQueryResult)]
struct PlaceRow {
    id: i64,
    name: String,
    postal_code: Option<String>,
    district: Option<String>,
    city: Option<String>,
}

/// Provinces, then districts, then neighbourhoods matching `term`; a term of digits is a postal
/// code and finds the neighbourhoods whose code starts with it.
pub async fn places(db: &DatabaseConnection, term: &str, limit: u64) -> Result<Vec<PlaceHit>, Error> {
    let backend = db.get_database_backend();
    let trimmed = term.trim();
    if !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit()) {
        let sql = "SELECT neighbourhoods.id, neighbourhoods.name, neighbourhoods.postal_code, districts.name AS district, provinces.name AS city \
                   FROM neighbourhoods JOIN districts ON districts.id = neighbourhoods.district_id JOIN provinces ON provinces.id = districts.province_id \
                   WHERE neighbourhoods.postal_code LIKE ? ORDER BY neighbourhoods.postal_code, neighbourhoods.name LIMIT ?";
        let rows =
            PlaceRow::find_by_statement(statement(backend, sql, vec![Value::from(format!("{trimmed}%")), Value::from(limit as i64)]))
                .all(db)
                .await?;
        return Ok(rows.into_iter().map(neighbourhood).collect());
    }

    let words = search_words(term);
    let first = words.first().cloned().unwrap_or_default();
    let mut hits = Vec::new();
    let queries = [
        ("provinces", "SELECT provinces.id, provinces.name, NULL AS postal_code, NULL AS district, NULL AS city FROM provinces"),
        (
            "districts",
            "SELECT districts.id, districts.name, NULL AS postal_code, NULL AS district, provinces.name AS city FROM districts JOIN provinces ON provinces.id = districts.province_id",
        ),
        (
            "neighbourhoods",
            "SELECT neighbourhoods.id, neighbourhoods.name, neighbourhoods.postal_code, districts.name AS district, provinces.name AS city \
             FROM neighbourhoods JOIN districts ON districts.id = neighbourhoods.district_id JOIN provinces ON provinces.id = districts.province_id",
        ),
    ];
    for (table, select) in queries {
        let remaining = limit.saturating_sub(hits.len() as u64);
        if remaining == 0 {
            break;
        }
        let (matches, mut values) = contains_words(backend, table, &words);
        values.push(starts_with_pattern(&first));
        values.push(Value::from(remaining as i64));
        // Names come from the seed data with their own capitalisation; the folded key sorts them.
        let sql = format!(
            "{select} WHERE {matches} ORDER BY CASE WHEN {table}.search_key LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, {table}.search_key LIMIT ?"
        );
        let rows = PlaceRow::find_by_statement(statement(backend, &sql, values)).all(db).await?;
        hits.extend(rows.into_iter().map(|r| match table {
            "provinces" => PlaceHit::Province { id: r.id, name: r.name },
            "districts" => PlaceHit::District { id: r.id, name: r.name, city: r.city.unwrap_or_default() },
            _ => neighbourhood(r),
        }));
    }
    Ok(hits)
}

fn neighbourhood(r: PlaceRow) -> PlaceHit {
    PlaceHit::Neighbourhood {
        id: r.id,
        name: r.name,
        postal_code: r.postal_code,
        district: r.district.unwrap_or_default(),
        city: r.city.unwrap_or_default(),
    }
}
