//! Finances (issue #19 item 2): revenue from completed visits grouped by day, payment method,
//! master and service; the salon's expenses and its payments to masters. Each grouping is one
//! query; revenue per service spreads each visit's price over its services
//! (`domain::salary::allocate`) so the services add up to the revenue exactly.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, NaiveDate, Utc};
use domain::finance::occurrences;
use domain::period::Period;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
    Set,
};

use crate::Error;
use crate::entities::expenses;
use crate::sql::statement;

/// Revenue of one group.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Group {
    /// The day (`yyyy-MM-dd`), the payment method (`card`, `cash`, `unknown`) or the master's id.
    pub group_key: String,
    pub name: Option<String>,
    pub visits: i64,
    pub revenue: i64,
}

/// Revenue of one salon service.
#[derive(Debug, Clone)]
pub struct ServiceRevenue {
    pub salon_service_id: i64,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
    /// Visits that included the service.
    pub visits: i64,
    pub revenue: i64,
}

#[derive(Debug, Clone, Default, FromQueryResult)]
struct Sum {
    amount: i64,
}

fn period_values(salon_id: i64, period: Period) -> Vec<sea_orm::Value> {
    vec![salon_id.into(), period.from.into(), period.to.into()]
}

/// Revenue of the period's completed visits per day, per payment method and per master.
#[derive(Debug, Clone, Default)]
pub struct RevenueBy {
    /// Days with completed visits, oldest first (`group_key` yyyy-MM-dd).
    pub by_day: Vec<Group>,
    /// Most first (`unknown` for visits completed without a method).
    pub by_method: Vec<Group>,
    /// Most first (`group_key` the master's id, `name` theirs).
    pub by_master: Vec<Group>,
}

impl RevenueBy {
    /// kuruş of the period's completed visits.
    pub fn total(&self) -> i64 {
        self.by_day.iter().map(|g| g.revenue).sum()
    }
}

#[derive(Debug, FromQueryResult)]
struct MasterName {
    id: i64,
    full_name: String,
}

/// The day rows of the period with completed visits.
const DAY_ROWS: &str = "FROM appointment_days WHERE salon_id = ? AND day >= ? AND day <= ? AND completed <> 0";

/// The period's day rows per `key` (an SQL expression over them), in the key's order. Each
/// grouping is summed by the database: on SQLite every row handed to the server is a hand-off
/// between threads, and the day rows of a year are thousands (3,142 for the history seed's salon).
async fn days_by(db: &DatabaseConnection, key: &str, values: Vec<sea_orm::Value>) -> Result<Vec<Group>, Error> {
    let sql = format!(
        "SELECT CAST({key} AS TEXT) AS group_key, CAST(NULL AS TEXT) AS name, CAST(SUM(completed) AS BIGINT) AS visits, \
         CAST(SUM(revenue) AS BIGINT) AS revenue {DAY_ROWS} GROUP BY {key} ORDER BY {key}"
    );
    Ok(Group::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}

/// [`RevenueBy`]: by day and by master from the day rows `appointment_days` (a row per day and
/// master, every completed visit whatever its method), by method as the payments report counts
/// it (`numbers::method_totals`).
pub async fn revenue_by(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<RevenueBy, Error> {
    let values = || period_values(salon_id, period);
    let by_method = crate::numbers::method_totals(db, crate::numbers::Scope::salon(salon_id, period.from, period.to))
        .await?
        .into_iter()
        .map(|m| Group { group_key: m.method.unwrap_or_else(|| "unknown".into()), name: None, visits: m.payments, revenue: m.amount })
        .collect();
    let by_day = days_by(db, "day", values()).await?;
    let by_master = days_by(db, "master_id", values()).await?;
    name_and_sort(db, salon_id, RevenueBy { by_day, by_method, by_master }).await
}

/// Names the masters' groups and puts methods and masters most first.
async fn name_and_sort(db: &DatabaseConnection, salon_id: i64, mut revenue: RevenueBy) -> Result<RevenueBy, Error> {
    let backend = db.get_database_backend();
    let names: HashMap<String, String> =
        MasterName::find_by_statement(statement(backend, "SELECT id, full_name FROM masters WHERE salon_id = ?", vec![salon_id.into()]))
            .all(db)
            .await?
            .into_iter()
            .map(|m| (m.id.to_string(), m.full_name))
            .collect();
    for master in &mut revenue.by_master {
        master.name = names.get(&master.group_key).cloned();
    }
    revenue.by_method.sort_by(|a, b| b.revenue.cmp(&a.revenue).then_with(|| a.group_key.cmp(&b.group_key)));
    let id = |g: &Group| g.group_key.parse::<i64>().unwrap_or(0);
    revenue.by_master.sort_by(|a, b| b.revenue.cmp(&a.revenue).then(id(a).cmp(&id(b))));
    Ok(revenue)
}

/// Revenue per salon service, most first: each visit's collected amount spread over its
/// services, read from the day rows (`numbers::service_totals`).
pub async fn by_service(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<Vec<ServiceRevenue>, Error> {
    let names = crate::numbers::service_names(db, salon_id).await?;
    let mut by_service: BTreeMap<i64, ServiceRevenue> = BTreeMap::new();
    for t in crate::numbers::service_totals(db, crate::numbers::Scope::salon(salon_id, period.from, period.to)).await? {
        let entry = by_service.entry(t.salon_service_id).or_insert_with(|| {
            let name = names.get(&t.salon_service_id);
            let text = |pick: fn(&crate::numbers::ServiceNames) -> &String| name.map(|n| pick(n).clone()).unwrap_or_default();
            ServiceRevenue {
                salon_service_id: t.salon_service_id,
                name_tr: text(|n| &n.name_tr),
                name_en: text(|n| &n.name_en),
                name_ru: text(|n| &n.name_ru),
                visits: 0,
                revenue: 0,
            }
        });
        entry.visits += t.visits;
        entry.revenue += t.collected;
    }
    let mut out: Vec<ServiceRevenue> = by_service.into_values().filter(|s| s.visits > 0).collect();
    out.sort_by(|a, b| b.revenue.cmp(&a.revenue).then(a.salon_service_id.cmp(&b.salon_service_id)));
    Ok(out)
}

/// kuruş of completed visits in the period (from the day rows).
pub async fn revenue(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<i64, Error> {
    let sql =
        "SELECT CAST(COALESCE(SUM(revenue), 0) AS BIGINT) AS amount FROM appointment_days WHERE salon_id = ? AND day >= ? AND day <= ?";
    Ok(Sum::find_by_statement(statement(db.get_database_backend(), sql, period_values(salon_id, period)))
        .one(db)
        .await?
        .unwrap_or_default()
        .amount)
}

/// kuruş paid to masters in the period.
pub async fn salary_payments(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<i64, Error> {
    let sql =
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS amount FROM salary_payments WHERE salon_id = ? AND paid_on BETWEEN ? AND ?";
    Ok(Sum::find_by_statement(statement(db.get_database_backend(), sql, period_values(salon_id, period)))
        .one(db)
        .await?
        .unwrap_or_default()
        .amount)
}

/// An expense and the days it falls on within a period.
#[derive(Debug, Clone)]
pub struct Occurring {
    pub expense: expenses::Model,
    pub days: Vec<NaiveDate>,
}

impl Occurring {
    pub fn total(&self) -> i64 {
        self.expense.amount * self.days.len() as i64
    }
}

/// The salon's expenses that fall within the period at least once (a recurring one maybe
/// several times), by first day.
pub async fn expenses_in(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<Vec<Occurring>, Error> {
    let candidates = expenses::Entity::find()
        .filter(expenses::Column::SalonId.eq(salon_id))
        .filter(expenses::Column::SpentOn.lte(period.to))
        .filter(Condition::any().add(expenses::Column::RecurringMonthly.eq(true)).add(expenses::Column::SpentOn.gte(period.from)))
        .filter(Condition::any().add(expenses::Column::EndsOn.is_null()).add(expenses::Column::EndsOn.gte(period.from)))
        .order_by_asc(expenses::Column::SpentOn)
        .order_by_asc(expenses::Column::Id)
        .all(db)
        .await?;
    let mut out: Vec<Occurring> = candidates
        .into_iter()
        .map(|e| {
            let days = occurrences(e.spent_on, e.recurring_monthly, e.ends_on, period);
            Occurring { expense: e, days }
        })
        .filter(|o| !o.days.is_empty())
        .collect();
    out.sort_by_key(|o| (o.days[0], o.expense.id));
    Ok(out)
}

/// An expense as typed.
#[derive(Debug, Clone)]
pub struct ExpenseData {
    pub category: String,
    pub amount: i64,
    pub spent_on: NaiveDate,
    pub recurring_monthly: bool,
    pub ends_on: Option<NaiveDate>,
    pub note: Option<String>,
}

pub async fn create_expense(
    db: &DatabaseConnection,
    salon_id: i64,
    data: ExpenseData,
    by: i64,
    now: DateTime<Utc>,
) -> Result<expenses::Model, Error> {
    Ok(expenses::ActiveModel {
        salon_id: Set(salon_id),
        category: Set(data.category),
        amount: Set(data.amount),
        spent_on: Set(data.spent_on),
        recurring_monthly: Set(data.recurring_monthly),
        ends_on: Set(data.ends_on),
        note: Set(data.note),
        created_by: Set(Some(by)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// The salon's expense with this id.
pub async fn expense(db: &impl ConnectionTrait, salon_id: i64, id: i64) -> Result<Option<expenses::Model>, Error> {
    Ok(expenses::Entity::find_by_id(id).filter(expenses::Column::SalonId.eq(salon_id)).one(db).await?)
}

/// Replaces an expense of the salon; `None` when it has none with that id.
pub async fn update_expense(db: &DatabaseConnection, salon_id: i64, id: i64, data: ExpenseData) -> Result<Option<expenses::Model>, Error> {
    let Some(row) = expense(db, salon_id, id).await? else { return Ok(None) };
    let mut row: expenses::ActiveModel = row.into();
    row.category = Set(data.category);
    row.amount = Set(data.amount);
    row.spent_on = Set(data.spent_on);
    row.recurring_monthly = Set(data.recurring_monthly);
    row.ends_on = Set(data.ends_on);
    row.note = Set(data.note);
    Ok(Some(row.update(db).await?))
}

/// Deletes an expense of the salon; `false` when it has none with that id.
pub async fn delete_expense(db: &DatabaseConnection, salon_id: i64, id: i64) -> Result<bool, Error> {
    let done =
        expenses::Entity::delete_many().filter(expenses::Column::SalonId.eq(salon_id)).filter(expenses::Column::Id.eq(id)).exec(db).await?;
    Ok(done.rows_affected > 0)
}
