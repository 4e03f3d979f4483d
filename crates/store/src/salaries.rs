//! Salaries (issue #19 item 1): what the salary rows are counted from, the masters' pay settings,
//! the salon's corrections of worked days, and payments to masters. Every read is one query per
//! kind for all the salon's masters at once (grouped in SQL), never one per master.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, NaiveDate, Utc};
use domain::availability::{MasterCalendar, SalonCalendar};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Set,
};

use crate::Error;
use crate::entities::{master_category_commissions, master_worked_days, masters, salary_payments, salons};
use crate::sql::{COLLECTED, day_literal, statement};

/// Counts of one master's appointments in a period.
#[derive(Debug, Clone, Default, FromQueryResult)]
pub struct Counts {
    pub master_id: i64,
    /// Every appointment dated in the period, whatever became of it.
    pub booked: i64,
    pub completed: i64,
    /// kuruş of completed visits.
    pub revenue: i64,
    /// Distinct clients (by phone) of completed visits.
    pub clients: i64,
}

#[derive(Debug, Clone, FromQueryResult)]
struct MasterAmount {
    master_id: i64,
    amount: i64,
}

/// Everything the salary rows of a salon for a period are counted from.
#[derive(Debug, Clone)]
pub struct SalaryData {
    /// The salon's masters still on the team, and removed ones with visits or payments in the period.
    pub masters: Vec<masters::Model>,
    pub salon: SalonCalendar,
    pub calendars: HashMap<i64, MasterCalendar>,
    pub corrections: HashMap<i64, BTreeMap<NaiveDate, u32>>,
    pub counts: HashMap<i64, Counts>,
    /// master → category → kuruş: each completed visit's collected amount spread over its
    /// services (`domain::salary::allocate`), summed per category.
    pub revenue_by_category: HashMap<i64, BTreeMap<i64, i64>>,
    /// master → new clients: clients whose first completed visit at the salon is in the period.
    pub new_clients: HashMap<i64, i64>,
    pub category_rates: HashMap<i64, BTreeMap<i64, i64>>,
    /// master → kuruş paid in the period.
    pub paid: HashMap<i64, i64>,
}

/// The salary data of `salon_id`'s masters for `from..=to`; `only` narrows it to one master.
pub async fn data(db: &DatabaseConnection, salon_id: i64, from: NaiveDate, to: NaiveDate, only: Option<i64>) -> Result<SalaryData, Error> {
    let backend = db.get_database_backend();
    let salon =
        salons::Entity::find_by_id(salon_id).one(db).await?.ok_or_else(|| Error::from(sea_orm::DbErr::RecordNotFound("salon".into())))?;
    let mut master_query = masters::Entity::find().filter(masters::Column::SalonId.eq(salon_id));
    if let Some(id) = only {
        master_query = master_query.filter(masters::Column::Id.eq(id));
    }
    let all_masters = master_query.order_by_asc(masters::Column::SortOrder).order_by_asc(masters::Column::Id).all(db).await?;
    let master_filter = if only.is_some() { " AND a.master_id = ?" } else { "" };
    let with_master = |mut values: Vec<sea_orm::Value>| {
        if let Some(id) = only {
            values.push(id.into());
        }
        values
    };

    // Counts and revenue from the day rows `appointment_days`; the clients from the pair rows
    // `master_client_totals` (migration 000050) and their counts per last day (000051).
    let counts_sql = format!(
        "SELECT d.master_id, CAST(SUM(d.appointments) AS BIGINT) AS booked, CAST(SUM(d.completed) AS BIGINT) AS completed, \
         CAST(SUM(d.revenue) AS BIGINT) AS revenue, CAST(0 AS BIGINT) AS clients \
         FROM appointment_days d WHERE d.salon_id = ? AND d.day BETWEEN ? AND ?{} GROUP BY d.master_id HAVING SUM(d.appointments) > 0",
        if only.is_some() { " AND d.master_id = ?" } else { "" }
    );
    // Distinct clients per master: the (master, phone) pairs whose completed visits overlap the
    // period, each counted once, so nothing is de-duplicated (every completed visit of a year read
    // and de-duplicated per master was 20 ms of SQLite's 33 for the whole call). A pair whose
    // last visit is inside the period counts, whatever its first: those are added up from the
    // counts per last day (`master_client_last_days`, migration 000051), not read one by one.
    // A pair seen again after the period counts when its first visit is inside the period, and
    // one whose visits straddle the whole period is probed for a visit inside it; for a period
    // ending today there are none of either.
    // The period's days are written in, not bound: from its sixth run PostgreSQL planned such a
    // bound statement generically, reading each visit's row (31–129 ms against 16 ms for a year of
    // the history seed's salon, `EXPLAIN ANALYZE EXECUTE`, session 25).
    let (first, last) = (day_literal(from), day_literal(to));
    let only_master = |alias: &str| only.map(|m| format!(" AND {alias}master_id = {m}")).unwrap_or_default();
    let clients_sql = format!(
        "SELECT master_id, CAST(SUM(amount) AS BIGINT) AS amount FROM (\
           SELECT l.master_id, l.pairs AS amount FROM master_client_last_days l \
           WHERE l.salon_id = {salon_id} AND l.last_day >= {first} AND l.last_day <= {last}{} \
           UNION ALL \
           SELECT t.master_id, 1 AS amount FROM master_client_totals t \
           WHERE t.salon_id = {salon_id} AND t.last_day > {last} AND t.first_day <= {last}{} \
           AND (t.first_day >= {first} OR EXISTS (SELECT 1 FROM appointments a \
                WHERE a.salon_id = t.salon_id AND a.status = 'completed' AND a.client_phone = t.client_phone \
                AND a.provision_date BETWEEN {first} AND {last} AND a.master_id = t.master_id))) pairs \
         GROUP BY master_id HAVING SUM(amount) > 0",
        only_master("l."),
        only_master("t.")
    );
    // A client is new to the master's row when their first completed visit at this salon (with
    // anyone) is one of this master's visits in the period: the clients whose first visit falls
    // in the period (the client rows `salon_client_totals`), then their first day's visits.
    // CROSS JOIN: SQLite starts from those few client rows, not from every visit of the period
    // (16 ms → 0.1 ms for a year of the history seed's salon).
    let new_sql = format!(
        "SELECT a.master_id, COUNT(DISTINCT a.client_phone) AS amount FROM salon_client_totals f CROSS JOIN appointments a \
         WHERE f.salon_id = ? AND f.first_day BETWEEN ? AND ? AND a.salon_id = f.salon_id AND a.status = 'completed' \
         AND a.client_phone = f.client_phone AND a.provision_date = f.first_day{master_filter} GROUP BY a.master_id"
    );
    let paid_sql = format!(
        "SELECT master_id, CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS amount FROM salary_payments \
         WHERE salon_id = ? AND paid_on BETWEEN ? AND ?{} GROUP BY master_id",
        if only.is_some() { " AND master_id = ?" } else { "" }
    );
    let period = || vec![salon_id.into(), from.into(), to.into()];
    let mut counts = Counts::find_by_statement(statement(backend, &counts_sql, with_master(period()))).all(db).await?;
    let clients: HashMap<i64, i64> = MasterAmount::find_by_statement(statement(backend, &clients_sql, vec![]))
        .all(db)
        .await?
        .into_iter()
        .map(|c| (c.master_id, c.amount))
        .collect();
    for c in &mut counts {
        c.clients = clients.get(&c.master_id).copied().unwrap_or(0);
    }
    let new_clients = MasterAmount::find_by_statement(statement(backend, &new_sql, with_master(period()))).all(db).await?;
    let paid = MasterAmount::find_by_statement(statement(backend, &paid_sql, with_master(period()))).all(db).await?;
    let categories = crate::numbers::service_names(db, salon_id).await?;
    let mut revenue_by_category: HashMap<i64, BTreeMap<i64, i64>> = HashMap::new();
    for t in crate::numbers::service_totals(db, crate::numbers::Scope { salon_id, from, to, master_id: only }).await? {
        if let Some(service) = categories.get(&t.salon_service_id) {
            *revenue_by_category.entry(t.master_id).or_default().entry(service.category_id).or_default() += t.collected;
        }
    }

    let counts: HashMap<i64, Counts> = counts.into_iter().map(|c| (c.master_id, c)).collect();
    let paid: HashMap<i64, i64> = paid.into_iter().map(|p| (p.master_id, p.amount)).collect();
    let masters: Vec<masters::Model> = all_masters
        .into_iter()
        .filter(|m| only.is_some() || m.deleted_at.is_none() || counts.contains_key(&m.id) || paid.contains_key(&m.id))
        .collect();
    let ids: Vec<i64> = masters.iter().map(|m| m.id).collect();

    let salon_calendar = crate::bookings::salon_calendar(db, &salon, from, to).await?;
    let calendars = crate::bookings::master_schedules(db, &ids).await?.into_iter().map(|c| (c.master_id, c)).collect();
    let mut corrections: HashMap<i64, BTreeMap<NaiveDate, u32>> = HashMap::new();
    for row in master_worked_days::Entity::find()
        .filter(master_worked_days::Column::MasterId.is_in(ids.clone()))
        .filter(master_worked_days::Column::Day.between(from, to))
        .all(db)
        .await?
    {
        corrections.entry(row.master_id).or_default().insert(row.day, row.minutes.max(0) as u32);
    }
    let mut category_rates: HashMap<i64, BTreeMap<i64, i64>> = HashMap::new();
    for row in master_category_commissions::Entity::find().filter(master_category_commissions::Column::MasterId.is_in(ids)).all(db).await? {
        category_rates.entry(row.master_id).or_default().insert(row.category_id, i64::from(row.commission_bp));
    }
    Ok(SalaryData {
        masters,
        salon: salon_calendar,
        calendars,
        corrections,
        counts,
        revenue_by_category,
        new_clients: new_clients.into_iter().map(|n| (n.master_id, n.amount)).collect(),
        category_rates,
        paid,
    })
}

/// A master of this salon (removed ones included: their past still counts), or `None`.
pub async fn master(db: &impl ConnectionTrait, salon_id: i64, master_id: i64) -> Result<Option<masters::Model>, Error> {
    Ok(masters::Entity::find_by_id(master_id).filter(masters::Column::SalonId.eq(salon_id)).one(db).await?)
}

/// A master's pay settings.
#[derive(Debug, Clone)]
pub struct Settings {
    pub salary_type: String,
    pub monthly_salary: Option<i64>,
    pub hourly_rate: Option<i64>,
    pub commission_bp: Option<i32>,
    /// category → basis points
    pub categories: Vec<(i64, i32)>,
}

/// The master's per-category commissions, by category id.
pub async fn category_commissions(db: &impl ConnectionTrait, master_id: i64) -> Result<Vec<(i64, i32)>, Error> {
    Ok(master_category_commissions::Entity::find()
        .filter(master_category_commissions::Column::MasterId.eq(master_id))
        .order_by_asc(master_category_commissions::Column::CategoryId)
        .all(db)
        .await?
        .into_iter()
        .map(|r| (r.category_id, r.commission_bp))
        .collect())
}

/// Writes the settings of a master of `salon_id` (the per-category list replaces the old one);
/// `false` when the master is not the salon's.
pub async fn save_settings(db: &DatabaseConnection, salon_id: i64, master_id: i64, settings: &Settings) -> Result<bool, Error> {
    let txn = crate::bookings::begin_write(db).await?;
    let Some(row) = master(&txn, salon_id, master_id).await? else { return Ok(false) };
    let mut row: masters::ActiveModel = row.into();
    row.salary_type = Set(settings.salary_type.clone());
    row.monthly_salary = Set(settings.monthly_salary);
    row.hourly_rate = Set(settings.hourly_rate);
    row.commission_bp = Set(settings.commission_bp);
    row.update(&txn).await?;
    master_category_commissions::Entity::delete_many()
        .filter(master_category_commissions::Column::MasterId.eq(master_id))
        .exec(&txn)
        .await?;
    for (category_id, bp) in &settings.categories {
        master_category_commissions::ActiveModel { master_id: Set(master_id), category_id: Set(*category_id), commission_bp: Set(*bp) }
            .insert(&txn)
            .await?;
    }
    txn.commit().await?;
    Ok(true)
}

/// Sets (or with `None` removes) the salon's correction of one worked day of a master it owns.
pub async fn set_worked_day(
    db: &DatabaseConnection,
    master_id: i64,
    day: NaiveDate,
    minutes: Option<u32>,
    by: i64,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    match minutes {
        None => {
            master_worked_days::Entity::delete_many()
                .filter(master_worked_days::Column::MasterId.eq(master_id))
                .filter(master_worked_days::Column::Day.eq(day))
                .exec(db)
                .await?;
        }
        Some(minutes) => {
            let row = master_worked_days::ActiveModel {
                master_id: Set(master_id),
                day: Set(day),
                minutes: Set(minutes as i32),
                updated_by: Set(Some(by)),
                updated_at: Set(now),
            };
            master_worked_days::Entity::insert(row)
                .on_conflict(
                    OnConflict::columns([master_worked_days::Column::MasterId, master_worked_days::Column::Day])
                        .update_columns([
                            master_worked_days::Column::Minutes,
                            master_worked_days::Column::UpdatedBy,
                            master_worked_days::Column::UpdatedAt,
                        ])
                        .to_owned(),
                )
                .exec(db)
                .await?;
        }
    }
    Ok(())
}

/// A payment to be recorded.
#[derive(Debug, Clone)]
pub struct NewPayment {
    pub amount: i64,
    pub paid_on: NaiveDate,
    pub method: String,
    pub note: Option<String>,
}

pub async fn add_payment(
    db: &DatabaseConnection,
    salon_id: i64,
    master_id: i64,
    payment: NewPayment,
    by: i64,
    now: DateTime<Utc>,
) -> Result<salary_payments::Model, Error> {
    Ok(salary_payments::ActiveModel {
        salon_id: Set(salon_id),
        master_id: Set(master_id),
        amount: Set(payment.amount),
        paid_on: Set(payment.paid_on),
        method: Set(payment.method),
        note: Set(payment.note),
        created_by: Set(Some(by)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(db)
    .await?)
}

/// Payments of a master in `from..=to`, newest first.
pub async fn payments(
    db: &DatabaseConnection,
    salon_id: i64,
    master_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<salary_payments::Model>, Error> {
    Ok(salary_payments::Entity::find()
        .filter(salary_payments::Column::SalonId.eq(salon_id))
        .filter(salary_payments::Column::MasterId.eq(master_id))
        .filter(salary_payments::Column::PaidOn.between(from, to))
        .order_by_desc(salary_payments::Column::PaidOn)
        .order_by_desc(salary_payments::Column::Id)
        .all(db)
        .await?)
}

/// Deletes a payment of the salon; `false` when there is none with that id.
pub async fn delete_payment(db: &DatabaseConnection, salon_id: i64, id: i64) -> Result<bool, Error> {
    let done = salary_payments::Entity::delete_many()
        .filter(salary_payments::Column::SalonId.eq(salon_id))
        .filter(salary_payments::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(done.rows_affected > 0)
}

/// A completed visit of the drill-down.
#[derive(Debug, Clone, FromQueryResult)]
pub struct CompletedVisit {
    pub id: i64,
    pub provision_date: NaiveDate,
    pub start_min: i16,
    pub client_name: String,
    pub total_price: i64,
    pub payment_method: Option<String>,
}

/// The master's completed visits in `from..=to`: exactly those a salary row counts.
pub async fn completed_visits(
    db: &DatabaseConnection,
    salon_id: i64,
    master_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<CompletedVisit>, Error> {
    // `total_price` here is what was collected, so the visits add up to the row's revenue.
    let sql = format!(
        "SELECT a.id, a.provision_date, a.start_min, a.client_name, {COLLECTED} AS total_price, a.payment_method FROM appointments a \
         WHERE a.salon_id = ? AND a.master_id = ? AND a.status = 'completed' AND a.provision_date BETWEEN ? AND ? \
         ORDER BY a.provision_date, a.start_min, a.id"
    );
    Ok(CompletedVisit::find_by_statement(statement(
        db.get_database_backend(),
        &sql,
        vec![salon_id.into(), master_id.into(), from.into(), to.into()],
    ))
    .all(db)
    .await?)
}

/// A category the salon sells services of, named in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, FromQueryResult)]
pub struct SoldCategory {
    pub id: i64,
    pub name: String,
}

/// The categories of the salon's services (active or not: a commission may outlive an offer),
/// by name: what the per-category commission editor offers.
pub async fn sold_categories(db: &impl ConnectionTrait, salon_id: i64, locale: domain::Locale) -> Result<Vec<SoldCategory>, Error> {
    let name = crate::sql::localized_sql(locale, "c");
    let sql = format!(
        "SELECT DISTINCT c.id, {name} AS name FROM salon_services ss JOIN services s ON s.id = ss.service_id \
         JOIN categories c ON c.id = s.category_id WHERE ss.salon_id = ? ORDER BY name, c.id"
    );
    Ok(SoldCategory::find_by_statement(statement(db.get_database_backend(), &sql, vec![salon_id.into()])).all(db).await?)
}

/// Category ids among `ids` that exist.
pub async fn existing_categories(db: &impl ConnectionTrait, ids: &[i64]) -> Result<Vec<i64>, Error> {
    use crate::entities::categories;
    Ok(categories::Entity::find().filter(categories::Column::Id.is_in(ids.to_vec())).all(db).await?.into_iter().map(|c| c.id).collect())
}
