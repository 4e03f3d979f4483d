//! The salon's expenses (issue #19 item 2): category, amount, date, recurring monthly until an
//! optional end, note. Premium (`Reports`) like the finances they feed.

mod create;
mod delete;
mod input;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use list::*;
pub use update::*;

use chrono::NaiveDate;
use serde::Serialize;
use store::model::Expense;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ExpenseView {
    pub id: i64,
    /// rent, products, utilities, marketing, equipment, taxes, other
    pub category: String,
    /// kuruş, each time it falls
    pub amount: i64,
    /// yyyy-MM-dd: the day (the first one of a recurring expense)
    pub spent_on: NaiveDate,
    pub recurring_monthly: bool,
    /// yyyy-MM-dd: the last day a recurring expense may fall on
    pub ends_on: Option<NaiveDate>,
    pub note: Option<String>,
}

pub fn view(e: Expense) -> ExpenseView {
    ExpenseView {
        id: e.id,
        category: e.category,
        amount: e.amount,
        spent_on: e.spent_on,
        recurring_monthly: e.recurring_monthly,
        ends_on: e.ends_on,
        note: e.note,
    }
}
