//! A master's salary row (spec §3 "Salary rows", issue #19): hours worked from the schedule,
//! the amount due by salary type, the commission on service revenue (per category when the
//! salon says so), conversion and the average bill. Pure: the store loads, these functions count.
//!
//! Amounts are kuruş, commissions basis points (1 % = 100), times minutes.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};

use crate::Problems;
use crate::availability::{MasterCalendar, SalonCalendar, breaks_on, working_window};
use crate::team::SalaryType;

/// The highest commission: the whole revenue.
pub const COMMISSION_MAX_BP: i64 = 10_000;
/// The highest monthly salary a salon can type (10 million TRY), so sums never overflow.
pub const MONTHLY_SALARY_MAX: i64 = 1_000_000_000;
/// The highest single payment to a master.
pub const PAYMENT_MAX: i64 = 1_000_000_000;
/// A day has at most this many worked minutes.
pub const DAY_MINUTES_MAX: i64 = 1440;
/// How many per-category commissions one master can have.
pub const CATEGORY_COMMISSIONS_MAX: usize = 200;
/// A payment's note.
pub const NOTE_MAX_CHARS: usize = 500;

/// How a payment was made. Stored and sent as `cash` / `card` / `transfer`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentMethod {
    Cash,
    Card,
    Transfer,
}

impl PaymentMethod {
    pub const ALL: [PaymentMethod; 3] = [PaymentMethod::Cash, PaymentMethod::Card, PaymentMethod::Transfer];

    pub fn as_str(self) -> &'static str {
        match self {
            PaymentMethod::Cash => "cash",
            PaymentMethod::Card => "card",
            PaymentMethod::Transfer => "transfer",
        }
    }

    /// Required, one of [`PaymentMethod::ALL`].
    pub fn parse(field: &str, text: Option<&str>, out: &mut Problems) -> Option<PaymentMethod> {
        match crate::problems::present(text) {
            None => {
                out.push(field, "required");
                None
            }
            Some(text) => {
                let found = PaymentMethod::ALL.into_iter().find(|m| m.as_str() == text);
                if found.is_none() {
                    out.push(field, "wrong_format");
                }
                found
            }
        }
    }
}

/// Minutes the schedule says the master works on `date`: the working window (salon hours ∩ the
/// master's row; nothing on a salon day off or the master's day off) minus the breaks inside it.
/// Overlapping breaks are counted once.
pub fn scheduled_minutes(salon: &SalonCalendar, master: &MasterCalendar, date: NaiveDate) -> u32 {
    let Some((lo, hi)) = working_window(salon, master, date) else { return 0 };
    let mut worked = u32::from(hi - lo);
    // Breaks come sorted by start; walk them keeping the end of what was already taken off.
    let mut taken_until = lo;
    for (start, end) in breaks_on(master, date) {
        let (start, end) = (start.max(taken_until), end.min(hi));
        if start < end {
            worked -= u32::from(end - start);
            taken_until = end;
        }
    }
    worked
}

/// Minutes worked from `from` to `to` (inclusive): each day's correction when the salon made one,
/// otherwise what the schedule says.
pub fn worked_minutes(
    salon: &SalonCalendar,
    master: &MasterCalendar,
    from: NaiveDate,
    to: NaiveDate,
    corrections: &BTreeMap<NaiveDate, u32>,
) -> u32 {
    from.iter_days()
        .take_while(|d| *d <= to)
        .map(|d| corrections.get(&d).copied().unwrap_or_else(|| scheduled_minutes(salon, master, d)))
        .sum()
}

/// `total` split over `lines` in proportion to their amounts, the remainder kuruş going to the
/// largest fractions first, so the shares add up to `total` exactly (a discounted visit's price
/// spread over its services). All lines zero: an even split.
pub fn allocate(total: i64, lines: &[i64]) -> Vec<i64> {
    if lines.is_empty() {
        return Vec::new();
    }
    let weights: Vec<i128> =
        if lines.iter().all(|l| *l <= 0) { vec![1; lines.len()] } else { lines.iter().map(|l| i128::from((*l).max(0))).collect() };
    let sum: i128 = weights.iter().sum();
    let total = i128::from(total);
    let mut shares: Vec<i128> = weights.iter().map(|w| total * w / sum).collect();
    let mut left = total - shares.iter().sum::<i128>();
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse((total * weights[i]) % sum));
    for i in order {
        if left <= 0 {
            break;
        }
        shares[i] += 1;
        left -= 1;
    }
    shares.into_iter().map(|s| s as i64).collect()
}

/// `amount × bp / 10 000`, rounded half up (kuruş).
pub fn percent_of(amount: i64, bp: i64) -> i64 {
    let product = i128::from(amount) * i128::from(bp);
    ((product + 5_000).div_euclid(10_000)) as i64
}

/// The commission on revenue per category: each category's own rate when the salon set one,
/// otherwise the master's; rounded once per category.
pub fn commission(revenue_by_category: &BTreeMap<i64, i64>, default_bp: i64, per_category_bp: &BTreeMap<i64, i64>) -> i64 {
    revenue_by_category.iter().map(|(category, revenue)| percent_of(*revenue, *per_category_bp.get(category).unwrap_or(&default_bp))).sum()
}

/// The fixed part of a `fixed` master's pay for `from..=to`: the monthly amount for each whole
/// month, and for a month partly covered the share of its days (rounded half up per month).
pub fn fixed_for_range(monthly: i64, from: NaiveDate, to: NaiveDate) -> i64 {
    let mut total = 0;
    let mut start = from;
    while start <= to {
        let first = start.with_day(1).expect("day 1 exists");
        let days_in_month = days_in_month(first);
        let last = first + chrono::Duration::days(days_in_month - 1);
        let end = last.min(to);
        let covered = (end - start).num_days() + 1;
        total += ((i128::from(monthly) * i128::from(covered) * 2 + i128::from(days_in_month)) / (2 * i128::from(days_in_month))) as i64;
        start = end + chrono::Duration::days(1);
    }
    total
}

/// The number of days of the month `date` is in.
pub fn days_in_month(date: NaiveDate) -> i64 {
    let first = date.with_day(1).expect("day 1 exists");
    let next = if first.month() == 12 {
        NaiveDate::from_ymd_opt(first.year() + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(first.year(), first.month() + 1, 1)
    }
    .expect("the next month exists");
    (next - first).num_days()
}

/// The pay of hours worked: `rate × minutes / 60`, rounded half up.
pub fn hourly_pay(rate: i64, minutes: u32) -> i64 {
    ((i128::from(rate) * i128::from(minutes) * 2 + 60) / 120) as i64
}

/// What a master is paid and how it is made up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pay {
    /// The fixed monthly part (fixed masters) or the hours' pay (hourly masters).
    pub base: i64,
    /// The commission on service revenue.
    pub commission: i64,
}

impl Pay {
    pub fn due(self) -> i64 {
        self.base + self.commission
    }
}

/// The salary terms of one master.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terms {
    pub salary_type: SalaryType,
    /// kuruş per month (`fixed`).
    pub monthly_salary: i64,
    /// kuruş per hour (`hourly`).
    pub hourly_rate: i64,
    /// The master's commission on services without a category rate.
    pub commission_bp: i64,
    /// Category id → its own commission.
    pub category_bp: BTreeMap<i64, i64>,
}

/// The pay for `from..=to` by the terms, hours worked and revenue per category.
pub fn pay(terms: &Terms, from: NaiveDate, to: NaiveDate, minutes: u32, revenue_by_category: &BTreeMap<i64, i64>) -> Pay {
    let base = match terms.salary_type {
        SalaryType::Fixed => fixed_for_range(terms.monthly_salary, from, to),
        SalaryType::Hourly => hourly_pay(terms.hourly_rate, minutes),
    };
    Pay { base, commission: commission(revenue_by_category, terms.commission_bp, &terms.category_bp) }
}

/// Completed ÷ booked in basis points (0 when nothing was booked).
pub fn conversion_bp(completed: u64, booked: u64) -> i64 {
    if booked == 0 { 0 } else { ((u128::from(completed) * 20_000 + u128::from(booked)) / (2 * u128::from(booked))) as i64 }
}

/// Revenue ÷ completed visits, rounded half up (0 without visits).
pub fn average_bill(revenue: i64, completed: u64) -> i64 {
    if completed == 0 { 0 } else { ((i128::from(revenue) * 2 + i128::from(completed)) / (2 * i128::from(completed))) as i64 }
}

/// A commission percentage from the form: `0..=10000` basis points.
pub fn parse_commission(field: &str, bp: Option<i64>, out: &mut Problems) -> Option<i64> {
    match bp {
        None => Some(0),
        Some(bp) => out.between(field, bp, 0, COMMISSION_MAX_BP),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::availability::{BreakRow, DayType, ScheduleRow};

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn salon(days_off: &[NaiveDate]) -> SalonCalendar {
        SalonCalendar { weekly: [Some((540, 1200)); 7], days_off: days_off.iter().copied().collect::<BTreeSet<_>>(), step: 15 }
    }

    fn master() -> MasterCalendar {
        MasterCalendar {
            master_id: 1,
            // Monday 10:00-18:00, Sunday off, other days the salon's hours.
            schedule: vec![
                ScheduleRow { weekday: Some(0), date: None, day_type: DayType::Work, start_min: Some(600), end_min: Some(1080) },
                ScheduleRow { weekday: Some(6), date: None, day_type: DayType::Off, start_min: None, end_min: None },
            ],
            // Lunch 13:00-14:00 daily and an overlapping 13:30-14:30 on one Monday.
            breaks: vec![
                BreakRow { weekday: Some(0), date: None, start_min: 780, end_min: 840 },
                BreakRow { weekday: None, date: Some(d(2026, 11, 2)), start_min: 810, end_min: 870 },
            ],
            busy: BTreeMap::new(),
        }
    }

    #[test]
    fn scheduled_minutes_take_off_breaks_once_and_count_nothing_on_days_off() {
        let (s, m) = (salon(&[d(2026, 11, 3)]), master());
        assert_eq!(scheduled_minutes(&s, &m, d(2026, 11, 9)), 480 - 60, "a Monday with lunch");
        assert_eq!(scheduled_minutes(&s, &m, d(2026, 11, 2)), 480 - 90, "overlapping breaks count once");
        assert_eq!(scheduled_minutes(&s, &m, d(2026, 11, 4)), 660, "Wednesday: the salon's 9:00-20:00");
        assert_eq!(scheduled_minutes(&s, &m, d(2026, 11, 3)), 0, "the salon's day off");
        assert_eq!(scheduled_minutes(&s, &m, d(2026, 11, 8)), 0, "the master's Sunday off");
        let corrections = BTreeMap::from([(d(2026, 11, 4), 300)]);
        // Mon 2nd 390 + Tue 3rd 0 + Wed 4th corrected 300.
        assert_eq!(worked_minutes(&s, &m, d(2026, 11, 2), d(2026, 11, 4), &corrections), 690);
    }

    #[test]
    fn allocation_adds_up_exactly() {
        assert_eq!(allocate(9000, &[5000, 5000]), vec![4500, 4500]);
        assert_eq!(allocate(100, &[1, 1, 1]), vec![34, 33, 33]);
        assert_eq!(allocate(10, &[0, 0]), vec![5, 5]);
        let shares = allocate(99_999, &[12_345, 6_789, 1]);
        assert_eq!(shares.iter().sum::<i64>(), 99_999);
        assert!(allocate(5, &[]).is_empty());
    }

    #[test]
    fn pay_by_type_commission_and_category_rates() {
        assert_eq!(fixed_for_range(3_000_000, d(2026, 11, 1), d(2026, 11, 30)), 3_000_000, "a whole month");
        assert_eq!(fixed_for_range(3_000_000, d(2026, 11, 1), d(2026, 11, 15)), 1_500_000, "half of November");
        assert_eq!(fixed_for_range(3_100_000, d(2026, 12, 17), d(2027, 1, 31)), 1_500_000 + 3_100_000);
        assert_eq!(hourly_pay(15_000, 90), 22_500);
        assert_eq!(hourly_pay(10_001, 1), 167, "166.68 rounds up");
        let revenue = BTreeMap::from([(1, 100_000), (2, 50_000)]);
        assert_eq!(commission(&revenue, 1_000, &BTreeMap::from([(2, 2_500)])), 10_000 + 12_500);
        let terms = Terms {
            salary_type: SalaryType::Hourly,
            monthly_salary: 0,
            hourly_rate: 20_000,
            commission_bp: 1_250,
            category_bp: BTreeMap::new(),
        };
        assert_eq!(pay(&terms, d(2026, 11, 1), d(2026, 11, 30), 600, &revenue), Pay { base: 200_000, commission: 18_750 });
        assert_eq!(percent_of(1, 5_000), 1, "half a kuruş rounds up");
    }

    #[test]
    fn conversion_and_average_bill() {
        assert_eq!(conversion_bp(2, 3), 6_667);
        assert_eq!(conversion_bp(0, 0), 0);
        assert_eq!(average_bill(10_001, 2), 5_001);
        assert_eq!(average_bill(0, 0), 0);
        let mut out = Problems::default();
        assert_eq!(parse_commission("c", Some(10_001), &mut out), None);
        assert_eq!(out.codes(), vec![("c", "between")]);
    }
}
