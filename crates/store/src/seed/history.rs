//! `randevu seed --history` (issue #19): two years of past visits, reviews, expenses and salary
//! payments for the demo's Premium salons, so the analytics and reports have something to show
//! and the benchmarks a realistic load. Deterministic for a given day: every salon draws from a
//! generator seeded by its id, and the dates count back from yesterday.
//!
//! - The first Premium salon is the benchmark salon of issue #19 ("10 masters and two years of
//!   history, ≥ 60,000 appointments"): it is topped up to 10 masters (generated, without
//!   accounts) and each master's working day (Monday–Saturday, 09:00–21:00) is filled back to back
//!   with at most 15 minutes between visits, its short services booked more often than its long
//!   ones (a service's chance is inversely proportional to its length, as in a busy salon where
//!   a trim sells more than a colouring): about 70,000 appointments in two years. Other Premium
//!   salons draw their services evenly and fill about a quarter of their masters' days. Free
//!   salons get nothing (they have no analytics).
//! - Visits never overlap per master (each starts after the previous one ends); 88 % are
//!   completed (paid by card, cash or transfer), 2 % no-shows (status `no_show`), the rest
//!   cancelled by the client or the salon.
//! - A salon that already has appointments older than 60 days is left alone, so running it twice
//!   adds nothing.

use chrono::{Datelike, Duration, NaiveDate, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, Set, TransactionTrait};

use super::{insert_chunked, seed_of};
use crate::Db;
use crate::entities::*;
use crate::migration::m20261202_000051_month_rows::SUMMED_TABLES;

/// Days of history, counted back from yesterday.
pub const HISTORY_DAYS: i64 = 730;
/// Masters of the benchmark salon.
pub const BENCHMARK_MASTERS: usize = 10;
const OPEN_MIN: i32 = 9 * 60;
const CLOSE_MIN: i32 = 21 * 60;

/// What the history added.
#[derive(Debug, Default)]
pub struct HistoryReport {
    pub salons: usize,
    pub masters_added: usize,
    pub appointments: usize,
    pub reviews: usize,
    pub expenses: usize,
    pub salary_payments: usize,
}

impl std::fmt::Display for HistoryReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "history: {} salons, {} masters added, {} appointments, {} reviews, {} expenses, {} salary payments",
            self.salons, self.masters_added, self.appointments, self.reviews, self.expenses, self.salary_payments
        )
    }
}

const FIRST_NAMES: [&str; 16] = [
    "Ayşe", "Elif", "Zeynep", "Merve", "Fatma", "Emine", "Selin", "Deniz", "Mehmet", "Ahmet", "Can", "Emre", "Burak", "Olga", "Anna",
    "Sarah",
];
const LAST_NAMES: [&str; 12] =
    ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Ivanova", "Smith"];
/// Different clients per salon.
const CLIENTS_PER_SALON: usize = 3_000;
/// Rows held before they are written, so two years of a busy salon never sit in memory at once.
const FLUSH_ROWS: usize = 4_000;

/// Picks the services of a salon's visits: evenly, or (the benchmark salon) in inverse
/// proportion to their length.
struct ServicePicker {
    /// Cumulative weights, the last one the total.
    cumulative: Vec<f64>,
}

impl ServicePicker {
    fn new(services: &[salon_services::Model], short_first: bool) -> ServicePicker {
        let mut total = 0.0;
        let cumulative = services
            .iter()
            .map(|service| {
                total += if short_first { 1.0 / f64::from(service.duration_min.clamp(15, 240)) } else { 1.0 };
                total
            })
            .collect();
        ServicePicker { cumulative }
    }

    fn pick(&self, rng: &mut StdRng) -> usize {
        let total = self.cumulative.last().copied().unwrap_or(0.0);
        let at = rng.random::<f64>() * total;
        self.cumulative.partition_point(|&c| c <= at).min(self.cumulative.len() - 1)
    }
}

#[derive(FromQueryResult)]
struct MaxId {
    id: Option<i64>,
}

/// The tables whose per-row triggers keep the numbers' rows (000040, 000050, 000051).
const TRIGGERED: [&str; 4] = ["appointments", "appointment_items", SUMMED_TABLES[0], SUMMED_TABLES[1]];

/// `ALTER TABLE … {ENABLE|DISABLE} TRIGGER USER` for every table of [`TRIGGERED`].
fn triggers(switch: &str) -> String {
    TRIGGERED.iter().map(|t| format!("ALTER TABLE {t} {switch} TRIGGER USER")).collect::<Vec<_>>().join("; ")
}

/// Two years of history ([`HISTORY_DAYS`]): what `randevu seed --history` runs.
pub async fn load(db: &Db) -> anyhow::Result<HistoryReport> {
    load_days(db, HISTORY_DAYS).await
}

/// `days` of history up to yesterday (the tests take a few months of the same rules).
pub async fn load_days(db: &Db, days: i64) -> anyhow::Result<HistoryReport> {
    let mut report = HistoryReport::default();
    let today = domain::time::local(Utc::now()).date();
    let first_day = today - Duration::days(days);
    let premium = salons::Entity::find().filter(salons::Column::Plan.eq("premium")).order_by_asc(salons::Column::Id).all(db).await?;
    for (index, salon) in premium.iter().enumerate() {
        let old = appointments::Entity::find()
            .filter(appointments::Column::SalonId.eq(salon.id))
            .filter(appointments::Column::ProvisionDate.lt(today - Duration::days(60)))
            .one(db)
            .await?;
        if old.is_some() {
            continue;
        }
        let txn = db.begin().await?;
        let postgres = txn.get_database_backend() == DbBackend::Postgres;
        if postgres {
            // The numbers' per-row triggers (migrations 000040, 000050, 000051, 000055) would
            // each query a table growing inside this transaction under a plan made when it was
            // empty; the kept rows are counted once at the end instead (`rebuild_salon`). Undone
            // with the transaction.
            txn.execute_unprepared(&triggers("DISABLE")).await?;
        }
        let benchmark = index == 0;
        let mut rng = StdRng::seed_from_u64(seed_of(&format!("history/{}", salon.id)));
        let mut masters = masters::Entity::find()
            .filter(masters::Column::SalonId.eq(salon.id))
            .filter(masters::Column::DeletedAt.is_null())
            .order_by_asc(masters::Column::Id)
            .all(&txn)
            .await?;
        if benchmark {
            while masters.len() < BENCHMARK_MASTERS {
                let n = masters.len() + 1;
                let master = masters::ActiveModel {
                    salon_id: Set(salon.id),
                    full_name: Set(format!("{} {}", FIRST_NAMES[n % FIRST_NAMES.len()], LAST_NAMES[(n * 5) % LAST_NAMES.len()])),
                    salary_type: Set("fixed".into()),
                    monthly_salary: Set(Some(3_000_000)),
                    working_type: Set("full_time".into()),
                    contract_active: Set(true),
                    plan_inactive: Set(false),
                    sort_order: Set(n as i32),
                    created_at: Set(Utc::now()),
                    ..Default::default()
                };
                masters.push(sea_orm::ActiveModelTrait::insert(master, &txn).await?);
                report.masters_added += 1;
            }
        }
        let services = salon_services::Entity::find()
            .filter(salon_services::Column::SalonId.eq(salon.id))
            .filter(salon_services::Column::Active.eq(true))
            .order_by_asc(salon_services::Column::Id)
            .all(&txn)
            .await?;
        if services.is_empty() || masters.is_empty() {
            txn.commit().await?;
            continue;
        }
        let max =
            MaxId::find_by_statement(sea_orm::Statement::from_string(txn.get_database_backend(), "SELECT MAX(id) AS id FROM appointments"))
                .one(&txn)
                .await?
                .and_then(|m| m.id)
                .unwrap_or(0);
        let mut next_id = max + 1;
        // The salon's own visits of these days (the demo's recent ones): the history books around
        // them, so no master has two visits at once.
        let mut busy: std::collections::HashMap<(i64, NaiveDate), Vec<(i32, i32)>> = std::collections::HashMap::new();
        for visit in appointments::Entity::find()
            .filter(appointments::Column::SalonId.eq(salon.id))
            .filter(appointments::Column::ProvisionDate.gte(first_day))
            .filter(appointments::Column::ProvisionDate.lt(today))
            .all(&txn)
            .await?
        {
            let start = i32::from(visit.start_min);
            busy.entry((visit.master_id, visit.provision_date)).or_default().push((start, start + visit.duration_min));
        }
        let fill = if benchmark { 1.0 } else { 0.25 };
        // The benchmark salon's visits follow each other within 15 minutes, the others' within 30.
        let gaps = if benchmark { 2 } else { 3 };
        let picker = ServicePicker::new(&services, benchmark);
        let mut visits = Vec::new();
        let mut items = Vec::new();
        let mut reviews = Vec::new();
        for master in &masters {
            for offset in 0..days {
                let day = first_day + Duration::days(offset);
                if day.weekday() == chrono::Weekday::Sun {
                    continue;
                }
                let mut start = OPEN_MIN + rng.random_range(0..4) * 15;
                loop {
                    let service = &services[picker.pick(&mut rng)];
                    let duration = service.duration_min.clamp(15, 240);
                    if start + duration > CLOSE_MIN {
                        break;
                    }
                    let taken = busy.get(&(master.id, day)).and_then(|spans| {
                        spans.iter().filter(|(from, until)| *from < start + duration && start < *until).map(|(_, until)| *until).max()
                    });
                    if let Some(until) = taken {
                        // Next quarter hour after the visit already there.
                        start = (until + 14) / 15 * 15;
                        continue;
                    }
                    if rng.random_bool(fill) {
                        let client = rng.random_range(0..CLIENTS_PER_SALON);
                        let name = format!("{} {}", FIRST_NAMES[client % FIRST_NAMES.len()], LAST_NAMES[(client / 16) % LAST_NAMES.len()]);
                        let phone = format!("+90532{:07}", (salon.id as usize % 300) * 10_000 + client);
                        let roll: f64 = rng.random();
                        let (status, cancelled_by) = if roll < 0.88 {
                            ("completed", None)
                        } else if roll < 0.90 {
                            ("no_show", None)
                        } else if roll < 0.96 {
                            ("cancelled", Some("client"))
                        } else {
                            ("cancelled", Some("salon"))
                        };
                        let method = match rng.random_range(0..20) {
                            0..12 => "card",
                            12..19 => "cash",
                            _ => "transfer",
                        };
                        let price = domain::money::final_price(service.price, service.discount_percent);
                        let starts_at = domain::time::instant(day, start as u16);
                        let ends_at = starts_at + Duration::minutes(i64::from(duration));
                        let completed = status == "completed";
                        let id = next_id;
                        next_id += 1;
                        visits.push(appointments::ActiveModel {
                            id: Set(id),
                            salon_id: Set(salon.id),
                            master_id: Set(master.id),
                            client_name: Set(name.clone()),
                            client_phone: Set(phone),
                            status: Set(status.into()),
                            provision_date: Set(day),
                            start_min: Set(start as i16),
                            duration_min: Set(duration),
                            starts_at: Set(starts_at),
                            ends_at: Set(ends_at),
                            total_price: Set(price),
                            payment_method: Set(completed.then(|| method.to_owned())),
                            source: Set(if rng.random_bool(0.6) { "online" } else { "manual" }.into()),
                            created_at: Set(starts_at - Duration::days(3)),
                            updated_at: Set(ends_at),
                            confirmed_at: Set(Some(starts_at - Duration::days(3))),
                            cancelled_at: Set(cancelled_by.map(|_| starts_at - Duration::hours(5))),
                            cancelled_by: Set(cancelled_by.map(str::to_owned)),
                            completed_at: Set(completed.then_some(ends_at)),
                            locale: Set("tr".into()),
                            important: Set(false),
                            ..Default::default()
                        });
                        items.push(appointment_items::ActiveModel {
                            appointment_id: Set(id),
                            salon_service_id: Set(service.id),
                            option_id: Set(None),
                            quantity: Set(1),
                            price: Set(price),
                            duration_min: Set(duration),
                            ..Default::default()
                        });
                        if completed && rng.random_bool(0.05) {
                            let scores: [i16; 3] = [rng.random_range(3..=5), rng.random_range(3..=5), rng.random_range(3..=5)];
                            let answered = rng.random_bool(0.6);
                            reviews.push(reviews::ActiveModel {
                                salon_id: Set(salon.id),
                                appointment_id: Set(Some(id)),
                                master_id: Set(Some(master.id)),
                                author_name: Set(name.clone()),
                                service_quality: Set(scores[0]),
                                atmosphere: Set(scores[1]),
                                cleanliness: Set(scores[2]),
                                text: Set(None),
                                lang: Set("tr".into()),
                                status: Set("placed".into()),
                                created_at: Set(ends_at + Duration::hours(4)),
                                answer: Set(answered.then(|| "Teşekkür ederiz!".to_owned())),
                                answered_at: Set(answered.then(|| ends_at + Duration::days(1))),
                                search_key: Set(crate::review_moderation::search_key(&name, None)),
                                ..Default::default()
                            });
                        }
                    }
                    start += duration + rng.random_range(0..gaps) * 15;
                }
                if visits.len() >= FLUSH_ROWS {
                    report.appointments += visits.len();
                    report.reviews += reviews.len();
                    write_visits(&txn, std::mem::take(&mut visits), std::mem::take(&mut items), std::mem::take(&mut reviews)).await?;
                }
            }
        }
        report.appointments += visits.len();
        report.reviews += reviews.len();
        write_visits(&txn, visits, items, reviews).await?;
        let (expenses, payments) = money(salon.id, &masters, first_day, today, &mut rng);
        report.expenses += expenses.len();
        report.salary_payments += payments.len();
        insert_chunked(&txn, expenses).await?;
        insert_chunked(&txn, payments).await?;
        if postgres {
            // Ids were given, not drawn: move the sequence past them.
            txn.execute_unprepared("SELECT setval(pg_get_serial_sequence('appointments', 'id'), (SELECT MAX(id) FROM appointments))")
                .await?;
            for sql in crate::migration::m20261127_000040_numbers_days::rebuild_salon(salon.id)
                .into_iter()
                .chain(crate::migration::m20261202_000050_master_clients::rebuild_salon(salon.id))
                .chain(crate::migration::m20261202_000051_month_rows::rebuild_salon(DbBackend::Postgres, salon.id))
                .chain(crate::migration::m20261203_000055_salon_counts::rebuild_salon(salon.id))
            {
                txn.execute_unprepared(&sql).await?;
            }
            // The salon's last appointment change, which the off triggers of 000043 keep.
            txn.execute_unprepared(&crate::migration::m20261128_000043_salon_activity::fill(&format!("id = {}", salon.id))).await?;
            txn.execute_unprepared(&triggers("ENABLE")).await?;
        }
        txn.commit().await?;
        report.salons += 1;
    }
    if db.get_database_backend() == DbBackend::Postgres && report.salons > 0 {
        // The platform's day rows (000052) saw none of the visits written with the triggers off.
        let txn = db.begin().await?;
        for sql in crate::migration::m20261202_000052_platform_days::rebuild(DbBackend::Postgres) {
            txn.execute_unprepared(&sql).await?;
        }
        txn.commit().await?;
    }
    // On SQLite the triggers appended every visit's change: one fold, not one per poll.
    crate::platform_numbers::days::fold(db).await?;
    super::analyze(db).await?;
    Ok(report)
}

/// Appointments, then their items and reviews (which point at them).
async fn write_visits(
    txn: &impl ConnectionTrait,
    visits: Vec<appointments::ActiveModel>,
    items: Vec<appointment_items::ActiveModel>,
    reviews: Vec<reviews::ActiveModel>,
) -> anyhow::Result<()> {
    insert_chunked(txn, visits).await?;
    insert_chunked(txn, items).await?;
    insert_chunked(txn, reviews).await?;
    Ok(())
}

/// Rent and utilities monthly from the first day, products and marketing now and then, and a
/// salary payment to every master on the 5th of each month.
fn money(
    salon_id: i64,
    masters: &[masters::Model],
    first_day: NaiveDate,
    today: NaiveDate,
    rng: &mut StdRng,
) -> (Vec<expenses::ActiveModel>, Vec<salary_payments::ActiveModel>) {
    let now = Utc::now();
    let expense = |category: &str, amount: i64, spent_on: NaiveDate, recurring: bool| expenses::ActiveModel {
        salon_id: Set(salon_id),
        category: Set(category.into()),
        amount: Set(amount),
        spent_on: Set(spent_on),
        recurring_monthly: Set(recurring),
        ends_on: Set(None),
        note: Set(None),
        created_by: Set(None),
        created_at: Set(now),
        ..Default::default()
    };
    let mut expenses = vec![expense("rent", 4_500_000, first_day, true), expense("utilities", 650_000, first_day, true)];
    let mut payments = Vec::new();
    let mut month = first_day.with_day(1).unwrap_or(first_day);
    while month < today {
        let products_day = month + Duration::days(rng.random_range(0..27));
        if products_day > first_day && products_day < today {
            expenses.push(expense("products", rng.random_range(300_000..1_200_000), products_day, false));
        }
        if rng.random_bool(0.3) {
            let marketing_day = month + Duration::days(rng.random_range(0..27));
            if marketing_day > first_day && marketing_day < today {
                expenses.push(expense("marketing", rng.random_range(200_000..800_000), marketing_day, false));
            }
        }
        let payday = month + Duration::days(4);
        if payday > first_day && payday < today {
            for master in masters {
                payments.push(salary_payments::ActiveModel {
                    salon_id: Set(salon_id),
                    master_id: Set(master.id),
                    amount: Set(master.monthly_salary.unwrap_or(2_500_000)),
                    paid_on: Set(payday),
                    method: Set("transfer".into()),
                    note: Set(None),
                    created_by: Set(None),
                    created_at: Set(now),
                    ..Default::default()
                });
            }
        }
        month = month.checked_add_months(chrono::Months::new(1)).unwrap_or(today);
    }
    (expenses, payments)
}
