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
struct Cell {
    day: NaiveDate,
    master_id: i64,
    method: Option<String>,
    visits: i64,
    revenue: i64,
}

#[derive(Debug, FromQueryResult)]
struct MasterName {
    id: i64,
    full_name: String,
}

#[derive(Debug, FromQueryResult)]
struct DayCell {
    day: NaiveDate,
    master_id: i64,
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

/// [`RevenueBy`] from the day rows `appointment_days` (a row per day and master, with the
/// completed visits per payment method), folded here; a period with visits paid another way than
/// card, cash or transfer is counted from the visits.
pub async fn revenue_by(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<RevenueBy, Error> {
    let sql = "SELECT day, master_id, card_visits, card_revenue, cash_visits, cash_revenue, transfer_visits, transfer_revenue, \
               unpaid_visits, unpaid_revenue, other_visits FROM appointment_days \
               WHERE salon_id = ? AND day >= ? AND day <= ? AND completed <> 0";
    let days = DayCell::find_by_statement(statement(db.get_database_backend(), sql, period_values(salon_id, period))).all(db).await?;
    if days.iter().any(|d| d.other_visits != 0) {
        return visit_revenue_by(db, salon_id, period).await;
    }
    let mut cells = Vec::with_capacity(days.len() * 2);
    for d in days {
        for (method, visits, revenue) in [
            (Some("card"), d.card_visits, d.card_revenue),
            (Some("cash"), d.cash_visits, d.cash_revenue),
            (Some("transfer"), d.transfer_visits, d.transfer_revenue),
            (None, d.unpaid_visits, d.unpaid_revenue),
        ] {
            if visits != 0 {
                cells.push(Cell { day: d.day, master_id: d.master_id, method: method.map(str::to_owned), visits, revenue });
            }
        }
    }
    fold_revenue(db, salon_id, cells).await
}

/// [`revenue_by`] from one pass over the visits (the covering index `ix_appointments_salon_net_numbers`).
async fn visit_revenue_by(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<RevenueBy, Error> {
    let sql = format!(
        "SELECT a.provision_date AS day, a.master_id, a.payment_method AS method, COUNT(*) AS visits, \
         CAST(SUM({COLLECTED}) AS BIGINT) AS revenue {COMPLETED} GROUP BY a.provision_date, a.master_id, a.payment_method"
    );
    let cells = Cell::find_by_statement(statement(db.get_database_backend(), &sql, period_values(salon_id, period))).all(db).await?;
    fold_revenue(db, salon_id, cells).await
}

async fn fold_revenue(db: &DatabaseConnection, salon_id: i64, cells: Vec<Cell>) -> Result<RevenueBy, Error> {
    let backend = db.get_database_backend();
    let names: HashMap<i64, String> =
        MasterName::find_by_statement(statement(backend, "SELECT id, full_name FROM masters WHERE salon_id = ?", vec![salon_id.into()]))
            .all(db)
            .await?
            .into_iter()
            .map(|m| (m.id, m.full_name))
            .collect();
    let mut days: BTreeMap<NaiveDate, (i64, i64)> = BTreeMap::new();
    let mut methods: BTreeMap<String, (i64, i64)> = BTreeMap::new();
    let mut masters: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    for c in cells {
        for sum in [
            days.entry(c.day).or_default(),
            methods.entry(c.method.unwrap_or_else(|| "unknown".into())).or_default(),
            masters.entry(c.master_id).or_default(),
        ] {
            sum.0 += c.visits;
            sum.1 += c.revenue;
        }
    }
    let group = |key: String, name: Option<String>, (visits, revenue): (i64, i64)| Group { group_key: key, name, visits, revenue };
    let by_day = days.into_iter().map(|(day, sums)| group(day.format("%Y-%m-%d").to_string(), None, sums)).collect();
    let mut by_method: Vec<Group> = methods.into_iter().map(|(method, sums)| group(method, None, sums)).collect();
    by_method.sort_by(|a, b| b.revenue.cmp(&a.revenue).then_with(|| a.group_key.cmp(&b.group_key)));
    let mut by_master: Vec<(i64, Group)> =
        masters.into_iter().map(|(id, sums)| (id, group(id.to_string(), names.get(&id).cloned(), sums))).collect();
    by_master.sort_by(|a, b| b.1.revenue.cmp(&a.1.revenue).then(a.0.cmp(&b.0)));
    Ok(RevenueBy { by_day, by_method, by_master: by_master.into_iter().map(|(_, g)| g).collect() })
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
