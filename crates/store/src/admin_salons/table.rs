//! The admin's salons table: one row per salon with its city, plan, status, star, masters,
//! appointments and last activity; the tabs of spec §2 as a filter, and their counts.

use chrono::{DateTime, Duration, Utc};
use domain::salon_admin::{INACTIVE_DAYS, SalonTab};
use domain::text::fold;
use sea_orm::{ConnectionTrait, DbBackend, FromQueryResult, Value};

use crate::Error;
use crate::sql::{MIN_TERM_CHARS, contains_words_as, key_contains};
use crate::table::{Order, Sorting, TableSql};

/// Sortable columns of the salons table; newest salons first.
pub const SALON_SORTING: Sorting = Sorting {
    columns: &[
        ("name", "s.search_key"),
        ("city", "s.city"),
        ("plan", "s.plan"),
        ("status", "s.status"),
        ("star", "s.is_star"),
        ("last_activity", "s.last_activity"),
        ("created", "s.created_at"),
    ],
    default: "s.created_at DESC",
    tie_breaker: "s.id DESC",
};

/// The filters of the salons table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct SalonFilter {
    pub search: Option<String>,
    pub tab: Option<SalonTab>,
    pub plans: Option<Vec<String>>,
}

/// One row of the salons table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct SalonRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub phone: String,
    pub city: Option<String>,
    pub plan: String,
    pub status: String,
    pub deactivation_type: Option<String>,
    pub deactivation_reason: Option<String>,
    pub deactivated_at: Option<DateTime<Utc>>,
    pub is_star: bool,
    pub masters: i64,
    pub appointments: i64,
    pub last_activity: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

/// How many salons each tab holds (under the search).
#[derive(Debug, Clone, Default, PartialEq, Eq, FromQueryResult)]
pub struct TabCounts {
    pub all: i64,
    pub active: i64,
    pub deactivated_immediately: i64,
    pub deactivated_after_orders: i64,
    pub without_appointments: i64,
    pub new: i64,
    pub inactive: i64,
    pub star: i64,
}

/// Every salon with its city and what the tabs and the last-activity column need, as a derived
/// table `s`: the salon row keeps its latest appointment change (none means "never booked") and its
/// latest admin change (migration 000043's triggers), and its last activity, the latest of those
/// and its creation, is a generated column with an index (migration 000049), so no salon's history
/// is probed and the "no activity" tab is a range of that index. Every column the table filters and
/// sorts by is a column of `s`, so a page can be cut before its counts (see [`list`]).
pub(super) const SALONS_SQL: &str = "(SELECT x.id, x.slug, x.name, x.phone, x.search_key, x.plan, x.status, x.deactivation_type, \
        x.deactivation_reason, x.deactivated_at, x.is_star, x.created_at, pr.name AS city, \
        x.last_appointment_at IS NOT NULL AS has_appointments, x.last_activity_at AS last_activity \
     FROM salons x LEFT JOIN provinces pr ON pr.id = x.province_id) s";

/// The moment before which a salon's last activity makes it "inactive".
pub fn inactive_since(now: DateTime<Utc>) -> DateTime<Utc> {
    now - Duration::days(INACTIVE_DAYS)
}

/// A tab's condition over the derived table `s` and its bound values.
fn tab_condition(tab: SalonTab, now: DateTime<Utc>) -> (&'static str, Vec<Value>) {
    match tab {
        SalonTab::All => ("1 = 1", vec![]),
        SalonTab::Active => ("s.status = 'active'", vec![]),
        SalonTab::DeactivatedImmediately => ("s.status = 'deactivated' AND s.deactivation_type = 'immediate'", vec![]),
        SalonTab::DeactivatedAfterOrders => {
            ("s.status IN ('deactivating', 'deactivated') AND s.deactivation_type = 'after_orders'", vec![])
        }
        SalonTab::WithoutAppointments => ("NOT s.has_appointments", vec![]),
        SalonTab::New => ("s.status = 'new'", vec![]),
        SalonTab::Inactive => ("s.last_activity < ?", vec![Value::from(inactive_since(now))]),
        SalonTab::Star => ("s.is_star = TRUE", vec![]),
    }
}

/// The table's query without the tab: search and the other filters (what the tab counts see).
fn base(backend: DbBackend, filter: &SalonFilter) -> TableSql {
    filtered(backend, SALONS_SQL, filter)
}

/// `from` (a derived table `s` with the columns the filters test) under the search and the other
/// filters.
fn filtered(backend: DbBackend, from: &str, filter: &SalonFilter) -> TableSql {
    let mut table = TableSql::new(backend, from);
    if let Some(term) = filter.search.as_deref() {
        search(&mut table, term);
    }
    if let Some(plans) = &filter.plans {
        table.any_of("s.plan", plans);
    }
    table
}

/// Every folded word of `term` in the salon's folded name or, a word without a letter, in its
/// name or its phone's digits (a phone has no letters). A word with a letter and three characters
/// or more is answered by the salons' trigram index (SQLite's FTS5 table, PostgreSQL's pg_trgm
/// GIN, migration 000003): testing every salon's name and phone with LIKE was most of a search's
/// counts (2.6 of 3.9 ms on PostgreSQL over 3,669 salons).
fn search(table: &mut TableSql, term: &str) {
    for word in fold(term.trim()).split_whitespace() {
        if !word.chars().any(char::is_alphabetic) {
            table.search("(s.search_key || ' ' || s.phone)", word);
        } else if word.chars().count() >= MIN_TERM_CHARS {
            let (condition, values) = contains_words_as(table.backend(), "salons", "s", &[word.to_owned()]);
            table.filter(&condition, values);
        } else {
            let (condition, value) = key_contains("s", word);
            table.filter(&condition, [value]);
        }
    }
}

pub(super) const ROW_SELECT: &str = "s.id, s.slug, s.name, s.phone, s.city, s.plan, s.status, s.deactivation_type, \
     s.deactivation_reason, s.deactivated_at, s.is_star, s.created_at, s.last_activity, \
     (SELECT COUNT(*) FROM masters m WHERE m.salon_id = s.id AND m.deleted_at IS NULL) AS masters, \
     COALESCE((SELECT t.appointments FROM salon_appointment_totals t WHERE t.salon_id = s.id), 0) AS appointments";

/// One page of salons under the tab (its total is the tab's count, see [`tab_counts`]).
pub async fn list(
    db: &impl ConnectionTrait,
    filter: &SalonFilter,
    now: DateTime<Utc>,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<Vec<SalonRow>, Error> {
    let mut table = base(db.get_database_backend(), filter);
    if let Some(tab) = filter.tab {
        let (condition, values) = tab_condition(tab, now);
        table.filter(condition, values);
    }
    // The page is cut before its salons' masters and appointments are counted: SQLite computes
    // every column of every row it sorts, so a sort by last activity counted the appointments of
    // each salon of the tab (docs/performance.md).
    table.rows_of_page(db, "s", "", ROW_SELECT, order, offset, limit).await
}

/// The salons per state (migration 000055's `salon_tab_states`) under the names the tab
/// conditions use: a few dozen rows, each standing for `s.salons` salons.
const STATES_SQL: &str = "(SELECT x.status, x.deactivation_type, x.is_star, x.has_appointments, x.plan, x.salons \
     FROM salon_tab_states x WHERE x.salons <> 0) s";

/// The salons' plans and last activity: the "no activity in 7 days" tab, a range of
/// `ix_salons_last_activity`.
const ACTIVITY_SQL: &str = "(SELECT x.plan, x.last_activity_at AS last_activity FROM salons x) s";

/// The counts of every tab under the search and the other filters. Without a search they are
/// summed from the kept states and the inactive tab is counted on its index (two small reads);
/// the states cannot say which salons a search matches, so then one statement counts every tab
/// over the matches.
pub async fn tab_counts(db: &impl ConnectionTrait, filter: &SalonFilter, now: DateTime<Utc>) -> Result<TabCounts, Error> {
    let backend = db.get_database_backend();
    if filter.search.is_some() {
        let (select, values) = tab_sums(SalonTab::ALL.iter().copied(), "1", now);
        let counts = base(backend, filter).select_one::<TabCounts>(db, &select, values).await?;
        return Ok(counts.unwrap_or_default());
    }
    let kept = SalonTab::ALL.iter().copied().filter(|tab| *tab != SalonTab::Inactive);
    let (select, values) = tab_sums(kept, "s.salons", now);
    let mut counts = filtered(backend, STATES_SQL, filter)
        .select_one::<TabCounts>(db, &format!("{select}, CAST(0 AS BIGINT) AS inactive"), values)
        .await?
        .unwrap_or_default();
    let mut inactive = filtered(backend, ACTIVITY_SQL, filter);
    let (condition, values) = tab_condition(SalonTab::Inactive, now);
    inactive.filter(condition, values);
    counts.inactive = inactive.count(db).await? as i64;
    Ok(counts)
}

/// `SUM(CASE WHEN {tab} THEN {weight} …) AS "{tab}"` for each of `tabs`, and their bound values.
fn tab_sums(tabs: impl Iterator<Item = SalonTab>, weight: &str, now: DateTime<Utc>) -> (String, Vec<Value>) {
    let mut select = Vec::new();
    let mut values = Vec::new();
    for tab in tabs {
        let (condition, bound) = tab_condition(tab, now);
        // Cast: PostgreSQL sums a BIGINT column as NUMERIC.
        select.push(format!("CAST(COALESCE(SUM(CASE WHEN {condition} THEN {weight} ELSE 0 END), 0) AS BIGINT) AS \"{}\"", tab.as_str()));
        values.extend(bound);
    }
    (select.join(", "), values)
}

impl TabCounts {
    /// The salons of `tab` (all without one).
    pub fn of(&self, tab: Option<SalonTab>) -> i64 {
        match tab.unwrap_or(SalonTab::All) {
            SalonTab::All => self.all,
            SalonTab::Active => self.active,
            SalonTab::DeactivatedImmediately => self.deactivated_immediately,
            SalonTab::DeactivatedAfterOrders => self.deactivated_after_orders,
            SalonTab::WithoutAppointments => self.without_appointments,
            SalonTab::New => self.new,
            SalonTab::Inactive => self.inactive,
            SalonTab::Star => self.star,
        }
    }
}
