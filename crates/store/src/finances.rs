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
use crate::sql::{COLLECTED, statement};

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

const COMPLETED: &str = "FROM appointments a WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date BETWEEN ? AND ?";

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

/// The period's completed visits per payment method, summed from the day rows.
#[derive(Debug, FromQueryResult)]
struct MethodSums {
    card_visits: i64,
    card_revenue: i64,
    cash_visits: i64,
    cash_revenue: i64,
    transfer_visits: i64,
    transfer_revenue: i64,
    unpaid_visits: i64,
    unpaid_revenue: i64,
    other_visits: i64,
}

/// The day rows of the period with completed visits.
const DAY_ROWS: &str = "FROM appointment_days WHERE salon_id = ? AND day >= ? AND day <= ? AND completed <> 0";

/// Where the groups are summed from: the day rows, or the visits themselves (a period with
/// visits paid another way than card, cash or transfer, which the day rows do not split).
struct Source {
    from: String,
    day: &'static str,
    master: &'static str,
    visits: &'static str,
    revenue: &'static str,
}

/// The groups of `source` per `key` (an SQL expression), in the key's order. Each grouping is
/// summed by the database: on SQLite every row handed to the server is a hand-off between
/// threads, and the day rows of a year are thousands (3,142 for the history seed's salon).
async fn summed_by(db: &DatabaseConnection, source: &Source, key: &str, values: Vec<sea_orm::Value>) -> Result<Vec<Group>, Error> {
    let sql = format!(
        "SELECT CAST({key} AS TEXT) AS group_key, CAST(NULL AS TEXT) AS name, CAST(SUM({}) AS BIGINT) AS visits, \
         CAST(SUM({}) AS BIGINT) AS revenue {} GROUP BY {key} ORDER BY {key}",
        source.visits, source.revenue, source.from
    );
    Ok(Group::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}

/// [`RevenueBy`] from the day rows `appointment_days` (a row per day and master, with the
/// completed visits per payment method); a period with visits paid another way than card, cash
/// or transfer is counted from the visits (the covering index `ix_appointments_salon_net_numbers`).
pub async fn revenue_by(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<RevenueBy, Error> {
    let values = || period_values(salon_id, period);
    let sums = format!(
        "SELECT {} {DAY_ROWS}",
        [
            "card_visits",
            "card_revenue",
            "cash_visits",
            "cash_revenue",
            "transfer_visits",
            "transfer_revenue",
            "unpaid_visits",
            "unpaid_revenue",
            "other_visits"
        ]
        .map(|c| format!("CAST(COALESCE(SUM({c}), 0) AS BIGINT) AS {c}"))
        .join(", ")
    );
    let methods = MethodSums::find_by_statement(statement(db.get_database_backend(), &sums, values())).one(db).await?;
    let (source, by_method) = match methods {
        Some(m) if m.other_visits == 0 => {
            let source = Source { from: DAY_ROWS.to_owned(), day: "day", master: "master_id", visits: "completed", revenue: "revenue" };
            let by_method = [
                ("card", m.card_visits, m.card_revenue),
                ("cash", m.cash_visits, m.cash_revenue),
                ("transfer", m.transfer_visits, m.transfer_revenue),
                ("unknown", m.unpaid_visits, m.unpaid_revenue),
            ]
            .into_iter()
            .filter(|(_, visits, _)| *visits != 0)
            .map(|(method, visits, revenue)| Group { group_key: method.to_owned(), name: None, visits, revenue })
            .collect();
            (source, by_method)
        }
        _ => {
            let source =
                Source { from: COMPLETED.to_owned(), day: "a.provision_date", master: "a.master_id", visits: "1", revenue: COLLECTED };
            let by_method = summed_by(db, &source, "COALESCE(a.payment_method, 'unknown')", values()).await?;
            (source, by_method)
        }
    };
    let by_day = summed_by(db, &source, source.day, values()).await?;
    let by_master = summed_by(db, &source, source.master, values()).await?;
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
