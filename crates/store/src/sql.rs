//! Hand-written SQL shared by both databases: `?` placeholders numbered for PostgreSQL, and the
//! folded-substring match that each database answers from its own search index.

use domain::Locale;
use domain::text::fold;
use sea_orm::{DbBackend, Statement, Value};

/// The discounted price of a salon service `ss`: the SQL twin of `domain::money::final_price`
/// (`Money::discounted`), for filtering and sorting by price in the database. It must give the
/// same numbers: stored discounts are 0..=100 and prices are not negative, so SQL's integer
/// division is the domain's `div_euclid`, and the test below compares both on each database.
pub const FINAL_PRICE: &str = "((ss.price * (100 - ss.discount_percent) + 50) / 100)";

/// What the salon collects for an appointment `a`: its price less the loyalty points' discount
/// (`appointments.points_discount`, spent at checkout). Every revenue, income, average bill and
/// commission base reads this one expression, so a visit paid partly with points never counts the
/// points as money (docs/loyalty.md). The Rust twin is `domain::loyalty::collected`.
pub const COLLECTED: &str = "(a.total_price - a.points_discount)";

/// [`COLLECTED`] for appointments under another alias (a subquery inside a query where `a` is taken).
pub fn collected(alias: &str) -> String {
    COLLECTED.replace("a.", &format!("{alias}."))
}

/// A day written into SQL as a literal (`'yyyy-mm-dd'`, from a parsed date, so nothing to escape)
/// where binding it would let PostgreSQL plan without it: from a prepared statement's sixth run
/// PostgreSQL may keep one generic plan, and for a range of days on an index whose best path
/// depends on how many rows the range holds that plan can be 10-30× slower (docs/performance.md).
pub fn day_literal(day: chrono::NaiveDate) -> String {
    format!("'{}'", day.format("%Y-%m-%d"))
}

/// A statement from SQL written with `?` placeholders (none inside string literals).
pub fn statement(backend: DbBackend, sql: &str, values: Vec<Value>) -> Statement {
    if backend != DbBackend::Postgres {
        return Statement::from_sql_and_values(backend, sql, values);
    }
    let mut numbered = String::with_capacity(sql.len() + 16);
    let mut n = 0;
    for c in sql.chars() {
        if c == '?' {
            n += 1;
            numbered.push('$');
            numbered.push_str(&n.to_string());
        } else {
            numbered.push(c);
        }
    }
    Statement::from_sql_and_values(backend, numbered, values)
}

/// SQLite's plan of `statement` (the `detail` of each `EXPLAIN QUERY PLAN` step), for the tests
/// that check a statement walks the index meant for it.
#[cfg(test)]
pub(crate) async fn sqlite_plan(db: &impl sea_orm::ConnectionTrait, statement: Statement) -> Vec<String> {
    let explained = Statement { sql: format!("EXPLAIN QUERY PLAN {}", statement.sql), ..statement };
    let steps = db.query_all_raw(explained).await.expect("a plan");
    steps.iter().map(|step| step.try_get::<String>("", "detail").expect("a step's detail")).collect()
}

/// A migrated SQLite database in `dir` whose planner sees `stats` (the `VALUES` rows of
/// `sqlite_stat1`) instead of what ANALYZE found for `tables`: a large dataset's statistics for a
/// plan test, read by a new connection.
#[cfg(test)]
pub(crate) async fn sqlite_with_stats(dir: &std::path::Path, tables: &[&str], stats: &str) -> sea_orm::DatabaseConnection {
    use sea_orm::ConnectionTrait;
    let url = format!("sqlite://{}/t.db", dir.display());
    let db = crate::connect(&url).await.expect("a database");
    crate::migrate(&db).await.expect("migrated");
    db.execute_unprepared("ANALYZE").await.expect("analyzed");
    for table in tables {
        db.execute_unprepared(&format!("DELETE FROM sqlite_stat1 WHERE tbl = '{table}'")).await.expect("statistics");
    }
    db.execute_unprepared(&format!("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES {stats}")).await.expect("statistics");
    drop(db);
    crate::connect(&url).await.expect("a database")
}

/// SQL for the `name_*` column of `table` in `locale`, falling back to Turkish when that one is
/// empty, as `catalogue::localized` does.
pub fn localized_sql(locale: Locale, table: &str) -> String {
    match locale {
        Locale::Tr => format!("{table}.name_tr"),
        Locale::En => format!("COALESCE(NULLIF({table}.name_en, ''), {table}.name_tr)"),
        Locale::Ru => format!("COALESCE(NULLIF({table}.name_ru, ''), {table}.name_tr)"),
    }
}

/// The smallest term the trigram indexes can answer (and the lookups' minimum, spec §5).
pub const MIN_TERM_CHARS: usize = 3;

/// The parts of a search term that are matched: its folded words of at least three characters,
/// or the whole folded term when no word is that long ("a b c").
pub fn search_words(term: &str) -> Vec<String> {
    let folded = fold(term.trim());
    let words: Vec<String> = folded.split_whitespace().filter(|w| w.chars().count() >= MIN_TERM_CHARS).map(str::to_owned).collect();
    if words.is_empty() && folded.chars().count() >= MIN_TERM_CHARS { vec![folded] } else { words }
}

/// SQL (with its values) that holds when `table`'s folded `search_key` contains every word.
/// SQLite asks the table's FTS5 trigram index; PostgreSQL uses LIKE, served by its pg_trgm index.
pub fn contains_words(backend: DbBackend, table: &str, words: &[String]) -> (String, Vec<Value>) {
    contains_words_as(backend, table, table, words)
}

/// [`contains_words`] for `table` named `alias` in the query (`accounts a`).
pub fn contains_words_as(backend: DbBackend, table: &str, alias: &str, words: &[String]) -> (String, Vec<Value>) {
    let mut parts = Vec::with_capacity(words.len());
    let mut values = Vec::with_capacity(words.len());
    for word in words {
        if backend == DbBackend::Sqlite {
            let (ids, value) = matching_ids(backend, table, word);
            parts.push(format!("{alias}.id IN ({ids})"));
            values.push(value);
        } else {
            let (part, value) = key_contains(alias, word);
            parts.push(part);
            values.push(value);
        }
    }
    if parts.is_empty() {
        return ("1 = 0".into(), values);
    }
    (parts.join(" AND "), values)
}

/// SQL (with its value) that holds when the folded `search_key` of the row `alias` contains `word`,
/// tested on the row itself: PostgreSQL answers it from its pg_trgm index, SQLite reads the row
/// (where a query walks rows it reads anyway, cheaper than asking the FTS5 table for every match).
pub fn key_contains(alias: &str, word: &str) -> (String, Value) {
    (format!("{alias}.search_key LIKE ? ESCAPE '\\'"), Value::from(format!("%{}%", escape_like(word))))
}

/// A query of the ids of `table`'s rows whose folded `search_key` contains `word` (three characters
/// or more), answered by the table's trigram index: its FTS5 table on SQLite, its pg_trgm GIN
/// index on PostgreSQL; with the value it binds.
pub fn matching_ids(backend: DbBackend, table: &str, word: &str) -> (String, Value) {
    if backend == DbBackend::Sqlite {
        (
            format!("SELECT rowid AS id FROM {table}_fts WHERE {table}_fts MATCH ?"),
            Value::from(format!("\"{}\"", word.replace('"', "\"\""))),
        )
    } else {
        let (condition, value) = key_contains(table, word);
        (format!("SELECT id FROM {table} WHERE {condition}"), value)
    }
}

/// A LIKE pattern "starts with `word`", for ranking prefix matches first.
pub fn starts_with_pattern(word: &str) -> Value {
    Value::from(format!("{}%", escape_like(word)))
}

/// Escapes LIKE wildcards with backslash; every LIKE here says `ESCAPE '\'`.
pub fn escape_like(word: &str) -> String {
    word.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postgres_placeholders_are_numbered() {
        let s = statement(DbBackend::Postgres, "SELECT 1 WHERE a = ? AND b = ?", vec![1.into(), 2.into()]);
        assert_eq!(s.sql, "SELECT 1 WHERE a = $1 AND b = $2");
        let s = statement(DbBackend::Sqlite, "SELECT 1 WHERE a = ?", vec![1.into()]);
        assert_eq!(s.sql, "SELECT 1 WHERE a = ?");
    }

    #[test]
    fn words_are_folded_and_short_ones_dropped() {
        assert_eq!(search_words("  Saç KESİMİ "), vec!["sac", "kesimi"]);
        assert_eq!(search_words("Işık ve"), vec!["isik"]);
        assert_eq!(search_words("a b"), vec!["a b"]);
        assert!(search_words("ab").is_empty());
    }

    /// `FINAL_PRICE` against `domain::money::final_price` on SQLite, and on PostgreSQL when
    /// `TEST_DATABASE_URL` names one.
    #[tokio::test]
    async fn final_price_in_sql_is_the_domain_formula() {
        use sea_orm::{ConnectionTrait, Database};
        let cases: [(i64, i16); 8] =
            [(45_000, 0), (45_000, 10), (99_999, 33), (1, 50), (1, 51), (12_345, 15), (100_000_000, 99), (45_000, 100)];
        let mut urls = vec!["sqlite::memory:".to_owned()];
        urls.extend(std::env::var("TEST_DATABASE_URL").ok().filter(|u| !u.is_empty()));
        for url in urls {
            let db = Database::connect(&url).await.expect("database");
            let backend = db.get_database_backend();
            let (price_type, discount_type) = if backend == DbBackend::Postgres { ("BIGINT", "SMALLINT") } else { ("INTEGER", "INTEGER") };
            let sql = format!(
                "SELECT {FINAL_PRICE} AS final_price FROM (SELECT CAST(? AS {price_type}) AS price, CAST(? AS {discount_type}) AS discount_percent) ss"
            );
            for (price, discount) in cases {
                let row =
                    db.query_one_raw(statement(backend, &sql, vec![price.into(), discount.into()])).await.expect("query").expect("a row");
                let in_sql: i64 = row.try_get("", "final_price").expect("a number");
                assert_eq!(in_sql, domain::money::final_price(price, discount), "{url}: {price} less {discount}%");
            }
        }
    }

    #[test]
    fn like_wildcards_are_escaped() {
        assert_eq!(escape_like("50%_off"), "50\\%\\_off");
    }
}
