//! Lookups (spec §5): services, salons and places whose folded names contain the folded term,
//! ranked: names that start with the term first, then by trigram similarity to it. Every match
//! holds all of the term's trigrams, so its similarity falls as its name grows longer: the rank
//! is (prefix first, shorter name first, id), the same on both databases.
//!
//! Salons and places are looked up at the size of a country (issue #23), so their ranked ids are
//! read from indexes in rank order with the limit inside the query ([`ranked_ids`]); only the
//! page of hits is then read whole.

use crate::Error;
use domain::Locale;
use sea_orm::{ConnectionTrait, DatabaseConnection, FromQueryResult, TransactionTrait, Value};

use crate::catalogue::localized;
use crate::sql::{contains_words, escape_like, search_words, starts_with_pattern, statement};

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

/// Active salons whose name matches `term`, ranked.
pub async fn salons(db: &DatabaseConnection, term: &str, limit: u64) -> Result<Vec<SalonHit>, Error> {
    let ids = ranked_ids(db, Lookup::SALONS, &search_words(term), limit).await?;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT salons.id, salons.slug, salons.name, districts.name AS district, provinces.name AS city \
         FROM salons JOIN districts ON districts.id = salons.district_id JOIN provinces ON provinces.id = salons.province_id \
         WHERE salons.id IN ({})",
        placeholders(ids.len())
    );
    let rows = SalonRow::find_by_statement(statement(db.get_database_backend(), &sql, ids.iter().map(|id| Value::from(*id)).collect()))
        .all(db)
        .await?;
    Ok(in_order(&ids, rows, |r| r.id)
        .into_iter()
        .map(|r| SalonHit { id: r.id, slug: r.slug, name: r.name, district: r.district, city: r.city })
        .collect())
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
    let mut hits = Vec::new();
    let queries = [
        (Lookup::PROVINCES, "SELECT provinces.id, provinces.name, NULL AS postal_code, NULL AS district, NULL AS city FROM provinces"),
        (
            Lookup::DISTRICTS,
            "SELECT districts.id, districts.name, NULL AS postal_code, NULL AS district, provinces.name AS city FROM districts JOIN provinces ON provinces.id = districts.province_id",
        ),
        (
            Lookup::NEIGHBOURHOODS,
            "SELECT neighbourhoods.id, neighbourhoods.name, neighbourhoods.postal_code, districts.name AS district, provinces.name AS city \
             FROM neighbourhoods JOIN districts ON districts.id = neighbourhoods.district_id JOIN provinces ON provinces.id = districts.province_id",
        ),
    ];
    for (lookup, select) in queries {
        let remaining = limit.saturating_sub(hits.len() as u64);
        if remaining == 0 {
            break;
        }
        let ids = ranked_ids(db, lookup, &words, remaining).await?;
        if ids.is_empty() {
            continue;
        }
        let sql = format!("{select} WHERE {}.id IN ({})", lookup.table, placeholders(ids.len()));
        let rows = PlaceRow::find_by_statement(statement(backend, &sql, ids.iter().map(|id| Value::from(*id)).collect())).all(db).await?;
        hits.extend(in_order(&ids, rows, |r| r.id).into_iter().map(|r| match lookup.table {
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

/// A table the ranked lookups read, and which of its rows may be found.
#[derive(Debug, Clone, Copy)]
pub struct Lookup {
    pub table: &'static str,
    /// A condition on the table's rows, `TRUE` for all; the lookup indexes of migration
    /// `000039_listing_at_scale` are partial on this very condition.
    pub rows: &'static str,
}

impl Lookup {
    pub const SALONS: Lookup = Lookup { table: "salons", rows: "salons.status = 'active'" };
    pub const PROVINCES: Lookup = Lookup { table: "provinces", rows: "TRUE" };
    pub const DISTRICTS: Lookup = Lookup { table: "districts", rows: "TRUE" };
    pub const NEIGHBOURHOODS: Lookup = Lookup { table: "neighbourhoods", rows: "TRUE" };
}

/// The contains step first tests the names this many places into the rank order (from the rank
/// index, which holds the key): a common word ("kuaför") is in plenty of short names, and then the
/// first `limit` come from there. Only when those hold too few are the trigram index's matches
/// read and ranked, and then they are few.
const RANK_WALK: u64 = 2_000;

#[derive(FromQueryResult)]
struct IdRow {
    id: i64,
}

/// The ids of the `limit` best-ranked rows of `lookup` whose folded key holds every word: first
/// those starting with the first word (from the prefix index, in rank order), then the rest.
pub async fn ranked_ids(db: &DatabaseConnection, lookup: Lookup, words: &[String], limit: u64) -> Result<Vec<i64>, Error> {
    if db.get_database_backend() != sea_orm::DbBackend::Postgres {
        return ranked_ids_on(db, lookup, words, limit, None).await;
    }
    // PostgreSQL misjudges how many names hold a word (pg_trgm's estimate for "kuafor" was 1,803
    // of 27,846; a `LIKE` filter's, one row), so it fetched every name starting with "kua" (5,851
    // of 100,000) through a bitmap and sorted them (10–27 ms) where the walk of an index in rank
    // order stops at the tenth match (0.1–0.3 ms). The walks are the only plans left to it:
    // bitmaps (and so the trigram index, which has no other access path) are off for them and on
    // again for the trigram step, plans are made for the words given, not generic, and no worker
    // processes are started for a walk that stops at the limit.
    let txn = db.begin().await?;
    txn.execute_unprepared(
        "SET LOCAL enable_bitmapscan = off; SET LOCAL plan_cache_mode = force_custom_plan; SET LOCAL max_parallel_workers_per_gather = 0",
    )
    .await?;
    let ids = ranked_ids_on(&txn, lookup, words, limit, Some("SET LOCAL enable_bitmapscan = on")).await?;
    txn.commit().await?;
    Ok(ids)
}

/// [`ranked_ids`] on `db`; `before_trigram_step` runs before the step that reads the trigram
/// index, when it is reached.
async fn ranked_ids_on(
    db: &impl ConnectionTrait,
    lookup: Lookup,
    words: &[String],
    limit: u64,
    before_trigram_step: Option<&str>,
) -> Result<Vec<i64>, Error> {
    let Some(first) = words.first() else { return Ok(Vec::new()) };
    let backend = db.get_database_backend();
    let Lookup { table, rows } = lookup;
    let key = format!("{table}.search_key");
    let (each_word, word_values) = each_word_like(&key, words);
    let prefix: String = first.chars().take(3).collect();
    let by_prefix = format!(
        "SELECT {table}.id FROM {table} WHERE {rows} AND substr({key}, 1, 3) = ? AND {key} LIKE ? ESCAPE '\\' AND {each_word} \
         ORDER BY length({key}), {table}.id LIMIT ?"
    );
    let values = [vec![Value::from(prefix), starts_with_pattern(first)], word_values.clone(), vec![Value::from(limit as i64)]].concat();
    let mut ids: Vec<i64> =
        IdRow::find_by_statement(statement(backend, &by_prefix, values)).all(db).await?.into_iter().map(|r| r.id).collect();
    let remaining = limit.saturating_sub(ids.len() as u64);
    if remaining == 0 {
        return Ok(ids);
    }
    // Rows containing the words but not starting with the first one: among the first names of
    // the rank order, else from the trigram index.
    let (in_walk, walk_values) = each_word_like("w.k", words);
    let walk = format!(
        "SELECT w.id FROM (SELECT {table}.id AS id, {key} AS k FROM {table} WHERE {rows} ORDER BY length({key}), {table}.id LIMIT ?) w \
         WHERE {in_walk} AND w.k NOT LIKE ? ESCAPE '\\' ORDER BY length(w.k), w.id LIMIT ?"
    );
    let values =
        [vec![Value::from(RANK_WALK as i64)], walk_values, vec![starts_with_pattern(first), Value::from(remaining as i64)]].concat();
    let walked: Vec<i64> = IdRow::find_by_statement(statement(backend, &walk, values)).all(db).await?.into_iter().map(|r| r.id).collect();
    if walked.len() as u64 == remaining {
        ids.extend(walked);
        return Ok(ids);
    }
    if let Some(sql) = before_trigram_step {
        db.execute_unprepared(sql).await?;
    }
    let (matches, match_values) = contains_words(backend, table, words);
    let rest = format!(
        "SELECT {table}.id FROM {table} WHERE {rows} AND {matches} AND {key} NOT LIKE ? ESCAPE '\\' ORDER BY length({key}) + 0, {table}.id + 0 LIMIT ?"
    );
    let values = [match_values, vec![starts_with_pattern(first), Value::from(remaining as i64)]].concat();
    ids.extend(IdRow::find_by_statement(statement(backend, &rest, values)).all(db).await?.into_iter().map(|r| r.id));
    Ok(ids)
}

/// `key LIKE '%word%'` for every word: the test of one row, on both databases.
fn each_word_like(key: &str, words: &[String]) -> (String, Vec<Value>) {
    let sql = vec![format!("{key} LIKE ? ESCAPE '\\'"); words.len()].join(" AND ");
    (sql, words.iter().map(|w| Value::from(format!("%{}%", escape_like(w)))).collect())
}

fn placeholders(n: usize) -> String {
    vec!["?"; n].join(", ")
}

/// `rows` in the order of `ids`.
fn in_order<R>(ids: &[i64], mut rows: Vec<R>, id: impl Fn(&R) -> i64) -> Vec<R> {
    rows.sort_by_key(|r| ids.iter().position(|i| *i == id(r)));
    rows
}
