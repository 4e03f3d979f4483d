//! Finances (issue #19 item 2): revenue from completed visits grouped by day, payment method,
//! master and service; the salon's expenses and its payments to masters. Each grouping is one
//! query; revenue per service spreads each visit's price over its services
//! (`domain::salary::allocate`) so the services add up to the revenue exactly.

use std::collections::BTreeMap;

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

#[derive(Debug, Clone, FromQueryResult)]
struct ServiceLine {
    appointment_id: i64,
    total_price: i64,
    salon_service_id: i64,
    name_tr: String,
    name_en: String,
    name_ru: String,
    line: i64,
}

#[derive(Debug, Clone, Default, FromQueryResult)]
struct Sum {
    amount: i64,
}

const COMPLETED: &str = "FROM appointments a WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date BETWEEN ? AND ?";

fn period_values(salon_id: i64, period: Period) -> Vec<sea_orm::Value> {
    vec![salon_id.into(), period.from.into(), period.to.into()]
}

async fn groups(db: &DatabaseConnection, sql: &str, salon_id: i64, period: Period) -> Result<Vec<Group>, Error> {
    Ok(Group::find_by_statement(statement(db.get_database_backend(), sql, period_values(salon_id, period))).all(db).await?)
}

/// Revenue per day with completed visits, oldest first.
pub async fn by_day(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<Vec<Group>, Error> {
    // The day as text the same way on both databases (SQLite stores it as text already).
    let day = if db.get_database_backend() == sea_orm::DbBackend::Postgres {
        "TO_CHAR(a.provision_date, 'YYYY-MM-DD')"
    } else {
        "a.provision_date"
    };
    let sql = format!(
        "SELECT {day} AS group_key, CAST(NULL AS TEXT) AS name, COUNT(*) AS visits, CAST(SUM({COLLECTED}) AS BIGINT) AS revenue {COMPLETED} \
         GROUP BY a.provision_date ORDER BY a.provision_date"
    );
    groups(db, &sql, salon_id, period).await
}

/// Revenue per payment method (`unknown` for visits completed without one), most first.
pub async fn by_method(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<Vec<Group>, Error> {
    let sql = format!(
        "SELECT COALESCE(a.payment_method, 'unknown') AS group_key, CAST(NULL AS TEXT) AS name, COUNT(*) AS visits, \
         CAST(SUM({COLLECTED}) AS BIGINT) AS revenue {COMPLETED} GROUP BY COALESCE(a.payment_method, 'unknown') \
         ORDER BY SUM({COLLECTED}) DESC, COALESCE(a.payment_method, 'unknown')"
    );
    groups(db, &sql, salon_id, period).await
}

/// Revenue per master, most first.
pub async fn by_master(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<Vec<Group>, Error> {
    let sql = format!(
        "SELECT CAST(m.id AS TEXT) AS group_key, m.full_name AS name, COUNT(*) AS visits, CAST(SUM({COLLECTED}) AS BIGINT) AS revenue \
               FROM appointments a JOIN masters m ON m.id = a.master_id \
               WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date BETWEEN ? AND ? \
               GROUP BY m.id, m.full_name ORDER BY SUM({COLLECTED}) DESC, m.id"
    );
    groups(db, &sql, salon_id, period).await
}

/// Revenue per salon service, most first.
pub async fn by_service(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<Vec<ServiceRevenue>, Error> {
    let sql = format!(
        "SELECT a.id AS appointment_id, {COLLECTED} AS total_price, ai.salon_service_id, s.name_tr, s.name_en, s.name_ru, ai.price AS line \
               FROM appointments a JOIN appointment_items ai ON ai.appointment_id = a.id \
               JOIN salon_services ss ON ss.id = ai.salon_service_id JOIN services s ON s.id = ss.service_id \
               WHERE a.salon_id = ? AND a.status = 'completed' AND a.provision_date BETWEEN ? AND ? ORDER BY a.id, ai.id"
    );
    let lines = ServiceLine::find_by_statement(statement(db.get_database_backend(), &sql, period_values(salon_id, period))).all(db).await?;
    let mut by_service: BTreeMap<i64, (ServiceRevenue, i64)> = BTreeMap::new();
    for visit in lines.chunk_by(|a, b| a.appointment_id == b.appointment_id) {
        let shares = domain::salary::allocate(visit[0].total_price, &visit.iter().map(|l| l.line).collect::<Vec<_>>());
        for (line, share) in visit.iter().zip(shares) {
            let entry = by_service.entry(line.salon_service_id).or_insert_with(|| {
                (
                    ServiceRevenue {
                        salon_service_id: line.salon_service_id,
                        name_tr: line.name_tr.clone(),
                        name_en: line.name_en.clone(),
                        name_ru: line.name_ru.clone(),
                        visits: 0,
                        revenue: 0,
                    },
                    -1,
                )
            });
            entry.0.revenue += share;
            // A visit with the service twice counts once.
            if entry.1 != line.appointment_id {
                entry.0.visits += 1;
                entry.1 = line.appointment_id;
            }
        }
    }
    let mut out: Vec<ServiceRevenue> = by_service.into_values().map(|(s, _)| s).collect();
    out.sort_by(|a, b| b.revenue.cmp(&a.revenue).then(a.salon_service_id.cmp(&b.salon_service_id)));
    Ok(out)
}

/// kuruş of completed visits in the period.
pub async fn revenue(db: &DatabaseConnection, salon_id: i64, period: Period) -> Result<i64, Error> {
    let sql = format!("SELECT CAST(COALESCE(SUM({COLLECTED}), 0) AS BIGINT) AS amount {COMPLETED}");
    Ok(Sum::find_by_statement(statement(db.get_database_backend(), &sql, period_values(salon_id, period)))
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
