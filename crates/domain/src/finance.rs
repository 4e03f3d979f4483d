//! The salon's finances (issue #19 item 2): the
//! expense categories, when a recurring expense falls, and profit. Pure.

use chrono::NaiveDate;

use crate::Problems;
use crate::period::Period;

/// The highest expense amount (10 million TRY).
pub const EXPENSE_MAX: i64 = 1_000_000_000;
/// An expense's note.
pub const NOTE_MAX_CHARS: usize = 500;

/// What a salon spends on. Stored and sent in snake_case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpenseCategory {
    Rent,
    Products,
    Utilities,
    Marketing,
    Equipment,
    Taxes,
    Other,
}

impl ExpenseCategory {
    pub const ALL: [ExpenseCategory; 7] = [
        ExpenseCategory::Rent,
        ExpenseCategory::Products,
        ExpenseCategory::Utilities,
        ExpenseCategory::Marketing,
        ExpenseCategory::Equipment,
        ExpenseCategory::Taxes,
        ExpenseCategory::Other,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ExpenseCategory::Rent => "rent",
            ExpenseCategory::Products => "products",
            ExpenseCategory::Utilities => "utilities",
            ExpenseCategory::Marketing => "marketing",
            ExpenseCategory::Equipment => "equipment",
            ExpenseCategory::Taxes => "taxes",
            ExpenseCategory::Other => "other",
        }
    }

    /// Required, one of [`ExpenseCategory::ALL`].
    pub fn parse(field: &str, text: Option<&str>, out: &mut Problems) -> Option<ExpenseCategory> {
        let Some(text) = crate::problems::present(text) else {
            out.push(field, "required");
            return None;
        };
        let found = ExpenseCategory::ALL.into_iter().find(|c| c.as_str() == text);
        if found.is_none() {
            out.push(field, "wrong_format");
        }
        found
    }
}

/// The days within `period` on which an expense counts: `spent_on` itself for a one-off; for a
/// recurring one, the day of the month of `spent_on` every month from `spent_on` until `ends_on`
/// (open-ended when `None`), on the month's last day when the month is shorter (the 31st → 30 April).
pub fn occurrences(spent_on: NaiveDate, recurring_monthly: bool, ends_on: Option<NaiveDate>, period: Period) -> Vec<NaiveDate> {
    if !recurring_monthly {
        return if period.contains(spent_on) { vec![spent_on] } else { Vec::new() };
    }
    let last = ends_on.map_or(period.to, |end| end.min(period.to));
    let mut out = Vec::new();
    for months in 0u32.. {
        // `checked_add_months` clamps to the month's last day, counted from `spent_on` each time
        // so that a 31st stays a 31st after a short month.
        let Some(date) = spent_on.checked_add_months(chrono::Months::new(months)) else { break };
        if date > last {
            break;
        }
        if date >= period.from {
            out.push(date);
        }
    }
    out
}

/// Profit: revenue less expenses (salary payments among them).
pub fn profit(revenue: i64, expenses: i64) -> i64 {
    revenue - expenses
}

/// The change from `before` to `now` in basis points of `before`; `None` when `before` is 0.
pub fn change_bp(now: i64, before: i64) -> Option<i64> {
    (before != 0).then(|| {
        let diff = i128::from(now - before) * 10_000;
        let base = i128::from(before.abs());
        // Rounded half away from zero.
        let rounded = if diff >= 0 { (diff * 2 + base) / (2 * base) } else { -((-diff * 2 + base) / (2 * base)) };
        rounded as i64
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn recurring_expenses_fall_monthly_until_they_end() {
        let year = Period { from: d(2026, 1, 1), to: d(2026, 6, 30) };
        assert_eq!(occurrences(d(2026, 3, 5), false, None, year), vec![d(2026, 3, 5)]);
        assert_eq!(occurrences(d(2025, 3, 5), false, None, year), Vec::<NaiveDate>::new());
        assert_eq!(
            occurrences(d(2025, 12, 31), true, Some(d(2026, 4, 15)), year),
            vec![d(2026, 1, 31), d(2026, 2, 28), d(2026, 3, 31)],
            "the 31st falls on February's last day; April's is after the end"
        );
        assert_eq!(occurrences(d(2026, 5, 10), true, None, year), vec![d(2026, 5, 10), d(2026, 6, 10)]);
        assert_eq!(occurrences(d(2026, 7, 1), true, None, year), Vec::<NaiveDate>::new());
    }

    #[test]
    fn profit_and_change() {
        assert_eq!(profit(100_000, 130_000), -30_000);
        assert_eq!(profit(100_000, 30_000 + 20_000), 50_000);
        assert_eq!(change_bp(150, 100), Some(5_000));
        assert_eq!(change_bp(50, 100), Some(-5_000));
        assert_eq!(change_bp(-50, -100), Some(5_000), "a smaller loss is a rise");
        assert_eq!(change_bp(5, 0), None);
    }

    #[test]
    fn monthly_expenses_fall_once_a_month_until_they_end() {
        let date = |text: &str| NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap();
        let quarter = Period { from: date("2026-01-01"), to: date("2026-03-31") };
        assert_eq!(occurrences(date("2025-11-30"), true, None, quarter).len(), 3);
        assert_eq!(occurrences(date("2026-01-31"), true, None, quarter), vec![date("2026-01-31"), date("2026-02-28"), date("2026-03-31")]);
        assert_eq!(occurrences(date("2026-01-10"), true, Some(date("2026-02-10")), quarter), vec![date("2026-01-10"), date("2026-02-10")]);
        assert_eq!(occurrences(date("2026-04-01"), true, None, quarter), Vec::<NaiveDate>::new());
        assert_eq!(occurrences(date("2026-02-05"), false, None, quarter), vec![date("2026-02-05")]);
        assert_eq!(occurrences(date("2025-12-05"), false, None, quarter), Vec::<NaiveDate>::new());
    }
}
