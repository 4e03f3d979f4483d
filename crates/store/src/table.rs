//! The one SQL side of the cabinet data tables (spec §3 "Data table definition", DESIGN §4):
//! a FROM clause, conditions added by the caller's filters, a folded search, and one page with
//! the total count. Sorting is a [`Sorting`] whitelist per table: the API hands in the column
//! name the user asked for and gets an [`Order`] back, never writing SQL itself.

use crate::Error;
use domain::text::fold;
use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, Value};

use crate::sql::statement;

/// How a date filter compares (spec §3: date ranges older, exact, newer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateMode {
    Older,
    Exact,
    Newer,
}

/// The sortable columns of one table: the names the web sends and the SQL each stands for, the
/// order when none is asked, and the tie breaker that keeps paging stable.
#[derive(Debug, Clone, Copy)]
pub struct Sorting {
    pub columns: &'static [(&'static str, &'static str)],
    pub default: &'static str,
    pub tie_breaker: &'static str,
}

/// A checked ORDER BY clause; only [`Sorting::order`] makes one, so no caller's text reaches SQL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order(String);

impl Order {
    /// The clause as SQL text (for logs and tests; only `store` builds one).
    pub fn sql(&self) -> &str {
        &self.0
    }
}

impl Sorting {
    /// The order for `column` (a name of the whitelist) and `direction` (-1 descending, 1
    /// ascending, 0 or no column: the default). `None` when the column is not sortable.
    pub fn order(&self, column: Option<&str>, direction: i8) -> Option<Order> {
        let chosen = match column {
            Some(name) if direction != 0 => {
                let expr = self.columns.iter().find(|(n, _)| *n == name).map(|(_, e)| *e)?;
                format!("{expr} {}", if direction < 0 { "DESC" } else { "ASC" })
            }
            _ => self.default.to_owned(),
        };
        Some(Order(format!("{chosen}, {}", self.tie_breaker)))
    }

    /// The default order.
    pub fn default_order(&self) -> Order {
        Order(format!("{}, {}", self.default, self.tie_breaker))
    }
}

/// Where a table's count stops (shown "1,000+"): the tables whose matches can run into hundreds of
/// thousands (every salon's reviews) would otherwise read every match to count it; a page is read
/// in its own order whatever the count.
pub const COUNT_CAP: u64 = 1000;

/// The total of a table: exact, or [`COUNT_CAP`] with `capped` when more rows match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: u64,
    pub capped: bool,
}

impl Total {
    pub fn exact(count: u64) -> Self {
        Total { count, capped: false }
    }

    /// From a count that read every match or stopped past the cap (at `COUNT_CAP + 1` rows or later).
    pub fn from_count_to_cap(counted: u64) -> Self {
        Total { count: counted.min(COUNT_CAP), capped: counted > COUNT_CAP }
    }
}

/// A table query under construction. Conditions are joined with AND.
#[derive(Debug, Clone)]
pub struct TableSql {
    backend: DbBackend,
    from: String,
    conditions: Vec<String>,
    values: Vec<Value>,
}

impl TableSql {
    /// `from` is everything after `FROM` up to `WHERE` (tables and joins), written by the store.
    pub fn new(backend: DbBackend, from: impl Into<String>) -> Self {
        TableSql { backend, from: from.into(), conditions: Vec::new(), values: Vec::new() }
    }

    /// The database the statement is written for.
    pub fn backend(&self) -> DbBackend {
        self.backend
    }

    /// Adds a condition with `?` placeholders and their values.
    pub fn filter(&mut self, condition: &str, values: impl IntoIterator<Item = Value>) -> &mut Self {
        self.conditions.push(format!("({condition})"));
        self.values.extend(values);
        self
    }

    /// `column IN (...)`; an empty list matches nothing (no box ticked among the allowed ones).
    pub fn any_of(&mut self, column: &str, items: &[String]) -> &mut Self {
        if items.is_empty() {
            return self.filter("1 = 0", []);
        }
        let marks = vec!["?"; items.len()].join(", ");
        self.filter(&format!("{column} IN ({marks})"), items.iter().map(|i| Value::from(i.clone())))
    }

    /// `column` compared with a date.
    pub fn date(&mut self, column: &str, mode: DateMode, day: chrono::NaiveDate) -> &mut Self {
        let op = match mode {
            DateMode::Older => "<",
            DateMode::Exact => "=",
            DateMode::Newer => ">",
        };
        self.filter(&format!("{column} {op} ?"), [Value::from(day)])
    }

    /// A number range: each end applies when it is set.
    pub fn range(&mut self, column: &str, from: Option<i64>, to: Option<i64>) -> &mut Self {
        if let Some(from) = from {
            self.filter(&format!("{column} >= ?"), [Value::from(from)]);
        }
        if let Some(to) = to {
            self.filter(&format!("{column} <= ?"), [Value::from(to)]);
        }
        self
    }

    /// Every folded word of `term` must occur in `key` (an SQL expression over already folded
    /// text, such as a `search_key` column or a phone in digits). Matching ignores Turkish case
    /// and diacritics because both sides are folded.
    pub fn search(&mut self, key: &str, term: &str) -> &mut Self {
        for word in fold(term.trim()).split_whitespace() {
            let escaped = word.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
            self.filter(&format!("{key} LIKE ? ESCAPE '\\'"), [Value::from(format!("%{escaped}%"))]);
        }
        self
    }

    fn where_clause(&self) -> String {
        if self.conditions.is_empty() { String::new() } else { format!(" WHERE {}", self.conditions.join(" AND ")) }
    }

    /// The total count matching the conditions.
    pub async fn count(&self, db: &impl ConnectionTrait) -> Result<u64, Error> {
        #[derive(FromQueryResult)]
        struct Count {
            n: i64,
        }
        let sql = format!("SELECT COUNT(*) AS n FROM {}{}", self.from, self.where_clause());
        let row = Count::find_by_statement(statement(self.backend, &sql, self.values.clone())).one(db).await?;
        Ok(row.map(|r| r.n.max(0) as u64).unwrap_or(0))
    }

    /// The count matching the conditions, read up to [`COUNT_CAP`] + 1 rows: the database stops at
    /// the row past the cap instead of reading every match.
    pub async fn count_to_cap(&self, db: &impl ConnectionTrait) -> Result<Total, Error> {
        Ok(Total::from_count_to_cap(self.count_up_to(db, COUNT_CAP + 1).await?))
    }

    /// The count matching the conditions, reading at most `stop_at` rows.
    pub async fn count_up_to(&self, db: &impl ConnectionTrait, stop_at: u64) -> Result<u64, Error> {
        let sql = format!("SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM {}{} LIMIT {stop_at}) counted", self.from, self.where_clause());
        let row = db.query_one_raw(statement(self.backend, &sql, self.values.clone())).await?;
        let counted = row.map(|row| row.try_get_by_index::<i64>(0)).transpose()?.unwrap_or(0);
        Ok(counted.max(0) as u64)
    }

    /// One row over every match, e.g. aggregates such as the counts of a table's tabs: `select`
    /// may hold `?` placeholders, bound with `select_values` before the conditions' values.
    pub async fn select_one<T: FromQueryResult>(
        &self,
        db: &impl ConnectionTrait,
        select: &str,
        select_values: Vec<Value>,
    ) -> Result<Option<T>, Error> {
        let sql = format!("SELECT {select} FROM {}{}", self.from, self.where_clause());
        let values = select_values.into_iter().chain(self.values.iter().cloned()).collect();
        Ok(T::find_by_statement(statement(self.backend, &sql, values)).one(db).await?)
    }

    /// Every row under the conditions in `order`, at most `limit`, as they come from the database
    /// (a download writes each as it arrives instead of holding them all). The stream holds one
    /// pooled connection until it ends or is dropped.
    pub async fn stream<'a, T, C>(
        &self,
        db: &'a C,
        select: &str,
        order: &Order,
        limit: u64,
    ) -> Result<futures_util::stream::BoxStream<'a, Result<T, Error>>, Error>
    where
        T: FromQueryResult + Send + Sync + 'a,
        C: ConnectionTrait + sea_orm::StreamTrait + Send + Sync,
    {
        use futures_util::StreamExt;
        let sql = format!("SELECT {select} FROM {}{} ORDER BY {} LIMIT {limit}", self.from, self.where_clause(), order.0);
        let rows = T::find_by_statement(statement(self.backend, &sql, self.values.clone())).stream(db).await?;
        Ok(rows.map(|row| row.map_err(Error::from)).boxed())
    }

    /// One page of rows without the total (for a table that counts otherwise, e.g. per tab).
    pub async fn rows<T: FromQueryResult>(
        &self,
        db: &impl ConnectionTrait,
        select: &str,
        order: &Order,
        offset: u64,
        limit: u64,
    ) -> Result<Vec<T>, Error> {
        let sql = format!("SELECT {select} FROM {}{} ORDER BY {} LIMIT {limit} OFFSET {offset}", self.from, self.where_clause(), order.0);
        Ok(T::find_by_statement(statement(self.backend, &sql, self.values.clone())).all(db).await?)
    }

    /// [`Self::rows`] for a `select` with per-row subqueries (counts) or `joins` (written after the
    /// page, e.g. `" JOIN salons s ON s.id = r.salon_id"`) over the table `alias` of `from`: the
    /// page is cut over `alias`'s own columns first, and the subqueries and joins run for the
    /// page's rows only. SQLite computes every selected column of every row it sorts, so a page
    /// sorted by anything but an index counted for every match; PostgreSQL plans the joins of a
    /// few rows instead of every match's. `order` and the conditions may name only `alias`'s
    /// columns.
    #[allow(clippy::too_many_arguments)]
    pub async fn rows_of_page<T: FromQueryResult>(
        &self,
        db: &impl ConnectionTrait,
        alias: &str,
        joins: &str,
        select: &str,
        order: &Order,
        offset: u64,
        limit: u64,
    ) -> Result<Vec<T>, Error> {
        Ok(T::find_by_statement(self.rows_of_page_statement(alias, joins, select, order, offset, limit)).all(db).await?)
    }

    /// The statement of [`Self::rows_of_page`] (its tests read the plan).
    pub(crate) fn rows_of_page_statement(
        &self,
        alias: &str,
        joins: &str,
        select: &str,
        order: &Order,
        offset: u64,
        limit: u64,
    ) -> sea_orm::Statement {
        let order = &order.0;
        let sql = format!(
            "SELECT {select} FROM (SELECT {alias}.* FROM {}{} ORDER BY {order} LIMIT {limit} OFFSET {offset}) {alias}{joins} ORDER BY {order}",
            self.from,
            self.where_clause()
        );
        statement(self.backend, &sql, self.values.clone())
    }

    /// One page of rows (`select` is the column list) and the total count.
    pub async fn page<T: FromQueryResult>(
        &self,
        db: &impl ConnectionTrait,
        select: &str,
        order: &Order,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<T>, u64), Error> {
        let rows = self.rows(db, select, order, offset, limit).await?;
        let count = if offset == 0 && (rows.len() as u64) < limit { rows.len() as u64 } else { self.count(db).await? };
        Ok((rows, count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorting_takes_only_whitelisted_columns() {
        const SORT: Sorting = Sorting { columns: &[("date", "a.starts_at")], default: "a.starts_at DESC", tie_breaker: "a.id DESC" };
        assert_eq!(SORT.order(Some("date"), 1), Some(Order("a.starts_at ASC, a.id DESC".into())));
        assert_eq!(SORT.order(Some("date"), 0), Some(SORT.default_order()));
        assert_eq!(SORT.order(None, -1), Some(Order("a.starts_at DESC, a.id DESC".into())));
        assert_eq!(SORT.order(Some("a.id; DROP TABLE x"), -1), None);
    }

    #[test]
    fn conditions_join_with_and_and_keep_value_order() {
        let mut t = TableSql::new(DbBackend::Sqlite, "appointments a");
        t.filter("a.salon_id = ?", [Value::from(7i64)]).any_of("a.status", &["new".into(), "moved".into()]).range(
            "a.total_price",
            Some(100),
            None,
        );
        assert_eq!(t.where_clause(), " WHERE (a.salon_id = ?) AND (a.status IN (?, ?)) AND (a.total_price >= ?)");
        assert_eq!(t.values.len(), 4);
    }

    #[test]
    fn an_empty_choice_matches_nothing_and_search_folds() {
        let mut t = TableSql::new(DbBackend::Sqlite, "salon_clients c");
        t.any_of("c.gender", &[]).search("c.search_key", "  Işık ŞAHİN ");
        assert_eq!(t.where_clause(), " WHERE (1 = 0) AND (c.search_key LIKE ? ESCAPE '\\') AND (c.search_key LIKE ? ESCAPE '\\')");
        assert_eq!(t.values[0], Value::from("%isik%".to_string()));
        assert_eq!(t.values[1], Value::from("%sahin%".to_string()));
    }
}
