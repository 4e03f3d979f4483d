//! The analytics screen's figures over a period (days in Europe/Istanbul). Sums are cast back to
//! BIGINT: PostgreSQL's SUM of a BIGINT is a NUMERIC.

use chrono::{DateTime, NaiveDate, Utc};
use domain::period::Period;
use sea_orm::{ConnectionTrait, FromQueryResult, Value};

use crate::Error;
use crate::sql::statement;

/// The first instant of the period and the first one after it.
fn instants(period: &Period) -> (DateTime<Utc>, DateTime<Utc>) {
    (domain::time::instant(period.from, 0), domain::time::instant(period.end_exclusive(), 0))
}

async fn one<T: FromQueryResult>(db: &impl ConnectionTrait, sql: &str, values: Vec<Value>) -> Result<T, Error> {
    T::find_by_statement(statement(db.get_database_backend(), sql, values))
        .one(db)
        .await?
        .ok_or_else(|| Error::from(sea_orm::DbErr::RecordNotFound("an aggregate without a row".into())))
}

async fn all<T: FromQueryResult>(db: &impl ConnectionTrait, sql: &str, values: Vec<Value>) -> Result<Vec<T>, Error> {
    Ok(T::find_by_statement(statement(db.get_database_backend(), sql, values)).all(db).await?)
}

/// Salons by state; `created` are those registered inside the period.
#[derive(Debug, Clone, Default, PartialEq, Eq, FromQueryResult)]
pub struct SalonCounts {
    pub total: i64,
    pub created: i64,
    /// Registered, not yet looked at by an admin (status `new`).
    pub awaiting: i64,
    pub active: i64,
    /// Deactivated, or deactivating after their planned visits.
    pub deactivated: i64,
}

/// A count under a key (a plan, a city, a page kind, a referrer host).
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct Keyed {
    pub key: String,
    pub n: i64,
}

/// The cities with most salons shown; the rest are summed under "other" by the screen.
pub const TOP_CITIES: u64 = 12;

pub async fn salon_counts(db: &impl ConnectionTrait, period: &Period) -> Result<SalonCounts, Error> {
    let (from, before) = instants(period);
    one(
        db,
        "SELECT CAST(COUNT(*) AS BIGINT) AS total, \
         CAST(COALESCE(SUM(CASE WHEN created_at >= ? AND created_at < ? THEN 1 ELSE 0 END), 0) AS BIGINT) AS created, \
         CAST(COALESCE(SUM(CASE WHEN status = 'new' THEN 1 ELSE 0 END), 0) AS BIGINT) AS awaiting, \
         CAST(COALESCE(SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0) AS BIGINT) AS active, \
         CAST(COALESCE(SUM(CASE WHEN status IN ('deactivated', 'deactivating') THEN 1 ELSE 0 END), 0) AS BIGINT) AS deactivated \
         FROM salons",
        vec![from.into(), before.into()],
    )
    .await
}

/// Salons per plan (free, premium).
pub async fn salons_by_plan(db: &impl ConnectionTrait) -> Result<Vec<Keyed>, Error> {
    all(db, "SELECT plan AS key, CAST(COUNT(*) AS BIGINT) AS n FROM salons GROUP BY plan ORDER BY plan", vec![]).await
}

/// Salons per city (province), most first, at most [`TOP_CITIES`].
pub async fn salons_by_city(db: &impl ConnectionTrait) -> Result<Vec<Keyed>, Error> {
    all(
        db,
        &format!(
            "SELECT p.name AS key, CAST(COUNT(*) AS BIGINT) AS n FROM salons s JOIN provinces p ON p.id = s.province_id \
             GROUP BY p.name ORDER BY n DESC, p.name LIMIT {TOP_CITIES}"
        ),
        vec![],
    )
    .await
}

/// Client accounts (holding the client role, not deleted): all, and registered in the period.
#[derive(Debug, Clone, Default, PartialEq, Eq, FromQueryResult)]
pub struct ClientCounts {
    pub total: i64,
    pub created: i64,
}

pub async fn client_counts(db: &impl ConnectionTrait, period: &Period) -> Result<ClientCounts, Error> {
    let (from, before) = instants(period);
    one(
        db,
        "SELECT CAST(COUNT(*) AS BIGINT) AS total, \
         CAST(COALESCE(SUM(CASE WHEN a.created_at >= ? AND a.created_at < ? THEN 1 ELSE 0 END), 0) AS BIGINT) AS created \
         FROM accounts a WHERE a.deleted_at IS NULL \
         AND EXISTS (SELECT 1 FROM account_roles r WHERE r.account_id = a.id AND r.role = 'client')",
        vec![from.into(), before.into()],
    )
    .await
}

/// Subscriptions per (plan, status) now: MRR is computed from them by `domain::platform_numbers`.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct SubscriptionGroup {
    pub plan: String,
    pub status: String,
    pub n: i64,
}

pub async fn subscription_groups(db: &impl ConnectionTrait) -> Result<Vec<SubscriptionGroup>, Error> {
    all(db, "SELECT plan, status, CAST(COUNT(*) AS BIGINT) AS n FROM subscriptions GROUP BY plan, status ORDER BY plan, status", vec![])
        .await
}

/// The period's churn counts and the subscription money paid in it.
#[derive(Debug, Clone, Default, PartialEq, Eq, FromQueryResult)]
pub struct SubscriptionFlow {
    /// Subscriptions started before the period and not ended before it.
    pub paying_at_start: i64,
    /// Of those, the ones that ended (status `cancelled`, last changed) inside the period.
    pub ended: i64,
    /// Paid subscription payments inside the period (by `paid_at`), VAT included, kuruş.
    pub paid_kurus: i64,
    pub paid_count: i64,
}

pub async fn subscription_flow(db: &impl ConnectionTrait, period: &Period) -> Result<SubscriptionFlow, Error> {
    #[derive(FromQueryResult)]
    struct Churn {
        paying_at_start: i64,
        ended: i64,
    }
    #[derive(FromQueryResult)]
    struct Paid {
        paid_kurus: i64,
        paid_count: i64,
    }
    let (from, before) = instants(period);
    // A cancelled subscription's `updated_at` is when it ended (the last change it had).
    let churn: Churn = one(
        db,
        "SELECT CAST(COALESCE(SUM(CASE WHEN status <> 'cancelled' OR updated_at >= ? THEN 1 ELSE 0 END), 0) AS BIGINT) AS paying_at_start, \
         CAST(COALESCE(SUM(CASE WHEN status = 'cancelled' AND updated_at >= ? AND updated_at < ? THEN 1 ELSE 0 END), 0) AS BIGINT) AS ended \
         FROM subscriptions WHERE created_at < ?",
        vec![from.into(), from.into(), before.into(), from.into()],
    )
    .await?;
    let paid: Paid = one(
        db,
        "SELECT CAST(COALESCE(SUM(amount_kurus), 0) AS BIGINT) AS paid_kurus, CAST(COUNT(*) AS BIGINT) AS paid_count \
         FROM subscription_payments WHERE status = 'paid' AND paid_at >= ? AND paid_at < ?",
        vec![from.into(), before.into()],
    )
    .await?;
    Ok(SubscriptionFlow {
        paying_at_start: churn.paying_at_start,
        ended: churn.ended,
        paid_kurus: paid.paid_kurus,
        paid_count: paid.paid_count,
    })
}

/// Masters' work in the period: the price of their completed visits (by visit day) and the
/// salaries paid to them (by payment day), kuruş, over every salon.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MasterMoney {
    pub revenue_kurus: i64,
    pub completed_visits: i64,
    pub salaries_kurus: i64,
}

/// The completed visits of a period and what they collected, from the day rows
/// ([`super::days::KEPT_ROWS`]: a few rows per day, whatever the number of appointments).
fn master_revenue_sql() -> String {
    format!(
        "SELECT CAST(COALESCE(SUM(CASE WHEN status = 'completed' THEN collected ELSE 0 END), 0) AS BIGINT) AS revenue_kurus, \
         CAST(COALESCE(SUM(CASE WHEN status = 'completed' THEN appointments ELSE 0 END), 0) AS BIGINT) AS completed_visits \
         FROM ({}) kept",
        super::days::KEPT_ROWS
    )
}

pub async fn master_money(db: &impl ConnectionTrait, period: &Period) -> Result<MasterMoney, Error> {
    #[derive(FromQueryResult)]
    struct Revenue {
        revenue_kurus: i64,
        completed_visits: i64,
    }
    #[derive(FromQueryResult)]
    struct Salaries {
        salaries_kurus: i64,
    }
    let revenue: Revenue = one(db, &master_revenue_sql(), days_twice(period)).await?;
    let salaries: Salaries = one(
        db,
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS salaries_kurus FROM salary_payments WHERE paid_on >= ? AND paid_on <= ?",
        vec![period.from.into(), period.to.into()],
    )
    .await?;
    Ok(MasterMoney {
        revenue_kurus: revenue.revenue_kurus,
        completed_visits: revenue.completed_visits,
        salaries_kurus: salaries.salaries_kurus,
    })
}

/// The platform's rating: the salons' averages weighted by their review counts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rating {
    /// `None` while no salon has a review.
    pub average: Option<f64>,
    pub reviews: i64,
    pub rated_salons: i64,
}

pub async fn rating(db: &impl ConnectionTrait) -> Result<Rating, Error> {
    #[derive(FromQueryResult)]
    struct Row {
        weighted: Option<f64>,
        reviews: i64,
        rated_salons: i64,
    }
    let row: Row = one(
        db,
        "SELECT SUM(CAST(rating_avg AS DOUBLE PRECISION) * reviews_count) AS weighted, \
         CAST(COALESCE(SUM(reviews_count), 0) AS BIGINT) AS reviews, CAST(COUNT(*) AS BIGINT) AS rated_salons \
         FROM salons WHERE reviews_count > 0 AND rating_avg IS NOT NULL",
        vec![],
    )
    .await?;
    let average = match (row.weighted, row.reviews) {
        (Some(w), n) if n > 0 => Some((w / n as f64 * 100.0).round() / 100.0),
        _ => None,
    };
    Ok(Rating { average, reviews: row.reviews, rated_salons: row.rated_salons })
}

/// Appointments of one visit day in one status.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct DayStatusCount {
    pub day: NaiveDate,
    pub status: String,
    pub n: i64,
}

/// The period's days twice, for two day-bounded parts of one statement (the halves of
/// [`super::days::KEPT_ROWS`]; the views and the online bookings of [`salon_conversions`]).
fn days_twice(period: &Period) -> Vec<Value> {
    vec![period.from.into(), period.to.into(), period.from.into(), period.to.into()]
}

/// Appointments per visit day and status inside the period (a day and status whose appointments
/// all went elsewhere sums to zero and is left out, as it has none).
pub async fn bookings_by_day(db: &impl ConnectionTrait, period: &Period) -> Result<Vec<DayStatusCount>, Error> {
    let sql = format!(
        "SELECT day, status, CAST(SUM(appointments) AS BIGINT) AS n FROM ({}) kept GROUP BY day, status \
         HAVING SUM(appointments) <> 0 ORDER BY day, status",
        super::days::KEPT_ROWS
    );
    all(db, &sql, days_twice(period)).await
}

/// Online bookings made in the period and salon page views counted in it, over all salons.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConversionTotals {
    pub salon_page_views: i64,
    pub online_bookings: i64,
    /// Views of every kind of page.
    pub all_page_views: i64,
}

/// A salon's views and online bookings in the period.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct SalonConversion {
    pub salon_id: i64,
    pub salon_name: String,
    pub salon_slug: String,
    pub views: i64,
    pub bookings: i64,
}

/// The salons shown in the conversion table (most viewed first).
pub const TOP_CONVERSION_SALONS: u64 = 50;
/// The referrer hosts shown.
pub const TOP_REFERRERS: u64 = 10;

/// Where online bookings are counted from: the visitor's own booking (`source = 'online'`);
/// visits the salon enters itself did not come from its page. Both read the day rows of migration
/// 000052 (`salon_online_days`: per day of booking in Europe/Istanbul and salon), by the period's
/// days.
pub(crate) const ONLINE_BOOKINGS: &str = "SELECT salon_id, CAST(SUM(bookings) AS BIGINT) AS bookings FROM salon_online_days \
     WHERE day >= ? AND day <= ? GROUP BY salon_id HAVING SUM(bookings) <> 0";
pub(crate) const ONLINE_BOOKINGS_TOTAL: &str =
    "SELECT CAST(COALESCE(SUM(bookings), 0) AS BIGINT) AS n FROM salon_online_days WHERE day >= ? AND day <= ?";
const SALON_VIEWS: &str = "SELECT salon_id, CAST(SUM(views) AS BIGINT) AS views FROM page_view_counts \
     WHERE kind = 'salon' AND day >= ? AND day <= ? GROUP BY salon_id";

pub async fn conversion_totals(db: &impl ConnectionTrait, period: &Period) -> Result<ConversionTotals, Error> {
    #[derive(FromQueryResult)]
    struct Views {
        salon_page_views: i64,
        all_page_views: i64,
    }
    #[derive(FromQueryResult)]
    struct Bookings {
        n: i64,
    }
    let views: Views = one(
        db,
        "SELECT CAST(COALESCE(SUM(CASE WHEN kind = 'salon' THEN views ELSE 0 END), 0) AS BIGINT) AS salon_page_views, \
         CAST(COALESCE(SUM(views), 0) AS BIGINT) AS all_page_views FROM page_view_counts WHERE day >= ? AND day <= ?",
        vec![period.from.into(), period.to.into()],
    )
    .await?;
    let bookings: Bookings = one(db, ONLINE_BOOKINGS_TOTAL, vec![period.from.into(), period.to.into()]).await?;
    Ok(ConversionTotals { salon_page_views: views.salon_page_views, online_bookings: bookings.n, all_page_views: views.all_page_views })
}

/// The salons viewed or booked online in the period, most viewed first, at most
/// [`TOP_CONVERSION_SALONS`].
pub async fn salon_conversions(db: &impl ConnectionTrait, period: &Period) -> Result<Vec<SalonConversion>, Error> {
    all(
        db,
        &format!(
            "SELECT s.id AS salon_id, s.name AS salon_name, s.slug AS salon_slug, \
             CAST(COALESCE(v.views, 0) AS BIGINT) AS views, CAST(COALESCE(b.bookings, 0) AS BIGINT) AS bookings \
             FROM salons s LEFT JOIN ({SALON_VIEWS}) v ON v.salon_id = s.id LEFT JOIN ({ONLINE_BOOKINGS}) b ON b.salon_id = s.id \
             WHERE v.views IS NOT NULL OR b.bookings IS NOT NULL \
             ORDER BY COALESCE(v.views, 0) DESC, COALESCE(b.bookings, 0) DESC, s.id LIMIT {TOP_CONVERSION_SALONS}"
        ),
        days_twice(period),
    )
    .await
}

/// Views per page kind in the period, most first.
pub async fn views_by_kind(db: &impl ConnectionTrait, period: &Period) -> Result<Vec<Keyed>, Error> {
    all(
        db,
        "SELECT kind AS key, CAST(SUM(views) AS BIGINT) AS n FROM page_view_counts WHERE day >= ? AND day <= ? \
         GROUP BY kind ORDER BY n DESC, kind",
        vec![period.from.into(), period.to.into()],
    )
    .await
}

/// Views per referrer host in the period (`""` direct), most first, at most [`TOP_REFERRERS`].
pub async fn views_by_referrer(db: &impl ConnectionTrait, period: &Period) -> Result<Vec<Keyed>, Error> {
    all(
        db,
        &format!(
            "SELECT referrer_host AS key, CAST(SUM(views) AS BIGINT) AS n FROM page_view_counts WHERE day >= ? AND day <= ? \
             GROUP BY referrer_host ORDER BY n DESC, referrer_host LIMIT {TOP_REFERRERS}"
        ),
        vec![period.from.into(), period.to.into()],
    )
    .await
}
