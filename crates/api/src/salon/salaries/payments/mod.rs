//! Payments to a master (spec §7 `POST employees/payments/{id}`): amount, date, method, note.
//! Each is also an expense of the salon in the finances.

mod create;
mod delete;
mod list;

pub use create::*;
pub use delete::*;
pub use list::*;

use chrono::NaiveDate;
use serde::Serialize;
use store::model::SalaryPayment;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SalaryPaymentView {
    pub id: i64,
    pub master_id: i64,
    /// kuruş
    pub amount: i64,
    /// yyyy-MM-dd
    pub paid_on: NaiveDate,
    /// cash, card or transfer
    pub method: String,
    pub note: Option<String>,
}

pub fn view(p: SalaryPayment) -> SalaryPaymentView {
    SalaryPaymentView { id: p.id, master_id: p.master_id, amount: p.amount, paid_on: p.paid_on, method: p.method, note: p.note }
}
