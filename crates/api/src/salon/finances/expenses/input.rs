//! The expense form: every problem at once, in the reader's language.

use domain::Problems;
use domain::finance::{EXPENSE_MAX, ExpenseCategory, NOTE_MAX_CHARS};
use serde::Deserialize;
use store::finances::ExpenseData;
use utoipa::ToSchema;

use crate::error::ApiResult;

#[derive(Debug, Deserialize, ToSchema)]
pub struct ExpenseInput {
    /// rent, products, utilities, marketing, equipment, taxes, other
    pub category: Option<String>,
    /// kuruş, above 0
    #[schema(minimum = 1, maximum = 1000000000)]
    pub amount: Option<i64>,
    /// yyyy-MM-dd
    #[schema(format = Date)]
    pub spent_on: Option<String>,
    /// Counts again every month on the day of `spent_on`.
    #[serde(default)]
    pub recurring_monthly: bool,
    /// yyyy-MM-dd, not before `spent_on`; only with `recurring_monthly`.
    #[schema(format = Date)]
    pub ends_on: Option<String>,
    #[schema(max_length = 500)]
    pub note: Option<String>,
}

pub fn parse(body: ExpenseInput) -> ApiResult<ExpenseData> {
    let mut out = Problems::default();
    let category = ExpenseCategory::parse("category", body.category.as_deref(), &mut out);
    let amount = match body.amount {
        None => {
            out.push("amount", "required");
            None
        }
        Some(amount) => out.between("amount", amount, 1, EXPENSE_MAX),
    };
    let spent_on = match domain::problems::present(body.spent_on.as_deref()) {
        None => {
            out.push("spent_on", "required");
            None
        }
        Some(text) => out.date("spent_on", text),
    };
    let ends_on = match out.optional_date("ends_on", body.ends_on.as_deref()) {
        Some(Some(end)) if spent_on.is_some_and(|start| end < start) => {
            out.push_with("ends_on", "min_value", vec![("min", domain::time::format_date(spent_on.expect("checked")))]);
            None
        }
        // An end means nothing for a one-off expense.
        Some(end) => Some(end.filter(|_| body.recurring_monthly)),
        None => None,
    };
    let note = out.optional_text("note", body.note.as_deref(), NOTE_MAX_CHARS);
    let (Some(category), Some(amount), Some(spent_on), Some(ends_on), Some(note)) = (category, amount, spent_on, ends_on, note) else {
        return Err(out.into());
    };
    out.into_result()?;
    Ok(ExpenseData { category: category.as_str().to_owned(), amount, spent_on, recurring_monthly: body.recurring_monthly, ends_on, note })
}
