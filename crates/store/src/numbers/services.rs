//! What the completed visits of a scope were made of, per master and salon service, read from
//! rows the database's triggers keep — the month rows `appointment_service_months` (migration
//! 000051) for the scope's whole months, the day rows `appointment_service_days` (000040) for the
//! days around them — instead of joining every visit to its lines: the services chart and report,
//! the finances' revenue by service and the salaries' revenue by category all start here.
//!
//! The day rows hold line prices. A visit's collected amount (`sql::COLLECTED`) is spread over
//! its lines in proportion to their prices (`domain::salary::allocate`), which gives the line
//! prices themselves whenever the visit's price is the sum of its lines and nothing was paid with
//! points — every visit as booked. So only the visits paid partly with points (found on the
//! covering index, `points_discount > 0`) are read line by line and corrected. Should a scope's
//! completed visits not add up to their lines (a visit priced apart from its lines, or one
//! without lines), the lines are read and spread directly for that scope, so the figures are the
//! direct computation's in every case (`direct_service_totals`; the test
//! `service_days_equal_the_direct_computation` compares both).

use std::collections::HashMap;

use domain::Locale;
use sea_orm::{ConnectionTrait, FromQueryResult};

use domain::period::Period;

use super::Scope;
use crate::Error;
use crate::sql::{COLLECTED, day_literal, statement};

/// A salon service's part in one master's completed visits of a scope.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServiceTotals {
    pub master_id: i64,
    pub salon_service_id: i64,
    /// Units sold (lines without an option; a service booked twice in one visit counts twice).
    pub quantity: i64,
    /// Visits it was part of.
    pub visits: i64,
    /// kuruş: the lines' prices.
    pub lines: i64,
    /// kuruş: each visit's collected amount spread over its lines (`allocate`).
    pub collected: i64,
    /// kuruş: each visit's points discount spread over its lines.
    pub points: i64,
}

#[derive(Debug, FromQueryResult)]
struct DayRows {
    master_id: i64,
    salon_service_id: i64,
    quantity: i64,
    visits: i64,
    lines: i64,
}

#[derive(Debug, FromQueryResult)]
struct Check {
    prices: i64,
    revenue: i64,
}

#[derive(Debug, FromQueryResult)]
struct Line {
    appointment_id: i64,
    master_id: i64,
    salon_service_id: i64,
    option_id: Option<i64>,
    quantity: i32,
    collected: i64,
    discount: i64,
    price: i64,
}

/// The scope's completed visits per master and service.
pub async fn service_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<ServiceTotals>, Error> {
    let backend = db.get_database_backend();
    // The scope's whole months from the month rows (migration 000051), the days around them from
    // the day rows. The dates are written in, not bound (see `sql::day_literal`).
    let master = scope.master_id.map(|m| format!(" AND master_id = {m}")).unwrap_or_default();
    let salon = scope.salon_id;
    let cut = Period { from: scope.from, to: scope.to }.month_cut();
    let mut parts: Vec<String> = cut
        .days
        .iter()
        .map(|days| {
            format!(
                "SELECT master_id, salon_service_id, quantity, visits, revenue FROM appointment_service_days \
                 WHERE salon_id = {salon} AND day >= {} AND day <= {}{master}",
                day_literal(days.from),
                day_literal(days.to)
            )
        })
        .collect();
    if let Some((first, last)) = cut.months {
        parts.push(format!(
            "SELECT master_id, salon_service_id, quantity, visits, revenue FROM appointment_service_months \
             WHERE salon_id = {salon} AND month_start >= {} AND month_start <= {}{master}",
            day_literal(first),
            day_literal(last)
        ));
    }
    let sql = format!(
        "SELECT master_id, salon_service_id, CAST(SUM(quantity) AS BIGINT) AS quantity, CAST(SUM(visits) AS BIGINT) AS visits, \
         CAST(SUM(revenue) AS BIGINT) AS lines FROM ({}) kept GROUP BY master_id, salon_service_id HAVING SUM(visits) > 0",
        parts.join(" UNION ALL ")
    );
    let rows = DayRows::find_by_statement(statement(backend, &sql, vec![])).all(db).await?;
    let mut totals: Vec<ServiceTotals> = rows
        .into_iter()
        .map(|r| ServiceTotals {
            master_id: r.master_id,
            salon_service_id: r.salon_service_id,
            quantity: r.quantity,
            visits: r.visits,
            lines: r.lines,
            collected: r.lines,
            points: 0,
        })
        .collect();

    // Do the visits' prices add up to their lines? (The day rows sum the completed visits' prices.)
    let (filter, values) = scope.days();
    let check = Check::find_by_statement(statement(
        backend,
        &format!(
            "SELECT CAST(COALESCE(SUM(d.prices), 0) AS BIGINT) AS prices, CAST(COALESCE(SUM(d.revenue), 0) AS BIGINT) AS revenue \
             FROM appointment_days d WHERE {filter}"
        ),
        values,
    ))
    .one(db)
    .await?
    .unwrap_or(Check { prices: 0, revenue: 0 });
    if check.prices != totals.iter().map(|t| t.lines).sum::<i64>() {
        return direct_service_totals(db, scope).await;
    }
    if check.prices == check.revenue {
        // Nothing was paid with points: what was collected is the lines.
        return Ok(totals);
    }

    // The visits paid partly with points: their lines, spread.
    let lines = lines_of(db, scope, " AND a.points_discount > 0").await?;
    let mut index: HashMap<(i64, i64), usize> = totals.iter().enumerate().map(|(i, t)| ((t.master_id, t.salon_service_id), i)).collect();
    for visit in lines.chunk_by(|a, b| a.appointment_id == b.appointment_id) {
        let prices: Vec<i64> = visit.iter().map(|l| l.price).collect();
        let collected = domain::salary::allocate(visit[0].collected, &prices);
        let points = domain::salary::allocate(visit[0].discount, &prices);
        for ((line, collected), points) in visit.iter().zip(collected).zip(points) {
            let at = *index.entry((line.master_id, line.salon_service_id)).or_insert_with(|| {
                totals.push(ServiceTotals { master_id: line.master_id, salon_service_id: line.salon_service_id, ..Default::default() });
                totals.len() - 1
            });
            totals[at].collected += collected - line.price;
            totals[at].points += points;
        }
    }
    Ok(totals)
}

/// The completed visits' lines of the scope (with `extra` SQL on `a`), by visit.
async fn lines_of(db: &impl ConnectionTrait, scope: Scope, extra: &str) -> Result<Vec<Line>, Error> {
    let (filter, values) = scope.appointments();
    let sql = format!(
        "SELECT a.id AS appointment_id, a.master_id, ai.salon_service_id, ai.option_id, ai.quantity, {COLLECTED} AS collected, \
         a.points_discount AS discount, ai.price \
         FROM appointments a JOIN appointment_items ai ON ai.appointment_id = a.id \
         WHERE {filter} AND a.status = 'completed'{extra} ORDER BY a.id, ai.id"
    );
    Ok(Line::find_by_statement(statement(db.get_database_backend(), &sql, values)).all(db).await?)
}

/// [`service_totals`] counted from every line of the scope's completed visits: the reference the
/// day rows must equal, and the way when a scope's prices do not add up to its lines.
pub async fn direct_service_totals(db: &impl ConnectionTrait, scope: Scope) -> Result<Vec<ServiceTotals>, Error> {
    let lines = lines_of(db, scope, "").await?;
    let mut totals: Vec<ServiceTotals> = Vec::new();
    let mut index: HashMap<(i64, i64), usize> = HashMap::new();
    for visit in lines.chunk_by(|a, b| a.appointment_id == b.appointment_id) {
        let prices: Vec<i64> = visit.iter().map(|l| l.price).collect();
        let collected = domain::salary::allocate(visit[0].collected, &prices);
        let points = domain::salary::allocate(visit[0].discount, &prices);
        let mut seen: Vec<i64> = Vec::new();
        for ((line, collected), points) in visit.iter().zip(collected).zip(points) {
            let at = *index.entry((line.master_id, line.salon_service_id)).or_insert_with(|| {
                totals.push(ServiceTotals { master_id: line.master_id, salon_service_id: line.salon_service_id, ..Default::default() });
                totals.len() - 1
            });
            let t = &mut totals[at];
            if line.option_id.is_none() {
                t.quantity += i64::from(line.quantity);
            }
            if !seen.contains(&line.salon_service_id) {
                seen.push(line.salon_service_id);
                t.visits += 1;
            }
            t.lines += line.price;
            t.collected += collected;
            t.points += points;
        }
    }
    Ok(totals)
}

/// A salon service's names and category, for naming the totals above.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ServiceNames {
    pub salon_service_id: i64,
    pub category_id: i64,
    pub name_tr: String,
    pub name_en: String,
    pub name_ru: String,
}

impl ServiceNames {
    /// In the reader's language, Turkish when that one is empty (as `sql::localized_sql`).
    pub fn name(&self, locale: Locale) -> String {
        let name = match locale {
            Locale::Tr => &self.name_tr,
            Locale::En => &self.name_en,
            Locale::Ru => &self.name_ru,
        };
        if name.is_empty() { self.name_tr.clone() } else { name.clone() }
    }
}

/// Every salon service of the salon (a few dozen rows), by id.
pub async fn service_names(db: &impl ConnectionTrait, salon_id: i64) -> Result<HashMap<i64, ServiceNames>, Error> {
    let sql = "SELECT ss.id AS salon_service_id, s.category_id, s.name_tr, s.name_en, s.name_ru \
               FROM salon_services ss JOIN services s ON s.id = ss.service_id WHERE ss.salon_id = ?";
    Ok(ServiceNames::find_by_statement(statement(db.get_database_backend(), sql, vec![salon_id.into()]))
        .all(db)
        .await?
        .into_iter()
        .map(|n| (n.salon_service_id, n))
        .collect())
}
