//! Review moderation on both sides (spec §4 "Review reply: placed or rejected; admin and salon
//! can confirm or reject"): the admin's and the salon's review tables, status changes that
//! recompute the salon's rating in the same transaction, the salon's public answer, and a
//! portfolio case made from a reviewed visit. Every write records an audit `Change` with it.

use chrono::{DateTime, NaiveDate, Utc};
use domain::review::Status;
use domain::text::fold;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    Set, Value,
};
use serde_json::json;

use crate::Error;
use crate::audit::{self, Actor, Change, Entity};
use crate::entities::{appointment_items, appointments, master_cases, masters, reviews, salon_services};
use crate::notifications::refresh_rating;
use crate::sql::{MIN_TERM_CHARS, contains_words_as, escape_like, key_contains, matching_ids, statement};
use crate::table::{COUNT_CAP, DateMode, Order, Sorting, TableSql, Total};
use crate::team::cases::{self, CaseData};

/// The folded author name and text the admin's search matches ("ayse" finds "Ayşe").
pub fn search_key(author_name: &str, text: Option<&str>) -> String {
    fold(&format!("{author_name} {}", text.unwrap_or("")))
}

/// The mean of the three ratings of a review, as SQL.
const RATING: &str = "CAST((r.service_quality + r.atmosphere + r.cleanliness) / 3.0 AS DOUBLE PRECISION)";

/// Sortable columns of the review tables; newest first.
pub const REVIEW_SORTING: Sorting = Sorting {
    columns: &[
        ("created", "r.created_at"),
        ("rating", "CAST((r.service_quality + r.atmosphere + r.cleanliness) / 3.0 AS DOUBLE PRECISION)"),
        ("salon", "s.search_key"),
        ("status", "r.status"),
    ],
    default: "r.created_at DESC",
    tie_breaker: "r.id DESC",
};

/// The filters of a review table, already checked by the API.
#[derive(Debug, Clone, Default)]
pub struct ReviewFilter {
    /// Words of the author, the text or the salon's name.
    pub search: Option<String>,
    pub statuses: Option<Vec<String>>,
    pub salon_id: Option<i64>,
    pub master_id: Option<i64>,
    /// The mean of the three ratings, from and to.
    pub rating: Option<(Option<f64>, Option<f64>)>,
    /// The day the review was written (UTC).
    pub created: Option<(DateMode, NaiveDate)>,
}

impl ReviewFilter {
    /// Nothing narrows the reviews but their status (every review has its salon, so the table's
    /// join to the salons keeps them all).
    fn is_by_status_only(&self) -> bool {
        self.search.is_none() && self.salon_id.is_none() && self.master_id.is_none() && self.rating.is_none() && self.created.is_none()
    }

    /// Nothing narrows the reviews but a search.
    fn is_search_only(&self) -> bool {
        self.search.is_some()
            && self.statuses.is_none()
            && self.salon_id.is_none()
            && self.master_id.is_none()
            && self.rating.is_none()
            && self.created.is_none()
    }
}

/// One row of a review table.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ReviewRow {
    pub id: i64,
    pub salon_id: i64,
    pub salon_name: String,
    pub salon_slug: String,
    pub master_id: Option<i64>,
    pub master_name: Option<String>,
    pub appointment_id: Option<i64>,
    pub visit_date: Option<NaiveDate>,
    pub author_name: String,
    pub service_quality: i16,
    pub atmosphere: i16,
    pub cleanliness: i16,
    pub rating: f64,
    pub text: Option<String>,
    pub status: String,
    pub reason: Option<String>,
    pub answer: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    pub admin_decided_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

fn day_of(backend: DbBackend, column: &str) -> String {
    match backend {
        DbBackend::Postgres => format!("CAST({column} AS DATE)"),
        _ => format!("date({column})"),
    }
}

/// What the filters read: the reviews and their salons.
const FILTERED_FROM: &str = "reviews r JOIN salons s ON s.id = r.salon_id";
/// The reviews a page is cut from.
const REVIEWS: &str = "reviews r";
/// [`REVIEWS`] read down their order index (SQLite): a page of many matches in date order is the
/// first of them met walking the index, not a sort of all of them (see [`list`]).
const REVIEWS_BY_CREATED: &str = "reviews r INDEXED BY ix_reviews_created";
/// What a row shows besides the review: its salon, its master and its visit.
const SHOWN_JOINS: &str =
    " JOIN salons s ON s.id = r.salon_id LEFT JOIN masters m ON m.id = r.master_id LEFT JOIN appointments a ON a.id = r.appointment_id";

/// A search term as the review tables apply it: each word of three characters or more with the
/// salons whose name holds it (found first by the salons' trigram index, so the reviews' condition
/// names them by id), and the shorter words.
struct Search {
    long: Vec<(String, Vec<i64>)>,
    short: Vec<String>,
}

async fn resolve_search(db: &impl ConnectionTrait, term: &str) -> Result<Search, Error> {
    let backend = db.get_database_backend();
    let folded = fold(term.trim());
    let (long, short): (Vec<&str>, Vec<&str>) = folded.split_whitespace().partition(|w| w.chars().count() >= MIN_TERM_CHARS);
    let mut resolved = Vec::with_capacity(long.len());
    for word in long {
        let (sql, value) = matching_ids(backend, "salons", word);
        let rows = db.query_all_raw(statement(backend, &sql, vec![value])).await?;
        let ids = rows.iter().map(|row| row.try_get_by_index::<i64>(0)).collect::<Result<Vec<_>, _>>()?;
        resolved.push((word.to_owned(), ids));
    }
    Ok(Search { long: resolved, short: short.into_iter().map(str::to_owned).collect() })
}

impl Search {
    /// How many reviews match, counted up to `stop_at`; None when a short word needs the rows
    /// (the table's count then). On SQLite from the ids the indexes give without reading a
    /// review's row: the first word's reviews each once (its FTS5 matches, then its salons' other
    /// reviews by `ix_reviews_salon_created`), kept when every other word holds for them (the FTS5
    /// table yields its matches as it walks its index). Counting all 16,569 matches of "ayse"
    /// among 220 k reviews took 4 ms and most of what the search cost. On PostgreSQL, whose
    /// trigram index rechecks each candidate's row anyway, over the reviews alone: the table's
    /// count also joins the salons, which long words do not read (4.1 → 2.3 ms for "ayse" on the
    /// large dataset, `EXPLAIN ANALYZE`).
    async fn count(&self, db: &impl ConnectionTrait, stop_at: u64) -> Result<Option<u64>, Error> {
        let backend = db.get_database_backend();
        let Some(((first, first_salons), others)) = self.long.split_first() else { return Ok(None) };
        if !self.short.is_empty() {
            return Ok(None);
        }
        if self.salons_reviews_reach(db, stop_at).await? {
            return Ok(Some(stop_at));
        }
        if backend != DbBackend::Sqlite {
            let mut reviews = TableSql::new(backend, "reviews r");
            search(&mut reviews, self, false);
            return Ok(Some(reviews.count_up_to(db, stop_at).await?));
        }
        let marks = |ids: &[i64]| vec!["?"; ids.len()].join(", ");
        let (first_matches, value) = matching_ids(backend, "reviews", first);
        let mut values = vec![value.clone()];
        let mut found = first_matches.clone();
        if !first_salons.is_empty() {
            found.push_str(&format!(
                " UNION ALL SELECT id FROM reviews WHERE salon_id IN ({}) AND id NOT IN ({first_matches})",
                marks(first_salons)
            ));
            values.extend(first_salons.iter().map(|id| Value::from(*id)));
            values.push(value);
        }
        let mut conditions = Vec::with_capacity(others.len());
        for (word, salon_ids) in others {
            let (matches, value) = matching_ids(backend, "reviews", word);
            values.push(value);
            if salon_ids.is_empty() {
                conditions.push(format!("found.id IN ({matches})"));
            } else {
                conditions.push(format!(
                    "(found.id IN ({matches}) OR (SELECT salon_id FROM reviews WHERE id = found.id) IN ({}))",
                    marks(salon_ids)
                ));
                values.extend(salon_ids.iter().map(|id| Value::from(*id)));
            }
        }
        let filter = if conditions.is_empty() { String::new() } else { format!(" WHERE {}", conditions.join(" AND ")) };
        let sql = format!("SELECT COUNT(*) AS n FROM (SELECT found.id FROM ({found}) found{filter} LIMIT {stop_at}) counted");
        let row = db.query_one_raw(statement(backend, &sql, values)).await?;
        let counted = row.map(|row| row.try_get_by_index::<i64>(0)).transpose()?.unwrap_or(0);
        Ok(Some(counted.max(0) as u64))
    }

    /// Whether the salons whose names hold every long word have `stop_at` reviews or more
    /// between them: each of those reviews matches the search whatever its own text says, so the
    /// count is reached from the salons' index alone (`ix_reviews_salon_created`, no review row
    /// read). A name searched for is often a salon's too ("Ayşe" names 70 salons of the large
    /// dataset, with thousands of reviews): PostgreSQL's trigram count then rechecked 1,001 rows,
    /// 2.8 ms of a request of ~6 (docs/performance.md).
    async fn salons_reviews_reach(&self, db: &impl ConnectionTrait, stop_at: u64) -> Result<bool, Error> {
        let Some(((_, first_salons), others)) = self.long.split_first() else { return Ok(false) };
        let mut salons = first_salons.clone();
        for (_, salon_ids) in others {
            let holding: std::collections::HashSet<i64> = salon_ids.iter().copied().collect();
            salons.retain(|id| holding.contains(id));
        }
        if salons.is_empty() {
            return Ok(false);
        }
        let mut reviews = TableSql::new(db.get_database_backend(), "reviews r");
        let marks = vec!["?"; salons.len()].join(", ");
        reviews.filter(&format!("r.salon_id IN ({marks})"), salons.into_iter().map(Value::from));
        Ok(reviews.count_up_to(db, stop_at).await? >= stop_at)
    }
}

/// Whether a page of `total` matches among `all` reviews, in date order, is found sooner by
/// walking the order index than by sorting the matches: the walk passes about
/// `(offset + limit) × all / total` reviews, the sort reads all `total`; a walked review costs about
/// 1.3× a sorted one (SQLite, 220 k reviews: 3 ms for the first page of 16,569 matches walked,
/// 30 ms sorted; 25 ms for page 100 walked), and the margin of 2 keeps deep pages sorted. A capped
/// total is a lower bound, which only makes the walk rarer than it could be.
fn walks_order_index(total: u64, all: u64, offset: u64, limit: u64) -> bool {
    total.saturating_mul(total) >= 2u64.saturating_mul(offset.saturating_add(limit)).saturating_mul(all)
}

/// The fewest matches for which [`walks_order_index`] walks: a count that reaches it needs to go
/// no further to choose (a count stopped at the cap alone would make the first page of 11,000
/// matches among 220 k reviews a sort of all of them, 30 ms, instead of a walk).
fn matches_to_walk(all: u64, offset: u64, limit: u64) -> u64 {
    (2.0 * offset.saturating_add(limit) as f64 * all as f64).sqrt().ceil() as u64
}

/// Narrows `table` to the reviews holding every word of the search in their author's name or text
/// (`reviews.search_key`) or in their salon's name. A long word is answered by the reviews'
/// trigram index or the ids of its salons, which both databases combine from two indexes
/// (PostgreSQL's BitmapOr, SQLite's multi-index OR): no review's text is read on SQLite, and
/// PostgreSQL reads it only to recheck its index's candidates. Except on a page `walked` down the
/// order index (SQLite): it tests each review it meets, so the word is looked for in the review's
/// own key; asking the FTS5 table instead lists every match of the word first (12,681 for "ayse",
/// 5 ms of a first page that takes 0.3 ms so, docs/performance.md). Shorter words, which a trigram
/// index cannot answer, by LIKE on the rows left.
fn search(table: &mut TableSql, search: &Search, walked: bool) {
    let backend = table.backend();
    for (word, salon_ids) in &search.long {
        let (by_review, mut values) = if walked {
            let (condition, value) = key_contains("r", word);
            (condition, vec![value])
        } else {
            contains_words_as(backend, "reviews", "r", std::slice::from_ref(word))
        };
        if salon_ids.is_empty() {
            table.filter(&by_review, values);
        } else {
            let marks = vec!["?"; salon_ids.len()].join(", ");
            values.extend(salon_ids.iter().map(|id| Value::from(*id)));
            table.filter(&format!("({by_review} OR r.salon_id IN ({marks}))"), values);
        }
    }
    for word in &search.short {
        table.filter("(r.search_key || ' ' || s.search_key) LIKE ? ESCAPE '\\'", [Value::from(format!("%{}%", escape_like(word)))]);
    }
}

/// The reviews under the filters; `walked`: read down the order index, see [`search`].
fn table(backend: DbBackend, from: &str, salon_id: Option<i64>, filter: &ReviewFilter, found: Option<&Search>, walked: bool) -> TableSql {
    let mut table = TableSql::new(backend, from);
    // The salon's table sees only its own reviews; the admin's every salon's.
    for id in [salon_id, filter.salon_id].into_iter().flatten() {
        table.filter("r.salon_id = ?", [Value::from(id)]);
    }
    if let Some(found) = found {
        search(&mut table, found, walked);
    }
    if let Some(statuses) = &filter.statuses {
        table.any_of("r.status", statuses);
    }
    if let Some(master_id) = filter.master_id {
        table.filter("r.master_id = ?", [Value::from(master_id)]);
    }
    if let Some((from, to)) = filter.rating {
        if let Some(from) = from {
            table.filter(&format!("{RATING} >= ?"), [Value::from(from)]);
        }
        if let Some(to) = to {
            table.filter(&format!("{RATING} <= ?"), [Value::from(to)]);
        }
    }
    if let Some((mode, day)) = filter.created {
        table.date(&day_of(backend, "r.created_at"), mode, day);
    }
    table
}

/// One page of a review table, its total (counted up to [`COUNT_CAP`]), and the reviews per
/// status (the tabs' counts).
pub struct ReviewPage {
    pub rows: Vec<ReviewRow>,
    pub total: Total,
    /// Every status with its reviews, of the salon or of all, whatever the filters.
    pub status_counts: Vec<(String, i64)>,
}

/// One page of reviews: of one salon (`salon_id`), or of all for the admin.
pub async fn list(
    db: &impl ConnectionTrait,
    salon_id: Option<i64>,
    filter: &ReviewFilter,
    order: &Order,
    offset: u64,
    limit: u64,
) -> Result<ReviewPage, Error> {
    let select = format!(
        "r.id, r.salon_id, s.name AS salon_name, s.slug AS salon_slug, r.master_id, m.full_name AS master_name, r.appointment_id, \
         a.provision_date AS visit_date, r.author_name, r.service_quality, r.atmosphere, r.cleanliness, {RATING} AS rating, r.text, \
         r.status, r.reason, r.answer, r.answered_at, r.admin_decided_at, r.created_at"
    );
    let backend = db.get_database_backend();
    let found = match filter.search.as_deref() {
        Some(term) => Some(resolve_search(db, term).await?),
        None => None,
    };
    let status_counts = status_counts(db, salon_id).await?;
    let all: u64 = status_counts.iter().map(|(_, n)| (*n).max(0) as u64).sum();
    // The admin's search alone is counted by `Search::count` (SQLite: over the indexes' ids); with
    // that count known, a page of many matches in date order is read down the order index
    // (SQLite's planner, not knowing how many ids the FTS5 table gives, would sort them all;
    // PostgreSQL's estimates the trigram matches and walks `ix_reviews_created` itself for a
    // common word: 0.2 ms for the first page of "ayse" on the large dataset, `EXPLAIN ANALYZE`).
    let by_created = order.sql().starts_with("r.created_at");
    let walk_possible = backend == DbBackend::Sqlite && by_created;
    // Counted past the cap when that decides between walking and sorting.
    let stop_at = if walk_possible { (COUNT_CAP + 1).max(matches_to_walk(all, offset, limit)) } else { COUNT_CAP + 1 };
    let found_count = match &found {
        Some(found) if salon_id.is_none() && filter.is_search_only() => found.count(db, stop_at).await?,
        _ => None,
    };
    let walk = walk_possible && found_count.is_some_and(|counted| walks_order_index(counted, all, offset, limit));
    let reviews = if walk { REVIEWS_BY_CREATED } else { REVIEWS };
    // When neither the conditions nor the order name the salon (only a short word or the salon
    // sort do), the page is cut from the reviews alone and joined after: PostgreSQL's planning of
    // the four-table join with the search's conditions was 1.05 ms of a search, 0.46 with the page
    // cut first (docs/performance.md).
    let by_reviews_only = found.as_ref().is_none_or(|found| found.short.is_empty()) && !order.sql().starts_with("s.");
    let rows: Vec<ReviewRow> = if by_reviews_only {
        table(backend, reviews, salon_id, filter, found.as_ref(), walk)
            .rows_of_page(db, "r", SHOWN_JOINS, &select, order, offset, limit)
            .await?
    } else {
        table(backend, &format!("{reviews}{SHOWN_JOINS}"), salon_id, filter, found.as_ref(), walk)
            .rows(db, &select, order, offset, limit)
            .await?
    };
    // Counted without the joins that only add what a row shows: SQLite keeps them in a count, and
    // over 220 k reviews they made the count 0.4 s instead of 0.03 s (docs/performance.md).
    let total = if let Some(counted) = found_count {
        Total::from_count_to_cap(counted)
    } else if offset == 0 && (rows.len() as u64) < limit {
        Total::exact(rows.len() as u64)
    } else if filter.is_by_status_only() {
        // The reviews of some statuses: the sum of those tabs' counts.
        Total::exact(
            status_counts
                .iter()
                .filter(|(status, _)| filter.statuses.as_ref().is_none_or(|wanted| wanted.contains(status)))
                .map(|(_, n)| (*n).max(0) as u64)
                .sum(),
        )
    } else {
        table(backend, FILTERED_FROM, salon_id, filter, found.as_ref(), false).count_to_cap(db).await?
    };
    Ok(ReviewPage { rows, total, status_counts })
}

/// How many reviews of each status (the tabs' counts), of one salon or of all.
/// One grouped statement over the reviews alone (every review has its salon).
async fn status_counts(db: &impl ConnectionTrait, salon_id: Option<i64>) -> Result<Vec<(String, i64)>, Error> {
    #[derive(FromQueryResult)]
    struct StatusCount {
        status: String,
        n: i64,
    }
    // Every salon's: the kept totals (migration 000044), a few rows instead of every review.
    let (sql, values) = match salon_id {
        Some(id) => ("SELECT status, COUNT(*) AS n FROM reviews WHERE salon_id = ? GROUP BY status".to_owned(), vec![Value::from(id)]),
        None => (format!("SELECT status, n FROM {}", crate::migration::m20261128_000044_review_totals::TABLE), Vec::new()),
    };
    let rows = StatusCount::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?;
    Ok(Status::ALL
        .iter()
        .map(|status| (status.as_str().to_owned(), rows.iter().find(|row| row.status == status.as_str()).map_or(0, |row| row.n)))
        .collect())
}

/// The review `id`, when it belongs to `salon_id` (or to any salon when none is given).
pub async fn review(db: &impl ConnectionTrait, salon_id: Option<i64>, id: i64) -> Result<Option<reviews::Model>, Error> {
    let mut query = reviews::Entity::find_by_id(id);
    if let Some(salon_id) = salon_id {
        query = query.filter(reviews::Column::SalonId.eq(salon_id));
    }
    Ok(query.one(db).await?)
}

/// A status change and who asked for it.
#[derive(Debug, Clone, Copy)]
pub struct StatusChange<'a> {
    pub status: Status,
    /// Why it was disputed or rejected; none on a confirmation.
    pub reason: Option<&'a str>,
    /// An admin's decision closes the salon's side (`domain::review::salon_decides`).
    pub by_admin: bool,
    /// The audit action, e.g. `review.reject`.
    pub action: &'a str,
}

fn moderation_snapshot(review: &reviews::Model) -> serde_json::Value {
    json!({ "status": review.status, "reason": review.reason })
}

/// Sets a review's status, recomputes its salon's rating from the placed reviews (a master's
/// ratings are read from them directly) and records the change, all in one transaction.
pub async fn set_status(
    db: &DatabaseConnection,
    review: &reviews::Model,
    change: StatusChange<'_>,
    actor: Actor,
    now: DateTime<Utc>,
) -> Result<reviews::Model, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let mut active: reviews::ActiveModel = review.clone().into();
    active.status = Set(change.status.as_str().to_owned());
    active.reason = Set(change.reason.map(str::to_owned));
    active.moderated_by = Set(Some(actor.account_id));
    active.moderated_at = Set(Some(now));
    if change.by_admin {
        active.admin_decided_at = Set(Some(now));
    }
    let updated = active.update(&txn).await?;
    refresh_rating(&txn, review.salon_id).await?;
    audit::record(
        &txn,
        Change::new(actor, change.action, Entity::Review, review.id)
            .between(&moderation_snapshot(review), &moderation_snapshot(&updated))
            .reason(change.reason),
    )
    .await?;
    txn.commit().await?;
    Ok(updated)
}

/// Sets (`Some`) or removes (`None`) the salon's public answer and records the change.
pub async fn set_answer(
    db: &DatabaseConnection,
    review: &reviews::Model,
    answer: Option<String>,
    actor: Actor,
    now: DateTime<Utc>,
) -> Result<reviews::Model, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let action = if answer.is_some() { "review.answer" } else { "review.answer_delete" };
    let mut active: reviews::ActiveModel = review.clone().into();
    active.answered_at = Set(answer.as_ref().map(|_| now));
    active.answer = Set(answer);
    let updated = active.update(&txn).await?;
    audit::record(
        &txn,
        Change::new(actor, action, Entity::Review, review.id)
            .between(&json!({ "answer": review.answer }), &json!({ "answer": updated.answer })),
    )
    .await?;
    txn.commit().await?;
    Ok(updated)
}

/// The masters of a salon the review table filters by (removed ones too: their reviews stay).
pub async fn masters(db: &impl ConnectionTrait, salon_id: i64) -> Result<Vec<(i64, String)>, Error> {
    Ok(masters::Entity::find()
        .filter(masters::Column::SalonId.eq(salon_id))
        .order_by_asc(masters::Column::FullName)
        .order_by_asc(masters::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(|m| (m.id, m.full_name))
        .collect())
}

/// The reviewed visit as a case needs it: its master, the catalogue service of its first item,
/// its day and start minute.
#[derive(Debug, Clone)]
pub struct ReviewedVisit {
    pub master_id: i64,
    pub service_id: Option<i64>,
    pub date: NaiveDate,
    pub start_min: i16,
}

/// The visit behind a review, when it has one (demo and imported reviews have none).
pub async fn reviewed_visit(db: &impl ConnectionTrait, review: &reviews::Model) -> Result<Option<ReviewedVisit>, Error> {
    let Some(appointment_id) = review.appointment_id else { return Ok(None) };
    let Some(visit) =
        appointments::Entity::find_by_id(appointment_id).filter(appointments::Column::SalonId.eq(review.salon_id)).one(db).await?
    else {
        return Ok(None);
    };
    let item = appointment_items::Entity::find()
        .filter(appointment_items::Column::AppointmentId.eq(appointment_id))
        .order_by_asc(appointment_items::Column::Id)
        .one(db)
        .await?;
    let service_id = match item {
        Some(item) => salon_services::Entity::find_by_id(item.salon_service_id).one(db).await?.map(|s| s.service_id),
        None => None,
    };
    Ok(Some(ReviewedVisit { master_id: visit.master_id, service_id, date: visit.provision_date, start_min: visit.start_min }))
}

/// Makes a portfolio case of the reviewed visit (photos are added later on the case's form) and
/// records it, in one transaction.
pub async fn case_from_review(
    db: &DatabaseConnection,
    review: &reviews::Model,
    visit: &ReviewedVisit,
    actor: Actor,
    now: DateTime<Utc>,
) -> Result<master_cases::Model, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let data = CaseData {
        service_id: visit.service_id,
        done_on: visit.date,
        done_at_min: Some(visit.start_min),
        description: None,
        photos: Vec::new(),
    };
    let case = cases::insert(&*txn, visit.master_id, &data, now).await?;
    audit::record(
        &txn,
        Change::new(actor, "case.create_from_reply", Entity::MasterCase, case.id).after(&json!({ "review_id": review.id })),
    )
    .await?;
    txn.commit().await?;
    Ok(case)
}
